//! Measuring one crate on one dataset: sizes, allocations and codec outputs once
//! ([`Measurer::prepare`]), then each timing ([`Unit`]) as often as the run's rounds ask
//! ([`Measurer::time`]; the rounds themselves are [`crate::engine::rounds`]).
//!
//! A codec works on bytes, not on the crate that wrote them, and many crates write the same
//! bytes (about half of mesh's buffers are the same floats as another crate's, length prefix
//! included). So each codec compresses each distinct buffer of a run once: crates whose
//! buffers hold the same bytes share its output, and the rounds time its steps once for all of
//! them ([`PreparedCrate::shared_timing`]).

use crate::adapter::{Bench, BenchResult, Case, Cases, Variant};
use crate::alloc;
use crate::codecs;
use crate::engine::panics;
use crate::engine::placement::Placement;
use crate::engine::prepare::{prepare, CaseLoop, Prepared, Problem, ReaderLoop};
use crate::engine::sampler::{self, SamplerSettings};
use crate::engine::timer::{CriterionSettings, MeasureError, Timer};
use schema::{Codec, CodecFigures, CrateResults, Metric, Operation, Timing};
use std::collections::HashMap;
use std::hint::black_box;
use std::rc::Rc;
use std::time::Duration;
use web_time::Instant;

/// How hard to measure: criterion for operations, the plain sampler for codecs and for
/// operations too slow for criterion.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MeasureSettings {
    /// Criterion settings for every operation that is not slow.
    pub criterion: CriterionSettings,
    /// Sampler settings for operations slower than [`MeasureSettings::slow_operation`].
    pub slow_operations: SamplerSettings,
    /// Sampler settings for codec compress / decompress.
    pub codecs: SamplerSettings,
}

impl MeasureSettings {
    /// The time per call above which criterion's samples cannot fit in its measurement time.
    ///
    /// Criterion takes at least `sample_size` samples of at least one call, so an operation
    /// slower than this stretches its measurement to `sample_size` calls (30 s per round for a
    /// 3 s deserialize on quick) without a better figure: one call of it is already far above
    /// the clock's resolution and the noise of a short loop. Such operations are timed by the
    /// sampler instead.
    pub fn slow_operation(&self) -> Duration {
        let samples = u32::try_from(self.criterion.sample_size.max(1)).unwrap_or(u32::MAX);
        self.criterion.measurement / samples
    }
}

/// Collects the cases of `bench` on `data`; a panicking adapter becomes a [`Problem`].
pub fn collect_cases<'a, T>(
    bench: &'a dyn Bench<T>,
    data: &'a T,
) -> Result<Vec<Case<'a, T>>, Problem> {
    panics::catch(|| {
        let mut cases = Cases::new(data);
        bench.cases(&mut cases);
        cases.into_cases()
    })
    .map_err(|panic| {
        Problem::new(
            "cases",
            None,
            format!("registering cases panicked: {panic}"),
        )
    })
}

/// Builds a crate's cases afresh, in the order [`Measurer::prepare`] was given them, and
/// keeps only their timing loops; an error says why the cases could not be built.
pub type Rebuild<'a> = Box<dyn Fn() -> Result<Vec<CaseLoop<'a>>, String> + 'a>;

/// One crate on one dataset, checked and ready to time: its cases, the figures that need no
/// timing (sizes, allocations, compressed sizes), and every codec's output of its buffers.
pub struct PreparedCrate<'a> {
    prepared: Prepared<'a>,
    /// Gives each timing of an operation a case of its own (see [`Measurer::time`]).
    rebuild: Option<Rebuild<'a>>,
    compressed: Vec<Compressed>,
    /// The figures measured so far; timings are added as [`Measurer::time`] records them.
    pub results: CrateResults,
}

/// A codec's output of one serialized buffer: the crate's own input, and the output it
/// shares with every crate whose buffer holds the same bytes.
struct Compressed {
    /// Index into [`Prepared::serialized`].
    input: usize,
    output: Rc<CodecOutput>,
}

/// One codec's output of one distinct buffer of the run, checked to decompress back to it.
struct CodecOutput {
    /// Tells this (codec, input bytes) pair apart from the run's others: equal ids, equal work.
    id: usize,
    codec: Codec,
    bytes: Vec<u8>,
    /// How long the checked runs took: they calibrate the sampler's batches.
    first_compress: Duration,
    first_decompress: Duration,
}

/// What [`check_codec`] gives for one (codec, buffer): the output, or the failing step and why.
type CodecCheck = Result<Rc<CodecOutput>, (Metric, String)>;

/// Every codec's output of every distinct buffer the run has prepared, by the buffer's bytes.
#[derive(Default)]
struct CodecOutputs {
    /// Each distinct buffer's bytes and its number.
    inputs: HashMap<Box<[u8]>, usize>,
    /// By (buffer number, codec).
    checked: HashMap<(usize, Codec), CodecCheck>,
}

impl CodecOutputs {
    /// `codec`'s output of `input`: checked now, unless a crate had a buffer of the same bytes.
    fn of(&mut self, codec: Codec, input: &[u8]) -> CodecCheck {
        // Looked up before inserting, so that a buffer seen already is not copied again.
        let number = match self.inputs.get(input) {
            Some(&number) => number,
            None => {
                let number = self.inputs.len();
                self.inputs.insert(input.into(), number);
                number
            }
        };
        let id = self.checked.len();
        self.checked
            .entry((number, codec))
            .or_insert_with(|| {
                check_codec(codec, input).map(|output| Rc::new(CodecOutput { id, ..output }))
            })
            .clone()
    }
}

/// The work of a unit that crates share ([`PreparedCrate::shared_timing`]): one codec step on
/// one distinct buffer of the run.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct SharedTiming {
    output: usize,
    compress: bool,
}

/// One timing of a [`PreparedCrate`]: what a round times once.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unit {
    /// A serialize case, by index into the crate's serialized buffers.
    Serialize(usize),
    /// A deserialize / borrow / access / read / update case, by index into its readers.
    Reader(usize),
    /// A codec compressing one buffer, by index into the crate's compressed outputs.
    Compress(usize),
    /// A codec decompressing one buffer, as [`Unit::Compress`].
    Decompress(usize),
}

impl Unit {
    /// A codec's step rather than one of the crate's operations.
    pub fn is_codec(self) -> bool {
        matches!(self, Unit::Compress(_) | Unit::Decompress(_))
    }

    /// `compress` or `decompress`: the step of a codec unit, for progress messages.
    fn codec_step(self) -> &'static str {
        if matches!(self, Unit::Compress(_)) {
            "compress"
        } else {
            "decompress"
        }
    }

    /// The metric of a codec unit with `codec`, whose name its failures are recorded under
    /// (`zstd_compress`).
    fn codec_metric(self, codec: Codec) -> Metric {
        if matches!(self, Unit::Compress(_)) {
            Metric::CodecCompress(codec)
        } else {
            Metric::CodecDecompress(codec)
        }
    }
}

impl PreparedCrate<'_> {
    /// Every timing this crate has to give, in a fixed order.
    pub fn units(&self) -> Vec<Unit> {
        let serialize = (0..self.prepared.serialized.len()).map(Unit::Serialize);
        let readers = (0..self.prepared.readers.len()).map(Unit::Reader);
        let codecs =
            (0..self.compressed.len()).flat_map(|i| [Unit::Compress(i), Unit::Decompress(i)]);
        serialize.chain(readers).chain(codecs).collect()
    }

    /// What `unit` measures, for progress messages (`deserialize (variant)`, `zstd of serialize`).
    pub fn label(&self, unit: Unit) -> String {
        match unit {
            Unit::Serialize(i) => label(Operation::Serialize, self.prepared.serialized[i].variant),
            Unit::Reader(i) => {
                let reader = &self.prepared.readers[i];
                label(reader.operation, reader.variant)
            }
            Unit::Compress(i) | Unit::Decompress(i) => {
                let c = &self.compressed[i];
                let step = unit.codec_step();
                let input = label(
                    Operation::Serialize,
                    self.prepared.serialized[c.input].variant,
                );
                format!("{} {step} of {input}", c.output.codec)
            }
        }
    }

    /// What `unit` times when that is the same work as another crate's unit: a codec's step on
    /// bytes that the other crate's buffer holds too. Units of the run with equal keys get one
    /// timing per round; an operation of the crate's own has no key.
    pub fn shared_timing(&self, unit: Unit) -> Option<SharedTiming> {
        match unit {
            Unit::Compress(i) | Unit::Decompress(i) => Some(SharedTiming {
                output: self.compressed[i].output.id,
                compress: matches!(unit, Unit::Compress(_)),
            }),
            Unit::Serialize(_) | Unit::Reader(_) => None,
        }
    }

    /// The problems found so far, taken out.
    pub fn take_problems(&mut self) -> Vec<Problem> {
        std::mem::take(&mut self.prepared.problems)
    }

    /// Whether anything at all was measured (a size or a timing).
    pub fn measured_anything(&self) -> bool {
        !(self.results.operations.is_empty() && self.results.size.is_empty())
    }

    /// Records `timing` as the figure of `unit`.
    pub fn record(&mut self, unit: Unit, timing: Timing) {
        let results = &mut self.results;
        match unit {
            Unit::Serialize(i) => {
                let variant = self.prepared.serialized[i].variant;
                record(results, Operation::Serialize, variant, timing)
            }
            Unit::Reader(i) => {
                let reader = &self.prepared.readers[i];
                record(results, reader.operation, reader.variant, timing)
            }
            Unit::Compress(i) | Unit::Decompress(i) => {
                let c = &self.compressed[i];
                let variant = self.prepared.serialized[c.input].variant;
                let figures = results
                    .codecs
                    .get_mut(&c.output.codec)
                    .and_then(|v| match variant {
                        None => v.primary.as_mut(),
                        Some(name) => v.variants.get_mut(name),
                    })
                    .expect("a checked codec output has its size recorded");
                match unit {
                    Unit::Compress(_) => figures.compress = Some(timing),
                    _ => figures.decompress = Some(timing),
                }
            }
        }
    }

    /// The problem of `unit` failing with `message`, under the name result files use.
    pub fn problem(&self, unit: Unit, message: String) -> Problem {
        match unit {
            Unit::Serialize(i) => {
                Problem::new("serialize", self.prepared.serialized[i].variant, message)
            }
            Unit::Reader(i) => {
                let reader = &self.prepared.readers[i];
                Problem::new(reader.operation.name(), reader.variant, message)
            }
            Unit::Compress(i) | Unit::Decompress(i) => {
                let c = &self.compressed[i];
                let variant = self.prepared.serialized[c.input].variant;
                Problem::new(unit.codec_metric(c.output.codec).name(), variant, message)
            }
        }
    }
}

/// Checks and times crates with one criterion timer.
pub struct Measurer {
    timer: Timer,
    settings: MeasureSettings,
    codecs: Vec<Codec>,
    outputs: CodecOutputs,
}

impl Measurer {
    /// A measurer with its own criterion output directory.
    pub fn new(settings: MeasureSettings, codecs: Vec<Codec>) -> std::io::Result<Self> {
        Ok(Self {
            timer: Timer::new(&settings.criterion)?,
            settings,
            codecs,
            outputs: CodecOutputs::default(),
        })
    }

    /// Everything about one crate's `cases` on `data` that needs no timing: round trips,
    /// sizes, allocations, and each codec's output (checked to decompress back; one made for
    /// an earlier crate's buffer of the same bytes is reused). Problems are kept in the result
    /// ([`PreparedCrate::take_problems`]). `rebuild`, when given, builds the same cases
    /// afresh for each timing.
    pub fn prepare<'a, T: PartialEq>(
        &mut self,
        cases: Vec<Case<'a, T>>,
        data: &T,
        rebuild: Option<Rebuild<'a>>,
    ) -> PreparedCrate<'a> {
        let mut prepared = prepare(cases, data);
        let mut results = CrateResults::default();
        for s in &prepared.serialized {
            results.size.set(s.variant, s.bytes.as_slice().len() as u64);
        }
        count_allocations(&mut prepared, &mut results);
        let mut compressed = Vec::new();
        for (input, s) in prepared.serialized.iter().enumerate() {
            for &codec in &self.codecs {
                match self.outputs.of(codec, s.bytes.as_slice()) {
                    Ok(output) => {
                        results.codecs.entry(codec).or_default().set(
                            s.variant,
                            CodecFigures {
                                size: output.bytes.len() as u64,
                                compress: None,
                                decompress: None,
                            },
                        );
                        compressed.push(Compressed { input, output });
                    }
                    Err((metric, message)) => {
                        prepared
                            .problems
                            .push(Problem::new(metric.name(), s.variant, message))
                    }
                }
            }
        }
        PreparedCrate {
            prepared,
            rebuild,
            compressed,
            results,
        }
    }

    /// Times `unit` of `krate` once (criterion for operations, the sampler for codecs), with
    /// its buffers laid out by `placement`; an error says what went wrong, for
    /// [`PreparedCrate::problem`].
    ///
    /// An operation is timed on its case built afresh when the crate can rebuild its cases:
    /// what a case keeps from call to call (a reused builder, a decoder's scratch, an
    /// in-place decoder's copy of its input) is then allocated anew by the timing's first
    /// call, wherever the heap of that moment puts it. Like the placement of the engine's
    /// own buffers, this makes each round time another layout instead of the one that the
    /// run's first call happened to get.
    pub fn time(
        &mut self,
        krate: &mut PreparedCrate<'_>,
        unit: Unit,
        placement: Placement,
    ) -> Result<Timing, String> {
        let timer = &mut self.timer;
        let settings = &self.settings;
        let prepared = &mut krate.prepared;
        match unit {
            Unit::Serialize(i) => {
                let s = &mut prepared.serialized[i];
                let mut fresh = fresh_loop(krate.rebuild.as_ref(), s.case)?;
                let run = match &mut fresh {
                    Some(CaseLoop::Serialize(run)) => run,
                    Some(CaseLoop::Reader(_)) => return Err(REBUILT_OTHERS.to_owned()),
                    None => &mut s.run,
                };
                let mut buffer = placement.output_buffer(s.bytes.as_slice().len());
                time_operation(timer, settings, &mut |iters| run(&mut buffer, iters))
            }
            Unit::Reader(i) => {
                let reader = &mut prepared.readers[i];
                let mut fresh = fresh_loop(krate.rebuild.as_ref(), reader.case)?;
                let run = match &mut fresh {
                    Some(CaseLoop::Reader(run)) => run,
                    Some(CaseLoop::Serialize(_)) => return Err(REBUILT_OTHERS.to_owned()),
                    None => &mut reader.run,
                };
                let mut input = placement.copy(prepared.serialized[reader.input].bytes.as_slice());
                match run {
                    ReaderLoop::Read(run) => {
                        time_operation(timer, settings, &mut |iters| run(input.as_slice(), iters))
                    }
                    ReaderLoop::Update(run) => time_operation(timer, settings, &mut |iters| {
                        run(input.as_mut_slice(), iters)
                    }),
                }
            }
            Unit::Compress(i) => {
                let c = &krate.compressed[i];
                let input = placement.copy(prepared.serialized[c.input].bytes.as_slice());
                let output = &c.output;
                sample_codec(&settings.codecs, output.first_compress, || {
                    codecs::compress(output.codec, black_box(input.as_slice()))
                        .map(|out| drop(black_box(out)))
                })
            }
            Unit::Decompress(i) => {
                let output = &krate.compressed[i].output;
                let input = placement.copy(&output.bytes);
                sample_codec(&settings.codecs, output.first_decompress, || {
                    codecs::decompress(output.codec, black_box(input.as_slice()))
                        .map(|out| drop(black_box(out)))
                })
            }
        }
    }
}

/// Why a rebuilt case cannot be timed: the adapter registered other cases the second time.
const REBUILT_OTHERS: &str =
    "building the cases again gave other cases than the checked ones; not timed";

/// Case number `case` built afresh by `rebuild`; `None` for a crate without one.
fn fresh_loop<'a>(
    rebuild: Option<&Rebuild<'a>>,
    case: usize,
) -> Result<Option<CaseLoop<'a>>, String> {
    let Some(rebuild) = rebuild else {
        return Ok(None);
    };
    let mut loops = rebuild()?;
    if case >= loops.len() {
        return Err(REBUILT_OTHERS.to_owned());
    }
    Ok(Some(loops.swap_remove(case)))
}

/// Times one operation's `routine` (its timing loop: run `iters` calls, return their time).
///
/// One call comes first: it warms the case up in this round, and says whether criterion's
/// samples fit in its measurement time. An operation slower than
/// [`MeasureSettings::slow_operation`] is timed by the sampler, that call sizing its batches.
fn time_operation(
    timer: &mut Timer,
    settings: &MeasureSettings,
    routine: &mut dyn FnMut(u64) -> BenchResult<Duration>,
) -> Result<Timing, String> {
    let first = match panics::catch(|| routine(1)) {
        Ok(Ok(elapsed)) => elapsed,
        Ok(Err(e)) => return Err(MeasureError::Failed(e).to_string()),
        Err(panic) => return Err(MeasureError::Panicked(panic).to_string()),
    };
    if first <= settings.slow_operation() {
        return timer.time(routine).map_err(|e| e.to_string());
    }
    match panics::catch(|| sampler::sample_routine(&settings.slow_operations, first, routine)) {
        Ok(Ok(timing)) => Ok(timing),
        Ok(Err(e)) => Err(MeasureError::Failed(e).to_string()),
        Err(panic) => Err(MeasureError::Panicked(panic).to_string()),
    }
}

/// Samples a codec step under the panic guard; `first` (a checked run) calibrates it.
fn sample_codec(
    settings: &SamplerSettings,
    first: Duration,
    op: impl FnMut() -> std::io::Result<()>,
) -> Result<Timing, String> {
    match panics::catch(|| sampler::sample_calibrated(settings, first, op)) {
        Ok(Ok(timing)) => Ok(timing),
        Ok(Err(e)) => Err(e.to_string()),
        Err(panic) => Err(format!("panicked: {panic}")),
    }
}

/// Compresses `input`, decompresses it back and checks it is the same bytes, timing both
/// runs. Errors name the step (the codec's compress or decompress metric).
fn check_codec(codec: Codec, input: &[u8]) -> Result<CodecOutput, (Metric, String)> {
    let compress = Metric::CodecCompress(codec);
    let decompress = Metric::CodecDecompress(codec);
    let (bytes, first_compress) = run_step(compress, || codecs::compress(codec, input))?;
    let (restored, first_decompress) = run_step(decompress, || codecs::decompress(codec, &bytes))?;
    if restored != input {
        return Err((
            decompress,
            "decompressed bytes differ from the input".to_owned(),
        ));
    }
    Ok(CodecOutput {
        id: 0,
        codec,
        bytes,
        first_compress,
        first_decompress,
    })
}

/// Runs one codec step once under the panic guard and times it.
fn run_step<R>(
    step: Metric,
    f: impl FnOnce() -> std::io::Result<R>,
) -> Result<(R, Duration), (Metric, String)> {
    let start = Instant::now();
    match panics::catch(f) {
        Ok(Ok(value)) => Ok((value, start.elapsed())),
        Ok(Err(e)) => Err((step, e.to_string())),
        Err(panic) => Err((step, format!("panicked: {panic}"))),
    }
}

/// Allocations of one serialize (into a buffer already grown by an earlier run, as in the
/// timed loop) and of one deserialize / borrow, counted outside any timed loop.
fn count_allocations(prepared: &mut Prepared<'_>, results: &mut CrateResults) {
    for s in &mut prepared.serialized {
        let mut buffer = Vec::new();
        let counted = panics::catch(|| {
            (s.run)(&mut buffer, 1).ok()?;
            alloc::count(|| (s.run)(&mut buffer, 1)).1
        });
        if let Ok(Some(allocations)) = counted {
            results
                .allocations
                .entry(Operation::Serialize)
                .or_default()
                .set(s.variant, allocations);
        }
    }
    for reader in &mut prepared.readers {
        if !matches!(reader.operation, Operation::Deserialize | Operation::Borrow) {
            continue;
        }
        let ReaderLoop::Read(run) = &mut reader.run else {
            continue;
        };
        let input = prepared.serialized[reader.input].bytes.as_slice();
        let counted = panics::catch(|| alloc::count(|| run(input, 1)));
        if let Ok((Ok(_), Some(allocations))) = counted {
            results
                .allocations
                .entry(reader.operation)
                .or_default()
                .set(reader.variant, allocations);
        }
    }
}

fn record(results: &mut CrateResults, operation: Operation, variant: Variant, timing: Timing) {
    results
        .operations
        .entry(operation)
        .or_default()
        .set(variant, timing);
}

/// `deserialize` or `deserialize (variant)`, for progress messages.
pub fn label(operation: Operation, variant: Option<&str>) -> String {
    match variant {
        Some(v) => format!("{operation} ({v})"),
        None => operation.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Criterion's samples at 1 ms each in 10 ms: operations over 1 ms are slow.
    fn settings() -> MeasureSettings {
        let ms = Duration::from_millis;
        MeasureSettings {
            criterion: CriterionSettings {
                warm_up: ms(1),
                measurement: ms(10),
                sample_size: 10,
                resamples: 100,
            },
            slow_operations: SamplerSettings {
                min_samples: 3,
                max_samples: 5,
                target: ms(100),
                min_sample: ms(1),
            },
            codecs: SamplerSettings {
                min_samples: 1,
                max_samples: 1,
                target: Duration::ZERO,
                min_sample: Duration::ZERO,
            },
        }
    }

    #[test]
    fn the_slow_operation_threshold_is_criterion_time_per_sample() {
        assert_eq!(settings().slow_operation(), Duration::from_millis(1));
    }

    #[test]
    fn a_slow_operation_is_sampled_by_its_own_clock_after_one_warm_up_call() {
        let settings = settings();
        let mut timer = Timer::new(&settings.criterion).unwrap();
        // Each call "takes" 40 ms by the loop's clock (nothing sleeps).
        let mut calls = Vec::new();
        let timing = time_operation(&mut timer, &settings, &mut |iters| {
            calls.push(iters);
            Ok(Duration::from_millis(40 * iters))
        })
        .unwrap();
        // The warm-up call, then samples of one call each: the sampler's target is wall time,
        // which these calls hardly take, so it stops at its most samples.
        assert_eq!(calls, [1; 6]);
        assert_eq!(timing.estimate_ns, 40e6);
    }

    #[test]
    fn an_operation_failing_its_warm_up_call_says_so() {
        let settings = settings();
        let mut timer = Timer::new(&settings.criterion).unwrap();
        let error = time_operation(&mut timer, &settings, &mut |_| Err("bad input".into()));
        assert_eq!(error, Err("returned an error: bad input".to_owned()));
        crate::engine::panics::install_hook();
        let panicked = time_operation(&mut timer, &settings, &mut |_| panic!("oops"));
        assert!(
            panicked
                .as_ref()
                .is_err_and(|e| e.starts_with("panicked: oops")),
            "{panicked:?}"
        );
    }

    #[test]
    fn a_slow_operation_failing_while_sampled_says_so() {
        let settings = settings();
        let mut timer = Timer::new(&settings.criterion).unwrap();
        let mut calls = 0;
        let error = time_operation(&mut timer, &settings, &mut |iters| {
            calls += 1;
            if calls == 3 {
                Err("flaky".into())
            } else {
                Ok(Duration::from_millis(50 * iters))
            }
        });
        assert_eq!(error, Err("returned an error: flaky".to_owned()));
    }
}

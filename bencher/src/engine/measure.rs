//! Measuring one crate on one dataset: sizes, timings, allocations and codecs.

use crate::adapter::{Bench, Case, Cases, Variant};
use crate::alloc;
use crate::codecs;
use crate::engine::panics;
use crate::engine::prepare::{prepare, Prepared, Problem, ReaderLoop};
use crate::engine::sampler::{self, SamplerSettings};
use crate::engine::timer::{CriterionSettings, Timer};
use schema::{Codec, CodecFigures, CrateResults, Operation};
use std::hint::black_box;
use std::time::{Duration, Instant};

/// How hard to measure: criterion for operations, the plain sampler for codecs.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct MeasureSettings {
    /// Criterion settings for every operation.
    pub criterion: CriterionSettings,
    /// Sampler settings for codec compress / decompress.
    pub codecs: SamplerSettings,
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

/// Measures crates one after another with one criterion timer.
pub struct Measurer {
    timer: Timer,
    settings: MeasureSettings,
    codecs: Vec<Codec>,
}

impl Measurer {
    /// A measurer with its own criterion output directory.
    pub fn new(settings: MeasureSettings, codecs: Vec<Codec>) -> std::io::Result<Self> {
        Ok(Self {
            timer: Timer::new(&settings.criterion)?,
            settings,
            codecs,
        })
    }

    /// Everything about one crate's `cases` on `data`. `status` hears what is being measured
    /// now. Returns `None` as results when nothing could be measured at all.
    pub fn measure<T: PartialEq>(
        &mut self,
        cases: Vec<Case<'_, T>>,
        data: &T,
        status: &mut dyn FnMut(&str),
    ) -> (Option<CrateResults>, Vec<Problem>) {
        status("checking round trips");
        let mut prepared = prepare(cases, data);
        let mut results = CrateResults::default();
        for s in &prepared.serialized {
            results.size.set(s.variant, s.bytes.as_slice().len() as u64);
        }
        count_allocations(&mut prepared, &mut results);
        self.time_operations(&mut prepared, &mut results, status);
        self.measure_codecs(&mut prepared, &mut results, status);
        let measured = !(results.operations.is_empty() && results.size.is_empty());
        (measured.then_some(results), prepared.problems)
    }

    fn time_operations(
        &mut self,
        prepared: &mut Prepared<'_>,
        results: &mut CrateResults,
        status: &mut dyn FnMut(&str),
    ) {
        let timer = &mut self.timer;
        for s in &mut prepared.serialized {
            status(&label(Operation::Serialize, s.variant));
            let mut buffer = Vec::with_capacity(s.bytes.as_slice().len());
            match timer.time(&mut |iters| (s.run)(&mut buffer, iters)) {
                Ok(timing) => record(results, Operation::Serialize, s.variant, timing),
                Err(e) => {
                    prepared
                        .problems
                        .push(Problem::new("serialize", s.variant, e.to_string()))
                }
            }
        }
        for reader in &mut prepared.readers {
            status(&label(reader.operation, reader.variant));
            let input = &prepared.serialized[reader.input].bytes;
            let outcome = match &mut reader.run {
                ReaderLoop::Read(run) => timer.time(&mut |iters| run(input.as_slice(), iters)),
                ReaderLoop::Update(run) => {
                    let mut copy = input.clone();
                    timer.time(&mut |iters| run(copy.as_mut_slice(), iters))
                }
            };
            match outcome {
                Ok(timing) => record(results, reader.operation, reader.variant, timing),
                Err(e) => prepared.problems.push(Problem::new(
                    reader.operation.name(),
                    reader.variant,
                    e.to_string(),
                )),
            }
        }
    }

    fn measure_codecs(
        &self,
        prepared: &mut Prepared<'_>,
        results: &mut CrateResults,
        status: &mut dyn FnMut(&str),
    ) {
        for s in &prepared.serialized {
            for &codec in &self.codecs {
                status(&format!(
                    "{codec} of {}",
                    label(Operation::Serialize, s.variant)
                ));
                match measure_codec(codec, s.bytes.as_slice(), &self.settings.codecs) {
                    Ok(figures) => results
                        .codecs
                        .entry(codec)
                        .or_default()
                        .set(s.variant, figures),
                    Err((step, message)) => prepared.problems.push(Problem::new(
                        format!("{codec}_{step}"),
                        s.variant,
                        message,
                    )),
                }
            }
        }
    }
}

/// Compressed size, compress time and decompress time of `input`; checks that decompression
/// gives the input back. Errors name the step (`compress`, `decompress`).
pub fn measure_codec(
    codec: Codec,
    input: &[u8],
    settings: &SamplerSettings,
) -> Result<CodecFigures, (&'static str, String)> {
    // The checked runs are timed too: they calibrate the sampler and, for slow codecs on big
    // buffers (seconds per run), count as first samples.
    let (compressed, first_compress) = run_step("compress", || codecs::compress(codec, input))?;
    let (restored, first_decompress) =
        run_step("decompress", || codecs::decompress(codec, &compressed))?;
    if restored != input {
        return Err((
            "decompress",
            "decompressed bytes differ from the input".to_owned(),
        ));
    }
    drop(restored);
    let compress = sampler::sample_after(settings, first_compress, || {
        codecs::compress(codec, black_box(input)).map(|out| drop(black_box(out)))
    })
    .map_err(|e| ("compress", e.to_string()))?;
    let decompress = sampler::sample_after(settings, first_decompress, || {
        codecs::decompress(codec, black_box(&compressed)).map(|out| drop(black_box(out)))
    })
    .map_err(|e| ("decompress", e.to_string()))?;
    Ok(CodecFigures {
        size: compressed.len() as u64,
        compress: Some(compress),
        decompress: Some(decompress),
    })
}

/// Runs one codec step once under the panic guard and times it.
fn run_step<R>(
    step: &'static str,
    f: impl FnOnce() -> std::io::Result<R>,
) -> Result<(R, Duration), (&'static str, String)> {
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

fn record(
    results: &mut CrateResults,
    operation: Operation,
    variant: Variant,
    timing: schema::Timing,
) {
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

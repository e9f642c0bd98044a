//! The counting child: a run's counting mode under Valgrind's callgrind
//! (`bencher run --count-child DIR`, and `--count-codecs-child DIR` for the codec steps).
//!
//! The parent ([`super::instructions`]) runs the bencher under `valgrind --tool=callgrind
//! --instr-atstart=no --collect-atstart=no` in this mode ([`Counter`]): it generates the data
//! and checks every case as a timed run does, uninstrumented, and then per case calls it once
//! as a warm-up, switches instrumentation on, zeroes the counters, collects around exactly one
//! more call (the [`crate::adapter::Stopwatch`] of the case's timing loop switches collection
//! on and off where it reads the clock, so setup and copies outside the clock are not counted;
//! a codec step is collected around the call as its timing samples it), dumps the counters
//! under the case's name (`CALLGRIND_DUMP_STATS_AT`, through gungraun's client requests) and
//! reads the total of instructions executed (`Ir`) from that dump.
//!
//! What a child leaves for its parent (its results file, the buffers for the codec counting
//! and their counts) is named here, so the parent reads what this module writes.

use crate::adapter::{BenchResult, Case};
use crate::callgrind::{arm, collect};
use crate::codecs;
use crate::engine::fork::in_fork;
use crate::engine::hash_seed::{self, AtFork};
use crate::engine::heap;
use crate::engine::panics;
use crate::engine::prepare::{prepare, Problem, ReaderLoop};
use gungraun::client_requests::{callgrind, valgrind};
use schema::{Codec, CodecInstructions, CrateResults, InstructionCounts, Metric, Operation};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::ffi::CString;
use std::hint::black_box;
use std::path::{Path, PathBuf};

/// Name of the results file a counting child writes into its directory.
pub const CHILD_RESULTS: &str = "results.json";

/// Callgrind's output file name in a child's directory (dumps add `.1`, `.2`, …).
pub(super) const CALLGRIND_OUT: &str = "callgrind.out";

/// The directory, in a counting's scratch directory, of the buffers left for the codec
/// counting ([`CodecInputs`]).
pub(super) const CODEC_INPUTS_DIRECTORY: &str = "codec-inputs";

/// Where a count's collection is switched on and off.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Collect {
    /// By the case's own stopwatch (operations).
    ByClock,
    /// Around the whole call (codec steps).
    AroundCall,
}

/// One codec's two steps as counted in a fork ([`Counter::count_codec_here`]): their counts,
/// why a step failed, and the child's [`hash_seed::probe`] after each step.
#[derive(Default, Serialize, Deserialize)]
struct CodecSteps {
    figures: CodecInstructions,
    compress_failed: Option<String>,
    decompress_failed: Option<String>,
    probes: Vec<u64>,
}

/// One codec's counts on one buffer, and whether each step made a hash map seeded per process
/// (its count then depends on the seed: [`hash_seed`]).
#[derive(Clone, Copy, Default, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct CodecCounts {
    pub(super) figures: CodecInstructions,
    pub(super) compress_seeded: bool,
    pub(super) decompress_seeded: bool,
}

/// A call's count, and whether the call made a hash map seeded per process ([`hash_seed`]).
struct CallCount {
    instructions: u64,
    seeded: bool,
}

/// The counting mode started outside Valgrind.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("the counting mode runs under valgrind --tool=callgrind (use --instructions)")]
pub struct NotUnderValgrind;

/// The counting mode of a run: the engine's counterpart of the measurer, in a process that
/// runs under callgrind.
pub struct Counter {
    directory: PathBuf,
    codecs: Vec<Codec>,
    inputs: CodecInputs,
    next_dump: u64,
}

impl Counter {
    /// A counter reading callgrind's dumps from `directory`. An error unless this process runs
    /// under Valgrind.
    pub fn new(directory: PathBuf, codecs: Vec<Codec>) -> Result<Self, NotUnderValgrind> {
        if valgrind::running_on_valgrind() == 0 {
            return Err(NotUnderValgrind);
        }
        heap::map_large_blocks();
        Ok(Self {
            inputs: CodecInputs::beside(&directory),
            directory,
            codecs,
            next_dump: 0,
        })
    }

    /// Sizes and operation counts of the cases `register` gives on `data` (with the problems
    /// of registering them, reported first), after the same checks as a timed run; `None` when
    /// nothing could be counted. Each serialized buffer is left for the codec counting
    /// (`CodecInputs`), under `crate_id`. The crate is registered and counted in a fork of
    /// this process, so that neither the crates counted before it nor their registration
    /// leave a trace in its allocator.
    pub fn count<'c, T: PartialEq>(
        &mut self,
        crate_id: &str,
        register: impl FnOnce() -> (Vec<Case<'c, T>>, Vec<Problem>),
        data: &T,
    ) -> (Option<CrateResults>, Vec<Problem>) {
        in_fork(|| {
            let (cases, mut problems) = register();
            let (results, counted) = self.count_here(crate_id, cases, data);
            problems.extend(counted);
            (results, problems)
        })
        .unwrap_or_else(|e| {
            let why = counting(&e.to_string());
            (None, vec![Problem::new("cases", None, why)])
        })
    }

    /// [`Counter::count`] in this process.
    fn count_here<T: PartialEq>(
        &mut self,
        crate_id: &str,
        cases: Vec<Case<'_, T>>,
        data: &T,
    ) -> (Option<CrateResults>, Vec<Problem>) {
        let mut prepared = prepare(cases, data);
        let mut results = CrateResults::default();
        let mut counts = InstructionCounts::default();
        let mut problems = std::mem::take(&mut prepared.problems);
        for s in &mut prepared.serialized {
            results.size.set(s.variant, s.bytes.as_slice().len() as u64);
            let mut buffer = Vec::with_capacity(s.bytes.as_slice().len());
            let run = &mut s.run;
            match self.count_call(Collect::ByClock, &mut || run(&mut buffer, 1).map(drop)) {
                Ok(count) => add_operation(&mut counts, Operation::Serialize, s.variant, count),
                Err(e) => problems.push(Problem::new("serialize", s.variant, counting(&e))),
            }
        }
        for reader in &mut prepared.readers {
            let input = &prepared.serialized[reader.input].bytes;
            let outcome = match &mut reader.run {
                ReaderLoop::Read(run) => {
                    self.count_call(Collect::ByClock, &mut || run(input.as_slice(), 1).map(drop))
                }
                ReaderLoop::Update(run) => {
                    let mut copy = input.clone();
                    self.count_call(Collect::ByClock, &mut || {
                        run(copy.as_mut_slice(), 1).map(drop)
                    })
                }
            };
            match outcome {
                Ok(count) => add_operation(&mut counts, reader.operation, reader.variant, count),
                Err(e) => problems.push(Problem::new(
                    reader.operation.name(),
                    reader.variant,
                    counting(&e),
                )),
            }
        }
        if !self.codecs.is_empty() {
            for s in &prepared.serialized {
                let input = CodecInput {
                    crate_id: crate_id.to_owned(),
                    variant: s.variant.map(str::to_owned),
                    key: CodecInputs::key(s.bytes.as_slice()),
                };
                if let Err(e) = self
                    .inputs
                    .leave(&self.directory, &input, s.bytes.as_slice())
                {
                    let why = format!("cannot leave the buffer for its codec counts: {e}");
                    problems.push(Problem::new("codecs", s.variant, counting(&why)));
                }
            }
        }
        if !counts.is_empty() {
            results.instructions = Some(counts);
        }
        let counted = !(results.instructions.is_none() && results.size.is_empty());
        (counted.then_some(results), problems)
    }

    /// Every codec's counts on the buffer in `path`, read and counted in a fork of this process
    /// (the codec counting child's: [`count_codecs_child`]).
    fn count_codecs_of(&mut self, path: &Path) -> Result<BufferCodecs, String> {
        in_fork(|| {
            let input = std::fs::read(path).map_err(|e| format!("{}: {e}", path.display()))?;
            let mut codecs = Vec::new();
            for codec in self.codecs.clone() {
                let (counts, failed) = self.count_codec(codec, &input);
                let failed = failed
                    .into_iter()
                    .map(|(metric, why)| (metric.name().to_owned(), why))
                    .collect();
                codecs.push(CodecOutcome {
                    codec,
                    counts,
                    failed,
                });
            }
            Ok(BufferCodecs { codecs })
        })
        .map_err(|e| e.to_string())?
    }

    /// `codec`'s compression and decompression of `input`, counted in a fork of this process
    /// (so the steps before leave no trace in the allocator), and the steps that failed with
    /// why. A codec that fails to compress is left out (a timed run reports it).
    fn count_codec(&mut self, codec: Codec, input: &[u8]) -> (CodecCounts, Vec<(Metric, String)>) {
        let compress_step = Metric::CodecCompress(codec);
        let decompress_step = Metric::CodecDecompress(codec);
        let at_fork = AtFork::now();
        match in_fork(|| self.count_codec_here(codec, input)) {
            Ok(steps) => {
                let seeded = at_fork.seeded_steps(&steps.probes);
                let codec_counts = CodecCounts {
                    figures: steps.figures,
                    compress_seeded: seeded.first() == Some(&true),
                    decompress_seeded: seeded.get(1) == Some(&true),
                };
                let failed = [
                    (compress_step, steps.compress_failed),
                    (decompress_step, steps.decompress_failed),
                ]
                .into_iter()
                .filter_map(|(step, why)| why.map(|why| (step, why)))
                .collect();
                (codec_counts, failed)
            }
            Err(e) => (
                CodecCounts::default(),
                vec![
                    (compress_step, e.to_string()),
                    (decompress_step, e.to_string()),
                ],
            ),
        }
    }

    /// [`Counter::count_codec`] in this process.
    fn count_codec_here(&mut self, codec: Codec, input: &[u8]) -> CodecSteps {
        let mut steps = CodecSteps::default();
        // This first compression is also the compression count's warm-up call.
        let compressed = match panics::catch(|| codecs::compress(codec, input)) {
            Ok(Ok(bytes)) => bytes,
            _ => return steps,
        };
        let mut compress = || {
            codecs::compress(codec, black_box(input))
                .map(|out| drop(black_box(out)))
                .map_err(Into::into)
        };
        match self.count_warm(Collect::AroundCall, &mut compress) {
            Ok(n) => steps.figures.compress = Some(n),
            Err(e) => steps.compress_failed = Some(e),
        }
        steps.probes.push(hash_seed::probe());
        let mut decompress = || {
            codecs::decompress(codec, black_box(&compressed))
                .map(|out| drop(black_box(out)))
                .map_err(Into::into)
        };
        match self.warm_and_count(Collect::AroundCall, &mut decompress) {
            Ok(n) => steps.figures.decompress = Some(n),
            Err(e) => steps.decompress_failed = Some(e),
        }
        steps.probes.push(hash_seed::probe());
        steps
    }

    /// One warm-up call (uninstrumented), then one call counted: its instructions. Both run in
    /// a fork of this process, so that every case starts from the state the crate's checks
    /// left, whatever was counted before it.
    fn count_call(
        &mut self,
        how: Collect,
        call: &mut dyn FnMut() -> BenchResult<()>,
    ) -> Result<CallCount, String> {
        let at_fork = AtFork::now();
        let (instructions, probe) =
            in_fork(|| (self.warm_and_count(how, call), hash_seed::probe()))
                .map_err(|e| e.to_string())?;
        Ok(CallCount {
            instructions: instructions?,
            seeded: at_fork.seeded_steps(&[probe]) == [true],
        })
    }

    /// One warm-up call (uninstrumented), then one call counted, in this process.
    fn warm_and_count(
        &mut self,
        how: Collect,
        call: &mut dyn FnMut() -> BenchResult<()>,
    ) -> Result<u64, String> {
        run_guarded(&mut *call)?;
        self.count_warm(how, call)
    }

    /// One call counted, warmed up already by the caller: its instructions.
    fn count_warm(
        &mut self,
        how: Collect,
        call: &mut dyn FnMut() -> BenchResult<()>,
    ) -> Result<u64, String> {
        callgrind::start_instrumentation();
        let count = self.count_once(how, call);
        callgrind::stop_instrumentation();
        count
    }

    /// Collects around one call (instrumentation is on) and returns its instructions.
    fn count_once(
        &mut self,
        how: Collect,
        call: &mut dyn FnMut() -> BenchResult<()>,
    ) -> Result<u64, String> {
        self.next_dump += 1;
        let name = format!("bencher-case-{}", self.next_dump);
        callgrind::zero_stats();
        let outcome = match how {
            Collect::ByClock => {
                arm(true);
                let outcome = run_guarded(&mut *call);
                arm(false);
                outcome
            }
            Collect::AroundCall => {
                collect(true);
                let outcome = run_guarded(&mut *call);
                collect(false);
                outcome
            }
        };
        // A call that failed between its clock's start and stop left collection on.
        collect(false);
        let c_name = CString::new(name.clone()).expect("no NUL in a generated name");
        callgrind::dump_stats_at(&c_name);
        let total = take_dump(&self.directory, &name);
        outcome?;
        total
    }
}

/// The serialized buffers whose codec steps a counting counts, each distinct buffer once. A
/// codec step's count depends on its input bytes and on the allocator's state where it is
/// counted: in the fork of a crate's child, it would follow which child made the bytes first
/// and what that child had counted before. So each crate's child leaves its buffers here (a
/// file named by the bytes, in a directory beside the children's own), and lists under which
/// key it left each ([`CODEC_INPUTS`] in its directory); once every crate is counted, codec
/// children ([`count_codecs_child`]) count each buffer, in a fork of a process that has done
/// nothing else, in the same order in every counting.
pub(super) struct CodecInputs {
    pub(super) directory: PathBuf,
}

/// One serialized buffer left for the codec counting: whose it is and its key in
/// [`CodecInputs`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub(super) struct CodecInput {
    pub(super) crate_id: String,
    pub(super) variant: Option<String>,
    pub(super) key: String,
}

/// A buffer's codec counts as a codec child wrote them.
#[derive(Debug, Default, Serialize, Deserialize)]
pub(super) struct BufferCodecs {
    pub(super) codecs: Vec<CodecOutcome>,
}

/// One codec's counts on a buffer, and the steps that failed (metric name, why).
#[derive(Debug, Serialize, Deserialize)]
pub(super) struct CodecOutcome {
    pub(super) codec: Codec,
    pub(super) counts: CodecCounts,
    pub(super) failed: Vec<(String, String)>,
}

/// The list, in a crate child's directory, of the buffers it left (a [`CodecInput`] a line).
const CODEC_INPUTS: &str = "codec-inputs.jsonl";

/// The list, in a codec child's directory, of the buffer files it counts (a path a line).
pub(super) const CODEC_INPUT_FILES: &str = "codec-input-files.txt";

/// What a codec child writes into its directory: key → [`BufferCodecs`] or why none.
pub(super) const CODEC_RESULTS: &str = "codec-results.json";

impl CodecInputs {
    /// The store of the counting whose child works in `child_directory`.
    fn beside(child_directory: &Path) -> Self {
        let parent = child_directory.parent().unwrap_or(child_directory);
        Self {
            directory: parent.join(CODEC_INPUTS_DIRECTORY),
        }
    }

    /// The key of `input`: its length and two hashes of it (128 bits: no two buffers of a
    /// run collide).
    fn key(input: &[u8]) -> String {
        use std::hash::{DefaultHasher, Hash, Hasher};
        let hash = |salt: u8| {
            let mut hasher = DefaultHasher::new();
            salt.hash(&mut hasher);
            input.hash(&mut hasher);
            hasher.finish()
        };
        format!("{}-{:016x}{:016x}", input.len(), hash(0), hash(1))
    }

    /// The length a key names.
    pub(super) fn key_length(key: &str) -> usize {
        key.split('-')
            .next()
            .and_then(|n| n.parse().ok())
            .unwrap_or(0)
    }

    /// The file of the buffer with `key`.
    pub(super) fn path(&self, key: &str) -> PathBuf {
        self.directory.join(key)
    }

    /// Leaves `bytes` (unless a child already did: same key, same bytes) and lists `input` in
    /// `child_directory`'s [`CODEC_INPUTS`]. The buffer is written whole (a rename), so a
    /// reader never sees part of it.
    fn leave(
        &self,
        child_directory: &Path,
        input: &CodecInput,
        bytes: &[u8],
    ) -> std::io::Result<()> {
        use std::io::Write;
        let path = self.path(&input.key);
        if !path.exists() {
            std::fs::create_dir_all(&self.directory)?;
            crate::output::write_atomically(&path, bytes)?;
        }
        let mut line = serde_json::to_vec(input)?;
        line.push(b'\n');
        std::fs::OpenOptions::new()
            .create(true)
            .append(true)
            .open(child_directory.join(CODEC_INPUTS))?
            .write_all(&line)
    }

    /// The buffers a crate child left, as its [`CODEC_INPUTS`] lists them (none if it left
    /// none).
    pub(super) fn left_by(child_directory: &Path) -> Result<Vec<CodecInput>, String> {
        let text = match std::fs::read_to_string(child_directory.join(CODEC_INPUTS)) {
            Ok(text) => text,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(Vec::new()),
            Err(e) => return Err(format!("the list of buffers left: {e}")),
        };
        text.lines()
            .map(|line| {
                serde_json::from_str(line).map_err(|e| format!("the list of buffers left: {e}"))
            })
            .collect()
    }
}

/// The codec counting child (`bencher run --count-codecs-child DIR`, under callgrind): counts
/// every codec step of each buffer its list of buffer files names, each in a fork of this
/// process, and writes their counts into `directory`.
pub fn count_codecs_child(directory: &Path) -> Result<(), Box<dyn std::error::Error>> {
    let mut counter = Counter::new(directory.to_path_buf(), Codec::ALL.to_vec())?;
    let list = std::fs::read_to_string(directory.join(CODEC_INPUT_FILES))?;
    let mut results: BTreeMap<String, Result<BufferCodecs, String>> = BTreeMap::new();
    for path in list.lines().map(Path::new) {
        let key = path
            .file_name()
            .unwrap_or_default()
            .to_string_lossy()
            .into_owned();
        let outcome = counter.count_codecs_of(path);
        results.insert(key, outcome);
    }
    let text = serde_json::to_vec(&results)?;
    crate::output::write_atomically(&directory.join(CODEC_RESULTS), &text)?;
    Ok(())
}

/// Adds an operation's count, marked varying when its call made a hash map seeded per process.
fn add_operation(
    counts: &mut InstructionCounts,
    operation: Operation,
    variant: Option<&str>,
    count: CallCount,
) {
    if count.seeded {
        counts.varying.push(figure_name(operation.name(), variant));
    }
    counts
        .operations
        .entry(operation)
        .or_default()
        .set(variant, count.instructions);
}

/// Names a figure as [`InstructionCounts::varying`] lists it: the metric of `bencher export`
/// (`serialize`, `zlib_compress`), then `/variant` for a variant.
pub fn figure_name(metric: &str, variant: Option<&str>) -> String {
    match variant {
        Some(v) => format!("{metric}/{v}"),
        None => metric.to_owned(),
    }
}

/// `counting instructions: …`, the message of a problem met while counting.
pub(super) fn counting(message: &str) -> String {
    format!("counting instructions: {message}")
}

/// Runs `call` once; an error or panic becomes the message.
fn run_guarded(call: &mut dyn FnMut() -> BenchResult<()>) -> Result<(), String> {
    match panics::catch(call) {
        Ok(Ok(())) => Ok(()),
        Ok(Err(e)) => Err(format!("returned an error: {e}")),
        Err(panic) => Err(format!("panicked: {panic}")),
    }
}

/// Finds the dump named `name` in `directory`, deletes it and returns its total `Ir`.
fn take_dump(directory: &Path, name: &str) -> Result<u64, String> {
    let entries = std::fs::read_dir(directory)
        .map_err(|e| format!("cannot read {}: {e}", directory.display()))?;
    for entry in entries.flatten() {
        let path = entry.path();
        let is_dump = path
            .file_name()
            .and_then(|n| n.to_str())
            .is_some_and(|n| n.starts_with(&format!("{CALLGRIND_OUT}.")));
        if !is_dump {
            continue;
        }
        let text = std::fs::read_to_string(&path)
            .map_err(|e| format!("cannot read {}: {e}", path.display()))?;
        if let Some((trigger, total)) = parse_dump(&text) {
            if trigger == name {
                let _ = std::fs::remove_file(&path);
                return Ok(total);
            }
        }
    }
    Err(format!(
        "callgrind wrote no dump named {name} into {}",
        directory.display()
    ))
}

/// The trigger name (`Client Request: NAME`) and total instructions of a callgrind dump.
pub fn parse_dump(text: &str) -> Option<(&str, u64)> {
    let mut trigger = None;
    let mut total = None;
    for line in text.lines() {
        if let Some(rest) = line.strip_prefix("desc: Trigger: Client Request: ") {
            trigger = Some(rest.trim());
        } else if let Some(rest) = line.strip_prefix("totals:") {
            total = rest.split_whitespace().next().and_then(|n| n.parse().ok());
        } else if let Some(rest) = line.strip_prefix("summary:") {
            total = total.or_else(|| rest.split_whitespace().next().and_then(|n| n.parse().ok()));
        }
    }
    Some((trigger?, total?))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dumps_are_read_by_trigger_and_total() {
        let dump = "# callgrind format\nversion: 1\ncmd: bencher\npart: 3\n\
                    desc: Timerange: Basic block 10 - 20\n\
                    desc: Trigger: Client Request: bencher-case-3\n\nevents: Ir\n\
                    fn=(1) main\n0 5\nsummary: 1234\ntotals: 1234\n";
        assert_eq!(parse_dump(dump), Some(("bencher-case-3", 1234)));
        assert_eq!(parse_dump("totals: 3\n"), None);
    }

    #[test]
    fn children_leave_each_distinct_buffer_once_and_list_their_own() {
        let scratch = tempfile::tempdir().expect("temporary directory");
        let (first, second) = (
            scratch.path().join("child-0"),
            scratch.path().join("child-1"),
        );
        std::fs::create_dir_all(&first).expect("created");
        std::fs::create_dir_all(&second).expect("created");
        let store = CodecInputs::beside(&first);
        let input = |crate_id: &str, variant: Option<&str>, bytes: &[u8]| CodecInput {
            crate_id: crate_id.to_owned(),
            variant: variant.map(str::to_owned),
            key: CodecInputs::key(bytes),
        };
        let a = input("a", None, b"abc");
        let b = input("b", Some("packed"), b"abc");
        let c = input("c", None, b"abd");
        store.leave(&first, &a, b"abc").expect("left");
        store.leave(&second, &b, b"abc").expect("left");
        store.leave(&second, &c, b"abd").expect("left");
        // The same bytes, the same key and one file; other bytes of the same length, another.
        assert_eq!(a.key, b.key);
        assert_ne!(a.key, c.key);
        assert_eq!(CodecInputs::key_length(&a.key), 3);
        assert_eq!(
            std::fs::read_dir(&store.directory).expect("listed").count(),
            2
        );
        assert_eq!(std::fs::read(store.path(&c.key)).expect("read"), b"abd");
        // Each child lists what it left, in order; a child that left nothing lists nothing.
        assert_eq!(CodecInputs::left_by(&first), Ok(vec![a]));
        assert_eq!(CodecInputs::left_by(&second), Ok(vec![b, c]));
        assert_eq!(CodecInputs::left_by(scratch.path()), Ok(Vec::new()));
        std::fs::write(first.join(CODEC_INPUTS), "not json\n").expect("written");
        assert!(CodecInputs::left_by(&first).is_err());
    }
}

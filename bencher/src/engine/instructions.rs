//! Instruction counts: every timed operation and codec step, counted under Valgrind's callgrind.
//!
//! The bencher runs itself under `valgrind --tool=callgrind --instr-atstart=no
//! --collect-atstart=no` in a counting mode ([`Counter`], the run's `--count-child`): it
//! generates the data and checks every case as a timed run does, uninstrumented, and then per
//! case calls it once as a warm-up, switches instrumentation on, zeroes the counters, collects
//! around exactly one more call (the [`crate::adapter::Stopwatch`] of the case's timing loop
//! switches collection on and off where it reads the clock, so setup and copies outside the
//! clock are not counted; a codec step is collected around the call as its timing samples it),
//! dumps the counters under the case's name (`CALLGRIND_DUMP_STATS_AT`, through gungraun's
//! client requests) and reads the total of instructions executed (`Ir`) from that dump.
//!
//! The parent ([`count`]) checks Valgrind, splits the work into children (a dataset's crates in
//! a few groups, the heaviest dataset first) and runs as many at once as there are cores:
//! counts do not depend on the machine's load. It gathers their figures into
//! [`schema::InstructionCounts`] beside the times, or alone (`--instructions-only`).

use crate::adapter::{BenchResult, Case};
use crate::callgrind::{arm, collect};
use crate::codecs;
use crate::engine::fork::in_fork;
use crate::engine::panics;
use crate::engine::prepare::{prepare, Problem, ReaderLoop};
use gungraun::client_requests::{callgrind, valgrind};
use schema::{
    Codec, CodecInstructions, CrateResults, Failure, InstructionCounts, Metric, Operation,
    ResultsFile,
};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::ffi::CString;
use std::hint::black_box;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// The oldest Valgrind accepted: 3.18 is the first to read DWARF 5, which the C compilers of
/// current distributions emit for the C code linked in (zstd, …); the client requests used
/// (start/stop instrumentation, toggle collect, zero stats, dump stats at) are far older.
pub const MIN_VALGRIND: (u32, u32) = (3, 18);

/// Name of the results file a counting child writes into its directory.
pub const CHILD_RESULTS: &str = "results.json";

/// Callgrind's output file name in a child's directory (dumps add `.1`, `.2`, …).
const CALLGRIND_OUT: &str = "callgrind.out";

/// Below this many bytes libflate's LZ77 encoder (zlib) keeps its prefix table in a
/// `std::collections::HashMap`, whose hash seed is random per process: the count of a zlib
/// compression of a smaller buffer varies from run to run (measured: ±0.3% on record's
/// buffers, every crate). Above it the encoder uses a plain table, and no other count of the
/// suite varied between two runs (all 50 crates on record, compared figure by figure).
pub const LIBFLATE_HASHED_BELOW: usize = 32 * 1024;

/// The allocator's mmap threshold in counting processes: glibc's default starting value.
const MMAP_THRESHOLD: i32 = 128 * 1024;

/// Crates per child process on one dataset: enough children to keep every core busy until the
/// end, few enough that generating the data in each stays cheap.
const CRATES_PER_CHILD: usize = 6;

/// Where a count's collection is switched on and off.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Collect {
    /// By the case's own stopwatch (operations).
    ByClock,
    /// Around the whole call (codec steps).
    AroundCall,
}

/// One codec's two steps as counted in a fork ([`Counter::count_codec`]): their counts, and
/// why a step failed.
#[derive(Default, Serialize, Deserialize)]
struct CodecSteps {
    figures: CodecInstructions,
    compress_failed: Option<String>,
    decompress_failed: Option<String>,
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
    shared: SharedCodecCounts,
    next_dump: u64,
}

impl Counter {
    /// A counter reading callgrind's dumps from `directory`. An error unless this process runs
    /// under Valgrind.
    pub fn new(directory: PathBuf, codecs: Vec<Codec>) -> Result<Self, NotUnderValgrind> {
        if valgrind::running_on_valgrind() == 0 {
            return Err(NotUnderValgrind);
        }
        // glibc raises its mmap threshold to the size of each large block freed, so whether a
        // later large allocation is mapped fresh or carved from the heap (and then cleared or
        // copied by `calloc` or `realloc`) would depend on every crate counted before. Fixed,
        // a block of 128 KiB or more is always mapped fresh. (Setting it is all the effect
        // wanted; the call reports only whether the value was accepted.)
        // SAFETY: mallopt only sets an allocator parameter; no allocation is live-changed.
        unsafe { libc::mallopt(libc::M_MMAP_THRESHOLD, MMAP_THRESHOLD) };
        Ok(Self {
            shared: SharedCodecCounts::beside(&directory),
            directory,
            codecs,
            next_dump: 0,
        })
    }

    /// Sizes and instruction counts of the cases `register` gives on `data` (with the problems
    /// of registering them, reported first), after the same checks as a timed run; `None` when
    /// nothing could be counted. The crate is registered and counted in a fork of this
    /// process, so that neither the crates counted before it nor their registration leave a
    /// trace in its allocator.
    pub fn count<'c, T: PartialEq>(
        &mut self,
        register: impl FnOnce() -> (Vec<Case<'c, T>>, Vec<Problem>),
        data: &T,
    ) -> (Option<CrateResults>, Vec<Problem>) {
        in_fork(|| {
            let (cases, mut problems) = register();
            let (results, counted) = self.count_here(cases, data);
            problems.extend(counted);
            (results, problems)
        })
        .unwrap_or_else(|e| (None, vec![Problem::new("cases", None, counting(&e))]))
    }

    /// [`Counter::count`] in this process.
    fn count_here<T: PartialEq>(
        &mut self,
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
                Ok(n) => counts
                    .operations
                    .entry(Operation::Serialize)
                    .or_default()
                    .set(s.variant, n),
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
                Ok(n) => counts
                    .operations
                    .entry(reader.operation)
                    .or_default()
                    .set(reader.variant, n),
                Err(e) => problems.push(Problem::new(
                    reader.operation.name(),
                    reader.variant,
                    counting(&e),
                )),
            }
        }
        for s in &prepared.serialized {
            let input = s.bytes.as_slice();
            for codec in self.codecs.clone() {
                let figures = match self.shared.get(codec, input) {
                    Some(figures) => figures,
                    None => {
                        let (figures, failed) = self.count_codec(codec, input);
                        for (metric, message) in failed {
                            problems.push(Problem::new(
                                metric.name(),
                                s.variant,
                                counting(&message),
                            ));
                        }
                        if figures.compress.is_some() && figures.decompress.is_some() {
                            self.shared.put(codec, input, &figures);
                        }
                        figures
                    }
                };
                if codec == Codec::Zlib
                    && figures.compress.is_some()
                    && input.len() < LIBFLATE_HASHED_BELOW
                {
                    let name = Metric::CodecCompress(codec).name();
                    counts.varying.push(figure_name(name, s.variant));
                }
                if figures.compress.is_some() || figures.decompress.is_some() {
                    counts
                        .codecs
                        .entry(codec)
                        .or_default()
                        .set(s.variant, figures);
                }
            }
        }
        if !counts.is_empty() {
            results.instructions = Some(counts);
        }
        let counted = !(results.instructions.is_none() && results.size.is_empty());
        (counted.then_some(results), problems)
    }

    /// `codec`'s compression and decompression of `input`, counted in a fork of this process
    /// (so the steps before leave no trace in the allocator), and the steps that failed with
    /// why. A codec that fails to compress is left out (a timed run reports it).
    fn count_codec(
        &mut self,
        codec: Codec,
        input: &[u8],
    ) -> (CodecInstructions, Vec<(Metric, String)>) {
        let compress_step = Metric::CodecCompress(codec);
        let decompress_step = Metric::CodecDecompress(codec);
        match in_fork(|| self.count_codec_here(codec, input)) {
            Ok(steps) => {
                let failed = [
                    (compress_step, steps.compress_failed),
                    (decompress_step, steps.decompress_failed),
                ]
                .into_iter()
                .filter_map(|(step, why)| why.map(|why| (step, why)))
                .collect();
                (steps.figures, failed)
            }
            Err(e) => (
                CodecInstructions::default(),
                vec![(compress_step, e.clone()), (decompress_step, e)],
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
        let mut decompress = || {
            codecs::decompress(codec, black_box(&compressed))
                .map(|out| drop(black_box(out)))
                .map_err(Into::into)
        };
        match self.warm_and_count(Collect::AroundCall, &mut decompress) {
            Ok(n) => steps.figures.decompress = Some(n),
            Err(e) => steps.decompress_failed = Some(e),
        }
        steps
    }

    /// One warm-up call (uninstrumented), then one call counted: its instructions. Both run in
    /// a fork of this process, so that every case starts from the state the crate's checks
    /// left, whatever was counted before it.
    fn count_call(
        &mut self,
        how: Collect,
        call: &mut dyn FnMut() -> BenchResult<()>,
    ) -> Result<u64, String> {
        in_fork(|| self.warm_and_count(how, call))?
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

/// The codec counts that the children of one counting share, by the bytes counted: a codec
/// step's count depends on its input alone, so crates whose buffers hold the same bytes share
/// one count (as their timings share one measurement, `measure::CodecOutputs`), whichever
/// child counted it first. One small file per (codec, bytes), in a directory beside the
/// children's own; two children counting the same bytes at once both write the same figures.
struct SharedCodecCounts {
    directory: PathBuf,
}

impl SharedCodecCounts {
    /// The store of the counting whose child works in `child_directory`.
    fn beside(child_directory: &Path) -> Self {
        let parent = child_directory.parent().unwrap_or(child_directory);
        Self {
            directory: parent.join("codec-counts"),
        }
    }

    /// The file of `codec` on `input`: named by the input's length and two hashes of it
    /// (128 bits: no two buffers of a run collide).
    fn path(&self, codec: Codec, input: &[u8]) -> PathBuf {
        use std::hash::{DefaultHasher, Hash, Hasher};
        let hash = |salt: u8| {
            let mut hasher = DefaultHasher::new();
            salt.hash(&mut hasher);
            input.hash(&mut hasher);
            hasher.finish()
        };
        self.directory.join(format!(
            "{}-{}-{:016x}{:016x}",
            codec.name(),
            input.len(),
            hash(0),
            hash(1)
        ))
    }

    /// Both steps' counts of `codec` on `input`, if a child has stored them.
    fn get(&self, codec: Codec, input: &[u8]) -> Option<CodecInstructions> {
        let text = std::fs::read_to_string(self.path(codec, input)).ok()?;
        let mut numbers = text.split_whitespace().map(str::parse::<u64>);
        Some(CodecInstructions {
            compress: Some(numbers.next()?.ok()?),
            decompress: Some(numbers.next()?.ok()?),
        })
    }

    /// Stores both steps' counts, written whole (a rename) so a reader never sees part of a
    /// file. A store that cannot be written only costs the other children a count.
    fn put(&self, codec: Codec, input: &[u8], figures: &CodecInstructions) {
        let (Some(compress), Some(decompress)) = (figures.compress, figures.decompress) else {
            return;
        };
        let write = || -> std::io::Result<()> {
            std::fs::create_dir_all(&self.directory)?;
            let mut file = tempfile::NamedTempFile::new_in(&self.directory)?;
            std::io::Write::write_all(&mut file, format!("{compress} {decompress}\n").as_bytes())?;
            file.persist(self.path(codec, input))?;
            Ok(())
        };
        let _ = write();
    }
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
fn counting(message: &str) -> String {
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

/// Why instruction counts cannot be taken on this machine; the message says what to do.
#[derive(Debug, thiserror::Error)]
pub enum ValgrindError {
    /// `valgrind` could not be run.
    #[error(
        "instruction counts need Valgrind, which was not found ({0}): install it \
         (`apt-get install valgrind`, or scripts/install.sh toolchain)"
    )]
    Missing(std::io::Error),
    /// `valgrind --version` printed no version this can read.
    #[error("cannot read Valgrind's version from `valgrind --version`: {0:?}")]
    UnreadableVersion(String),
    /// The installed Valgrind is older than [`MIN_VALGRIND`].
    #[error(
        "{version} is too old for instruction counts: Valgrind {}.{} or newer is needed",
        MIN_VALGRIND.0,
        MIN_VALGRIND.1
    )]
    TooOld {
        /// What `valgrind --version` printed.
        version: String,
    },
}

/// The installed Valgrind's `--version` (`valgrind-3.19.0`), checked against
/// [`MIN_VALGRIND`]; the error says what to do.
pub fn check_valgrind() -> Result<String, ValgrindError> {
    let output = Command::new("valgrind")
        .arg("--version")
        .output()
        .map_err(ValgrindError::Missing)?;
    let version = String::from_utf8_lossy(&output.stdout).trim().to_owned();
    let Some(numbers) = parse_valgrind_version(&version) else {
        return Err(ValgrindError::UnreadableVersion(version));
    };
    if numbers < MIN_VALGRIND {
        return Err(ValgrindError::TooOld { version });
    }
    Ok(version)
}

/// `(3, 19)` from `valgrind-3.19.0` (or `valgrind-3.22.0.GIT`).
pub fn parse_valgrind_version(text: &str) -> Option<(u32, u32)> {
    let rest = text.trim().strip_prefix("valgrind-")?;
    let mut parts = rest.split('.');
    let major = parts.next()?.parse().ok()?;
    let minor = parts.next()?.parse().ok()?;
    Some((major, minor))
}

/// One child process's share: crates of one dataset.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChildWork {
    /// The dataset.
    pub dataset: &'static str,
    /// Crate ids, in display order.
    pub crates: Vec<&'static str>,
}

/// Splits `(dataset, crate)` work items into children of at most `CRATES_PER_CHILD` crates
/// of one dataset, the children of the heaviest datasets first (mesh's codecs take the longest
/// by far, then mk48's), so the last to finish are short ones.
pub fn plan(items: &[(&'static str, &'static str)]) -> Vec<ChildWork> {
    let mut datasets: Vec<&'static str> = Vec::new();
    for (dataset, _) in items {
        if !datasets.contains(dataset) {
            datasets.push(dataset);
        }
    }
    let weight = |d: &str| match d {
        "mesh" => 0,
        "mk48" => 1,
        "log" => 2,
        "minecraft_savedata" => 3,
        _ => 4,
    };
    datasets.sort_by_key(|d| weight(d));
    let mut children = Vec::new();
    for dataset in datasets {
        let crates: Vec<&'static str> = items
            .iter()
            .filter(|(d, _)| *d == dataset)
            .map(|(_, c)| *c)
            .collect();
        for chunk in crates.chunks(CRATES_PER_CHILD) {
            children.push(ChildWork {
                dataset,
                crates: chunk.to_vec(),
            });
        }
    }
    children
}

/// What the counting children produced, gathered.
#[derive(Debug, Default)]
pub struct Counted {
    /// `valgrind --version`.
    pub valgrind: String,
    /// Per dataset, per crate: sizes and instruction counts (no times).
    pub datasets: BTreeMap<String, BTreeMap<String, CrateResults>>,
    /// Crates described by the children (id → description).
    pub crates: BTreeMap<String, schema::CrateInfo>,
    /// What went wrong while counting.
    pub failures: Vec<Failure>,
    /// Wall time of the counting.
    pub wall_time: Duration,
}

/// Why the counting could not run (a child that fails is not one: its crates' failure is
/// recorded, and the counting goes on).
#[derive(Debug, thiserror::Error)]
pub enum CountError {
    /// The bencher's executable, which the children run, could not be found.
    #[error("cannot find the bencher's own executable: {0}")]
    OwnExecutable(std::io::Error),
    /// The children's scratch directory could not be created.
    #[error("cannot create a scratch directory: {0}")]
    Scratch(std::io::Error),
    /// A child's directory could not be created.
    #[error("cannot create {}: {source}", path.display())]
    ChildDirectory {
        /// The directory.
        path: PathBuf,
        /// The I/O error.
        source: std::io::Error,
    },
    /// A child's log file could not be created.
    #[error("cannot create a log file: {0}")]
    Log(std::io::Error),
    /// Valgrind could not be started.
    #[error("cannot start valgrind: {0}")]
    Spawn(std::io::Error),
    /// A child's status could not be read.
    #[error("cannot wait for a counting process: {0}")]
    Wait(std::io::Error),
}

/// Why a counting child left no results.
#[derive(Debug, thiserror::Error)]
pub enum ChildError {
    /// The child exited with a failure.
    #[error("the counting process failed ({status}): {log}")]
    Failed {
        /// Its exit status.
        status: std::process::ExitStatus,
        /// The end of its log.
        log: String,
    },
    /// The child wrote no results file.
    #[error("no results ({source}): {log}")]
    NoResults {
        /// Why the file could not be read.
        source: std::io::Error,
        /// The end of its log.
        log: String,
    },
    /// The child's results file does not load.
    #[error(transparent)]
    Load(#[from] schema::LoadError),
}

/// Counts the instructions of `items` (dataset, crate id) in child processes under callgrind,
/// `parallel` at once, with progress lines on stderr; every codec step is counted. `valgrind` is
/// what [`check_valgrind`] returned.
pub fn count(
    items: &[(&'static str, &'static str)],
    parallel: usize,
    valgrind: String,
) -> Result<Counted, CountError> {
    let exe = std::env::current_exe().map_err(CountError::OwnExecutable)?;
    let scratch = tempfile::Builder::new()
        .prefix("bencher-callgrind-")
        .tempdir()
        .map_err(CountError::Scratch)?;
    let work = plan(items);
    let total = work.len();
    let clock = Instant::now();
    let mut counted = Counted {
        valgrind,
        ..Counted::default()
    };
    let mut pending = work.into_iter().enumerate();
    let mut running: Vec<(usize, ChildWork, PathBuf, Child, Instant)> = Vec::new();
    let mut done = 0;
    loop {
        while running.len() < parallel.max(1) {
            let Some((index, child)) = pending.next() else {
                break;
            };
            let directory = scratch.path().join(format!("child-{index}"));
            std::fs::create_dir_all(&directory).map_err(|source| CountError::ChildDirectory {
                path: directory.clone(),
                source,
            })?;
            let process = spawn(&exe, &directory, &child)?;
            running.push((index, child, directory, process, Instant::now()));
        }
        if running.is_empty() {
            break;
        }
        let mut finished = None;
        for (slot, (_, _, _, process, _)) in running.iter_mut().enumerate() {
            if let Some(status) = process.try_wait().map_err(CountError::Wait)? {
                finished = Some((slot, status));
                break;
            }
        }
        let Some((slot, status)) = finished else {
            std::thread::sleep(Duration::from_millis(100));
            continue;
        };
        let (_, child, directory, _, started) = running.swap_remove(slot);
        done += 1;
        let what = format!("{} / {}", child.dataset, child.crates.join(","));
        match read_child(&directory, status) {
            Ok(file) => absorb(&mut counted, file),
            Err(error) => {
                let message = error.to_string();
                eprintln!("failure: counting {what}: {message}");
                for id in &child.crates {
                    counted.failures.push(Failure {
                        crate_id: (*id).to_owned(),
                        dataset: child.dataset.to_owned(),
                        operation: "instructions".to_owned(),
                        message: message.clone(),
                    });
                }
            }
        }
        let _ = std::fs::remove_dir_all(&directory);
        eprintln!(
            "[{done}/{total}] counted {what} in {:.0} s ({:.0} s elapsed)",
            started.elapsed().as_secs_f64(),
            clock.elapsed().as_secs_f64()
        );
    }
    counted.wall_time = clock.elapsed();
    Ok(counted)
}

/// `valgrind --tool=callgrind` with the options of every counting child (nothing counted until
/// a [`Counter`] asks, dumps into `directory`), followed by `exe`: the caller adds the
/// arguments that put `exe` into its counting mode. The harness's own test (tests/harness.rs)
/// starts its counting child with it too.
pub fn callgrind_command(exe: &Path, directory: &Path) -> Command {
    let mut command = Command::new("valgrind");
    command
        .arg("--tool=callgrind")
        .arg("--instr-atstart=no")
        .arg("--collect-atstart=no")
        .arg("--dump-line=no")
        .arg("--dump-instr=no")
        .arg(format!(
            "--callgrind-out-file={}",
            directory.join(CALLGRIND_OUT).display()
        ))
        .arg(exe);
    command
}

/// Starts one counting child under callgrind.
fn spawn(exe: &Path, directory: &Path, work: &ChildWork) -> Result<Child, CountError> {
    let log = std::fs::File::create(directory.join("stderr.log")).map_err(CountError::Log)?;
    let mut command = callgrind_command(exe, directory);
    command
        .arg("run")
        .arg("--count-child")
        .arg(directory)
        .arg("-d")
        .arg(work.dataset)
        .arg("-s")
        .arg(work.crates.join(","))
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(log);
    command.spawn().map_err(CountError::Spawn)
}

/// The results file a child wrote into `directory` (its stderr in `stderr.log` there), or why
/// there is none (with the end of its log).
pub fn read_child(
    directory: &Path,
    status: std::process::ExitStatus,
) -> Result<ResultsFile, ChildError> {
    let path = directory.join(CHILD_RESULTS);
    let log = || {
        let text = std::fs::read_to_string(directory.join("stderr.log")).unwrap_or_default();
        let lines: Vec<&str> = text
            .lines()
            .filter(|l| !l.trim().is_empty() && !l.starts_with("=="))
            .collect();
        lines[lines.len().saturating_sub(3)..].join(" | ")
    };
    if !status.success() {
        return Err(ChildError::Failed { status, log: log() });
    }
    let bytes =
        std::fs::read(&path).map_err(|source| ChildError::NoResults { source, log: log() })?;
    Ok(schema::load_results(&path.display().to_string(), &bytes)?)
}

/// Adds one child's figures and failures.
fn absorb(counted: &mut Counted, file: ResultsFile) {
    counted.crates.extend(file.crates);
    for (dataset, results) in file.datasets {
        counted
            .datasets
            .entry(dataset)
            .or_default()
            .extend(results.crates);
    }
    counted.failures.extend(file.failures);
}

/// Puts `counted` into `results`, a timed run's: each crate's counts beside its times (a
/// crate that was counted but not timed gets its sizes too), the Valgrind version, and the
/// counting's failures that the timing did not already report.
pub fn attach(results: &mut ResultsFile, counted: Counted) {
    results.environment.valgrind = Some(counted.valgrind);
    for (id, info) in counted.crates {
        results.crates.entry(id).or_insert(info);
    }
    for (dataset, crates) in counted.datasets {
        let target = results.datasets.entry(dataset).or_default();
        for (id, figures) in crates {
            let entry = target.crates.entry(id).or_insert_with(|| CrateResults {
                size: figures.size.clone(),
                ..CrateResults::default()
            });
            entry.instructions = figures.instructions;
        }
    }
    for failure in counted.failures {
        if !results.failures.contains(&failure) {
            results.failures.push(failure);
        }
    }
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
    fn valgrind_versions() {
        assert_eq!(parse_valgrind_version("valgrind-3.19.0\n"), Some((3, 19)));
        assert_eq!(parse_valgrind_version("valgrind-3.22.0.GIT"), Some((3, 22)));
        assert_eq!(parse_valgrind_version("3.19"), None);
        assert!((3, 17) < MIN_VALGRIND && (3, 19) >= MIN_VALGRIND);
    }

    #[test]
    fn children_hold_one_dataset_heaviest_first() {
        let crates = ["a", "b", "c", "d", "e", "f", "g"];
        let items: Vec<(&str, &str)> = ["log", "mesh"]
            .iter()
            .flat_map(|d| crates.iter().map(move |c| (*d, *c)))
            .collect();
        let children = plan(&items);
        assert_eq!(children.len(), 4);
        assert_eq!(children[0].dataset, "mesh");
        assert_eq!(children[0].crates.len(), CRATES_PER_CHILD);
        assert_eq!(children[1].crates, vec!["g"]);
        assert_eq!(children[2].dataset, "log");
    }

    #[test]
    fn children_share_codec_counts_by_bytes() {
        let scratch = tempfile::tempdir().expect("temporary directory");
        let first = SharedCodecCounts::beside(&scratch.path().join("child-0"));
        let second = SharedCodecCounts::beside(&scratch.path().join("child-1"));
        let figures = CodecInstructions {
            compress: Some(1_234_567),
            decompress: Some(89),
        };
        assert_eq!(second.get(Codec::Zstd, b"abc"), None);
        first.put(Codec::Zstd, b"abc", &figures);
        assert_eq!(second.get(Codec::Zstd, b"abc"), Some(figures));
        // Other bytes of the same length, another codec: not the same work.
        assert_eq!(second.get(Codec::Zstd, b"abd"), None);
        assert_eq!(second.get(Codec::Lz4, b"abc"), None);
        // Only both steps' counts are shared; a damaged file is counted again.
        first.put(
            Codec::Lz4,
            b"abc",
            &CodecInstructions {
                compress: Some(1),
                decompress: None,
            },
        );
        assert_eq!(second.get(Codec::Lz4, b"abc"), None);
        std::fs::write(first.path(Codec::Brotli, b"abc"), "12 x\n").expect("written");
        assert_eq!(second.get(Codec::Brotli, b"abc"), None);
    }
}

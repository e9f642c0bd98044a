//! Instruction counts (`--instructions`): the parent that plans the counting children, runs
//! them under Valgrind's callgrind and gathers what they counted.
//!
//! Each child is the bencher in its counting mode ([`super::counter`]), counting every timed
//! operation and codec step of its share. The parent ([`count`]) checks Valgrind, splits the
//! work into children (a dataset's crates in a few groups, the heaviest dataset first) and
//! runs as many at once as there are cores: counts do not depend on the machine's load. It
//! gathers their figures into [`schema::InstructionCounts`] beside the times ([`attach`]), or
//! alone (`--instructions-only`).

use crate::engine::counter::{
    counting, figure_name, BufferCodecs, CodecCounts, CodecInput, CodecInputs, CALLGRIND_OUT,
    CHILD_RESULTS, CODEC_INPUTS_DIRECTORY, CODEC_INPUT_FILES, CODEC_RESULTS,
};
use crate::engine::hash_seed;
use crate::engine::prepare::Problem;
use schema::{Codec, CrateResults, Failure, InstructionCounts, Metric, ResultsFile};
use std::collections::BTreeMap;
use std::ffi::OsStr;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

/// The oldest Valgrind accepted: 3.18 is the first to read DWARF 5, which the C compilers of
/// current distributions emit for the C code linked in (zstd, …); the client requests used
/// (start/stop instrumentation, toggle collect, zero stats, dump stats at) are far older.
pub const MIN_VALGRIND: (u32, u32) = (3, 18);

/// The link to the bencher's executable in a counting's scratch directory, which the
/// children run. A child works in the scratch directory and is given only paths relative to
/// it: the strings it starts with (its program's name, its directory) reach its heap, and with
/// it every count, so they are the same wherever the build and the scratch directory are.
const CHILD_PROGRAM: &str = "./bencher";

/// The length a counting child's working directory's path is padded to in its environment
/// ([`spawn_in`]): the longest path Linux takes.
const ENVIRONMENT_PATH_BYTES: usize = 4096;

/// Crates per child process on one dataset: enough children to keep every core busy until the
/// end, few enough that generating the data in each stays cheap.
const CRATES_PER_CHILD: usize = 6;

/// At most this many bytes of buffers per codec child (and at least one buffer): mesh's
/// buffers of 6-26 MB take minutes each, record's of a few KiB under a second.
const CODEC_BYTES_PER_CHILD: usize = 16 << 20;

/// At most this many buffers per codec child: Valgrind's start is worth a few.
const CODEC_INPUTS_PER_CHILD: usize = 12;

/// The codec counting children's shares of `keys`: the largest buffers first (mesh's take
/// the longest), each child at most [`CODEC_BYTES_PER_CHILD`] and [`CODEC_INPUTS_PER_CHILD`].
/// The same keys always give the same shares, in the same order.
fn plan_codec_children(keys: &[String]) -> Vec<Vec<String>> {
    let mut keys = keys.to_vec();
    keys.sort_by(|a, b| {
        let length = |k: &String| CodecInputs::key_length(k);
        length(b).cmp(&length(a)).then_with(|| a.cmp(b))
    });
    keys.dedup();
    let mut children: Vec<Vec<String>> = Vec::new();
    let mut bytes = 0;
    for key in keys {
        let length = CodecInputs::key_length(&key);
        match children.last_mut() {
            Some(child)
                if child.len() < CODEC_INPUTS_PER_CHILD
                    && bytes + length <= CODEC_BYTES_PER_CHILD =>
            {
                child.push(key);
                bytes += length;
            }
            _ => {
                children.push(vec![key]);
                bytes = length;
            }
        }
    }
    children
}

/// Adds a codec's counts on a buffer (if either step was counted), each step marked varying
/// when it made a hash map seeded per process.
fn add_codec(
    counts: &mut InstructionCounts,
    codec: Codec,
    variant: Option<&str>,
    codec_counts: CodecCounts,
) {
    let CodecCounts {
        figures,
        compress_seeded,
        decompress_seeded,
    } = codec_counts;
    if figures.compress.is_none() && figures.decompress.is_none() {
        return;
    }
    let steps = [
        (
            Metric::CodecCompress(codec),
            figures.compress,
            compress_seeded,
        ),
        (
            Metric::CodecDecompress(codec),
            figures.decompress,
            decompress_seeded,
        ),
    ];
    for (metric, figure, seeded) in steps {
        if seeded && figure.is_some() {
            counts.varying.push(figure_name(metric.name(), variant));
        }
    }
    counts
        .codecs
        .entry(codec)
        .or_default()
        .set(variant, figures);
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
/// `parallel` at once, with progress lines on stderr: first each crate's operations (children
/// of a few crates of one dataset), then every codec step of each distinct buffer the crates
/// serialized (`CodecInputs`). `valgrind` is what [`check_valgrind`] returned.
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
    // As the children's shell wrapper, if any, reads it back ([`spawn_in`]).
    let scratch_path = scratch.path().canonicalize().map_err(CountError::Scratch)?;
    std::os::unix::fs::symlink(&exe, scratch_path.join(CHILD_PROGRAM))
        .map_err(CountError::Scratch)?;
    let clock = Instant::now();
    let mut counted = Counted {
        valgrind,
        ..Counted::default()
    };
    let mut left: Vec<(&'static str, CodecInput)> = Vec::new();
    let crate_children = Children {
        scratch: &scratch_path,
        name: "child",
        parallel,
        clock,
    };
    crate_children.run(
        plan(items),
        |name, child| spawn(&crate_children, name, child),
        |child, directory, status| {
            let what = format!("{} / {}", child.dataset, child.crates.join(","));
            let outcome = read_child(directory, status)
                .map_err(|e| e.to_string())
                .and_then(|file| Ok((file, CodecInputs::left_by(directory)?)));
            match outcome {
                Ok((file, inputs)) => {
                    absorb(&mut counted, file);
                    left.extend(inputs.into_iter().map(|input| (child.dataset, input)));
                }
                Err(message) => {
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
            what
        },
    )?;

    // As a codec child names them: from the scratch directory, where it works.
    let store = CodecInputs {
        directory: PathBuf::from(CODEC_INPUTS_DIRECTORY),
    };
    let keys: Vec<String> = left.iter().map(|(_, input)| input.key.clone()).collect();
    let mut buffers: BTreeMap<String, Result<BufferCodecs, String>> = BTreeMap::new();
    let codec_children = Children {
        name: "codecs",
        ..crate_children
    };
    codec_children.run(
        plan_codec_children(&keys),
        |name, share| spawn_codecs(&codec_children, name, &store, share),
        |share, directory, status| {
            let bytes: usize = share.iter().map(|k| CodecInputs::key_length(k)).sum();
            let buffers_counted = match share.len() {
                1 => "1 buffer".to_owned(),
                n => format!("{n} buffers"),
            };
            let what = format!(
                "the codecs of {buffers_counted} ({:.1} MB)",
                bytes as f64 / 1e6
            );
            match read_codec_child(directory, status) {
                Ok(counts) => buffers.extend(counts),
                Err(message) => {
                    eprintln!("failure: counting {what}: {message}");
                    for key in share {
                        buffers.insert(key.clone(), Err(message.clone()));
                    }
                }
            }
            what
        },
    )?;
    for (dataset, input) in &left {
        add_buffer_codecs(&mut counted, dataset, input, buffers.get(&input.key));
    }
    counted.wall_time = clock.elapsed();
    Ok(counted)
}

/// How a counting runs its children: each under callgrind in a directory of its own in
/// `scratch` (`{name}-{index}`, removed once it ended), `parallel` at once, working in
/// `scratch` (see [`CHILD_PROGRAM`]).
#[derive(Clone, Copy)]
struct Children<'a> {
    scratch: &'a Path,
    name: &'a str,
    parallel: usize,
    /// The counting's start, for the progress lines.
    clock: Instant,
}

impl Children<'_> {
    /// Runs a child per share, started by `spawn` with its directory's name (in `scratch`);
    /// `finished` reads each share's child in its directory as it ends and says what it
    /// counted, for its progress line.
    fn run<S>(
        &self,
        shares: Vec<S>,
        spawn: impl Fn(&Path, &S) -> Result<Child, CountError>,
        mut finished: impl FnMut(&S, &Path, std::process::ExitStatus) -> String,
    ) -> Result<(), CountError> {
        let total = shares.len();
        let mut pending = shares.into_iter().enumerate();
        let mut running: Vec<(S, PathBuf, Child, Instant)> = Vec::new();
        let mut done = 0;
        loop {
            while running.len() < self.parallel.max(1) {
                let Some((index, share)) = pending.next() else {
                    break;
                };
                let name = PathBuf::from(format!("{}-{index}", self.name));
                let directory = self.scratch.join(&name);
                std::fs::create_dir_all(&directory).map_err(|source| {
                    CountError::ChildDirectory {
                        path: directory.clone(),
                        source,
                    }
                })?;
                let process = spawn(&name, &share)?;
                running.push((share, directory, process, Instant::now()));
            }
            if running.is_empty() {
                return Ok(());
            }
            let mut ended = None;
            for (slot, (_, _, process, _)) in running.iter_mut().enumerate() {
                if let Some(status) = process.try_wait().map_err(CountError::Wait)? {
                    ended = Some((slot, status));
                    break;
                }
            }
            let Some((slot, status)) = ended else {
                std::thread::sleep(Duration::from_millis(100));
                continue;
            };
            let (share, directory, _, started) = running.swap_remove(slot);
            done += 1;
            let what = finished(&share, &directory, status);
            let _ = std::fs::remove_dir_all(&directory);
            eprintln!(
                "[{done}/{total}] counted {what} in {:.0} s ({:.0} s elapsed)",
                started.elapsed().as_secs_f64(),
                self.clock.elapsed().as_secs_f64()
            );
        }
    }
}

/// Adds the codec counts of the buffer `input` names to its crate's figures on `dataset`, and
/// the steps that failed (or why none were counted) to the failures.
fn add_buffer_codecs(
    counted: &mut Counted,
    dataset: &str,
    input: &CodecInput,
    outcome: Option<&Result<BufferCodecs, String>>,
) {
    let variant = input.variant.as_deref();
    let failure = |operation: &str, why: &str| Failure {
        crate_id: input.crate_id.clone(),
        dataset: dataset.to_owned(),
        operation: operation.to_owned(),
        message: Problem::new(operation, variant, counting(why)).message,
    };
    let buffer = match outcome {
        Some(Ok(buffer)) => buffer,
        Some(Err(why)) => {
            let why = format!("the codec counts of its buffer: {why}");
            return counted.failures.push(failure("instructions", &why));
        }
        None => {
            let why = "no codec counts of its buffer";
            return counted.failures.push(failure("instructions", why));
        }
    };
    let Some(results) = counted
        .datasets
        .get_mut(dataset)
        .and_then(|crates| crates.get_mut(&input.crate_id))
    else {
        return;
    };
    let counts = results.instructions.get_or_insert_with(Default::default);
    for outcome in &buffer.codecs {
        add_codec(counts, outcome.codec, variant, outcome.counts);
        for (metric, why) in &outcome.failed {
            counted.failures.push(failure(metric, why));
        }
    }
}

/// `valgrind --tool=callgrind` with the options of every counting child (nothing counted until
/// a [`Counter`](super::counter::Counter) asks, dumps into `directory`; no randomness, [`hash_seed::getrandom`]),
/// followed by `exe`: the caller adds the arguments that put `exe` into its counting mode. The
/// harness's own test (tests/harness.rs) starts its counting child with it too.
///
/// The child's environment holds only what it needs: the environment lies on its stack, above
/// everything it puts there, so its size would move where each stack buffer lies and, with it,
/// counts (by a few instructions, where a copy's path follows its alignment).
pub fn callgrind_command(exe: &Path, directory: &Path) -> Command {
    use std::os::unix::ffi::OsStrExt;
    // Looked up here: with an empty environment, the child's own lookup would search only
    // the system's default directories.
    let valgrind = which::which("valgrind").unwrap_or_else(|_| PathBuf::from("valgrind"));
    let mut command = Command::new(valgrind);
    command.env_clear().env(
        OsStr::from_bytes(hash_seed::FIXED_RANDOMNESS.to_bytes()),
        "1",
    );
    // Where Valgrind's tools are, for an installation that needs to be told.
    if let Some(lib) = std::env::var_os("VALGRIND_LIB") {
        command.env("VALGRIND_LIB", lib);
    }
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

/// Starts the bencher under callgrind with `arguments` after it, in `children`'s scratch
/// directory, dumping into its directory `name` there (its stderr in `stderr.log` there).
///
/// The working directory's path reaches the child's environment (a shell wrapper around
/// Valgrind, as Debian's `valgrind` is, exports `PWD`), and the environment's size moves the
/// child's stack ([`callgrind_command`]). So the child gets `PWD` and a padding variable
/// whose lengths add up to the same whatever the scratch directory's path.
fn spawn_in(children: &Children, name: &Path, arguments: &[&OsStr]) -> Result<Child, CountError> {
    let directory = children.scratch.join(name);
    let log = std::fs::File::create(directory.join("stderr.log")).map_err(CountError::Log)?;
    let padding = ENVIRONMENT_PATH_BYTES.saturating_sub(children.scratch.as_os_str().len());
    callgrind_command(Path::new(CHILD_PROGRAM), &directory)
        .current_dir(children.scratch)
        .env("PWD", children.scratch)
        .env("BENCHER_PATH_PADDING", ".".repeat(padding))
        .args(arguments)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(log)
        .spawn()
        .map_err(CountError::Spawn)
}

/// Starts one counting child under callgrind, in its directory `name` of `children`'s.
fn spawn(children: &Children, name: &Path, work: &ChildWork) -> Result<Child, CountError> {
    let crates = work.crates.join(",");
    let arguments = [
        OsStr::new("run"),
        OsStr::new("--count-child"),
        name.as_os_str(),
        OsStr::new("-d"),
        OsStr::new(work.dataset),
        OsStr::new("-s"),
        OsStr::new(&crates),
    ];
    spawn_in(children, name, &arguments)
}

/// Starts one codec counting child under callgrind, in its directory `name` of `children`'s,
/// on the buffers `keys` name in `store`.
fn spawn_codecs(
    children: &Children,
    name: &Path,
    store: &CodecInputs,
    keys: &[String],
) -> Result<Child, CountError> {
    let list: String = keys
        .iter()
        .map(|key| format!("{}\n", store.path(key).display()))
        .collect();
    let list_path = children.scratch.join(name).join(CODEC_INPUT_FILES);
    std::fs::write(&list_path, list).map_err(|source| CountError::ChildDirectory {
        path: list_path,
        source,
    })?;
    let arguments = [
        OsStr::new("run"),
        OsStr::new("--count-codecs-child"),
        name.as_os_str(),
    ];
    spawn_in(children, name, &arguments)
}

/// The last lines of a child's `stderr.log` in `directory` (Valgrind's own left out), to say
/// why it failed.
fn log_tail(directory: &Path) -> String {
    let text = std::fs::read_to_string(directory.join("stderr.log")).unwrap_or_default();
    let lines: Vec<&str> = text
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with("=="))
        .collect();
    lines[lines.len().saturating_sub(3)..].join(" | ")
}

/// What a codec child wrote into `directory`, or why there is nothing to read.
fn read_codec_child(
    directory: &Path,
    status: std::process::ExitStatus,
) -> Result<BTreeMap<String, Result<BufferCodecs, String>>, String> {
    if !status.success() {
        return Err(format!(
            "the counting process failed ({status}): {}",
            log_tail(directory)
        ));
    }
    let path = directory.join(CODEC_RESULTS);
    let text =
        std::fs::read(&path).map_err(|e| format!("no results ({e}): {}", log_tail(directory)))?;
    serde_json::from_slice(&text).map_err(|e| format!("{}: {e}", path.display()))
}

/// The results file a child wrote into `directory` (its stderr in `stderr.log` there), or why
/// there is none (with the end of its log).
pub fn read_child(
    directory: &Path,
    status: std::process::ExitStatus,
) -> Result<ResultsFile, ChildError> {
    let path = directory.join(CHILD_RESULTS);
    let log = || log_tail(directory);
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
    fn codec_children_take_the_largest_buffers_first_within_their_limits() {
        let key = |length: usize, n: u8| format!("{length}-{n:032x}");
        let big = CODEC_BYTES_PER_CHILD / 2 + 1;
        let mut keys = vec![key(10, 1), key(big, 2), key(10, 1), key(big, 3)];
        keys.extend((0..CODEC_INPUTS_PER_CHILD as u8 + 1).map(|n| key(20, n)));
        let children = plan_codec_children(&keys);
        // Two big buffers would pass the bytes limit: the first alone, the second with as many
        // small ones as the count allows; every key once, the largest first.
        assert_eq!(children[0], [key(big, 2)]);
        assert_eq!(children[1][0], key(big, 3));
        assert_eq!(children[1].len(), CODEC_INPUTS_PER_CHILD);
        let mut expected = vec![key(big, 2), key(big, 3)];
        expected.extend((0..CODEC_INPUTS_PER_CHILD as u8 + 1).map(|n| key(20, n)));
        expected.push(key(10, 1));
        assert_eq!(children.concat(), expected);
        for child in &children {
            let bytes: usize = child.iter().map(|k| CodecInputs::key_length(k)).sum();
            assert!(child.len() <= CODEC_INPUTS_PER_CHILD);
            assert!(child.len() == 1 || bytes <= CODEC_BYTES_PER_CHILD);
        }
        // The same keys in any order: the same shares.
        keys.reverse();
        assert_eq!(plan_codec_children(&keys), children);
    }
}

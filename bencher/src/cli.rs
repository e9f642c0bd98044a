//! The command line (README.md's "The command line" shows it in use; `bencher --help` lists
//! every subcommand): argument parsing with clap and one function per subcommand. Every
//! failure ends in a one-line `error: …` on stderr and a non-zero exit status; nothing here
//! panics on bad input.

use bencher::adapter::CrateMeta;
use bencher::engine::profiling::ProfileRequest;
use bencher::engine::shard::Shard;
use bencher::engine::{self, ProfileKind, Progress, RunOptions, Suite};
use bencher::report::readme::WasmRun;
use bencher::{output, wasm_run};
use clap::{Args, Parser, Subcommand, ValueEnum};
use schema::model::{self, Bandwidth, CodecTimes, Mode, Params, VariantPolicy};
use schema::{Codec, Operation, ResultsFile};
use std::collections::BTreeSet;
use std::io::{IsTerminal, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use std::time::Duration;

/// A command's outcome: an error is printed as one line and ends the process with status 1.
type CliResult<T = ()> = Result<T, Box<dyn std::error::Error>>;

/// Runs every Rust serialization crate on fixed datasets and writes result files.
///
/// Without a subcommand, runs the suite (`bencher run`).
#[derive(Parser, Debug)]
#[command(name = "bencher", version, args_conflicts_with_subcommands = true)]
struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
    #[command(flatten)]
    run: RunArgs,
}

#[derive(Subcommand, Debug)]
enum Command {
    /// Run the suite (the default): quick profile, every crate, every dataset.
    Run(RunArgs),
    /// Merge result files (e.g. the shards of a run) into one.
    Merge(MergeArgs),
    /// Validate result files (ours or upstream); one line per file.
    Check(CheckArgs),
    /// Print every figure of a result file as CSV.
    Export(ExportArgs),
    /// Rank crates by messages per second under a bandwidth and CPU budget (CSV).
    Throughput(ThroughputArgs),
    /// Compare two result files: per dataset, the changes that stand out of run-to-run noise
    /// (as the explorer's "Compare runs" judges them), and how far apart the runs are where
    /// the crates' versions did not change.
    Compare(CompareArgs),
    /// Regenerate README's results tables and the SVG charts from the newest run.
    Readme(ReadmeArgs),
    /// Profile one crate × dataset × operation and write a flamegraph SVG.
    Profile(ProfileArgs),
    /// Rebuild index.json from the result files of a results directory (upstream files only as
    /// imported copies, see `import`).
    Index(IndexArgs),
    /// Import result files of the upstream suite (or ours) into a results directory as files
    /// of ours, under their own names, and list them in its index.json. The explorer shows
    /// upstream runs only as imported copies.
    Import(ImportArgs),
    /// Measure what each crate's serialize and deserialize add to a release wasm module, per
    /// dataset, and record it in a results file (run by scripts/code-size.sh, which builds the
    /// probes first; docs/code-size.md).
    CodeSize(CodeSizeArgs),
}

#[derive(Args, Debug)]
struct CodeSizeArgs {
    /// The probe build's link command, as `rustc --print link-args` printed it.
    #[arg(long, value_name = "FILE")]
    link: PathBuf,
    /// binaryen's wasm-opt.
    #[arg(long, value_name = "PATH", default_value = "wasm-opt")]
    wasm_opt: PathBuf,
    /// The results file to record the sizes in (rewritten atomically); default: the run
    /// `bencher readme` reports, the newest of this bencher in the results directory.
    #[arg(long, value_name = "FILE")]
    into: Option<PathBuf>,
    /// Results directory holding index.json and the runs.
    #[arg(long, value_name = "DIR", default_value = "benchmark_results")]
    results: PathBuf,
    /// Modules linked and optimized at once (default: the machine's logical CPUs).
    #[arg(long, value_name = "N")]
    jobs: Option<usize>,
}

#[derive(Args, Debug)]
struct ImportArgs {
    /// Result files to import.
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// Results directory (created if missing; its index.json is updated).
    #[arg(
        short = 'o',
        long,
        value_name = "DIR",
        default_value = "benchmark_results"
    )]
    output: PathBuf,
}

#[derive(Args, Debug)]
struct IndexArgs {
    /// Results directory to scan.
    #[arg(default_value = "benchmark_results")]
    results: PathBuf,
}

#[derive(Args, Debug, Default)]
struct RunArgs {
    /// List the crates (id, version, family) and datasets, then exit.
    #[arg(short = 'l', long)]
    list: bool,
    /// Crates to run, by id, comma-separated (default: all).
    #[arg(short = 's', long, value_name = "CRATES", value_delimiter = ',')]
    serializers: Option<Vec<String>>,
    /// Fixed-iteration mode, as the C++ suite: time N serialize + N deserialize runs per
    /// crate (on `record` unless -d says otherwise); prints a report instead of storing a
    /// results file, unless -o is given.
    #[arg(short = 'i', long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    iterations: Option<u64>,
    /// With -i: print CSV `serializer,version,iterations,size,time` (time in milliseconds).
    #[arg(short = 'c', long, requires = "iterations")]
    csv: bool,
    /// Datasets to run, comma-separated (default: all).
    #[arg(short = 'd', long, value_name = "DATASETS", value_delimiter = ',')]
    datasets: Option<Vec<String>>,
    /// Full profile: five rounds of longer measurements (hours for the whole suite).
    #[arg(long, conflicts_with_all = ["iterations", "profile"])]
    full: bool,
    /// Results directory (default: benchmark_results).
    #[arg(short = 'o', long, value_name = "DIR")]
    output: Option<PathBuf>,
    /// Run only part K of N of the datasets (each with all its crates: a ranking compares the
    /// crates of one machine); `bencher merge` joins the parts.
    #[arg(long, value_name = "K/N")]
    shard: Option<Shard>,
    /// Measurement profile (`smoke` is for tests of the machinery: its figures mean nothing).
    #[arg(long, value_enum, hide = true, conflicts_with = "iterations")]
    profile: Option<ProfileArg>,
    /// Rounds: each times every case once, in a shuffled order; a figure is the median of
    /// its rounds (default: 3 on the quick profile, 5 on the full one).
    #[arg(long, value_name = "R", value_parser = clap::value_parser!(u32).range(1..), conflicts_with = "iterations")]
    rounds: Option<u32>,
    /// Seed of the rounds' shuffled order and of each timing's buffer placement, to replay a
    /// run's (default: a fresh one; the results file records it).
    #[arg(long, value_name = "SEED", conflicts_with = "iterations")]
    seed: Option<u64>,
    /// Time round K of the run's rounds alone (needs --seed): a run measured as one process
    /// per round, each round's file written apart; `bencher merge` joins the rounds' files
    /// into the run.
    #[arg(
        long,
        value_name = "K",
        value_parser = clap::value_parser!(u32).range(1..),
        requires = "seed",
        conflicts_with_all = ["iterations", "instructions", "instructions_only"]
    )]
    round: Option<u32>,
    /// Also count each operation's and codec step's instructions under Valgrind's callgrind,
    /// after the times, into the same results file (needs valgrind; counting runs one process
    /// per core).
    #[arg(long, conflicts_with = "iterations")]
    instructions: bool,
    /// Count instructions only (no times): quick, and independent of the machine's load.
    #[arg(long, conflicts_with_all = ["iterations", "instructions", "full"])]
    instructions_only: bool,
    /// Measure in headless Chromium instead, with this bencher's engine built for wasm
    /// (`scripts/bench-wasm.sh` builds it and runs this), one dataset at a time.
    #[arg(
        long,
        conflicts_with_all = ["iterations", "instructions", "instructions_only", "shard"]
    )]
    wasm: bool,
    /// With --wasm: the bencher-wasm package built for the web (default:
    /// target/bencher-wasm/release/web).
    #[arg(long, value_name = "DIR", requires = "wasm")]
    wasm_package: Option<PathBuf>,
    /// With --wasm: where each dataset's file is kept as it finishes, so that a run stopped
    /// midway resumes there (the same command again); removed once the run is stored
    /// (default: target/wasm-run).
    #[arg(long, value_name = "DIR", requires = "wasm")]
    wasm_work: Option<PathBuf>,
    /// Internal: the counting process under callgrind, writing into DIR.
    #[arg(long, value_name = "DIR", hide = true, conflicts_with = "iterations")]
    count_child: Option<PathBuf>,
    /// Internal: the codec counting process under callgrind, on the buffers DIR lists.
    #[arg(
        long,
        value_name = "DIR",
        hide = true,
        conflicts_with_all = ["iterations", "count_child"]
    )]
    count_codecs_child: Option<PathBuf>,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum ProfileArg {
    Quick,
    Full,
    Smoke,
}

#[derive(Args, Debug)]
struct MergeArgs {
    /// Result files to merge.
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// Output: a file, or an existing directory (then the file is named by the run's start
    /// time and the directory's index.json is updated).
    #[arg(short = 'o', long, value_name = "OUT")]
    output: PathBuf,
}

#[derive(Args, Debug)]
struct CheckArgs {
    /// Result files to validate.
    #[arg(required = true)]
    files: Vec<PathBuf>,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum ExportFormat {
    Csv,
}

#[derive(Args, Debug)]
struct ExportArgs {
    /// Output format.
    #[arg(long, value_enum)]
    format: ExportFormat,
    /// The result file.
    file: PathBuf,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum CompareFormat {
    /// A report per dataset and a summary.
    Text,
    /// The same report in markdown (a workflow's job summary, a pull request comment).
    Markdown,
    /// Every compared figure, one per line.
    Csv,
    /// How many times the later run's time is the earlier's, by crate: the median and range
    /// over its operations (not the codecs') on every dataset compared, as a markdown table.
    /// For one code measured two ways on one machine, such as a native and a wasm run.
    Ratios,
}

#[derive(Args, Debug)]
struct CompareArgs {
    /// The earlier run (ours or upstream). Without the two files: the two newest native runs
    /// of this bencher listed in the results directory's index.json.
    #[arg(requires = "current")]
    baseline: Option<PathBuf>,
    /// The later run.
    current: Option<PathBuf>,
    /// Results directory whose two newest runs are compared when no file is named.
    #[arg(long, default_value = "benchmark_results")]
    results: PathBuf,
    /// Datasets to compare, comma-separated (default: every dataset both runs have).
    #[arg(short = 'd', long, value_delimiter = ',')]
    datasets: Option<Vec<String>>,
    /// Text and markdown: also list the changes that may be noise (marked ≈) and the sizes
    /// that did not change. (A change outside the noise band that no confidence interval
    /// confirms, as in upstream files, is always listed, marked ?.)
    #[arg(long)]
    all: bool,
    /// Output format.
    #[arg(long, value_enum, default_value = "text")]
    format: CompareFormat,
}

#[derive(Clone, Copy, Debug, ValueEnum)]
enum Assumptions {
    /// The upstream explorer's codec-time assumptions and variant rule, in its arithmetic.
    Upstream,
}

#[derive(Args, Debug)]
struct ThroughputArgs {
    /// The result file.
    file: PathBuf,
    /// Dataset name.
    #[arg(long)]
    dataset: String,
    /// serialize, deserialize or round-trip.
    #[arg(long, value_parser = parse_mode)]
    mode: Mode,
    /// Bandwidth in TB per month (1e12 bytes per 30.4 days), outbound.
    #[arg(long, value_name = "TB", allow_negative_numbers = true, value_parser = non_negative)]
    bandwidth: f64,
    /// Inbound bandwidth in TB per month (default: the same as --bandwidth).
    #[arg(long, value_name = "TB", allow_negative_numbers = true, value_parser = non_negative)]
    inbound_bandwidth: Option<f64>,
    /// CPU cores (fractions allowed).
    #[arg(long, value_name = "C", allow_negative_numbers = true, value_parser = non_negative)]
    cpus: f64,
    /// Codecs allowed besides no compression, comma-separated (zlib, zstd, lz4, brotli).
    #[arg(long, value_delimiter = ',', value_parser = parse_codec_or_none)]
    codecs: Vec<Option<Codec>>,
    /// Reproduce the upstream explorer's figures.
    #[arg(long, value_enum)]
    assume: Option<Assumptions>,
    /// Which variant figures to use: upstream, primary or best (default: best, or upstream
    /// with --assume upstream).
    #[arg(long, value_parser = parse_variant_policy)]
    variants: Option<VariantPolicy>,
    /// Rank every variant, also those that do other work than their crate's primary
    /// (prebuilt input, reused allocations, unchecked bytes); by default they are left out
    /// and listed on stderr with why.
    #[arg(long)]
    all_variants: bool,
}

#[derive(Args, Debug)]
struct ReadmeArgs {
    /// Results directory holding index.json and the runs.
    #[arg(long, default_value = "benchmark_results")]
    results: PathBuf,
    /// The run to report (default: the newest run of this bencher listed in index.json).
    #[arg(long, value_name = "FILE")]
    run: Option<PathBuf>,
    /// README to update (only its marked results region changes).
    #[arg(long, default_value = "README.md")]
    readme: PathBuf,
    /// Directory of the SVG charts (default: <results>/charts).
    #[arg(long, value_name = "DIR")]
    charts: Option<PathBuf>,
    /// Write a sample into DIR instead, to look at how the run renders: DIR/README.md (the
    /// results region alone), its pages in DIR/pages and its charts in DIR/charts.
    #[arg(long, value_name = "DIR", conflicts_with_all = ["readme", "charts", "pages"])]
    sample: Option<PathBuf>,
    /// Directory of the datasets' pages of every figure (default: docs/results beside the
    /// README).
    #[arg(long, value_name = "DIR")]
    pages: Option<PathBuf>,
    /// Rank every variant, also those that do other work than their crate's primary.
    #[arg(long)]
    all_variants: bool,
    /// The published explorer's address (default: the GitHub Pages site of $GITHUB_REPOSITORY,
    /// else of the `origin` remote when it is on GitHub; none otherwise).
    #[arg(long, value_name = "URL")]
    site_url: Option<String>,
}

#[derive(Args, Debug)]
struct ProfileArgs {
    /// Dataset name.
    #[arg(long)]
    dataset: String,
    /// Crate id.
    #[arg(long = "crate", value_name = "CRATE")]
    crate_id: String,
    /// Operation: serialize, deserialize, borrow, access, read or update.
    #[arg(long, value_parser = parse_operation)]
    op: Operation,
    /// Variant of the operation (default: the primary figure).
    #[arg(long)]
    variant: Option<String>,
    /// Seconds to run the operation while sampling.
    #[arg(long, default_value_t = 5.0, value_parser = positive)]
    seconds: f64,
    /// Run the operation exactly N times instead of for --seconds (repeatable counts).
    #[arg(long, value_name = "N", value_parser = clap::value_parser!(u64).range(1..))]
    runs: Option<u64>,
    /// Only run the operation, without sampling or flamegraph, for an external profiler
    /// (perf record, valgrind --tool=callgrind) watching the process.
    #[arg(long, conflicts_with_all = ["output", "frequency"])]
    external: bool,
    /// Stack samples per second.
    #[arg(long, default_value_t = 997, value_parser = clap::value_parser!(i32).range(1..=10_000))]
    frequency: i32,
    /// SVG to write (default: flamegraph-<dataset>-<crate>-<op>[-<variant>].svg).
    #[arg(short = 'o', long)]
    output: Option<PathBuf>,
}

fn parse_mode(text: &str) -> Result<Mode, String> {
    text.parse().map_err(|e: model::ParseError| e.to_string())
}

fn parse_variant_policy(text: &str) -> Result<VariantPolicy, String> {
    text.parse().map_err(|e: model::ParseError| e.to_string())
}

fn parse_codec_or_none(text: &str) -> Result<Option<Codec>, String> {
    let name = text.trim().to_ascii_lowercase();
    if name == "none" {
        return Ok(None);
    }
    Codec::from_name(&name).map(Some).ok_or_else(|| {
        let valid: Vec<&str> = Codec::ALL.iter().map(|c| c.name()).collect();
        format!("unknown codec {text:?}; valid: none, {}", valid.join(", "))
    })
}

fn parse_operation(text: &str) -> Result<Operation, String> {
    Operation::ALL
        .into_iter()
        .find(|op| op.name() == text)
        .ok_or_else(|| {
            let valid: Vec<&str> = Operation::ALL.iter().map(|op| op.name()).collect();
            format!("unknown operation {text:?}; valid: {}", valid.join(", "))
        })
}

fn non_negative(text: &str) -> Result<f64, String> {
    match text.trim().parse::<f64>() {
        Ok(value) if value.is_finite() && value >= 0.0 => Ok(value),
        _ => Err(format!(
            "expected a finite non-negative number, got {text:?}"
        )),
    }
}

fn positive(text: &str) -> Result<f64, String> {
    match non_negative(text) {
        Ok(value) if value > 0.0 => Ok(value),
        _ => Err(format!("expected a positive number, got {text:?}")),
    }
}

/// Parses the command line and runs it; the process exit status.
pub fn main(suite: &dyn Suite) -> ExitCode {
    let cli = match Cli::try_parse() {
        Ok(cli) => cli,
        Err(error) => return usage_error(error),
    };
    let outcome = match cli.command {
        None => run(suite, cli.run),
        Some(Command::Run(args)) => run(suite, args),
        Some(Command::Merge(args)) => merge(args),
        Some(Command::Check(args)) => check(args),
        Some(Command::Export(args)) => export(args),
        Some(Command::Throughput(args)) => throughput(args),
        Some(Command::Compare(args)) => compare(args),
        Some(Command::Readme(args)) => readme(args),
        Some(Command::Profile(args)) => profile(suite, args),
        Some(Command::Index(args)) => index(args),
        Some(Command::Import(args)) => import(args),
        Some(Command::CodeSize(args)) => code_size(args),
    };
    match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("error: {}", one_line(&error.to_string()));
            ExitCode::FAILURE
        }
    }
}

/// Help and version go to stdout with status 0; a usage error becomes one line (clap's
/// message without its usage block) with status 2.
fn usage_error(error: clap::Error) -> ExitCode {
    use clap::error::ErrorKind;
    if matches!(
        error.kind(),
        ErrorKind::DisplayHelp | ErrorKind::DisplayVersion
    ) {
        let _ = error.print();
        return ExitCode::SUCCESS;
    }
    let rendered = error.render().to_string();
    let reason: Vec<&str> = rendered
        .lines()
        .map(str::trim)
        .take_while(|line| !line.starts_with("Usage:"))
        .filter(|line| !line.is_empty() && !line.starts_with("For more information"))
        .collect();
    let reason = reason.join(" ");
    let reason = reason.strip_prefix("error: ").unwrap_or(&reason);
    eprintln!("error: {reason} (see --help)");
    ExitCode::from(2)
}

fn one_line(message: &str) -> String {
    message.split_whitespace().collect::<Vec<_>>().join(" ")
}

/// Reads and loads a result file (ours or upstream), with the file named in every error.
fn load(path: &Path) -> CliResult<ResultsFile> {
    let name = path.display().to_string();
    let bytes = std::fs::read(path).map_err(|e| format!("{name}: cannot read: {e}"))?;
    Ok(schema::load_results(&name, &bytes)?)
}

fn run(suite: &dyn Suite, args: RunArgs) -> CliResult {
    if args.list {
        return list(suite);
    }
    if let Some(dir) = &args.count_codecs_child {
        return engine::counter::count_codecs_child(dir);
    }
    let options = run_options(&args);
    if let Some(dir) = &args.count_child {
        let outcome = engine::run(suite, &options)?;
        output::write_results(&dir.join(engine::counter::CHILD_RESULTS), &outcome.results)?;
        return Ok(());
    }
    if args.instructions_only {
        return count_only(suite, &options, args.output.as_deref());
    }
    if args.wasm {
        return run_in_browser(suite, &args, &options);
    }
    let output_dir = prepare_output(suite, &options, args.output.as_deref())?;
    let (outcome, counts_missing) = measure(suite, &options, args.instructions)?;
    if options.iterations.is_some() {
        print_iterations(&outcome.rows, args.csv)?;
    }
    let results = &outcome.results;
    if let Some(dir) = &output_dir {
        store(dir, results)?;
    }
    warn_of_the_machine(results);
    if let Some(message) = counts_missing {
        return Err(format!("no instruction counts: {message}").into());
    }
    if measured_pairs(results) == 0 {
        return Err(match results.failures.first() {
            Some(f) => format!(
                "nothing could be measured; first failure: {} / {}: {}: {}",
                f.dataset, f.crate_id, f.operation, f.message
            ),
            None => "nothing could be measured".to_owned(),
        }
        .into());
    }
    Ok(())
}

/// `bencher run --wasm`: the run measured in headless Chromium ([`wasm_run`]), stored as any
/// run.
fn run_in_browser(suite: &dyn Suite, args: &RunArgs, options: &RunOptions) -> CliResult {
    // Names checked as a native run checks them (the wasm build lacks only native-only
    // crates, which the browser then refuses by name).
    let datasets = engine::run::select(suite, options)?.datasets;
    if options.round.is_some() && datasets.len() > 1 {
        return Err(
            "with --wasm, --round times one dataset (-d DATASET): each dataset is a \
                    browser of its own, and `bencher merge` joins its rounds' files"
                .into(),
        );
    }
    let dir = args
        .output
        .clone()
        .unwrap_or_else(|| PathBuf::from("benchmark_results"));
    output::prepare_results_dir(&dir)?;
    let host = wasm_run::BrowserHost {
        package: args
            .wasm_package
            .clone()
            .unwrap_or_else(|| wasm_run::BrowserHost::default().package),
        ..wasm_run::BrowserHost::default()
    };
    let request = wasm_run::Request {
        profile: match options.profile {
            ProfileKind::Quick => "quick",
            ProfileKind::Full => "full",
            ProfileKind::Smoke => "smoke",
        }
        .to_owned(),
        crates: options.crates.clone(),
        rounds: options.rounds,
        seed: options.seed,
        round: options.round,
        args: options.args.clone(),
    };
    let work = args
        .wasm_work
        .clone()
        .unwrap_or_else(|| PathBuf::from("target/wasm-run"));
    let results = wasm_run::run(&host, &request, &datasets, &work, &mut |line| {
        eprintln!("{line}")
    })?;
    store(&dir, &results)?;
    std::fs::remove_dir_all(&work)
        .map_err(|e| format!("{}: stored the run, but cannot remove: {e}", work.display()))?;
    if measured_pairs(&results) == 0 {
        return Err("nothing could be measured in the browser".into());
    }
    Ok(())
}

/// What `bencher run`'s arguments ask of the engine.
fn run_options(args: &RunArgs) -> RunOptions {
    let profile = match (args.full, args.profile) {
        (true, _) | (_, Some(ProfileArg::Full)) => ProfileKind::Full,
        (_, Some(ProfileArg::Smoke)) => ProfileKind::Smoke,
        _ => ProfileKind::Quick,
    };
    RunOptions {
        profile,
        iterations: args.iterations,
        crates: args.serializers.clone(),
        datasets: args.datasets.clone(),
        shard: args.shard,
        codecs: Codec::ALL.to_vec(),
        rounds: args.rounds,
        seed: args.seed,
        round: args.round,
        args: std::env::args().collect(),
        progress: if args.count_child.is_some() {
            Progress::Hidden
        } else if std::io::stderr().is_terminal() {
            Progress::Bar
        } else {
            Progress::Lines
        },
        count_instructions_in: args.count_child.clone(),
    }
}

/// Checks the selection and creates the results directory a run stores its file in: `output`,
/// else `benchmark_results`, except in fixed-iteration mode, which prints its report and
/// stores a results file only when asked (`None`).
fn prepare_output(
    suite: &dyn Suite,
    options: &RunOptions,
    output: Option<&Path>,
) -> CliResult<Option<PathBuf>> {
    let output_dir = match (output, options.iterations) {
        (Some(dir), _) => Some(dir.to_path_buf()),
        (None, None) => Some(PathBuf::from("benchmark_results")),
        (None, Some(_)) => None,
    };
    // Names first, so a typo creates no directory.
    engine::run::select(suite, options)?;
    if let Some(dir) = &output_dir {
        output::prepare_results_dir(dir)?;
    }
    if options.iterations.is_some() && options.datasets.as_ref().is_some_and(|d| d.len() > 1) {
        return Err("fixed-iteration mode runs one dataset; pass a single -d"
            .to_owned()
            .into());
    }
    Ok(output_dir)
}

/// Times the run and, with `instructions`, counts its instructions into the same results;
/// with them, why there are no counts when Valgrind cannot take them.
fn measure(
    suite: &dyn Suite,
    options: &RunOptions,
    instructions: bool,
) -> CliResult<(
    engine::RunOutcome,
    Option<engine::instructions::ValgrindError>,
)> {
    // Valgrind is checked first: without it the times still run, and the end says why there
    // are no counts.
    let valgrind = instructions.then(engine::instructions::check_valgrind);
    if let Some(Err(message)) = &valgrind {
        eprintln!("warning: {message}; measuring times only");
    }
    let mut outcome = engine::run(suite, options)?;
    let mut counts_missing = None;
    match valgrind {
        Some(Ok(version)) => {
            let started = std::time::Instant::now();
            let counted = count_instructions(suite, options, version)?;
            engine::instructions::attach(&mut outcome.results, counted);
            let run = &mut outcome.results.run;
            run.wall_time_seconds = run
                .wall_time_seconds
                .map(|t| t + started.elapsed().as_secs_f64());
        }
        Some(Err(message)) => counts_missing = Some(message),
        None => {}
    }
    Ok((outcome, counts_missing))
}

/// Fixed-iteration mode's report on stdout: the C++ suite's CSV, or a line per crate.
fn print_iterations(rows: &[engine::iterations::IterationRow], csv: bool) -> CliResult {
    let mut stdout = std::io::stdout().lock();
    let write = |out: &mut dyn Write, text: &str| {
        out.write_all(text.as_bytes())
            .map_err(|e| format!("cannot write to stdout: {e}"))
    };
    if csv {
        write(
            &mut stdout,
            &format!("{}\n", engine::iterations::CSV_HEADER),
        )?;
        for row in rows {
            write(&mut stdout, &format!("{}\n", row.csv()))?;
        }
    } else {
        for row in rows {
            write(&mut stdout, &format!("{}\n", row.text()))?;
        }
    }
    Ok(())
}

/// The crate × dataset pairs a run has figures for.
fn measured_pairs(results: &ResultsFile) -> usize {
    results.datasets.values().map(|d| d.crates.len()).sum()
}

/// Stores the run's file in `dir` and says so.
fn store(dir: &Path, results: &ResultsFile) -> CliResult {
    let path = output::store_run(dir, results)?;
    eprintln!(
        "wrote {} ({} crate × dataset results, {} failures) in {:.0} s",
        path.display(),
        measured_pairs(results),
        results.failures.len(),
        results.run.wall_time_seconds.unwrap_or_default()
    );
    Ok(())
}

/// Warns of a machine that was busy or whose speed drifted during the run; else states the
/// rounds' drift.
fn warn_of_the_machine(results: &ResultsFile) {
    if let Some(load) = results.run.machine_load {
        if load.is_busy() {
            eprintln!(
                "warning: the machine was busy during the run ({}); its figures are slower and \
                 noisier than the machine allows: publish runs measured on an idle machine",
                load.summary()
            );
        }
    }
    if let Some(drift) = schema::stats::RoundDrift::of(results.timings()) {
        if drift.is_large() {
            eprintln!(
                "warning: the machine's speed drifted during the run ({}); the intervals hold \
                 the drift, but this run's absolute figures differ from another hour's by as much",
                drift.summary()
            );
        } else {
            eprintln!("rounds: {}", drift.summary());
        }
    }
}

/// Counts the instructions of the selection (see [`engine::instructions`]), as many processes
/// at once as there are cores.
fn count_instructions(
    suite: &dyn Suite,
    options: &RunOptions,
    valgrind: String,
) -> CliResult<engine::instructions::Counted> {
    let selection = engine::run::select(suite, options)?;
    let items = engine::shard::work_items(&selection, options.shard);
    let parallel = std::thread::available_parallelism().map_or(1, |n| n.get());
    eprintln!(
        "counting instructions under callgrind ({valgrind}): {} crate × dataset pairs, {parallel} \
         processes at once",
        items.len()
    );
    let counted = engine::instructions::count(&items, parallel, valgrind)?;
    eprintln!(
        "counted instructions in {:.0} s",
        counted.wall_time.as_secs_f64()
    );
    Ok(counted)
}

/// `bencher run --instructions-only`: a results file of sizes and instruction counts, no times.
fn count_only(suite: &dyn Suite, options: &RunOptions, output: Option<&Path>) -> CliResult {
    let valgrind = engine::instructions::check_valgrind()?;
    let dir = output.map_or_else(|| PathBuf::from("benchmark_results"), Path::to_path_buf);
    engine::run::select(suite, options)?;
    output::prepare_results_dir(&dir)?;
    let started = std::time::SystemTime::now();
    let git_commit = bencher::environment::git_commit();
    let counted = count_instructions(suite, options, valgrind)?;
    let mut results = ResultsFile::new(
        schema::Origin::Bencher,
        schema::RunInfo {
            started_at: bencher::environment::rfc3339(started),
            finished_at: Some(bencher::environment::rfc3339(std::time::SystemTime::now())),
            bencher_version: Some(env!("CARGO_PKG_VERSION").to_owned()),
            git_commit,
            args: options.args.clone(),
            wall_time_seconds: Some(counted.wall_time.as_secs_f64()),
            ..schema::RunInfo::default()
        },
        bencher::environment::capture(),
    );
    engine::instructions::attach(&mut results, counted);
    let counted_pairs: usize = results.datasets.values().map(|d| d.crates.len()).sum();
    let path = output::store_run(&dir, &results)?;
    eprintln!(
        "wrote {} ({counted_pairs} crate × dataset counts, {} failures) in {:.0} s",
        path.display(),
        results.failures.len(),
        results.run.wall_time_seconds.unwrap_or_default()
    );
    if counted_pairs == 0 {
        return Err("nothing could be counted".to_owned().into());
    }
    Ok(())
}

fn list(suite: &dyn Suite) -> CliResult {
    let mut out = String::new();
    let crates = suite.crates();
    // Columns as wide as their longest entry (`4.35.1-release` is longer than most versions).
    let width = |field: fn(&CrateMeta) -> &str| crates.iter().map(|m| field(m).len()).max();
    let id_width = width(|m| m.id).unwrap_or(0);
    let version_width = width(|m| m.version).unwrap_or(0);
    let family_width = width(|m| m.family).unwrap_or(0);
    for meta in &crates {
        let variants: Vec<&str> = meta.variants.iter().map(|variant| variant.name).collect();
        out.push_str(&format!(
            "{:<id_width$} {:<version_width$} {:<family_width$} {}{}\n",
            meta.id,
            meta.version,
            meta.family,
            if meta.zero_copy { "zero-copy " } else { "" },
            if variants.is_empty() {
                String::new()
            } else {
                format!("variants: {}", variants.join(", "))
            }
        ));
    }
    out.push_str(&format!("datasets: {}\n", suite.datasets().join(", ")));
    print(&out)
}

fn print(text: &str) -> CliResult {
    let mut stdout = std::io::stdout().lock();
    stdout
        .write_all(text.as_bytes())
        .and_then(|()| stdout.flush())
        .map_err(|e| format!("cannot write to stdout: {e}").into())
}

fn merge(args: MergeArgs) -> CliResult {
    let files = args
        .files
        .iter()
        .map(|path| Ok((path.display().to_string(), load(path)?)))
        .collect::<CliResult<Vec<_>>>()?;
    let merged = bencher::merge::merge(files)?;
    let written = if args.output.is_dir() {
        output::store_run(&args.output, &merged)?
    } else {
        output::write_results(&args.output, &merged)?;
        args.output.clone()
    };
    eprintln!(
        "merged {} files into {} ({} crates, {} datasets, {} failures)",
        args.files.len(),
        written.display(),
        merged.crates.len(),
        merged.datasets.len(),
        merged.failures.len()
    );
    if merged.machines_differ() {
        eprintln!("the datasets were measured on different machines:");
        for (machine, datasets) in merged.machines_of(merged.datasets.keys().map(String::as_str)) {
            eprintln!("  {}: {machine}", datasets.join(", "));
        }
    }
    Ok(())
}

/// `index.json` is checked as a manifest, anything else as a results file.
fn check_one(path: &Path) -> CliResult<String> {
    if path.file_name().and_then(|n| n.to_str()) == Some(schema::manifest::MANIFEST_FILE) {
        let name = path.display().to_string();
        let bytes = std::fs::read(path).map_err(|e| format!("{name}: cannot read: {e}"))?;
        let manifest = schema::load_manifest(&name, &bytes).map_err(|e| e.to_string())?;
        return Ok(format!("manifest, {} runs", manifest.runs.len()));
    }
    load(path).map(|file| schema::export::summary(&file))
}

fn check(args: CheckArgs) -> CliResult {
    let mut invalid = 0;
    let mut out = String::new();
    for path in &args.files {
        let name = path.display().to_string();
        match check_one(path) {
            Ok(summary) => out.push_str(&format!("{name}: ok: {summary}\n")),
            Err(message) => {
                invalid += 1;
                let message = message.to_string();
                let reason = message
                    .strip_prefix(&format!("{name}: "))
                    .unwrap_or(&message);
                out.push_str(&format!("{name}: invalid: {}\n", one_line(reason)));
            }
        }
    }
    print(&out)?;
    match invalid {
        0 => Ok(()),
        n => Err(format!("{n} of {} files invalid", args.files.len()).into()),
    }
}

fn export(args: ExportArgs) -> CliResult {
    let file = load(&args.file)?;
    match args.format {
        ExportFormat::Csv => print(&schema::export::to_csv(&file)),
    }
}

fn throughput(args: ThroughputArgs) -> CliResult {
    let mut file = load(&args.file)?;
    bencher::crates::class_variants(&mut file);
    let tb = model::tb_per_month_to_bytes_per_second;
    let (codec_times, default_variants) = match args.assume {
        Some(Assumptions::Upstream) => (CodecTimes::UpstreamAssumptions, VariantPolicy::Upstream),
        None => (CodecTimes::Measured, VariantPolicy::default()),
    };
    let params = Params {
        dataset: args.dataset,
        mode: args.mode,
        bandwidth: Bandwidth {
            outbound_bytes_per_second: tb(args.bandwidth),
            inbound_bytes_per_second: tb(args.inbound_bandwidth.unwrap_or(args.bandwidth)),
        },
        cores: args.cpus,
        codecs: args.codecs.into_iter().flatten().collect::<BTreeSet<_>>(),
        codec_times,
        variants: args.variants.unwrap_or(default_variants),
        include_other_work: args.all_variants,
    };
    let rows = model::throughput(&file, &params).map_err(|e| e.to_string())?;
    // The CSV on stdout stays machine-readable; what was left out goes to people on stderr.
    for left_out in model::set_aside(&file, &params) {
        eprintln!(
            "not ranked (--all-variants ranks it): {} {}: {}",
            left_out.crate_id, left_out.variant, left_out.why
        );
    }
    print(&schema::export::throughput_csv(&rows))
}

fn compare(args: CompareArgs) -> CliResult {
    use bencher::report::compare::{self as report, NamedRun, Style};
    let (baseline_path, current_path) = match (args.baseline, args.current) {
        (Some(baseline), Some(current)) => (baseline, current),
        _ => {
            let manifest = output::read_manifest(&args.results)?;
            let ours: Vec<&str> = manifest
                .runs
                .iter()
                .filter(|r| r.origin == "bencher" && r.wasm.is_none())
                .map(|r| r.file.as_str())
                .collect();
            match ours[..] {
                // Newest first.
                [current, baseline, ..] => {
                    (args.results.join(baseline), args.results.join(current))
                }
                _ => {
                    return Err(format!(
                        "{} lists {} native run(s) of this bencher: name the two files to \
                         compare",
                        args.results.join(schema::manifest::MANIFEST_FILE).display(),
                        ours.len()
                    )
                    .into())
                }
            }
        }
    };
    let (baseline_name, current_name) = (
        baseline_path.display().to_string(),
        current_path.display().to_string(),
    );
    let (baseline_file, current_file) = (load(&baseline_path)?, load(&current_path)?);
    let baseline = NamedRun {
        name: &baseline_name,
        file: &baseline_file,
    };
    let current = NamedRun {
        name: &current_name,
        file: &current_file,
    };
    let datasets = report::datasets_to_compare(&baseline, &current, args.datasets.as_deref())?;
    if datasets.is_empty() {
        return Err(format!("{baseline_name} and {current_name} have no dataset in common").into());
    }
    let comparisons = report::comparisons(&baseline, &current, &datasets);
    print(&match args.format {
        CompareFormat::Text => {
            report::report(&baseline, &current, &comparisons, args.all, Style::Text)
        }
        CompareFormat::Markdown => {
            report::report(&baseline, &current, &comparisons, args.all, Style::Markdown)
        }
        CompareFormat::Csv => report::csv_report(&comparisons),
        CompareFormat::Ratios => report::ratio_report(&comparisons),
    })
}

fn index(args: IndexArgs) -> CliResult {
    let rebuilt = output::rebuild_manifest(&args.results)?;
    for problem in &rebuilt.skipped {
        eprintln!("skipped: {}", one_line(&problem.to_string()));
    }
    eprintln!(
        "wrote {} ({} runs)",
        args.results.join(schema::manifest::MANIFEST_FILE).display(),
        rebuilt.runs
    );
    if rebuilt.skipped.is_empty() {
        Ok(())
    } else {
        Err(format!(
            "{} file(s) are not listed (see above)",
            rebuilt.skipped.len()
        )
        .into())
    }
}

fn code_size(args: CodeSizeArgs) -> CliResult {
    use bencher::code_size::{measure_into, method, ProbeLink, Tools};
    let into = run_to_report(args.into.as_deref(), &args.results)?;
    let mut file = load(&into)?;
    let link_text = std::fs::read_to_string(&args.link)
        .map_err(|e| format!("{}: cannot read: {e}", args.link.display()))?;
    let link = ProbeLink::parse(&link_text).map_err(|e| format!("{}: {e}", args.link.display()))?;
    let scratch = tempfile::tempdir()?;
    let tools = Tools {
        link,
        wasm_opt: args.wasm_opt.clone(),
        scratch: scratch.path().to_owned(),
    };
    let jobs = args.jobs.unwrap_or_else(|| {
        std::thread::available_parallelism().map_or(1, std::num::NonZeroUsize::get)
    });
    let progress = indicatif::ProgressBar::new(0).with_style(
        indicatif::ProgressStyle::with_template("{bar:40} {pos}/{len} modules, {eta} left")
            .expect("a valid template"),
    );
    let missing = measure_into(&mut file, &tools, jobs, &progress)?;
    progress.finish_and_clear();
    file.code_size_method = Some(method(&args.wasm_opt));
    // The fields it adds are of this version.
    file.schema_version = schema::SCHEMA_VERSION;
    output::write_results(&into, &file)?;
    let measured = file
        .datasets
        .values()
        .flat_map(|dataset| dataset.crates.values())
        .filter(|figures| figures.code_size.is_some())
        .count();
    eprintln!("recorded {measured} code sizes in {}", into.display());
    for (crate_id, dataset) in missing {
        eprintln!("  {crate_id} on {dataset}: not in the wasm build (kept native)");
    }
    Ok(())
}

fn import(args: ImportArgs) -> CliResult {
    // Every file is read and named before the results directory is made: bad input writes
    // nothing.
    let imports = args
        .files
        .iter()
        .map(|path| Ok((path, load(path)?, import_name(path)?)))
        .collect::<CliResult<Vec<_>>>()?;
    output::prepare_results_dir(&args.output)?;
    for (path, results, name) in imports {
        let target = args.output.join(name);
        output::write_results(&target, &results)?;
        output::update_manifest(
            &args.output,
            schema::ManifestEntry::describe(name, &results),
        )?;
        eprintln!(
            "imported {} as {} ({})",
            path.display(),
            target.display(),
            schema::export::origin_label(&results.origin)
        );
    }
    Ok(())
}

/// The name an imported file keeps in the results directory: its own, which keeps addresses
/// that name the run (`?run=2023-9-6_12-8-26.json`) working.
fn import_name(path: &Path) -> CliResult<&str> {
    path.file_name()
        .and_then(|name| name.to_str())
        .filter(|name| {
            schema::validate::is_safe_file_name(name) && output::is_result_file_name(name)
        })
        .ok_or_else(|| {
            format!(
                "{}: not a plain `*.json` file name that a results directory can list",
                path.display()
            )
            .into()
        })
}

/// The newest wasm run `results` lists, for the README's first line about `reported`; `None`
/// without one. Its median crate's ratio to `reported` when both ran on one machine (CPU
/// model, cores and compiler alike: they differ in their build alone).
fn newest_wasm_run(results: &Path, reported: &ResultsFile) -> Option<WasmRun> {
    use bencher::report::compare::{self as report, NamedRun};
    let manifest = output::read_manifest(results).ok()?;
    let run = manifest.newest_wasm_run()?;
    let date = run.started_at.get(..10).unwrap_or(&run.started_at);
    let words = format!(
        "{} profile, run of {date}, {}",
        run.profile.as_deref().unwrap_or("unrecorded"),
        run.wasm.as_deref().unwrap_or_default()
    );
    let median_ratio = load(&results.join(&run.file)).ok().and_then(|wasm| {
        let differences =
            schema::results::machine_differences(&reported.environment, &wasm.environment);
        if differences
            .iter()
            .any(|difference| difference.what != "build")
        {
            return None;
        }
        let (native_name, wasm_name) = (String::from("native"), run.file.clone());
        let native = NamedRun {
            name: &native_name,
            file: reported,
        };
        let wasm = NamedRun {
            name: &wasm_name,
            file: &wasm,
        };
        let datasets = report::datasets_to_compare(&native, &wasm, None).ok()?;
        report::median_crate_ratio(&report::comparisons(&native, &wasm, &datasets))
    });
    Some(WasmRun {
        words,
        median_ratio,
    })
}

/// The run `bencher readme` reports (and `bencher code-size` measures): the one named, else the
/// one the site opens on (`Manifest::default_run`: the newest native run of this bencher, an
/// imported upstream file when the directory lists none).
fn run_to_report(run: Option<&Path>, results: &Path) -> CliResult<PathBuf> {
    if let Some(run) = run {
        return Ok(run.to_owned());
    }
    let manifest = output::read_manifest(results)?;
    let entry = manifest
        .default_run()
        .ok_or_else(|| format!("{}: index.json lists no runs", results.display()))?;
    Ok(results.join(&entry.file))
}

fn readme(args: ReadmeArgs) -> CliResult {
    let run = run_to_report(args.run.as_deref(), &args.results)?;
    let mut results = load(&run)?;
    bencher::crates::class_variants(&mut results);
    let options = bencher::report::readme::Options {
        include_other_work: args.all_variants,
        site_url: args.site_url.clone().or_else(pages_site),
        wasm_run: newest_wasm_run(&args.results, &results),
    };
    if let Some(dir) = &args.sample {
        let written =
            bencher::report::write_sample(dir, &results, &options).map_err(|e| e.to_string())?;
        eprintln!(
            "wrote a sample of {} into {} (README.md, {} pages and {} charts)",
            run.display(),
            dir.display(),
            written.pages.len(),
            written.charts.len()
        );
        return Ok(());
    }
    let charts = args.charts.unwrap_or_else(|| args.results.join("charts"));
    let pages = args.pages.unwrap_or_else(|| {
        args.readme
            .parent()
            .unwrap_or(Path::new(""))
            .join("docs")
            .join("results")
    });
    let targets = bencher::report::Targets {
        readme: args.readme.clone(),
        charts: charts.clone(),
        pages: pages.clone(),
    };
    let written = bencher::report::regenerate_readme(&targets, &results, &options)
        .map_err(|e| e.to_string())?;
    eprintln!(
        "{} {} from {} ({} charts in {}, {} pages in {})",
        if written.readme_changed {
            "updated"
        } else {
            "unchanged:"
        },
        args.readme.display(),
        run.display(),
        written.charts.len(),
        charts.display(),
        written.pages.len(),
        pages.display()
    );
    Ok(())
}

/// The GitHub Pages address of this repository, as the `pages` workflow deploys it
/// (`https://<owner>.github.io/<name>/`): from `$GITHUB_REPOSITORY` (set in GitHub Actions),
/// else from the `origin` remote's URL when it is on github.com.
fn pages_site() -> Option<String> {
    let slug = std::env::var("GITHUB_REPOSITORY").ok().or_else(|| {
        let output = std::process::Command::new("git")
            .args(["remote", "get-url", "origin"])
            .output()
            .ok()?;
        let url = String::from_utf8(output.stdout).ok()?;
        let url = url.trim();
        let path = url
            .strip_prefix("https://github.com/")
            .or_else(|| url.strip_prefix("git@github.com:"))?;
        Some(path.trim_end_matches(".git").to_owned())
    })?;
    let (owner, name) = slug.split_once('/')?;
    Some(format!(
        "https://{}.github.io/{name}/",
        owner.to_ascii_lowercase()
    ))
}

fn profile(suite: &dyn Suite, args: ProfileArgs) -> CliResult {
    let output = (!args.external).then(|| {
        args.output.clone().unwrap_or_else(|| {
            let variant = args
                .variant
                .as_deref()
                .map(|v| format!("-{v}"))
                .unwrap_or_default();
            PathBuf::from(format!(
                "flamegraph-{}-{}-{}{variant}.svg",
                args.dataset, args.crate_id, args.op
            ))
        })
    });
    let request = ProfileRequest {
        operation: args.op,
        variant: args.variant,
        duration: Duration::from_secs_f64(args.seconds),
        runs: args.runs,
        frequency: args.frequency,
        output,
    };
    let report = engine::run::profile(suite, &args.dataset, &args.crate_id, request)?;
    match &report.output {
        Some(svg) => eprintln!(
            "wrote {} ({} runs, {} samples)",
            svg.display(),
            report.runs,
            report.samples
        ),
        None => eprintln!("ran {} {} times", args.op, report.runs),
    }
    Ok(())
}

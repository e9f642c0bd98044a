//! A whole run: select crates and datasets, take this shard's share, measure with a progress
//! bar, and assemble the results file.

use crate::adapter::{Bench, Case, CrateMeta, VariantMeta};
use crate::datasets::UnknownDataset;
#[cfg(not(target_arch = "wasm32"))]
use crate::engine::counter::{Counter, NotUnderValgrind};
#[cfg(not(target_arch = "wasm32"))]
use crate::engine::heap;
use crate::engine::iterations::{self, IterationRow};
use crate::engine::measure::{collect_cases, Measurer, Rebuild};
use crate::engine::panics::Panic;
use crate::engine::prepare::{case_loop, Problem};
#[cfg(not(target_arch = "wasm32"))]
use crate::engine::profiling::{self, ProfileError, ProfileReport, ProfileRequest};
use crate::engine::rounds::{self, Pending, RoundsProgress};
use crate::engine::shard::{self, work_items, Selection, Shard};
use crate::engine::ProfileKind;
use indicatif::{ProgressBar, ProgressDrawTarget, ProgressStyle};
use schema::{display, Codec, CrateInfo, DatasetResults, Failure, ResultsFile};
use std::collections::BTreeMap;
use std::ops::RangeInclusive;
use std::time::Duration;
use web_time::{Instant, SystemTime};

/// Why a run could not start or finish. A crate that fails is not one: its failure is recorded
/// in the results, and the run goes on.
#[derive(Debug, thiserror::Error)]
pub enum RunError {
    /// `-s` or `-d` named crates or datasets this build does not have.
    #[error(
        "unknown {kind}{} {}; valid: {}",
        if unknown.len() > 1 { "s" } else { "" },
        unknown.join(", "),
        if valid.is_empty() { "none in this build".to_owned() } else { valid.join(", ") }
    )]
    UnknownNames {
        /// `crate` or `dataset`.
        kind: &'static str,
        /// The names not found.
        unknown: Vec<String>,
        /// The names this build has.
        valid: Vec<String>,
    },
    /// The build has no adapters.
    #[error("no crates selected (this build has no adapters)")]
    NoCrates,
    /// The selection holds no dataset.
    #[error("no datasets selected")]
    NoDatasets,
    /// `--shard K/N` with more shards than selected datasets.
    #[error(transparent)]
    EmptyShard(#[from] shard::EmptyShard),
    /// `--iterations 0`.
    #[error("--iterations must be at least 1")]
    ZeroIterations,
    /// `--rounds 0`.
    #[error("--rounds must be at least 1")]
    ZeroRounds,
    /// `--round K` beyond the run's rounds.
    #[error("--round {round} is not a round of this run: it has rounds 1 to {count}")]
    RoundOutOfRange {
        /// The round asked for.
        round: u32,
        /// The run's rounds.
        count: u32,
    },
    /// Criterion's output directory could not be created.
    #[error("cannot create criterion's output directory: {0}")]
    CriterionDirectory(std::io::Error),
    /// The instruction counter could not be set up (`--instructions`).
    #[cfg(not(target_arch = "wasm32"))]
    #[error(transparent)]
    Counter(NotUnderValgrind),
}

/// Where the engine gets its crates and datasets from (the registry, or a test's toy suite).
pub trait Suite {
    /// Every crate available, in display order.
    fn crates(&self) -> Vec<CrateMeta>;

    /// Every dataset name, in display order.
    fn datasets(&self) -> Vec<&'static str>;

    /// Generates `dataset` and calls [`Session::run_crate`] once for each of `crate_ids` (in
    /// that order) with that crate's adapter. An error means the dataset itself could not be
    /// produced; it is recorded against every crate of the call.
    /// The adapters and the data must live as long as the session (`'s`): the session keeps
    /// every crate's cases until its rounds have timed them all.
    fn visit<'s>(
        &'s self,
        dataset: &str,
        crate_ids: &[&str],
        session: &mut Session<'s>,
    ) -> Result<(), DatasetError>;
}

/// Why a [`Suite`] could not produce a dataset for the crates of a visit.
#[derive(Clone, Debug, thiserror::Error)]
pub enum DatasetError {
    /// Generating the data panicked.
    #[error("generating panicked: {0}")]
    Panicked(Panic),
    /// The suite has no dataset of this name.
    #[error(transparent)]
    Unknown(#[from] UnknownDataset),
    /// The suite has no crate of this id.
    #[error("no adapter `{0}` in this build")]
    UnknownCrate(String),
}

/// Hands `session` one crate's adapter on one dataset: the helper a [`Suite::visit`] calls.
pub fn visit_crate<'s, T: PartialEq>(
    session: &mut Session<'s>,
    dataset: &str,
    meta: &CrateMeta,
    bench: &'s dyn Bench<T>,
    data: &'s T,
) {
    session.run_crate(dataset, meta, bench, data);
}

/// What to measure and how.
#[derive(Clone, Debug)]
pub struct RunOptions {
    /// Measurement profile (ignored in fixed-iteration mode).
    pub profile: ProfileKind,
    /// Fixed-iteration mode: N serialize + N deserialize runs per crate, no criterion.
    pub iterations: Option<u64>,
    /// Crate ids to run; `None` = all.
    pub crates: Option<Vec<String>>,
    /// Dataset names to run; `None` = all (fixed-iteration mode: `record`).
    pub datasets: Option<Vec<String>>,
    /// This run's share of the work.
    pub shard: Option<Shard>,
    /// Codecs measured on every buffer.
    pub codecs: Vec<Codec>,
    /// Rounds of timings; `None` = the profile's ([`ProfileKind::rounds`]).
    pub rounds: Option<u32>,
    /// Seed of the rounds' order; `None` = a fresh one (recorded either way).
    pub seed: Option<u64>,
    /// Time only this round of the run's rounds (from 1): a run measured as one process per
    /// round, whose files `bencher merge` joins. `None` = every round.
    pub round: Option<u32>,
    /// The command line, recorded in the results.
    pub args: Vec<String>,
    /// How progress is shown on stderr.
    pub progress: Progress,
    /// The counting mode of [`crate::engine::instructions`] (a process under callgrind):
    /// count instead of timing, reading callgrind's dumps from this directory.
    pub count_instructions_in: Option<std::path::PathBuf>,
}

/// How a run shows its progress on stderr.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Progress {
    /// A progress bar with ETA (for a terminal).
    Bar,
    /// One line per finished crate × dataset, with ETA (for logs, e.g. CI).
    Lines,
    /// Nothing but failures.
    Hidden,
    /// A line as each step starts (generating, checking, each timing), then as
    /// [`Progress::Lines`]: for a host that must know the step a run died in (a panic aborts a
    /// run in wasm).
    Steps,
}

/// What a run produced.
pub struct RunOutcome {
    /// The results, ready to store.
    pub results: ResultsFile,
    /// Fixed-iteration mode only: one row per crate, in run order.
    pub rows: Vec<IterationRow>,
}

/// Resolves `-s` and `-d` names; unknown names are an error listing the valid ones.
pub fn select(suite: &dyn Suite, options: &RunOptions) -> Result<Selection, RunError> {
    let all_crates = suite.crates();
    let all_datasets = suite.datasets();
    let crates = match &options.crates {
        None => all_crates.clone(),
        Some(names) => {
            let ids: Vec<&str> = all_crates.iter().map(|c| c.id).collect();
            check_names("crate", names, &ids)?;
            all_crates
                .iter()
                .filter(|c| names.iter().any(|n| n == c.id))
                .copied()
                .collect()
        }
    };
    let default_datasets = options.iterations.map(|_| vec!["record".to_owned()]);
    let datasets = match options.datasets.as_ref().or(default_datasets.as_ref()) {
        None => all_datasets.clone(),
        Some(names) => {
            check_names("dataset", names, &all_datasets)?;
            all_datasets
                .iter()
                .filter(|d| names.iter().any(|n| n == *d))
                .copied()
                .collect()
        }
    };
    if crates.is_empty() {
        return Err(RunError::NoCrates);
    }
    if datasets.is_empty() {
        return Err(RunError::NoDatasets);
    }
    Ok(Selection { crates, datasets })
}

fn check_names(kind: &'static str, names: &[String], valid: &[&str]) -> Result<(), RunError> {
    let unknown: Vec<String> = names
        .iter()
        .filter(|n| !valid.contains(&n.as_str()))
        .cloned()
        .collect();
    if unknown.is_empty() {
        Ok(())
    } else {
        Err(RunError::UnknownNames {
            kind,
            unknown,
            valid: valid.iter().map(|v| (*v).to_owned()).collect(),
        })
    }
}

enum Mode {
    Measure(Box<Measurer>),
    Iterations(u64),
    #[cfg(not(target_arch = "wasm32"))]
    Profile(Box<ProfileRequest>),
    #[cfg(not(target_arch = "wasm32"))]
    Count(Box<Counter>),
}

/// The state of a run in progress; [`Suite::visit`] feeds it crates. `'s` is how long the
/// suite's adapters and data live: a measuring session keeps every crate's cases until the
/// rounds time them all.
pub struct Session<'s> {
    mode: Mode,
    metas: &'s [CrateMeta],
    pending: Vec<Pending<'s>>,
    crates: BTreeMap<String, CrateInfo>,
    datasets: BTreeMap<String, DatasetResults>,
    failures: Vec<Failure>,
    rows: Vec<IterationRow>,
    #[cfg(not(target_arch = "wasm32"))]
    profile: Option<Result<ProfileReport, ProfileError>>,
    progress: ProgressBar,
    lines: bool,
    steps: bool,
    log: Box<dyn FnMut(&str) + 's>,
}

impl<'s> Session<'s> {
    fn new(mode: Mode, metas: &'s [CrateMeta], progress: ProgressBar) -> Self {
        Self {
            mode,
            metas,
            pending: Vec::new(),
            crates: BTreeMap::new(),
            datasets: BTreeMap::new(),
            failures: Vec::new(),
            rows: Vec::new(),
            #[cfg(not(target_arch = "wasm32"))]
            profile: None,
            progress,
            lines: false,
            steps: false,
            log: Box::new(|line| eprintln!("{line}")),
        }
    }

    /// Shows what the run does now; in step mode, logs it too.
    fn status(&mut self, message: String) {
        if self.steps {
            (self.log)(&message);
        }
        self.progress.set_message(message);
    }

    /// Prints `line` above the bar, or logs it when no bar is drawn.
    fn println(&mut self, line: String) {
        if self.progress.is_hidden() || self.lines {
            (self.log)(&line);
        } else {
            self.progress.println(line);
        }
    }

    /// Counts `items` finished work items; in line mode, logs the item and the ETA.
    fn advance(&mut self, items: u64, what: &str) {
        self.progress.inc(items);
        if self.lines {
            let (done, total) = (
                self.progress.position(),
                self.progress.length().unwrap_or(0),
            );
            (self.log)(&format!(
                "[{done}/{total}] {what} ({:.0} s elapsed, ETA {:.0} s)",
                self.progress.elapsed().as_secs_f64(),
                self.progress.eta().as_secs_f64()
            ));
        }
    }

    /// Measures one crate on one dataset, given its adapter, and records its figures and
    /// failures (a panic while the adapter registers its cases is one of them, and so is a
    /// dataset the crate is not measured on, [`Bench::unsupported`]). A measuring session
    /// checks the cases and takes the untimed figures now, and keeps the crate for the rounds
    /// that time every crate together, which build its cases afresh from `bench` for each
    /// timing. A counting session registers the cases in the fork that counts the crate
    /// ([`Counter::count`]): what an adapter's registration leaves in the allocator (fory's
    /// varies from run to run) would otherwise reach every crate counted after it.
    pub fn run_crate<T: PartialEq>(
        &mut self,
        dataset: &str,
        meta: &CrateMeta,
        bench: &'s dyn Bench<T>,
        data: &'s T,
    ) {
        if let Some(reason) = bench.unsupported() {
            return self.skip_crate(dataset, meta, Problem::unsupported(reason));
        }
        let prefix = format!("{dataset} / {}", meta.id);
        self.status(prefix.clone());
        self.describe(meta);
        let variants = meta.variants;
        let (results, problems) = match &mut self.mode {
            #[cfg(not(target_arch = "wasm32"))]
            Mode::Count(counter) => counter.count(
                meta.id,
                || register(bench, data, variants).unwrap_or_else(|p| (Vec::new(), vec![p])),
                data,
            ),
            Mode::Measure(measurer) => match register(bench, data, variants) {
                Err(problem) => (None, vec![problem]),
                Ok((cases, mut problems)) => {
                    // Fields, not `status`: the measurer borrows the mode.
                    let checking = format!("{prefix}: checking round trips");
                    if self.steps {
                        (self.log)(&checking);
                    }
                    self.progress.set_message(checking);
                    let rebuild: Rebuild<'s> = Box::new(move || {
                        let cases =
                            collect_cases(bench, data).map_err(|problem| problem.message)?;
                        let (cases, _) = declared_cases(variants, cases);
                        Ok(cases.into_iter().map(case_loop).collect())
                    });
                    let mut krate = measurer.prepare(cases, data, Some(rebuild));
                    problems.extend(krate.take_problems());
                    self.pending.push(Pending {
                        dataset: dataset.to_owned(),
                        crate_id: meta.id,
                        krate,
                    });
                    (None, problems)
                }
            },
            Mode::Iterations(n) => match register(bench, data, variants) {
                Err(problem) => (None, vec![problem]),
                Ok((cases, mut problems)) => {
                    let (outcome, more) = iterations::run(cases, data, *n);
                    problems.extend(more);
                    let results = outcome.map(|(time, size, results)| {
                        self.rows.push(IterationRow {
                            serializer: meta.id.to_owned(),
                            version: meta.version.to_owned(),
                            iterations: *n,
                            size,
                            time,
                        });
                        results
                    });
                    (results, problems)
                }
            },
            #[cfg(not(target_arch = "wasm32"))]
            Mode::Profile(request) => match register(bench, data, variants) {
                Err(problem) => (None, vec![problem]),
                Ok((cases, problems)) => {
                    self.profile = Some(profiling::profile(cases, data, request));
                    (None, problems)
                }
            },
        };
        if let Some(results) = results {
            self.datasets
                .entry(dataset.to_owned())
                .or_default()
                .crates
                .insert(meta.id.to_owned(), results);
        }
        self.record_problems(dataset, meta.id, problems);
        self.advance(1, &prefix);
    }

    /// Adds `meta` to the crates the results describe (once).
    fn describe(&mut self, meta: &CrateMeta) {
        self.crates
            .entry(meta.id.to_owned())
            .or_insert_with(|| crate_info(meta));
    }

    /// Records `problem` as the reason `meta` has no figures on `dataset`.
    pub fn skip_crate(&mut self, dataset: &str, meta: &CrateMeta, problem: Problem) {
        self.describe(meta);
        self.record_problems(dataset, meta.id, vec![problem]);
        self.advance(1, &format!("{dataset} / {}", meta.id));
    }

    fn record_problems(&mut self, dataset: &str, crate_id: &str, problems: Vec<Problem>) {
        for problem in problems {
            let line = format!(
                "failure: {dataset} / {crate_id}: {}: {}",
                problem.operation, problem.message
            );
            self.println(line);
            self.failures.push(Failure {
                crate_id: crate_id.to_owned(),
                dataset: dataset.to_owned(),
                operation: problem.operation,
                message: problem.message,
            });
        }
    }

    /// Times every pending crate's cases in the rounds `timed` of `rounds`, and files the
    /// crates' figures and failures.
    fn time_pending(&mut self, rounds: schema::Rounds, timed: RangeInclusive<u32>) {
        let Mode::Measure(measurer) = &mut self.mode else {
            unreachable!("only a measuring session has pending crates")
        };
        let mut pending = std::mem::take(&mut self.pending);
        let cases = rounds::timings(&pending).len() as u64 * timed.clone().count() as u64;
        self.progress.set_length(cases);
        self.progress.set_position(0);
        self.progress.reset_eta();
        let mut progress = TimingProgress {
            bar: &self.progress,
            lines: self.lines,
            steps: self.steps,
            log: &mut self.log,
            count: rounds.count,
            logged_percent: 0,
        };
        let outcome =
            rounds::time_in_rounds(measurer, &mut pending, timed, rounds.seed, &mut progress);
        for line in time_spent_summary(&pending, &outcome.spent) {
            self.println(line);
        }
        for (index, problem) in outcome.problems {
            let p = &pending[index];
            let (dataset, crate_id) = (p.dataset.clone(), p.crate_id);
            self.record_problems(&dataset, crate_id, vec![problem]);
        }
        for p in pending {
            if p.krate.measured_anything() {
                self.datasets
                    .entry(p.dataset)
                    .or_default()
                    .crates
                    .insert(p.crate_id.to_owned(), p.krate.results);
            }
        }
    }

    /// Metadata of a selected crate, for a suite that needs to look it up.
    pub fn crate_meta(&self, id: &str) -> Option<&CrateMeta> {
        self.metas.iter().find(|m| m.id == id)
    }

    /// The run's outcome: its results file, from what the session gathered and the run's
    /// record, and the fixed-iteration mode's rows.
    fn outcome(
        self,
        (run_info, environment): (schema::RunInfo, schema::Environment),
    ) -> RunOutcome {
        let mut results = ResultsFile {
            crates: self.crates,
            datasets: self.datasets,
            failures: self.failures,
            ..ResultsFile::new(schema::Origin::Bencher, run_info, environment)
        };
        results.run.median_relative_ci_half_width =
            schema::stats::Precision::of(results.timings()).half_width;
        RunOutcome {
            results,
            rows: self.rows,
        }
    }
}

/// The rounds' progress on the run's bar (line mode: a line per percent).
struct TimingProgress<'b, 's> {
    bar: &'b ProgressBar,
    lines: bool,
    steps: bool,
    log: &'b mut Box<dyn FnMut(&str) + 's>,
    count: u32,
    logged_percent: u64,
}

impl RoundsProgress for TimingProgress<'_, '_> {
    fn starting(&mut self, round: u32, dataset: &str, crate_id: &str, what: &str) {
        let message = format!(
            "round {round}/{}: {dataset} / {crate_id}: {what}",
            self.count
        );
        if self.steps {
            (self.log)(&message);
        }
        self.bar.set_message(message);
    }

    fn finished(&mut self) {
        self.bar.inc(1);
        if !self.lines {
            return;
        }
        let (done, total) = (self.bar.position(), self.bar.length().unwrap_or(0).max(1));
        let percent = done * 100 / total;
        if percent > self.logged_percent {
            self.logged_percent = percent;
            (self.log)(&format!(
                "[{done}/{total} timings, {percent}%] {} ({:.0} s elapsed, ETA {:.0} s)",
                self.bar.message(),
                self.bar.elapsed().as_secs_f64(),
                self.bar.eta().as_secs_f64()
            ));
        }
    }
}

/// Where the rounds' wall time went, for whoever keeps a profile within its time budget: the
/// total for the crates' operations and for the codecs, then the crates and the cases that
/// took longest.
fn time_spent_summary(pending: &[Pending<'_>], spent: &[rounds::CaseTime]) -> Vec<String> {
    const SHOWN: usize = 5;
    let seconds = |d: Duration| display::duration_ns(d.as_secs_f64() * 1e9);
    let total = |codec: bool| -> (Duration, usize, usize) {
        let timings = spent.iter().filter(|c| c.codec == codec);
        (
            timings.clone().map(|c| c.spent).sum(),
            timings.clone().count(),
            timings.map(|c| c.cases).sum(),
        )
    };
    let ((operations, operation_cases, _), (codecs, codec_timings, codec_cases)) =
        (total(false), total(true));
    let mut by_crate: BTreeMap<&str, Duration> = BTreeMap::new();
    for case in spent {
        *by_crate
            .entry(pending[case.crate_index].crate_id)
            .or_default() += case.spent;
    }
    let mut by_crate: Vec<_> = by_crate.into_iter().collect();
    by_crate.sort_by_key(|&(_, spent)| std::cmp::Reverse(spent));
    let mut by_case: Vec<&rounds::CaseTime> = spent.iter().collect();
    by_case.sort_by_key(|case| std::cmp::Reverse(case.spent));
    let crates = by_crate
        .iter()
        .take(SHOWN)
        .map(|(id, d)| format!("{id} {}", seconds(*d)))
        .collect::<Vec<_>>();
    let cases = by_case
        .iter()
        .take(SHOWN)
        .map(|c| {
            let p = &pending[c.crate_index];
            format!(
                "{} / {}: {} {}",
                p.dataset,
                p.crate_id,
                c.label,
                seconds(c.spent)
            )
        })
        .collect::<Vec<_>>();
    vec![
        format!(
            "timing took {}: the crates' operations {} ({operation_cases} cases), codecs {} \
             ({codec_timings} timings for {codec_cases} cases: crates with the same bytes \
             share one), every round included",
            seconds(operations + codecs),
            seconds(operations),
            seconds(codecs),
        ),
        format!("longest crates: {}", crates.join(", ")),
        format!("longest cases: {}", cases.join(", ")),
    ]
}

/// Splits off cases whose variant the crate's metadata does not declare: result files only
/// hold explained variants, so such a case is reported instead of measured.
fn declared_cases<'a, T>(
    variants: &[VariantMeta],
    cases: Vec<Case<'a, T>>,
) -> (Vec<Case<'a, T>>, Vec<Problem>) {
    let mut problems = Vec::new();
    let cases = cases
        .into_iter()
        .filter(|case| match case.variant {
            Some(v) if !variants.iter().any(|variant| variant.name == v) => {
                problems.push(Problem::new(
                    case.kind.operation().name(),
                    case.variant,
                    "not declared in the adapter's `CrateMeta::variants`; not measured",
                ));
                false
            }
            _ => true,
        })
        .collect();
    (cases, problems)
}

/// The cases `bench` registers on `data` that `variants` declares, with a problem for each
/// undeclared variant's case; the problem of a panic while registering, which leaves none.
fn register<'a, T>(
    bench: &'a dyn Bench<T>,
    data: &'a T,
    variants: &[VariantMeta],
) -> Result<(Vec<Case<'a, T>>, Vec<Problem>), Problem> {
    collect_cases(bench, data).map(|cases| declared_cases(variants, cases))
}

fn crate_info(meta: &CrateMeta) -> CrateInfo {
    CrateInfo {
        name: meta.name.to_owned(),
        version: meta.version.to_owned(),
        family: Some(meta.family.to_owned()),
        zero_copy: meta.zero_copy,
        variants: meta
            .variants
            .iter()
            .map(|variant| (variant.name.to_owned(), variant.about.to_owned()))
            .collect(),
        work: meta
            .variants
            .iter()
            .map(|variant| (variant.name.to_owned(), variant.work()))
            .collect(),
    }
}

/// The rounds a run of `count` rounds times: all of them, or round `only` alone.
fn rounds_to_time(count: u32, only: Option<u32>) -> Result<RangeInclusive<u32>, RunError> {
    match only {
        _ if count == 0 => Err(RunError::ZeroRounds),
        Some(round) if !(1..=count).contains(&round) => {
            Err(RunError::RoundOutOfRange { round, count })
        }
        Some(round) => Ok(round..=round),
        None => Ok(1..=count),
    }
}

/// Runs the selected work and assembles the results (not stored: see
/// [`crate::output::store_run`]); progress lines and failures go to stderr.
pub fn run(suite: &dyn Suite, options: &RunOptions) -> Result<RunOutcome, RunError> {
    run_logged(suite, options, Box::new(|line| eprintln!("{line}")))
}

/// [`run`], its progress lines and failures given to `log` (a browser has no stderr).
pub fn run_logged<'s>(
    suite: &'s dyn Suite,
    options: &RunOptions,
    log: Box<dyn FnMut(&str) + 's>,
) -> Result<RunOutcome, RunError> {
    let selection = select(suite, options)?;
    shard::check_not_empty(&selection, options.shard)?;
    let rounds_count = options.rounds.unwrap_or(options.profile.rounds());
    let timed_rounds = rounds_to_time(rounds_count, options.round)?;
    let items = work_items(&selection, options.shard);
    let started = SystemTime::now();
    let clock = Instant::now();
    let at_start = AtStart::read(options);
    let mode = mode(options)?;
    let mut session = Session::new(
        mode,
        &selection.crates,
        progress_bar(options.progress, items.len()),
    );
    session.lines = matches!(options.progress, Progress::Lines | Progress::Steps);
    session.steps = options.progress == Progress::Steps;
    session.log = log;
    for &dataset in &selection.datasets {
        let ids: Vec<&str> = items
            .iter()
            .filter(|(d, _)| *d == dataset)
            .map(|(_, c)| *c)
            .collect();
        if !ids.is_empty() {
            visit_dataset(suite, &mut session, dataset, &ids);
        }
    }
    let rounds = if matches!(session.mode, Mode::Measure(_)) {
        let rounds = schema::Rounds {
            count: rounds_count,
            seed: options.seed.unwrap_or_else(crate::environment::fresh_seed),
            round: options.round,
        };
        session.time_pending(rounds, timed_rounds);
        Some(rounds)
    } else {
        None
    };
    session.progress.finish_and_clear();
    let record = at_start.record(options, started, clock, rounds);
    Ok(session.outcome(record))
}

/// What a run reads of its machine as it starts: the CPU times its machine load is measured
/// from, and the machine and the commit it runs.
///
/// A counting child reads its machine only after its crates: the text read (clock speeds,
/// CPU times) differs from run to run, and what reading it leaves in the allocator would
/// reach every count. Its machine load is the parent's to record.
struct AtStart {
    cpu: Option<crate::environment::CpuTimes>,
    machine: Option<(schema::Environment, Option<String>)>,
}

impl AtStart {
    fn read(options: &RunOptions) -> Self {
        let counting = options.count_instructions_in.is_some();
        Self {
            cpu: if counting {
                None
            } else {
                crate::environment::CpuTimes::now()
            },
            machine: (!counting).then(|| {
                (
                    crate::environment::capture(),
                    crate::environment::git_commit(),
                )
            }),
        }
    }

    /// The run's record, at its end, of a run started at `started` (`clock`) with this
    /// machine: the machine read now by a counting child, and the load since the start.
    fn record(
        self,
        options: &RunOptions,
        started: SystemTime,
        clock: Instant,
        rounds: Option<schema::Rounds>,
    ) -> (schema::RunInfo, schema::Environment) {
        let (environment, git_commit) = self.machine.unwrap_or_else(|| {
            (
                crate::environment::capture(),
                crate::environment::git_commit(),
            )
        });
        let finished = SystemTime::now();
        let run_info = schema::RunInfo {
            started_at: crate::environment::rfc3339(started),
            finished_at: Some(crate::environment::rfc3339(finished)),
            bencher_version: Some(env!("CARGO_PKG_VERSION").to_owned()),
            git_commit,
            args: options.args.clone(),
            profile: match options.iterations {
                Some(n) => Some(schema::Profile::Iterations(n)),
                None => options.profile.recorded(),
            },
            wall_time_seconds: Some(clock.elapsed().as_secs_f64()),
            median_relative_ci_half_width: None,
            machine_load: self
                .cpu
                .and_then(|start| crate::environment::CpuTimes::now()?.load_since(&start)),
            rounds,
        };
        (run_info, environment)
    }
}

/// How the session takes each crate the options select: timed, run a fixed number of times,
/// or counted by a counting child.
fn mode(options: &RunOptions) -> Result<Mode, RunError> {
    #[cfg(not(target_arch = "wasm32"))]
    if options.count_instructions_in.is_none() {
        heap::hold();
    }
    Ok(match options.iterations {
        Some(0) => return Err(RunError::ZeroIterations),
        Some(n) => Mode::Iterations(n),
        #[cfg(not(target_arch = "wasm32"))]
        None if options.count_instructions_in.is_some() => Mode::Count(Box::new(
            Counter::new(
                options.count_instructions_in.clone().unwrap_or_default(),
                options.codecs.clone(),
            )
            .map_err(RunError::Counter)?,
        )),
        None => Mode::Measure(Box::new(
            Measurer::new(options.profile.settings(), options.codecs.clone())
                .map_err(RunError::CriterionDirectory)?,
        )),
    })
}

/// The run's progress bar over `items` work items: drawn on stderr, or hidden (still counting:
/// line mode reads its position and ETA).
fn progress_bar(progress: Progress, items: usize) -> ProgressBar {
    if progress != Progress::Bar {
        return ProgressBar::with_draw_target(Some(items as u64), ProgressDrawTarget::hidden());
    }
    let bar = ProgressBar::with_draw_target(Some(items as u64), ProgressDrawTarget::stderr());
    bar.set_style(
        ProgressStyle::with_template(
            "{elapsed_precise} [{bar:30}] {pos}/{len} ETA {eta_precise} {wide_msg}",
        )
        .expect("valid template")
        .progress_chars("=> "),
    );
    bar
}

/// Hands the session the crates `ids` on `dataset`; a dataset the suite cannot produce is a
/// failure of each of them.
fn visit_dataset<'s>(
    suite: &'s dyn Suite,
    session: &mut Session<'s>,
    dataset: &'static str,
    ids: &[&str],
) {
    session.status(format!("{dataset}: generating"));
    let before = session.progress.position();
    if let Err(message) = suite.visit(dataset, ids, session) {
        for id in ids {
            session.record_problems(
                dataset,
                id,
                vec![Problem::new(
                    "dataset",
                    None,
                    format!("cannot produce the dataset: {message}"),
                )],
            );
        }
        // Keep the bar's count honest for the crates that never ran.
        let done = session.progress.position() - before;
        session.advance((ids.len() as u64).saturating_sub(done), dataset);
    }
}

/// Why [`profile`] took no profile.
#[cfg(not(target_arch = "wasm32"))]
#[derive(Debug, thiserror::Error)]
pub enum ProfileRunError {
    /// The crate or the dataset is not in this build.
    #[error(transparent)]
    Select(#[from] RunError),
    /// The dataset could not be produced.
    #[error(transparent)]
    Dataset(#[from] DatasetError),
    /// The crate failed on the dataset before its case could run (its cases panicked, or it
    /// is not measured on this dataset).
    #[error("{operation}: {message}")]
    Failed {
        /// What failed, as a run records it (`cases`, `unsupported`, …).
        operation: String,
        /// Why.
        message: String,
    },
    /// The suite never handed the session the crate.
    #[error("the crate was not run")]
    NotRun,
    /// The case itself could not be profiled.
    #[error(transparent)]
    Profile(#[from] ProfileError),
}

/// Profiles one crate × dataset × operation (see [`profiling`]). Unknown names are an
/// error listing the valid ones.
#[cfg(not(target_arch = "wasm32"))]
pub fn profile(
    suite: &dyn Suite,
    dataset: &str,
    crate_id: &str,
    request: ProfileRequest,
) -> Result<ProfileReport, ProfileRunError> {
    let options = RunOptions {
        profile: ProfileKind::Quick,
        iterations: None,
        crates: Some(vec![crate_id.to_owned()]),
        datasets: Some(vec![dataset.to_owned()]),
        shard: None,
        codecs: Vec::new(),
        rounds: None,
        seed: None,
        round: None,
        args: Vec::new(),
        progress: Progress::Hidden,
        count_instructions_in: None,
    };
    let selection = select(suite, &options)?;
    heap::hold();
    let mut session = Session::new(
        Mode::Profile(Box::new(request)),
        &selection.crates,
        ProgressBar::hidden(),
    );
    suite.visit(
        selection.datasets[0],
        &[selection.crates[0].id],
        &mut session,
    )?;
    if let Some(failure) = session.failures.first() {
        return Err(ProfileRunError::Failed {
            operation: failure.operation.clone(),
            message: failure.message.clone(),
        });
    }
    match session.profile {
        Some(profile) => Ok(profile?),
        None => Err(ProfileRunError::NotRun),
    }
}

//! `bencher merge`: the union of result files, typically the shards of one run.
//!
//! Shards partition datasets, so a (dataset, crate) pair present in two files is either the
//! same figures twice (accepted) or a conflict (an error: merging would have to drop a
//! measurement). Crate descriptions must agree, and so must the profile and the commit built.
//!
//! Shards may run on different machines (GitHub's runners are of several CPU models): a
//! ranking compares the crates of one dataset, so what must not differ is the machine of one
//! dataset. A dataset present in two files measured on different machines (CPU model, cores,
//! compiler, build: [`schema::machine_differences`]) is refused, naming the dataset
//! and both machines; otherwise the merged file's environment is the first file's, and each
//! dataset measured on another machine has its own in `dataset_environments`.
//!
//! An instructions-only file (`bencher run --instructions-only`) merges into the timed files'
//! crates: instruction counts do not depend on the CPU model, so it may come from any machine
//! of the same architecture, compiler, build and Valgrind as the counts merged before it
//! ([`schema::counting_differences`]), and the merged file keeps that machine apart from the
//! times' as its `counting_environment`.
//!
//! The merged run starts at the earliest start, finishes at the latest finish, and its wall
//! time is the time during which some shard was measuring: the longest shard's for shards run
//! side by side, their sum for shards run one after another (sessions apart, the pauses
//! between them not counted). Its machine load is the busiest shard's.

use schema::{CodecFigures, CrateResults, Environment, Profile, ResultsFile, Timing, Variants};
use std::collections::{BTreeMap, BTreeSet};

/// Why files cannot be merged. Each message names the file that could not join and the files
/// merged before it (`earlier`).
#[derive(Debug, thiserror::Error)]
pub enum MergeError {
    /// No file was given.
    #[error("nothing to merge")]
    Nothing,
    /// The files are of different schema versions.
    #[error("{file}: schema version {found} differs from {expected} in {earlier}")]
    SchemaVersion {
        /// The file that could not join.
        file: String,
        /// Its schema version.
        found: u32,
        /// The earlier files' version.
        expected: u32,
        /// The files merged before it, joined by `, `.
        earlier: String,
    },
    /// One file is ours and another upstream's, or of another upstream layout.
    #[error("{file}: origin differs from {earlier}")]
    Origin {
        /// The file that could not join.
        file: String,
        /// The files merged before it.
        earlier: String,
    },
    /// The runs used different profiles.
    #[error("{file}: profile {found:?} differs from {expected:?} in {earlier}")]
    Profile {
        /// The file that could not join.
        file: String,
        /// Its profile.
        found: Option<Profile>,
        /// The earlier files' profile.
        expected: Option<Profile>,
        /// The files merged before it.
        earlier: String,
    },
    /// A crate is described differently (another version, name or family).
    #[error("{file}: crate `{crate_id}` is described differently (version {found} vs {expected}) in {earlier}")]
    CrateDescription {
        /// The file that could not join.
        file: String,
        /// The crate.
        crate_id: String,
        /// The crate's version in the file.
        found: String,
        /// Its version in the earlier files.
        expected: String,
        /// The files merged before it.
        earlier: String,
    },
    /// Two files hold different figures of one crate on one dataset.
    #[error("{file}: `{crate_id}` on `{dataset}` conflicts with the figures in {earlier}")]
    ConflictingFigures {
        /// The file that could not join.
        file: String,
        /// The crate.
        crate_id: String,
        /// The dataset.
        dataset: String,
        /// The files merged before it.
        earlier: String,
    },
    /// The runs' bencher was built from different commits.
    #[error("{file}: built from commit {found:?}, but {earlier} from {expected:?}")]
    Commit {
        /// The file that could not join.
        file: String,
        /// Its commit.
        found: Option<String>,
        /// The earlier files' commit.
        expected: Option<String>,
        /// The files merged before it.
        earlier: String,
    },
    /// One dataset was measured on two machines.
    #[error(transparent)]
    SplitDataset(Box<SplitDataset>),
    /// A run's one-round files (`bencher run --round`) do not hold each of its rounds once.
    #[error(
        "{files}: the files of one round each (seed {seed}) should hold rounds 1 to {count} once \
         each, but hold rounds {found}"
    )]
    Rounds {
        /// The files of the run, joined by `, `.
        files: String,
        /// The run's seed.
        seed: u64,
        /// Its rounds.
        count: u32,
        /// The rounds the files hold, in order, joined by `, `.
        found: String,
    },
    /// Instructions were counted by builds that do not compare.
    #[error(
        "{file}: instructions counted with {} {}, but in {earlier} with {} {}: counts compare \
         only between builds of one architecture, compiler, target and Valgrind",
        difference.what, difference.second, difference.what, difference.first
    )]
    CountingMachine {
        /// The file that could not join.
        file: String,
        /// What differs, the earlier counts' value first.
        difference: Box<schema::MachineDifference>,
        /// The files merged before it.
        earlier: String,
    },
}

/// A dataset measured on one machine in a file and on another in the files merged before it:
/// a dataset's crates rank against each other, so they must share a machine.
#[derive(Debug, thiserror::Error)]
#[error(
    "{file}: dataset `{dataset}` measured with {what} {second}, but in {earlier} with {what} \
     {first}: a dataset's crates rank against each other, so all of them must be measured on \
     one machine (shard by dataset: `--shard K/N` or `-d`)"
)]
pub struct SplitDataset {
    /// The file that could not join.
    pub file: String,
    /// The dataset.
    pub dataset: String,
    /// What differs (`CPU`, `core count`, …).
    pub what: String,
    /// The earlier files' value.
    pub first: String,
    /// The file's value.
    pub second: String,
    /// The files merged before it.
    pub earlier: String,
}

/// Merges `files` (name, contents) in order, the timed files before the instructions-only
/// ones, whose counts join the timed crates. The files of one round each
/// ([`schema::Rounds::round`]) of one run are first joined into that run ([`join_rounds`]).
/// Errors name the files and the conflicting item.
pub fn merge(files: Vec<(String, ResultsFile)>) -> Result<ResultsFile, MergeError> {
    let (mut counts, mut timed): (Vec<_>, Vec<_>) =
        files.into_iter().partition(|(_, file)| file.counts_only());
    if timed.is_empty() {
        // Counts alone merge as any files do, each dataset's on its own machine.
        timed = std::mem::take(&mut counts);
    }
    let spans: Option<Vec<(f64, f64)>> =
        timed.iter().map(|(_, file)| measuring_span(file)).collect();
    let timed = join_rounds(timed)?;
    let mut timed = timed.into_iter();
    let (first_name, mut merged) = timed.next().ok_or(MergeError::Nothing)?;
    let mut names = vec![first_name];
    for (name, file) in timed {
        merge_one(&mut merged, &names, &name, file)?;
        names.push(name);
    }
    for (name, file) in counts {
        merge_counts(&mut merged, &names, &name, file)?;
        names.push(name);
    }
    merged.run.median_relative_ci_half_width =
        schema::stats::Precision::of(merged.timings()).half_width;
    // Unknown when a file does not say when and how long it measured.
    merged.run.wall_time_seconds = spans.map(busy_seconds);
    Ok(merged)
}

/// Joins each run's files of one round each (`bencher run --round K`, [`schema::Rounds::round`])
/// into one file of that run's rounds, as if one process had timed them all: each timing is
/// [`schema::stats::combine_rounds`] of its rounds, in round order. The files of one run share
/// its seed, its round count and their datasets, and must hold each round once. A case that
/// failed in some round has no figure (the failure is that round's); the untimed figures
/// (sizes, which must agree, allocations, instruction counts) are round 1's. Other files pass
/// through unchanged, in their order; a joined run takes its first round's place, named by its
/// files. Its wall time is the rounds' sum: [`merge`] takes the run's measuring spans from
/// the rounds' files.
pub fn join_rounds(
    files: Vec<(String, ResultsFile)>,
) -> Result<Vec<(String, ResultsFile)>, MergeError> {
    type RunKey = (u64, u32, Vec<String>);
    let mut runs: BTreeMap<RunKey, Vec<(u32, String, ResultsFile)>> = BTreeMap::new();
    let mut order: Vec<Result<(String, ResultsFile), RunKey>> = Vec::new();
    for (name, file) in files {
        let Some(schema::Rounds {
            count,
            seed,
            round: Some(round),
        }) = file.run.rounds
        else {
            order.push(Ok((name, file)));
            continue;
        };
        let datasets = datasets_of(&file).into_iter().map(str::to_owned).collect();
        let key = (seed, count, datasets);
        let parts = runs.entry(key.clone()).or_default();
        if parts.is_empty() {
            order.push(Err(key));
        }
        parts.push((round, name, file));
    }
    order
        .into_iter()
        .map(|entry| match entry {
            Ok(file) => Ok(file),
            Err(key) => {
                let parts = runs.remove(&key).unwrap_or_default();
                join_run(key.0, key.1, parts)
            }
        })
        .collect()
}

/// Joins the files of rounds `parts` (round, name, file) of the run of `count` rounds and seed
/// `seed` ([`join_rounds`]).
fn join_run(
    seed: u64,
    count: u32,
    mut parts: Vec<(u32, String, ResultsFile)>,
) -> Result<(String, ResultsFile), MergeError> {
    parts.sort_by_key(|(round, _, _)| *round);
    let names: Vec<String> = parts.iter().map(|(_, name, _)| name.clone()).collect();
    let rounds: Vec<u32> = parts.iter().map(|(round, _, _)| *round).collect();
    if rounds != (1..=count).collect::<Vec<u32>>() {
        let found: Vec<String> = rounds.iter().map(u32::to_string).collect();
        return Err(MergeError::Rounds {
            files: names.join(", "),
            seed,
            count,
            found: found.join(", "),
        });
    }
    let mut parts = parts.into_iter().map(|(_, name, file)| (name, file));
    let (first_name, mut joined) = parts.next().ok_or(MergeError::Nothing)?;
    let later: Vec<(String, ResultsFile)> = parts.collect();
    let mut earlier = vec![first_name];
    for (name, file) in &later {
        check_same_run(&joined, &earlier, name, file)?;
        check_same_profile(&joined, &earlier, name, file)?;
        record_machines(&mut joined, &earlier, name, file)?;
        earlier.push(name.clone());
    }
    for (dataset, results) in &mut joined.datasets {
        results.crates.retain(|id, figures| {
            let others: Option<Vec<&CrateResults>> = later
                .iter()
                .map(|(_, file)| file.datasets.get(dataset)?.crates.get(id))
                .collect();
            // A crate with no figure at all in some round failed there.
            others.is_some_and(|others| {
                join_timings(figures, &others);
                true
            })
        });
    }
    for (dataset, results) in &joined.datasets {
        for (id, figures) in &results.crates {
            for (name, file) in &later {
                let other = &file.datasets[dataset].crates[id];
                if !same_sizes(figures, other) {
                    return Err(MergeError::ConflictingFigures {
                        file: name.clone(),
                        crate_id: id.clone(),
                        dataset: dataset.clone(),
                        earlier: earlier[0].clone(),
                    });
                }
            }
        }
    }
    for (name, file) in later {
        merge_crate_descriptions(&mut joined, &[earlier[0].clone()], &name, file.crates)?;
        merge_failures(&mut joined, file.failures);
        let run = &mut joined.run;
        run.started_at = run.started_at.clone().min(file.run.started_at);
        run.finished_at = run.finished_at.take().max(file.run.finished_at);
        run.wall_time_seconds = run
            .wall_time_seconds
            .zip(file.run.wall_time_seconds)
            .map(|(a, b)| a + b);
        run.machine_load = larger(run.machine_load, file.run.machine_load, busiest);
    }
    joined.run.rounds = Some(schema::Rounds {
        count,
        seed,
        round: None,
    });
    Ok((earlier.join(" + "), joined))
}

/// Replaces every timing of `joined` (round 1's figures) by the combination of its rounds,
/// `others` holding the later rounds' figures of the same crate; a timing that some round
/// lacks is dropped.
fn join_timings(joined: &mut CrateResults, others: &[&CrateResults]) {
    for (operation, timings) in &mut joined.operations {
        retain_variants(timings, |variant, first| {
            let mut rounds = vec![first.clone()];
            for other in others {
                rounds.push(other.operations.get(operation)?.get(variant)?.clone());
            }
            schema::stats::combine_rounds(&rounds)
        });
    }
    joined.operations.retain(|_, timings| !timings.is_empty());
    for (codec, figures) in &mut joined.codecs {
        retain_variants(figures, |variant, first| {
            let later = |step: fn(&CodecFigures) -> &Option<Timing>| {
                let mut rounds = vec![step(first).clone()?];
                for other in others {
                    rounds.push(step(other.codecs.get(codec)?.get(variant)?).clone()?);
                }
                schema::stats::combine_rounds(&rounds)
            };
            Some(CodecFigures {
                size: first.size,
                compress: later(|f| &f.compress),
                decompress: later(|f| &f.decompress),
            })
        });
    }
}

/// Keeps the figures of `variants` for which `keep` (given the variant's name, `None` for the
/// primary figure) gives a replacement.
fn retain_variants<T>(
    variants: &mut Variants<T>,
    mut keep: impl FnMut(Option<&str>, &T) -> Option<T>,
) {
    variants.primary = variants.primary.as_ref().and_then(|t| keep(None, t));
    let named = std::mem::take(&mut variants.variants);
    variants.variants = named
        .into_iter()
        .filter_map(|(name, t)| Some((name.clone(), keep(Some(&name), &t)?)))
        .collect();
}

/// Whether two rounds' figures of a crate on a dataset have the same sizes, serialized and
/// compressed by each codec: sizes do not depend on the round, so every round of a run gives
/// the same.
fn same_sizes(first: &CrateResults, second: &CrateResults) -> bool {
    let compressed = |figures: &CrateResults| {
        let codecs = figures.codecs.iter();
        codecs
            .flat_map(|(codec, f)| {
                f.iter()
                    .map(move |(v, f)| (*codec, v.map(str::to_owned), f.size))
            })
            .collect::<Vec<_>>()
    };
    first.size == second.size && compressed(first) == compressed(second)
}

/// The busier of two machine loads, share by share.
fn busiest(a: schema::MachineLoad, b: schema::MachineLoad) -> schema::MachineLoad {
    schema::MachineLoad {
        others_cpu_share: a.others_cpu_share.max(b.others_cpu_share),
        steal_share: a.steal_share.max(b.steal_share),
    }
}

/// When `file`'s run started (seconds since the Unix epoch) and how many seconds it measured.
fn measuring_span(file: &ResultsFile) -> Option<(f64, f64)> {
    let started = humantime::parse_rfc3339(&file.run.started_at).ok()?;
    let start = started.duration_since(std::time::UNIX_EPOCH).ok()?;
    Some((start.as_secs_f64(), file.run.wall_time_seconds?))
}

/// Seconds covered by at least one of `spans` (start, length): overlapping spans count once.
fn busy_seconds(mut spans: Vec<(f64, f64)>) -> f64 {
    spans.sort_by(|a, b| a.0.total_cmp(&b.0));
    let mut busy = 0.0;
    let mut covered_until = f64::NEG_INFINITY;
    for (start, length) in spans {
        let end = start + length;
        if end > covered_until {
            busy += end - start.max(covered_until);
            covered_until = end;
        }
    }
    busy
}

/// Checks what every file of one run shares: layout, origin and the commit built.
fn check_same_run(
    merged: &ResultsFile,
    earlier: &[String],
    name: &str,
    file: &ResultsFile,
) -> Result<(), MergeError> {
    let before = || earlier.join(", ");
    let file_name = || name.to_owned();
    if file.schema_version != merged.schema_version {
        return Err(MergeError::SchemaVersion {
            file: file_name(),
            found: file.schema_version,
            expected: merged.schema_version,
            earlier: before(),
        });
    }
    if file.origin != merged.origin {
        return Err(MergeError::Origin {
            file: file_name(),
            earlier: before(),
        });
    }
    if file.run.git_commit != merged.run.git_commit {
        return Err(MergeError::Commit {
            file: file_name(),
            found: file.run.git_commit.clone(),
            expected: merged.run.git_commit.clone(),
            earlier: before(),
        });
    }
    Ok(())
}

/// Checks that `file` was measured on the profile of the files merged before it.
fn check_same_profile(
    merged: &ResultsFile,
    earlier: &[String],
    name: &str,
    file: &ResultsFile,
) -> Result<(), MergeError> {
    if file.run.profile == merged.run.profile {
        return Ok(());
    }
    Err(MergeError::Profile {
        file: name.to_owned(),
        found: file.run.profile,
        expected: merged.run.profile,
        earlier: earlier.join(", "),
    })
}

/// Adds the crates `crates` describes to `merged`'s, which must describe the ones they share
/// alike.
fn merge_crate_descriptions(
    merged: &mut ResultsFile,
    earlier: &[String],
    name: &str,
    crates: BTreeMap<String, schema::CrateInfo>,
) -> Result<(), MergeError> {
    for (id, info) in crates {
        match merged.crates.get(&id) {
            Some(existing) if *existing != info => {
                return Err(MergeError::CrateDescription {
                    file: name.to_owned(),
                    crate_id: id,
                    found: info.version,
                    expected: existing.version.clone(),
                    earlier: earlier.join(", "),
                })
            }
            Some(_) => {}
            None => {
                merged.crates.insert(id, info);
            }
        }
    }
    Ok(())
}

fn merge_one(
    merged: &mut ResultsFile,
    earlier: &[String],
    name: &str,
    file: ResultsFile,
) -> Result<(), MergeError> {
    let before = || earlier.join(", ");
    let file_name = || name.to_owned();
    check_same_run(merged, earlier, name, &file)?;
    check_same_profile(merged, earlier, name, &file)?;
    record_machines(merged, earlier, name, &file)?;
    check_counting_machine(merged, earlier, name, &file)?;
    if merged.counting_environment.is_none() {
        merged.counting_environment = file.counting_environment;
    }
    merge_crate_descriptions(merged, earlier, name, file.crates)?;
    for (dataset, results) in file.datasets {
        let target = merged.datasets.entry(dataset.clone()).or_default();
        for (id, crate_results) in results.crates {
            match target.crates.get(&id) {
                Some(existing) if *existing != crate_results => {
                    return Err(MergeError::ConflictingFigures {
                        file: file_name(),
                        crate_id: id,
                        dataset,
                        earlier: before(),
                    })
                }
                Some(_) => {}
                None => {
                    target.crates.insert(id, crate_results);
                }
            }
        }
    }
    merge_failures(merged, file.failures);
    let run = &mut merged.run;
    if file.run.started_at < run.started_at {
        run.started_at = file.run.started_at;
    }
    run.finished_at = run.finished_at.take().max(file.run.finished_at);
    // Shards may run on different machines: the merged run reports its busiest shard's load.
    run.machine_load = larger(run.machine_load, file.run.machine_load, busiest);
    Ok(())
}

/// Joins the counts of an instructions-only `file` to `merged`'s crates (adding the crates
/// that only it has figures of), and records its machine as the counts' own.
fn merge_counts(
    merged: &mut ResultsFile,
    earlier: &[String],
    name: &str,
    file: ResultsFile,
) -> Result<(), MergeError> {
    check_same_run(merged, earlier, name, &file)?;
    check_counting_machine(merged, earlier, name, &file)?;
    merge_crate_descriptions(merged, earlier, name, file.crates)?;
    for (dataset, results) in file.datasets {
        let target = merged.datasets.entry(dataset.clone()).or_default();
        for (id, counted) in results.crates {
            match target.crates.get_mut(&id) {
                Some(timed)
                    if timed.size != counted.size
                        || (timed.instructions.is_some()
                            && timed.instructions != counted.instructions) =>
                {
                    return Err(MergeError::ConflictingFigures {
                        file: name.to_owned(),
                        crate_id: id,
                        dataset,
                        earlier: earlier.join(", "),
                    })
                }
                Some(timed) => timed.instructions = counted.instructions,
                None => {
                    target.crates.insert(id, counted);
                }
            }
        }
    }
    merge_failures(merged, file.failures);
    merged.counting_environment.get_or_insert(file.environment);
    Ok(())
}

/// Checks that `file`'s instruction counts, if any, compare with those merged before it.
fn check_counting_machine(
    merged: &ResultsFile,
    earlier: &[String],
    name: &str,
    file: &ResultsFile,
) -> Result<(), MergeError> {
    let (Some(before), Some(here)) = (merged.environment_of_counts(), file.environment_of_counts())
    else {
        return Ok(());
    };
    match schema::counting_differences(before, here)
        .into_iter()
        .next()
    {
        Some(difference) => Err(MergeError::CountingMachine {
            file: name.to_owned(),
            difference: Box::new(difference),
            earlier: earlier.join(", "),
        }),
        None => Ok(()),
    }
}

/// Adds the failures `merged` does not already hold.
fn merge_failures(merged: &mut ResultsFile, failures: Vec<schema::Failure>) {
    for failure in failures {
        if !merged.failures.contains(&failure) {
            merged.failures.push(failure);
        }
    }
}

/// The datasets a file holds figures or failures of.
fn datasets_of(file: &ResultsFile) -> BTreeSet<&str> {
    file.datasets
        .keys()
        .map(String::as_str)
        .chain(file.failures.iter().map(|f| f.dataset.as_str()))
        .collect()
}

/// Checks that every dataset `file` shares with `merged` was measured on the same machine in
/// both, and records the machine of each dataset new to `merged` where it is not `merged`'s
/// environment. Runs before any of `file`'s figures are merged.
fn record_machines(
    merged: &mut ResultsFile,
    earlier: &[String],
    name: &str,
    file: &ResultsFile,
) -> Result<(), MergeError> {
    let merged_datasets: BTreeSet<String> =
        datasets_of(merged).into_iter().map(str::to_owned).collect();
    for dataset in datasets_of(file) {
        let here = file.environment_of(dataset);
        if merged_datasets.contains(dataset) {
            let there = merged.environment_of(dataset);
            if let Some(difference) = schema::machine_differences(there, here).first() {
                return Err(MergeError::SplitDataset(Box::new(SplitDataset {
                    file: name.to_owned(),
                    dataset: dataset.to_owned(),
                    what: difference.what.to_string(),
                    first: difference.first.clone(),
                    second: difference.second.clone(),
                    earlier: earlier.join(", "),
                })));
            }
        } else if different_machine(&merged.environment, here) {
            merged
                .dataset_environments
                .insert(dataset.to_owned(), here.clone());
        }
    }
    Ok(())
}

/// Whether `second` is another machine than `first` ([`schema::machine_differences`];
/// what either does not record is not compared).
fn different_machine(first: &Environment, second: &Environment) -> bool {
    !schema::machine_differences(first, second).is_empty()
}

/// The `max` of two optional figures; one alone is kept.
fn larger<T>(a: Option<T>, b: Option<T>, max: impl FnOnce(T, T) -> T) -> Option<T> {
    match (a, b) {
        (Some(a), Some(b)) => Some(max(a, b)),
        (a, b) => a.or(b),
    }
}

//! `bencher merge`: the union of result files, typically the shards of one run.
//!
//! Shards partition datasets, so a (dataset, crate) pair present in two files is either the
//! same figures twice (accepted) or a conflict (an error: merging would have to drop a
//! measurement). Crate descriptions must agree, and so must the profile and the commit built.
//!
//! Shards may run on different machines (GitHub's runners are of several CPU models): a
//! ranking compares the crates of one dataset, so what must not differ is the machine of one
//! dataset. A dataset present in two files measured on different machines (CPU model, cores,
//! compiler, build: [`schema::compare::machine_differences`]) is refused, naming the dataset
//! and both machines; otherwise the merged file's environment is the first file's, and each
//! dataset measured on another machine has its own in `dataset_environments`.
//!
//! The merged run starts at the earliest start, finishes at the latest finish, and its wall
//! time is the longest shard's (shards run side by side), and its machine load is the busiest
//! shard's.

use schema::{Environment, ResultsFile};
use std::collections::BTreeSet;

/// Merges `files` (name, contents) in order. Errors name the files and the conflicting item.
pub fn merge(files: Vec<(String, ResultsFile)>) -> Result<ResultsFile, String> {
    let mut files = files.into_iter();
    let (first_name, mut merged) = files.next().ok_or("nothing to merge")?;
    let mut names = vec![first_name];
    for (name, file) in files {
        merge_one(&mut merged, &names, &name, file)?;
        names.push(name);
    }
    merged.run.median_relative_ci_half_width = super::median_relative_ci_half_width(&merged);
    Ok(merged)
}

fn merge_one(
    merged: &mut ResultsFile,
    earlier: &[String],
    name: &str,
    file: ResultsFile,
) -> Result<(), String> {
    let before = || earlier.join(", ");
    if file.schema_version != merged.schema_version {
        return Err(format!(
            "{name}: schema version {} differs from {} in {}",
            file.schema_version,
            merged.schema_version,
            before()
        ));
    }
    if file.origin != merged.origin {
        return Err(format!("{name}: origin differs from {}", before()));
    }
    if file.run.profile != merged.run.profile {
        return Err(format!(
            "{name}: profile {:?} differs from {:?} in {}",
            file.run.profile,
            merged.run.profile,
            before()
        ));
    }
    record_machines(merged, earlier, name, &file)?;
    for (id, info) in file.crates {
        match merged.crates.get(&id) {
            Some(existing) if *existing != info => {
                return Err(format!(
                    "{name}: crate `{id}` is described differently (version {} vs {}) in {}",
                    info.version,
                    existing.version,
                    before()
                ))
            }
            Some(_) => {}
            None => {
                merged.crates.insert(id, info);
            }
        }
    }
    for (dataset, results) in file.datasets {
        let target = merged.datasets.entry(dataset.clone()).or_default();
        for (id, crate_results) in results.crates {
            match target.crates.get(&id) {
                Some(existing) if *existing != crate_results => {
                    return Err(format!(
                        "{name}: `{id}` on `{dataset}` conflicts with the figures in {}",
                        before()
                    ))
                }
                Some(_) => {}
                None => {
                    target.crates.insert(id, crate_results);
                }
            }
        }
    }
    for failure in file.failures {
        if !merged.failures.contains(&failure) {
            merged.failures.push(failure);
        }
    }
    let run = &mut merged.run;
    if file.run.started_at < run.started_at {
        run.started_at = file.run.started_at;
    }
    run.finished_at = run.finished_at.take().max(file.run.finished_at);
    run.wall_time_seconds = larger(run.wall_time_seconds, file.run.wall_time_seconds, f64::max);
    // Shards may run on different machines: the merged run reports its busiest shard's load.
    run.machine_load = larger(run.machine_load, file.run.machine_load, |a, b| {
        schema::MachineLoad {
            others_cpu_share: a.others_cpu_share.max(b.others_cpu_share),
            steal_share: a.steal_share.max(b.steal_share),
        }
    });
    if run.git_commit != file.run.git_commit {
        return Err(format!(
            "{name}: built from commit {:?}, but {} from {:?}",
            file.run.git_commit,
            before(),
            run.git_commit
        ));
    }
    Ok(())
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
) -> Result<(), String> {
    let merged_datasets: BTreeSet<String> =
        datasets_of(merged).into_iter().map(str::to_owned).collect();
    for dataset in datasets_of(file) {
        let here = file.environment_of(dataset);
        if merged_datasets.contains(dataset) {
            let there = merged.environment_of(dataset);
            if let Some(difference) = schema::compare::machine_differences(there, here).first() {
                return Err(format!(
                    "{name}: dataset `{dataset}` measured with {what} {second}, but in {} with \
                     {what} {first}: a dataset's crates rank against each other, so all of them \
                     must be measured on one machine (shard by dataset: `--shard K/N` or \
                     `-d`)",
                    earlier.join(", "),
                    what = difference.what,
                    first = difference.first,
                    second = difference.second,
                ));
            }
        } else if different_machine(&merged.environment, here) {
            merged
                .dataset_environments
                .insert(dataset.to_owned(), here.clone());
        }
    }
    Ok(())
}

/// Whether `second` is another machine than `first` ([`schema::compare::machine_differences`];
/// what either does not record is not compared).
fn different_machine(first: &Environment, second: &Environment) -> bool {
    !schema::compare::machine_differences(first, second).is_empty()
}

/// The `max` of two optional figures; one alone is kept.
fn larger<T>(a: Option<T>, b: Option<T>, max: impl FnOnce(T, T) -> T) -> Option<T> {
    match (a, b) {
        (Some(a), Some(b)) => Some(max(a, b)),
        (a, b) => a.or(b),
    }
}

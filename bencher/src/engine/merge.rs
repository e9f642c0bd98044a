//! `bencher merge`: the union of result files, typically the shards of one run.
//!
//! Shards partition (dataset, crate) pairs, so a pair present in two files is either the same
//! figures twice (accepted) or a conflict (an error: merging would have to drop a measurement).
//! Crate descriptions must agree, and so must the profile, the commit built and the machine
//! (CPU model, cores, compiler): one run ranks its crates against each other, which figures of
//! two machines cannot be. The merged run starts at the earliest start, finishes at the latest
//! finish, and its wall time is the longest shard's (shards run side by side), and its machine
//! load is the busiest shard's; the environment is the first file's.

use schema::ResultsFile;

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
    check_same_machine(&merged.environment, earlier, name, &file.environment)?;
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

/// Refuses figures measured on another machine: another CPU model, core count or compiler
/// release ([`schema::compare::machine_differences`]; what a file does not record is not
/// compared).
fn check_same_machine(
    merged: &schema::Environment,
    earlier: &[String],
    name: &str,
    file: &schema::Environment,
) -> Result<(), String> {
    match schema::compare::machine_differences(merged, file).first() {
        None => Ok(()),
        Some(difference) => Err(format!(
            "{name}: measured with {} {}, but {} with {}: figures of different machines do not \
             rank against each other in one run (run the shards on one kind of machine)",
            difference.what,
            difference.second,
            earlier.join(", "),
            difference.first
        )),
    }
}

/// The `max` of two optional figures; one alone is kept.
fn larger<T>(a: Option<T>, b: Option<T>, max: impl FnOnce(T, T) -> T) -> Option<T> {
    match (a, b) {
        (Some(a), Some(b)) => Some(max(a, b)),
        (a, b) => a.or(b),
    }
}

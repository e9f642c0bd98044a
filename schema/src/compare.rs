//! Run-to-run comparison: the change of every figure of a dataset between a baseline run and
//! the current one, and whether it stands out of measurement noise. The explorer's "Compare
//! runs" and `bencher compare` both show this.
//!
//! Two tests decide that a timing changed. Its confidence intervals in the two runs must not
//! overlap, and the change must stand out of the comparison's [`Spread`]: criterion's interval
//! holds the noise within one run only, and two runs of the same binary on the same idle
//! machine differ by several percent, most of their intervals apart (README, "Comparing
//! runs"). Most crates' code is the same in two runs, so the bulk of a comparison's changes
//! shows that run-to-run noise. Sizes are exact: any change of a size is real. So are
//! instruction counts ([`count_changes`]), where both runs have them.

use crate::metric::{Figure, Metric};
use crate::{
    machine_differences, CrateInfo, CrateResults, DatasetResults, MachineLoad, Operation,
    ResultsFile,
};
use std::collections::BTreeSet;

/// The metrics a comparison compares, in table order: the operations' times, then the size.
pub const COMPARED: [Metric; 7] = [
    Metric::Operation(Operation::Serialize),
    Metric::Operation(Operation::Deserialize),
    Metric::Operation(Operation::Borrow),
    Metric::Operation(Operation::Access),
    Metric::Operation(Operation::Read),
    Metric::Operation(Operation::Update),
    Metric::Size,
];

/// Every variant name that appears in any figure of one crate, in name order.
pub fn variant_names(results: &CrateResults) -> BTreeSet<&str> {
    let mut names = BTreeSet::new();
    for figures in results.operations.values() {
        names.extend(figures.variants.keys().map(String::as_str));
    }
    names.extend(results.size.variants.keys().map(String::as_str));
    for figures in results.codecs.values() {
        names.extend(figures.variants.keys().map(String::as_str));
    }
    names
}

/// Whether a change between two runs can be told apart from measurement noise.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Significance {
    /// The confidence intervals do not overlap and the change stands out of the comparison's
    /// [`Spread`] (or the figure is exact, like a size).
    Real,
    /// The confidence intervals overlap, or the change lies within the comparison's
    /// [`Spread`]: it may be noise.
    Noise,
    /// At least one side has no confidence interval recorded.
    Unknown,
}

/// A figure's change from the baseline run to the current run.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Change {
    /// Baseline figure.
    pub baseline: f64,
    /// Current figure.
    pub current: f64,
    /// (current − baseline) / baseline × 100.
    pub percent: f64,
    /// Whether the two timings' confidence intervals are disjoint; `None` for sizes and for
    /// timings without an interval on either side.
    pub intervals_apart: Option<bool>,
    /// Whether the change stands out of the noise.
    pub significance: Significance,
}

impl Change {
    /// Whether the change is worth a reader's look: one that stands out of the noise and is not
    /// nil, or one that no confidence interval can confirm or dismiss (`bencher compare` lists
    /// these without `--all`; the explorer shows their rows first).
    pub fn stands_out(&self) -> bool {
        match self.significance {
            Significance::Real => self.percent != 0.0,
            Significance::Unknown => true,
            Significance::Noise => false,
        }
    }
}

/// How one figure changed between two runs, judged by its confidence intervals alone (a
/// [`Comparison`] also weighs its [`Spread`]); `None` when the baseline is not positive or
/// either figure is not finite (no meaningful percentage).
pub fn change(baseline: &Figure, current: &Figure) -> Option<Change> {
    let (b, c) = (baseline.value(), current.value());
    if b <= 0.0 || !b.is_finite() || !c.is_finite() {
        return None;
    }
    let intervals_apart = match (baseline, current) {
        (Figure::Time(x), Figure::Time(y)) => {
            match (x.lower_ns, x.upper_ns, y.lower_ns, y.upper_ns) {
                (Some(xl), Some(xu), Some(yl), Some(yu)) => Some(xu < yl || yu < xl),
                _ => None,
            }
        }
        _ => None,
    };
    let significance = match (baseline, intervals_apart) {
        (Figure::Bytes(_) | Figure::Allocations(_) | Figure::CodeBytes(_), _) => Significance::Real,
        (Figure::Time(_), Some(true)) => Significance::Real,
        (Figure::Time(_), Some(false)) => Significance::Noise,
        (Figure::Time(_), None) => Significance::Unknown,
    };
    Some(Change {
        baseline: b,
        current: c,
        percent: (c - b) / b * 100.0,
        intervals_apart,
        significance,
    })
}

/// One row of a comparison: a crate (or one of its variants) in both runs.
#[derive(Clone, Debug, PartialEq)]
pub struct CompareRow<'a> {
    /// Crate id, the same in both runs.
    pub crate_id: &'a str,
    /// `None` for the primary figures, else the variant's name.
    pub variant: Option<&'a str>,
    /// The crate's version in the baseline and in this run, on its primary row, when the two
    /// runs measured different releases: a change may then be the crate's own.
    pub versions: Option<(&'a str, &'a str)>,
    /// One entry per compared metric ([`Comparison::metrics`]).
    pub changes: Vec<Option<Change>>,
}

/// The comparison of one dataset between a baseline and the current run.
#[derive(Clone, Debug, PartialEq)]
pub struct Comparison<'a> {
    /// Metrics compared: those where some crate has a figure in both runs, in
    /// [`COMPARED`]'s order.
    pub metrics: Vec<Metric>,
    /// Rows for crates present in both runs, in crate order, each crate's variants after it.
    pub rows: Vec<CompareRow<'a>>,
    /// Crates only in the current run.
    pub added: Vec<&'a str>,
    /// Crates only in the baseline run.
    pub removed: Vec<&'a str>,
    /// How much this comparison's timings differ as a whole, when it has enough of them.
    pub spread: Option<Spread>,
}

impl Comparison<'_> {
    /// Fewest crates whose sizes all changed for [`Comparison::sizes_all_changed`] to say so.
    pub const MIN_SIZES: usize = 3;

    /// The smallest and largest change of the crates' serialized sizes, in percent, when
    /// every crate with a size in both runs (at least [`Comparison::MIN_SIZES`]) serialized to
    /// another size, one of them at least at the same version in both. A new release may
    /// change its own crate's size; but the same release writes the same bytes for the same
    /// data, so then the two runs' datasets differ (the upstream suite's mk48 grew between its
    /// 2024 and 2026 files), and their timings measure different work.
    pub fn sizes_all_changed(&self) -> Option<(f64, f64)> {
        let column = self.metrics.iter().position(|m| *m == Metric::Size)?;
        let sizes: Vec<(f64, bool)> = self
            .rows
            .iter()
            .filter(|row| row.variant.is_none())
            .filter_map(|row| Some((row.changes[column]?.percent, row.versions.is_none())))
            .collect();
        let same_release = sizes.iter().any(|(_, same)| *same);
        if sizes.len() < Self::MIN_SIZES || !same_release || sizes.iter().any(|(p, _)| *p == 0.0) {
            return None;
        }
        let low = sizes.iter().map(|(p, _)| *p).fold(f64::INFINITY, f64::min);
        let high = sizes
            .iter()
            .map(|(p, _)| *p)
            .fold(f64::NEG_INFINITY, f64::max);
        Some((low, high))
    }

    /// What the comparison says when [`Comparison::sizes_all_changed`].
    pub fn sizes_notice(&self) -> Option<String> {
        let (low, high) = self.sizes_all_changed()?;
        let percent = |p: f64| format!("{p:+.1}%").replace('-', "−");
        let range = if percent(low) == percent(high) {
            percent(low)
        } else {
            format!("{} to {}", percent(low), percent(high))
        };
        Some(format!(
            "Every crate serialized to another size ({range}), even the releases both runs \
             measured: the two runs' datasets differ, so their timings measure different work."
        ))
    }

    /// Every timing change of the comparison (not sizes), row by row.
    pub fn timing_changes(&self) -> impl Iterator<Item = &Change> {
        self.rows.iter().flat_map(|row| self.timing_changes_of(row))
    }

    /// The timing changes (not sizes) of one of this comparison's rows.
    pub fn timing_changes_of<'c>(
        &'c self,
        row: &'c CompareRow<'_>,
    ) -> impl Iterator<Item = &'c Change> {
        self.metrics
            .iter()
            .zip(&row.changes)
            .filter(|(metric, _)| metric.is_timing())
            .filter_map(|(_, change)| change.as_ref())
    }
}

/// How much two runs' timings differ as a whole: a band around the median of a comparison's
/// timing changes inside which a change counts as run-to-run noise.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Spread {
    /// The median of the timing changes, in percent: how much the whole run moved.
    pub median: f64,
    /// Half-width of the band around the median, in percentage points: three robust standard
    /// deviations (1.4826 × the median absolute deviation, which a few crates' real changes
    /// do not inflate).
    pub half_width: f64,
}

impl Spread {
    /// Fewest timing changes a spread is estimated from.
    pub const MIN_CHANGES: usize = 10;

    /// The spread of these percentage changes; `None` with fewer than
    /// [`Spread::MIN_CHANGES`] or any that is not finite.
    pub fn of(percents: &[f64]) -> Option<Spread> {
        if percents.len() < Self::MIN_CHANGES || !percents.iter().all(|p| p.is_finite()) {
            return None;
        }
        let median = crate::stats::median(percents.to_vec())?;
        let deviation =
            crate::stats::median(percents.iter().map(|p| (p - median).abs()).collect())?;
        Some(Spread {
            median,
            half_width: 3.0 * 1.4826 * deviation,
        })
    }

    /// Whether a change of `percent` lies inside the band.
    pub fn holds(&self, percent: f64) -> bool {
        (percent - self.median).abs() <= self.half_width
    }
}

/// What the compared runs' machine loads say about the changes, when either run measured on a
/// busy machine ([`MachineLoad::is_busy`]); runs that did not record it say nothing.
pub fn busy_machine_notice(file: &ResultsFile, baseline: &ResultsFile) -> Option<String> {
    let busy = |who: &str, file: &ResultsFile| {
        let load = file.run.machine_load.filter(MachineLoad::is_busy)?;
        Some(format!(
            "{who} was measured on a busy machine ({})",
            load.summary()
        ))
    };
    let said: Vec<String> = [busy("This run", file), busy("The baseline", baseline)]
        .into_iter()
        .flatten()
        .collect();
    (!said.is_empty()).then(|| {
        format!(
            "{}: its timings are slower and noisier than its machine allows, and so are the \
             changes below.",
            said.join("; ")
        )
    })
}

/// What a comparison of `dataset` says when the baseline and this run measured it on different
/// machines ([`machine_differences`], each run's machine of that dataset:
/// [`ResultsFile::environment_of`]); `None` when they did not, or did not record it.
pub fn different_machines_notice(
    file: &ResultsFile,
    baseline: &ResultsFile,
    dataset: &str,
) -> Option<String> {
    let differences = machine_differences(
        baseline.environment_of(dataset),
        file.environment_of(dataset),
    );
    (!differences.is_empty()).then(|| {
        let said: Vec<String> = differences
            .iter()
            .map(|d| format!("{} {} → {}", d.what, d.first, d.second))
            .collect();
        format!(
            "The baseline and this run were measured on different machines ({}): every change \
             below mixes the machines' difference with the code's, and the run-to-run spread \
             takes up only what all crates share.",
            said.join("; ")
        )
    })
}

/// An instruction count that changed between two runs. Counts are exact (the same build on
/// the same data counts the same instructions, run after run), so every change is real: no
/// noise band applies.
#[derive(Clone, Debug, PartialEq)]
pub struct CountChange<'a> {
    /// Crate id.
    pub crate_id: &'a str,
    /// `None` for the primary figure, else the variant's name.
    pub variant: Option<&'a str>,
    /// The counted figure: an operation, or a codec's step.
    pub metric: Metric,
    /// Baseline count.
    pub baseline: u64,
    /// Current count.
    pub current: u64,
}

impl CountChange<'_> {
    /// (current − baseline) / baseline × 100 (infinite from a baseline of 0).
    pub fn percent(&self) -> f64 {
        (self.current as f64 - self.baseline as f64) / self.baseline as f64 * 100.0
    }
}

/// Every instruction count of a dataset that differs between `baseline` and `current`, for
/// crates counted in both runs, the largest relative change first. A figure either run marks
/// as varying ([`crate::InstructionCounts::varying`]) is left out: its change is not the code's.
pub fn count_changes<'a>(
    current: &'a DatasetResults,
    baseline: &'a DatasetResults,
) -> Vec<CountChange<'a>> {
    let mut changes = Vec::new();
    for (id, now) in &current.crates {
        let Some(now) = &now.instructions else {
            continue;
        };
        let Some(then) = baseline
            .crates
            .get(id)
            .and_then(|c| c.instructions.as_ref())
        else {
            continue;
        };
        for metric in Metric::counted() {
            let name = metric.name();
            for (variant, current) in metric.counts(now) {
                let Some(baseline) = metric.count(then, variant) else {
                    continue;
                };
                if baseline != current && !now.varies(name, variant) && !then.varies(name, variant)
                {
                    changes.push(CountChange {
                        crate_id: id,
                        variant,
                        metric,
                        baseline,
                        current,
                    });
                }
            }
        }
    }
    changes.sort_by(|a, b| b.percent().abs().total_cmp(&a.percent().abs()));
    changes
}

/// Whether both runs counted instructions on some crate of the dataset.
pub fn both_counted(current: &DatasetResults, baseline: &DatasetResults) -> bool {
    let counted = |d: &DatasetResults| d.crates.values().any(|c| c.instructions.is_some());
    counted(current) && counted(baseline)
}

/// Compares `current` (a dataset of `file`) with `baseline` (the same dataset of
/// `baseline_file`), crates matched by id and variants by name. Only crates `include` accepts
/// (by id, and the current run's description when there is one) take part: the explorer
/// passes its crate filter, the command line everyone.
pub fn compare<'a>(
    file: &'a ResultsFile,
    current: &'a DatasetResults,
    baseline_file: &'a ResultsFile,
    baseline: &'a DatasetResults,
    include: impl Fn(&str, Option<&CrateInfo>) -> bool,
) -> Comparison<'a> {
    let mut rows = Vec::new();
    let mut added = Vec::new();
    for (id, now) in &current.crates {
        if !include(id, file.crates.get(id)) {
            continue;
        }
        let Some(before) = baseline.crates.get(id) else {
            added.push(id.as_str());
            continue;
        };
        let versions = match (baseline_file.crates.get(id), file.crates.get(id)) {
            (Some(then), Some(now)) if then.version != now.version => {
                Some((then.version.as_str(), now.version.as_str()))
            }
            _ => None,
        };
        for variant in std::iter::once(None).chain(variant_names(now).into_iter().map(Some)) {
            let changes: Vec<Option<Change>> = COMPARED
                .iter()
                .map(|metric| {
                    change(
                        &metric.figure(before, variant)?,
                        &metric.figure(now, variant)?,
                    )
                })
                .collect();
            if variant.is_none() || changes.iter().any(Option::is_some) {
                rows.push(CompareRow {
                    crate_id: id,
                    variant,
                    versions: versions.filter(|_| variant.is_none()),
                    changes,
                });
            }
        }
    }
    let removed = baseline
        .crates
        .keys()
        .filter(|id| !current.crates.contains_key(*id))
        .filter(|id| include(id, None))
        .map(String::as_str)
        .collect();

    let mut comparison = Comparison {
        metrics: COMPARED.to_vec(),
        rows,
        added,
        removed,
        spread: None,
    };
    // Timings (not sizes, which are exact) inside the comparison's spread may be noise,
    // whatever their confidence intervals say.
    let percents: Vec<f64> = comparison.timing_changes().map(|c| c.percent).collect();
    comparison.spread = Spread::of(&percents);
    if let Some(spread) = comparison.spread {
        for row in &mut comparison.rows {
            for (metric, change) in COMPARED.iter().zip(&mut row.changes) {
                if let Some(change) = change.as_mut().filter(|_| metric.is_timing()) {
                    if spread.holds(change.percent) {
                        change.significance = Significance::Noise;
                    }
                }
            }
        }
    }

    // Only the metrics some crate has in both runs.
    let keep: Vec<bool> = (0..COMPARED.len())
        .map(|i| comparison.rows.iter().any(|row| row.changes[i].is_some()))
        .collect();
    for row in &mut comparison.rows {
        row.changes = std::mem::take(&mut row.changes)
            .into_iter()
            .zip(&keep)
            .filter_map(|(change, keep)| keep.then_some(change))
            .collect();
    }
    comparison.metrics = COMPARED
        .into_iter()
        .zip(&keep)
        .filter_map(|(metric, keep)| keep.then_some(metric))
        .collect();
    comparison
}

#[cfg(test)]
mod tests {
    use super::{Change, Metric, Significance, COMPARED};
    use crate::results::{machine_differences, MachineDifference};
    use crate::{Environment, Operation};

    #[test]
    fn a_change_stands_out_unless_it_may_be_noise_or_is_nil() {
        let change = |percent: f64, significance| Change {
            baseline: 100.0,
            current: 100.0 + percent,
            percent,
            intervals_apart: None,
            significance,
        };
        assert!(change(-4.0, Significance::Real).stands_out());
        assert!(change(4.0, Significance::Unknown).stands_out());
        assert!(!change(4.0, Significance::Noise).stands_out());
        // A size that did not move is exact, and no change.
        assert!(!change(0.0, Significance::Real).stands_out());
    }

    #[test]
    fn the_cpu_model_and_compiler_release_are_read_from_the_recorded_text() {
        let recorded = |cpu: &str, rustc: &str| Environment {
            cpu: Some(cpu.to_owned()),
            rustc: Some(rustc.to_owned()),
            ..Environment::default()
        };
        let lscpu = recorded(
            "Architecture: x86_64\nModel name:   Example CPU @ 3GHz\nCPU(s): 4",
            "rustc 1.95.0 (x)\nbinary: rustc",
        );
        assert_eq!(lscpu.cpu_model().as_deref(), Some("Example CPU @ 3GHz"));
        assert_eq!(lscpu.rustc_release(), Some("rustc 1.95.0 (x)"));
        let cpuinfo = recorded("processor: 0\nmodel name\t: Other CPU\n", "");
        assert_eq!(cpuinfo.cpu_model().as_deref(), Some("Other CPU"));
        assert_eq!(cpuinfo.rustc_release(), None);
        assert_eq!(
            recorded("\n  Some chip\nmore", "").cpu_model().as_deref(),
            Some("Some chip")
        );
        // lscpu's family and model numbers follow a name that alone tells hosts apart no more
        // than "AMD EPYC" does; both are needed, and an empty one counts as missing.
        let numbered = recorded(
            "Model name: AMD EPYC\nCPU family:   25\nModel:        17\nStepping: 1",
            "",
        );
        assert_eq!(
            numbered.cpu_model().as_deref(),
            Some("AMD EPYC (family 25, model 17)")
        );
        for partial in [
            "Model name: AMD EPYC\nCPU family: 25",
            "Model name: AMD EPYC\nModel: 17",
            "Model name: AMD EPYC\nCPU family: 25\nModel:",
        ] {
            assert_eq!(
                recorded(partial, "").cpu_model().as_deref(),
                Some("AMD EPYC")
            );
        }
        assert_eq!(recorded("", "").cpu_model(), None);
        assert_eq!(Environment::default().cpu_model(), None);
        assert_eq!(Environment::default().rustc_release(), None);
    }

    #[test]
    fn machines_differ_by_cpu_model_cores_compiler_release_and_build_only() {
        let machine = |model: &str, mhz: u32, cores: Option<u32>, rustc: &str| Environment {
            rustc: Some(format!("{rustc}\nhost: x86_64-unknown-linux-gnu")),
            cpu: Some(format!("Model name: {model}\nCPU MHz: {mhz}")),
            os: Some("Linux".to_owned()),
            cores,
            ..Environment::default()
        };
        let here = machine(
            "AMD EPYC 7B13",
            2450,
            Some(2),
            "rustc 1.95.0 (a 2026-04-14)",
        );
        let faster = machine(
            "AMD EPYC 7B13",
            3100,
            Some(2),
            "rustc 1.95.0 (a 2026-04-14)",
        );
        assert_eq!(machine_differences(&here, &faster), vec![]);
        let unknown_cores = machine("AMD EPYC 7B13", 2450, None, "rustc 1.95.0 (a 2026-04-14)");
        assert_eq!(machine_differences(&here, &unknown_cores), vec![]);
        let other = machine(
            "Intel Xeon 8370C",
            2450,
            Some(4),
            "rustc 1.96.0 (b 2026-05-28)",
        );
        let found = machine_differences(&here, &other);
        let differences: Vec<(&str, &str, &str)> = found
            .iter()
            .map(|d| (d.what, d.first.as_str(), d.second.as_str()))
            .collect();
        assert_eq!(
            differences,
            [
                ("CPU", "AMD EPYC 7B13", "Intel Xeon 8370C"),
                ("core count", "2", "4"),
                (
                    "compiler",
                    "rustc 1.95.0 (a 2026-04-14)",
                    "rustc 1.96.0 (b 2026-05-28)"
                ),
            ]
        );
        // The same machine, its code built for its own CPU and for the baseline; the
        // features follow from the CPU, so only the CPU is compared.
        let built = |cpu: &str, features: &[&str]| Environment {
            build: Some(crate::Build {
                target_cpu: cpu.to_owned(),
                target_features: features.iter().map(|f| (*f).to_owned()).collect(),
                target: None,
            }),
            ..here.clone()
        };
        let native = built("native (znver4)", &["avx2", "sse2"]);
        assert_eq!(machine_differences(&here, &native), vec![]);
        assert_eq!(
            machine_differences(&native, &built("x86-64", &["sse2"])),
            vec![MachineDifference {
                what: "build",
                first: "native (znver4)".to_owned(),
                second: "x86-64".to_owned(),
            }]
        );
    }

    #[test]
    fn two_hosts_of_one_generic_cpu_name_differ_by_family_and_model() {
        let host = |family: u32, model: u32| Environment {
            cpu: Some(format!(
                "Model name: AMD EPYC\nCPU family: {family}\nModel: {model}\nCPU MHz: 2600"
            )),
            cores: Some(2),
            ..Environment::default()
        };
        assert_eq!(machine_differences(&host(25, 17), &host(25, 17)), vec![]);
        assert_eq!(
            machine_differences(&host(26, 2), &host(25, 17)),
            vec![MachineDifference {
                what: "CPU",
                first: "AMD EPYC (family 26, model 2)".to_owned(),
                second: "AMD EPYC (family 25, model 17)".to_owned(),
            }]
        );
    }

    #[test]
    fn every_operation_is_a_metric_in_order_then_the_size() {
        let operations: Vec<Metric> = Operation::ALL.map(Metric::Operation).to_vec();
        assert_eq!(COMPARED[..operations.len()], operations[..]);
        assert_eq!(COMPARED[operations.len()..], [Metric::Size]);
        assert!(COMPARED
            .iter()
            .all(|m| m.is_timing() == (*m != Metric::Size)));
    }
}

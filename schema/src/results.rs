//! The results file: one JSON document per benchmark run.
//!
//! Everything the bencher measures lands here, and everything the site and the README show is
//! read from here. The layout is versioned by [`SCHEMA_VERSION`]; a loader that meets another
//! version refuses the file with a clear error instead of guessing.

use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::fmt;

/// Version of the results layout written by this crate. Bump it on any incompatible change.
///
/// Version 2 added what version 1 readers would refuse (each timing's per-round estimates,
/// the run's rounds), and version 3 the machine that counted a merged file's instructions
/// ([`ResultsFile::counting_environment`]), and version 4 the file of one round alone
/// ([`Rounds::round`]), and version 5 the classing of each variant ([`CrateInfo::work`]), and
/// version 6 the code sizes ([`CrateResults::code_size`], [`ResultsFile::code_size_method`]),
/// and version 7 the runs in a browser ([`Build::target`], [`Environment::browser`],
/// [`Environment::clock_step_ns`]); every field they added is optional, so files of every version from
/// [`OLDEST_SCHEMA_VERSION`] on load into this model, a version 1 timing as one round and a
/// variant of a file before version 5 as unclassed ([`CrateInfo::set_aside`]).
pub const SCHEMA_VERSION: u32 = 7;

/// The oldest layout version this crate still reads (see [`SCHEMA_VERSION`]).
pub const OLDEST_SCHEMA_VERSION: u32 = 1;

/// Whether files (or manifests) of layout `version` load into this model.
pub fn is_readable_schema_version(version: u64) -> bool {
    (u64::from(OLDEST_SCHEMA_VERSION)..=u64::from(SCHEMA_VERSION)).contains(&version)
}

/// One benchmark run: what ran, where, and every figure it produced.
///
/// `D` is what each dataset's figures are read as: [`DatasetResults`], but in
/// [`crate::lazy`], which skips them until a dataset is shown.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ResultsFile<D = DatasetResults> {
    /// Layout version; always [`SCHEMA_VERSION`] for files this crate writes.
    pub schema_version: u32,
    /// Where the figures come from: our bencher, or an imported upstream file.
    #[serde(default)]
    pub origin: Origin,
    /// When and how the run happened.
    pub run: RunInfo,
    /// The machine and toolchain the run measured.
    pub environment: Environment,
    /// Every crate measured in this run, keyed by its crate id (see [`CrateInfo`]).
    pub crates: BTreeMap<String, CrateInfo>,
    /// Per dataset name (`log`, `mesh`, …), per crate id, the figures.
    pub datasets: BTreeMap<String, D>,
    /// What went wrong during the run; the rest of the run is still valid.
    #[serde(default)]
    pub failures: Vec<Failure>,
    /// Per dataset name, the environment that measured it, for the datasets measured on
    /// another machine than [`ResultsFile::environment`] ([`machine_differences`]):
    /// a run merged from shards that ran on different machines, each holding whole datasets
    /// (a dataset's crates rank against each other, so they are measured on one machine).
    /// Empty (and not written) when every dataset was measured on `environment`.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub dataset_environments: BTreeMap<String, Environment>,
    /// The machine that counted the instructions, where they were counted apart from the
    /// times: counts merged from an instructions-only run, which may run on any machine of
    /// the same architecture, compiler, build and Valgrind ([`counting_differences`]), while
    /// the times come from [`ResultsFile::environment`] and [`ResultsFile::dataset_environments`].
    /// Absent when the counts, if any, were made by the run that timed.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub counting_environment: Option<Environment>,
    /// How the crates' code sizes ([`CrateResults::code_size`]) were measured: the target,
    /// compiler, profile and tools (`bencher code-size`). Absent when none were.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub code_size_method: Option<String>,
}

impl<D> ResultsFile<D> {
    /// A file of the current [`SCHEMA_VERSION`] with nothing measured yet: no crates, no
    /// datasets, no failures, and every dataset measured (and counted) on `environment`. The
    /// one place that knows a file's empty state, so a new field is added here alone.
    pub fn new(origin: Origin, run: RunInfo, environment: Environment) -> Self {
        ResultsFile {
            schema_version: SCHEMA_VERSION,
            origin,
            run,
            environment,
            crates: BTreeMap::new(),
            datasets: BTreeMap::new(),
            failures: Vec::new(),
            dataset_environments: BTreeMap::new(),
            counting_environment: None,
            code_size_method: None,
        }
    }

    /// The environment that measured `dataset`: its entry in
    /// [`ResultsFile::dataset_environments`], else the run's.
    pub fn environment_of(&self, dataset: &str) -> &Environment {
        self.dataset_environments
            .get(dataset)
            .unwrap_or(&self.environment)
    }

    /// The machines that measured `datasets`, as [`Environment::machine_summary`] names them,
    /// each with its datasets (in the order given), in order of first appearance: what reports
    /// list when [`ResultsFile::machines_differ`].
    pub fn machines_of<'a>(
        &self,
        datasets: impl IntoIterator<Item = &'a str>,
    ) -> Vec<(String, Vec<&'a str>)> {
        let mut machines: Vec<(String, Vec<&'a str>)> = Vec::new();
        for dataset in datasets {
            let machine = self.environment_of(dataset).machine_summary();
            match machines.iter_mut().find(|(m, _)| *m == machine) {
                Some((_, names)) => names.push(dataset),
                None => machines.push((machine, vec![dataset])),
            }
        }
        machines
    }

    /// The environment that counted the file's instructions: the one that counted them apart
    /// ([`ResultsFile::counting_environment`]), else the run's own if it counted any (it
    /// records a Valgrind version); `None` for a file without counts.
    pub fn environment_of_counts(&self) -> Option<&Environment> {
        self.counting_environment.as_ref().or(self
            .environment
            .valgrind
            .is_some()
            .then_some(&self.environment))
    }

    /// Whether some datasets were measured on another machine than others: reports then say
    /// each dataset's machine.
    pub fn machines_differ(&self) -> bool {
        self.dataset_environments
            .values()
            .any(|environment| !machine_differences(&self.environment, environment).is_empty())
    }
}

impl ResultsFile {
    /// Every timing of the file: each crate's operations (every variant) and codec steps, on
    /// every dataset.
    pub fn timings(&self) -> impl Iterator<Item = &Timing> {
        self.datasets.values().flat_map(DatasetResults::timings)
    }

    /// Whether the file counted instructions and timed nothing: the file of
    /// `bencher run --instructions-only`, whose counts merge into a timed run's crates.
    pub fn counts_only(&self) -> bool {
        self.environment.valgrind.is_some()
            && self
                .datasets
                .values()
                .flat_map(|dataset| dataset.crates.values())
                .all(|figures| figures.operations.is_empty() && figures.codecs.is_empty())
    }
}

/// Where a results file's figures come from.
///
/// In JSON `{"kind": "bencher"}` or `{"kind": "upstream", "layout": …}`, read and written
/// through `OriginFields` rather than as a serde-tagged enum: a tagged enum is read by
/// buffering its content first, which costs the explorer's WebAssembly several KB of code.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "OriginFields", into = "OriginFields")]
pub enum Origin {
    /// Measured by this project's bencher.
    #[default]
    Bencher,
    /// Imported from a result file of the upstream suite (djkoloski/rust_serialization_benchmark).
    Upstream {
        /// Which historical layout the file used.
        layout: UpstreamLayout,
    },
}

/// [`Origin`] as written in JSON.
#[derive(Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct OriginFields {
    kind: OriginKind,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    layout: Option<UpstreamLayout>,
}

#[derive(Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
enum OriginKind {
    Bencher,
    Upstream,
}

impl TryFrom<OriginFields> for Origin {
    type Error = &'static str;

    fn try_from(fields: OriginFields) -> Result<Self, Self::Error> {
        match (fields.kind, fields.layout) {
            (OriginKind::Bencher, None) => Ok(Origin::Bencher),
            (OriginKind::Upstream, Some(layout)) => Ok(Origin::Upstream { layout }),
            (OriginKind::Upstream, None) => Err("missing field `layout`"),
            (OriginKind::Bencher, Some(_)) => Err("unknown field `layout`, there are no fields"),
        }
    }
}

impl From<Origin> for OriginFields {
    fn from(origin: Origin) -> Self {
        match origin {
            Origin::Bencher => OriginFields {
                kind: OriginKind::Bencher,
                layout: None,
            },
            Origin::Upstream { layout } => OriginFields {
                kind: OriginKind::Upstream,
                layout: Some(layout),
            },
        }
    }
}

/// The three historical layouts of upstream result files.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum UpstreamLayout {
    /// 2023: `datasets.<d>.crates` and a `meta.crate_versions` map.
    Crates2023,
    /// Early 2024: `datasets.<d>.features` and a top-level `features` map with `name`.
    Features2024,
    /// 2024-04 onward: as 2024 plus `cpu_info` and `rustc_info`; the crates.io name is
    /// spelled `name` until early 2025 and `crate_name` after.
    FeaturesWithInfo,
}

/// When and how a run happened.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RunInfo {
    /// UTC start, RFC 3339 (e.g. `2026-11-29T20:04:42Z`). Also names the file.
    pub started_at: String,
    /// UTC end, RFC 3339; absent for imported files.
    #[serde(default)]
    pub finished_at: Option<String>,
    /// Version of the bencher that produced the file.
    #[serde(default)]
    pub bencher_version: Option<String>,
    /// `git rev-parse HEAD` of the checkout that ran, when known.
    #[serde(default)]
    pub git_commit: Option<String>,
    /// The bencher's command-line arguments.
    #[serde(default)]
    pub args: Vec<String>,
    /// Measurement profile.
    #[serde(default)]
    pub profile: Option<Profile>,
    /// Wall-clock seconds from start to end.
    #[serde(default)]
    pub wall_time_seconds: Option<f64>,
    /// Median over all timings of (upper − lower) / 2 / estimate: how tight the run is.
    #[serde(default)]
    pub median_relative_ci_half_width: Option<f64>,
    /// What else took the machine's CPUs while the run measured; absent where the bencher
    /// cannot tell (not Linux) and in older or imported files.
    #[serde(default)]
    pub machine_load: Option<MachineLoad>,
    /// How many independent rounds measured every timing, and the seed of their order;
    /// absent for a run of one round (older and imported files, fixed-iteration runs).
    #[serde(default)]
    pub rounds: Option<Rounds>,
}

/// The rounds of a run: each round times every case once, in an order shuffled afresh from
/// the run's seed, so a slow drift of the machine falls on every crate alike.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Rounds {
    /// Number of rounds (at least 1).
    pub count: u32,
    /// Seed of the rounds' shuffled orders: round `r` visits the cases in the order a
    /// generator seeded with `seed` and `r` draws; the bencher draws where each timing's
    /// buffers lie from it too.
    pub seed: u64,
    /// Set when the file holds one round of the run alone, this one (from 1 to `count`): a
    /// run measured as one process per round (`bencher run --round`), whose files
    /// `bencher merge` joins into the run of `count` rounds.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round: Option<u32>,
}

impl Rounds {
    /// How many rounds each of the file's timings holds: 1 in the file of one round alone.
    pub fn per_timing(&self) -> u32 {
        if self.round.is_some() {
            1
        } else {
            self.count
        }
    }
}

/// The machine's CPU time during a run beyond the bencher's own: other processes competing for
/// the cores, or a hypervisor giving them to other guests, both of which make a run's figures
/// slower and noisier than the machine allows. Each is a share of all cores' time over the
/// run, from 0 to 1.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct MachineLoad {
    /// Share used by other processes.
    pub others_cpu_share: f64,
    /// Share the hypervisor withheld (the kernel's "steal" time).
    pub steal_share: f64,
}

impl MachineLoad {
    /// Share of all cores' time (other processes and the hypervisor together) from which a
    /// run counts as measured on a busy machine: a tenth is, on two cores, another process busy
    /// a fifth of the time. What is at stake: on the project's 2-core machine, the committed
    /// quick run of 2026-11-30, with confidence intervals 7 times wider, recorded timings 2.7
    /// times those of 2026-12-01's, for the same crates and measurement code.
    pub const BUSY_SHARE: f64 = 0.1;

    /// Whether the run measured beside other work ([`Self::BUSY_SHARE`]): its figures are
    /// slower and noisier than its machine allows.
    pub fn is_busy(&self) -> bool {
        self.others_cpu_share + self.steal_share >= Self::BUSY_SHARE
    }

    /// One line for reports and the explorer, e.g. "other processes used 3.1% of the CPU
    /// time, the hypervisor withheld 0.0%".
    pub fn summary(&self) -> String {
        format!(
            "other processes used {:.1}% of the CPU time, the hypervisor withheld {:.1}%",
            self.others_cpu_share * 100.0,
            self.steal_share * 100.0
        )
    }
}

/// How hard a run measured.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Profile {
    /// Short criterion runs: every crate on every dataset in minutes.
    Quick,
    /// Criterion's publication settings.
    Full,
    /// Fixed-iteration mode (`-i N`), as the C++ suite measures.
    Iterations(u64),
}

impl Profile {
    /// `quick`, `full` or `iterations`, as the manifest names it.
    pub fn name(self) -> &'static str {
        match self {
            Profile::Quick => "quick",
            Profile::Full => "full",
            Profile::Iterations(_) => "iterations",
        }
    }
}

/// The machine and toolchain a run measured.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Environment {
    /// Output of `rustc -vV`.
    #[serde(default)]
    pub rustc: Option<String>,
    /// Output of `lscpu` (or the platform's equivalent).
    #[serde(default)]
    pub cpu: Option<String>,
    /// Operating system description (e.g. `uname -srm` or `/etc/os-release` PRETTY_NAME).
    #[serde(default)]
    pub os: Option<String>,
    /// Logical CPUs of the machine (not the run's affinity: a pinned run records them all).
    #[serde(default)]
    pub cores: Option<u32>,
    /// `valgrind --version` of the run's instruction counts (`valgrind-3.19.0`); absent when
    /// the run counted none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub valgrind: Option<String>,
    /// What the measured code was compiled for; absent in older and imported files.
    /// Instruction counts compare only between builds for the same target.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub build: Option<Build>,
    /// The browser a wasm run measured in, as its user agent names its engine
    /// (`HeadlessChrome/156.0.7563.110`); absent for native runs.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub browser: Option<String>,
    /// The smallest step of the clock the run's timings read, in nanoseconds, measured as the
    /// run started: a browser coarsens `performance.now()` (0.1 ms in headless Chromium), so
    /// each sample there lasts at least a hundred steps. Absent in files before version 7.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock_step_ns: Option<u64>,
}

/// The CPU the bencher's code was compiled for, and the instructions that allowed: a SIMD
/// crate (simd-json, sonic-rs) picks its code paths at compile time from the target features,
/// so the same crate measures differently built for the host's CPU and for the baseline.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Build {
    /// `native (<cpu>)` when built with `-C target-cpu=native` (`<cpu>` being what the
    /// compiler took the build host's CPU for, e.g. `znver4`), else the CPU named by
    /// `-C target-cpu`, else the target's baseline CPU (e.g. `x86-64`).
    pub target_cpu: String,
    /// The target features enabled at compile time (`avx2`, `sse4.2`, …), in name order.
    #[serde(default)]
    pub target_features: Vec<String>,
    /// The target triple (`x86_64-unknown-linux-gnu`, `wasm32-unknown-unknown`); absent in
    /// files before version 7, all of which are native.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub target: Option<String>,
}

impl Build {
    /// Whether the code was built for the build host's own CPU (`-C target-cpu=native`).
    pub fn is_native(&self) -> bool {
        self.target_cpu.starts_with("native")
    }

    /// Whether the code was built for WebAssembly (and so measured in a wasm engine).
    pub fn is_wasm(&self) -> bool {
        self.target
            .as_deref()
            .is_some_and(|target| target.starts_with("wasm"))
    }

    /// The target features [`Build::summary`] names: the SIMD levels that SIMD crates
    /// (simd-json, sonic-rs, flexon) choose their code paths by; the rest of a native build's
    /// few dozen features would drown them.
    pub const SIMD_LEVELS: [&'static str; 8] = [
        "avx",
        "avx2",
        "avx512bw",
        "avx512f",
        "pclmulqdq",
        "sse4.2",
        "neon",
        "simd128",
    ];

    /// One line for reports, e.g. `native (znver4): avx, avx2, avx512bw, avx512f, pclmulqdq,
    /// sse4.2` or `x86-64 (portable)`.
    pub fn summary(&self) -> String {
        let kind = if self.is_wasm() {
            format!(
                "{} ({})",
                self.target.as_deref().unwrap_or("wasm"),
                self.target_cpu
            )
        } else if self.is_native() {
            self.target_cpu.clone()
        } else {
            format!("{} (portable)", self.target_cpu)
        };
        let simd: Vec<&str> = self
            .target_features
            .iter()
            .map(String::as_str)
            .filter(|f| Self::SIMD_LEVELS.contains(f))
            .collect();
        if simd.is_empty() {
            kind
        } else {
            format!("{kind}: {}", simd.join(", "))
        }
    }
}

impl Environment {
    /// The CPU model: the `Model name` line of `lscpu` output (`model name` in
    /// `/proc/cpuinfo`), else the first non-empty line of what was recorded; `None` when
    /// nothing was. When `lscpu` also recorded the CPU family and model numbers, they follow
    /// the name (`AMD EPYC (family 25, model 17)`): a hypervisor may report only a vendor's
    /// generic name, and two machines that both say "AMD EPYC" measured the same suite 1.5
    /// times apart here (a Zen 4 and a Zen 5 host), with nothing else in the name to tell them.
    pub fn cpu_model(&self) -> Option<String> {
        let cpu = self.cpu.as_deref()?;
        let field = |names: &[&str]| {
            cpu.lines().find_map(|line| {
                let (key, value) = line.split_once(':')?;
                let value = value.trim();
                (names.contains(&key.trim()) && !value.is_empty()).then_some(value)
            })
        };
        let name = field(&["Model name", "model name"])
            .or_else(|| cpu.lines().map(str::trim).find(|line| !line.is_empty()))?;
        Some(match (field(&["CPU family"]), field(&["Model"])) {
            (Some(family), Some(model)) => format!("{name} (family {family}, model {model})"),
            _ => name.to_owned(),
        })
    }

    /// The machine in words for a reader, from what the run recorded: cores, CPU name, the
    /// microarchitecture the compiler took it for (`znver4` is Zen 4), whether a hypervisor
    /// ran it, and the build (`a 2-core AMD EPYC (Zen 4) VM, native x86-64`). Parts that were
    /// not recorded are left out; `None` when no CPU name was.
    pub fn machine_in_words(&self) -> Option<String> {
        let cpu = self.cpu.as_deref()?;
        let field = |name: &str| {
            cpu.lines().find_map(|line| {
                let (key, value) = line.split_once(':')?;
                let value = value.trim();
                (key.trim().eq_ignore_ascii_case(name) && !value.is_empty()).then_some(value)
            })
        };
        let name = field("Model name")?;
        let target = self.build.as_ref().map(|build| build.target_cpu.as_str());
        let compiled_for = target.map(|cpu| {
            cpu.strip_prefix("native (")
                .and_then(|cpu| cpu.strip_suffix(')'))
                .unwrap_or(cpu)
        });
        let micro = compiled_for
            .and_then(|cpu| cpu.strip_prefix("znver"))
            .filter(|n| !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
            .map(|n| format!(" (Zen {n})"))
            .unwrap_or_default();
        let cores = self.cores.map(|n| format!("{n}-core ")).unwrap_or_default();
        let host = if field("Hypervisor vendor").is_some() {
            "VM"
        } else {
            "machine"
        };
        let mut words = format!("a {cores}{name}{micro} {host}");
        if let Some(build) = &self.build {
            if build.is_wasm() {
                words.push_str(&format!(", {}", self.build_in_words()?));
                return Some(words);
            }
            let kind = if build.is_native() {
                "native"
            } else {
                "portable"
            };
            let arch = field("Architecture").map(|arch| arch.replace('_', "-"));
            words.push_str(&format!(
                ", {kind}{}",
                arch.map(|a| format!(" {a}")).unwrap_or_default()
            ));
        }
        Some(words)
    }

    /// The machine in one line, as reports name it: CPU model, cores, compiler release and
    /// build, each when recorded (e.g. `AMD EPYC 7763, 4 cores, rustc 1.95.0 (…), native
    /// (znver3)`).
    pub fn machine_summary(&self) -> String {
        let parts: Vec<String> = [
            self.cpu_model(),
            self.cores.map(|n| format!("{n} cores")),
            self.rustc_release().map(str::to_owned),
            self.build_in_words(),
        ]
        .into_iter()
        .flatten()
        .collect();
        if parts.is_empty() {
            "an unrecorded machine".to_owned()
        } else {
            parts.join(", ")
        }
    }

    /// What the measured code was built for and ran in: the CPU compiled for (`native
    /// (znver3)`, `x86-64`), or for a wasm run its target and browser (`wasm32 in Chromium
    /// 156.0.7563.110, V8 15.6.75.95, headless`); `None` when no build was recorded.
    pub fn build_in_words(&self) -> Option<String> {
        let build = self.build.as_ref()?;
        if !build.is_wasm() {
            return Some(build.target_cpu.clone());
        }
        let arch = build.target.as_deref().unwrap_or("wasm");
        let arch = arch.split('-').next().unwrap_or(arch);
        Some(match &self.browser {
            Some(browser) => format!("{arch} in {browser}"),
            None => arch.to_owned(),
        })
    }

    /// The release line of `rustc -vV` (`rustc 1.95.0 (…)`); `None` when not recorded.
    pub fn rustc_release(&self) -> Option<&str> {
        self.rustc
            .as_deref()?
            .lines()
            .next()
            .map(str::trim)
            .filter(|line| !line.is_empty())
    }
}

/// A crate as benchmarked. The map key (crate id) may differ from the crates.io name when a
/// crate appears twice (`bincode1` and `bincode`, `protobuf4`, `thrift-compact`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CrateInfo {
    /// The crates.io name.
    pub name: String,
    /// The exact version measured.
    pub version: String,
    /// Encoding family (`protobuf`, `json`, `cbor`, `messagepack`, …) when known.
    #[serde(default)]
    pub family: Option<String>,
    /// Whether the crate offers zero-copy access to serialized data.
    #[serde(default)]
    pub zero_copy: bool,
    /// Named variants and a one-line explanation of each.
    #[serde(default)]
    pub variants: BTreeMap<String, String>,
    /// Per variant of [`CrateInfo::variants`], whether it does the work of the crate's
    /// primary ([`Work`]). A variant missing here is unclassed: files written before schema
    /// version 5, and upstream files, record no classing ([`CrateInfo::set_aside`]).
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub work: BTreeMap<String, Work>,
}

/// Whether a variant does the work of its crate's primary: the same input, the same output,
/// the same safety for untrusted bytes. Rankings compare like with like: by default they rank
/// the primaries and the variants that do the same work, and list the others beside, each
/// with why.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Work {
    /// The primary's work (a format option, another API over the same input and output):
    /// ranked with the primaries.
    Same,
    /// Other work, and why it is not comparable: input prepared beforehand (columns built
    /// before the timed call), state kept from an earlier call (reused allocations, a
    /// session's symbol map), or checks left out that make untrusted bytes safe.
    Other(String),
}

/// Why a variant without a recorded classing is not ranked by default: nothing says it does
/// its primary's work, and ranking a variant that does less would crown it.
pub const UNCLASSED: &str = "not classed: the run's file records no classing of its variants";

impl CrateInfo {
    /// Why `variant` is set aside from a default ranking, or `None` when it is ranked there:
    /// the primary (`None`) and a variant of [`Work::Same`] are ranked; a variant of
    /// [`Work::Other`] is set aside with its reason, and an unclassed one with [`UNCLASSED`].
    pub fn set_aside(&self, variant: Option<&str>) -> Option<&str> {
        let variant = variant?;
        match self.work.get(variant) {
            Some(Work::Same) => None,
            Some(Work::Other(why)) => Some(why),
            None => Some(UNCLASSED),
        }
    }

    /// Whether `variant` (`None` = primary) takes part in a ranking: always when
    /// `include_other_work`, else only where [`CrateInfo::set_aside`] has no reason.
    pub fn is_ranked(&self, variant: Option<&str>, include_other_work: bool) -> bool {
        include_other_work || self.set_aside(variant).is_none()
    }
}

/// All figures of one dataset.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct DatasetResults {
    /// Per crate id.
    pub crates: BTreeMap<String, CrateResults>,
}

impl DatasetResults {
    /// Every timing of the dataset: each crate's operations (every variant) and codec steps.
    pub fn timings(&self) -> impl Iterator<Item = &Timing> {
        self.crates.values().flat_map(|crate_results| {
            let operations = crate_results
                .operations
                .values()
                .flat_map(|timings| timings.iter().map(|(_, t)| t));
            let codecs = crate_results
                .codecs
                .values()
                .flat_map(|figures| figures.iter().map(|(_, f)| f))
                .flat_map(|f| f.compress.iter().chain(f.decompress.iter()));
            operations.chain(codecs)
        })
    }
}

/// A figure that exists as a primary value, as named variants, or both.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Variants<T> {
    /// The plain figure; absent when the crate only has variants for this measurement.
    #[serde(default = "none")]
    pub primary: Option<T>,
    /// Figures of named variants (see [`CrateInfo::variants`] for what each name means).
    #[serde(default = "BTreeMap::new")]
    pub variants: BTreeMap<String, T>,
}

fn none<T>() -> Option<T> {
    None
}

impl<T> Default for Variants<T> {
    fn default() -> Self {
        Self {
            primary: None,
            variants: BTreeMap::new(),
        }
    }
}

impl<T> Variants<T> {
    /// Only a primary figure.
    pub fn primary(value: T) -> Self {
        Self {
            primary: Some(value),
            variants: BTreeMap::new(),
        }
    }

    /// The figure for `variant` (`None` = primary).
    pub fn get(&self, variant: Option<&str>) -> Option<&T> {
        match variant {
            None => self.primary.as_ref(),
            Some(name) => self.variants.get(name),
        }
    }

    /// Sets the figure for `variant` (`None` = primary).
    pub fn set(&mut self, variant: Option<&str>, value: T) {
        match variant {
            None => self.primary = Some(value),
            Some(name) => {
                self.variants.insert(name.to_owned(), value);
            }
        }
    }

    /// True when neither a primary figure nor any variant is present.
    pub fn is_empty(&self) -> bool {
        self.primary.is_none() && self.variants.is_empty()
    }

    /// Every figure, primary first (as `None`), then variants in name order.
    pub fn iter(&self) -> impl Iterator<Item = (Option<&str>, &T)> {
        self.primary
            .iter()
            .map(|value| (None, value))
            .chain(self.variants.iter().map(|(k, v)| (Some(k.as_str()), v)))
    }

    /// The upstream explorer's choice for a time: the first variant in name order, else the
    /// primary. (For sizes it reads the primary; see [`crate::model::VariantPolicy::Upstream`].)
    pub fn upstream_choice(&self) -> Option<&T> {
        self.variants.values().next().or(self.primary.as_ref())
    }
}

/// A time measurement in nanoseconds per iteration: a point estimate and its interval.
///
/// In a run of several rounds (see [`Rounds`]) the estimate is the median of the rounds'
/// estimates and the interval spans every round's confidence interval, and
/// [`Timing::rounds`] keeps each round's estimate; in a run of one round both are
/// criterion's. Written with [`STORED_SIGNIFICANT_DIGITS`] significant digits; read as written.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Timing {
    /// Point estimate, ns per iteration.
    #[serde(serialize_with = "stored_precision")]
    pub estimate_ns: f64,
    /// Lower bound of the interval, ns.
    #[serde(default, serialize_with = "stored_precision_opt")]
    pub lower_ns: Option<f64>,
    /// Upper bound of the interval, ns.
    #[serde(default, serialize_with = "stored_precision_opt")]
    pub upper_ns: Option<f64>,
    /// Each round's point estimate, ns, in round order; empty for a figure of one round.
    #[serde(
        default,
        skip_serializing_if = "Vec::is_empty",
        serialize_with = "stored_precision_vec"
    )]
    pub rounds: Vec<f64>,
}

/// Significant digits a [`Timing`] is written with. A run's timings vary by a few percent
/// between runs (see [`RunInfo::median_relative_ci_half_width`]); the 17 digits that make an
/// `f64` round-trip would be noise, and they were a third of a results file's bytes: the
/// explorer downloads and skims the whole file before it shows anything. Six digits keep the
/// rounding error within 5·10⁻⁶ of the value.
pub const STORED_SIGNIFICANT_DIGITS: usize = 6;

/// `value` rounded to [`STORED_SIGNIFICANT_DIGITS`] significant digits: the `f64` nearest to
/// that decimal, which JSON writers print with at most that many digits. Non-finite values
/// are returned unchanged. Monotonic (`a <= b` ⇒ `round(a) <= round(b)`), so a confidence
/// interval still contains its estimate, and idempotent, so re-writing a file changes nothing.
pub fn round_to_stored_precision(value: f64) -> f64 {
    if !value.is_finite() {
        return value;
    }
    // The decimal rounding of the standard formatter (exact, half to even), read back.
    format!("{value:.prec$e}", prec = STORED_SIGNIFICANT_DIGITS - 1)
        .parse()
        .unwrap_or(value)
}

fn stored_precision<S: serde::Serializer>(value: &f64, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.serialize_f64(round_to_stored_precision(*value))
}

fn stored_precision_opt<S: serde::Serializer>(
    value: &Option<f64>,
    serializer: S,
) -> Result<S::Ok, S::Error> {
    value.map(round_to_stored_precision).serialize(serializer)
}

fn stored_precision_vec<S: serde::Serializer>(
    values: &[f64],
    serializer: S,
) -> Result<S::Ok, S::Error> {
    serializer.collect_seq(values.iter().map(|&v| round_to_stored_precision(v)))
}

impl Timing {
    /// A bare point estimate without bounds (e.g. imported upstream figures).
    pub fn point(estimate_ns: f64) -> Self {
        Self {
            estimate_ns,
            lower_ns: None,
            upper_ns: None,
            rounds: Vec::new(),
        }
    }

    /// A point estimate within `[lower_ns, upper_ns]`, of one round.
    pub fn bounded(estimate_ns: f64, lower_ns: f64, upper_ns: f64) -> Self {
        Self {
            estimate_ns,
            lower_ns: Some(lower_ns),
            upper_ns: Some(upper_ns),
            rounds: Vec::new(),
        }
    }

    /// The point estimate in seconds.
    pub fn seconds(&self) -> f64 {
        self.estimate_ns * 1e-9
    }
}

/// Operations timed per crate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Operation {
    /// Serialize into a reused buffer.
    Serialize,
    /// Deserialize into the owned Rust type.
    Deserialize,
    /// Deserialize into a type that borrows strings from the input.
    Borrow,
    /// Zero-copy: get structured access to a buffer.
    Access,
    /// Zero-copy: run through a buffer reading fields.
    Read,
    /// Zero-copy: update a buffer in place.
    Update,
}

impl Operation {
    /// All operations, in display order.
    pub const ALL: [Operation; 6] = [
        Operation::Serialize,
        Operation::Deserialize,
        Operation::Borrow,
        Operation::Access,
        Operation::Read,
        Operation::Update,
    ];

    /// The snake_case name used in JSON, CSV and the command line.
    pub fn name(self) -> &'static str {
        match self {
            Operation::Serialize => "serialize",
            Operation::Deserialize => "deserialize",
            Operation::Borrow => "borrow",
            Operation::Access => "access",
            Operation::Read => "read",
            Operation::Update => "update",
        }
    }
}

impl fmt::Display for Operation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Compression codecs applied to serialized buffers. "No compression" is not a codec: it is
/// the serialized size itself and is always allowed by the throughput model.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Codec {
    /// zlib (libflate, default level), as upstream.
    Zlib,
    /// zstd level 0 (the library default), as upstream.
    Zstd,
    /// LZ4 block format.
    Lz4,
    /// Brotli.
    Brotli,
}

impl Codec {
    /// All codecs, in display order.
    pub const ALL: [Codec; 4] = [Codec::Zlib, Codec::Zstd, Codec::Lz4, Codec::Brotli];

    /// The lowercase name used in JSON, CSV, URLs and the command line.
    pub fn name(self) -> &'static str {
        match self {
            Codec::Zlib => "zlib",
            Codec::Zstd => "zstd",
            Codec::Lz4 => "lz4",
            Codec::Brotli => "brotli",
        }
    }

    /// Parses a lowercase codec name.
    pub fn from_name(name: &str) -> Option<Codec> {
        Codec::ALL.into_iter().find(|c| c.name() == name)
    }
}

impl fmt::Display for Codec {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What one codec does to one serialized buffer.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CodecFigures {
    /// Compressed size in bytes.
    pub size: u64,
    /// Time to compress the serialized buffer; absent in upstream files for most codecs.
    #[serde(default)]
    pub compress: Option<Timing>,
    /// Time to decompress back to the serialized buffer.
    #[serde(default)]
    pub decompress: Option<Timing>,
}

/// Heap allocations made by one operation, counted outside the timed loop.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Allocations {
    /// Number of allocations (including reallocations).
    pub count: u64,
    /// Total bytes requested.
    pub bytes: u64,
}

/// Every figure of one crate on one dataset. Absent maps mean "not measured / not supported".
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CrateResults {
    /// Timed operations.
    #[serde(default)]
    pub operations: BTreeMap<Operation, Variants<Timing>>,
    /// Serialized size in bytes.
    #[serde(default)]
    pub size: Variants<u64>,
    /// Per codec: compressed size and (de)compression times, per variant.
    #[serde(default)]
    pub codecs: BTreeMap<Codec, Variants<CodecFigures>>,
    /// Allocations per operation, per variant.
    #[serde(default)]
    pub allocations: BTreeMap<Operation, Variants<Allocations>>,
    /// Instructions executed by one call of each operation and codec step (callgrind), kept
    /// apart from the times; absent when the run counted none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub instructions: Option<InstructionCounts>,
    /// What serializing and deserializing the dataset's types with the crate adds to a wasm
    /// module; absent when not measured.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub code_size: Option<CodeSize>,
}

/// The code a crate's primary serialize and deserialize of one dataset's types add to a
/// release wasm module, optimized for size and gzip'd (docs/code-size.md): measured as one
/// module with that code (the crate's probe) and one with everything else it holds (the
/// dataset's baseline: the types, the data generator, the harness, no format).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CodeSize {
    /// gzip'd bytes of the crate's probe module.
    pub probe_gzip_bytes: u64,
    /// gzip'd bytes of the dataset's baseline module.
    pub baseline_gzip_bytes: u64,
}

impl CodeSize {
    /// gzip'd bytes the crate adds: the probe's less the baseline's. Compression makes this a
    /// few hundred bytes uncertain, so a crate of very little code can come out slightly
    /// negative; it is reported as measured.
    pub fn added(&self) -> i64 {
        self.probe_gzip_bytes as i64 - self.baseline_gzip_bytes as i64
    }
}

/// Instructions executed by one call of each operation and each codec step, as Valgrind's
/// callgrind counts them (its `Ir` event): one call after a warm-up call, with collection on
/// around exactly that call. Identical from run to run of one build, and comparable across
/// machines of one architecture built for the same target ([`Environment::build`]); they
/// do not see cache misses, memory bandwidth or how much work one instruction does (SIMD
/// width), so they complement the times rather than replace them.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct InstructionCounts {
    /// Per operation, per variant.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub operations: BTreeMap<Operation, Variants<u64>>,
    /// Per codec, per variant of the serialized buffer: compress and decompress.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub codecs: BTreeMap<Codec, Variants<CodecInstructions>>,
    /// The figures whose count depends on the process's random hash seed: their call made a
    /// std `HashMap` (libflate's zlib compression below 32 KiB, compactly's low-cardinality
    /// strings), each named by its metric as `bencher export` names it (`zlib_compress`),
    /// then `/variant` for a variant. A change of such a count between runs is not a change of
    /// the code.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub varying: Vec<String>,
}

impl InstructionCounts {
    /// True when nothing was counted.
    pub fn is_empty(&self) -> bool {
        self.operations.is_empty() && self.codecs.is_empty()
    }

    /// Whether the figure of `metric` (`serialize`, `zlib_compress`) for `variant` varies
    /// from run to run (see [`InstructionCounts::varying`]).
    pub fn varies(&self, metric: &str, variant: Option<&str>) -> bool {
        self.varying.iter().any(|name| match variant {
            None => name == metric,
            Some(v) => {
                name.strip_prefix(metric)
                    .and_then(|rest| rest.strip_prefix('/'))
                    == Some(v)
            }
        })
    }
}

/// Instructions of one codec's two steps on one serialized buffer.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct CodecInstructions {
    /// One compression of the serialized buffer.
    #[serde(default)]
    pub compress: Option<u64>,
    /// One decompression back to the serialized buffer.
    #[serde(default)]
    pub decompress: Option<u64>,
}

/// Something that went wrong during a run, for one crate on one dataset.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Failure {
    /// Crate id.
    pub crate_id: String,
    /// Dataset name.
    pub dataset: String,
    /// The operation that failed (`serialize`, `round_trip`, …).
    pub operation: String,
    /// What happened (panic message, round-trip mismatch, …).
    pub message: String,
}

/// A trait that tells two machines apart, as each run recorded it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MachineDifference {
    /// `CPU`, `core count`, `compiler` or `build` (the target CPU compiled for); for
    /// [`counting_differences`] also `architecture` and `Valgrind`.
    pub what: &'static str,
    /// The first run's.
    pub first: String,
    /// The second run's.
    pub second: String,
}

/// How two environments differ for instruction counts, which do not depend on the CPU model
/// or the core count, but on the architecture (the compiler's host triple), the compiler
/// release, the build's target CPU and features, and the Valgrind version, where both
/// recorded them: counts made where these agree compare, whichever machine made them.
pub fn counting_differences(first: &Environment, second: &Environment) -> Vec<MachineDifference> {
    let architecture = |environment: &Environment| {
        environment
            .rustc
            .as_deref()?
            .lines()
            .find_map(|line| line.strip_prefix("host:"))
            .map(|host| host.trim().to_owned())
    };
    let compiler = |environment: &Environment| environment.rustc_release().map(str::to_owned);
    let build = |environment: &Environment| environment.build.as_ref().map(Build::summary);
    let valgrind = |environment: &Environment| environment.valgrind.clone();
    differing([
        ("architecture", architecture(first), architecture(second)),
        ("compiler", compiler(first), compiler(second)),
        ("build", build(first), build(second)),
        ("Valgrind", valgrind(first), valgrind(second)),
    ])
}

/// The traits whose values both environments recorded, and differently.
fn differing<const N: usize>(
    traits: [(&'static str, Option<String>, Option<String>); N],
) -> Vec<MachineDifference> {
    traits
        .into_iter()
        .filter_map(|(what, first, second)| match (first, second) {
            (Some(first), Some(second)) if first != second => Some(MachineDifference {
                what,
                first,
                second,
            }),
            _ => None,
        })
        .collect()
}

/// How two runs' environments differ as machines: CPU model (with its family and model
/// numbers, [`Environment::cpu_model`]), core count, compiler release and what the code was
/// built for and ran in ([`Environment::build_in_words`]), where both recorded it. Clock
/// speeds and the like, which `lscpu` also prints and which vary on one machine, are not
/// compared.
pub fn machine_differences(first: &Environment, second: &Environment) -> Vec<MachineDifference> {
    let cores = |environment: &Environment| environment.cores.map(|n| n.to_string());
    let compiler = |environment: &Environment| environment.rustc_release().map(str::to_owned);
    let build = |environment: &Environment| environment.build_in_words();
    differing([
        ("CPU", first.cpu_model(), second.cpu_model()),
        ("core count", cores(first), cores(second)),
        ("compiler", compiler(first), compiler(second)),
        ("build", build(first), build(second)),
    ])
}

#[cfg(test)]
mod tests {
    use super::{Build, Environment, Rounds};

    #[test]
    fn a_wasm_run_names_its_target_and_browser_wherever_its_machine_is_named() {
        let wasm = Environment {
            cpu: Some("Architecture: x86_64\nModel name: Intel(R) Xeon(R) Processor\n".to_owned()),
            cores: Some(2),
            build: Some(Build {
                target_cpu: "generic".to_owned(),
                target_features: vec!["simd128".to_owned()],
                target: Some("wasm32-unknown-unknown".to_owned()),
            }),
            browser: Some("Chromium 156.0.7563.110, V8 15.6.75.95, headless".to_owned()),
            ..Environment::default()
        };
        let in_words = "wasm32 in Chromium 156.0.7563.110, V8 15.6.75.95, headless";
        assert_eq!(wasm.build_in_words().as_deref(), Some(in_words));
        assert!(wasm.machine_summary().ends_with(in_words));
        assert_eq!(
            wasm.machine_in_words().as_deref(),
            Some(&*format!(
                "a 2-core Intel(R) Xeon(R) Processor machine, {in_words}"
            ))
        );
        let native = Environment {
            build: Some(Build {
                target_cpu: "native (icelake-server)".to_owned(),
                ..Build::default()
            }),
            ..wasm.clone()
        };
        assert_eq!(
            native.build_in_words().as_deref(),
            Some("native (icelake-server)")
        );
        let differences = super::machine_differences(&wasm, &native);
        assert_eq!(differences.len(), 1);
        assert_eq!(differences[0].what, "build");
    }

    #[test]
    fn the_file_of_one_round_alone_says_which_and_holds_one_round_per_timing() {
        let run: Rounds = serde_json::from_str(r#"{"count": 5, "seed": 7}"#).unwrap();
        assert_eq!((run.round, run.per_timing()), (None, 5));
        let part = Rounds {
            round: Some(3),
            ..run
        };
        assert_eq!(part.per_timing(), 1);
        let written = serde_json::to_string(&part).unwrap();
        assert_eq!(written, r#"{"count":5,"seed":7,"round":3}"#);
        assert_eq!(serde_json::from_str::<Rounds>(&written).unwrap(), part);
        // A whole run's file is written as before this field existed.
        assert_eq!(
            serde_json::to_string(&run).unwrap(),
            r#"{"count":5,"seed":7}"#
        );
    }

    #[test]
    fn the_machine_in_words_comes_from_what_the_run_recorded() {
        let mut environment = Environment {
            cpu: Some(
                "Architecture:   x86_64\nModel name:     AMD EPYC\nHypervisor vendor: KVM\n"
                    .to_owned(),
            ),
            cores: Some(2),
            build: Some(Build {
                target_cpu: "native (znver4)".to_owned(),
                target_features: Vec::new(),
                target: None,
            }),
            ..Environment::default()
        };
        assert_eq!(
            environment.machine_in_words().as_deref(),
            Some("a 2-core AMD EPYC (Zen 4) VM, native x86-64")
        );
        environment.cpu = Some("Model name: Intel Xeon\n".to_owned());
        environment.build = Some(Build {
            target_cpu: "x86-64".to_owned(),
            target_features: Vec::new(),
            target: None,
        });
        environment.cores = None;
        assert_eq!(
            environment.machine_in_words().as_deref(),
            Some("a Intel Xeon machine, portable")
        );
        environment.cpu = None;
        assert_eq!(environment.machine_in_words(), None);
    }

    #[test]
    fn a_build_is_summarized_by_its_cpu_and_simd_levels() {
        // What this project's Zen 4 host compiles with -C target-cpu=native (43 features).
        let znver4 = "adx aes avx avx2 avx512bf16 avx512bitalg avx512bw avx512cd avx512dq \
                      avx512f avx512ifma avx512vbmi avx512vbmi2 avx512vl avx512vnni \
                      avx512vpopcntdq bmi1 bmi2 cmpxchg16b f16c fma fxsr gfni lzcnt movbe \
                      pclmulqdq popcnt rdrand rdseed sha sse sse2 sse3 sse4.1 sse4.2 sse4a \
                      ssse3 vaes vpclmulqdq xsave xsavec xsaveopt xsaves";
        let build = |cpu: &str, features: &str| Build {
            target_cpu: cpu.to_owned(),
            target_features: features.split_whitespace().map(str::to_owned).collect(),
            target: None,
        };
        let native = build("native (znver4)", znver4);
        assert!(native.is_native());
        assert_eq!(
            native.summary(),
            "native (znver4): avx, avx2, avx512bw, avx512f, pclmulqdq, sse4.2"
        );
        let baseline = build("x86-64", "fxsr sse sse2");
        assert!(!baseline.is_native());
        assert_eq!(baseline.summary(), "x86-64 (portable)");
        let machine = Environment {
            cpu: Some("Model name: AMD EPYC".to_owned()),
            cores: Some(2),
            build: Some(native),
            ..Environment::default()
        };
        assert_eq!(
            machine.machine_summary(),
            "AMD EPYC, 2 cores, native (znver4)"
        );
        assert_eq!(
            Environment::default().machine_summary(),
            "an unrecorded machine"
        );
    }
}

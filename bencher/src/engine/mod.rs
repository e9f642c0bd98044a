//! The measurement engine: runs crates on datasets and produces a [`schema::ResultsFile`].
//!
//! * [`settings`]: how hard a run measures ([`ProfileKind`]).
//! * [`prepare`]: serialize once, round-trip checks, aligned inputs.
//! * [`measure`]: sizes, allocations, codec outputs of one crate on one dataset, and each of
//!   its timings (criterion, or the sampler for codecs).
//! * [`rounds`]: every timing of a run in interleaved, shuffled rounds, and the figure from
//!   them.
//! * [`placement`]: where each timing's buffers lie in memory, drawn afresh every round.
//! * [`heap`]: glibc's heap settings, fixed for each mode so that a call's cost does not depend
//!   on the process's history.
//! * [`timer`]: criterion used as a library (estimates read from its `estimates.json`).
//! * [`sampler`]: repeated measurement for codecs.
//! * [`iterations`]: the C++ suite's fixed-iteration mode.
//! * [`profiling`]: `bencher profile`, a flamegraph of one case run as it is timed.
//! * [`instructions`]: instruction counts (`--instructions`): the parent that plans, runs and
//!   gathers the counting children.
//! * [`counter`]: the counting child, each case counted under callgrind.
//! * [`fork`]: a closure run in a forked copy of the process (each count's starting state).
//! * [`run`](mod@run): the [`Suite`] a run measures, selection, progress, and the results file
//!   of a whole run.
//! * [`registry`]: the [`Suite`] of this build, over [`crate::crates`] and [`crate::datasets`].
//! * [`shard`]: `--shard K/N`, a run's share of the datasets.
//! * [`panics`]: a panicking crate turned into a recorded failure.
//!
//! Instruction counts, profiles and glibc's heap are native only; the rest also measures in
//! wasm, where [`timer`] samples instead of running criterion.
//!
//! The engine knows crates and datasets only through [`Suite`], so it is tested on toy
//! adapters and never depends on any particular serialization crate.

pub mod iterations;
pub mod measure;
pub mod panics;
pub mod placement;
pub mod prepare;
pub mod registry;
pub mod rounds;
pub mod run;
pub mod sampler;
pub mod settings;
pub mod shard;
pub mod timer;

native_only! {
    pub mod counter;
    pub mod fork;
    pub mod hash_seed;
    pub mod heap;
    pub mod instructions;
    pub mod profiling;
}

pub use run::{
    run, run_logged, visit_crate, DatasetError, Progress, RunOptions, RunOutcome, Session, Suite,
};
pub use settings::ProfileKind;

#[cfg(test)]
mod tests;

//! `--shard K/N`: one of N parts of a run, each holding whole datasets.
//!
//! A ranking compares the crates of one dataset, so all of a dataset's crates are measured on
//! one machine: a shard takes datasets, never part of one. Shards may then run on different
//! machines; `bencher merge` records each dataset's machine and refuses only a dataset split
//! across two (see [`crate::merge`]).

use crate::adapter::CrateMeta;
use std::fmt;
use std::str::FromStr;

/// The crates and datasets a run covers, validated against the suite
/// ([`crate::engine::run::select`]): what a shard takes its share of.
pub struct Selection {
    /// Crates in display order.
    pub crates: Vec<CrateMeta>,
    /// Dataset names in display order.
    pub datasets: Vec<&'static str>,
}

/// One of N deterministic parts of a run (`--shard K/N`, 1 ≤ K ≤ N).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    /// K, from 1.
    pub index: usize,
    /// N.
    pub count: usize,
}

impl Shard {
    /// Whether the dataset at position `dataset` (0-based, in the selection's display order)
    /// belongs to this shard. Round robin over datasets: every crate of a dataset runs in the
    /// same shard, and with N at most the number of datasets no shard is empty.
    pub fn owns(&self, dataset: usize) -> bool {
        dataset % self.count == self.index - 1
    }
}

/// A `--shard` argument that is not `K/N` with 1 ≤ K ≤ N.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("expected K/N with 1 ≤ K ≤ N (e.g. 2/4), got `{0}`")]
pub struct BadShard(pub String);

impl FromStr for Shard {
    type Err = BadShard;

    fn from_str(s: &str) -> Result<Self, BadShard> {
        let bad = || BadShard(s.to_owned());
        let (k, n) = s.split_once('/').ok_or_else(bad)?;
        let index: usize = k.trim().parse().map_err(|_| bad())?;
        let count: usize = n.trim().parse().map_err(|_| bad())?;
        if index == 0 || count == 0 || index > count {
            return Err(bad());
        }
        Ok(Shard { index, count })
    }
}

impl fmt::Display for Shard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.index, self.count)
    }
}

/// The (dataset, crate id) pairs of a selection in canonical order (dataset-major, display
/// order), restricted to `shard`'s datasets.
pub fn work_items(
    selection: &Selection,
    shard: Option<Shard>,
) -> Vec<(&'static str, &'static str)> {
    selection
        .datasets
        .iter()
        .enumerate()
        .filter(|(i, _)| shard.is_none_or(|s| s.owns(*i)))
        .flat_map(|(_, &d)| selection.crates.iter().map(move |c| (d, c.id)))
        .collect()
}

/// Refuses a shard that would hold no dataset (more shards than selected datasets): its run
/// would measure nothing, and a workflow should not publish it as if it had.
pub fn check_not_empty(selection: &Selection, shard: Option<Shard>) -> Result<(), EmptyShard> {
    match shard {
        Some(shard) if shard.index > selection.datasets.len() => Err(EmptyShard {
            shard,
            datasets: selection.datasets.len(),
        }),
        _ => Ok(()),
    }
}

/// A shard that would hold no dataset.
#[derive(Debug, thiserror::Error)]
#[error(
    "shard {shard} holds no dataset: a shard holds whole datasets, and {datasets} selected \
     dataset{s} make{verb_s} at most {datasets} shard{s}",
    s = if *datasets == 1 { "" } else { "s" },
    verb_s = if *datasets == 1 { "s" } else { "" }
)]
pub struct EmptyShard {
    /// The shard asked for.
    pub shard: Shard,
    /// How many datasets were selected.
    pub datasets: usize,
}

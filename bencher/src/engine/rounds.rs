//! Rounds: every timing of a run measured several times, interleaved.
//!
//! Two runs of one binary on one machine differ by more than one criterion measurement's
//! interval says: the machine drifts (frequency, caches, neighbours) over minutes. So a run
//! measures in rounds. Each round times every case of every crate on every dataset once, in
//! an order shuffled afresh (from the run's seed and the round's number, so a run can be
//! replayed), and a slow drift of the machine falls on every crate alike instead of on the
//! crates measured last. Each case's figure is then [`schema::stats::combine_rounds`] of its
//! rounds: the median, within an interval that covers the spread from round to round.
//!
//! A case that fails in any round is a failure of the run and has no figure at all.
//!
//! A case that is the same work for several crates (a codec's step on bytes that their buffers
//! share, [`PreparedCrate::shared_timing`]) is one timing of the round, recorded for each.

use crate::engine::measure::{Measurer, PreparedCrate, Unit};
use crate::engine::placement::Placement;
use crate::engine::prepare::Problem;
use rand::seq::SliceRandom;
use rand::SeedableRng;
use rand_pcg::Pcg64;
use schema::Timing;
use std::collections::HashMap;
use std::ops::RangeInclusive;
use std::time::Duration;
use web_time::Instant;

/// One crate on one dataset, prepared, waiting for its rounds.
pub struct Pending<'a> {
    /// The dataset's name.
    pub dataset: String,
    /// The crate's id.
    pub crate_id: &'static str,
    /// Its cases and untimed figures.
    pub krate: PreparedCrate<'a>,
}

/// The order in which round `round` visits `cases` cases: a permutation of `0..cases`, the
/// same for the same seed and round.
pub fn round_order(seed: u64, round: u32, cases: usize) -> Vec<usize> {
    // Distinct streams per round: the round number is mixed into the seed, not added to it,
    // so neighbouring seeds do not share rounds.
    let mut rng = Pcg64::seed_from_u64(seed ^ u64::from(round).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    let mut order: Vec<usize> = (0..cases).collect();
    order.shuffle(&mut rng);
    order
}

/// What the rounds report as they go: the round (from 1), the case just started (dataset,
/// crate, what), or a case finished.
pub trait RoundsProgress {
    /// A case of round `round` is about to be timed.
    fn starting(&mut self, round: u32, dataset: &str, crate_id: &str, what: &str);
    /// A case has been timed (or has failed).
    fn finished(&mut self);
}

/// The wall time one timing took, summed over its rounds: what a run's time budget is spent on.
pub struct CaseTime {
    /// Index into the `pending` crates of the crate it was timed for.
    pub crate_index: usize,
    /// What the case measures, as progress messages name it.
    pub label: String,
    /// A codec's compress or decompress step, rather than one of the crate's operations.
    pub codec: bool,
    /// The cases it gave the figure of: 1, or more for a codec step that crates share.
    pub cases: usize,
    /// Time spent timing it (criterion's warm-up and analysis included).
    pub spent: Duration,
}

/// What [`time_in_rounds`] gives back besides the figures it records.
pub struct RoundsOutcome {
    /// The failures: (index into `pending`, problem).
    pub problems: Vec<(usize, Problem)>,
    /// Every timing's wall time, in the order of [`timings`].
    pub spent: Vec<CaseTime>,
}

/// The timings that one round makes, each with the cases it gives the figure of: (index into
/// `pending`, unit), the first being the one timed. A case of the crate's own is a timing of
/// its own; the cases that share a codec step on the same bytes are one.
pub fn timings(pending: &[Pending<'_>]) -> Vec<Vec<(usize, Unit)>> {
    let mut timings: Vec<Vec<(usize, Unit)>> = Vec::new();
    let mut shared = HashMap::new();
    for (crate_index, p) in pending.iter().enumerate() {
        for unit in p.krate.units() {
            let case = (crate_index, unit);
            match p.krate.shared_timing(unit) {
                Some(key) => {
                    let timing = *shared.entry(key).or_insert_with(|| {
                        timings.push(Vec::new());
                        timings.len() - 1
                    });
                    timings[timing].push(case);
                }
                None => timings.push(vec![case]),
            }
        }
    }
    timings
}

/// Times every case of `pending` in the rounds `rounds` (numbered from 1: all of a run's, or
/// one round of it alone) and records each figure in its crate's results.
pub fn time_in_rounds(
    measurer: &mut Measurer,
    pending: &mut [Pending<'_>],
    rounds: RangeInclusive<u32>,
    seed: u64,
    progress: &mut dyn RoundsProgress,
) -> RoundsOutcome {
    let timings = timings(pending);
    let mut figures: Vec<Vec<Timing>> =
        vec![Vec::with_capacity(rounds.clone().count()); timings.len()];
    let mut failed = vec![false; timings.len()];
    let mut spent = vec![Duration::ZERO; timings.len()];
    let mut problems = Vec::new();
    for round in rounds {
        for timing in round_order(seed, round, timings.len()) {
            if failed[timing] {
                progress.finished();
                continue;
            }
            let (crate_index, unit) = timings[timing][0];
            let p = &mut pending[crate_index];
            progress.starting(round, &p.dataset, p.crate_id, &p.krate.label(unit));
            let clock = Instant::now();
            let placement = Placement::draw(seed, round, timing);
            let timed = measurer.time(&mut p.krate, unit, placement);
            spent[timing] += clock.elapsed();
            match timed {
                Ok(figure) => figures[timing].push(figure),
                Err(message) => {
                    failed[timing] = true;
                    for &(crate_index, unit) in &timings[timing] {
                        let problem = pending[crate_index].krate.problem(unit, message.clone());
                        problems.push((crate_index, problem));
                    }
                }
            }
            progress.finished();
        }
    }
    for (timing, rounds) in figures.into_iter().enumerate() {
        if failed[timing] {
            continue;
        }
        if let Some(figure) = schema::stats::combine_rounds(&rounds) {
            for &(crate_index, unit) in &timings[timing] {
                pending[crate_index].krate.record(unit, figure.clone());
            }
        }
    }
    let spent = timings
        .iter()
        .zip(spent)
        .map(|(cases, spent)| {
            let (crate_index, unit) = cases[0];
            CaseTime {
                crate_index,
                label: pending[crate_index].krate.label(unit),
                codec: unit.is_codec(),
                cases: cases.len(),
                spent,
            }
        })
        .collect();
    RoundsOutcome { problems, spent }
}

/// A seed in a JSON request, as a decimal string: the wasm run's request passes through
/// JavaScript, whose numbers hold integers exactly only up to 2^53, and a seed drawn from the
/// clock is larger (`17710076616702975646` came back as `17710076616702976000`). Read back
/// from a string or, as a request kept by an earlier version, a number.
pub mod seed_as_text {
    use serde::{Deserialize, Deserializer, Serializer};

    /// Writes `Some(seed)` as `"seed"`, `None` as `null`.
    pub fn serialize<S: Serializer>(seed: &Option<u64>, serializer: S) -> Result<S::Ok, S::Error> {
        match seed {
            Some(seed) => serializer.collect_str(seed),
            None => serializer.serialize_none(),
        }
    }

    /// Reads a seed written as a string or as a number, or `null`.
    pub fn deserialize<'de, D: Deserializer<'de>>(
        deserializer: D,
    ) -> Result<Option<u64>, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Written {
            Number(u64),
            Text(String),
        }
        match Option::<Written>::deserialize(deserializer)? {
            None => Ok(None),
            Some(Written::Number(seed)) => Ok(Some(seed)),
            Some(Written::Text(text)) => text.parse().map(Some).map_err(|_| {
                serde::de::Error::custom(format!(
                    "seed `{text}` is not a whole number of 0 to 2^64 - 1"
                ))
            }),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::round_order;

    #[test]
    fn each_round_is_a_permutation_replayed_by_its_seed() {
        let first = round_order(7, 1, 50);
        let mut sorted = first.clone();
        sorted.sort_unstable();
        assert_eq!(sorted, (0..50).collect::<Vec<_>>());
        assert_eq!(
            first,
            round_order(7, 1, 50),
            "same seed and round, same order"
        );
        assert_ne!(first, round_order(7, 2, 50), "another round, another order");
        assert_ne!(first, round_order(8, 1, 50), "another seed, another order");
    }

    #[derive(Debug, PartialEq, serde::Serialize, serde::Deserialize)]
    struct Asked {
        #[serde(default, with = "super::seed_as_text")]
        seed: Option<u64>,
    }

    #[test]
    fn a_seed_beyond_javascripts_integers_crosses_it_unchanged() {
        let asked = Asked {
            seed: Some(17_710_076_616_702_975_646),
        };
        // What JavaScript does to a request it parses and writes again: every number an f64.
        let through_javascript = |json: &str| {
            let mut object: serde_json::Map<String, serde_json::Value> =
                serde_json::from_str(json).unwrap();
            for value in object.values_mut() {
                if let Some(number) = value.as_f64() {
                    *value = serde_json::Value::from(number);
                }
            }
            serde_json::to_string(&object).unwrap()
        };
        let json = serde_json::to_string(&asked).unwrap();
        assert_eq!(json, r#"{"seed":"17710076616702975646"}"#);
        let back: Asked = serde_json::from_str(&through_javascript(&json)).unwrap();
        assert_eq!(back, asked);
        let as_number = through_javascript(r#"{"seed":17710076616702975646}"#);
        let read_back = serde_json::from_str::<Asked>(&as_number).ok();
        assert_ne!(read_back.as_ref(), Some(&asked), "a number loses the seed");
    }

    #[test]
    fn a_seed_is_read_from_a_number_or_null_and_refused_when_not_a_u64() {
        let read = |json: &str| serde_json::from_str::<Asked>(json).map(|a| a.seed);
        assert_eq!(read(r#"{"seed":7}"#).unwrap(), Some(7));
        assert_eq!(read(r#"{"seed":null}"#).unwrap(), None);
        assert_eq!(read("{}").unwrap(), None);
        let negative = read(r#"{"seed":"-1"}"#).unwrap_err().to_string();
        assert!(
            negative.contains("seed `-1` is not a whole number"),
            "{negative}"
        );
    }
}

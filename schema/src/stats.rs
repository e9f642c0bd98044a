//! Order statistics shared by the bencher (a run's typical interval width, one figure from
//! its rounds), the reports (a run's and each dataset's precision, the machine's drift) and
//! the explorer (the spread of a comparison's changes).

use crate::datasets::in_display_order;
use crate::display::timing_half_width;
use crate::results::{ResultsFile, Timing};

/// The median of `values` (the mean of the two middle ones for an even count); `None` when
/// there are none. Values are ordered by [`f64::total_cmp`].
pub fn median(mut values: Vec<f64>) -> Option<f64> {
    if values.is_empty() {
        return None;
    }
    values.sort_by(f64::total_cmp);
    let middle = values.len() / 2;
    Some(if values.len() % 2 == 1 {
        values[middle]
    } else {
        (values[middle - 1] + values[middle]) / 2.0
    })
}

/// One published figure from the timings of its rounds (see [`crate::Rounds`]): the median
/// of the rounds' estimates, within an interval from the lowest round's lower bound to the
/// highest round's upper bound (a round without bounds contributes its estimate). So the
/// interval covers the spread from round to round and is never narrower than any round's
/// own interval. The rounds' estimates are kept, in round order. A single round is returned
/// as it is; no round gives `None`.
pub fn combine_rounds(rounds: &[Timing]) -> Option<Timing> {
    match rounds {
        [] => None,
        [one] => Some(one.clone()),
        _ => {
            let estimates: Vec<f64> = rounds.iter().map(|t| t.estimate_ns).collect();
            let lower = rounds
                .iter()
                .map(|t| t.lower_ns.unwrap_or(t.estimate_ns))
                .fold(f64::INFINITY, f64::min);
            let upper = rounds
                .iter()
                .map(|t| t.upper_ns.unwrap_or(t.estimate_ns))
                .fold(f64::NEG_INFINITY, f64::max);
            Some(Timing {
                rounds: estimates.clone(),
                ..Timing::bounded(median(estimates)?, lower, upper)
            })
        }
    }
}

/// A timing's spread over its rounds: its slowest round's estimate over its fastest's (1: the
/// rounds agreed). `None` for fewer than two rounds, or a round not above zero.
pub fn round_spread(timing: &Timing) -> Option<f64> {
    let rounds = &timing.rounds;
    let fastest = rounds.iter().copied().fold(f64::INFINITY, f64::min);
    let slowest = rounds.iter().copied().fold(f64::NEG_INFINITY, f64::max);
    (rounds.len() >= 2 && fastest > 0.0 && slowest.is_finite()).then(|| slowest / fastest)
}

/// How precise a set of timings is (a run's, or one dataset's), as its reports state it.
#[derive(Clone, Copy, Debug, Default, PartialEq)]
pub struct Precision {
    /// The median, over the timings with bounds, of their intervals' half-widths relative to
    /// their estimates.
    pub half_width: Option<f64>,
    /// The median, over the timings of two rounds or more, of their [`round_spread`].
    pub round_spread: Option<f64>,
}

impl Precision {
    /// Each dataset's precision in `file`, the datasets in display order
    /// ([`in_display_order`]).
    pub fn by_dataset(file: &ResultsFile) -> Vec<(&str, Precision)> {
        in_display_order(file.datasets.keys().map(String::as_str))
            .into_iter()
            .map(|name| (name, Precision::of(file.datasets[name].timings())))
            .collect()
    }

    /// `["log 12.6%", "mesh 9.22%"]`: `figure` of each dataset of `by_dataset` (as
    /// [`Precision::by_dataset`] gives them) that has one, for reports to list.
    pub fn each_dataset(
        by_dataset: &[(&str, Precision)],
        figure: impl Fn(&Precision) -> Option<String>,
    ) -> Vec<String> {
        by_dataset
            .iter()
            .filter_map(|(name, precision)| figure(precision).map(|f| format!("{name} {f}")))
            .collect()
    }

    /// The precision of `timings`.
    pub fn of<'a>(timings: impl IntoIterator<Item = &'a Timing>) -> Precision {
        let (mut widths, mut spreads) = (Vec::new(), Vec::new());
        for timing in timings {
            widths.extend(timing_half_width(timing));
            spreads.extend(round_spread(timing));
        }
        Precision {
            half_width: median(widths),
            round_spread: median(spreads),
        }
    }
}

/// How the machine's speed moved over a run, seen through its rounds (each round times every
/// case once, so round order is time order): for each round after the first, the median over
/// the run's timings of that round's estimate divided by the first round's. A shift that
/// every timing shares is the machine's, not a crate's: the rounds put it into the intervals,
/// but it also tells how far this run's absolute figures are from those of another hour.
#[derive(Clone, Debug, PartialEq)]
pub struct RoundDrift {
    /// Round 2's, round 3's, … median ratio to round 1.
    pub ratios: Vec<f64>,
}

impl RoundDrift {
    /// A ratio this far from 1 (either way) makes the drift worth a warning.
    pub const LARGE: f64 = 0.10;

    /// The drift of `timings`, over those with the most rounds (a merged run's shards have the
    /// same count); `None` when no timing has two rounds.
    pub fn of<'a>(timings: impl IntoIterator<Item = &'a Timing>) -> Option<RoundDrift> {
        let rounds: Vec<&[f64]> = timings
            .into_iter()
            .map(|t| t.rounds.as_slice())
            .filter(|r| r.len() >= 2 && r[0] > 0.0)
            .collect();
        let count = rounds.iter().map(|r| r.len()).max()?;
        let full: Vec<&[f64]> = rounds.into_iter().filter(|r| r.len() == count).collect();
        let ratios = (1..count)
            .map(|i| median(full.iter().map(|r| r[i] / r[0]).collect()))
            .collect::<Option<Vec<f64>>>()?;
        Some(RoundDrift { ratios })
    }

    /// Whether some round's median ratio to the first lies [`RoundDrift::LARGE`] or more from 1.
    pub fn is_large(&self) -> bool {
        self.ratios.iter().any(|r| (r - 1.0).abs() >= Self::LARGE)
    }

    /// For people: `rounds 2-5 at 0.955, 0.819, 0.782, 0.748 of round 1 (median over timings)`.
    pub fn summary(&self) -> String {
        let last = self.ratios.len() + 1;
        let rounds = if last == 2 {
            "round 2".to_owned()
        } else {
            format!("rounds 2-{last}")
        };
        let ratios: Vec<String> = self.ratios.iter().map(|r| format!("{r:.3}")).collect();
        format!(
            "{rounds} at {} of round 1 (median over timings)",
            ratios.join(", ")
        )
    }
}

#[cfg(test)]
mod tests {
    use super::{combine_rounds, median, round_spread, Precision, RoundDrift};
    use crate::results::{ResultsFile, Timing};
    use proptest::prelude::*;

    #[test]
    fn the_median_is_the_middle_value_or_the_mean_of_the_two() {
        assert_eq!(median(Vec::new()), None);
        assert_eq!(median(vec![3.0, 1.0, 2.0]), Some(2.0));
        assert_eq!(median(vec![4.0, 1.0, 3.0, 2.0]), Some(2.5));
    }

    #[test]
    fn a_round_spread_is_the_slowest_round_over_the_fastest() {
        let rounds = |rounds: Vec<f64>| Timing {
            rounds,
            ..Timing::bounded(10.0, 9.0, 11.0)
        };
        assert_eq!(round_spread(&rounds(vec![10.0, 12.0, 8.0])), Some(1.5));
        assert_eq!(round_spread(&rounds(vec![10.0])), None);
        assert_eq!(round_spread(&rounds(Vec::new())), None);
        assert_eq!(round_spread(&rounds(vec![0.0, 3.0])), None);
    }

    #[test]
    fn precision_takes_medians_over_the_timings_that_have_each_figure() {
        let with_rounds = |estimate: f64, half: f64, rounds: Vec<f64>| Timing {
            rounds,
            ..Timing::bounded(estimate, estimate - half, estimate + half)
        };
        let timings = [
            with_rounds(10.0, 1.0, vec![10.0, 11.0]),
            with_rounds(10.0, 2.0, vec![10.0, 13.0]),
            with_rounds(10.0, 3.0, Vec::new()),
            Timing::point(10.0),
        ];
        let precision = Precision::of(&timings);
        assert_eq!(precision.half_width, Some(0.2));
        let spread = precision.round_spread.unwrap();
        assert!((spread - 1.2).abs() < 1e-12, "{spread}");
        assert_eq!(Precision::of(&[]), Precision::default());
    }

    #[test]
    fn each_dataset_lists_the_datasets_that_have_the_figure() {
        let mut file = ResultsFile::new(
            crate::Origin::Bencher,
            Default::default(),
            Default::default(),
        );
        for name in ["zzz", "log"] {
            file.datasets.insert(name.to_owned(), Default::default());
        }
        let names: Vec<&str> = Precision::by_dataset(&file)
            .into_iter()
            .map(|(name, _)| name)
            .collect();
        assert_eq!(names, ["log", "zzz"]);
        let half_widths = [
            (
                "log",
                Precision {
                    half_width: Some(0.1),
                    round_spread: None,
                },
            ),
            ("mk48", Precision::default()),
        ];
        let listed = Precision::each_dataset(&half_widths, |p| p.half_width.map(|h| h.to_string()));
        assert_eq!(listed, ["log 0.1"]);
    }

    #[test]
    fn one_round_is_the_figure_and_none_is_nothing() {
        let one = Timing::bounded(10.0, 9.0, 11.0);
        assert_eq!(combine_rounds(std::slice::from_ref(&one)), Some(one));
        assert_eq!(combine_rounds(&[]), None);
    }

    fn round() -> impl Strategy<Value = Timing> {
        (1.0..1e9f64, proptest::option::of(0.0..0.5f64)).prop_map(|(estimate, half)| match half {
            Some(h) => Timing::bounded(estimate, estimate * (1.0 - h), estimate * (1.0 + h)),
            None => Timing::point(estimate),
        })
    }

    proptest! {
        #[test]
        fn the_figure_is_the_median_round_within_every_rounds_interval(
            rounds in proptest::collection::vec(round(), 2..8),
        ) {
            let figure = combine_rounds(&rounds).unwrap();
            let estimates: Vec<f64> = rounds.iter().map(|t| t.estimate_ns).collect();
            prop_assert_eq!(Some(figure.estimate_ns), median(estimates.clone()));
            prop_assert_eq!(&figure.rounds, &estimates);
            let (lower, upper) = (figure.lower_ns.unwrap(), figure.upper_ns.unwrap());
            prop_assert!(lower <= figure.estimate_ns && figure.estimate_ns <= upper);
            for t in &rounds {
                prop_assert!(lower <= t.lower_ns.unwrap_or(t.estimate_ns));
                prop_assert!(t.upper_ns.unwrap_or(t.estimate_ns) <= upper);
            }
        }
    }

    fn rounds_of(estimates: &[f64]) -> Timing {
        Timing {
            rounds: estimates.to_vec(),
            ..Timing::point(estimates[0])
        }
    }

    #[test]
    fn no_drift_without_two_rounds() {
        assert_eq!(RoundDrift::of(&[Timing::point(5.0)]), None);
        assert_eq!(RoundDrift::of(&[]), None);
    }

    #[test]
    fn the_drift_is_each_rounds_median_ratio_to_the_first() {
        let timings = [
            rounds_of(&[100.0, 90.0, 80.0]),
            rounds_of(&[10.0, 10.0, 7.0]),
            rounds_of(&[1.0, 0.5, 0.75]),
            // Fewer rounds than the run's: left out.
            rounds_of(&[1.0, 5.0]),
        ];
        let drift = RoundDrift::of(&timings).unwrap();
        assert_eq!(drift.ratios, vec![0.9, 0.75]);
        assert!(drift.is_large());
        assert_eq!(
            drift.summary(),
            "rounds 2-3 at 0.900, 0.750 of round 1 (median over timings)"
        );
        let steady = RoundDrift::of(&[rounds_of(&[10.0, 10.5])]).unwrap();
        assert!(!steady.is_large());
        assert_eq!(
            steady.summary(),
            "round 2 at 1.050 of round 1 (median over timings)"
        );
    }

    proptest! {
        #[test]
        fn a_shift_every_timing_shares_is_the_drift(
            base in proptest::collection::vec(1.0..1e9f64, 1..20),
            factors in proptest::collection::vec(0.5..2.0f64, 1..6),
        ) {
            let timings: Vec<Timing> = base
                .iter()
                .map(|&b| {
                    let mut rounds = vec![b];
                    rounds.extend(factors.iter().map(|f| b * f));
                    rounds_of(&rounds)
                })
                .collect();
            let drift = RoundDrift::of(&timings).unwrap();
            prop_assert_eq!(drift.ratios.len(), factors.len());
            for (ratio, factor) in drift.ratios.iter().zip(&factors) {
                prop_assert!((ratio - factor).abs() <= 1e-9 * factor);
            }
        }
    }
}

//! Ties: when the data cannot tell two figures apart, and the ranks a sorted list shows.
//!
//! Two runs of the same binary differ by a few percent, so crates a few percent apart swap
//! places from run to run. Each timing carries an interval (`Timing::lower_ns`..`upper_ns`,
//! which covers the spread across the run's rounds), and every figure computed from timings
//! (a messages per second of [`crate::model`]) carries the interval its inputs' bounds give.
//! Every ranking (the explorer's, the README's tables, the sorted raw tables) applies the one
//! rule of this module:
//!
//! * **Tied.** Two figures are tied when both have an [`Interval`] and the two intervals
//!   overlap (closed intervals: touching counts). The relation is symmetric. A figure without
//!   an interval (a size, which is exact, or a timing recorded without bounds) is never tied.
//! * **Shared rank.** Down a list sorted best first, entries form groups: a group starts at
//!   an entry (its head) and takes every following entry tied with the head. Each entry's rank
//!   is its head's position (1-based); the members after the head show it shared, `=3`
//!   ([`Rank`]'s `Display`): "the data cannot tell this crate from the one ranked 3". Ranks
//!   never decrease down the list, and a group never reaches beyond its head's interval: a
//!   chain of neighbours that each overlap the next does not carry a rank down the list (a
//!   crate at three times the leader's time is not "=1" because every step between them was
//!   within the noise).
//!
//! The order of the list is the caller's (point estimates, best first); this module only says
//! where the data cannot separate neighbours.

use std::fmt;

/// A closed interval `[low, high]` around a figure: where the figure may lie given the
/// measurement's spread. Made with [`Interval::new`], which orders the bounds.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Interval {
    /// Smallest value the figure may take.
    pub low: f64,
    /// Largest value the figure may take.
    pub high: f64,
}

impl Interval {
    /// The interval between `a` and `b` (in either order); `None` when either is not a number.
    pub fn new(a: f64, b: f64) -> Option<Interval> {
        if a.is_nan() || b.is_nan() {
            return None;
        }
        Some(Interval {
            low: a.min(b),
            high: a.max(b),
        })
    }

    /// The interval of a timing: its lower and upper bounds, widened to hold its estimate;
    /// `None` when a bound is missing or not a number.
    pub fn of_timing(timing: &crate::Timing) -> Option<Interval> {
        let (lower, upper) = (timing.lower_ns?, timing.upper_ns?);
        let estimate = timing.estimate_ns;
        let interval = Interval::new(lower, upper)?;
        Some(if estimate.is_nan() {
            interval
        } else {
            Interval {
                low: interval.low.min(estimate),
                high: interval.high.max(estimate),
            }
        })
    }

    /// Whether the two intervals share at least one point.
    pub fn overlaps(&self, other: &Interval) -> bool {
        self.low <= other.high && other.low <= self.high
    }
}

/// Whether the data cannot tell the two figures apart: both have an interval and they
/// overlap. Symmetric; a figure without an interval is tied with nothing.
pub fn tied(a: Option<&Interval>, b: Option<&Interval>) -> bool {
    match (a, b) {
        (Some(a), Some(b)) => a.overlaps(b),
        _ => false,
    }
}

/// The rank an entry of a sorted list shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Rank {
    /// The rank, 1-based: the position of its group's head.
    pub number: usize,
    /// True when the entry is tied with its group's head above it, whose rank it shares.
    pub shared: bool,
}

impl fmt::Display for Rank {
    /// `3`, or `=3` when shared.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.shared {
            write!(f, "={}", self.number)
        } else {
            write!(f, "{}", self.number)
        }
    }
}

/// The ranks of a list sorted best first, given each entry's interval (`None` = none): see
/// the [module documentation](self) for the rule.
pub fn ranks<'a, I>(intervals: I) -> Vec<Rank>
where
    I: IntoIterator<Item = Option<&'a Interval>>,
{
    let mut out: Vec<Rank> = Vec::new();
    let mut head: Option<&Interval> = None;
    for (position, interval) in intervals.into_iter().enumerate() {
        let rank = match out.last() {
            Some(last) if tied(head, interval) => Rank {
                number: last.number,
                shared: true,
            },
            _ => {
                head = interval;
                Rank {
                    number: position + 1,
                    shared: false,
                }
            }
        };
        out.push(rank);
    }
    out
}

/// What a shared rank means, in words for people: the README's footnote and the explorer's
/// legend and hover text say it this way.
pub const SHARED_RANK_EXPLANATION: &str =
    "tied with the crate of that rank: their intervals overlap, so the data cannot tell them apart";

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    fn interval(low: f64, high: f64) -> Option<Interval> {
        Interval::new(low, high)
    }

    fn texts(intervals: &[Option<Interval>]) -> Vec<String> {
        ranks(intervals.iter().map(Option::as_ref))
            .iter()
            .map(Rank::to_string)
            .collect()
    }

    #[test]
    fn entries_tied_with_their_groups_head_share_its_rank_and_chains_do_not() {
        let list = [
            interval(10.0, 12.0),
            interval(11.0, 13.0), // overlaps the first
            interval(20.0, 21.0), // apart: a new group
            interval(21.0, 25.0), // touches the head: tied
            interval(24.0, 30.0), // tied with the one above only: a group of its own
            interval(29.0, 31.0), // tied with that one, its head
            None,
            None, // two figures without intervals: never tied
            interval(40.0, 41.0),
        ];
        assert_eq!(
            texts(&list),
            ["1", "=1", "3", "=3", "5", "=5", "7", "8", "9"]
        );
        assert!(texts(&[]).is_empty());
    }

    #[test]
    fn a_timing_interval_holds_its_estimate_and_needs_both_bounds() {
        let timing = |estimate, lower, upper| crate::Timing {
            estimate_ns: estimate,
            lower_ns: lower,
            upper_ns: upper,
            rounds: Vec::new(),
        };
        assert_eq!(
            Interval::of_timing(&timing(10.0, Some(9.0), Some(12.0))),
            interval(9.0, 12.0)
        );
        assert_eq!(
            Interval::of_timing(&timing(13.0, Some(9.0), Some(12.0))),
            interval(9.0, 13.0)
        );
        assert_eq!(Interval::of_timing(&timing(10.0, None, Some(12.0))), None);
        assert_eq!(
            Interval::of_timing(&timing(10.0, Some(f64::NAN), Some(12.0))),
            None
        );
    }

    /// An interval around a value from the strategies below, or none.
    fn figure() -> impl Strategy<Value = Option<Interval>> {
        prop_oneof![
            1 => Just(None),
            4 => (0.0..100.0f64, 0.0..10.0f64).prop_map(|(mid, half)| interval(mid - half, mid + half)),
        ]
    }

    /// A list sorted best first (here: by midpoint, largest first, as a messages-per-second
    /// ranking), entries without an interval at a random place.
    fn sorted_list() -> impl Strategy<Value = Vec<Option<Interval>>> {
        proptest::collection::vec(figure(), 0..30).prop_map(|mut list| {
            list.sort_by(|a, b| {
                let mid = |i: &Option<Interval>| i.map_or(50.0, |i| (i.low + i.high) / 2.0);
                mid(b).total_cmp(&mid(a))
            });
            list
        })
    }

    proptest! {
        #[test]
        fn the_tie_relation_is_symmetric(a in figure(), b in figure()) {
            prop_assert_eq!(tied(a.as_ref(), b.as_ref()), tied(b.as_ref(), a.as_ref()));
        }

        #[test]
        fn a_figure_with_an_interval_is_tied_with_itself_and_one_without_with_nothing(
            a in figure(), b in figure()
        ) {
            prop_assert_eq!(tied(a.as_ref(), a.as_ref()), a.is_some());
            if a.is_none() {
                prop_assert!(!tied(a.as_ref(), b.as_ref()));
            }
        }

        #[test]
        fn ranks_never_decrease_down_the_list_and_share_only_with_a_tied_head(
            list in sorted_list()
        ) {
            let ranks = ranks(list.iter().map(Option::as_ref));
            prop_assert_eq!(ranks.len(), list.len());
            if let Some(first) = ranks.first() {
                prop_assert_eq!(*first, Rank { number: 1, shared: false });
            }
            for (i, pair) in ranks.windows(2).enumerate() {
                let (above, below) = (pair[0], pair[1]);
                prop_assert!(above.number <= below.number);
                let head = &list[above.number - 1];
                prop_assert_eq!(below.shared, tied(head.as_ref(), list[i + 1].as_ref()));
                if below.shared {
                    prop_assert_eq!(below.number, above.number);
                } else {
                    // Strictly better (intervals apart): its own rank, its position.
                    prop_assert_eq!(below.number, i + 2);
                    prop_assert!(below.number > above.number);
                }
            }
        }

        /// Ranking the same figures twice gives the same ranks, and a list with each entry
        /// duplicated (a run ranked against itself) ties each entry with its copy and nothing
        /// else that was not tied before.
        #[test]
        fn ranking_a_run_against_itself_ties_nothing_new(list in sorted_list()) {
            let once = ranks(list.iter().map(Option::as_ref));
            prop_assert_eq!(&once, &ranks(list.iter().map(Option::as_ref)));
            let doubled: Vec<Option<Interval>> =
                list.iter().flat_map(|entry| [*entry, *entry]).collect();
            let twice = ranks(doubled.iter().map(Option::as_ref));
            for (i, entry) in list.iter().enumerate() {
                // The copy shares its original's rank exactly when it has an interval.
                prop_assert_eq!(twice[2 * i + 1].shared, entry.is_some());
                // Between distinct entries, a rank is shared exactly as before.
                prop_assert_eq!(twice[2 * i].shared, once[i].shared);
                // The original's rank starts where it started before, counting copies.
                prop_assert_eq!(twice[2 * i].number, 2 * once[i].number - 1);
            }
        }
    }
}

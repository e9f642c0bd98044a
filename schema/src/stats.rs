//! Order statistics shared by the bencher (a run's typical interval width, one figure from
//! its rounds) and the explorer (the spread of a comparison's changes).

use crate::results::Timing;

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

#[cfg(test)]
mod tests {
    use super::{combine_rounds, median};
    use crate::results::Timing;
    use proptest::prelude::*;

    #[test]
    fn the_median_is_the_middle_value_or_the_mean_of_the_two() {
        assert_eq!(median(Vec::new()), None);
        assert_eq!(median(vec![3.0, 1.0, 2.0]), Some(2.0));
        assert_eq!(median(vec![4.0, 1.0, 3.0, 2.0]), Some(2.5));
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
}

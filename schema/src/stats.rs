//! Order statistics shared by the bencher (a run's typical interval width) and the explorer
//! (the spread of a comparison's changes).

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

#[cfg(test)]
mod tests {
    use super::median;

    #[test]
    fn the_median_is_the_middle_value_or_the_mean_of_the_two() {
        assert_eq!(median(Vec::new()), None);
        assert_eq!(median(vec![3.0, 1.0, 2.0]), Some(2.0));
        assert_eq!(median(vec![4.0, 1.0, 3.0, 2.0]), Some(2.5));
    }
}

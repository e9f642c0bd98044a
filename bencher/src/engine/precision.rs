//! A run's typical precision: how wide its timings' confidence intervals are, relative to
//! their estimates. A run records it (`RunInfo::median_relative_ci_half_width`), and so does a
//! merge of shards, over the merged figures.

/// Median over every timing with bounds of (upper − lower) / 2 / estimate.
pub fn median_relative_ci_half_width(results: &schema::ResultsFile) -> Option<f64> {
    schema::stats::Precision::of(results.timings()).half_width
}

//! A run's typical precision: how wide its timings' confidence intervals are, relative to
//! their estimates. A run records it (`RunInfo::median_relative_ci_half_width`), and so does a
//! merge of shards, over the merged figures.

/// Median over every timing with bounds of (upper − lower) / 2 / estimate.
pub fn median_relative_ci_half_width(results: &schema::ResultsFile) -> Option<f64> {
    let mut widths: Vec<f64> = Vec::new();
    let mut push = |t: &schema::Timing| widths.extend(schema::display::timing_half_width(t));
    for dataset in results.datasets.values() {
        for crate_results in dataset.crates.values() {
            for timings in crate_results.operations.values() {
                timings.iter().for_each(|(_, t)| push(t));
            }
            for figures in crate_results.codecs.values() {
                for (_, f) in figures.iter() {
                    f.compress
                        .iter()
                        .chain(f.decompress.iter())
                        .for_each(&mut push);
                }
            }
        }
    }
    widths.retain(|w| w.is_finite());
    schema::stats::median(widths)
}

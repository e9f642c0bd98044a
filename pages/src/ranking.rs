//! The ranked view: the throughput model fed with the controls, filtered like the tables.

use crate::tables::CrateFilter;
use crate::url_state::ViewState;
use schema::model::{self, Bandwidth, Costs, ModelError, Params, Row};
use schema::ResultsFile;

/// The model's parameters for the view's controls.
pub fn params(view: &ViewState) -> Params {
    Params {
        dataset: view.dataset.clone(),
        mode: view.mode,
        bandwidth: Bandwidth {
            outbound_bytes_per_second: view.unit.bytes_per_second(view.outbound),
            inbound_bytes_per_second: view.unit.bytes_per_second(view.inbound),
        },
        cores: view.cores,
        codecs: view.codecs.0.clone(),
        codec_times: view.codec_times,
        variants: view.variants,
        include_other_work: view.all_variants,
    }
}

/// The model's parameters the costs depend on: the view's, with bandwidth and cores cleared.
/// Equal for two views exactly when their [`Costs`] are, so it keys a cache of them: a slider
/// step then only re-ranks.
pub fn cost_params(view: &ViewState) -> Params {
    Params {
        bandwidth: Bandwidth::symmetric(0.0),
        cores: 0.0,
        ..params(view)
    }
}

/// Rows of the ranked table, best first: the model over the whole file, then the crate
/// filter. `relative` is re-based on the best crate shown, so a filtered view compares its
/// crates with each other; with nothing filtered out this changes nothing.
pub fn ranked(file: &ResultsFile, view: &ViewState) -> Result<Vec<Row>, ModelError> {
    ranked_from(&model::costs(file, &cost_params(view))?, file, view)
}

/// [`ranked`] from costs already computed for the view's [`cost_params`].
pub fn ranked_from(
    costs: &Costs,
    file: &ResultsFile,
    view: &ViewState,
) -> Result<Vec<Row>, ModelError> {
    let filter = CrateFilter {
        search: &view.search,
        families: &view.families,
    };
    let limits = params(view);
    let mut rows: Vec<Row> = costs
        .rank(limits.bandwidth, limits.cores)?
        .into_iter()
        .filter(|row| filter.matches(&row.crate_id, file.crates.get(&row.crate_id)))
        .collect();
    let best = rows
        .iter()
        .map(|row| row.messages_per_second)
        .fold(0.0, f64::max);
    for row in &mut rows {
        // Same convention as the model: when the best is zero, everything ties at 1.
        row.relative = if best > 0.0 {
            (row.messages_per_second / best).clamp(0.0, 1.0)
        } else {
            1.0
        };
    }
    Ok(rows)
}

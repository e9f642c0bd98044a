//! The explorer: a Yew single-page app over the benchmark's result files.
//!
//! Pure modules (no browser needed, tested natively): [`choices`], [`url_state`], [`format`],
//! [`tables`]. Browser modules: [`app`] and its components, [`browser`] (URL, history,
//! clipboard, fetching) and [`charts`] (plotters on a canvas).

pub mod choices;
pub mod url_state;

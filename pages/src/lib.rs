//! The explorer: a Yew single-page app over the benchmark's result files.
//!
//! Pure modules, tested natively with `cargo test -p pages`: [`choices`] (the closed sets the
//! controls pick from), [`url_state`] (the whole view as a query string), [`tables`] (raw,
//! zero-copy and comparison tables), [`ranking`] (the throughput model fed by the controls),
//! [`plot`] (chart axes and ticks), [`format`](mod@format) and [`first_view`] (the ranking the
//! build writes into the page, and its header and controls, rendered natively). Browser
//! modules: [`app`] (loading, URL and history), [`components`] and [`browser`] (the few
//! browser APIs used, failures turned into messages).

#![warn(missing_docs)]

pub mod app;
pub mod browser;
pub mod choices;
pub mod components;
pub mod first_view;
pub mod format;
pub mod plot;
pub mod ranking;
pub mod tables;
pub mod url_state;

pub use app::start;

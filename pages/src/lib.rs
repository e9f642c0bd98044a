//! The explorer: a Yew single-page app over the benchmark's result files, and the first module
//! that ranks before it has loaded.
//!
//! Pure modules, tested natively with `cargo test -p pages`: [`choices`] (the closed sets the
//! controls pick from), [`url_state`] (the whole view as a query string), [`tables`] (raw,
//! zero-copy and comparison tables), [`ranking`] (the throughput model fed by the controls),
//! [`plot`] (chart axes and ticks), [`state`] (the view's types the app shares
//! with its components), [`markup`] (the ranking's texts, and its rows as HTML),
//! [`first_view`] (the ranking the build writes into the page) and [`site_files`] (where the
//! result files are). Browser modules: [`app`] (loading, URL and history), [`components`]
//! (the header and controls also rendered natively, for the first view), [`early`] (the first
//! module: the ranking and the first view's sliders before the app has loaded), [`rows`] (the
//! ranked rows written into the DOM, for both) and [`browser`] (the few browser APIs used,
//! failures turned into messages).
//!
//! Imports go one way, and `scripts/test.sh` fails on a cycle (`tools/module_cycles`): [`app`]
//! → [`components`] → [`state`], and [`app`] → [`early`] → [`rows`]; those, [`markup`] and
//! [`first_view`] → the other pure modules → `schema`; [`browser`] imports none of them.

#![warn(missing_docs)]

pub mod app;
pub mod browser;
pub mod choices;
pub mod components;
pub mod early;
pub mod first_view;
pub mod markup;
pub mod plot;
pub mod ranking;
pub mod rows;
pub mod site_files;
pub mod state;
pub mod tables;
pub mod url_state;

pub use app::start;

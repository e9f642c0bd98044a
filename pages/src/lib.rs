//! The explorer: a Yew single-page app over the benchmark's result files.
//!
//! Pure modules, tested natively with `cargo test -p pages`: [`choices`] (the closed sets the
//! controls pick from), [`url_state`] (the whole view as a query string), [`tables`] (raw,
//! zero-copy and comparison tables), [`ranking`] (the throughput model fed by the controls),
//! [`plot`] (chart axes and ticks), [`state`] (the view's types the app shares
//! with its components), [`markup`] (the ranking's texts, and its rows as HTML) and
//! [`first_view`] (the ranking the build writes into the page). Browser modules: [`app`]
//! (loading, URL and history), [`components`] (the header and controls also rendered natively,
//! for the first view) and [`browser`] (the few browser APIs used, failures turned into
//! messages).
//!
//! Imports go one way, and `scripts/test.sh` fails on a cycle (`tools/module_cycles`): [`app`]
//! → [`components`] → [`state`], [`markup`] and [`first_view`] → the other pure modules →
//! `schema`; [`browser`] imports none of them.

#![warn(missing_docs)]

pub mod app;
pub mod browser;
pub mod choices;
pub mod components;
pub mod first_view;
pub mod markup;
pub mod plot;
pub mod ranking;
pub mod state;
pub mod tables;
pub mod url_state;

pub use app::start;

//! The explorer: a Yew single-page app over the benchmark's result files, rendered once by the
//! build (Yew's server renderer) and hydrated in the browser.
//!
//! Pure modules, tested natively with `cargo test -p pages`: [`choices`] (the closed sets the
//! controls pick from), [`url_state`] (the whole view as a query string), [`tables`] (raw,
//! zero-copy and comparison tables), [`ranking`] (the throughput model fed by the controls),
//! [`plot`] (chart axes and ticks), [`markup`] (the ranking's texts), [`boot`] (the first
//! view's data the page carries), [`state`] (the view's types the app shares with its
//! components) and [`site_files`] (where the result files are). [`app`] is the root component
//! and [`components`] the rest of the page; [`browser`] holds the few browser APIs used, failures
//! turned into messages; `prerender` (native) writes the first view into the built page.
//!
//! Imports go one way, and `scripts/test.sh` fails on a cycle (`tools/module_cycles`): [`app`]
//! → [`components`] → [`state`] → the pure modules → `schema`; `prerender` → [`app`];
//! [`browser`] imports none of them.

#![warn(missing_docs)]

pub mod app;
pub mod boot;
pub mod browser;
pub mod choices;
pub mod components;
pub mod markup;
pub mod plot;
#[cfg(not(target_arch = "wasm32"))]
pub mod prerender;
pub mod ranking;
pub mod site_files;
pub mod state;
pub mod tables;
pub mod url_state;

pub use app::start;

//! A run measured in wasm: the engine of the native bencher, its timer sampling the browser's
//! clock ([`bencher::engine::timer`]), on the crates this module was built with.
//!
//! The host (`tools/wasm-run`, driven by `bencher run --wasm`) asks for a run as JSON
//! ([`RunRequest`]) and gets the results file as JSON. Every step is logged to the host as it
//! starts ([`Progress::Steps`]): a panic aborts a wasm instance, and the host then knows the
//! step, and the panic's message, from the last lines it was given.

use bencher::engine::registry::RegistrySuite;
use bencher::engine::{run_logged, ProfileKind, Progress, RunOptions};
use schema::Codec;
use serde::Deserialize;

/// What a host asks of a run.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct RunRequest {
    /// `quick`, `full` or `smoke`, as `bencher run --profile`.
    pub profile: String,
    /// Crate ids; `None` = every crate of this build.
    #[serde(default)]
    pub crates: Option<Vec<String>>,
    /// Crate ids left out (crates that crashed the instance of an earlier try).
    #[serde(default)]
    pub skip: Vec<String>,
    /// Dataset names; `None` = every dataset.
    #[serde(default)]
    pub datasets: Option<Vec<String>>,
    /// Rounds; `None` = the profile's.
    #[serde(default)]
    pub rounds: Option<u32>,
    /// Seed of the rounds' order; `None` = a fresh one. A string (or a number up to 2^53,
    /// which JavaScript holds exactly).
    #[serde(
        default,
        deserialize_with = "bencher::engine::rounds::seed_as_text::deserialize"
    )]
    pub seed: Option<u64>,
    /// Time round K of the rounds alone (with `seed`), as `bencher run --round`.
    #[serde(default)]
    pub round: Option<u32>,
    /// The command line the host ran, recorded in the results.
    #[serde(default)]
    pub args: Vec<String>,
    /// The browser, as its user agent names it (recorded in the environment).
    #[serde(default)]
    pub browser: Option<String>,
    /// The machine's logical CPUs as the browser reports them (`navigator.hardwareConcurrency`).
    #[serde(default)]
    pub cores: Option<u32>,
}

impl RunRequest {
    fn options(&self) -> Result<RunOptions, String> {
        let profile = match self.profile.as_str() {
            "quick" => ProfileKind::Quick,
            "full" => ProfileKind::Full,
            "smoke" => ProfileKind::Smoke,
            other => return Err(format!("unknown profile `{other}`: quick, full or smoke")),
        };
        let crates = match (&self.crates, self.skip.is_empty()) {
            (crates, true) => crates.clone(),
            (Some(crates), false) => Some(crates.clone()),
            (None, false) => Some(crate_ids()),
        }
        .map(|crates| {
            crates
                .into_iter()
                .filter(|id| !self.skip.contains(id))
                .collect()
        });
        Ok(RunOptions {
            profile,
            iterations: None,
            crates,
            datasets: self.datasets.clone(),
            shard: None,
            codecs: Codec::ALL.to_vec(),
            rounds: self.rounds,
            seed: self.seed,
            round: self.round,
            args: self.args.clone(),
            progress: Progress::Steps,
            count_instructions_in: None,
        })
    }
}

/// Measures the run `request` asks for (JSON, a [`RunRequest`]) and returns its results file
/// as JSON, each progress line and failure given to `log` as it happens. A request that is not
/// one, or names crates or datasets this build lacks, is an error with the reason.
pub fn run_json(request: &str, log: &mut dyn FnMut(&str)) -> Result<String, String> {
    let request: RunRequest =
        serde_json::from_str(request).map_err(|e| format!("not a run request: {e}"))?;
    let options = request.options()?;
    let suite = RegistrySuite::new();
    let mut outcome = run_logged(&suite, &options, Box::new(|line: &str| log(line)))
        .map_err(|e| e.to_string())?;
    let environment = &mut outcome.results.environment;
    environment.browser = request.browser;
    environment.cores = environment.cores.or(request.cores);
    serde_json::to_string(&outcome.results).map_err(|e| format!("results: {e}"))
}

/// The crates this build measures, by id (a page picks its crates among them: a crate of a
/// native run may not build for wasm).
#[cfg_attr(
    target_arch = "wasm32",
    wasm_bindgen::prelude::wasm_bindgen(js_name = crateIds)
)]
pub fn crate_ids() -> Vec<String> {
    bencher::crates::registry()
        .iter()
        .map(|adapter| adapter.meta().id.to_owned())
        .collect()
}

/// [`run_json`] for JavaScript: `log` is called with each line. A panic in a crate aborts
/// the instance; the panic hook logs `panicked: <message>` first.
#[cfg(target_arch = "wasm32")]
#[wasm_bindgen::prelude::wasm_bindgen(js_name = run)]
pub fn run_for_js(request: &str, log: &js_sys::Function) -> Result<String, String> {
    let log = log.clone();
    std::panic::set_hook(Box::new({
        let log = log.clone();
        move |info| {
            let line = wasm_bindgen::JsValue::from_str(&format!("panicked: {info}"));
            let _ = log.call1(&wasm_bindgen::JsValue::NULL, &line);
        }
    }));
    run_json(request, &mut |line| {
        let _ = log.call1(
            &wasm_bindgen::JsValue::NULL,
            &wasm_bindgen::JsValue::from_str(line),
        );
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_smoke_run_of_one_crate_gives_a_valid_results_file() {
        let request =
            r#"{"profile":"smoke","crates":["postcard"],"datasets":["log"],"browser":"Test/1"}"#;
        let mut lines = Vec::new();
        let json = run_json(request, &mut |line| lines.push(line.to_owned())).unwrap();
        let results = schema::load::load_results("wasm.json", json.as_bytes()).unwrap();
        assert_eq!(results.environment.browser.as_deref(), Some("Test/1"));
        assert!(results.datasets["log"].crates.contains_key("postcard"));
        assert!(lines
            .iter()
            .any(|l| l.contains("log / postcard: checking round trips")));
    }

    #[test]
    fn a_request_for_one_round_gives_that_round_alone() {
        let request = r#"{"profile":"smoke","crates":["postcard"],"datasets":["log"],
            "rounds":3,"seed":7,"round":2}"#;
        let json = run_json(request, &mut |_| {}).unwrap();
        let results = schema::load::load_results("wasm.json", json.as_bytes()).unwrap();
        let rounds = results.run.rounds.unwrap();
        assert_eq!((rounds.count, rounds.seed, rounds.round), (3, 7, Some(2)));
    }

    #[test]
    fn bad_requests_say_why() {
        let mut log = |_: &str| {};
        assert!(run_json("{", &mut log)
            .unwrap_err()
            .starts_with("not a run request"));
        let unknown = run_json(r#"{"profile":"slow"}"#, &mut log).unwrap_err();
        assert!(unknown.contains("unknown profile `slow`"), "{unknown}");
        let crates = run_json(r#"{"profile":"smoke","crates":["nope"]}"#, &mut log).unwrap_err();
        assert!(crates.contains("unknown crate nope"), "{crates}");
    }
}

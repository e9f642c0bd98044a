//! `bencher run --wasm`: a run measured in headless Chromium by this bencher's own engine built
//! for wasm (`bencher-wasm`, whose `run` the browser host `tools/e2e/wasm-run.mjs` calls in a
//! worker), one dataset at a time, the datasets' files then merged as a sharded run's are.
//!
//! A panic aborts a wasm instance, so a crate that panics cannot be caught as it is natively:
//! the host reports the crash, the crate is recorded as failed at the step it died in, and
//! the dataset is measured again without it. Nothing measured on the other datasets is lost.
//!
//! The browser knows nothing of its machine: this process records the host's (compiler, CPU,
//! operating system, cores, and the load of the machine while each dataset was measured)
//! and keeps what the wasm recorded (its build, the browser, the clock's step).
//!
//! A run is resumable: each dataset's file is kept in a work directory as it finishes, with
//! the request (its seed drawn once), and a run of the same request there measures only the
//! datasets not kept yet.

use crate::environment::CpuTimes;
use crate::merge::{self, MergeError};
use crate::output::{self, OutputError};
use schema::{Failure, LoadError, ResultsFile};
use serde::{Deserialize, Serialize};
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::Duration;

/// Where the browser run comes from.
#[derive(Clone, Debug)]
pub struct BrowserHost {
    /// The Node.js binary.
    pub node: PathBuf,
    /// The host script (`tools/e2e/wasm-run.mjs`).
    pub script: PathBuf,
    /// bencher-wasm built with `wasm-bindgen --target web` (`scripts/build-wasm-bench.sh`).
    pub package: PathBuf,
}

impl Default for BrowserHost {
    /// `node` on the PATH, this checkout's host script, `target/bencher-wasm/release/web`.
    fn default() -> Self {
        Self {
            node: PathBuf::from("node"),
            script: PathBuf::from(concat!(
                env!("CARGO_MANIFEST_DIR"),
                "/../tools/e2e/wasm-run.mjs"
            )),
            package: PathBuf::from("target/bencher-wasm/release/web"),
        }
    }
}

/// What a wasm run measures: bencher-wasm's `RunRequest`, less the dataset and the crates
/// skipped, which [`run`] sets for each browser run.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Request {
    /// `quick`, `full` or `smoke`.
    pub profile: String,
    /// Crate ids; `None` = every crate of the wasm build.
    pub crates: Option<Vec<String>>,
    /// Rounds; `None` = the profile's.
    pub rounds: Option<u32>,
    /// Seed of the rounds' order; `None` = a fresh one per dataset.
    #[serde(default, with = "crate::engine::rounds::seed_as_text")]
    pub seed: Option<u64>,
    /// Round K of the rounds alone (with `seed`); `None` = every round.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub round: Option<u32>,
    /// The command line, recorded in the results.
    pub args: Vec<String>,
}

/// One browser run: a dataset, without the crates that crashed on it.
#[derive(Serialize)]
struct BrowserRequest<'a> {
    #[serde(flatten)]
    request: &'a Request,
    datasets: [&'a str; 1],
    skip: &'a [String],
}

/// A line of the host's report (see `tools/e2e/wasm-run.mjs`).
#[derive(Debug, PartialEq, Deserialize)]
#[serde(rename_all = "snake_case")]
enum HostMessage {
    Log(String),
    BrowserCpuMs(f64),
    Results(String),
    Error(String),
    Crashed(String),
}

/// Why a wasm run produced no results file.
#[derive(Debug, thiserror::Error)]
pub enum WasmRunError {
    /// The host could not be started.
    #[error("cannot start the browser host ({} {}): {source}", node.display(), script.display())]
    Start {
        /// The Node.js binary.
        node: PathBuf,
        /// The host script.
        script: PathBuf,
        /// Why.
        source: std::io::Error,
    },
    /// The run could not start in the browser, or the host failed.
    #[error("{dataset}: {message}")]
    Host {
        /// The dataset whose run failed.
        dataset: String,
        /// What the host or the wasm said.
        message: String,
    },
    /// The wasm instance died outside any crate's step (generating the dataset).
    #[error("{dataset}: the wasm instance died outside any crate: {message}")]
    Crashed {
        /// The dataset.
        dataset: String,
        /// The crash, and the panic's message when there was one.
        message: String,
    },
    /// The browser's results file does not load.
    #[error("{dataset}: the browser's results: {source}")]
    Results {
        /// The dataset.
        dataset: String,
        /// Why it does not load.
        source: LoadError,
    },
    /// The datasets' files do not merge.
    #[error(transparent)]
    Merge(#[from] MergeError),
    /// The work directory could not be read or written.
    #[error(transparent)]
    Output(#[from] OutputError),
    /// The work directory holds the datasets of another request.
    #[error(
        "{}: holds the datasets of another run ({}); remove it, or give this run another \
         work directory",
        dir.display(),
        kept
    )]
    OtherRun {
        /// The work directory.
        dir: PathBuf,
        /// The request kept there, as JSON.
        kept: String,
    },
    /// A dataset's file in the work directory does not load.
    #[error(transparent)]
    Kept(#[from] LoadError),
}

/// The file of the request a work directory's datasets were measured for.
const REQUEST_FILE: &str = "request.json";

/// Measures `datasets` in the browser, one at a time, and merges their results, the host's
/// machine recorded. Each dataset's file is kept in `work` as it finishes; datasets kept there
/// by an earlier run of the same request are not measured again. `log` gets every progress
/// line and failure.
pub fn run(
    host: &BrowserHost,
    request: &Request,
    datasets: &[&str],
    work: &Path,
    log: &mut dyn FnMut(&str),
) -> Result<ResultsFile, WasmRunError> {
    let request = &kept_request(work, request)?;
    let machine = crate::environment::capture();
    let mut files = Vec::new();
    for &dataset in datasets {
        let path = work.join(format!("{dataset}.json"));
        let name = path.display().to_string();
        if let Ok(bytes) = std::fs::read(&path) {
            log(&format!("{dataset}: measured before, kept in {name}"));
            files.push((name.clone(), schema::load_results(&name, &bytes)?));
            continue;
        }
        let start = CpuTimes::now();
        let (mut results, browser_cpu) = run_dataset(host, request, dataset, log)?;
        let environment = &mut results.environment;
        environment.rustc = machine.rustc.clone();
        environment.cpu = machine.cpu.clone();
        environment.os = machine.os.clone();
        environment.cores = machine.cores.or(environment.cores);
        // The browser measured: its processes' time is the run's own, not the machine's load.
        results.run.machine_load = start.and_then(|start| {
            CpuTimes::now()?
                .with_own(browser_cpu)
                .load_since(&start)
        });
        output::write_results(&path, &results)?;
        files.push((name, results));
    }
    // One dataset's file is the run (and, of one round alone, has no other rounds to join).
    if let [(_, _)] = files.as_slice() {
        return Ok(files.remove(0).1);
    }
    Ok(merge::merge(files)?)
}

/// The request `work` keeps, which must be `request` (its seed, when drawn, aside); a fresh
/// directory keeps `request`, its seed drawn now when none was asked for.
fn kept_request(work: &Path, request: &Request) -> Result<Request, WasmRunError> {
    let path = work.join(REQUEST_FILE);
    if let Ok(text) = std::fs::read_to_string(&path) {
        let kept: Option<Request> = serde_json::from_str(&text).ok();
        let same = kept.as_ref().is_some_and(|kept| {
            Request {
                seed: request.seed.or(kept.seed),
                args: kept.args.clone(),
                ..request.clone()
            } == *kept
        });
        return match kept {
            Some(kept) if same => Ok(kept),
            _ => Err(WasmRunError::OtherRun {
                dir: work.to_owned(),
                kept: text.trim().to_owned(),
            }),
        };
    }
    let fresh = Request {
        seed: Some(request.seed.unwrap_or_else(crate::environment::fresh_seed)),
        ..request.clone()
    };
    std::fs::create_dir_all(work).map_err(OutputError::io("create", work))?;
    let json = serde_json::to_vec_pretty(&fresh).expect("a request serializes");
    output::write_atomic(&path, &json)?;
    Ok(fresh)
}


/// One dataset, measured again without each crate that crashes on it; with the CPU time its
/// browsers used.
fn run_dataset(
    host: &BrowserHost,
    request: &Request,
    dataset: &str,
    log: &mut dyn FnMut(&str),
) -> Result<(ResultsFile, Duration), WasmRunError> {
    let mut skip: Vec<String> = Vec::new();
    let mut crashes: Vec<Failure> = Vec::new();
    let mut browser_cpu = Duration::ZERO;
    loop {
        let asked = BrowserRequest {
            request,
            datasets: [dataset],
            skip: &skip,
        };
        let json = serde_json::to_string(&asked).expect("a request serializes");
        let outcome = run_in_browser(host, &json, log)?;
        browser_cpu += outcome.browser_cpu;
        let host_error = |message: String| WasmRunError::Host {
            dataset: dataset.to_owned(),
            message,
        };
        match outcome.end {
            Some(HostMessage::Results(json)) => {
                let mut results =
                    schema::load_results(&format!("{dataset} (wasm)"), json.as_bytes()).map_err(
                        |source| WasmRunError::Results {
                            dataset: dataset.to_owned(),
                            source,
                        },
                    )?;
                results.failures.extend(crashes);
                return Ok((results, browser_cpu));
            }
            Some(HostMessage::Crashed(crash)) => {
                let message = match &outcome.panic {
                    Some(panic) => format!("aborted the wasm instance: {panic}"),
                    None => format!("aborted the wasm instance: {crash}"),
                };
                let Some((crate_id, step)) =
                    outcome.step.as_deref().and_then(|s| step_of(s, dataset))
                else {
                    return Err(WasmRunError::Crashed {
                        dataset: dataset.to_owned(),
                        message,
                    });
                };
                log(&format!(
                    "failure: {dataset} / {crate_id}: {step}: {message}"
                ));
                skip.push(crate_id.clone());
                crashes.push(Failure {
                    crate_id,
                    dataset: dataset.to_owned(),
                    operation: step,
                    message,
                });
            }
            Some(HostMessage::Error(message)) => return Err(host_error(message)),
            Some(HostMessage::Log(_) | HostMessage::BrowserCpuMs(_)) | None => {
                return Err(host_error(format!(
                    "the browser host ended without an outcome{}",
                    outcome
                        .status
                        .map(|s| format!(" ({s})"))
                        .unwrap_or_default()
                )))
            }
        }
    }
}

/// What one browser run said.
struct BrowserOutcome {
    /// Its last message other than a log line.
    end: Option<HostMessage>,
    /// The last step it started (`log / postcard: checking round trips`).
    step: Option<String>,
    /// The panic it logged, if any.
    panic: Option<String>,
    /// The host's exit status when it failed.
    status: Option<std::process::ExitStatus>,
    /// The CPU time the browser's processes used.
    browser_cpu: Duration,
}

fn run_in_browser(
    host: &BrowserHost,
    request: &str,
    log: &mut dyn FnMut(&str),
) -> Result<BrowserOutcome, WasmRunError> {
    let start_error = |source| WasmRunError::Start {
        node: host.node.clone(),
        script: host.script.clone(),
        source,
    };
    let mut child = Command::new(&host.node)
        .arg(&host.script)
        .arg(&host.package)
        .arg(request)
        .stdout(Stdio::piped())
        .spawn()
        .map_err(start_error)?;
    let stdout = child.stdout.take().expect("stdout is piped");
    let mut outcome = BrowserOutcome {
        end: None,
        step: None,
        panic: None,
        status: None,
        browser_cpu: Duration::ZERO,
    };
    for line in BufReader::new(stdout).lines() {
        let Ok(line) = line else { break };
        match serde_json::from_str::<HostMessage>(&line) {
            Ok(HostMessage::Log(text)) => {
                if let Some(panic) = text.strip_prefix("panicked: ") {
                    outcome.panic = Some(panic.to_owned());
                } else if !text.starts_with('[') && !text.starts_with("failure: ") {
                    outcome.step = Some(text.clone());
                }
                log(&text);
            }
            Ok(HostMessage::BrowserCpuMs(ms)) if ms.is_finite() && ms >= 0.0 => {
                outcome.browser_cpu = Duration::from_secs_f64(ms / 1e3);
            }
            Ok(end) => outcome.end = Some(end),
            // Not ours (a browser's own output): shown, not interpreted.
            Err(_) => log(&line),
        }
    }
    let status = child.wait().map_err(start_error)?;
    if !status.success() {
        outcome.status = Some(status);
    }
    Ok(outcome)
}

/// The crate and the step of a step line of `dataset` (`round 2/3: log / postcard: serialize`,
/// `log / postcard: checking round trips`, `log / postcard`); `None` for a dataset's own step
/// (`log: generating`).
fn step_of(line: &str, dataset: &str) -> Option<(String, String)> {
    let marker = format!("{dataset} / ");
    let rest = &line[line.find(&marker)? + marker.len()..];
    let (crate_id, step) = match rest.split_once(": ") {
        Some((crate_id, step)) => (crate_id, step),
        None => (rest, "cases"),
    };
    Some((crate_id.to_owned(), step.to_owned()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_crash_is_laid_on_the_crate_and_step_it_happened_in() {
        assert_eq!(
            step_of("round 2/3: log / postcard: serialize", "log"),
            Some(("postcard".to_owned(), "serialize".to_owned()))
        );
        assert_eq!(
            step_of("mesh / rkyv: checking round trips", "mesh"),
            Some(("rkyv".to_owned(), "checking round trips".to_owned()))
        );
        assert_eq!(
            step_of("log / bitcode", "log"),
            Some(("bitcode".to_owned(), "cases".to_owned()))
        );
        assert_eq!(step_of("log: generating", "log"), None);
    }

    #[test]
    fn host_messages_are_read_as_the_host_writes_them() {
        let read = |line: &str| serde_json::from_str::<HostMessage>(line).unwrap();
        assert_eq!(read(r#"{"log":"x"}"#), HostMessage::Log("x".to_owned()));
        assert_eq!(
            read(r#"{"crashed":"RuntimeError: unreachable"}"#),
            HostMessage::Crashed("RuntimeError: unreachable".to_owned())
        );
        assert!(serde_json::from_str::<HostMessage>(r#"{"what":1}"#).is_err());
    }

    /// A host that crashes in postcard's serialize until postcard is skipped, then returns
    /// `results`.
    fn crashing_host(dir: &std::path::Path, results: &ResultsFile) -> BrowserHost {
        let script = dir.join("host.mjs");
        let results = serde_json::to_string(&serde_json::to_string(results).unwrap()).unwrap();
        std::fs::write(
            &script,
            format!(
                r#"const request = JSON.parse(process.argv[3]);
const say = (message) => console.log(JSON.stringify(message));
if (!request.skip.includes('postcard')) {{
  say({{ log: 'log: generating' }});
  say({{ log: 'round 1/2: log / postcard: serialize' }});
  say({{ log: 'panicked: boom at src/crates/postcard.rs:1:1' }});
  say({{ browser_cpu_ms: 250 }});
  say({{ crashed: 'RuntimeError: unreachable' }});
}} else {{
  say({{ log: 'round 1/2: log / bitcode: serialize' }});
  say({{ results: {results} }});
}}
"#
            ),
        )
        .unwrap();
        BrowserHost {
            script,
            package: dir.to_owned(),
            ..BrowserHost::default()
        }
    }

    /// A results file of `profile`, as a browser run would return it.
    fn browser_results(profile: schema::Profile, environment: schema::Environment) -> ResultsFile {
        ResultsFile::new(
            schema::Origin::Bencher,
            schema::RunInfo {
                started_at: "2026-12-07T00:00:00Z".to_owned(),
                profile: Some(profile),
                ..Default::default()
            },
            environment,
        )
    }

    #[test]
    fn a_crate_that_crashes_the_instance_fails_alone_and_the_dataset_is_measured_without_it() {
        let dir = tempfile::tempdir().unwrap();
        let mut measured = browser_results(
            schema::Profile::Quick,
            schema::Environment {
                build: Some(schema::Build {
                    target_cpu: "generic".to_owned(),
                    target: Some("wasm32-unknown-unknown".to_owned()),
                    ..Default::default()
                }),
                browser: Some("Chromium 156".to_owned()),
                clock_step_ns: Some(100_000),
                ..Default::default()
            },
        );
        measured.failures.push(Failure {
            crate_id: "bitcode".to_owned(),
            dataset: "log".to_owned(),
            operation: "serialize".to_owned(),
            message: "an earlier failure stays".to_owned(),
        });
        let host = crashing_host(dir.path(), &measured);
        let request = Request {
            profile: "quick".to_owned(),
            ..Request::default()
        };
        let mut lines = Vec::new();
        let work = dir.path().join("work");
        let results = run(&host, &request, &["log"], &work, &mut |line| {
            lines.push(line.to_owned())
        })
        .unwrap();
        let crash = results
            .failures
            .iter()
            .find(|f| f.crate_id == "postcard")
            .expect("the crash is recorded");
        assert_eq!(
            (crash.dataset.as_str(), crash.operation.as_str()),
            ("log", "serialize")
        );
        assert_eq!(
            crash.message,
            "aborted the wasm instance: boom at src/crates/postcard.rs:1:1"
        );
        assert!(results
            .failures
            .iter()
            .any(|f| f.message == "an earlier failure stays"));
        let environment = &results.environment;
        assert_eq!(environment.browser.as_deref(), Some("Chromium 156"));
        assert_eq!(environment.clock_step_ns, Some(100_000));
        assert!(environment.build.as_ref().unwrap().is_wasm());
        assert!(lines
            .iter()
            .any(|l| l.starts_with("failure: log / postcard: serialize")));

        // Stopped and started again, the run keeps what it measured: no browser is needed.
        let no_browser = BrowserHost {
            node: PathBuf::from("/nonexistent/node"),
            ..host
        };
        let again = run(&no_browser, &request, &["log"], &work, &mut |_| {}).unwrap();
        assert_eq!(again.failures, results.failures);
        assert_eq!(again.run.rounds, results.run.rounds);
        let other = Request {
            profile: "full".to_owned(),
            ..request
        };
        let refused = run(&no_browser, &other, &["log"], &work, &mut |_| {}).unwrap_err();
        assert!(
            matches!(refused, WasmRunError::OtherRun { .. }),
            "{refused}"
        );
    }

    #[test]
    fn one_round_of_one_dataset_is_stored_as_that_rounds_file() {
        let dir = tempfile::tempdir().unwrap();
        let mut round = browser_results(schema::Profile::Full, schema::Environment::default());
        let rounds = schema::Rounds {
            count: 5,
            seed: 7,
            round: Some(2),
        };
        round.run.rounds = Some(rounds);
        let host = crashing_host(dir.path(), &round);
        let request = Request {
            profile: "full".to_owned(),
            crates: Some(vec!["bitcode".to_owned()]),
            rounds: Some(5),
            seed: Some(7),
            round: Some(2),
            ..Request::default()
        };
        let work = dir.path().join("work");
        let results = run(&host, &request, &["log"], &work, &mut |_| {}).unwrap();
        assert_eq!(results.run.rounds, Some(rounds));
    }

    #[test]
    fn a_missing_host_is_a_clear_error() {
        let host = BrowserHost {
            node: PathBuf::from("/nonexistent/node"),
            ..BrowserHost::default()
        };
        let request = Request {
            profile: "smoke".to_owned(),
            ..Request::default()
        };
        let work = tempfile::tempdir().unwrap();
        let error = run(&host, &request, &["log"], work.path(), &mut |_| {}).unwrap_err();
        assert!(
            error
                .to_string()
                .starts_with("cannot start the browser host"),
            "{error}"
        );
    }
}

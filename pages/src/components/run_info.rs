//! The run's date, machine and toolchain, its failures, and the page's footnotes.

use crate::state::Shared;
use schema::display;
use schema::stats::{Precision, RoundDrift};
use schema::{Origin, Profile, ResultsFile, UpstreamLayout};
use yew::prelude::*;

/// Properties of [`RunInfo`].
#[derive(Properties, PartialEq)]
pub struct RunInfoProps {
    /// The run shown.
    pub file: Shared<ResultsFile>,
}

/// When, where and how the run measured; failures of the run.
#[function_component(RunInfo)]
pub fn run_info(props: &RunInfoProps) -> Html {
    let file = &props.file;
    let run = &file.run;
    let env = &file.environment;
    let origin = match &file.origin {
        Origin::Bencher => "this project's bencher".to_owned(),
        Origin::Upstream { layout } => format!(
            "imported from the upstream suite ({} layout); codec times partly assumed",
            match layout {
                UpstreamLayout::Crates2023 => "2023",
                UpstreamLayout::Features2024 => "early 2024",
                UpstreamLayout::FeaturesWithInfo => "late 2024 onward",
            }
        ),
    };
    let profile = run.profile.map(|p| match p {
        Profile::Quick => "quick".to_owned(),
        Profile::Full => "full".to_owned(),
        Profile::Iterations(n) => format!("{n} iterations"),
    });
    // Of the datasets read so far: the page reads a run's datasets as they are shown, so its
    // figures are by dataset, not the whole run's.
    let by_dataset = Precision::by_dataset(file);
    let item = |label: &str, value: Option<String>| match value {
        Some(value) if !value.is_empty() => html! {
            <><dt>{ label.to_owned() }</dt><dd>{ value }</dd></>
        },
        _ => html! {},
    };
    let details = |label: &str, text: &Option<String>| match text {
        Some(text) if !text.trim().is_empty() => html! {
            <details><summary>{ label.to_owned() }</summary><pre>{ text.clone() }</pre></details>
        },
        _ => html! {},
    };
    html! {
        <section id="run-info">
            <h2>{ "About this run" }</h2>
            <dl>
                { item("Started", Some(run.started_at.clone())) }
                { item("Finished", run.finished_at.clone()) }
                { item("Origin", Some(origin)) }
                { item("Profile", profile) }
                { item("Wall time", run.wall_time_seconds.map(|s| display::duration_ns(s * 1e9))) }
                { item("Median CI half-width", run.median_relative_ci_half_width.map(|h| {
                    let shown = Precision::each_dataset(&by_dataset, |p| p.half_width.map(display::percent));
                    if shown.is_empty() {
                        display::percent(h)
                    } else {
                        format!("{} ({})", display::percent(h), shown.join(", "))
                    }
                })) }
                { item("Spread of the rounds", {
                    let shown = Precision::each_dataset(&by_dataset, |p| p.round_spread.map(|s| format!("{s:.2}")));
                    (!shown.is_empty()).then(|| format!(
                        "{} (a timing's slowest round over its fastest, median)",
                        shown.join(", ")
                    ))
                }) }
                { item("Drift of the machine", {
                    // By dataset: the page has read only the datasets shown so far.
                    let drifts: Vec<String> = by_dataset.iter()
                        .filter_map(|(name, _)| {
                            let drift = RoundDrift::of(file.datasets[*name].timings())?;
                            Some(format!("{name}: {}", drift.summary()))
                        })
                        .collect();
                    (!drifts.is_empty()).then(|| drifts.join("; "))
                }) }
                { item("Machine load", run.machine_load.map(|load| if load.is_busy() {
                    format!("{}: a busy machine, so its figures are slower and noisier than it allows", load.summary())
                } else {
                    load.summary()
                })) }
                { item("CPU", env.cpu_model()) }
                { item("Cores", env.cores.map(|c| c.to_string())) }
                { item("OS", env.os.clone()) }
                { item("rustc", env.rustc_release().map(str::to_owned)) }
                { item("Build", env.build.as_ref().map(|build| if build.is_wasm() {
                    format!("WebAssembly, {}", build.summary())
                } else if build.is_native() {
                    format!("for this machine's CPU, {}", build.summary())
                } else {
                    format!("portable, {}", build.summary())
                })) }
                { item("Browser", env.browser.clone()) }
                { item("Clock step", env.clock_step_ns.map(|ns| format!(
                    "{} (each sample lasts far longer)",
                    display::duration_ns(ns as f64)
                ))) }
                { item("Machines by dataset", machines_by_dataset(file)) }
                { item("Instruction counts", instruction_counts(file)) }
                { item("Bencher", run.bencher_version.clone()) }
                { item("Commit", run.git_commit.clone()) }
                { item("Arguments", (!run.args.is_empty()).then(|| run.args.join(" "))) }
                { item("Crates", Some(file.crates.len().to_string())) }
            </dl>
            { details("rustc -vV", &env.rustc) }
            { details("CPU details", &env.cpu) }
            if !file.failures.is_empty() {
                <h3>{ format!("Failures ({})", file.failures.len()) }</h3>
                <ul class="failures">
                    { for file.failures.iter().map(|f| html! {
                        <li>{ format!("{} on {} ({}): {}", f.crate_id, f.dataset, f.operation, f.message) }</li>
                    }) }
                </ul>
            }
        </section>
    }
}

/// How the run's instructions were counted, if it counted any: the Valgrind version, and the
/// machine where it is not the one that timed.
fn instruction_counts(file: &ResultsFile) -> Option<String> {
    let valgrind = file.environment_of_counts()?.valgrind.as_deref()?;
    Some(match &file.counting_environment {
        Some(apart) => format!(
            "{valgrind}, counted apart from the times on {}",
            apart.machine_summary()
        ),
        None => format!("{valgrind}, on the machine that timed"),
    })
}

/// Where the run's shards measured its datasets on different machines (the items above are
/// the run's first shard's): each dataset measured elsewhere, then the others'.
fn machines_by_dataset(file: &ResultsFile) -> Option<String> {
    if !file.machines_differ() {
        return None;
    }
    let mut said: Vec<String> = file
        .dataset_environments
        .iter()
        .map(|(dataset, environment)| format!("{dataset}: {}", environment.machine_summary()))
        .collect();
    said.push(format!(
        "the others: {}",
        file.environment.machine_summary()
    ));
    Some(said.join("; "))
}

/// Properties of [`Footnotes`].
#[derive(Properties, PartialEq)]
pub struct FootnotesProps {
    /// What one message of the dataset is called.
    pub unit: &'static str,
}

/// How to read the page.
#[function_component(Footnotes)]
pub fn footnotes(props: &FootnotesProps) -> Html {
    html! {
        <section id="footnotes">
            <h2>{ "Notes" }</h2>
            <ol>
                <li>{ format!(
                    "Throughput: for each crate and each allowed codec, {0}/s = items/s × {0} per item, where items/s = \
                     min(bandwidth ÷ bytes on the wire, cores ÷ CPU seconds per item). The smaller side is the \
                     bottleneck. Each crate shows its best allowed codec; relative is against the best crate shown.",
                    props.unit) }</li>
                <li>{ "Serialize mode charges serialize + compress and the outbound link; deserialize mode charges \
                       decompress + deserialize and the inbound link; round trip charges all of them and both links." }</li>
                <li>{ "TB/month means 10¹² bytes per 30.4 days; Mbit/s means 10⁶ bits per second." }</li>
                <li>{ "* marks figures that use an assumed codec time (zlib compress 15.6875 MB/s, zstd compress \
                       101.4925 MB/s, zlib decompress 400 MB/s, zstd decompress 1360 MB/s, as the upstream explorer \
                       assumes) because the run did not measure it." }</li>
                <li>{ "Variants (in italics) are alternative ways a crate does an operation, each explained next to it. \
                       The variant policy decides which one ranks the crate." }</li>
                <li>{ "Times are criterion's point estimates; ± is half the confidence interval, as a percentage of the \
                       estimate. Sizes are in decimal units (1 kB = 1000 bytes)." }</li>
            </ol>
        </section>
    }
}

// Rendered by Yew's server renderer, which only native builds carry.
#[cfg(all(test, not(target_arch = "wasm32")))]
mod tests {
    use super::*;

    /// The section as the server renderer writes it.
    fn rendered(machine_load: Option<schema::MachineLoad>) -> String {
        rendered_with(machine_load, |_| {})
    }

    /// The section of a run changed by `edit`.
    fn rendered_with(
        machine_load: Option<schema::MachineLoad>,
        edit: impl FnOnce(&mut ResultsFile),
    ) -> String {
        let mut file = ResultsFile::new(
            Origin::Bencher,
            schema::RunInfo {
                started_at: "2026-12-01T11:25:04Z".to_owned(),
                machine_load,
                ..Default::default()
            },
            Default::default(),
        );
        edit(&mut file);
        // Made in the renderer's closure: the props hold an `Rc`, which cannot be sent there.
        let renderer = yew::ServerRenderer::<RunInfo>::with_props(move || RunInfoProps {
            file: Shared(std::rc::Rc::new(file)),
        });
        futures_executor::block_on(renderer.hydratable(false).render())
    }

    #[test]
    fn the_machine_load_is_shown_when_the_run_recorded_it() {
        let load = schema::MachineLoad {
            others_cpu_share: 0.031,
            steal_share: 0.0,
        };
        let html = rendered(Some(load));
        assert!(
            html.contains(&format!("<dt>Machine load</dt><dd>{}</dd>", load.summary())),
            "{html}"
        );
        assert!(
            html.contains("other processes used 3.1% of the CPU time"),
            "{html}"
        );
        assert!(!rendered(None).contains("Machine load"));
        assert!(!html.contains("busy machine"), "{html}");
        let busy = rendered(Some(schema::MachineLoad {
            others_cpu_share: 0.08,
            steal_share: 0.02,
        }));
        assert!(
            busy.contains("withheld 2.0%: a busy machine, so its figures"),
            "{busy}"
        );
    }

    #[test]
    fn each_read_datasets_precision_is_shown_beside_the_runs() {
        let plain = rendered(None);
        assert!(!plain.contains("Spread of the rounds"), "{plain}");
        let html = rendered_with(None, |file| {
            file.run.median_relative_ci_half_width = Some(0.05);
            for (name, half, rounds) in [
                ("mk48", 4.0, vec![90.0, 99.0]),
                ("log", 2.0, vec![100.0, 125.0]),
            ] {
                let mut results = schema::CrateResults::default();
                results.operations.insert(
                    schema::Operation::Serialize,
                    schema::Variants::primary(schema::Timing {
                        rounds,
                        ..schema::Timing::bounded(100.0, 100.0 - half, 100.0 + half)
                    }),
                );
                let mut dataset = schema::DatasetResults::default();
                dataset.crates.insert("alpha".to_owned(), results);
                file.datasets.insert(name.to_owned(), dataset);
            }
        });
        assert!(
            html.contains("<dt>Median CI half-width</dt><dd>5.00% (log 2.00%, mk48 4.00%)</dd>"),
            "{html}"
        );
        assert!(
            html.contains(
                "<dt>Spread of the rounds</dt><dd>log 1.25, mk48 1.10 (a timing's slowest round \
                 over its fastest, median)</dd>"
            ),
            "{html}"
        );
    }

    #[test]
    fn the_drift_across_rounds_is_shown_when_the_run_has_rounds() {
        assert!(!rendered(None).contains("Drift of the machine"));
        let html = rendered_with(None, |file| {
            let mut results = schema::CrateResults::default();
            results.operations.insert(
                schema::Operation::Serialize,
                schema::Variants::primary(schema::Timing {
                    rounds: vec![100.0, 90.0, 75.0],
                    ..schema::Timing::point(90.0)
                }),
            );
            let mut dataset = schema::DatasetResults::default();
            dataset.crates.insert("alpha".to_owned(), results);
            file.datasets.insert("log".to_owned(), dataset);
        });
        assert!(
            html.contains(
                "<dt>Drift of the machine</dt><dd>log: rounds 2-3 at 0.900, 0.750 of round 1 \
                 (median over timings)</dd>"
            ),
            "{html}"
        );
    }

    #[test]
    fn the_build_and_each_datasets_machine_are_shown_where_they_differ() {
        let cpu = |model: &str| Some(format!("Model name: {model}"));
        let html = rendered_with(None, |file| {
            file.environment.cpu = cpu("AMD EPYC 7763");
            file.environment.build = Some(schema::Build {
                target_cpu: "native (znver3)".to_owned(),
                target_features: vec!["avx2".to_owned(), "sse2".to_owned()],
                target: None,
            });
        });
        assert!(
            html.contains(
                "<dt>Build</dt><dd>for this machine&#x27;s CPU, native (znver3): avx2</dd>"
            ) || html
                .contains("<dt>Build</dt><dd>for this machine's CPU, native (znver3): avx2</dd>"),
            "{html}"
        );
        assert!(!html.contains("Machines by dataset"), "{html}");
        assert!(
            !html.contains("Browser") && !html.contains("Clock step"),
            "{html}"
        );
        let html = rendered_with(None, |file| {
            file.environment.build = Some(schema::Build {
                target_cpu: "generic".to_owned(),
                target_features: Vec::new(),
                target: Some("wasm32-unknown-unknown".to_owned()),
            });
            file.environment.browser = Some("Chromium 156.0.8078.129, V8 15.6.75.95".to_owned());
            file.environment.clock_step_ns = Some(100_000);
        });
        for shown in [
            "<dt>Build</dt><dd>WebAssembly, wasm32-unknown-unknown (generic)</dd>",
            "<dt>Browser</dt><dd>Chromium 156.0.8078.129, V8 15.6.75.95</dd>",
            "<dt>Clock step</dt><dd>100 µs (each sample lasts far longer)</dd>",
        ] {
            assert!(html.contains(shown), "{shown} in {html}");
        }
        let html = rendered_with(None, |file| {
            file.environment.cpu = cpu("AMD EPYC 7763");
            let elsewhere = schema::Environment {
                cpu: cpu("Intel Xeon 8370C"),
                cores: Some(4),
                ..Default::default()
            };
            file.dataset_environments
                .insert("mesh".to_owned(), elsewhere);
        });
        assert!(
            html.contains(
                "<dt>Machines by dataset</dt><dd>mesh: Intel Xeon 8370C, 4 cores; the others: \
                 AMD EPYC 7763</dd>"
            ),
            "{html}"
        );
    }

    #[test]
    fn the_counting_machine_is_shown_where_it_is_not_the_timing_one() {
        let cpu = |model: &str| Some(format!("Model name: {model}"));
        assert!(!rendered(None).contains("Instruction counts"));
        let html = rendered_with(None, |file| {
            file.environment.valgrind = Some("valgrind-3.19.0".to_owned());
        });
        assert!(
            html.contains(
                "<dt>Instruction counts</dt><dd>valgrind-3.19.0, on the machine that timed</dd>"
            ),
            "{html}"
        );
        let html = rendered_with(None, |file| {
            file.counting_environment = Some(schema::Environment {
                cpu: cpu("Intel Xeon 8370C"),
                cores: Some(4),
                valgrind: Some("valgrind-3.22.0".to_owned()),
                ..Default::default()
            });
        });
        assert!(
            html.contains(
                "<dt>Instruction counts</dt><dd>valgrind-3.22.0, counted apart from the times \
                 on Intel Xeon 8370C, 4 cores</dd>"
            ),
            "{html}"
        );
    }
}

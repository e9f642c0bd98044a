//! Browser-side logic of the explorer, tested inside headless Chromium with wasm-bindgen-test
//! (run by `scripts/e2e.sh`): what only a real page can show: history entries, fetch failures,
//! the panic banner, the charts rendered by the browser (including degenerate data), and the
//! built page hydrated by the app.
//!
//! Natively this file compiles to nothing; see `tools/e2e/wasm-test-runner.sh`.
#![cfg(target_arch = "wasm32")]

use pages::app::{App, AppProps};
use pages::boot::Boot;
use pages::browser::{self, HistoryMode};
use pages::components::charts::{Charts, ChartsProps};
use pages::components::ranked::{RankedProps, RankedTable};
use pages::ranking;
use pages::state::Shared;
use pages::url_state::ViewState;
use schema::model::{Bottleneck, Mode, Row};
use std::rc::Rc;
use wasm_bindgen::{JsCast, JsValue};
use wasm_bindgen_test::{wasm_bindgen_test, wasm_bindgen_test_configure};

wasm_bindgen_test_configure!(run_in_browser);

fn window() -> web_sys::Window {
    web_sys::window().expect("a browser window")
}

fn document() -> web_sys::Document {
    window().document().expect("a document")
}

/// Lets the page run: Yew renders and runs effects in later tasks.
async fn settle() {
    wait_ms(100).await;
}

/// Lets the page run for `ms` milliseconds.
async fn wait_ms(ms: i32) {
    let promise = js_sys::Promise::new(&mut |resolve, _| {
        window()
            .set_timeout_with_callback_and_timeout_and_arguments_0(&resolve, ms)
            .expect("setTimeout");
    });
    wasm_bindgen_futures::JsFuture::from(promise)
        .await
        .expect("timer");
}

/// A fresh element appended to the body, for a component to render into.
fn mount_point() -> web_sys::Element {
    let root = document().create_element("div").expect("a div");
    document()
        .body()
        .expect("a body")
        .append_child(&root)
        .expect("appended");
    root
}

/// Per chart under `root`: (data-chart, width, height, painted pixels). Each chart's SVG is
/// rendered into an image and its pixels counted (not transparent and not white), so the test
/// sees what a reader sees rather than merely that elements exist.
async fn painted(root: &web_sys::Element) -> Vec<(String, u32, u32, u32)> {
    let count = js_sys::Function::new_with_args(
        "root",
        "return Promise.all(Array.from(root.querySelectorAll('svg[data-chart]'), (svg) =>
           new Promise((resolve) => {
             const width = Math.round(svg.width.baseVal.value);
             const height = Math.round(svg.height.baseVal.value);
             const result = (n) => resolve([svg.dataset.chart, width, height, n]);
             const image = new Image();
             image.onerror = () => result(0);
             image.onload = () => {
               const canvas = document.createElement('canvas');
               canvas.width = width; canvas.height = height;
               const c = canvas.getContext('2d');
               if (!c || !width || !height) return result(0);
               c.drawImage(image, 0, 0, width, height);
               const d = c.getImageData(0, 0, width, height).data; let n = 0;
               for (let i = 0; i < d.length; i += 4)
                 if (d[i + 3] > 0 && !(d[i] > 245 && d[i + 1] > 245 && d[i + 2] > 245)) n++;
               result(n);
             };
             image.src = 'data:image/svg+xml;charset=utf-8,' +
               encodeURIComponent(new XMLSerializer().serializeToString(svg));
           })));",
    );
    let promise: js_sys::Promise = count
        .call1(&JsValue::NULL, root)
        .expect("the counting script runs")
        .dyn_into()
        .expect("a promise");
    let charts: js_sys::Array = wasm_bindgen_futures::JsFuture::from(promise)
        .await
        .expect("the charts render as images")
        .dyn_into()
        .expect("an array");
    charts
        .iter()
        .map(|chart| {
            let chart: js_sys::Array = chart.dyn_into().expect("an array");
            let number = |i| chart.get(i).as_f64().unwrap_or(0.0) as u32;
            (
                chart.get(0).as_string().unwrap_or_default(),
                number(1),
                number(2),
                number(3),
            )
        })
        .collect()
}

fn alerts(root: &web_sys::Element) -> String {
    let found = root.query_selector_all("[role=alert]").expect("a selector");
    (0..found.length())
        .filter_map(|i| found.item(i))
        .filter_map(|node| node.text_content())
        .collect::<Vec<_>>()
        .join("\n")
}

fn row(id: &str, messages: f64, wire_bytes: u64, cpu_seconds: f64) -> Row {
    Row {
        crate_id: id.to_owned(),
        codec: None,
        variant: None,
        messages_per_second: messages,
        interval: None,
        relative: 1.0,
        bottleneck: if cpu_seconds > 1e-3 {
            Bottleneck::Cpu
        } else {
            Bottleneck::Bandwidth
        },
        estimated: false,
        wire_bytes,
        cpu_seconds,
    }
}

async fn draw(rows: Vec<Row>) -> web_sys::Element {
    let root = mount_point();
    let props = ChartsProps {
        rows: Shared(Rc::new(rows)),
        unit: "updates",
        mode: Mode::Serialize,
    };
    yew::Renderer::<Charts>::with_root_and_props(root.clone(), props).render();
    settle().await;
    root
}

#[wasm_bindgen_test]
fn push_adds_a_history_entry_replace_does_not_and_both_keep_path_and_fragment() {
    let location = window().location();
    let history = window().history().expect("history");
    location.set_hash("part").expect("hash");
    let path = location.pathname().expect("path");
    let before = history.length().expect("length");

    browser::write_query("a=1&b=two", HistoryMode::Push);
    assert_eq!(history.length().unwrap(), before + 1);
    assert_eq!(browser::current_query(), "?a=1&b=two");
    assert_eq!(location.pathname().unwrap(), path);
    assert_eq!(location.hash().unwrap(), "#part");

    browser::write_query("a=2", HistoryMode::Replace);
    assert_eq!(history.length().unwrap(), before + 1);
    assert_eq!(browser::current_query(), "?a=2");
    assert!(browser::current_href().ends_with("?a=2#part"));
}

#[wasm_bindgen_test]
async fn idle_work_runs_once_with_or_without_request_idle_callback() {
    use std::cell::Cell;
    let calls = Rc::new(Cell::new(0));
    let count = || {
        let calls = calls.clone();
        move || calls.set(calls.get() + 1)
    };
    browser::when_idle(count());
    // Idle comes once the page has nothing else to do: within a frame or two here, later when
    // the machine is busy.
    for _ in 0..40 {
        if calls.get() > 0 {
            break;
        }
        settle().await;
    }
    settle().await;
    assert_eq!(calls.get(), 1, "requestIdleCallback");

    // A browser without it (Safari): the callback comes after a timer instead.
    let key = JsValue::from_str("requestIdleCallback");
    let original = js_sys::Reflect::get(&window(), &key).expect("read");
    assert!(
        original.is_function(),
        "this browser has requestIdleCallback"
    );
    let hidden = js_sys::Reflect::set(&window(), &key, &JsValue::UNDEFINED).expect("set");
    assert!(hidden, "requestIdleCallback could not be hidden");
    browser::when_idle(count());
    wait_ms(browser::IDLE_FALLBACK_MS / 2).await;
    let before_the_timer = calls.get();
    wait_ms(browser::IDLE_FALLBACK_MS * 2).await;
    js_sys::Reflect::set(&window(), &key, &original).expect("restored");
    assert_eq!(before_the_timer, 1, "not before the fallback's wait");
    assert_eq!(calls.get(), 2, "after the fallback's wait");
}

#[wasm_bindgen_test]
async fn a_missing_file_comes_back_as_a_message() {
    let error = fetch_error("no-such-directory/no-such-file.json").await;
    assert!(error.contains("404"), "{error}");
}

/// The reason `browser::fetch_bytes` gives for `url`, which must fail.
async fn fetch_error(url: &str) -> String {
    match browser::fetch_bytes(url).await {
        Ok(bytes) => panic!(
            "{url} was fetched ({} bytes), expected an error",
            bytes.len()
        ),
        Err(why) => why,
    }
}

#[wasm_bindgen_test]
fn the_panic_banner_is_one_element_holding_text_not_markup() {
    browser::show_fatal("<b>first</b>");
    browser::show_fatal("second <img src=x onerror=alert(1)>");
    let banners = document().query_selector_all("#fatal").unwrap();
    assert_eq!(banners.length(), 1);
    let banner = document().get_element_by_id("fatal").unwrap();
    assert_eq!(
        banner.text_content().unwrap(),
        "second <img src=x onerror=alert(1)>"
    );
    assert_eq!(banner.children().length(), 0, "no markup was parsed");
    assert_eq!(banner.get_attribute("role").as_deref(), Some("alert"));
    banner.remove();
}

#[wasm_bindgen_test]
async fn both_charts_are_painted_for_a_real_run() {
    let file = schema::load_results(
        "2026-08-21_21-37-06.json",
        include_bytes!("../../schema/tests/fixtures/upstream-results/2026-08-21_21-37-06.json"),
    )
    .expect("the fixture loads");
    let rows = ranking::ranked(&file, &ViewState::default()).expect("the model runs");
    assert!(rows.len() > 10);
    let root = draw(rows).await;
    let charts = painted(&root).await;
    assert_eq!(charts.len(), 2, "{charts:?}");
    for (name, width, height, pixels) in &charts {
        assert!(*width > 100 && *height > 50, "{name}: {width}×{height}");
        assert!(*pixels > 1000, "{name}: {pixels} pixels painted");
    }
    assert_eq!(alerts(&root), "");
}

#[wasm_bindgen_test]
async fn degenerate_rows_draw_without_error() {
    let many_identical: Vec<Row> = (0..100)
        .map(|i| row(&format!("c{i}"), 5.0, 1000, 1e-4))
        .collect();
    // The number of charts each case draws: none when nothing can be placed (the chart area
    // says so instead of drawing axes over nothing).
    let cases: Vec<(&str, usize, Vec<Row>)> = vec![
        ("no rows", 0, vec![]),
        ("one row", 2, vec![row("a", 10.0, 100, 1e-3)]),
        (
            "zero throughput and zero costs",
            0,
            vec![row("a", 0.0, 0, 0.0), row("b", 0.0, 0, 0.0)],
        ),
        ("100 identical rows", 2, many_identical),
        (
            "extreme magnitudes",
            2,
            vec![
                row("fast", 1e15, 1, 1e-12),
                row("slow", 1e-9, u64::MAX / 2, 1e6),
            ],
        ),
    ];
    for (case, expected, rows) in cases {
        let root = draw(rows).await;
        assert_eq!(alerts(&root), "", "{case}: a chart reported an error");
        let charts = painted(&root).await;
        assert_eq!(charts.len(), expected, "{case}: {charts:?}");
        if expected == 0 {
            let text = root.text_content().unwrap_or_default();
            assert!(text.contains("Nothing to chart"), "{case}: {text}");
        } else {
            let bars = charts.iter().find(|c| c.0 == "bars").expect("a bar chart");
            assert!(bars.3 > 0, "{case}: the bar chart is blank");
        }
        assert!(
            document().get_element_by_id("fatal").is_none(),
            "{case}: panicked"
        );
        root.remove();
    }
}

#[wasm_bindgen_test]
async fn the_ranked_table_links_each_crate_to_its_version_on_crates_io() {
    let file = schema::load_results(
        "2026-08-21_21-37-06.json",
        include_bytes!("../../schema/tests/fixtures/upstream-results/2026-08-21_21-37-06.json"),
    )
    .expect("the fixture loads");
    let rows = ranking::ranked(&file, &ViewState::default()).expect("the model runs");
    let root = mount_point();
    let props = ranked_props(Shared(Rc::new(file.clone())), &ViewState::default());
    yew::Renderer::<RankedTable>::with_root_and_props(root.clone(), props).render();
    settle().await;
    let body_rows = root.query_selector_all("tbody tr").unwrap();
    assert_eq!(body_rows.length() as usize, rows.len());
    let links = root.query_selector_all("tbody a").unwrap();
    assert_eq!(links.length() as usize, rows.len(), "one link per crate");
    for (i, row) in rows.iter().enumerate() {
        let info = &file.crates[&row.crate_id];
        let link = links
            .item(i as u32)
            .and_then(|n| n.dyn_into::<web_sys::Element>().ok())
            .expect("a link");
        assert_eq!(
            link.get_attribute("href").unwrap(),
            format!("https://crates.io/crates/{}/{}", info.name, info.version)
        );
    }
    root.remove();
}

/// The ranked table's properties for `view`, computed the way the results view does.
fn ranked_props(file: Shared<schema::ResultsFile>, view: &ViewState) -> RankedProps {
    let params = ranking::cost_params(view);
    let costs = schema::model::costs(&file, &params).expect("the model runs");
    let rows = ranking::ranked_from(&costs, &file, view).expect("the model ranks");
    RankedProps {
        file,
        rows: Shared(Rc::new(rows)),
        unit: "updates",
    }
}

/// `file` with bounds on every timing, from 1% to 9% either side by crate, so that some
/// neighbours of a ranking are tied (`schema::rank`) and others are not.
fn with_bounds(mut file: schema::ResultsFile) -> schema::ResultsFile {
    let bound = |timing: &mut schema::Timing, half: f64| {
        timing.lower_ns = Some(timing.estimate_ns * (1.0 - half));
        timing.upper_ns = Some(timing.estimate_ns * (1.0 + half));
    };
    for dataset in file.datasets.values_mut() {
        for (index, results) in dataset.crates.values_mut().enumerate() {
            let half = 0.01 * (1 + index % 9) as f64;
            for figures in results.operations.values_mut() {
                for timing in figures
                    .primary
                    .iter_mut()
                    .chain(figures.variants.values_mut())
                {
                    bound(timing, half);
                }
            }
            for figures in results.codecs.values_mut() {
                for codec in figures
                    .primary
                    .iter_mut()
                    .chain(figures.variants.values_mut())
                {
                    for timing in codec.compress.iter_mut().chain(codec.decompress.iter_mut()) {
                        bound(timing, half);
                    }
                }
            }
        }
    }
    file
}

/// `html` without its comments (the server renderer's component markers, which hydration
/// consumes).
fn without_comments(html: &str) -> String {
    let mut out = String::new();
    let mut rest = html;
    while let Some(start) = rest.find("<!--") {
        out.push_str(&rest[..start]);
        rest = rest[start..]
            .find("-->")
            .map_or("", |end| &rest[start + end + 3..]);
    }
    out.push_str(rest);
    out
}

/// The ranked section's HTML under `root`, without comments.
fn ranking_html(root: &web_sys::Element) -> String {
    let section = root
        .query_selector("section#ranked")
        .unwrap()
        .expect("the ranked section");
    without_comments(&section.inner_html())
}

/// The labels of the controls under `root` that are disabled.
fn disabled_controls(root: &web_sys::Element) -> Vec<String> {
    let found = root
        .query_selector_all("input:disabled, select:disabled, button:disabled")
        .unwrap();
    (0..found.length())
        .filter_map(|i| found.item(i)?.dyn_into::<web_sys::Element>().ok())
        .map(|element| element.outer_html().chars().take(80).collect())
        .collect()
}

#[wasm_bindgen_test]
async fn the_built_page_is_what_the_app_renders_and_hydrating_it_makes_every_control_work() {
    const NAME: &str = "2026-08-21_21-37-06.json";
    // With bounds: shared ranks and their titles are compared too.
    let full = with_bounds(
        schema::load_results(
            NAME,
            include_bytes!("../../schema/tests/fixtures/upstream-results/2026-08-21_21-37-06.json"),
        )
        .expect("the fixture loads"),
    );
    let copy = schema::write::dataset_copy_to_json(&full, "mk48").expect("a copy");
    let manifest = format!(
        "{{\"schema_version\":1,\"runs\":[{{\"file\":\"{NAME}\",\"started_at\":\"2026-08-21T21:37:06Z\",\"origin\":\"upstream\",\"crates\":3}}]}}"
    );
    let boot = {
        let (manifest, copy) = (manifest.clone(), copy.clone());
        move || {
            Some(Shared(Rc::new(
                Boot::read(manifest.as_bytes(), NAME, copy.as_bytes()).expect("it reads"),
            )))
        }
    };
    // As the build writes it (`pages::prerender`).
    let built = {
        let boot = boot.clone();
        yew::ServerRenderer::<App>::with_props(move || AppProps { boot: boot() })
            .render()
            .await
    };
    let root = mount_point();
    root.set_inner_html(&built);
    let written = ranking_html(&root);
    assert!(written.contains("<tbody><tr"), "{written}");
    assert!(written.contains(" title=\"tied with "), "{written}");
    // Every control of the built page is disabled, visibly not ready: the page's group of
    // controls and the five groups inside it.
    assert_eq!(
        root.query_selector_all("fieldset:disabled")
            .unwrap()
            .length(),
        6
    );
    let before = disabled_controls(&root);
    assert!(before.len() > 20, "{before:?}");
    yew::Renderer::<App>::with_root_and_props(root.clone(), AppProps { boot: boot() }).hydrate();
    // Hydrating, then the render that enables the controls: as long as a loaded machine takes.
    for _ in 0..50 {
        settle().await;
        if disabled_controls(&root).len() < before.len() {
            break;
        }
    }
    settle().await;
    assert!(
        document().get_element_by_id("fatal").is_none(),
        "hydrating the built page panicked"
    );
    assert_eq!(
        ranking_html(&root),
        written,
        "the app's ranking differs from the built one"
    );
    // Once hydrated, only the codec "none" (always allowed) stays disabled.
    let after = disabled_controls(&root);
    assert_eq!(after.len(), 1, "{after:?}");
    assert!(after[0].contains("checkbox"), "{after:?}");
    root.remove();
}

//! Browser-side logic of the explorer, tested inside headless Chromium with wasm-bindgen-test
//! (run by `scripts/e2e.sh`): what only a real page can show: history entries, fetch failures,
//! the panic banner, and the charts rendered by the browser, including degenerate data.
//!
//! Natively this file compiles to nothing; see `tools/e2e/wasm-test-runner.sh`.
#![cfg(target_arch = "wasm32")]

use pages::browser::{self, HistoryMode};
use pages::components::charts::{Charts, ChartsProps};
use pages::components::ranked::{DirectRanking, RankedProps, RankedTable};
use pages::ranking;
use pages::rows::RankedBody;
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
    let error = browser::fetch_bytes("no-such-directory/no-such-file.json")
        .await
        .expect_err("a missing file is an error");
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
async fn a_request_the_page_started_early_is_taken_over_once() {
    // What index.html's inline script leaves for the app: URL → promise of the Response and
    // its body, read whole.
    let started = js_sys::Object::new();
    let set = |url: &str, promise: js_sys::Promise| {
        js_sys::Reflect::set(&started, &url.into(), &promise).expect("set");
    };
    let fetched = |response: web_sys::Response, body: &[u8]| {
        let fetched = js_sys::Object::new();
        js_sys::Reflect::set(&fetched, &"response".into(), &response).expect("set");
        let body = js_sys::Uint8Array::from(body).buffer();
        js_sys::Reflect::set(&fetched, &"body".into(), &body).expect("set");
        js_sys::Promise::resolve(&JsValue::from(fetched))
    };
    let early = "no-such-directory/early.json";
    // The body handed over is what the app reads (the response's own is already consumed).
    let response = web_sys::Response::new_with_opt_str(Some("unread")).expect("response");
    set(early, fetched(response, b"early bytes"));
    let failed = "no-such-directory/failed-early.json";
    set(
        failed,
        js_sys::Promise::reject(&js_sys::Error::new("offline").into()),
    );
    let missing = "no-such-directory/missing-early.json";
    let not_found = web_sys::ResponseInit::new();
    not_found.set_status(404);
    let response =
        web_sys::Response::new_with_opt_str_and_init(Some("gone"), &not_found).expect("response");
    set(missing, fetched(response, b"gone"));
    let malformed = "no-such-directory/malformed-early.json";
    set(
        malformed,
        js_sys::Promise::resolve(&JsValue::from_str("not a response")),
    );
    js_sys::Reflect::set(&window(), &"serbenchEarlyFetches".into(), &started).expect("set");

    let bytes = browser::fetch_bytes(early)
        .await
        .expect("the early response");
    assert_eq!(bytes, b"early bytes");
    // Taken once: the same URL again is a real request, and the file does not exist.
    let error = fetch_error(early).await;
    assert!(error.contains("404"), "{error}");
    // A failed early request reads like a failed fetch.
    let error = fetch_error(failed).await;
    assert!(
        error.contains("could not be fetched") && error.contains("offline"),
        "{error}"
    );
    // An early request's HTTP status is checked as a network one's.
    let error = fetch_error(missing).await;
    assert!(error.contains("HTTP 404"), "{error}");
    // Something else in its place is an error, not a panic.
    let error = fetch_error(malformed).await;
    assert!(error.contains("could not be fetched"), "{error}");
}

#[wasm_bindgen_test]
async fn a_request_that_has_arrived_is_read_at_once_peeked_at_and_taken_over() {
    // index.html's script puts each early request's outcome under serbenchEarlyArrived once
    // it has come, beside its promise under serbenchEarlyFetches.
    let started = js_sys::Object::new();
    let arrived = js_sys::Object::new();
    let outcome = |status: u16, body: &[u8]| {
        let init = web_sys::ResponseInit::new();
        init.set_status(status);
        let response =
            web_sys::Response::new_with_opt_str_and_init(Some("unread"), &init).expect("response");
        let fetched = js_sys::Object::new();
        js_sys::Reflect::set(&fetched, &"response".into(), &response).expect("set");
        let body = js_sys::Uint8Array::from(body).buffer();
        js_sys::Reflect::set(&fetched, &"body".into(), &body).expect("set");
        JsValue::from(fetched)
    };
    let put = |url: &str, fetched: &JsValue, is_in: bool| {
        js_sys::Reflect::set(&started, &url.into(), &js_sys::Promise::resolve(fetched))
            .expect("set");
        if is_in {
            js_sys::Reflect::set(&arrived, &url.into(), fetched).expect("set");
        }
    };
    let came = "no-such-directory/arrived.json";
    put(came, &outcome(200, b"arrived bytes"), true);
    let missing = "no-such-directory/arrived-missing.json";
    put(missing, &outcome(404, b"gone"), true);
    let pending = "no-such-directory/pending.json";
    put(pending, &outcome(200, b"pending bytes"), false);
    js_sys::Reflect::set(&window(), &"serbenchEarlyFetches".into(), &started).expect("set");
    js_sys::Reflect::set(&window(), &"serbenchEarlyArrived".into(), &arrived).expect("set");

    // The first module reads what has come and leaves it for the app, as often as it likes.
    for _ in 0..2 {
        assert_eq!(
            browser::peek_arrived(came),
            Some(Ok(b"arrived bytes".to_vec()))
        );
    }
    assert_eq!(browser::peek_arrived(pending), None);
    assert_eq!(
        browser::take_arrived(came),
        Some(Ok(b"arrived bytes".to_vec()))
    );
    assert_eq!(browser::peek_arrived(came), None, "taken by the app");
    // Taken once, its promise too: the same URL again goes to the network.
    assert_eq!(browser::take_arrived(came), None);
    let error = fetch_error(came).await;
    assert!(error.contains("404"), "{error}");
    // Its HTTP status is checked as a network response's.
    let error = browser::take_arrived(missing)
        .expect("it has arrived")
        .expect_err("a 404 is an error");
    assert!(error.contains("HTTP 404"), "{error}");
    // Not there yet: nothing taken, the app awaits the promise.
    assert_eq!(browser::take_arrived(pending), None);
    assert_eq!(
        browser::fetch_bytes(pending)
            .await
            .expect("the early response"),
        b"pending bytes"
    );
    // No early request at all.
    assert_eq!(browser::take_arrived("no-such-directory/never.json"), None);
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
        costs: (Shared(Rc::new(costs)), Rc::new(params)),
        direct: DirectRanking::default(),
        unit: "updates",
    }
}

#[wasm_bindgen_test]
async fn the_ranked_table_shows_a_re_ranked_view_at_once_and_leaves_the_rest_to_a_render() {
    let file = Shared(Rc::new(
        schema::load_results(
            "2026-08-21_21-37-06.json",
            include_bytes!("../../schema/tests/fixtures/upstream-results/2026-08-21_21-37-06.json"),
        )
        .expect("the fixture loads"),
    ));
    let view = |query: &str| {
        let parsed = pages::url_state::parse(query);
        assert!(parsed.notices.is_empty(), "{query}: not a clean query");
        parsed.state
    };
    let direct = DirectRanking::default();
    assert!(
        !direct.show(&view("out=1")),
        "no table yet: nothing to show it in"
    );
    let root = mount_point();
    let props = RankedProps {
        direct: direct.clone(),
        ..ranked_props(file.clone(), &view("out=100"))
    };
    yew::Renderer::<RankedTable>::with_root_and_props(root.clone(), props).render();
    settle().await;
    let tbody = root.query_selector("tbody").unwrap().expect("a tbody");
    // Bandwidth, cores and the crate filter only re-rank: shown at once, as a render would.
    for query in ["out=1", "out=1000&cores=0.25", "out=100&q=bin", "out=0.01"] {
        assert!(
            direct.show(&view(query)),
            "{query}: should be shown directly"
        );
        let rows = ranking::ranked(&file, &view(query)).expect("the model runs");
        assert_eq!(
            tbody.inner_html(),
            fresh_body_html(&file, &rows),
            "{query}: the rows differ from a fresh body's"
        );
    }
    // Other costs, or nothing to show: declined, and the rows are left as they are.
    let before = tbody.inner_html();
    for query in [
        "out=0.01&mode=deserialize",
        "out=0.01&codecs=zstd",
        "out=0.01&ds=log",
        "out=0.01&q=no-such-crate",
    ] {
        assert!(!direct.show(&view(query)), "{query}: needs a render");
        assert_eq!(tbody.inner_html(), before, "{query}: the rows changed");
    }
    root.remove();
}

/// A body built for `rows` from nothing, as HTML (to compare with a body that was updated).
fn fresh_body_html(file: &Shared<schema::ResultsFile>, rows: &[Row]) -> String {
    let tbody = document().create_element("tbody").expect("a tbody");
    let mut body = RankedBody::new(tbody.clone(), file.0.clone()).expect("a document");
    body.show(rows).expect("shown");
    tbody.inner_html()
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

#[wasm_bindgen_test]
fn the_kept_ranked_body_shows_what_a_fresh_one_shows_after_every_update() {
    // With bounds, so that ranks are shared (`=3`, titled) and stop being shared as the
    // controls change.
    let file = Shared(Rc::new(with_bounds(
        schema::load_results(
            "2026-08-21_21-37-06.json",
            include_bytes!("../../schema/tests/fixtures/upstream-results/2026-08-21_21-37-06.json"),
        )
        .expect("the fixture loads"),
    )));
    // Bandwidths, cores, modes, codecs, an assumed codec time, a filter that drops crates and
    // one that brings them back: figures, order, estimate markers and rows all change.
    let queries = [
        "out=1",
        "out=1000",
        "out=1000&cores=0.25",
        "out=1&mode=deserialize",
        "out=100&codecs=zstd&times=upstream",
        "out=100&q=bin",
        "out=100000&mode=round-trip",
        "out=1",
    ];
    let tbody = document().create_element("tbody").expect("a tbody");
    let mut kept = RankedBody::new(tbody.clone(), file.0.clone()).expect("a document");
    let mut orders = std::collections::BTreeSet::new();
    let mut shared = std::collections::BTreeSet::new();
    for query in queries {
        let parsed = pages::url_state::parse(query);
        assert!(parsed.notices.is_empty(), "{query}: not a clean query");
        let view = parsed.state;
        let rows = ranking::ranked(&file, &view).expect("the model runs");
        assert!(!rows.is_empty(), "{query}: no rows");
        orders.insert(rows.iter().map(|r| r.crate_id.clone()).collect::<Vec<_>>());
        kept.show(&rows).expect("updated");
        assert_eq!(
            tbody.inner_html(),
            fresh_body_html(&file, &rows),
            "{query}: the updated body differs from a fresh one"
        );
        shared.insert(tbody.inner_html().matches(" title=\"tied with ").count());
        assert_eq!(tbody.child_element_count() as usize, rows.len(), "{query}");
    }
    assert!(
        orders.len() >= 4,
        "the queries should reorder the ranking: {}",
        orders.len()
    );
    assert!(
        shared.len() >= 2 && shared.iter().any(|&n| n > 0),
        "the queries should change which ranks are shared: {shared:?}"
    );
}

/// `html` parsed by the browser and written back: equal to `html` when it is written the way
/// the browser serializes what it parsed (so the markup means exactly what it says).
fn reparsed(html: &str) -> String {
    let template = document().create_element("template").expect("a template");
    template.set_inner_html(html);
    template.inner_html()
}

#[wasm_bindgen_test]
async fn the_first_view_written_into_the_page_is_the_ranking_the_app_renders() {
    let mut file = schema::load_results(
        "2026-08-21_21-37-06.json",
        include_bytes!("../../schema/tests/fixtures/upstream-results/2026-08-21_21-37-06.json"),
    )
    .expect("the fixture loads");
    // A name with every character the writer escapes (not a valid crate name: shown unlinked).
    let renamed = file.crates.keys().nth(3).expect("crates").clone();
    file.crates.get_mut(&renamed).expect("a crate").name = "a<b>&c\u{a0}\"d'".to_owned();
    // With bounds: shared ranks, their titles and the legend are compared too.
    let file = Shared(Rc::new(with_bounds(file)));
    let whole = pages::first_view::first_view(&file, "run.json")
        .expect("a first view")
        .html;
    assert_eq!(
        reparsed(&whole),
        whole,
        "the first view is canonical markup"
    );
    // The default view, and views with estimated figures, variants and a filter.
    let (mut estimates, mut tied) = (0, 0);
    for query in [
        "",
        "out=100&codecs=zstd",
        "out=100&codecs=zstd&times=upstream",
        "out=1&mode=deserialize",
        "q=bin",
    ] {
        let view = pages::url_state::parse(query).state;
        let props = ranked_props(file.clone(), &view);
        let rows = (*props.rows).clone();
        let root = mount_point();
        yew::Renderer::<RankedTable>::with_root_and_props(root.clone(), props).render();
        settle().await;
        let section = root
            .query_selector("section#ranked")
            .unwrap()
            .expect("the ranked section");
        let written = pages::markup::ranked_section_html(&file, &rows, "updates");
        assert_eq!(
            section.inner_html(),
            written,
            "{query:?}: the written ranking differs from the rendered one"
        );
        assert_eq!(reparsed(&written), written, "{query:?}: not canonical");
        // The ranking the first module writes before the app has loaded (`pages::early`) too.
        let (early, _) = pages::rows::write_early(&file.0, &rows, "about", "updates")
            .expect("the early ranking");
        let early_section = early
            .query_selector("section#ranked")
            .unwrap()
            .expect("its ranked section");
        assert_eq!(
            early_section.inner_html(),
            written,
            "{query:?}: the early ranking differs from the rendered one"
        );
        estimates += written.matches("class=\"estimated\"").count();
        tied += written.matches(" title=\"tied with ").count();
        root.remove();
    }
    assert!(
        estimates > 0,
        "no view with an estimated figure was compared"
    );
    assert!(tied > 0, "no view with a shared rank was compared");
}

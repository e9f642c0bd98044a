//! The controls: bandwidth (log slider + number, TB/month or Mbit/s, outbound and inbound
//! linked by default), CPU cores, dataset, mode, codecs, codec times, crate filter and variant
//! policy. Each change goes through [`Navigate`] so the URL and history follow.

use crate::choices::{
    codec_times_label, mode_label, number_field_value, variant_policy_label, BandwidthUnit,
    LogRange, CORES_RANGE,
};
use crate::components::{choice_select, event_value, use_deferred, use_input_listener};
use crate::state::{change, Navigate, Run, Shared, Step};
use crate::tables;
use crate::url_state::{CodecSet, ViewState, MAX_BANDWIDTH, MAX_CORES};
use schema::model::{CodecTimes, Mode, VariantPolicy};
use schema::{Codec, DATASETS};
use std::collections::BTreeSet;
use yew::prelude::*;

/// Properties of [`Controls`].
#[derive(Properties, PartialEq)]
pub struct ControlsProps {
    /// Current view.
    pub view: ViewState,
    /// Changes the view.
    pub navigate: Navigate,
    /// The run shown, when loaded (for its datasets and encoding families).
    pub run: Option<Shared<Run>>,
}

/// A log-scale slider with a number field beside it.
#[derive(Properties, PartialEq)]
struct LogNumberProps {
    label: AttrValue,
    unit: AttrValue,
    value: f64,
    range: LogRange,
    max: f64,
    /// Identifies the slider's gesture in the history.
    control: &'static str,
    on_value: Callback<(f64, Step)>,
}

#[function_component(LogNumber)]
fn log_number(props: &LogNumberProps) -> Html {
    let position = props.range.position_of(props.value);
    let slider = use_node_ref();
    {
        let on_value = props.on_value.clone();
        let (control, range) = (props.control, props.range);
        use_input_listener(
            slider.clone(),
            Callback::from(move |position: String| {
                if let Some(value) = range.value_of_slider(&position) {
                    on_value.emit((value, Step::Continuous(control)));
                }
            }),
        );
    }
    let on_release = {
        let on_value = props.on_value.clone();
        Callback::from(move |_: Event| on_value.emit((f64::NAN, Step::Settle)))
    };
    let on_number = {
        let on_value = props.on_value.clone();
        let max = props.max;
        Callback::from(move |event: Event| {
            // A refused number (NaN) changes nothing; the field shows the last good value.
            let value = number_field_value(&event_value(&event), max).unwrap_or(f64::NAN);
            on_value.emit((value, Step::Discrete))
        })
    };
    html! {
        <div class="log-number">
            <label>
                <span class="label">{ props.label.clone() }</span>
                <input type="range" min={props.range.min.to_string()} max={props.range.max.to_string()}
                    step="0.01" value={position.to_string()} ref={slider} onchange={on_release}
                    aria-label={format!("{} (log scale)", props.label)} />
            </label>
            <input type="number" min="0" step="any" value={props.value.to_string()}
                onchange={on_number} aria-label={format!("{} in {}", props.label, props.unit)} />
            <span class="unit">{ props.unit.clone() }</span>
        </div>
    }
}

/// A click that applies `apply` to the view.
fn on_click(navigate: &Navigate, apply: fn(&mut ViewState)) -> Callback<MouseEvent> {
    let navigate = navigate.clone();
    Callback::from(move |_: MouseEvent| navigate.emit(change(Step::Discrete, apply)))
}

/// A number from a slider or field; a rejected number (NaN) changes nothing.
fn with_value(navigate: &Navigate, apply: fn(&mut ViewState, f64)) -> Callback<(f64, Step)> {
    let navigate = navigate.clone();
    Callback::from(move |(value, step): (f64, Step)| {
        navigate.emit(change(step, move |next| {
            if value.is_finite() {
                apply(next, value)
            }
        }))
    })
}

/// A `<select>` whose value `apply` reads.
fn on_select(navigate: &Navigate, apply: fn(&mut ViewState, &str)) -> Callback<Event> {
    let navigate = navigate.clone();
    Callback::from(move |event: Event| {
        let value = event_value(&event);
        navigate.emit(change(Step::Discrete, move |next| apply(next, &value)))
    })
}

/// The part of the view one group of controls shows.
#[derive(PartialEq)]
enum Shown {
    Bandwidth(BandwidthShown),
    Cores(f64),
    Workload(WorkloadShown),
    Codecs(CodecsShown),
    Filter(FilterShown),
}

/// Properties of [`Part`].
#[derive(Properties, PartialEq)]
struct PartProps {
    shows: Shown,
    navigate: Navigate,
}

/// One group of controls, re-rendered only when the part of the view it shows changes (a
/// slider drag then redraws its own fieldset, not every control).
#[function_component(Part)]
fn part(props: &PartProps) -> Html {
    let navigate = &props.navigate;
    let (legend, class, controls) = match &props.shows {
        Shown::Bandwidth(shown) => ("Bandwidth", "bandwidth", bandwidth(shown, navigate)),
        Shown::Cores(shown) => ("CPU", "cores", cores(shown, navigate)),
        Shown::Workload(shown) => ("Workload", "workload", workload(shown, navigate)),
        Shown::Codecs(shown) => ("Compression", "codecs", codecs(shown, navigate)),
        Shown::Filter(shown) => ("Crates", "filter", filter(shown, navigate)),
    };
    html! {
        <fieldset {class}>
            <legend>{ legend }</legend>
            { controls }
        </fieldset>
    }
}

/// What the bandwidth controls show.
#[derive(PartialEq)]
struct BandwidthShown {
    unit: BandwidthUnit,
    outbound: f64,
    inbound: f64,
    linked: bool,
}

fn bandwidth(shown: &BandwidthShown, navigate: &Navigate) -> Html {
    let unit = shown.unit;
    html! {
        <>
            <LogNumber label={if shown.linked { "Outbound and inbound" } else { "Outbound" }}
                unit={unit.label()} value={shown.outbound} range={unit.slider_range()}
                max={MAX_BANDWIDTH} control="outbound"
                on_value={with_value(navigate, |next, v| next.set_outbound(v))} />
            if !shown.linked {
                <LogNumber label="Inbound" unit={unit.label()} value={shown.inbound}
                    range={unit.slider_range()} max={MAX_BANDWIDTH} control="inbound"
                    on_value={with_value(navigate, |next, v| next.inbound = v)} />
            }
            <label class="inline">
                <input type="checkbox" checked={shown.linked}
                    onclick={on_click(navigate, |next| next.set_linked(!next.linked))} />
                { " inbound = outbound" }
            </label>
            <label class="inline">
                { "Unit " }
                { choice_select(unit, BandwidthUnit::label, None, navigate, ViewState::set_unit) }
            </label>
        </>
    }
}

fn cores(cores: &f64, navigate: &Navigate) -> Html {
    html! {
        <>
            <LogNumber label="Cores" unit="cores" value={*cores} range={CORES_RANGE}
                max={MAX_CORES} control="cores"
                on_value={with_value(navigate, |next, v| next.cores = v)} />
        </>
    }
}

/// What the workload controls show.
#[derive(PartialEq)]
struct WorkloadShown {
    dataset: String,
    mode: Mode,
    run: Option<Shared<Run>>,
}

fn workload(shown: &WorkloadShown, navigate: &Navigate) -> Html {
    let available: Vec<&str> = shown
        .run
        .as_ref()
        .map(|run| run.datasets.iter().map(String::as_str).collect())
        .unwrap_or_default();
    html! {
        <>
            <label class="inline">
                { "Dataset " }
                <select onchange={on_select(navigate, |next, v| {
                    if let Some(info) = schema::dataset(v) { next.dataset = info.name.to_owned() }
                })}>
                    { for DATASETS.iter().map(|d| {
                        let missing = shown.run.is_some() && !available.contains(&d.name);
                        html! {
                            <option value={d.name} selected={d.name == shown.dataset}>
                                { if missing { format!("{} (not in this run)", d.name) } else { d.name.to_owned() } }
                            </option>
                        }
                    }) }
                </select>
            </label>
            <span class="radio-group" role="radiogroup" aria-label="Mode">
                { for Mode::ALL.into_iter().map(|mode| {
                    let navigate = navigate.clone();
                    let onclick = Callback::from(move |_: MouseEvent| {
                        navigate.emit(change(Step::Discrete, move |next| next.mode = mode))
                    });
                    html! {
                        <label class="inline">
                            <input type="radio" name="mode" checked={shown.mode == mode} {onclick} />
                            { mode_label(mode) }
                        </label>
                    }
                }) }
            </span>
        </>
    }
}

/// What the compression controls show.
#[derive(PartialEq)]
struct CodecsShown {
    codecs: CodecSet,
    codec_times: CodecTimes,
}

fn codecs(shown: &CodecsShown, navigate: &Navigate) -> Html {
    html! {
        <>
            <label class="inline" title="Uncompressed is always allowed">
                <input type="checkbox" checked=true disabled=true />{ "none" }
            </label>
            { for Codec::ALL.into_iter().map(|codec| {
                let navigate = navigate.clone();
                let onclick = Callback::from(move |_: MouseEvent| {
                    navigate.emit(change(Step::Discrete, move |next| next.codecs = next.codecs.toggled(codec)))
                });
                html! {
                    <label class="inline">
                        <input type="checkbox" checked={shown.codecs.contains(codec)} {onclick} />
                        { codec.name() }
                    </label>
                }
            }) }
            <label class="inline">
                { "Codec times " }
                { choice_select(shown.codec_times, codec_times_label, None, navigate,
                    |next, times| next.codec_times = times) }
            </label>
        </>
    }
}

/// What the crate filter shows.
#[derive(PartialEq)]
struct FilterShown {
    search: String,
    families: BTreeSet<String>,
    variants: VariantPolicy,
    all_variants: bool,
    run: Option<Shared<Run>>,
}

/// Properties of [`SearchBox`].
#[derive(Properties, PartialEq)]
struct SearchProps {
    value: String,
    navigate: Navigate,
}

/// The crate search: each keystroke filters (a continuous gesture), leaving the field settles.
#[function_component(SearchBox)]
fn search_box(props: &SearchProps) -> Html {
    let input = use_node_ref();
    {
        let navigate = props.navigate.clone();
        use_input_listener(
            input.clone(),
            Callback::from(move |search: String| {
                navigate.emit(change(Step::Continuous("search"), move |next| {
                    next.search = search
                }))
            }),
        );
    }
    let on_search_done = {
        let navigate = props.navigate.clone();
        Callback::from(move |_: Event| navigate.emit(change(Step::Settle, |_| {})))
    };
    html! {
        <input ref={input} type="search" placeholder="search crates" value={props.value.clone()}
            onchange={on_search_done} aria-label="Search crates" />
    }
}

fn filter(shown: &FilterShown, navigate: &Navigate) -> Html {
    // Family → number of crates in the run; before the run is in, the chosen families.
    let families: Vec<(String, Option<usize>)> = match &shown.run {
        Some(run) => tables::families(run.file.header())
            .into_iter()
            .map(|(family, count)| (family.to_owned(), Some(count)))
            .collect(),
        None => shown.families.iter().map(|f| (f.clone(), None)).collect(),
    };
    let chip = |(family, count): &(String, Option<usize>)| {
        let active = shown.families.contains(family);
        let navigate = navigate.clone();
        let name = family.clone();
        let onclick = Callback::from(move |_: MouseEvent| {
            let name = name.clone();
            navigate.emit(change(Step::Discrete, move |next| {
                if !next.families.remove(&name) {
                    next.families.insert(name);
                }
            }))
        });
        let title = count.map(|n| match n {
            1 => "1 crate".to_owned(),
            n => format!("{n} crates"),
        });
        html! {
            <button type="button" class={classes!("chip", active.then_some("active"))}
                aria-pressed={active.to_string()} {title} {onclick}>
                { family.clone() }
                if let Some(n) = count.filter(|&n| n > 1) {
                    <span class="count">{ format!(" {n}") }</span>
                }
            </button>
        }
    };
    // Formats shared by several crates first; the many formats of a single crate (a crate's
    // own encoding) fold away, open when one of them is chosen.
    let (shared, single): (Vec<_>, Vec<_>) = families
        .iter()
        .partition(|(_, count)| count.is_none_or(|n| n > 1));
    let single_open = single
        .iter()
        .any(|(family, _)| shown.families.contains(family));
    html! {
        <>
            <SearchBox value={shown.search.clone()} navigate={navigate.clone()} />
            <span class="chips" role="group" aria-label="Encoding families">
                { for shared.iter().map(|entry| chip(entry)) }
                if !shown.families.is_empty() {
                    <button type="button" class="chip clear"
                        onclick={on_click(navigate, |next| next.families.clear())}>{ "all families" }</button>
                }
            </span>
            if !single.is_empty() {
                <details class="single-families" open={single_open}>
                    <summary>{ format!("{} formats of one crate", single.len()) }</summary>
                    <span class="chips" role="group" aria-label="Formats of one crate">
                        { for single.iter().map(|entry| chip(entry)) }
                    </span>
                </details>
            }
            <label class="inline">
                { "Variants " }
                { choice_select(shown.variants, variant_policy_label, None, navigate,
                    |next, policy| next.variants = policy) }
            </label>
            <label class="inline" title="Variants that do other work than their crate's primary (prebuilt input, reused allocations, unchecked bytes) are listed beside the ranking; this ranks them too">
                <input type="checkbox" checked={shown.all_variants}
                    onclick={on_click(navigate, |next| next.all_variants = !next.all_variants)} />
                { " rank other work too" }
            </label>
        </>
    }
}

/// Every control of the explorer, in groups that re-render independently.
#[function_component(Controls)]
pub fn controls(props: &ControlsProps) -> Html {
    // The controls show the view one task late: during a drag the ranked table updates first.
    // The moved slider itself already shows its position.
    let deferred = use_deferred(props.view.clone());
    let view = deferred.as_ref().unwrap_or(&props.view);
    let navigate = &props.navigate;
    // On a phone the groups fold behind one button, so that the ranking starts on the first
    // screen (the style shows the button, and folds the groups, only on a narrow window).
    let open = use_state_eq(|| false);
    let toggle = {
        let open = open.clone();
        Callback::from(move |_: MouseEvent| open.set(!*open))
    };
    html! {
        <section class={classes!("controls", open.then_some("open"))} aria-label="Controls">
            <button type="button" class="controls-toggle" aria-expanded={open.to_string()}
                onclick={toggle}>
                { if *open { "Hide the controls" } else { "Controls: bandwidth, cores, dataset, codecs, crates" } }
            </button>
            <Part navigate={navigate.clone()} shows={Shown::Bandwidth(BandwidthShown {
                unit: view.unit,
                outbound: view.outbound,
                inbound: view.inbound,
                linked: view.linked,
            })} />
            <Part navigate={navigate.clone()} shows={Shown::Cores(view.cores)} />
            <Part navigate={navigate.clone()} shows={Shown::Workload(WorkloadShown {
                dataset: view.dataset.clone(),
                mode: view.mode,
                run: props.run.clone(),
            })} />
            <Part navigate={navigate.clone()} shows={Shown::Codecs(CodecsShown {
                codecs: view.codecs.clone(),
                codec_times: view.codec_times,
            })} />
            <Part navigate={navigate.clone()} shows={Shown::Filter(FilterShown {
                search: view.search.clone(),
                families: view.families.clone(),
                variants: view.variants,
                all_variants: view.all_variants,
                run: props.run.clone(),
            })} />
        </section>
    }
}

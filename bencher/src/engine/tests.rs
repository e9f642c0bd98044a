//! Engine tests on toy adapters: a hand-made encoding of a small struct, plus adapters that
//! lose data, panic or fail, to check that each becomes a failure and the run goes on.

use super::panics::Panic;
use super::run::{select, RunError, RunOptions};
use super::shard::{work_items, Shard};
use super::*;
use crate::adapter::{Bench, BenchResult, Cases, CrateMeta};
use crate::merge;

#[derive(Clone, Debug, PartialEq)]
struct Toy {
    ids: Vec<u64>,
    name: String,
}

fn toy() -> Toy {
    Toy {
        ids: (0..500).map(|i| i * 7919 % 1000).collect(),
        name: "a toy dataset".repeat(20),
    }
}

fn encode(toy: &Toy, out: &mut Vec<u8>) {
    out.extend((toy.ids.len() as u32).to_le_bytes());
    for id in &toy.ids {
        out.extend(id.to_le_bytes());
    }
    out.extend(toy.name.as_bytes());
}

fn decode(bytes: &[u8]) -> BenchResult<Toy> {
    let count = u32::from_le_bytes(bytes.get(..4).ok_or("short")?.try_into()?) as usize;
    let end = 4 + count * 8;
    let ids = bytes
        .get(4..end)
        .ok_or("short")?
        .chunks_exact(8)
        .map(|c| u64::from_le_bytes(c.try_into().unwrap()))
        .collect();
    Ok(Toy {
        ids,
        name: std::str::from_utf8(&bytes[end..])?.to_owned(),
    })
}

/// Everything an adapter can register, correctly.
struct Good;
impl Bench<Toy> for Good {
    fn cases<'a>(&'a self, cases: &mut Cases<'a, Toy>) {
        cases.serialize(None, |data, out| {
            encode(data, out);
            Ok(())
        });
        cases.serialize(Some("doubled"), |data, out| {
            encode(data, out);
            out.extend(data.name.as_bytes());
            Ok(())
        });
        cases.deserialize(None, decode);
        cases.borrow(None, |bytes| Ok(bytes.len()), decode);
        cases.access(None, |bytes| Ok(bytes[0]));
        cases.update(None, |bytes| {
            bytes[4] = bytes[4].wrapping_add(0);
            Ok(())
        });
    }
}

/// Drops the name: decode(encode(x)) ≠ x.
struct Lossy;
impl Bench<Toy> for Lossy {
    fn cases<'a>(&'a self, cases: &mut Cases<'a, Toy>) {
        cases.serialize(None, |data, out| {
            encode(
                &Toy {
                    ids: data.ids.clone(),
                    name: String::new(),
                },
                out,
            );
            Ok(())
        });
        cases.deserialize(None, decode);
    }
}

/// Serialize panics; deserialize has no input then.
struct Panicky;
impl Bench<Toy> for Panicky {
    fn cases<'a>(&'a self, cases: &mut Cases<'a, Toy>) {
        cases.serialize(None, |_, _| panic!("this crate panics"));
        cases.deserialize(None, decode);
    }
}

/// Deserialize returns an error; serialize is fine.
struct Erring;
impl Bench<Toy> for Erring {
    fn cases<'a>(&'a self, cases: &mut Cases<'a, Toy>) {
        cases.serialize(None, |data, out| {
            encode(data, out);
            Ok(())
        });
        cases.deserialize(None, |_| Err("unsupported".into()));
    }
}

const DOUBLED: &[crate::adapter::VariantMeta] = &[crate::adapter::VariantMeta::same(
    "doubled",
    "the name twice",
)];

const fn meta(id: &'static str) -> CrateMeta {
    CrateMeta {
        id,
        name: id,
        version: "1.0.0",
        family: "test",
        zero_copy: false,
        variants: DOUBLED,
    }
}

struct ToySuite;
impl Suite for ToySuite {
    fn crates(&self) -> Vec<CrateMeta> {
        ["good", "lossy", "panicky", "erring"].map(meta).to_vec()
    }
    fn datasets(&self) -> Vec<&'static str> {
        vec!["toy", "broken", "record"]
    }
    fn visit<'s>(
        &'s self,
        dataset: &str,
        ids: &[&str],
        session: &mut Session<'s>,
    ) -> Result<(), DatasetError> {
        if dataset == "broken" {
            return Err(DatasetError::Panicked(Panic::new("generator failed")));
        }
        // The session keeps the cases until its rounds: the data lives as long as the suite.
        static DATA: std::sync::OnceLock<Toy> = std::sync::OnceLock::new();
        let data = DATA.get_or_init(toy);
        for id in ids {
            let bench: &dyn Bench<Toy> = match *id {
                "good" => &Good,
                "lossy" => &Lossy,
                "panicky" => &Panicky,
                _ => &Erring,
            };
            let meta = *session.crate_meta(id).unwrap();
            visit_crate(session, dataset, &meta, bench, data);
        }
        Ok(())
    }
}

fn options() -> RunOptions {
    RunOptions {
        profile: ProfileKind::Smoke,
        iterations: None,
        crates: None,
        datasets: Some(vec!["toy".to_owned()]),
        shard: None,
        codecs: schema::Codec::ALL.to_vec(),
        rounds: None,
        seed: None,
        round: None,
        args: vec!["bencher".to_owned()],
        progress: Progress::Hidden,
        count_instructions_in: None,
    }
}

#[test]
fn a_run_measures_good_crates_and_records_every_failure() {
    let outcome = run(&ToySuite, &options()).unwrap();
    let results = outcome.results;
    let toy = &results.datasets["toy"].crates;

    let good = &toy["good"];
    let expected_size = 4 + 500 * 8 + 13 * 20;
    assert_eq!(good.size.primary, Some(expected_size));
    assert_eq!(good.size.variants["doubled"], expected_size + 13 * 20);
    for op in [
        schema::Operation::Serialize,
        schema::Operation::Deserialize,
        schema::Operation::Borrow,
        schema::Operation::Access,
        schema::Operation::Update,
    ] {
        let timing = good.operations[&op]
            .primary
            .as_ref()
            .unwrap_or_else(|| panic!("{op} timed"));
        assert!(timing.estimate_ns > 0.0, "{op}");
        let (lower, upper) = (timing.lower_ns.unwrap(), timing.upper_ns.unwrap());
        assert!(
            lower <= timing.estimate_ns && timing.estimate_ns <= upper,
            "{op}"
        );
        // The smoke profile's two rounds, each kept; the figure is their median.
        assert_eq!(timing.rounds.len(), 2, "{op}");
        assert_eq!(
            Some(timing.estimate_ns),
            schema::stats::median(timing.rounds.clone())
        );
    }
    assert_eq!(results.run.rounds.map(|r| r.count), Some(2));
    assert!(good.operations[&schema::Operation::Serialize]
        .variants
        .contains_key("doubled"));
    for codec in schema::Codec::ALL {
        let figures = good.codecs[&codec].primary.as_ref().unwrap();
        assert!(figures.size > 0 && figures.size < expected_size, "{codec}");
        assert!(figures.compress.as_ref().unwrap().estimate_ns > 0.0);
        assert_eq!(figures.decompress.as_ref().unwrap().rounds.len(), 2);
        assert!(good.codecs[&codec].variants.contains_key("doubled"));
    }
    // Library tests run without the counting allocator: no allocation figures are invented.
    assert!(good.allocations.is_empty());

    // Lossy: round trip fails, so its serializer is dropped too; nothing measured.
    assert!(!toy.contains_key("lossy"));
    let failures_of = |id: &str| -> Vec<&str> {
        results
            .failures
            .iter()
            .filter(|f| f.crate_id == id)
            .map(|f| f.operation.as_str())
            .collect()
    };
    assert_eq!(failures_of("lossy"), ["round_trip", "serialize"]);
    assert_eq!(failures_of("panicky"), ["serialize", "deserialize"]);
    assert!(results
        .failures
        .iter()
        .any(|f| f.crate_id == "panicky" && f.message.contains("this crate panics")));
    // Erring: deserialize dropped, serialize still measured.
    assert_eq!(failures_of("erring"), ["deserialize"]);
    assert!(toy["erring"]
        .operations
        .contains_key(&schema::Operation::Serialize));
    assert!(!toy["erring"]
        .operations
        .contains_key(&schema::Operation::Deserialize));

    assert_eq!(results.crates.len(), 4);
    assert_eq!(results.crates["good"].variants["doubled"], "the name twice");
    assert_eq!(results.run.profile, None);
    let half_width = results.run.median_relative_ci_half_width.unwrap();
    assert!(half_width.is_finite() && half_width >= 0.0);
    assert!(results.run.wall_time_seconds.unwrap() > 0.0);
    if cfg!(target_os = "linux") {
        let load = results.run.machine_load.expect("read from /proc");
        for share in [load.others_cpu_share, load.steal_share] {
            assert!((0.0..=1.0).contains(&share), "{load:?}");
        }
    }
}

#[test]
fn crates_writing_the_same_bytes_share_each_codec_timing() {
    // Erring's serializer writes the same bytes as good's primary one; good's "doubled"
    // writes others.
    let results = run(&ToySuite, &options()).unwrap().results;
    let toy = &results.datasets["toy"].crates;
    for codec in schema::Codec::ALL {
        let figures = |id: &str, variant: Option<&str>| {
            let by_variant = &toy[id].codecs[&codec];
            let figures = match variant {
                None => by_variant.primary.clone(),
                Some(v) => by_variant.variants.get(v).cloned(),
            };
            figures.unwrap_or_else(|| panic!("{id} {variant:?} {codec}"))
        };
        let (good, erring) = (figures("good", None), figures("erring", None));
        assert_eq!(
            good, erring,
            "{codec}: one timing per round, recorded for both"
        );
        let doubled = figures("good", Some("doubled"));
        assert_ne!(
            doubled.compress.unwrap().rounds,
            good.compress.unwrap().rounds,
            "{codec}: other bytes, timed on their own"
        );
    }
    // The operations stay each crate's own.
    let serialize = |id: &str| {
        toy[id].operations[&schema::Operation::Serialize]
            .primary
            .clone()
    };
    assert_ne!(serialize("good"), serialize("erring"));
}

#[test]
fn a_run_records_its_rounds_the_seed_of_their_order_and_a_round_alone() {
    let options = RunOptions {
        rounds: Some(3),
        seed: Some(42),
        crates: Some(vec!["good".to_owned()]),
        ..options()
    };
    let rounds = |round| {
        Some(schema::Rounds {
            count: 3,
            seed: 42,
            round,
        })
    };
    let results = run(&ToySuite, &options).unwrap().results;
    assert_eq!(results.run.rounds, rounds(None));
    let good = &results.datasets["toy"].crates["good"];
    for (_, timing) in good.operations[&schema::Operation::Deserialize].iter() {
        assert_eq!(timing.rounds.len(), 3);
    }
    let zero = RunOptions {
        rounds: Some(0),
        ..options.clone()
    };
    assert!(run(&ToySuite, &zero).is_err());

    // One round alone: the file says which, and holds that round's figures as measured.
    let options = RunOptions {
        round: Some(2),
        ..options
    };
    let results = run(&ToySuite, &options).unwrap().results;
    assert_eq!(results.run.rounds, rounds(Some(2)));
    let good = &results.datasets["toy"].crates["good"];
    for (_, timing) in good.operations[&schema::Operation::Deserialize].iter() {
        assert!(timing.rounds.is_empty(), "one round's figure, as measured");
        assert!(timing.lower_ns.is_some() && timing.upper_ns.is_some());
    }
    let beyond = RunOptions {
        round: Some(4),
        ..options
    };
    let error = run(&ToySuite, &beyond)
        .err()
        .expect("round 4 of 3 is refused");
    assert!(error.to_string().contains("rounds 1 to 3"), "{error}");
}

#[test]
fn a_dataset_that_cannot_be_produced_fails_each_crate_and_the_run_goes_on() {
    let mut options = options();
    options.datasets = Some(vec!["broken".to_owned(), "toy".to_owned()]);
    options.crates = Some(vec!["good".to_owned()]);
    let results = run(&ToySuite, &options).unwrap().results;
    assert!(results.datasets["toy"].crates.contains_key("good"));
    assert!(!results.datasets.contains_key("broken"));
    assert_eq!(results.failures.len(), 1);
    assert_eq!(results.failures[0].dataset, "broken");
}

/// Cannot represent the toy dataset: its cases must never be collected.
struct Unfit;
impl Bench<Toy> for Unfit {
    fn cases<'a>(&'a self, _: &mut Cases<'a, Toy>) {
        panic!("the cases of an unsupported dataset were collected");
    }
    fn unsupported(&self) -> Option<&'static str> {
        Some("toys have no layout this crate knows")
    }
}

/// A suite of the toy dataset alone and the given crates, by id.
struct ToyCrates(&'static [(&'static str, &'static dyn Bench<Toy>)]);
impl Suite for ToyCrates {
    fn crates(&self) -> Vec<CrateMeta> {
        self.0.iter().map(|(id, _)| meta(id)).collect()
    }
    fn datasets(&self) -> Vec<&'static str> {
        vec!["toy"]
    }
    fn visit<'s>(
        &'s self,
        dataset: &str,
        ids: &[&str],
        session: &mut Session<'s>,
    ) -> Result<(), DatasetError> {
        static DATA: std::sync::OnceLock<Toy> = std::sync::OnceLock::new();
        let data = DATA.get_or_init(toy);
        for id in ids {
            let (_, bench) = self.0.iter().find(|(known, _)| known == id).unwrap();
            let meta = *session.crate_meta(id).unwrap();
            visit_crate(session, dataset, &meta, *bench, data);
        }
        Ok(())
    }
}

/// The good crate and one that cannot represent the dataset.
const UNFIT_SUITE: ToyCrates = ToyCrates(&[("good", &Good), ("unfit", &Unfit)]);

#[test]
fn an_unsupported_dataset_is_recorded_with_its_reason_instead_of_figures() {
    let mut options = options();
    options.codecs = Vec::new();
    let results = run(&UNFIT_SUITE, &options).unwrap().results;
    let toy = &results.datasets["toy"].crates;
    assert!(toy.contains_key("good"));
    assert!(!toy.contains_key("unfit"));
    assert!(results.crates.contains_key("unfit"), "still described");
    let failure = results.failures.iter().find(|f| f.crate_id == "unfit");
    let failure = failure.expect("the reason is recorded");
    assert_eq!(failure.operation, "unsupported");
    assert_eq!(failure.message, "toys have no layout this crate knows");
    assert_eq!(results.failures.len(), 1);
}

#[test]
fn unknown_names_are_rejected_with_the_valid_ones() {
    let mut options = options();
    options.crates = Some(vec!["good".to_owned(), "nope".to_owned()]);
    let error = select(&ToySuite, &options).err().unwrap();
    assert!(matches!(
        error,
        RunError::UnknownNames { kind: "crate", .. }
    ));
    assert_eq!(
        error.to_string(),
        "unknown crate nope; valid: good, lossy, panicky, erring"
    );
    options.crates = None;
    options.datasets = Some(vec!["logs".to_owned()]);
    let error = select(&ToySuite, &options).err().unwrap().to_string();
    assert_eq!(error, "unknown dataset logs; valid: toy, broken, record");
}

#[test]
fn shards_partition_the_work() {
    let mut options = options();
    options.datasets = None;
    let selection = select(&ToySuite, &options).unwrap();
    let all = work_items(&selection, None);
    assert_eq!(all.len(), 12);
    let mut union = Vec::new();
    for index in 1..=3 {
        let part = work_items(&selection, Some(Shard { index, count: 3 }));
        // One whole dataset each: all of its crates, none of another's.
        assert_eq!(part.len(), 4);
        assert!(part.iter().all(|(d, _)| *d == part[0].0), "{part:?}");
        union.extend(part);
    }
    union.sort();
    let mut expected = all.clone();
    expected.sort();
    assert_eq!(union, expected);
}

#[test]
fn a_shard_holds_whole_datasets_and_never_none() {
    let mut options = options();
    options.datasets = None;
    let selection = select(&ToySuite, &options).unwrap();
    // Two shards of three datasets: the first and third datasets, then the second.
    let datasets = |index| {
        let mut names: Vec<&str> = work_items(&selection, Some(Shard { index, count: 2 }))
            .into_iter()
            .map(|(d, _)| d)
            .collect();
        names.dedup();
        names
    };
    assert_eq!(datasets(1), ["toy", "record"]);
    assert_eq!(datasets(2), ["broken"]);
    // More shards than datasets: the extra shards would measure nothing, and are refused.
    options.datasets = Some(vec!["toy".to_owned()]);
    options.shard = Some(Shard { index: 2, count: 2 });
    let error = run(&ToySuite, &options).err().unwrap();
    assert!(matches!(error, RunError::EmptyShard(_)));
    assert_eq!(
        error.to_string(),
        "shard 2/2 holds no dataset: a shard holds whole datasets, and 1 selected dataset \
         makes at most 1 shard"
    );
}

#[test]
fn shard_syntax_is_checked() {
    assert_eq!("2/4".parse::<Shard>(), Ok(Shard { index: 2, count: 4 }));
    for bad in ["0/4", "5/4", "1/0", "1", "a/b", "-1/2", ""] {
        assert!(bad.parse::<Shard>().is_err(), "{bad}");
    }
}

#[test]
fn iterations_mode_defaults_to_record_and_times_round_trips() {
    let mut options = options();
    options.iterations = Some(10);
    options.datasets = None;
    options.crates = Some(vec!["good".to_owned(), "lossy".to_owned()]);
    let outcome = run(&ToySuite, &options).unwrap();
    assert_eq!(outcome.rows.len(), 1, "lossy fails its round trip");
    let row = &outcome.rows[0];
    assert_eq!((row.serializer.as_str(), row.iterations), ("good", 10));
    assert_eq!(row.size, 4 + 500 * 8 + 13 * 20);
    assert_eq!(
        outcome.results.run.profile,
        Some(schema::Profile::Iterations(10))
    );
    let good = &outcome.results.datasets["record"].crates["good"];
    assert!(good.operations[&schema::Operation::Deserialize]
        .primary
        .is_some());
}

#[test]
fn the_files_of_one_round_each_join_into_the_run_of_their_rounds() {
    let options = RunOptions {
        rounds: Some(3),
        seed: Some(42),
        crates: Some(vec!["good".to_owned(), "erring".to_owned()]),
        ..options()
    };
    let whole = run(&ToySuite, &options).unwrap().results;
    let part = |round: u32| {
        let mut results = run(
            &ToySuite,
            &RunOptions {
                round: Some(round),
                ..options.clone()
            },
        )
        .unwrap()
        .results;
        results.run.started_at = format!("2026-12-05T0{round}:00:00Z");
        results.run.wall_time_seconds = Some(100.0);
        (format!("round{round}"), results)
    };
    let parts: Vec<_> = (1..=3).map(part).collect();
    let joined = merge::merge(vec![parts[2].clone(), parts[0].clone(), parts[1].clone()]).unwrap();
    assert_eq!(
        joined.run.rounds,
        Some(schema::Rounds {
            count: 3,
            seed: 42,
            round: None
        })
    );
    assert_eq!(joined.run.started_at, "2026-12-05T01:00:00Z");
    assert_eq!(joined.run.wall_time_seconds, Some(300.0));
    assert_eq!(joined.failures, whole.failures);
    let figures = |file: &schema::ResultsFile| -> Vec<(String, Option<String>, usize)> {
        let good = &file.datasets["toy"].crates["good"];
        let operations = good.operations.iter().flat_map(|(op, timings)| {
            timings.iter().map(move |(variant, t)| {
                (op.to_string(), variant.map(str::to_owned), t.rounds.len())
            })
        });
        let codecs = good.codecs.iter().flat_map(|(codec, figures)| {
            figures.iter().flat_map(move |(variant, f)| {
                [&f.compress, &f.decompress]
                    .into_iter()
                    .flatten()
                    .map(move |t| {
                        (
                            codec.to_string(),
                            variant.map(str::to_owned),
                            t.rounds.len(),
                        )
                    })
            })
        });
        operations.chain(codecs).collect()
    };
    assert_eq!(
        figures(&joined),
        figures(&whole),
        "every timing, of 3 rounds each"
    );
    // Each timing is its rounds' median, within their widest bounds, rounds in order.
    let serialize = |file: &schema::ResultsFile| {
        file.datasets["toy"].crates["good"].operations[&schema::Operation::Serialize]
            .primary
            .clone()
            .unwrap()
    };
    let rounds: Vec<schema::Timing> = parts.iter().map(|(_, file)| serialize(file)).collect();
    assert_eq!(
        Some(serialize(&joined)),
        schema::stats::combine_rounds(&rounds)
    );

    // A timing that failed in one round has no figure; its failure is kept.
    fn good_of(file: &mut schema::ResultsFile) -> &mut schema::CrateResults {
        let toy = file.datasets.get_mut("toy").unwrap();
        toy.crates.get_mut("good").unwrap()
    }
    let mut failing = parts[1].clone();
    good_of(&mut failing.1)
        .operations
        .remove(&schema::Operation::Serialize);
    failing.1.failures.push(schema::Failure {
        crate_id: "good".to_owned(),
        dataset: "toy".to_owned(),
        operation: "serialize".to_owned(),
        message: "panicked in round 2".to_owned(),
    });
    let joined = merge::merge(vec![parts[0].clone(), failing, parts[2].clone()]).unwrap();
    let good = &joined.datasets["toy"].crates["good"];
    assert!(!good.operations.contains_key(&schema::Operation::Serialize));
    assert!(good
        .operations
        .contains_key(&schema::Operation::Deserialize));
    assert!(joined
        .failures
        .iter()
        .any(|f| f.message == "panicked in round 2"));

    // Each round once: a round missing or twice is refused, naming the rounds found.
    let error = merge::merge(vec![parts[0].clone(), parts[2].clone()]).unwrap_err();
    assert!(error.to_string().contains("hold rounds 1, 3"), "{error}");
    let error = merge::merge(vec![
        parts[0].clone(),
        parts[1].clone(),
        parts[1].clone(),
        parts[2].clone(),
    ])
    .unwrap_err();
    assert!(
        error.to_string().contains("hold rounds 1, 2, 2, 3"),
        "{error}"
    );
    // Rounds whose sizes differ are not of one build.
    let mut resized = parts[2].clone();
    good_of(&mut resized.1).size.primary = Some(1);
    let error = merge::merge(vec![parts[0].clone(), parts[1].clone(), resized]).unwrap_err();
    assert!(
        matches!(error, merge::MergeError::ConflictingFigures { .. }),
        "{error}"
    );
}

#[test]
fn shards_merge_into_the_unsharded_set() {
    let mut options = options();
    options.datasets = None;
    options.crates = Some(vec!["good".to_owned(), "erring".to_owned()]);
    let whole = run(&ToySuite, &options).unwrap().results;
    let mut parts = Vec::new();
    for index in 1..=2 {
        options.shard = Some(Shard { index, count: 2 });
        parts.push((
            format!("shard{index}"),
            run(&ToySuite, &options).unwrap().results,
        ));
    }
    let merged = merge::merge(parts.clone()).unwrap();
    let keys = |r: &schema::ResultsFile| {
        let mut keys = Vec::new();
        for (dataset, results) in &r.datasets {
            for (id, c) in &results.crates {
                for (op, timings) in &c.operations {
                    for (variant, _) in timings.iter() {
                        keys.push((dataset.clone(), id.clone(), *op, variant.map(str::to_owned)));
                    }
                }
            }
        }
        keys
    };
    assert_eq!(keys(&merged), keys(&whole));
    assert_eq!(merged.failures.len(), whole.failures.len());
    assert_eq!(merged.crates, whole.crates);

    // The same shard twice with different figures is a conflict.
    let mut altered = parts[0].clone();
    altered.0 = "altered".to_owned();
    let toy = altered.1.datasets.get_mut("toy").unwrap();
    toy.crates.get_mut("good").unwrap().size.primary = Some(1);
    let error = merge::merge(vec![parts[0].clone(), altered]).unwrap_err();
    assert!(matches!(
        error,
        merge::MergeError::ConflictingFigures { .. }
    ));
    let error = error.to_string();
    assert!(error.contains("`good` on `toy` conflicts"), "{error}");
    // Identical duplicates are harmless.
    assert!(merge::merge(vec![parts[0].clone(), parts[0].clone()]).is_ok());

    // The merged run reports the busiest shard's load, share by share.
    let mut loaded = parts.clone();
    loaded[0].1.run.machine_load = Some(schema::MachineLoad {
        others_cpu_share: 0.3,
        steal_share: 0.0,
    });
    loaded[1].1.run.machine_load = Some(schema::MachineLoad {
        others_cpu_share: 0.1,
        steal_share: 0.05,
    });
    let load = merge::merge(loaded).unwrap().run.machine_load.unwrap();
    assert_eq!((load.others_cpu_share, load.steal_share), (0.3, 0.05));

    // Its wall time is the time some shard was measuring: the longest shard's for shards run
    // side by side, the sum for shards run one after another (hours apart).
    let mut timed = parts.clone();
    timed[0].1.run.started_at = "2026-12-02T18:00:00Z".to_owned();
    timed[0].1.run.wall_time_seconds = Some(600.0);
    timed[1].1.run.started_at = "2026-12-02T18:05:00Z".to_owned();
    timed[1].1.run.wall_time_seconds = Some(600.0);
    let wall = |files: &[(String, schema::ResultsFile)]| {
        merge::merge(files.to_vec()).unwrap().run.wall_time_seconds
    };
    assert_eq!(wall(&timed), Some(900.0));
    timed[1].1.run.wall_time_seconds = Some(60.0);
    assert_eq!(wall(&timed), Some(600.0));
    timed[1].1.run.started_at = "2026-12-03T02:00:00Z".to_owned();
    assert_eq!(wall(&timed), Some(660.0));
    timed[1].1.run.wall_time_seconds = None;
    assert_eq!(wall(&timed), None);

    // Shards of two machines merge when each holds whole datasets: the merged file says which
    // datasets were measured elsewhere. lscpu's varying lines (clock speed) do not matter.
    let on = |model: &str, mhz: u32, cores: u32, parts: &[(String, schema::ResultsFile)]| {
        let mut parts = parts.to_vec();
        for (_, file) in &mut parts {
            file.environment.cpu = Some(format!("Model name: {model}\nCPU MHz: {mhz}\n"));
            file.environment.cores = Some(cores);
        }
        parts
    };
    let (epyc, xeon) = (
        on("AMD EPYC 7763", 2445, 4, &parts),
        on("Intel Xeon 8370C", 2800, 4, &parts),
    );
    let faster = on("AMD EPYC 7763", 3240, 4, &parts);
    let same = merge::merge(vec![epyc[0].clone(), faster[1].clone()]).unwrap();
    assert!(same.dataset_environments.is_empty() && !same.machines_differ());
    let mixed = merge::merge(vec![epyc[0].clone(), xeon[1].clone()]).unwrap();
    assert_eq!(
        mixed.dataset_environments.keys().collect::<Vec<_>>(),
        ["broken"],
        "shard 2 holds `broken` (its failures) alone"
    );
    assert_eq!(mixed.environment_of("toy"), &epyc[0].1.environment);
    assert_eq!(mixed.environment_of("broken"), &xeon[1].1.environment);
    assert!(mixed.machines_differ());
    assert_eq!(keys(&mixed), keys(&whole));
    // Merged again with a third file of another machine, each dataset keeps its own.
    let again = merge::merge(vec![("mixed".to_owned(), mixed.clone()), faster[1].clone()]);
    let error = again.unwrap_err().to_string();
    assert!(
        error.contains(
            "shard2: dataset `broken` measured with CPU AMD EPYC 7763, but in mixed with CPU \
             Intel Xeon 8370C"
        ),
        "{error}"
    );
    // A dataset split across two machines is refused, naming it and both machines.
    let error = merge::merge(vec![epyc[0].clone(), xeon[0].clone()]).unwrap_err();
    assert!(matches!(error, merge::MergeError::SplitDataset(_)));
    let error = error.to_string();
    assert!(
        error.contains(
            "shard1: dataset `record` measured with CPU Intel Xeon 8370C, but in shard1 with \
             CPU AMD EPYC 7763"
        ),
        "{error}"
    );
    let two_cores = on("AMD EPYC 7763", 2445, 2, &parts);
    let error = merge::merge(vec![epyc[0].clone(), two_cores[0].clone()])
        .unwrap_err()
        .to_string();
    assert!(
        error.contains("with core count 2, but in shard1 with core count 4"),
        "{error}"
    );
}

#[test]
fn instruction_counts_merge_from_any_machine_of_one_build() {
    let mut options = options();
    options.datasets = None;
    options.crates = Some(vec!["good".to_owned()]);
    let timed = run(&ToySuite, &options).unwrap().results;
    let counted_on = |model: &str, rustc_host: &str| {
        let mut file = timed.clone();
        file.run.profile = None;
        file.environment.cpu = Some(format!("Model name: {model}\n"));
        file.environment.rustc = Some(format!("rustc 1.95.0\nhost: {rustc_host}\n"));
        file.environment.valgrind = Some("valgrind-3.19.0".to_owned());
        for dataset in file.datasets.values_mut() {
            for (n, figures) in dataset.crates.values_mut().enumerate() {
                figures.operations.clear();
                figures.codecs.clear();
                figures.allocations.clear();
                let mut counts = schema::InstructionCounts::default();
                counts.operations.insert(
                    schema::Operation::Serialize,
                    schema::Variants::primary(1000 + n as u64),
                );
                figures.instructions = Some(counts);
            }
        }
        file
    };
    let counts = counted_on("Intel Xeon 8370C", "x86_64-unknown-linux-gnu");
    assert!(counts.counts_only() && !timed.counts_only());
    let files = vec![
        ("counts".to_owned(), counts.clone()),
        ("timed".to_owned(), timed.clone()),
    ];
    // Whatever the order given, the counts join the timed crates and keep their own machine.
    let merged = merge::merge(files).unwrap();
    assert_eq!(merged.run.profile, timed.run.profile);
    assert_eq!(merged.environment, timed.environment);
    assert_eq!(
        merged.counting_environment.as_ref(),
        Some(&counts.environment)
    );
    assert_eq!(merged.environment_of_counts(), Some(&counts.environment));
    for (name, dataset) in &merged.datasets {
        for (id, figures) in &dataset.crates {
            let before = &timed.datasets[name].crates[id];
            assert_eq!(
                figures.operations, before.operations,
                "{name}/{id}: times kept"
            );
            assert_eq!(
                figures.instructions, counts.datasets[name].crates[id].instructions,
                "{name}/{id}: counts joined"
            );
        }
    }
    // Counts of another CPU model of the same build join counts already merged; another
    // architecture does not.
    let elsewhere = counted_on("AMD EPYC 7763", "x86_64-unknown-linux-gnu");
    let again = vec![
        ("merged".to_owned(), merged.clone()),
        ("elsewhere".to_owned(), elsewhere),
    ];
    assert!(merge::merge(again).is_ok());
    let arm = counted_on("Neoverse-N1", "aarch64-unknown-linux-gnu");
    let error = merge::merge(vec![
        ("merged".to_owned(), merged.clone()),
        ("arm".to_owned(), arm),
    ])
    .unwrap_err();
    assert!(matches!(error, merge::MergeError::CountingMachine { .. }));
    let error = error.to_string();
    assert!(
        error.contains(
            "arm: instructions counted with architecture aarch64-unknown-linux-gnu, but in \
             merged with architecture x86_64-unknown-linux-gnu"
        ),
        "{error}"
    );
    // Counts of another size are of other code: a conflict.
    let mut other = counts.clone();
    for dataset in other.datasets.values_mut() {
        for figures in dataset.crates.values_mut() {
            figures.size.primary = figures.size.primary.map(|size| size + 1);
        }
    }
    let error = merge::merge(vec![
        ("timed".to_owned(), timed),
        ("other".to_owned(), other),
    ]);
    assert!(matches!(
        error.unwrap_err(),
        merge::MergeError::ConflictingFigures { .. }
    ));
}

/// How many times a stateful case started from fresh state.
static FRESH_STATES: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);
/// How many times the fickle crate's cases were collected.
static FICKLE_COLLECTIONS: std::sync::atomic::AtomicU32 = std::sync::atomic::AtomicU32::new(0);

/// Serializes through state it keeps from call to call, and counts each fresh start of it.
struct Stateful;
impl Bench<Toy> for Stateful {
    fn cases<'a>(&'a self, cases: &mut Cases<'a, Toy>) {
        cases.serialize_in_own_buffer(None, Vec::new(), |state: &mut Vec<u8>, data| {
            if state.is_empty() {
                FRESH_STATES.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
            }
            state.clear();
            encode(data, state);
            Ok(state.as_slice())
        });
        cases.deserialize(None, decode);
    }
}

/// Registers a deserialize case only the first time its cases are collected.
struct Fickle;
impl Bench<Toy> for Fickle {
    fn cases<'a>(&'a self, cases: &mut Cases<'a, Toy>) {
        cases.serialize(None, |data, out| {
            encode(data, out);
            Ok(())
        });
        if FICKLE_COLLECTIONS.fetch_add(1, std::sync::atomic::Ordering::Relaxed) == 0 {
            cases.deserialize(None, decode);
        }
    }
}

/// A crate that keeps state between calls, and one whose cases change between collections.
const STATEFUL_SUITE: ToyCrates = ToyCrates(&[("stateful", &Stateful), ("fickle", &Fickle)]);

#[test]
fn each_timing_builds_its_case_afresh() {
    let options = RunOptions {
        rounds: Some(3),
        codecs: Vec::new(),
        ..options()
    };
    let results = run(&STATEFUL_SUITE, &options).unwrap().results;
    let toy = &results.datasets["toy"].crates;
    let serialize = toy["stateful"].operations[&schema::Operation::Serialize]
        .primary
        .as_ref()
        .expect("timed");
    assert_eq!(serialize.rounds.len(), 3);
    // Once while preparing, then once in each round: no round times the state another left.
    assert_eq!(
        FRESH_STATES.load(std::sync::atomic::Ordering::Relaxed),
        1 + 3
    );

    // A crate whose cases change from one collection to the next: the case that went missing
    // is a failure, and the one still there is measured.
    let fickle = results.failures.iter().find(|f| f.crate_id == "fickle");
    let fickle = fickle.expect("the missing case is reported");
    assert_eq!(fickle.operation, "deserialize");
    assert!(fickle.message.contains("other cases"), "{}", fickle.message);
    assert!(toy["fickle"]
        .operations
        .contains_key(&schema::Operation::Serialize));
}

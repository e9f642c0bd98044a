//! For every adapter × dataset × case: what was serialized deserializes back equal to the
//! original (borrowed forms through their conversion to owned); every timed closure runs once
//! without error; zero-copy reads see the data's values; zero-copy updates change exactly
//! what the dataset says they change. A dataset a crate is not measured on
//! (`Bench::unsupported`) says why (`crates::cases` then registers none of its cases).

mod support;

use bencher::adapter::{Bench, CaseKind, CrateMeta, ReadLoop, UpdateLoop};
use bencher::crates::{cases, registry, visit_all, Adapter, Visit};
use bencher::datasets::{AllData, Dataset};
use support::{input_for, serialize_outputs, Aligned};

/// A timed closure, by the kind of input it takes.
enum Run<'a> {
    Read(ReadLoop<'a>),
    Update(UpdateLoop<'a>),
}

struct RoundTrip {
    meta: &'static CrateMeta,
    failures: Vec<String>,
    /// (dataset, operation, variant) of every case checked, for the coverage assertions.
    checked: Vec<(&'static str, schema::Operation, Option<&'static str>)>,
    /// The datasets the crate is not measured on (`Bench::unsupported`).
    unsupported: Vec<&'static str>,
}

impl RoundTrip {
    fn fail(&mut self, dataset: &str, what: String) {
        self.failures
            .push(format!("{} / {dataset}: {what}", self.meta.id));
    }
}

impl<'a> Visit<'a> for RoundTrip {
    fn visit<T: Dataset>(&mut self, bench: &'a dyn Bench<T>, data: &'a T) {
        let dataset = T::INFO.name;
        if let Some(reason) = bench.unsupported() {
            self.unsupported.push(dataset);
            if reason.trim().is_empty() {
                self.fail(dataset, "unsupported without a reason".into());
            }
            return;
        }
        let mut cases = cases(bench, data);
        let outputs = match serialize_outputs(&mut cases) {
            Ok(outputs) if !outputs.is_empty() => outputs,
            Ok(_) => return self.fail(dataset, "no serialize case".into()),
            Err(error) => return self.fail(dataset, error),
        };
        let mut updated = data.clone();
        updated.apply_update();
        let known_variant = |v: Option<&str>| {
            v.is_none_or(|v| self.meta.variants.iter().any(|variant| variant.name == v))
        };
        let mut failures = Vec::new();
        for case in &cases {
            if !known_variant(case.variant) {
                failures.push(format!("variant {:?} missing from CrateMeta", case.variant));
            }
        }
        // Split each case into its timed closure and its round-trip check (if any).
        let mut runs = Vec::new();
        let mut checks = Vec::new();
        for case in cases {
            let op = case.kind.operation();
            let run = match case.kind {
                CaseKind::Serialize(_) => continue, // already run above
                CaseKind::Deserialize { run, check } | CaseKind::Borrow { run, check } => {
                    checks.push((case.variant, check));
                    Run::Read(run)
                }
                CaseKind::Access(run) | CaseKind::Read(run) => Run::Read(run),
                CaseKind::Update(run) => Run::Update(run),
            };
            runs.push((op, case.variant, run));
        }
        // Checks decode the untouched serialized bytes.
        for (variant, check) in &checks {
            let Some(input) = input_for(&outputs, *variant) else {
                failures.push(format!("{variant:?}: no serialized input"));
                continue;
            };
            match check(Aligned::new(input).bytes()) {
                Ok(decoded) if decoded == *data => {}
                Ok(_) => failures.push(format!("{variant:?}: decoded value differs from data")),
                Err(error) => failures.push(format!("{variant:?}: check failed: {error}")),
            }
        }
        for (op, variant, mut run) in runs {
            let Some(input) = input_for(&outputs, variant) else {
                continue;
            };
            let mut input = Aligned::new(input);
            let result = match &mut run {
                Run::Read(run) => run(input.bytes(), 1).map(drop),
                Run::Update(run) => run(input.bytes_mut(), 1).map(drop),
            };
            if let Err(error) = result {
                failures.push(format!("{op:?} {variant:?}: run failed: {error}"));
                continue;
            }
            if let Run::Update(_) = run {
                // The updated bytes must decode (through every check) to the data with the
                // dataset's update applied once.
                for (_, check) in &checks {
                    match check(input.bytes()) {
                        Ok(decoded) if decoded == updated => {}
                        Ok(_) => failures.push(format!("update {variant:?}: wrong result")),
                        Err(error) => failures.push(format!("update {variant:?}: {error}")),
                    }
                }
            }
            self.checked.push((dataset, op, variant));
        }
        // Zero-copy reads: the fields read through the serialized form are the data's.
        let primary = input_for(&outputs, None).expect("a serialize output");
        match bench.read_digest(Aligned::new(primary).bytes()) {
            Some(Ok(digest)) if digest == data.read_digest() => {}
            Some(Ok(_)) => failures.push("read digest differs from the data's".into()),
            Some(Err(error)) => failures.push(format!("read digest failed: {error}")),
            None if self.meta.zero_copy => {
                failures.push("zero-copy crate without read_digest".into())
            }
            None => {}
        }
        for failure in failures {
            self.fail(dataset, failure);
        }
    }
}

/// Checks one adapter on every dataset; returns its failures.
fn round_trip(adapter: &'static dyn Adapter, data: &AllData) -> Vec<String> {
    let mut visitor = RoundTrip {
        meta: adapter.meta(),
        failures: Vec::new(),
        checked: Vec::new(),
        unsupported: Vec::new(),
    };
    visit_all(adapter, data, &mut visitor);
    if visitor.unsupported.len() == schema::DATASETS.len() {
        visitor.fail("*", "unsupported on every dataset".into());
    }
    // Every crate deserializes every dataset it supports; zero-copy crates also read it.
    for info in schema::DATASETS.iter() {
        if visitor.unsupported.contains(&info.name) {
            continue;
        }
        let has = |op| {
            visitor
                .checked
                .iter()
                .any(|c| c.0 == info.name && c.1 == op)
        };
        let deserializes = has(schema::Operation::Deserialize);
        let reads = has(schema::Operation::Read);
        if !deserializes {
            visitor.fail(info.name, "no deserialize case".into());
        }
        if adapter.meta().zero_copy && !reads {
            visitor.fail(info.name, "zero-copy crate without read case".into());
        }
    }
    println!(
        "{}: {} cases checked; unsupported: {:?}",
        adapter.meta().id,
        visitor.checked.len(),
        visitor.unsupported
    );
    visitor.failures
}

#[test]
fn every_case_round_trips() {
    let data = AllData::generate();
    // One thread per adapter: the checks are independent and debug builds are slow.
    let failures: Vec<String> = std::thread::scope(|scope| {
        let data = &data;
        let handles: Vec<_> = registry()
            .into_iter()
            .map(|adapter| scope.spawn(move || round_trip(adapter, data)))
            .collect();
        handles
            .into_iter()
            .flat_map(|handle| handle.join().expect("round-trip thread panicked"))
            .collect()
    });
    assert!(failures.is_empty(), "failures:\n{}", failures.join("\n"));
}

#[test]
fn borrowing_crates_borrow_exactly_the_datasets_with_a_borrowed_form() {
    struct BorrowCases(Vec<(&'static str, bool, bool)>);
    impl<'a> Visit<'a> for BorrowCases {
        fn visit<T: Dataset>(&mut self, bench: &'a dyn Bench<T>, data: &'a T) {
            if bench.unsupported().is_some() {
                return; // no cases at all
            }
            let cases = cases(bench, data);
            let borrows = cases
                .iter()
                .any(|c| c.kind.operation() == schema::Operation::Borrow);
            self.0.push((T::INFO.name, T::HAS_BORROWED_FORM, borrows));
        }
    }
    let data = AllData::generate();
    for adapter in registry() {
        let mut seen = BorrowCases(Vec::new());
        visit_all(adapter, &data, &mut seen);
        let borrows_somewhere = seen.0.iter().any(|&(_, _, borrows)| borrows);
        for (dataset, has_form, borrows) in seen.0 {
            assert!(
                !borrows || has_form,
                "{}: borrows {dataset}",
                adapter.meta().id
            );
            if borrows_somewhere {
                assert_eq!(borrows, has_form, "{} / {dataset}", adapter.meta().id);
            }
        }
    }
}

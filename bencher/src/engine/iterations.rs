//! Fixed-iteration mode (`-i N`), as the C++ suite measures: the time of N serialize and N
//! deserialize runs of one crate, and the serialized size.
//!
//! The N serializations run back to back into a reused buffer, then the N deserializations of
//! that output: the same work as N interleaved round trips, timed with the adapter's own loops.

use crate::adapter::Case;
use crate::engine::panics;
use crate::engine::prepare::{prepare, Problem, ReaderLoop};
use schema::{CrateResults, Operation, Timing};
use std::time::Duration;

/// One line of the C++ suite's report.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct IterationRow {
    /// Crate id.
    pub serializer: String,
    /// Crate version.
    pub version: String,
    /// N.
    pub iterations: u64,
    /// Serialized size in bytes.
    pub size: u64,
    /// Total time of the N serialize + N deserialize runs.
    pub time: Duration,
}

/// The CSV header of the C++ suite, exactly.
pub const CSV_HEADER: &str = "serializer,version,iterations,size,time";

impl IterationRow {
    /// The row as the C++ suite's CSV prints it (time in whole milliseconds).
    pub fn csv(&self) -> String {
        format!(
            "{},{},{},{},{}",
            self.serializer,
            self.version,
            self.iterations,
            self.size,
            self.time.as_millis()
        )
    }

    /// The row as the C++ suite's text report prints it.
    pub fn text(&self) -> String {
        format!(
            "Serializer: {}\nVersion   : {}\nIterations: {}\nSize      : {} bytes\nTime      : {} milliseconds\n",
            self.serializer,
            self.version,
            self.iterations,
            self.size,
            self.time.as_millis()
        )
    }
}

/// Runs the main serializer (primary, else first variant) and the main deserializer of
/// one crate's `cases`, `iterations` times each on `data`, after the usual round-trip checks. Also returns
/// the figures as results (per-run point estimates, no confidence bounds).
pub fn run<T: PartialEq>(
    cases: Vec<Case<'_, T>>,
    data: &T,
    iterations: u64,
) -> (Option<(Duration, u64, CrateResults)>, Vec<Problem>) {
    let mut prepared = prepare(cases, data);
    let (Some(s), Some(d)) = (prepared.main_serializer(), prepared.main_deserializer()) else {
        let mut problems = prepared.problems;
        problems.push(Problem::new(
            "iterations",
            None,
            "fixed-iteration mode needs a working serializer and deserializer",
        ));
        return (None, problems);
    };
    let serializer = &mut prepared.serialized[s];
    let size = serializer.bytes.as_slice().len() as u64;
    let mut buffer = Vec::with_capacity(size as usize);
    let serialize = panics::catch(|| (serializer.run)(&mut buffer, iterations));
    let reader = &mut prepared.readers[d];
    let input = prepared.serialized[reader.input].bytes.as_slice();
    let ReaderLoop::Read(deserialize_loop) = &mut reader.run else {
        unreachable!("deserialize cases read")
    };
    let deserialize = panics::catch(|| deserialize_loop(input, iterations));
    let (serialize, deserialize) = match (serialize, deserialize) {
        (Ok(Ok(s)), Ok(Ok(d))) => (s, d),
        (s, d) => {
            let message = [("serialize", s), ("deserialize", d)]
                .into_iter()
                .find_map(|(op, outcome)| match outcome {
                    Ok(Ok(_)) => None,
                    Ok(Err(e)) => Some(format!("{op}: {e}")),
                    Err(panic) => Some(format!("{op} panicked: {panic}")),
                })
                .unwrap_or_default();
            prepared
                .problems
                .push(Problem::new("iterations", None, message));
            return (None, prepared.problems);
        }
    };

    let serialize_variant = prepared.serialized[s].variant;
    let deserialize_variant = prepared.readers[d].variant;
    let per_run = |total: Duration| Timing::point(total.as_nanos() as f64 / iterations as f64);
    let mut results = CrateResults::default();
    results.size.set(serialize_variant, size);
    for (operation, variant, total) in [
        (Operation::Serialize, serialize_variant, serialize),
        (Operation::Deserialize, deserialize_variant, deserialize),
    ] {
        results
            .operations
            .entry(operation)
            .or_default()
            .set(variant, per_run(total));
    }
    (
        Some((serialize + deserialize, size, results)),
        prepared.problems,
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn csv_and_text_rows_match_the_cpp_suite() {
        let row = IterationRow {
            serializer: "prost".to_owned(),
            version: "0.14.1".to_owned(),
            iterations: 100_000,
            size: 16116,
            time: Duration::from_micros(2_312_999),
        };
        assert_eq!(row.csv(), "prost,0.14.1,100000,16116,2312");
        assert_eq!(
            row.text(),
            "Serializer: prost\nVersion   : 0.14.1\nIterations: 100000\nSize      : 16116 bytes\nTime      : 2312 milliseconds\n"
        );
    }
}

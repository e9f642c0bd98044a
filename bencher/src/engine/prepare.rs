//! Before anything is timed: serialize once, decode back, compare with the data.
//!
//! [`prepare`] turns an adapter's cases into measurable ones. Each serialize case runs once to
//! produce its buffer (whose length is the size figure). Each deserialize / borrow case's
//! `check` decodes its input and must give back a value equal to the data; each zero-copy case
//! must run once without error. A case that errs or panics is dropped with a [`Problem`]. A
//! failed round trip also drops the serialized buffer it read and every case reading that
//! buffer: when decode(encode(x)) ≠ x nobody can tell which half is wrong, so no figure of
//! that encoding is kept.

use crate::adapter::{Case, CaseKind, ReadLoop, SerializeLoop, UpdateLoop, Variant};
use crate::engine::panics;
use schema::Operation;
use std::collections::BTreeSet;

/// Bytes stored 16-byte aligned, as zero-copy crates (rkyv, …) require of their input.
#[derive(Clone)]
pub struct AlignedBytes {
    words: Vec<u128>,
    /// Where the bytes start in `words`, in bytes (a multiple of 16).
    start: usize,
    len: usize,
}

impl AlignedBytes {
    /// Copies `bytes` into aligned storage.
    pub fn new(bytes: &[u8]) -> Self {
        Self::at_offset(bytes, 0)
    }

    /// Copies `bytes` into aligned storage, `start` bytes in (rounded up to a multiple of 16).
    pub fn at_offset(bytes: &[u8], start: usize) -> Self {
        let start = start.next_multiple_of(16);
        let mut words = vec![0u128; (start + bytes.len()).div_ceil(16)];
        // SAFETY: `words` spans at least `start + bytes.len()` initialized bytes; u8 has no
        // alignment.
        let storage = unsafe {
            std::slice::from_raw_parts_mut(words.as_mut_ptr().cast::<u8>(), start + bytes.len())
        };
        storage[start..].copy_from_slice(bytes);
        Self {
            words,
            start,
            len: bytes.len(),
        }
    }

    /// The bytes.
    pub fn as_slice(&self) -> &[u8] {
        // SAFETY: bytes `start..start + len` of `words` are initialized (see `at_offset`).
        unsafe {
            std::slice::from_raw_parts(self.words.as_ptr().cast::<u8>().add(self.start), self.len)
        }
    }

    /// The bytes, mutably (for in-place updates).
    pub fn as_mut_slice(&mut self) -> &mut [u8] {
        // SAFETY: as in `as_slice`, and `&mut self` makes the borrow unique.
        unsafe {
            std::slice::from_raw_parts_mut(
                self.words.as_mut_ptr().cast::<u8>().add(self.start),
                self.len,
            )
        }
    }
}

/// Something that went wrong with one case of one crate on one dataset.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Problem {
    /// `serialize`, `deserialize`, …, `round_trip`, `cases`, `unsupported`, or a codec step
    /// (`zlib_compress`).
    pub operation: String,
    /// What happened, starting with the variant when there is one.
    pub message: String,
}

impl Problem {
    /// A problem of `operation` (as named in result files) for `variant`.
    pub fn new(
        operation: impl Into<String>,
        variant: Option<&str>,
        message: impl AsRef<str>,
    ) -> Self {
        let message = match variant {
            Some(v) => format!("variant `{v}`: {}", message.as_ref()),
            None => message.as_ref().to_owned(),
        };
        Self {
            operation: operation.into(),
            message,
        }
    }

    /// The `unsupported` problem: the crate is not measured on the dataset, for `reason`
    /// ([`crate::adapter::Bench::unsupported`]).
    pub fn unsupported(reason: &str) -> Self {
        Self::new(UNSUPPORTED, None, reason)
    }
}

/// The operation of a [`Problem::unsupported`], as result files name it.
pub const UNSUPPORTED: &str = "unsupported";

/// A serialize case and the buffer it produced.
pub struct Serialized<'a> {
    /// `None` for the primary serializer.
    pub variant: Variant,
    /// Its place among the crate's cases, as [`prepare`] was given them.
    pub case: usize,
    /// The timing loop.
    pub run: SerializeLoop<'a>,
    /// The serialized bytes.
    pub bytes: AlignedBytes,
}

/// How a reading case runs.
pub enum ReaderLoop<'a> {
    /// Reads its input (deserialize, borrow, access, read).
    Read(ReadLoop<'a>),
    /// Updates its input in place.
    Update(UpdateLoop<'a>),
}

/// A case's timing loop alone, without its checks: what [`case_loop`] keeps of a case.
pub enum CaseLoop<'a> {
    /// A serialize case's.
    Serialize(SerializeLoop<'a>),
    /// Any other case's.
    Reader(ReaderLoop<'a>),
}

/// The timing loop of `case`.
pub fn case_loop<T>(case: Case<'_, T>) -> CaseLoop<'_> {
    match case.kind {
        CaseKind::Serialize(run) => CaseLoop::Serialize(run),
        CaseKind::Deserialize { run, .. }
        | CaseKind::Borrow { run, .. }
        | CaseKind::Access(run)
        | CaseKind::Read(run) => CaseLoop::Reader(ReaderLoop::Read(run)),
        CaseKind::Update(run) => CaseLoop::Reader(ReaderLoop::Update(run)),
    }
}

/// A case reading a serialized buffer, checked and ready to time.
pub struct Reader<'a> {
    /// The operation measured.
    pub operation: Operation,
    /// `None` for the primary figure.
    pub variant: Variant,
    /// Index into [`Prepared::serialized`] of its input.
    pub input: usize,
    /// Its place among the crate's cases, as [`prepare`] was given them.
    pub case: usize,
    /// The timing loop.
    pub run: ReaderLoop<'a>,
}

/// The cases of one crate on one dataset that passed every check.
pub struct Prepared<'a> {
    /// Serializers whose output round-trips (or is never read back).
    pub serialized: Vec<Serialized<'a>>,
    /// Every other case, checked.
    pub readers: Vec<Reader<'a>>,
    /// What was dropped, and why.
    pub problems: Vec<Problem>,
}

impl Prepared<'_> {
    /// The primary serializer, else the first variant.
    pub fn main_serializer(&self) -> Option<usize> {
        self.serialized
            .iter()
            .position(|s| s.variant.is_none())
            .or((!self.serialized.is_empty()).then_some(0))
    }

    /// The primary deserializer, else its first variant.
    pub fn main_deserializer(&self) -> Option<usize> {
        let deserializers = || {
            self.readers
                .iter()
                .enumerate()
                .filter(|(_, r)| r.operation == Operation::Deserialize)
        };
        deserializers()
            .find(|(_, r)| r.variant.is_none())
            .or_else(|| deserializers().next())
            .map(|(i, _)| i)
    }
}

/// Runs every serializer once and checks every other case (see the module documentation).
pub fn prepare<'a, T: PartialEq>(cases: Vec<Case<'a, T>>, data: &T) -> Prepared<'a> {
    let mut problems = Vec::new();
    let (serializers, others): (Vec<_>, Vec<_>) = cases
        .into_iter()
        .enumerate()
        .partition(|(_, case)| matches!(case.kind, CaseKind::Serialize(_)));
    let serialized = serialize_once(serializers, &mut problems);
    let mut bad_inputs = BTreeSet::new();
    let mut readers = Vec::new();
    for (index, case) in others {
        match check_reader(index, case, &serialized, data, &mut bad_inputs) {
            Ok(reader) => readers.push(reader),
            Err(problem) => problems.push(problem),
        }
    }
    let mut prepared = Prepared {
        serialized,
        readers,
        problems,
    };
    prepared.drop_failed_round_trips(&bad_inputs);
    prepared
}

/// Runs each serialize case (with its place among the crate's cases) once: the buffers of
/// those that succeed; a problem for each that errs or panics.
fn serialize_once<'a, T>(
    serializers: Vec<(usize, Case<'a, T>)>,
    problems: &mut Vec<Problem>,
) -> Vec<Serialized<'a>> {
    let mut serialized = Vec::new();
    for (index, case) in serializers {
        let CaseKind::Serialize(mut run) = case.kind else {
            unreachable!("partitioned on Serialize")
        };
        let mut buffer = Vec::new();
        match panics::catch(|| run(&mut buffer, 1)) {
            Ok(Ok(_)) => serialized.push(Serialized {
                variant: case.variant,
                case: index,
                run,
                bytes: AlignedBytes::new(&buffer),
            }),
            Ok(Err(e)) => problems.push(Problem::new("serialize", case.variant, e.to_string())),
            Err(panic) => problems.push(Problem::new(
                "serialize",
                case.variant,
                format!("panicked: {panic}"),
            )),
        }
    }
    serialized
}

/// The input of a case with `variant`: the buffer of the serialize case of that variant when
/// there is one, else the primary's.
fn input_of(serialized: &[Serialized<'_>], variant: Variant) -> Option<usize> {
    let by_variant = serialized.iter().position(|s| s.variant == variant);
    by_variant.or_else(|| serialized.iter().position(|s| s.variant.is_none()))
}

/// Checks the reading case `case` (its place among the crate's cases: `index`) on its input:
/// a deserialize or borrow must give back `data`, any other must run once without error. A
/// round trip that fails marks its input in `bad_inputs`.
fn check_reader<'a, T: PartialEq>(
    index: usize,
    case: Case<'a, T>,
    serialized: &[Serialized<'a>],
    data: &T,
    bad_inputs: &mut BTreeSet<usize>,
) -> Result<Reader<'a>, Problem> {
    let operation = case.kind.operation();
    let Some(input) = input_of(serialized, case.variant) else {
        return Err(Problem::new(
            operation.name(),
            case.variant,
            "no serialized input (no serializer for this variant, nor a primary one)",
        ));
    };
    let bytes = &serialized[input].bytes;
    let run = match case.kind {
        CaseKind::Serialize(_) => unreachable!("partitioned out"),
        CaseKind::Deserialize { run, check } | CaseKind::Borrow { run, check } => {
            match panics::catch(|| check(bytes.as_slice())) {
                Ok(Ok(value)) if value == *data => Ok(ReaderLoop::Read(run)),
                Ok(Ok(_)) => {
                    bad_inputs.insert(input);
                    Err(Problem::new(
                        "round_trip",
                        case.variant,
                        format!(
                            "{operation} of the {} output differs from the original data",
                            serializer_name(serialized[input].variant)
                        ),
                    ))
                }
                Ok(Err(e)) => Err(Problem::new(operation.name(), case.variant, e.to_string())),
                Err(panic) => Err(Problem::new(
                    operation.name(),
                    case.variant,
                    format!("panicked: {panic}"),
                )),
            }
        }
        CaseKind::Access(mut run) | CaseKind::Read(mut run) => {
            run_once(operation, case.variant, || run(bytes.as_slice(), 1))
                .map(|()| ReaderLoop::Read(run))
        }
        CaseKind::Update(mut run) => {
            let mut copy = bytes.clone();
            run_once(operation, case.variant, || run(copy.as_mut_slice(), 1))
                .map(|()| ReaderLoop::Update(run))
        }
    }?;
    Ok(Reader {
        operation,
        variant: case.variant,
        input,
        case: index,
        run,
    })
}

impl Prepared<'_> {
    /// Drops each serialized buffer of `bad_inputs` (its round trip failed) with every case
    /// reading it, each with a problem, and renumbers the inputs of the readers kept.
    fn drop_failed_round_trips(&mut self, bad_inputs: &BTreeSet<usize>) {
        if bad_inputs.is_empty() {
            return;
        }
        for &input in bad_inputs {
            let s = &self.serialized[input];
            self.problems.push(Problem::new(
                "serialize",
                s.variant,
                "dropped with every case reading its output: the round trip failed",
            ));
        }
        self.readers.retain(|r| !bad_inputs.contains(&r.input));
        let kept: Vec<usize> = (0..self.serialized.len())
            .filter(|i| !bad_inputs.contains(i))
            .collect();
        for reader in &mut self.readers {
            // `kept` is sorted and holds every input still read.
            reader.input = kept.partition_point(|&old| old < reader.input);
        }
        self.serialized = std::mem::take(&mut self.serialized)
            .into_iter()
            .enumerate()
            .filter(|(i, _)| !bad_inputs.contains(i))
            .map(|(_, s)| s)
            .collect();
    }
}

fn serializer_name(variant: Variant) -> String {
    match variant {
        Some(v) => format!("`{v}` serializer"),
        None => "primary serializer".to_owned(),
    }
}

/// Runs a zero-copy case once; an error or panic becomes a [`Problem`].
fn run_once(
    operation: Operation,
    variant: Variant,
    f: impl FnOnce() -> crate::adapter::BenchResult<std::time::Duration>,
) -> Result<(), Problem> {
    match panics::catch(f) {
        Ok(Ok(_)) => Ok(()),
        Ok(Err(e)) => Err(Problem::new(operation.name(), variant, e.to_string())),
        Err(panic) => Err(Problem::new(
            operation.name(),
            variant,
            format!("panicked: {panic}"),
        )),
    }
}

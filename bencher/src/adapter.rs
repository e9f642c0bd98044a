//! The contract between crate adapters (`crates/*.rs`) and the measurement engine.
//!
//! An adapter describes, for one dataset, what its crate can do: serialize, deserialize,
//! borrow, and the zero-copy operations, each optionally as named variants. It does so by
//! filling a [`Cases`] collector with closures. The collector wraps each closure in a
//! monomorphized timing loop (criterion's `iter_custom` shape), so the engine makes one dynamic
//! call per batch of iterations, never one per iteration: even a 1 ns `access` is measured
//! without dispatch overhead.
//!
//! Round-trip checks come for free: every deserialize and borrow case also yields the owned
//! value, which the engine compares with the original data before timing anything.

#[cfg(not(target_arch = "wasm32"))]
use crate::callgrind;
use schema::Work;
use std::hint::black_box;
use std::time::Duration;
use web_time::Instant;

/// The clock of every timing loop. In the counting mode of [`crate::engine::instructions`] it
/// also switches callgrind's collection on when it starts and off when it stops, so an
/// instruction count covers exactly what a time covers; elsewhere that is one relaxed load.
/// In wasm it reads `performance.now()` (`web_time`), which browsers coarsen: a wasm sample
/// times enough iterations for that not to matter.
pub struct Stopwatch(Instant);

impl Stopwatch {
    /// Reads the clock (then, when counting, starts collecting).
    #[inline(always)]
    pub fn start() -> Self {
        let now = Instant::now();
        #[cfg(not(target_arch = "wasm32"))]
        callgrind::clock_started();
        Self(now)
    }

    /// Time since [`Stopwatch::start`] (when counting, collection stops first).
    #[inline(always)]
    pub fn stop(self) -> Duration {
        #[cfg(not(target_arch = "wasm32"))]
        callgrind::clock_stopping();
        self.0.elapsed()
    }
}

/// Error type adapters return; any library error converts into it with `?`.
pub type BenchError = Box<dyn std::error::Error + Send + Sync>;

/// Result type adapters return.
pub type BenchResult<T> = Result<T, BenchError>;

/// Static facts about one benchmarked crate.
#[derive(Clone, Copy, Debug)]
pub struct CrateMeta {
    /// Id used in result files and on the command line (`bincode1`, `thrift-compact`, …).
    pub id: &'static str,
    /// crates.io name.
    pub name: &'static str,
    /// Exact version, as pinned (`=x.y.z`) in `bencher/Cargo.toml`.
    pub version: &'static str,
    /// Encoding family: the wire format written (`protobuf`, `json`, `cbor`, `messagepack`,
    /// `bincode`, …). A crate with a format of its own names it after itself (`bitcode`,
    /// `rkyv`), so the explorer's family filter always has a chip for every crate.
    pub family: &'static str,
    /// Whether the crate offers zero-copy access to serialized bytes.
    pub zero_copy: bool,
    /// Named variants this adapter registers, each with a one-line explanation and whether
    /// it does the primary's work.
    pub variants: &'static [VariantMeta],
}

/// A named variant as an adapter declares it: what it does differently, and whether that is
/// still the work of the crate's primary (same input, same output, same safety for untrusted
/// bytes). The classing is stored here alone; a run writes it beside the explanation into
/// the result file ([`schema::CrateInfo::work`]), and rankings leave out by default the
/// variants of [`Work::Other`].
#[derive(Clone, Copy, Debug)]
pub struct VariantMeta {
    /// The variant's name in result files.
    pub name: &'static str,
    /// A one-line explanation.
    pub about: &'static str,
    /// `None` when it does the primary's work; else why it is not comparable.
    pub other_work: Option<&'static str>,
}

impl VariantMeta {
    /// A variant that does the primary's work: a format option, or the same work through
    /// another API (ranked with the primaries).
    pub const fn same(name: &'static str, about: &'static str) -> Self {
        Self {
            name,
            about,
            other_work: None,
        }
    }

    /// A variant that does other work than the primary, with why it is not comparable
    /// (listed beside a ranking, ranked only on request).
    pub const fn other(name: &'static str, about: &'static str, why: &'static str) -> Self {
        Self {
            name,
            about,
            other_work: Some(why),
        }
    }

    /// The classing as a result file records it.
    pub fn work(&self) -> Work {
        match self.other_work {
            None => Work::Same,
            Some(why) => Work::Other(why.to_owned()),
        }
    }
}

/// A variant name; `None` is the plain (primary) figure.
pub type Variant = Option<&'static str>;

/// `Some(name)`, except in a code-size probe build ([`crate::crates::size_probe`]), where it is
/// `None`: for the variant a crate without a primary deserialize registers as doing the
/// primary's work, which a probe then measures as the crate's deserialize (a probe build only
/// registers primaries, and writes no results).
pub const fn size_probe_primary(name: &'static str) -> Variant {
    if cfg!(bencher_size_probe) {
        None
    } else {
        Some(name)
    }
}

/// Times `iters` runs of a serializer into a buffer the engine reuses (cleared before each run).
pub type SerializeLoop<'a> = Box<dyn FnMut(&mut Vec<u8>, u64) -> BenchResult<Duration> + 'a>;
/// Times `iters` runs of an operation reading serialized bytes.
pub type ReadLoop<'a> = Box<dyn FnMut(&[u8], u64) -> BenchResult<Duration> + 'a>;
/// Times `iters` runs of an operation updating serialized bytes in place.
pub type UpdateLoop<'a> = Box<dyn FnMut(&mut [u8], u64) -> BenchResult<Duration> + 'a>;
/// Decodes bytes into the owned dataset value, for the round-trip check (untimed).
pub type Check<'a, T> = Box<dyn Fn(&[u8]) -> BenchResult<T> + 'a>;

/// What one case does.
pub enum CaseKind<'a, T> {
    /// Serialize the dataset into the buffer.
    Serialize(SerializeLoop<'a>),
    /// Deserialize into an owned value; `check` rebuilds the dataset type for comparison.
    Deserialize {
        /// The timed loop.
        run: ReadLoop<'a>,
        /// The untimed round-trip check.
        check: Check<'a, T>,
    },
    /// Deserialize borrowing from the input; `check` converts the borrowed form to owned.
    Borrow {
        /// The timed loop.
        run: ReadLoop<'a>,
        /// The untimed round-trip check.
        check: Check<'a, T>,
    },
    /// Zero-copy: get structured access to the bytes.
    Access(ReadLoop<'a>),
    /// Zero-copy: read fields through the bytes.
    Read(ReadLoop<'a>),
    /// Zero-copy: update the bytes in place.
    Update(UpdateLoop<'a>),
}

impl<T> CaseKind<'_, T> {
    /// The operation this case measures.
    pub fn operation(&self) -> schema::Operation {
        use schema::Operation as Op;
        match self {
            CaseKind::Serialize(_) => Op::Serialize,
            CaseKind::Deserialize { .. } => Op::Deserialize,
            CaseKind::Borrow { .. } => Op::Borrow,
            CaseKind::Access(_) => Op::Access,
            CaseKind::Read(_) => Op::Read,
            CaseKind::Update(_) => Op::Update,
        }
    }
}

/// One measurable case: an operation, as the primary figure or as a named variant.
pub struct Case<'a, T> {
    /// `None` for the primary figure.
    pub variant: Variant,
    /// The operation and its closures.
    pub kind: CaseKind<'a, T>,
}

/// Collects the cases of one crate on one dataset.
///
/// Input bytes of a deserialize / borrow / access / read / update case with variant `v` are
/// the output of the serialize case with variant `v` when one exists, else of the primary
/// serialize case. The engine hands them over 16-byte aligned (rkyv and friends need it).
pub struct Cases<'a, T> {
    data: &'a T,
    cases: Vec<Case<'a, T>>,
}

impl<'a, T> Cases<'a, T> {
    /// An empty collector over `data`.
    pub fn new(data: &'a T) -> Self {
        Self {
            data,
            cases: Vec::new(),
        }
    }

    /// The dataset value being benchmarked.
    pub fn data(&self) -> &'a T {
        self.data
    }

    /// The collected cases, in registration order.
    pub fn into_cases(self) -> Vec<Case<'a, T>> {
        self.cases
    }

    /// Serialize: `f` appends the encoding of the data to the (already cleared) buffer.
    #[cfg_attr(bencher_size_probe, inline(always))]
    pub fn serialize(
        &mut self,
        variant: Variant,
        mut f: impl FnMut(&'a T, &mut Vec<u8>) -> BenchResult<()> + 'a,
    ) {
        if outside_size_probe(variant) {
            return;
        }
        let data = self.data;
        let run = move |buffer: &mut Vec<u8>, iters: u64| {
            let start = Stopwatch::start();
            for _ in 0..iters {
                buffer.clear();
                f(black_box(data), black_box(&mut *buffer))?;
                black_box(&*buffer);
            }
            Ok(start.stop())
        };
        self.push(variant, CaseKind::Serialize(Box::new(run)));
    }

    /// Serialize with a crate that encodes into a buffer of its own and hands out a slice of
    /// it (bitcode's `Buffer`, …): `f` encodes `data` using `state`. The timed loop only
    /// encodes; the last output is copied into the engine's buffer after the clock stops.
    #[cfg_attr(bencher_size_probe, inline(always))]
    pub fn serialize_in_own_buffer<S: 'a>(
        &mut self,
        variant: Variant,
        mut state: S,
        mut f: impl for<'s> FnMut(&'s mut S, &'a T) -> BenchResult<&'s [u8]> + 'a,
    ) {
        if outside_size_probe(variant) {
            return;
        }
        let data = self.data;
        let run = move |buffer: &mut Vec<u8>, iters: u64| {
            let start = Stopwatch::start();
            for _ in 0..iters {
                black_box(f(black_box(&mut state), black_box(data))?);
            }
            let elapsed = start.stop();
            buffer.clear();
            buffer.extend_from_slice(f(&mut state, data)?);
            Ok(elapsed)
        };
        self.push(variant, CaseKind::Serialize(Box::new(run)));
    }

    /// Deserialize into the owned dataset type; the result is compared with the data.
    #[cfg_attr(bencher_size_probe, inline(always))]
    pub fn deserialize(&mut self, variant: Variant, decode: impl Fn(&[u8]) -> BenchResult<T> + 'a)
    where
        T: 'a,
    {
        if outside_size_probe(variant) {
            return;
        }
        let decode = std::rc::Rc::new(decode);
        let timed = decode.clone();
        self.deserialize_with(
            variant,
            move |bytes| timed(bytes),
            move |bytes| decode(bytes),
        );
    }

    /// Deserialize into some other owned type `R` (e.g. generated code without conversion).
    /// `check` decodes and converts to the dataset type for the round-trip comparison.
    #[cfg_attr(bencher_size_probe, inline(always))]
    pub fn deserialize_with<R>(
        &mut self,
        variant: Variant,
        run: impl Fn(&[u8]) -> BenchResult<R> + 'a,
        check: impl Fn(&[u8]) -> BenchResult<T> + 'a,
    ) {
        if outside_size_probe(variant) {
            return;
        }
        let kind = CaseKind::Deserialize {
            run: read_loop(run),
            check: Box::new(check),
        };
        self.push(variant, kind);
    }

    /// Deserialize with a crate that parses its input in place (simd-json): before each
    /// timed run the input is copied into scratch storage ([`AlignedScratch`]), outside the
    /// clock (criterion's `iter_batched` discipline). `check` decodes a copy for the
    /// round-trip comparison.
    #[cfg_attr(bencher_size_probe, inline(always))]
    pub fn deserialize_in_place<R>(
        &mut self,
        variant: Variant,
        run: impl Fn(&mut [u8]) -> BenchResult<R> + 'a,
        check: impl Fn(&mut [u8]) -> BenchResult<T> + 'a,
    ) {
        if outside_size_probe(variant) {
            return;
        }
        let mut scratch = AlignedScratch::default();
        let timed = move |bytes: &[u8], iters: u64| {
            let mut elapsed = Duration::ZERO;
            for _ in 0..iters {
                let input = scratch.load(bytes);
                let start = Stopwatch::start();
                black_box(run(black_box(input))?);
                elapsed += start.stop();
            }
            Ok(elapsed)
        };
        let kind = CaseKind::Deserialize {
            run: Box::new(timed),
            check: Box::new(move |bytes: &[u8]| check(&mut bytes.to_vec())),
        };
        self.push(variant, kind);
    }

    /// Borrowing deserialize: `run` decodes into a type that borrows from the input and
    /// returns anything derived from it (it is black-boxed); `check` converts the borrowed
    /// form to the owned dataset type.
    #[cfg_attr(bencher_size_probe, inline(always))]
    pub fn borrow<R>(
        &mut self,
        variant: Variant,
        run: impl Fn(&[u8]) -> BenchResult<R> + 'a,
        check: impl Fn(&[u8]) -> BenchResult<T> + 'a,
    ) {
        if cfg!(bencher_size_probe) {
            return;
        }
        let kind = CaseKind::Borrow {
            run: read_loop(run),
            check: Box::new(check),
        };
        self.push(variant, kind);
    }

    /// Zero-copy access: `f` turns bytes into structured access (validated or not).
    #[cfg_attr(bencher_size_probe, inline(always))]
    pub fn access<R>(&mut self, variant: Variant, f: impl Fn(&[u8]) -> BenchResult<R> + 'a) {
        if cfg!(bencher_size_probe) {
            return;
        }
        self.push(variant, CaseKind::Access(read_loop(f)));
    }

    /// Zero-copy read: `f` runs through the bytes reading fields and returns what it read.
    #[cfg_attr(bencher_size_probe, inline(always))]
    pub fn read<R>(&mut self, variant: Variant, f: impl Fn(&[u8]) -> BenchResult<R> + 'a) {
        if cfg!(bencher_size_probe) {
            return;
        }
        self.push(variant, CaseKind::Read(read_loop(f)));
    }

    /// Zero-copy access for a crate that decodes in place, patching its input (abomonation
    /// writes pointers into it): see `in_place_loop` for how the input is handed over.
    #[cfg_attr(bencher_size_probe, inline(always))]
    pub fn access_in_place<R>(
        &mut self,
        variant: Variant,
        f: impl Fn(&mut [u8]) -> BenchResult<R> + 'a,
    ) {
        if cfg!(bencher_size_probe) {
            return;
        }
        self.push(variant, CaseKind::Access(in_place_loop(f)));
    }

    /// Zero-copy read for a crate that decodes in place: see [`Cases::access_in_place`].
    #[cfg_attr(bencher_size_probe, inline(always))]
    pub fn read_in_place<R>(
        &mut self,
        variant: Variant,
        f: impl Fn(&mut [u8]) -> BenchResult<R> + 'a,
    ) {
        if cfg!(bencher_size_probe) {
            return;
        }
        self.push(variant, CaseKind::Read(in_place_loop(f)));
    }

    /// Zero-copy update: `f` modifies the bytes in place.
    #[cfg_attr(bencher_size_probe, inline(always))]
    pub fn update(
        &mut self,
        variant: Variant,
        mut f: impl FnMut(&mut [u8]) -> BenchResult<()> + 'a,
    ) {
        if cfg!(bencher_size_probe) {
            return;
        }
        let run = move |bytes: &mut [u8], iters: u64| {
            let start = Stopwatch::start();
            for _ in 0..iters {
                f(black_box(&mut *bytes))?;
            }
            black_box(&*bytes);
            Ok(start.stop())
        };
        self.push(variant, CaseKind::Update(Box::new(run)));
    }

    fn push(&mut self, variant: Variant, kind: CaseKind<'a, T>) {
        self.cases.push(Case { variant, kind });
    }
}

/// Whether a serialize or deserialize registration of `variant` is left out: in a code-size
/// probe build (`--cfg bencher_size_probe`, [`crate::crates::size_probe`]) only the primary
/// serialize and deserialize are registered, and every other case is left out (each
/// registration method returns before boxing its closure), so the probe's wasm holds exactly
/// the crate's code for the primary round trip. The registration methods are then inlined
/// into each adapter's `cases`, where `variant` is a constant and the branch folds away.
#[inline(always)]
fn outside_size_probe(variant: Variant) -> bool {
    cfg!(bencher_size_probe) && variant.is_some()
}

fn read_loop<'a, R>(f: impl Fn(&[u8]) -> BenchResult<R> + 'a) -> ReadLoop<'a> {
    Box::new(move |bytes: &[u8], iters: u64| {
        let start = Stopwatch::start();
        for _ in 0..iters {
            black_box(f(black_box(bytes))?);
        }
        Ok(start.stop())
    })
}

/// The timing loop of an in-place decoder: each batch first copies the input into scratch
/// storage that is 16-byte aligned (as the engine's inputs are), outside the clock, then times
/// `iters` runs of `f` on that same scratch. So `f` must accept its own output as input: an
/// in-place decode that only rewrites what it derives from the rest of the bytes (pointers)
/// does, and the crates that decode in place are used exactly so, decoding a buffer again.
fn in_place_loop<'a, R>(f: impl Fn(&mut [u8]) -> BenchResult<R> + 'a) -> ReadLoop<'a> {
    let mut scratch = AlignedScratch::default();
    Box::new(move |bytes: &[u8], iters: u64| {
        let scratch = scratch.load(bytes);
        let start = Stopwatch::start();
        for _ in 0..iters {
            black_box(f(black_box(&mut *scratch))?);
        }
        Ok(start.stop())
    })
}

/// A memory page: the span within which the engine places each timing's input
/// (`engine::placement`), and the offset an in-place copy keeps.
pub const PAGE: usize = 4096;

/// Reusable byte storage, 16-byte aligned, for an in-place decoder's copy of its input.
///
/// The copy starts at the same offset within a page as the bytes it copies: the engine lays
/// each timing's input out at a drawn offset (`engine::placement`), and the bytes an in-place
/// decoder actually reads keep that layout rather than the scratch allocation's own.
#[derive(Default)]
pub struct AlignedScratch {
    words: Vec<u128>,
}

impl AlignedScratch {
    /// Replaces the contents with a copy of `bytes` and returns them, 16-byte aligned.
    pub fn load(&mut self, bytes: &[u8]) -> &mut [u8] {
        let start = bytes.as_ptr() as usize % PAGE / 16 * 16;
        let words = (start + bytes.len()).div_ceil(16);
        if self.words.len() != words {
            self.words.clear();
            self.words.resize(words, 0);
        }
        // SAFETY: the u128 storage is initialized and at least `start + bytes.len()` bytes
        // long, and any byte pattern is a valid u8.
        let storage = unsafe {
            std::slice::from_raw_parts_mut(
                self.words.as_mut_ptr().cast::<u8>(),
                start + bytes.len(),
            )
        };
        let scratch = &mut storage[start..];
        scratch.copy_from_slice(bytes);
        scratch
    }
}

/// What a crate does on dataset type `T`. Serde-based adapters implement it once for every
/// dataset with a blanket impl; schema-first adapters (prost, capnp, …) implement it per
/// dataset with their generated types.
pub trait Bench<T> {
    /// Registers this crate's cases for `cases.data()`.
    fn cases<'a>(&'a self, cases: &mut Cases<'a, T>);

    /// Zero-copy crates: reads through `bytes` (the primary serialize output) the same fields
    /// as this crate's `read` cases and returns their digest, for tests to compare with
    /// `Dataset::read_digest` of the data. `None` for crates without zero-copy reads.
    fn read_digest(&self, bytes: &[u8]) -> Option<BenchResult<u64>> {
        let _ = bytes;
        None
    }

    /// Why this crate is not measured on dataset `T`, for a crate that leaves it out: it
    /// cannot represent it (zerocopy has no form for strings, …) or reading it would be
    /// undefined behaviour; `None`, the default, for every dataset it measures. Its
    /// [`Bench::cases`] are then never collected: a run records the reason as the crate's
    /// `unsupported` failure on the dataset, in place of figures.
    fn unsupported(&self) -> Option<&'static str> {
        None
    }
}

//! Both suites' code for one case in one binary: our adapter's timed loop, as the bencher runs
//! it on our generated dataset, against the body of upstream's criterion closure on upstream's
//! generated dataset, in alternating batches of calls. A ratio that holds here is a difference
//! of code; one that the harness comparison shows and this does not is the harness's or the
//! binary's (docs/methodology.md, "Against the upstream suite"). Built and run by
//! `scripts/same-binary.sh UPSTREAM_CHECKOUT [GROUP...]`; groups: mesh, log, mk48,
//! minecraft_savedata, layout (default: all).

use std::hint::black_box;
use std::time::Instant;

use ours::adapter::{AlignedScratch, Bench, CaseKind, Cases, SerializeLoop};
use ours::datasets::AllData;
use upstream::bench_flatbuffers::Serialize as _;
use upstream::bench_protobuf::Serialize as _;

#[global_allocator]
static ALLOCATOR: ours::alloc::CountingAllocator = ours::alloc::CountingAllocator;

/// Microseconds of one call.
type Call<'a> = Box<dyn FnMut() -> f64 + 'a>;

/// Upstream's bench seeds its generator with these for every dataset.
fn upstream_rng() -> rand_pcg::Lcg64Xsh32 {
    rand_pcg::Lcg64Xsh32::new(3141592653, 5897932384)
}

/// The same values in another type, through JSON (both suites' types derive serde).
fn convert<A: serde::Serialize, B: serde::de::DeserializeOwned>(value: &A) -> B {
    serde_json::from_value(serde_json::to_value(value).expect("serializes")).expect("converts")
}

fn microseconds_since(start: Instant) -> f64 {
    start.elapsed().as_secs_f64() * 1e6
}

/// Our adapter's case of `kind` and `variant` on `data`.
fn our_case<'a, T, A: Bench<T>>(
    adapter: &'a A,
    data: &'a T,
    kind: fn(&CaseKind<'a, T>) -> bool,
    variant: Option<&str>,
) -> CaseKind<'a, T> {
    let mut cases = Cases::new(data);
    adapter.cases(&mut cases);
    cases
        .into_cases()
        .into_iter()
        .find(|case| kind(&case.kind) && case.variant == variant)
        .expect("the adapter has this case")
        .kind
}

/// The timed loop of our serialize case with `variant`.
fn our_serialize_loop<'a, T, A: Bench<T>>(
    adapter: &'a A,
    data: &'a T,
    variant: Option<&str>,
) -> SerializeLoop<'a> {
    let serialize = |kind: &CaseKind<'a, T>| matches!(kind, CaseKind::Serialize(_));
    let CaseKind::Serialize(run) = our_case(adapter, data, serialize, variant) else {
        unreachable!()
    };
    run
}

/// Our serialize case with `variant`: one call of its timed loop, the time it reports.
fn our_serialize<'a, T, A: Bench<T>>(
    adapter: &'a A,
    data: &'a T,
    variant: Option<&str>,
) -> Call<'a> {
    let mut run = our_serialize_loop(adapter, data, variant);
    let mut buffer = Vec::new();
    Box::new(move || run(&mut buffer, 1).expect("serializes").as_secs_f64() * 1e6)
}

/// Our deserialize case with `variant` on our primary serialize case's output: microseconds
/// of one call.
fn our_deserialize<'a, T, A: Bench<T>>(
    adapter: &'a A,
    data: &'a T,
    variant: Option<&str>,
) -> Call<'a> {
    let deserialize = |kind: &CaseKind<'a, T>| matches!(kind, CaseKind::Deserialize { .. });
    our_read(adapter, data, deserialize, variant, 1)
}

/// Our borrowing deserialize case, as [`our_deserialize`].
fn our_borrow<'a, T, A: Bench<T>>(adapter: &'a A, data: &'a T) -> Call<'a> {
    let borrow = |kind: &CaseKind<'a, T>| matches!(kind, CaseKind::Borrow { .. });
    our_read(adapter, data, borrow, None, 1)
}

/// Consecutive calls a timed batch of an access case makes: one call takes nanoseconds,
/// below the clock's resolution.
const ACCESS_CALLS: u64 = 10_000;

/// Our access case with `variant`: microseconds of [`ACCESS_CALLS`] calls of its own loop.
fn our_access<'a, T, A: Bench<T>>(adapter: &'a A, data: &'a T, variant: Option<&str>) -> Call<'a> {
    let access = |kind: &CaseKind<'a, T>| matches!(kind, CaseKind::Access(_));
    our_read(adapter, data, access, variant, ACCESS_CALLS)
}

/// Our case of `kind` and `variant` that reads our primary serialize case's output, handed
/// over 16-byte aligned as the engine does: microseconds of `calls` calls of its own loop.
fn our_read<'a, T, A: Bench<T>>(
    adapter: &'a A,
    data: &'a T,
    kind: fn(&CaseKind<'a, T>) -> bool,
    variant: Option<&str>,
    calls: u64,
) -> Call<'a> {
    let mut bytes = Vec::new();
    our_serialize_loop(adapter, data, None)(&mut bytes, 1).expect("serializes");
    let mut scratch = AlignedScratch::default();
    let (CaseKind::Deserialize { mut run, .. }
    | CaseKind::Borrow { mut run, .. }
    | CaseKind::Access(mut run)) = our_case(adapter, data, kind, variant)
    else {
        unreachable!("a case that reads bytes")
    };
    Box::new(move || {
        // The copy is outside the time `run` reports.
        let aligned = scratch.load(&bytes);
        run(aligned, calls).expect("reads").as_secs_f64() * 1e6
    })
}

/// Upstream's flatbuffers serialize: its closure body, into its reused 10 MB builder.
fn upstream_flatbuffers_serialize<'a, T>(theirs: &'a T) -> Call<'a>
where
    T: for<'b> upstream::bench_flatbuffers::Serialize<'b>,
{
    let mut fbb = flatbuffers::FlatBufferBuilder::with_capacity(10_000_000);
    Box::new(move || {
        let start = Instant::now();
        black_box(&mut fbb).reset();
        let root = theirs.serialize_fb(&mut fbb);
        fbb.finish(root, None);
        black_box(&mut fbb);
        microseconds_since(start)
    })
}

fn median(mut values: Vec<f64>) -> f64 {
    values.sort_by(f64::total_cmp);
    values[values.len() / 2]
}

/// Times `ours` and `theirs` in alternating batches of consecutive calls (about 20 ms each,
/// warm as in a criterion loop) and prints the medians of the batches' means.
fn compare(name: &str, mut ours: Call<'_>, mut theirs: Call<'_>) {
    let once = ours() + theirs();
    let batch = ((20_000.0 / once).ceil() as usize).max(1);
    let batches = (3_000 / batch).clamp(7, 41);
    let mean = |call: &mut Call<'_>| (0..batch).map(|_| call()).sum::<f64>() / batch as f64;
    let (mut our_means, mut their_means) = (Vec::new(), Vec::new());
    for _ in 0..batches {
        our_means.push(mean(&mut ours));
        their_means.push(mean(&mut theirs));
    }
    let (ours, theirs) = (median(our_means), median(their_means));
    println!(
        "{name}: ours {ours:.1} µs, upstream {theirs:.1} µs, ours / upstream {:.2} ({batches} batches of {batch})",
        ours / theirs
    );
}

fn mesh(data: &AllData) {
    use upstream::datasets::mesh::{fb, Mesh, Triangle, Vector3};
    let theirs = Mesh {
        triangles: upstream::generate_vec::<_, Triangle>(&mut upstream_rng(), 125_000..125_001),
    };
    assert!(
        data.mesh == convert(&theirs),
        "both suites generate the same mesh"
    );
    let flatbuffers = &ours::crates::flatbuffers::Flatbuffers;

    compare(
        "mesh/flatbuffers/serialize",
        our_serialize(flatbuffers, &data.mesh, None),
        upstream_flatbuffers_serialize(&theirs),
    );
    // Upstream's types and data, built the way our adapter builds them (last triangle
    // first, each with `Triangle::new`): what is left is the code around the loop.
    let mut fbb = flatbuffers::FlatBufferBuilder::with_capacity(10_000_000);
    compare(
        "mesh/flatbuffers/serialize, upstream's side built as ours",
        our_serialize(flatbuffers, &data.mesh, None),
        Box::new(|| {
            let vector = |v: &Vector3| fb::Vector3::new(v.x, v.y, v.z);
            let start = Instant::now();
            black_box(&mut fbb).reset();
            fbb.start_vector::<fb::Triangle>(theirs.triangles.len());
            for t in theirs.triangles.iter().rev() {
                let normal = vector(&t.normal);
                fbb.push(fb::Triangle::new(
                    &vector(&t.v0),
                    &vector(&t.v1),
                    &vector(&t.v2),
                    &normal,
                ));
            }
            let triangles = fbb.end_vector(theirs.triangles.len());
            let mut root = fb::MeshBuilder::new(&mut fbb);
            root.add_triangles(triangles);
            let root = root.finish();
            fbb.finish(root, None);
            black_box(&mut fbb);
            microseconds_since(start)
        }),
    );

    let mut serializer = flexbuffers::FlexbufferSerializer::new();
    compare(
        "mesh/flexbuffers/serialize",
        our_serialize(&ours::crates::flexbuffers::Flexbuffers, &data.mesh, None),
        Box::new(|| {
            let start = Instant::now();
            black_box(&mut serializer).reset();
            serde::Serialize::serialize(&theirs, &mut serializer).expect("serializes");
            microseconds_since(start)
        }),
    );

    let mut fbb = flatbuffers::FlatBufferBuilder::new();
    let root = theirs.serialize_fb(&mut fbb);
    fbb.finish(root, None);
    let their_bytes = fbb.finished_data();
    compare(
        "mesh/flatbuffers/access (validated upfront with error), 10,000 calls",
        our_access(
            flatbuffers,
            &data.mesh,
            Some("validated upfront with error"),
        ),
        Box::new(|| {
            let start = Instant::now();
            for _ in 0..ACCESS_CALLS {
                black_box(flatbuffers::root::<fb::Mesh>(black_box(their_bytes)).expect("verifies"));
            }
            microseconds_since(start)
        }),
    );

    // Upstream's closure returns a new `Vec` a call, grown from empty; our case writes into
    // the buffer it reuses from call to call, as every crate's serialize does.
    compare(
        "mesh/nanoserde/serialize",
        our_serialize(&ours::crates::nanoserde::Nanoserde, &data.mesh, None),
        Box::new(|| {
            let start = Instant::now();
            nanoserde::SerBin::serialize_bin(black_box(&theirs));
            black_box(());
            microseconds_since(start)
        }),
    );
}

fn log(data: &AllData) {
    use upstream::datasets::log::{Log, Logs};
    let theirs = Logs {
        logs: upstream::generate_vec::<_, Log>(&mut upstream_rng(), 10_000..10_001),
    };
    assert!(
        data.log == convert(&theirs),
        "both suites generate the same logs"
    );
    bitcode("log", &data.log, &theirs);
    rkyv("log", &data.log, &theirs);

    let mut bytes = Vec::new();
    flexon::to_writer(&mut bytes, &theirs).expect("serializes");
    compare(
        "log/flexon/deserialize",
        our_deserialize(&ours::crates::flexon::Flexon, &data.log, None),
        Box::new(|| {
            let start = Instant::now();
            black_box(flexon::from_slice::<'_, Logs>(black_box(&bytes)).expect("deserializes"));
            microseconds_since(start)
        }),
    );

    let mut bytes = Vec::new();
    ciborium::into_writer(&theirs, &mut bytes).expect("serializes");
    compare(
        "log/ciborium/deserialize",
        our_deserialize(&ours::crates::ciborium::Ciborium, &data.log, None),
        Box::new(|| {
            let start = Instant::now();
            black_box(
                ciborium::from_reader::<Logs, _>(black_box(bytes.as_slice()))
                    .expect("deserializes"),
            );
            microseconds_since(start)
        }),
    );

    let mut bytes = Vec::new();
    rmp_serde::encode::write(&mut bytes, &theirs).expect("serializes");
    compare(
        "log/rmp-serde/borrow",
        our_borrow(&ours::crates::rmp_serde::RmpSerde, &data.log),
        Box::new(|| {
            let start = Instant::now();
            black_box(
                rmp_serde::from_slice::<upstream::datasets::log::BorrowLogs<'_>>(black_box(&bytes))
                    .expect("deserializes"),
            );
            microseconds_since(start)
        }),
    );
}

fn bitcode<T: bitcode::Encode + bitcode::DecodeOwned, O>(name: &str, ours: &O, theirs: &T)
where
    ours::crates::bitcode::Bitcode: Bench<O>,
{
    let adapter = &ours::crates::bitcode::Bitcode;
    let mut buffer = bitcode::Buffer::new();
    compare(
        &format!("{name}/bitcode/serialize"),
        our_serialize(adapter, ours, None),
        Box::new(|| {
            let start = Instant::now();
            black_box(buffer.encode(black_box(theirs)));
            microseconds_since(start)
        }),
    );
    let encoded = bitcode::Buffer::new().encode(theirs).to_vec();
    let mut buffer = bitcode::Buffer::new();
    compare(
        &format!("{name}/bitcode/deserialize"),
        our_deserialize(adapter, ours, None),
        Box::new(|| {
            let start = Instant::now();
            black_box(buffer.decode::<T>(black_box(&encoded)).expect("decodes"));
            microseconds_since(start)
        }),
    );
}

/// rkyv's serialize and unvalidated deserialize. Upstream serializes into an `AlignedVec` of
/// 10 MB capacity, ours into the engine's reused `Vec<u8>`.
fn rkyv<T, O>(name: &str, ours: &O, theirs: &T)
where
    T: rkyv::Archive + for<'a> rkyv::Serialize<upstream::bench_rkyv::BenchSerializer<'a>>,
    T::Archived: rkyv::Deserialize<T, upstream::bench_rkyv::BenchDeserializer>
        + for<'a> rkyv::bytecheck::CheckBytes<rkyv::api::high::HighValidator<'a, rkyv::rancor::Failure>>,
    ours::crates::rkyv::Rkyv: Bench<O>,
{
    use rkyv::rancor::Failure;
    let adapter = &ours::crates::rkyv::Rkyv;
    let mut buffer = rkyv::util::AlignedVec::<16>::with_capacity(10_000_000);
    compare(
        &format!("{name}/rkyv/serialize"),
        our_serialize(adapter, ours, None),
        Box::new(|| {
            let start = Instant::now();
            buffer.clear();
            buffer = black_box(
                rkyv::api::high::to_bytes_in(
                    black_box(theirs),
                    black_box(std::mem::take(&mut buffer)),
                )
                .expect("serializes"),
            );
            microseconds_since(start)
        }),
    );
    let bytes =
        rkyv::api::high::to_bytes_in::<_, Failure>(theirs, rkyv::util::AlignedVec::<16>::new())
            .expect("serializes");
    compare(
        &format!("{name}/rkyv/deserialize (unvalidated)"),
        our_deserialize(adapter, ours, Some("unvalidated")),
        Box::new(|| {
            let start = Instant::now();
            // SAFETY: rkyv's own output of this type, aligned by AlignedVec.
            let value = unsafe { rkyv::access_unchecked::<T::Archived>(black_box(bytes.as_ref())) };
            black_box(rkyv::deserialize::<T, Failure>(value).expect("deserializes"));
            microseconds_since(start)
        }),
    );
    compare(
        &format!("{name}/rkyv/deserialize (validated upfront with error)"),
        our_deserialize(adapter, ours, Some("validated upfront with error")),
        Box::new(|| {
            let start = Instant::now();
            let value = rkyv::access::<T::Archived, Failure>(black_box(bytes.as_ref()))
                .expect("validates");
            black_box(rkyv::deserialize::<T, Failure>(value).expect("deserializes"));
            microseconds_since(start)
        }),
    );
    compare(
        &format!("{name}/rkyv/access (unvalidated), {ACCESS_CALLS} calls"),
        our_access(adapter, ours, Some("unvalidated")),
        Box::new(|| {
            // Criterion's `iter` loop around upstream's closure body.
            let start = Instant::now();
            for _ in 0..ACCESS_CALLS {
                // SAFETY: as above.
                black_box(unsafe {
                    rkyv::access_unchecked::<T::Archived>(black_box(bytes.as_ref()))
                });
            }
            microseconds_since(start)
        }),
    );
}

fn mk48_upstream() -> upstream::datasets::mk48::Updates {
    upstream::datasets::mk48::Updates {
        updates: upstream::generate_vec(&mut upstream_rng(), 1000..1001),
    }
}

fn mk48(data: &AllData) {
    let theirs = mk48_upstream();
    assert!(
        data.mk48 == convert(&theirs),
        "both suites generate the same updates"
    );
    bitcode("mk48", &data.mk48, &theirs);
    rkyv("mk48", &data.mk48, &theirs);

    let protobuf = &ours::crates::protobuf::RustProtobuf;
    let mut buffer: Vec<u8> = Vec::with_capacity(10_000_000);
    let mut populate_and_encode = || {
        black_box(&mut buffer).clear();
        protobuf::Message::write_to_vec(&theirs.serialize_pb(), &mut buffer).expect("encodes");
    };
    let (_, their_allocations) = ours::alloc::count(&mut populate_and_encode);
    let mut our_populate = our_serialize(protobuf, &data.mk48, Some("populate"));
    our_populate();
    let (_, our_allocations) = ours::alloc::count(&mut our_populate);
    println!(
        "mk48/protobuf/serialize (populate) allocations (count, bytes): ours {:?}, upstream {:?}",
        our_allocations.map(|a| (a.count, a.bytes)),
        their_allocations.map(|a| (a.count, a.bytes))
    );
    compare(
        "mk48/protobuf/serialize (populate)",
        our_populate,
        Box::new(|| {
            let start = Instant::now();
            populate_and_encode();
            microseconds_since(start)
        }),
    );

    compare(
        "mk48/flatbuffers/serialize",
        our_serialize(&ours::crates::flatbuffers::Flatbuffers, &data.mk48, None),
        upstream_flatbuffers_serialize(&theirs),
    );
}

fn minecraft_savedata(data: &AllData) {
    use upstream::datasets::minecraft_savedata::{Player, Players};
    let theirs = Players {
        players: upstream::generate_vec::<_, Player>(&mut upstream_rng(), 500..501),
    };
    assert!(
        data.minecraft_savedata == convert(&theirs),
        "both suites generate the same players"
    );
    bitcode("minecraft_savedata", &data.minecraft_savedata, &theirs);
    rkyv("minecraft_savedata", &data.minecraft_savedata, &theirs);
    compare(
        "minecraft_savedata/flatbuffers/serialize",
        our_serialize(
            &ours::crates::flatbuffers::Flatbuffers,
            &data.minecraft_savedata,
            None,
        ),
        upstream_flatbuffers_serialize(&theirs),
    );
}

/// Our own code on equal values laid out differently in memory: the dataset as generated
/// (its vectors allocated in order) against a copy read back from JSON (the same values,
/// their vectors wherever the parse left them).
fn layout(data: &AllData) {
    let scattered: ours::datasets::mk48::Updates = convert(&mk48_upstream());
    assert!(scattered == data.mk48);
    let flatbuffers = &ours::crates::flatbuffers::Flatbuffers;
    compare(
        "mk48/flatbuffers/serialize, ours on the generated data against ours on a copy read from JSON (as 'upstream')",
        our_serialize(flatbuffers, &data.mk48, None),
        our_serialize(flatbuffers, &scattered, None),
    );
}

fn main() {
    let groups: Vec<String> = std::env::args().skip(1).collect();
    let wanted = |group: &str| groups.is_empty() || groups.iter().any(|g| g == group);
    let data = AllData::generate();
    let all: [(&str, fn(&AllData)); 5] = [
        ("mesh", mesh),
        ("log", log),
        ("mk48", mk48),
        ("minecraft_savedata", minecraft_savedata),
        ("layout", layout),
    ];
    for (name, run) in all {
        if wanted(name) {
            run(&data);
        }
    }
}

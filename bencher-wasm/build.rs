//! Gives the wasm module the stack a native main thread has (8 MiB). wasm-ld's default is
//! 1 MiB, which some crates' deeply nested encoders (compactly's contexts in a debug build)
//! overflow: in wasm that is an out-of-bounds memory access, not a clean stack overflow.

fn main() {
    println!("cargo:rerun-if-changed=build.rs");
    if std::env::var("CARGO_CFG_TARGET_ARCH").as_deref() == Ok("wasm32") {
        println!("cargo:rustc-link-arg-cdylib=-zstack-size=8388608");
    }
}

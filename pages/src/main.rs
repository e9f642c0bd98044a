//! Entry point of the explorer's WebAssembly binary (built by Trunk from the repository root).

#[cfg(target_arch = "wasm32")]
fn main() {
    pages::start();
}

/// Natively there is no page to render; the library's pure parts are tested with `cargo test`.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("pages is a WebAssembly app: build it with `trunk build` at the repository root");
    std::process::exit(2);
}

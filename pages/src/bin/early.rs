//! Entry point of the page's first module (`pages::early`), built by Trunk beside the app's:
//! a module without Yew, small enough to rank before the app has loaded.

#[cfg(target_arch = "wasm32")]
fn main() {
    pages::early::start();
}

/// Natively there is no page; the module's logic is tested with the library's.
#[cfg(not(target_arch = "wasm32"))]
fn main() {
    eprintln!("early is the page's first WebAssembly module: build the site with `trunk build`");
    std::process::exit(2);
}

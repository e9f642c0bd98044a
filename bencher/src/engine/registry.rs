//! The [`Suite`] of this build: the adapters of [`crate::crates::registry`] on the datasets of
//! [`crate::datasets`].

use crate::adapter::{Bench, CrateMeta};
use crate::crates::{self, Visit};
use crate::datasets::{AllData, Dataset};
use crate::engine::panics::{self, Panic};
use crate::engine::prepare::Problem;
use crate::engine::{DatasetError, Session, Suite};
use std::cell::OnceCell;

/// The crates compiled into this build, on the datasets (generated once, on first use).
#[derive(Default)]
pub struct RegistrySuite {
    data: OnceCell<Result<AllData, Panic>>,
}

impl RegistrySuite {
    /// The suite of this build; nothing is generated until a dataset is visited.
    pub fn new() -> Self {
        Self::default()
    }

    fn data(&self) -> Result<&AllData, DatasetError> {
        self.data
            .get_or_init(|| panics::catch(AllData::generate))
            .as_ref()
            .map_err(|panic| DatasetError::Panicked(panic.clone()))
    }
}

impl Suite for RegistrySuite {
    fn crates(&self) -> Vec<CrateMeta> {
        crates::registry().iter().map(|a| *a.meta()).collect()
    }

    fn datasets(&self) -> Vec<&'static str> {
        schema::datasets::dataset_names()
    }

    fn visit<'s>(
        &'s self,
        dataset: &str,
        crate_ids: &[&str],
        session: &mut Session<'s>,
    ) -> Result<(), DatasetError> {
        let data = self.data()?;
        for id in crate_ids {
            let adapter =
                crates::find(id).ok_or_else(|| DatasetError::UnknownCrate((*id).to_owned()))?;
            let meta = adapter.meta();
            let mut visitor = SessionVisitor {
                session: &mut *session,
                dataset,
                meta,
            };
            // The session registers the adapter's cases (`Session::run_crate`), where a panic
            // is the crate's failure; one anywhere else while visiting is too, and the run goes
            // on with the next crate.
            match panics::catch(|| crates::visit_dataset(adapter, dataset, data, &mut visitor)) {
                Ok(Ok(())) => {}
                Ok(Err(unknown)) => return Err(unknown.into()),
                Err(panic) => session.skip_crate(
                    dataset,
                    meta,
                    Problem::new(
                        "cases",
                        None,
                        format!("registering cases panicked: {panic}"),
                    ),
                ),
            }
        }
        Ok(())
    }
}

/// Hands each adapter to the session, which registers its cases.
struct SessionVisitor<'v, 's> {
    session: &'v mut Session<'s>,
    dataset: &'v str,
    meta: &'static CrateMeta,
}

impl<'s> Visit<'s> for SessionVisitor<'_, 's> {
    fn visit<T: Dataset>(&mut self, bench: &'s dyn Bench<T>, data: &'s T) {
        self.session.run_crate(self.dataset, self.meta, bench, data);
    }
}

//! The wasm timer: criterion needs a file system and std's clock, and a browser has neither.
//! The profile's criterion budget is spent by the sampler instead (see [`super`]): warm-up
//! as long as criterion's, then `sample_size` samples over its measurement time, each
//! sample a batch of calls lasting at least its share of that time and a hundred steps of
//! the browser's clock ([`sampler::sample_routine`]).

use super::common::{CriterionSettings, MeasureError};
use crate::adapter::BenchResult;
use crate::engine::sampler::{self, SamplerSettings};
use schema::Timing;
use std::time::Duration;
use web_time::Instant;

/// Times routines with the sampler, as criterion would budget them.
pub struct Timer {
    settings: CriterionSettings,
}

impl Timer {
    /// A timer spending `settings`' time per measurement.
    pub fn new(settings: &CriterionSettings) -> std::io::Result<Self> {
        Ok(Self {
            settings: *settings,
        })
    }

    /// Measures `routine` (run `iters` times, return the time taken). An error in the routine
    /// ends the measurement and is returned; a panic aborts the wasm instance, which its host
    /// reports.
    pub fn time(
        &mut self,
        routine: &mut dyn FnMut(u64) -> BenchResult<Duration>,
    ) -> Result<Timing, MeasureError> {
        let settings = &self.settings;
        // Warm up as criterion does, doubling the batch until the warm-up time is spent; the
        // last batch tells the time of one call.
        let started = Instant::now();
        let mut calls = 1u64;
        let one_call = loop {
            let elapsed = routine(calls).map_err(MeasureError::Failed)?;
            if started.elapsed() >= settings.warm_up || calls >= 1 << 32 {
                break elapsed.div_f64(calls as f64);
            }
            calls *= 2;
        };
        let samples = settings.sample_size.max(2);
        let sampling = SamplerSettings {
            min_samples: samples,
            max_samples: samples,
            target: settings.measurement,
            min_sample: settings.measurement / samples as u32,
        };
        sampler::sample_routine(&sampling, one_call, routine).map_err(MeasureError::Failed)
    }
}

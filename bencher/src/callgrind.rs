//! Callgrind's collection, switched on around exactly the timed call: the counting mode of
//! [`crate::engine::instructions`] arms it, and the clock of every timing loop
//! ([`crate::adapter::Stopwatch`]) switches collection on where it starts and off where it
//! stops. A leaf, so that the adapters' contract and the engine both use it and neither
//! imports the other for it.

use gungraun::client_requests::callgrind;
use std::sync::atomic::{AtomicBool, Ordering};

/// Whether the next stopwatch start switches collection on (set around the counted call only).
static ARMED: AtomicBool = AtomicBool::new(false);
/// Whether collection is on, so that a call that fails between start and stop is switched off.
static COLLECTING: AtomicBool = AtomicBool::new(false);

/// Arms (or disarms) the stopwatch: while armed, its start and stop switch collection.
pub fn arm(armed: bool) {
    ARMED.store(armed, Ordering::Relaxed);
}

/// Called by [`crate::adapter::Stopwatch::start`]: when armed, collection starts.
#[inline(always)]
pub fn clock_started() {
    if ARMED.load(Ordering::Relaxed) {
        collect(true);
    }
}

/// Called by [`crate::adapter::Stopwatch::stop`]: when armed, collection stops.
#[inline(always)]
pub fn clock_stopping() {
    if ARMED.load(Ordering::Relaxed) {
        collect(false);
    }
}

/// Switches callgrind's collection to `on` (a toggle, so only when it is not already).
#[inline(always)]
pub fn collect(on: bool) {
    if COLLECTING.swap(on, Ordering::Relaxed) != on {
        callgrind::toggle_collect();
    }
}

//! Turning a panicking crate into a recorded failure.
//!
//! [`catch`] runs adapter code under `catch_unwind`. While it runs, the panic hook installed by
//! [`install_hook`] stores the panic's message and location for [`catch`] to return instead of
//! printing them over the progress bar. Panics outside [`catch`] (bugs in the bencher itself)
//! still go to the default hook.

use std::any::Any;
use std::cell::{Cell, RefCell};
use std::panic::{self, AssertUnwindSafe};
use std::sync::Once;

/// A panic caught by [`catch`]: its message, and where it was raised when the panic hook saw
/// it (`bad input at src/crates/x.rs:12`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct Panic {
    /// The panic's message, with its location when known.
    pub message: String,
}

impl Panic {
    /// A panic with this message.
    pub fn new(message: impl Into<String>) -> Self {
        Self {
            message: message.into(),
        }
    }
}

/// Payload used to unwind out of criterion's loop when a case returns an error.
pub struct Abort;

thread_local! {
    static CAPTURING: Cell<bool> = const { Cell::new(false) };
    static LAST: RefCell<Option<String>> = const { RefCell::new(None) };
}

/// Installs the capturing panic hook (once per process); it chains to the previous hook for
/// panics outside [`catch`].
pub fn install_hook() {
    static ONCE: Once = Once::new();
    ONCE.call_once(|| {
        let previous = panic::take_hook();
        panic::set_hook(Box::new(move |info| {
            if CAPTURING.with(Cell::get) {
                let location = info
                    .location()
                    .map(|l| format!(" at {}:{}", l.file(), l.line()))
                    .unwrap_or_default();
                let message = format!("{}{location}", payload_message(info.payload()));
                LAST.with(|last| *last.borrow_mut() = Some(message));
                // A panic aborts a wasm instance: nothing returns to `catch`, so the host's
                // hook must hear of it.
                if cfg!(target_arch = "wasm32") {
                    previous(info);
                }
            } else {
                previous(info);
            }
        }));
    });
}

/// Runs `f`; a panic inside becomes `Err` with its message. Code run by `f` may assume nothing about
/// state it shared with the panicking code, which is why `f` is asserted unwind-safe here: the
/// engine drops everything a failed case touched.
pub fn catch<R>(f: impl FnOnce() -> R) -> Result<R, Panic> {
    install_hook();
    let was_capturing = CAPTURING.with(|c| c.replace(true));
    LAST.with(|last| last.borrow_mut().take());
    let result = panic::catch_unwind(AssertUnwindSafe(f));
    CAPTURING.with(|c| c.set(was_capturing));
    result.map_err(|payload| {
        Panic::new(
            LAST.with(|last| last.borrow_mut().take())
                .unwrap_or_else(|| payload_message(payload.as_ref())),
        )
    })
}

fn payload_message(payload: &(dyn Any + Send)) -> String {
    if let Some(s) = payload.downcast_ref::<&str>() {
        (*s).to_owned()
    } else if let Some(s) = payload.downcast_ref::<String>() {
        s.clone()
    } else if payload.is::<Abort>() {
        "aborted".to_owned()
    } else {
        "non-string panic payload".to_owned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn catch_returns_the_value_or_the_panic_message_with_location() {
        assert_eq!(catch(|| 7), Ok(7));
        let message = catch(|| -> u8 { panic!("bad {}", 42) })
            .unwrap_err()
            .message;
        assert!(message.starts_with("bad 42 at "), "{message}");
        assert!(message.contains("panics.rs"), "{message}");
    }

    #[test]
    fn nested_catch_restores_capturing() {
        let outer = catch(|| {
            let inner = catch(|| -> () { panic!("inner") });
            assert!(inner.unwrap_err().message.starts_with("inner"));
            panic!("outer")
        });
        assert!(outer.unwrap_err().message.starts_with("outer"));
    }
}

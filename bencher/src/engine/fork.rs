//! A closure run in a forked copy of this process, its result brought back as JSON.
//!
//! The counting mode's way to give a count the same starting state whatever ran before it:
//! what a call executes depends on the allocator's state (whether a `realloc` copies, whether a
//! `calloc` clears, which free list a `malloc` searches), and that state is the history of the
//! process. A fork starts from its parent's state and leaves it untouched, so each case counted
//! in a fork of its crate's process counts the same whatever cases were counted before it, and
//! a crate counted in a fork of the process that generated the data counts nearly the same
//! alone or among others (what still differs: `docs/instruction-counts.md`, "Figures that
//! vary").

use crate::engine::panics;
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::fs::File;
use std::io::{Read, Write};
use std::os::fd::{FromRawFd, OwnedFd};

/// Why [`in_fork`] brought no result back. The messages are those a counting records as the
/// failure of what it was counting.
#[derive(Debug, thiserror::Error)]
pub enum ForkError {
    /// The pipe to read the child's result from could not be made.
    #[error("pipe: {0}")]
    Pipe(std::io::Error),
    /// The process could not fork.
    #[error("fork: {0}")]
    Fork(std::io::Error),
    /// The closure panicked in the child: the panic's message.
    #[error("{0}")]
    Panicked(String),
    /// The child's result could not be read from the pipe.
    #[error("reading the forked child: {0}")]
    Read(std::io::Error),
    /// The child ended other than by writing its result (killed, or its result not encodable).
    #[error("the forked child ended abnormally (status {status})")]
    Abnormal {
        /// The wait status `waitpid` gave.
        status: i32,
    },
    /// The child's result did not decode.
    #[error("reading the forked child's result: {0}")]
    Decode(serde_json::Error),
}

/// Runs `f` in a forked child and returns its result; an error says why none came back (the
/// child panicked, was killed, or the fork failed). The parent's memory is never changed by `f`.
///
/// Only for a single-threaded process (the counting mode): the child holds the forking thread
/// alone, and ends with `_exit`, running no destructor and flushing no buffer of the parent's.
pub fn in_fork<R: Serialize + DeserializeOwned>(f: impl FnOnce() -> R) -> Result<R, ForkError> {
    let mut fds = [0; 2];
    // SAFETY: `fds` has room for the two descriptors `pipe` writes.
    if unsafe { libc::pipe(fds.as_mut_ptr()) } != 0 {
        return Err(ForkError::Pipe(std::io::Error::last_os_error()));
    }
    // SAFETY: `pipe` succeeded, so both descriptors are open and owned by nothing else.
    let (reader, writer) = unsafe { (OwnedFd::from_raw_fd(fds[0]), OwnedFd::from_raw_fd(fds[1])) };
    // SAFETY: the caller runs single-threaded (see above); the child only runs `f`, writes to
    // the pipe and leaves by `_exit`.
    match unsafe { libc::fork() } {
        -1 => Err(ForkError::Fork(std::io::Error::last_os_error())),
        0 => {
            drop(reader);
            let outcome: Result<R, String> = panics::catch(f).map_err(|panic| panic.message);
            let mut writer = File::from(writer);
            let written = serde_json::to_vec(&outcome).is_ok_and(|text| {
                let length = (text.len() as u64).to_le_bytes();
                writer.write_all(&length).is_ok() && writer.write_all(&text).is_ok()
            });
            // SAFETY: ends the child at once, as the fork of a process must.
            unsafe { libc::_exit(if written { 0 } else { 1 }) }
        }
        child => {
            drop(writer);
            let read = read_result(File::from(reader));
            let mut status = 0;
            // SAFETY: `child` is this process's child, waited for once.
            unsafe { libc::waitpid(child, &mut status, 0) };
            let text = read.map_err(ForkError::Read)?;
            if !libc::WIFEXITED(status) || libc::WEXITSTATUS(status) != 0 {
                return Err(ForkError::Abnormal { status });
            }
            serde_json::from_slice::<Result<R, String>>(&text)
                .map_err(ForkError::Decode)?
                .map_err(ForkError::Panicked)
        }
    }
}

/// The child's result, read as one allocation of its announced length: reading the pipe to
/// its end instead grows the buffer by however the bytes happen to arrive, which leaves the
/// parent's heap (the next fork's starting state) differing from run to run.
fn read_result(mut pipe: File) -> std::io::Result<Vec<u8>> {
    let mut length = [0; 8];
    pipe.read_exact(&mut length)?;
    let length = usize::try_from(u64::from_le_bytes(length))
        .map_err(|_| std::io::Error::other("a result longer than memory"))?;
    let mut text = vec![0; length];
    pipe.read_exact(&mut text)?;
    Ok(text)
}

#[cfg(test)]
mod tests {
    use super::in_fork;

    #[test]
    fn the_result_comes_back_and_the_parent_is_untouched() {
        let mut seen = vec![1];
        let got = in_fork(|| {
            seen.push(2);
            seen.len()
        });
        assert_eq!(got.ok(), Some(2));
        assert_eq!(seen, vec![1], "the child's change stays in the child");
    }

    #[test]
    fn a_panic_in_the_child_is_an_error() {
        let got = in_fork(|| -> u64 { panic!("boom in the child") });
        let error = got.unwrap_err();
        assert!(matches!(error, super::ForkError::Panicked(_)), "{error:?}");
        assert!(error.to_string().contains("boom in the child"), "{error}");
    }
}

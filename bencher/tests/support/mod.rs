//! Helpers shared by the integration tests: run cases once, aligned byte buffers.

#![allow(dead_code)] // each test binary uses its own subset

use bencher::adapter::{Case, CaseKind, Variant};

/// Bytes in 16-byte aligned storage, as the engine hands them to deserialize and zero-copy
/// cases (rkyv needs the alignment).
pub struct Aligned {
    storage: Vec<u128>,
    len: usize,
}

impl Aligned {
    /// An aligned copy of `bytes`.
    pub fn new(bytes: &[u8]) -> Self {
        let mut aligned = Aligned {
            storage: vec![0u128; bytes.len().div_ceil(16)],
            len: bytes.len(),
        };
        aligned.bytes_mut().copy_from_slice(bytes);
        aligned
    }

    /// The bytes.
    pub fn bytes(&self) -> &[u8] {
        // SAFETY: the u128 storage is initialized, at least `len` bytes long, and any byte
        // pattern is a valid u8.
        unsafe { std::slice::from_raw_parts(self.storage.as_ptr().cast::<u8>(), self.len) }
    }

    /// The bytes, mutably.
    pub fn bytes_mut(&mut self) -> &mut [u8] {
        // SAFETY: see `new`.
        unsafe { std::slice::from_raw_parts_mut(self.storage.as_mut_ptr().cast::<u8>(), self.len) }
    }
}

/// Runs every serialize case once and returns each variant's output, in case order.
pub fn serialize_outputs<T>(cases: &mut [Case<'_, T>]) -> Result<Vec<(Variant, Vec<u8>)>, String> {
    let mut outputs = Vec::new();
    for case in cases.iter_mut() {
        if let CaseKind::Serialize(run) = &mut case.kind {
            let mut buffer = Vec::new();
            run(&mut buffer, 1).map_err(|e| format!("serialize {:?}: {e}", case.variant))?;
            outputs.push((case.variant, buffer));
        }
    }
    Ok(outputs)
}

/// The serialized input of a case with `variant`: the output of the serialize case of the
/// same variant if there is one, else of the primary serialize case.
pub fn input_for(outputs: &[(Variant, Vec<u8>)], variant: Variant) -> Option<&[u8]> {
    outputs
        .iter()
        .find(|(v, _)| *v == variant)
        .or_else(|| outputs.iter().find(|(v, _)| v.is_none()))
        .map(|(_, bytes)| bytes.as_slice())
}

//! FlatBuffers modules, one per dataset schema (`bencher/schemas/<dataset>.fbs`).

pub mod log_generated;
pub mod mesh_generated;
pub mod minecraft_savedata_generated;
pub mod mk48_generated;
pub mod record_generated;

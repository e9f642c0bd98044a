//! Cap'n Proto modules, one per dataset schema (`bencher/schemas/<dataset>.capnp`).

pub mod log_capnp;
pub mod mesh_capnp;
pub mod minecraft_savedata_capnp;
pub mod mk48_capnp;
pub mod record_capnp;

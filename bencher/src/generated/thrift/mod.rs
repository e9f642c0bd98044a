//! Apache Thrift modules, one per dataset schema (`bencher/schemas/<dataset>.thrift`).

pub mod log;
pub mod mesh;
pub mod minecraft_savedata;
pub mod mk48;
pub mod record;

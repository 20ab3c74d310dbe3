//! Batch builds: many figure jobs from a TOML file, in parallel, written
//! atomically, skipped when unchanged, or checked against the files on disk.

pub mod cache;
pub mod config;
pub mod render;
pub mod run;

/// The default gallery, built when no configuration file is given.
pub const GALLERY: &str = include_str!("../../templates/gallery.toml");

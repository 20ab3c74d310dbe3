//! The record of what each job was last built from, kept beside the
//! outputs, so unchanged jobs are skipped.

use std::collections::BTreeMap;
use std::path::Path;

use sha2::{Digest, Sha256};

use crate::build::config::{BuildJob, Puzzle};

/// The cache file's name inside the output folder.
pub const CACHE_FILE: &str = ".boardfig-cache";

/// A content hash of a job's resolved options, formats, the tool version
/// and a fingerprint of the sources it was built from.
pub fn job_hash(job: &BuildJob) -> String {
    let options = match &job.puzzle {
        Puzzle::Knight(knight) => format!(
            "knight {}",
            serde_json::to_string(knight).expect("plain data")
        ),
        Puzzle::Queens(queens) => format!(
            "queens {}",
            serde_json::to_string(queens).expect("plain data")
        ),
    };
    let mut hasher = Sha256::new();
    hasher.update(env!("CARGO_PKG_VERSION").as_bytes());
    hasher.update(env!("BOARDFIG_SOURCE_HASH").as_bytes());
    hasher.update(b"\n");
    hasher.update(options.as_bytes());
    hasher.update(format!("\n{:?}", job.formats).as_bytes());
    hasher
        .finalize()
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// Reads the cache: job name to hash. A missing or unreadable cache is empty.
pub fn read(out: &Path) -> BTreeMap<String, String> {
    std::fs::read_to_string(out.join(CACHE_FILE))
        .unwrap_or_default()
        .lines()
        .filter_map(|line| line.split_once(' '))
        .map(|(hash, name)| (name.to_string(), hash.to_string()))
        .collect()
}

/// The cache's text: one `hash name` line per job, sorted by name.
pub fn text(entries: &BTreeMap<String, String>) -> String {
    entries
        .iter()
        .map(|(name, hash)| format!("{hash} {name}\n"))
        .collect()
}

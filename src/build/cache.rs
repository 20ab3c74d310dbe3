//! The record of what each job was last built from and what it wrote,
//! kept beside the outputs, so unchanged jobs are skipped. A job counts as
//! unchanged only if its options, the tool and every file it wrote are as
//! recorded: a file edited, emptied or replaced since is redone.
//!
//! It also records every file a build wrote in the folder, by name and
//! hash, after its job is gone: `--prune` removes only such files, and only
//! while they still hold what was written.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::io::Read;
use std::path::Path;

use sha2::{Digest, Sha256};

use crate::build::config::{JobSpec, Puzzle};
use crate::pipeline::write;

/// The cache file's name inside the output folder.
pub(super) const CACHE_FILE: &str = ".boardfig-cache";

/// What a job was built from and the hashes of the files it wrote.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Entry {
    /// The hash of the job's options, formats, the tool and its sources.
    pub job: String,
    /// The hash of each file, in the order of the job's file names.
    pub files: Vec<String>,
    /// Whether the job proved there is no solution (so that `--strict`
    /// fails on it when it is skipped as unchanged, too).
    pub not_found: bool,
}

/// The mark after a job hash in the cache for a job that proved there is
/// no solution.
const NOT_FOUND_MARK: &str = ":none";

fn hex(bytes: &[u8]) -> String {
    bytes.iter().fold(String::new(), |mut text, b| {
        let _ = write!(text, "{b:02x}");
        text
    })
}

/// A content hash of bytes.
pub(super) fn file_hash(bytes: &[u8]) -> String {
    hex(&Sha256::digest(bytes))
}

/// A content hash of a job's resolved options, formats, the tool version,
/// a fingerprint of the sources it was built from, and the contents of the
/// caption's font file (so that a changed font redoes the job).
pub(super) fn job_hash(spec: &JobSpec) -> String {
    let (options, font) = match &spec.puzzle {
        Puzzle::Knight(knight) => (
            format!(
                "knight {}",
                serde_json::to_string(knight).expect("plain data")
            ),
            knight.font.as_deref(),
        ),
        Puzzle::Queens(queens) => (
            format!(
                "queens {}",
                serde_json::to_string(queens).expect("plain data")
            ),
            queens.font.as_deref(),
        ),
        Puzzle::Explore(explore) => (
            format!(
                "explore {}",
                serde_json::to_string(explore).expect("plain data")
            ),
            None,
        ),
    };
    let mut hasher = Sha256::new();
    hasher.update(env!("CARGO_PKG_VERSION").as_bytes());
    hasher.update(env!("BOARDFIG_SOURCE_HASH").as_bytes());
    hasher.update(b"\n");
    hasher.update(options.as_bytes());
    hasher.update(format!("\n{:?}", spec.formats).as_bytes());
    if let Some(path) = font {
        // An unreadable font fails the job when it is planned; its hash
        // only has to differ from a readable one's.
        match crate::plan::font::read(path) {
            Ok(bytes) => hasher.update(Sha256::digest(bytes)),
            Err(why) => hasher.update(format!("\nfont: {why}").as_bytes()),
        }
    }
    hex(&hasher.finalize())
}

/// The hash of the regular file at `path` (never a link, a pipe or a
/// device), read in blocks, or `None` when there is no such file.
pub(super) fn hash_of_file(path: &Path) -> Option<String> {
    let (mut file, _) = write::open_regular(path)?;
    let mut hasher = Sha256::new();
    let mut block = vec![0; 1 << 16];
    loop {
        match file.read(&mut block) {
            Ok(0) => return Some(hex(&hasher.finalize())),
            Ok(read) => hasher.update(&block[..read]),
            Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
            Err(_) => return None,
        }
    }
}

/// Whether the files in `dir` are those an entry recorded.
pub(super) fn files_match(entry: &Entry, dir: &Path, names: &[String]) -> bool {
    entry.files.len() == names.len()
        && names
            .iter()
            .zip(&entry.files)
            .all(|(name, hash)| hash_of_file(&dir.join(name)).as_ref() == Some(hash))
}

/// What the cache holds.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Cache {
    /// Each job's entry, by job name.
    pub jobs: BTreeMap<String, Entry>,
    /// Every file a build wrote in the folder and still counts as its own:
    /// file name to the hash of what was written.
    pub written: BTreeMap<String, String>,
}

/// The first word of a line that records a file a build wrote.
const WRITTEN_MARK: &str = "=";

/// The largest cache read: far more than any gallery's.
const MAX_CACHE_BYTES: u64 = 64 << 20;

/// Reads the cache. A missing, unreadable or linked cache is empty;
/// malformed lines are ignored.
pub(super) fn read(out: &Path) -> Cache {
    let bytes = write::read_regular(&out.join(CACHE_FILE), MAX_CACHE_BYTES).unwrap_or_default();
    let text = String::from_utf8_lossy(&bytes);
    let mut cache = Cache::default();
    for line in text.lines() {
        let mut words = line.split(' ');
        if line.starts_with(&format!("{WRITTEN_MARK} ")) {
            if let (Some(_), Some(name), Some(hash), None) =
                (words.next(), words.next(), words.next(), words.next())
            {
                cache.written.insert(name.to_string(), hash.to_string());
            }
            continue;
        }
        if let Some((name, entry)) = read_entry(words) {
            cache.jobs.insert(name, entry);
        }
    }
    cache
}

/// A job's line: its hash (marked when it proved there is no solution),
/// its name, its files' hashes.
fn read_entry<'a>(mut words: impl Iterator<Item = &'a str>) -> Option<(String, Entry)> {
    let first = words.next()?;
    let (job, not_found) = match first.strip_suffix(NOT_FOUND_MARK) {
        Some(job) => (job.to_string(), true),
        None => (first.to_string(), false),
    };
    let name = words.next()?.to_string();
    let files = words.map(str::to_string).collect();
    Some((
        name,
        Entry {
            job,
            files,
            not_found,
        },
    ))
}

/// The cache's text: one `job-hash name file-hash...` line per job, sorted
/// by name (the job hash is followed by `:none` when the job proved there
/// is no solution), then one `= file-name hash` line per file written.
pub(super) fn text(cache: &Cache) -> String {
    let mut text: String = cache
        .jobs
        .iter()
        .map(|(name, entry)| {
            let mark = if entry.not_found { NOT_FOUND_MARK } else { "" };
            let mut line = format!("{}{mark} {name}", entry.job);
            for hash in &entry.files {
                line.push(' ');
                line.push_str(hash);
            }
            line.push('\n');
            line
        })
        .collect();
    for (name, hash) in &cache.written {
        let _ = writeln!(text, "{WRITTEN_MARK} {name} {hash}");
    }
    text
}

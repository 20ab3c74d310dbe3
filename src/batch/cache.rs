//! The record of what each job was last built from and what it wrote,
//! kept beside the outputs, so unchanged jobs are skipped. A job counts as
//! unchanged only if its options, the tool and every file it wrote are as
//! recorded: a file edited, emptied or replaced since is redone.
//!
//! It also records every file a build wrote in the folder, by name, hash
//! and the file's identity on its filesystem (device, inode and birth
//! time), after its job is gone, and every figure `boardfig markdown` wrote there. A file is
//! replaced only if it is missing, already holds the new bytes, or still
//! holds what the cache says boardfig wrote there: a user's file is never
//! overwritten. `--prune` removes a file only while it is the very file a
//! build wrote (the same identity, as a copied or planted cache cannot
//! name) and holds what was written.

use std::collections::BTreeMap;
use std::fmt::Write as _;
use std::io::Read;
use std::path::Path;

use sha2::{Digest, Sha256};

use crate::batch::config::JobSpec;
use crate::error::Error;
use crate::pipeline::write::{self, Links};
use crate::plan::Target;

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
    let options = format!("{} {}", spec.job.table().name(), spec.job.to_json());
    let font = spec.job.font();
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

/// A file boardfig wrote: the hash of what was written and, for a file a
/// build wrote, the file's identity then (device, inode, birth time).
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Written {
    /// The hash of the bytes written.
    pub hash: String,
    /// `device:inode:birth` of the file written, where the system has them.
    pub identity: Option<String>,
}

/// What the cache holds.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Cache {
    /// Each job's entry, by job name.
    pub(super) jobs: BTreeMap<String, Entry>,
    /// Every file a build wrote in the folder and still counts as its own,
    /// by file name.
    pub(crate) written: BTreeMap<String, Written>,
    /// Every figure `boardfig markdown` wrote in the folder, by file name.
    pub(crate) figures: BTreeMap<String, Written>,
}

impl Cache {
    /// Whether boardfig may replace the file `name` of `dir` with `bytes`:
    /// there is no regular file there, it already holds `bytes`, or the
    /// cache records that a build or `boardfig markdown` wrote it: it holds
    /// what was written, or it is the very file written (the same
    /// identity: truncated or edited in place since).
    pub(crate) fn may_replace(&self, dir: &Path, name: &str, bytes: &[u8]) -> bool {
        let path = dir.join(name);
        if !std::fs::symlink_metadata(&path).is_ok_and(|m| m.is_file()) {
            return true;
        }
        if write::holds(&path, bytes) {
            return true;
        }
        let recorded: Vec<&Written> = [self.written.get(name), self.figures.get(name)]
            .into_iter()
            .flatten()
            .collect();
        if recorded.is_empty() {
            return false;
        }
        let now = identity(&path);
        if recorded
            .iter()
            .any(|w| w.identity.is_some() && w.identity == now)
        {
            return true;
        }
        let now = hash_of_file(&path);
        recorded.iter().any(|w| now.as_ref() == Some(&w.hash))
    }

    /// Whether the file `name` of `dir` is the very file a build wrote
    /// there (its identity as recorded) and still holds what was written.
    pub(super) fn wrote(&self, dir: &Path, name: &str) -> bool {
        let path = dir.join(name);
        self.written.get(name).is_some_and(|w| {
            w.identity.is_some()
                && identity(&path) == w.identity
                && hash_of_file(&path).as_ref() == Some(&w.hash)
        })
    }

    /// Records that a build wrote `name` in `dir` with `hash`.
    pub(super) fn record_written(&mut self, dir: &Path, name: &str, hash: String) {
        let identity = identity(&dir.join(name));
        self.written
            .insert(name.to_string(), Written { hash, identity });
    }

    /// Records that `boardfig markdown` wrote the figure `name` in `dir`
    /// with `bytes`.
    /// A name the cache's lines cannot hold (a space in it) is not
    /// recorded, and so is never replaced.
    #[cfg(feature = "cli")]
    pub(crate) fn record_figure(&mut self, dir: &Path, name: &str, bytes: &[u8]) {
        if name.contains(char::is_whitespace) {
            return;
        }
        let identity = identity(&dir.join(name));
        self.figures.insert(
            name.to_string(),
            Written {
                hash: file_hash(bytes),
                identity,
            },
        );
    }
}

/// `device:inode:birth` of the regular file at `path` (not a link's
/// target), the birth time in seconds and nanoseconds where the filesystem
/// keeps one: a file made later on a freed inode has another birth, so it
/// is never taken for the one a build wrote. `device:inode` elsewhere.
fn identity(path: &Path) -> Option<String> {
    let meta = std::fs::symlink_metadata(path)
        .ok()
        .filter(std::fs::Metadata::is_file)?;
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        let born = meta
            .created()
            .ok()
            .and_then(|time| time.duration_since(std::time::UNIX_EPOCH).ok());
        Some(match born {
            Some(born) => format!(
                "{}:{}:{}.{:09}",
                meta.dev(),
                meta.ino(),
                born.as_secs(),
                born.subsec_nanos()
            ),
            None => format!("{}:{}", meta.dev(), meta.ino()),
        })
    }
    #[cfg(not(unix))]
    {
        let _ = meta;
        None
    }
}

/// Why boardfig leaves a file alone that it would replace: the words a
/// build and `boardfig markdown` begin their refusal with.
pub(crate) const NOT_WRITTEN: &str = "boardfig did not write this file (the folder's cache does not \
     record what it holds), so it will not replace it";

/// The first word of a line that records a file a build wrote.
const WRITTEN_MARK: &str = "=";

/// The first word of a line that records a figure `boardfig markdown`
/// wrote.
const FIGURE_MARK: &str = "~";

/// The largest cache read: far more than any gallery's.
const MAX_CACHE_BYTES: u64 = 64 << 20;

/// Reads the cache. A missing, unreadable or linked cache is empty;
/// malformed lines are ignored.
pub(crate) fn read(out: &Path) -> Cache {
    let bytes = write::read_regular(&out.join(CACHE_FILE), MAX_CACHE_BYTES).unwrap_or_default();
    let text = String::from_utf8_lossy(&bytes);
    let mut cache = Cache::default();
    for line in text.lines() {
        let mut words = line.split(' ');
        let mark = line.split(' ').next();
        if mark == Some(WRITTEN_MARK) || mark == Some(FIGURE_MARK) {
            if let (Some(_), Some(name), Some(hash), identity, None) = (
                words.next(),
                words.next(),
                words.next(),
                words.next(),
                words.next(),
            ) {
                let written = Written {
                    hash: hash.to_string(),
                    identity: identity.map(str::to_string),
                };
                let map = if mark == Some(WRITTEN_MARK) {
                    &mut cache.written
                } else {
                    &mut cache.figures
                };
                map.insert(name.to_string(), written);
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
/// is no solution), then one `= file-name hash identity` line per file
/// a build wrote and one `~ file-name hash identity` line per figure
/// `boardfig markdown` wrote.
pub(crate) fn text(cache: &Cache) -> String {
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
    for (mark, map) in [
        (WRITTEN_MARK, &cache.written),
        (FIGURE_MARK, &cache.figures),
    ] {
        for (name, written) in map {
            let _ = write!(text, "{mark} {name} {}", written.hash);
            if let Some(identity) = &written.identity {
                let _ = write!(text, " {identity}");
            }
            text.push('\n');
        }
    }
    text
}

/// Writes the cache of `dir`, if it changed.
pub(crate) fn save(dir: &Path, cached: &Cache, next: &Cache) -> Result<(), Error> {
    if next == cached {
        return Ok(());
    }
    let files = [(Target::Path(dir.join(CACHE_FILE)), text(next).into_bytes())];
    write::write_all(&files, &mut std::io::sink(), Links::Replace)
}

/// Records in the cache of `dir` that `boardfig markdown` wrote the
/// figures `written` (names and bytes) there: one read and one write of
/// the cache.
#[cfg(feature = "cli")]
pub(crate) fn record_figures(dir: &Path, written: &[(String, &[u8])]) -> Result<(), Error> {
    let cached = read(dir);
    let mut next = cached.clone();
    for (name, bytes) in written {
        next.record_figure(dir, name, bytes);
    }
    save(dir, &cached, &next)
}

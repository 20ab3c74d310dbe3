//! Fingerprints the sources that decide what boardfig draws (src/, the
//! templates and Cargo.lock), so that the build cache redoes figures after
//! any change to the code, not only to the version number; and warns of
//! each message a language's catalogue lacks (shown in English instead).

use std::hash::{DefaultHasher, Hash, Hasher};
use std::path::{Path, PathBuf};

#[path = "src/words/coverage.rs"]
mod coverage;

/// A cargo warning for each message a catalogue in `src/words` lacks
/// against `en.ftl`.
fn warn_of_missing_messages() {
    let folder = Path::new("src/words");
    let english = std::fs::read_to_string(folder.join("en.ftl")).unwrap_or_default();
    let mut catalogues = Vec::new();
    files(folder, &mut catalogues);
    catalogues.sort();
    for path in catalogues {
        if path.extension().is_none_or(|e| e != "ftl") || path.ends_with("en.ftl") {
            continue;
        }
        let text = std::fs::read_to_string(&path).unwrap_or_default();
        for id in coverage::missing(&text, &english) {
            println!(
                "cargo:warning={} has no message `{id}`: figures in its language show it in English",
                path.display()
            );
        }
    }
}

fn files(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            files(&path, out);
        } else {
            out.push(path);
        }
    }
}

fn main() {
    let mut paths = Vec::new();
    for dir in ["src", "templates"] {
        files(Path::new(dir), &mut paths);
        println!("cargo:rerun-if-changed={dir}");
    }
    paths.push(PathBuf::from("Cargo.lock"));
    println!("cargo:rerun-if-changed=Cargo.lock");
    paths.sort();
    let mut hasher = DefaultHasher::new();
    for path in &paths {
        path.to_string_lossy().replace('\\', "/").hash(&mut hasher);
        std::fs::read(path).unwrap_or_default().hash(&mut hasher);
    }
    println!(
        "cargo:rustc-env=BOARDFIG_SOURCE_HASH={:016x}",
        hasher.finish()
    );
    warn_of_missing_messages();
}

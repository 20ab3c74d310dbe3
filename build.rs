//! Fingerprints the sources that decide what boardfig draws (src/, the
//! templates and Cargo.lock), so that the build cache redoes figures after
//! any change to the code, not only to the version number.

use std::hash::{DefaultHasher, Hash, Hasher};
use std::path::{Path, PathBuf};

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
}

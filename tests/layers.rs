//! The layers of ARCHITECTURE.md: every `crate::` path in a module of the
//! library names a module of a lower layer (or its own). The facade
//! (lib.rs) and the binary (main.rs) are above every layer.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

/// The layers, lowest first; modules of one layer do not import each other.
const LAYERS: &[&[&str]] = &[
    &["error", "interrupt"],
    &["board"],
    &["solution", "trace"],
    &["knight", "queens"],
    &["solve", "figure"],
    &["text", "render"],
    &["job"],
    &["plan"],
    &["pipeline"],
    &["build"],
    &["cli", "api"],
    &["markdown"],
    &["app"],
];

fn layer_of(module: &str) -> Option<usize> {
    LAYERS.iter().position(|layer| layer.contains(&module))
}

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The top-level module a source file belongs to.
fn module_of(src: &Path, file: &Path) -> String {
    let relative = file.strip_prefix(src).unwrap();
    let first = relative.components().next().unwrap();
    let name = first.as_os_str().to_string_lossy();
    name.trim_end_matches(".rs").to_string()
}

/// The top-level modules named by `crate::` paths in `text`, with lines.
fn imports(text: &str) -> Vec<(usize, String)> {
    let mut found = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let code = line.split("//").next().unwrap_or("");
        let mut rest = code;
        while let Some(at) = rest.find("crate::") {
            let after = &rest[at + "crate::".len()..];
            let name: String = after
                .chars()
                .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                .collect();
            if name.is_empty() {
                let group = after.trim_start_matches('{');
                for part in group.split([',', '}']) {
                    let part = part.trim();
                    let head: String = part
                        .chars()
                        .take_while(|c| c.is_ascii_alphanumeric() || *c == '_')
                        .collect();
                    if !head.is_empty() {
                        found.push((number + 1, head));
                    }
                }
            } else {
                found.push((number + 1, name));
            }
            rest = &after[1.min(after.len())..];
        }
    }
    found
}

#[test]
fn every_module_imports_only_from_layers_below() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    files.sort();
    let mut upward = Vec::new();
    let mut unplaced = Vec::new();
    let mut edges: BTreeMap<(String, String), usize> = BTreeMap::new();
    for file in &files {
        let module = module_of(&src, file);
        if module == "lib" || module == "main" {
            continue;
        }
        let Some(own) = layer_of(&module) else {
            unplaced.push(module);
            continue;
        };
        let text = std::fs::read_to_string(file).unwrap();
        for (line, imported) in imports(&text) {
            if imported == module {
                continue;
            }
            *edges.entry((module.clone(), imported.clone())).or_default() += 1;
            match layer_of(&imported) {
                Some(theirs) if theirs < own => {}
                _ => upward.push(format!(
                    "{}:{line}: `{module}` imports `{imported}`",
                    file.strip_prefix(&src).unwrap().display()
                )),
            }
        }
    }
    assert!(unplaced.is_empty(), "modules in no layer: {unplaced:?}");
    assert!(
        upward.is_empty(),
        "imports from the same or a higher layer:\n{}",
        upward.join("\n")
    );
    assert!(edges.len() > 20, "the scan found the imports: {edges:?}");
}

#[test]
fn the_scan_sees_grouped_and_inline_paths() {
    let found = imports(
        "use crate::{board::Board, plan};\nlet x = crate::render::Format::Svg; // crate::app\n",
    );
    let names: Vec<&str> = found.iter().map(|(_, n)| n.as_str()).collect();
    assert_eq!(names, ["board", "plan", "render"]);
}

#[test]
fn architecture_names_every_layer() {
    let text =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("ARCHITECTURE.md"))
            .unwrap();
    for module in LAYERS.iter().flat_map(|layer| layer.iter()) {
        assert!(
            text.contains(&format!("`{module}`")),
            "ARCHITECTURE.md does not name `{module}`"
        );
    }
}

//! The layers of ARCHITECTURE.md: every path in a module of the library
//! that leaves its own module (`crate::…`, `super::…` climbing out of it)
//! names a module of a lower layer. The sources are parsed (syn), so use
//! trees over many lines, groups, renames, `super::super::…` and paths in
//! expressions and types are all seen. The facade (lib.rs), the binary
//! (main.rs) and the library's tests (`src/tests/`, built only for tests)
//! are above every layer. The layers that solve and draw know nothing of
//! the interface: they name neither `job` nor the crates of the command
//! line and the build file's schema (clap, schemars), not even in a derive.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use syn::visit::{self, Visit};

/// The layers, lowest first; modules of one layer do not import each other.
const LAYERS: &[&[&str]] = &[
    &["options"],
    &["error", "interrupt", "words"],
    &["board"],
    &["trace"],
    &["solution"],
    &["knight", "queens"],
    &["program"],
    &["job"],
    &["solve", "figure"],
    &["text", "render"],
    &["plan"],
    &["pipeline"],
    &["batch"],
    &["cli", "bindings"],
    &["markdown"],
    &["app"],
];

/// The modules that solve and draw: they take plain values, which `plan`
/// maps the job's choices onto.
const PLAIN: &[&str] = &[
    "board", "solution", "trace", "knight", "queens", "program", "solve", "figure", "text",
    "render",
];

/// Whether a path's first segment names a crate of the interface: clap
/// (and its `clap_…` companions) or schemars.
fn is_interface_crate(name: &str) -> bool {
    name == "clap" || name.starts_with("clap_") || name == "schemars"
}

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

/// The module path of a source file: `src/figure/font/mod.rs` is
/// `["figure", "font"]`, `src/board.rs` is `["board"]`.
fn module_path(src: &Path, file: &Path) -> Vec<String> {
    let relative = file.strip_prefix(src).unwrap();
    let mut parts: Vec<String> = relative
        .components()
        .map(|c| c.as_os_str().to_string_lossy().into_owned())
        .collect();
    let last = parts.pop().unwrap();
    let stem = last.trim_end_matches(".rs");
    if stem != "mod" {
        parts.push(stem.to_string());
    }
    parts
}

/// Walks a file and collects the top-level modules its paths reach, and
/// the interface crates they name, with their lines.
struct Imports {
    /// The module being walked: the file's path, then inline `mod`s.
    here: Vec<String>,
    found: Vec<(usize, String)>,
    crates: Vec<(usize, String)>,
}

impl Imports {
    /// Records where a path that starts with `first` (then `rest`, as far
    /// as it is known) lands: `crate::x…` and `super::…` reaching the
    /// crate root name their top module; paths inside the module do not.
    fn reach(&mut self, line: usize, segments: &[String]) {
        if let Some(first) = segments.first().filter(|s| is_interface_crate(s)) {
            self.crates.push((line, first.clone()));
        }
        let mut base = self.here.clone();
        let mut rest = segments;
        match rest.first().map(String::as_str) {
            Some("crate") => {
                base.clear();
                rest = &rest[1..];
            }
            Some("super") => {
                while rest.first().map(String::as_str) == Some("super") {
                    base.pop();
                    rest = &rest[1..];
                }
            }
            _ => return,
        }
        let top = base.first().or_else(|| rest.first());
        if let Some(top) = top {
            self.found.push((line, top.clone()));
        }
    }

    /// Every path of a use tree, each as its segments.
    fn use_paths(tree: &syn::UseTree, prefix: &mut Vec<String>, out: &mut Vec<Vec<String>>) {
        match tree {
            syn::UseTree::Path(path) => {
                prefix.push(path.ident.to_string());
                Self::use_paths(&path.tree, prefix, out);
                prefix.pop();
            }
            syn::UseTree::Name(name) => {
                let mut full = prefix.clone();
                full.push(name.ident.to_string());
                out.push(full);
            }
            syn::UseTree::Rename(rename) => {
                let mut full = prefix.clone();
                full.push(rename.ident.to_string());
                out.push(full);
            }
            syn::UseTree::Glob(_) => out.push(prefix.clone()),
            syn::UseTree::Group(group) => {
                for item in &group.items {
                    Self::use_paths(item, prefix, out);
                }
            }
        }
    }
}

impl<'ast> Visit<'ast> for Imports {
    fn visit_item_mod(&mut self, item: &'ast syn::ItemMod) {
        if item.content.is_some() {
            self.here.push(item.ident.to_string());
            visit::visit_item_mod(self, item);
            self.here.pop();
        }
    }

    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        let mut paths = Vec::new();
        Self::use_paths(&item.tree, &mut Vec::new(), &mut paths);
        let line = item.use_token.span.start().line;
        for path in paths {
            self.reach(line, &path);
        }
    }

    fn visit_item_extern_crate(&mut self, item: &'ast syn::ItemExternCrate) {
        let line = item.crate_token.span.start().line;
        self.reach(line, &[item.ident.to_string()]);
    }

    /// A derive's paths are tokens to syn; they are parsed here so that
    /// `#[derive(clap::ValueEnum)]` is seen like any other path.
    fn visit_attribute(&mut self, attr: &'ast syn::Attribute) {
        if attr.path().is_ident("derive") {
            let paths = attr
                .parse_args_with(
                    syn::punctuated::Punctuated::<syn::Path, syn::Token![,]>::parse_terminated,
                )
                .expect("a derive lists paths");
            for path in &paths {
                self.visit_path(path);
            }
        }
        visit::visit_attribute(self, attr);
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        let segments: Vec<String> = path.segments.iter().map(|s| s.ident.to_string()).collect();
        let line = path
            .segments
            .first()
            .map_or(0, |s| s.ident.span().start().line);
        self.reach(line, &segments);
        visit::visit_path(self, path);
    }
}

/// Walks the source `text` of the module at `here`.
fn walk(text: &str, here: &[String]) -> Imports {
    let file = syn::parse_file(text).expect("the source parses");
    let mut walk = Imports {
        here: here.to_vec(),
        found: Vec::new(),
        crates: Vec::new(),
    };
    walk.visit_file(&file);
    walk
}

/// The top-level modules reached from the source `text` of the module at
/// `here`, with the lines that reach them.
fn imports(text: &str, here: &[String]) -> Vec<(usize, String)> {
    walk(text, here).found
}

/// What a module of [`PLAIN`] names of the interface (`job`, clap,
/// schemars), as messages; nothing for the other modules.
fn interface(text: &str, here: &[String], name: &str) -> Vec<String> {
    let module = &here[0];
    if !PLAIN.contains(&module.as_str()) {
        return Vec::new();
    }
    let walk = walk(text, here);
    let jobs = walk.found.into_iter().filter(|(_, m)| m == "job");
    jobs.chain(walk.crates)
        .map(|(line, named)| format!("{name}:{line}: `{module}` names `{named}`"))
        .collect()
}

/// The imports of `text` (the module at `here`) that go to the same or a
/// higher layer, as messages.
fn upward(text: &str, here: &[String], name: &str) -> Vec<String> {
    let module = &here[0];
    let own = layer_of(module).unwrap_or_else(|| panic!("`{module}` is in no layer"));
    imports(text, here)
        .into_iter()
        .filter(|(_, imported)| imported != module)
        .filter(|(_, imported)| layer_of(imported).is_none_or(|theirs| theirs >= own))
        .map(|(line, imported)| format!("{name}:{line}: `{module}` imports `{imported}`"))
        .collect()
}

fn path(modules: &[&str]) -> Vec<String> {
    modules.iter().map(|m| (*m).to_string()).collect()
}

fn src() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("src")
}

#[test]
fn every_module_imports_only_from_layers_below() {
    let src = src();
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    files.sort();
    let mut found = Vec::new();
    let mut edges: BTreeMap<(String, String), usize> = BTreeMap::new();
    for file in &files {
        let here = module_path(&src, file);
        if here
            .first()
            .is_none_or(|m| m == "lib" || m == "main" || m == "tests")
        {
            continue;
        }
        let text = std::fs::read_to_string(file).unwrap();
        let name = file.strip_prefix(&src).unwrap().display().to_string();
        for (_, imported) in imports(&text, &here) {
            if imported != here[0] {
                *edges.entry((here[0].clone(), imported)).or_default() += 1;
            }
        }
        found.extend(upward(&text, &here, &name));
    }
    assert!(
        found.is_empty(),
        "imports from the same or a higher layer:\n{}",
        found.join("\n")
    );
    assert!(edges.len() > 20, "the scan found the imports: {edges:?}");
}

#[test]
fn the_layers_that_solve_and_draw_name_no_interface() {
    let src = src();
    let mut files = Vec::new();
    rust_files(&src, &mut files);
    files.sort();
    let mut found = Vec::new();
    let mut scanned = 0;
    for file in &files {
        let here = module_path(&src, file);
        if here.first().is_none_or(|m| !PLAIN.contains(&m.as_str())) {
            continue;
        }
        let text = std::fs::read_to_string(file).unwrap();
        let name = file.strip_prefix(&src).unwrap().display().to_string();
        found.extend(interface(&text, &here, &name));
        scanned += 1;
    }
    assert!(
        found.is_empty(),
        "the interface named below `plan`:\n{}",
        found.join("\n")
    );
    assert!(scanned > 40, "the scan read the plain modules: {scanned}");
}

#[test]
fn an_interface_name_added_to_a_plain_module_is_caught() {
    // Mutations of a real file: each names clap, schemars or the job in
    // one of the shapes a derive or an import takes.
    let solve = std::fs::read_to_string(src().join("solve.rs")).unwrap();
    let here = path(&["solve"]);
    assert!(interface(&solve, &here, "solve.rs").is_empty());
    for added in [
        "#[derive(Clone, Copy, clap::ValueEnum)]\nenum Pick { A }",
        "use clap::ValueEnum;",
        "use schemars::JsonSchema;",
        "#[derive(Debug, ::schemars::JsonSchema)]\nstruct S;",
        "#[derive(Clone)]\n#[schemars(rename = \"s\")]\nstruct S;",
        "fn f(_: &mut schemars::SchemaGenerator) {}",
        "use {clap::Args as A};",
        "extern crate clap_complete;",
        "mod inner { use super::super::job::Format; }",
        "fn f() -> crate::job::KnightMethod { todo!() }",
    ] {
        let mutated = format!("{solve}\n{added}\n");
        assert!(
            !interface(&mutated, &here, "solve.rs").is_empty(),
            "not caught: {added}"
        );
    }
    // The edge may name them.
    let job = "use clap::Args;\n#[derive(schemars::JsonSchema)]\nstruct J;";
    assert!(interface(job, &path(&["job"]), "job.rs").is_empty());
    assert!(!walk(job, &path(&["job"])).crates.is_empty());
}

#[test]
fn groups_over_many_lines_renames_and_inline_paths_are_seen() {
    let text = "use crate::{\n    board::Board,\n    plan::{self, Plan as P},\n};\n\
                fn f() -> crate::render::Format { crate::app::run() }\n";
    let names: Vec<String> = imports(text, &path(&["figure"]))
        .into_iter()
        .map(|(_, n)| n)
        .collect();
    assert_eq!(names, ["board", "plan", "plan", "render", "app"]);
}

#[test]
fn super_paths_climb_from_the_module_and_its_inline_modules() {
    let text = "use super::super::super::pipeline::run;\n\
                use super::scene::Item;\n\
                mod tests { use super::*; use super::super::super::plan::Plan; }\n";
    let names: Vec<String> = imports(text, &path(&["figure", "font", "user"]))
        .into_iter()
        .map(|(_, n)| n)
        .collect();
    assert_eq!(names, ["pipeline", "figure", "figure", "figure"]);
    let inner: Vec<String> = imports(
        "mod a { mod b { fn f() { super::super::super::super::app::run(); } } }",
        &path(&["figure", "font"]),
    )
    .into_iter()
    .map(|(_, n)| n)
    .collect();
    assert_eq!(inner, ["app"]);
}

#[test]
fn an_upward_import_added_to_a_real_module_is_caught() {
    // Mutations of a real file: each adds one import that breaks the
    // layers, in one of the shapes the scan must see.
    let board = std::fs::read_to_string(src().join("board.rs")).unwrap();
    let here = path(&["board"]);
    assert!(upward(&board, &here, "board.rs").is_empty());
    for added in [
        "use crate::{\n    error::Error,\n    plan::Plan,\n};",
        "use super::app::run;",
        "pub(crate) use crate::render as drawing;",
        "fn f() -> usize { crate::pipeline::STEPS }",
        "mod inner { use super::super::solve; }",
        "use crate::board::Board as B; use crate::trace::Event;",
    ] {
        let mutated = format!("{board}\n{added}\n");
        assert!(
            !upward(&mutated, &here, "board.rs").is_empty(),
            "not caught: {added}"
        );
    }
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

//! `boardfig markdown`: documents as the source of their figures. Every
//! block of boardfig in a Markdown file (a fenced block marked `boardfig`,
//! or the hidden comment `--replace` leaves) holds a job; its figures are
//! drawn by the one pipeline (a table through the build's reader and
//! runner, a command line through the command line's parser and plan)
//! into the figure folder, and the line of image links right after the
//! block is written or brought up to date, every other byte of the file
//! kept. `--check` writes nothing and says what is stale, as `build
//! --check` does, with `--diff` for the fresh files and pictures of the
//! change. A second run changes nothing.

mod fences;
mod job;
mod links;
mod place;

use std::collections::BTreeMap;
use std::io::Write;
use std::path::{Path, PathBuf};

use rayon::prelude::*;

use crate::batch;
use crate::error::{Error, Exit, Naming};
use crate::markdown::fences::{Block, Form};
use crate::markdown::job::{FenceJob, Work};
use crate::options::BuildOption;
use crate::pipeline::write::Links;
use crate::pipeline::{self, Rendered, write};
use crate::plan::{self, Ends, Output, Target};
use crate::words::{Lang, say};

/// The options of `boardfig markdown`.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MarkdownOptions {
    /// The Markdown files.
    pub files: Vec<PathBuf>,
    /// The figure folder [default: `img` beside each file].
    pub out: Option<PathBuf>,
    /// Compare; write nothing (exit 1 if a figure or a link is stale).
    pub check: bool,
    /// With `check`: write the fresh files and diffs here.
    pub diff: Option<PathBuf>,
    /// Replace each fence by a hidden comment holding its job.
    pub replace: bool,
    /// Print nothing but errors and what is stale.
    pub quiet: bool,
}

/// A Markdown file and its blocks' jobs.
struct Document {
    /// The file as named.
    path: PathBuf,
    /// Its text.
    text: String,
    /// Its figure folder.
    out_dir: PathBuf,
    /// Its blocks, each with its jobs.
    blocks: Vec<(Block, Vec<FenceJob>)>,
    /// Its parse, by which a new link line is placed.
    scan: fences::Scan,
}

/// A job's outcome: its rendered files, or the error's line.
type Outcome = Result<Vec<Rendered>, String>;

/// Runs `boardfig markdown`.
pub(crate) fn run(
    options: &MarkdownOptions,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<Exit, Error> {
    check_options(options)?;
    let mut errors = Vec::new();
    let mut documents = Vec::new();
    for path in &options.files {
        match read_document(path, options) {
            Ok(document) => documents.push(document),
            Err(mut lines) => errors.append(&mut lines),
        }
    }
    errors.extend(clashes(&documents));
    if !errors.is_empty() {
        for line in &errors {
            let _ = writeln!(err, "boardfig: {line}");
        }
        return Ok(Exit::Usage);
    }
    let jobs: Vec<(usize, usize, usize)> = documents
        .iter()
        .enumerate()
        .flat_map(|(d, doc)| {
            doc.blocks
                .iter()
                .enumerate()
                .flat_map(move |(b, (_, jobs))| (0..jobs.len()).map(move |j| (d, b, j)))
        })
        .collect();
    let outcomes: Vec<Outcome> = jobs
        .par_iter()
        .map(|&(d, b, j)| {
            let doc = &documents[d];
            let (block, jobs) = &doc.blocks[b];
            render(&jobs[j], &doc.out_dir, &err_label(&doc.path, block))
        })
        .collect();
    let mut results: BTreeMap<(usize, usize, usize), Outcome> =
        jobs.into_iter().zip(outcomes).collect();
    let mut report = Report::default();
    for (d, doc) in documents.iter().enumerate() {
        let outcomes: Vec<Vec<Outcome>> = doc
            .blocks
            .iter()
            .enumerate()
            .map(|(b, (_, jobs))| {
                (0..jobs.len())
                    .map(|j| results.remove(&(d, b, j)).expect("every job ran"))
                    .collect()
            })
            .collect();
        finish_document(doc, outcomes, options, &mut report)?;
    }
    print_report(&report, options, out, err)
}

/// `--diff` goes with `--check`; `--diff` and `--out` name folders. The
/// options are named as a build's (`BuildOption`): `--check` compares,
/// `--diff` is the folder of a check's fresh copies and `--out` the
/// folder the figures are written to, with the same flags.
fn check_options(options: &MarkdownOptions) -> Result<(), Error> {
    if let Some(dir) = &options.diff {
        if !options.check {
            return Err(batch::diff_without_check());
        }
        write::check_folder_option(BuildOption::Diff, dir)?;
    }
    if let Some(dir) = &options.out {
        write::check_folder_option(BuildOption::Out, dir)?;
    }
    Ok(())
}

/// The label of a block in messages: `FILE:LINE`.
fn err_label(path: &Path, block: &Block) -> String {
    format!("{}:{}", path.display(), block.line)
}

/// Reads a Markdown file and the jobs of its blocks; errors are lines.
fn read_document(path: &Path, options: &MarkdownOptions) -> Result<Document, Vec<String>> {
    // A document is rewritten in place: a pipe, a device or a folder is
    // refused before it is opened (a pipe could wait without end).
    let meta =
        std::fs::metadata(path).map_err(|e| vec![Error::io(path, e).message(Naming::Flag)])?;
    if !meta.is_file() {
        return Err(vec![format!(
            "{}: is {}; boardfig markdown reads and updates Markdown files",
            path.display(),
            crate::error::file_kind(&meta)
        )]);
    }
    let text = crate::pipeline::read::read_text(path, "a Markdown file")
        .map_err(|e| vec![e.message(Naming::Flag)])?;
    let shown = path.display().to_string();
    let dir = path.parent().unwrap_or(Path::new(""));
    let out_dir = options.out.clone().unwrap_or_else(|| dir.join("img"));
    let mut scan =
        fences::scan(&text, &|to| links::points_into(dir, &out_dir, to)).map_err(|unclosed| {
            vec![format!(
                "{shown}:{}: the boardfig block is not closed; end it with a fence of its own \
                 (as long as the opening one, in the same list item or quote)",
                unclosed.line
            )]
        })?;
    let found = std::mem::take(&mut scan.blocks);
    let stem = path
        .file_stem()
        .map_or_else(|| "figure".into(), |s| s.to_string_lossy().into_owned());
    let mut blocks = Vec::new();
    let mut errors = Vec::new();
    for (k, block) in found.into_iter().enumerate() {
        match job::read(&block, &shown, &format!("{stem}-{}", k + 1)) {
            Ok(jobs) => blocks.push((block, jobs)),
            Err(line) => errors.push(line),
        }
    }
    if !errors.is_empty() {
        return Err(errors);
    }
    Ok(Document {
        path: path.to_path_buf(),
        text,
        out_dir,
        blocks,
        scan,
    })
}

/// Two blocks that write one file (however each names it), or a block
/// that would write over a Markdown document of the run.
fn clashes(documents: &[Document]) -> Vec<String> {
    let mut seen: BTreeMap<PathBuf, String> = BTreeMap::new();
    let mut errors = Vec::new();
    let texts: BTreeMap<PathBuf, &Path> = documents
        .iter()
        .map(|doc| (plan::place(&doc.path), doc.path.as_path()))
        .collect();
    for doc in documents {
        for (block, jobs) in &doc.blocks {
            for name in jobs.iter().flat_map(|job| &job.files) {
                let file = plan::place(&doc.out_dir.join(name));
                let here = err_label(&doc.path, block);
                if let Some(text) = texts.get(&file) {
                    errors.push(format!(
                        "{here}: {} is the Markdown document {}; a figure never writes over a document: give it another name",
                        doc.out_dir.join(name).display(),
                        text.display()
                    ));
                } else if let Some(first) = seen.get(&file) {
                    errors.push(format!(
                        "{here}: {} is also written by the block at {first}; give each figure its own name",
                        doc.out_dir.join(name).display()
                    ));
                } else {
                    seen.insert(file, here);
                }
            }
        }
    }
    errors
}

/// Runs a job through the pipeline; its errors name the block (and a
/// table's job), options worded as the block writes them.
fn render(job: &FenceJob, out_dir: &Path, label: &str) -> Outcome {
    let words = |error: &Error| error.message(job.naming);
    match &job.work {
        Work::Table(table) => {
            let failed = |error: &Error| format!("{label}: job `{}`: {}", table.name, words(error));
            let spec = table.spec.as_ref().map_err(failed)?;
            batch::render_job(&table.name, spec, out_dir)
                .map(|(files, _)| files)
                .map_err(|error| failed(&error))
        }
        Work::Knight(knight, outputs) => {
            plan::knight(knight, placed(outputs, out_dir), Ends::Options)
                .and_then(|plan| pipeline::knight(&plan, &mut |_| {}).map(|p| p.files))
                .map_err(|error| format!("{label}: {}", words(&error)))
        }
        Work::Queens(queens, outputs) => plan::queens(queens, placed(outputs, out_dir))
            .and_then(|plan| pipeline::queens(&plan, &|_, _| {}, &mut |_| {}).map(|p| p.files))
            .map_err(|error| format!("{label}: {}", words(&error))),
        Work::Refused(line) => Err(format!("{label}: {line}")),
    }
}

/// Outputs named by file, placed in the figure folder.
fn placed(outputs: &[Output], out_dir: &Path) -> Vec<Output> {
    outputs
        .iter()
        .map(|output| Output {
            target: match &output.target {
                Target::Path(name) => Target::Path(out_dir.join(name)),
                Target::Stdout => Target::Stdout,
            },
            ..output.clone()
        })
        .collect()
}

/// What a run did, for its report.
#[derive(Default)]
struct Report {
    /// Jobs that failed, one line each.
    errors: Vec<String>,
    /// Files written.
    written: Vec<PathBuf>,
    /// Files already current.
    unchanged: usize,
    /// Figures that differ or are missing (check), with what `--diff`
    /// wrote for each.
    stale: Vec<(PathBuf, bool, Option<String>)>,
    /// Documents rewritten, or (check) whose links are stale, with the
    /// lines of the blocks whose links change.
    documents: Vec<(PathBuf, Vec<usize>, Option<String>)>,
    /// Blocks seen.
    blocks: usize,
    /// Documents seen.
    files: usize,
}

/// Renders a document's links, then checks or writes its figures and text.
fn finish_document(
    doc: &Document,
    outcomes: Vec<Vec<Outcome>>,
    options: &MarkdownOptions,
    report: &mut Report,
) -> Result<(), Error> {
    report.files += 1;
    report.blocks += doc.blocks.len();
    let eol = if doc.text.contains("\r\n") {
        "\r\n"
    } else if doc.text.contains('\r') {
        "\r"
    } else {
        "\n"
    };
    let dir = doc.path.parent().unwrap_or(Path::new(""));
    // Runs writing into one figure folder take turns, from the check of
    // what may be replaced to the cache's update.
    let _lock = if options.check {
        None
    } else {
        Some(write::FolderLock::take(&doc.out_dir, true, &mut || {
            eprintln!(
                "boardfig: waiting for another run writing in {} to finish",
                doc.out_dir.display()
            );
        })?)
    };
    let mut edits: Vec<(std::ops::Range<usize>, String)> = Vec::new();
    let mut changed_lines = Vec::new();
    let mut figures: Vec<Vec<(Target, Vec<u8>)>> = Vec::new();
    for ((block, jobs), outcome) in doc.blocks.iter().zip(outcomes) {
        let mut ok = true;
        for result in outcome {
            match result.and_then(|files| {
                if options.check {
                    Ok(files)
                } else {
                    replaceable(files)
                }
            }) {
                Ok(files) => figures.push(
                    files
                        .into_iter()
                        .map(|file| (file.target, file.bytes))
                        .collect(),
                ),
                Err(line) => {
                    report.errors.push(line);
                    ok = false;
                }
            }
        }
        if !ok {
            continue;
        }
        let before = edits.len();
        edits.extend(block_edits(doc, block, jobs, eol, options.replace));
        if edits.len() > before {
            changed_lines.push(block.line);
        }
    }
    let mut text = doc.text.clone();
    for (range, new) in edits.into_iter().rev() {
        text.replace_range(range, &new);
    }
    for files in &figures {
        figure_files(files, &doc.out_dir, options, report)?;
    }
    if text != doc.text {
        let note = if options.check {
            match &options.diff {
                Some(diff_dir) => {
                    let name = doc.path.file_name().map_or_else(
                        || "document.md".into(),
                        |n| n.to_string_lossy().into_owned(),
                    );
                    let written = batch::write_diff(diff_dir, dir, &name, text.as_bytes())?;
                    written.diff.map(|d| diff_dir.join(d).display().to_string())
                }
                None => None,
            }
        } else {
            write::write_all(
                &[(Target::Path(doc.path.clone()), text.into_bytes())],
                &mut std::io::sink(),
                Links::Follow,
            )?;
            None
        };
        report
            .documents
            .push((doc.path.clone(), changed_lines, note));
    }
    Ok(())
}

/// The edits a block asks of its document: the fence hidden (with
/// `--replace`), and its link line written or brought up to date.
fn block_edits(
    doc: &Document,
    block: &Block,
    jobs: &[FenceJob],
    eol: &str,
    replace: bool,
) -> Vec<(std::ops::Range<usize>, String)> {
    let dir = doc.path.parent().unwrap_or(Path::new(""));
    let mut edits = Vec::new();
    if replace && block.form == Form::Fence && !block.body.contains("-->") {
        edits.push((block.span.clone(), hidden(block, eol)));
    }
    let line = links::line(jobs, &doc.out_dir, dir, &block.written);
    match &block.links {
        Some(range) if doc.text[range.clone()] == line => {}
        Some(range) => edits.push((range.clone(), line)),
        None => edits.push(place::insertion(
            &doc.text,
            &doc.scan,
            block,
            &line,
            eol,
            &|to| links::points_into(dir, &doc.out_dir, to),
        )),
    }
    edits
}

/// A fenced block written as the hidden comment `--replace` leaves, each
/// line in the block's container.
fn hidden(block: &Block, eol: &str) -> String {
    let mut text = String::from("<!-- boardfig");
    for line in block.body.lines() {
        text.push_str(eol);
        text.push_str(&block.prefix);
        text.push_str(line);
    }
    text.push_str(eol);
    text.push_str(&block.prefix);
    text.push_str("-->");
    text
}

/// Checks or writes one job's files, all or none.
fn figure_files(
    files: &[(Target, Vec<u8>)],
    out_dir: &Path,
    options: &MarkdownOptions,
    report: &mut Report,
) -> Result<(), Error> {
    let changed: Vec<(Target, Vec<u8>)> = files
        .iter()
        .filter(|(target, bytes)| match target {
            Target::Path(path) => !write::holds(path, bytes),
            Target::Stdout => false,
        })
        .cloned()
        .collect();
    report.unchanged += files.len() - changed.len();
    if options.check {
        for (target, bytes) in &changed {
            let Target::Path(path) = target else { continue };
            let missing = !path.is_file();
            let note = match &options.diff {
                Some(diff_dir) => {
                    let name = path
                        .file_name()
                        .map(|n| n.to_string_lossy().into_owned())
                        .unwrap_or_default();
                    let written = batch::write_diff(diff_dir, out_dir, &name, bytes)?;
                    Some(match written.diff {
                        Some(diff) => format!("diff: {}", diff_dir.join(diff).display()),
                        None => format!("fresh: {}", diff_dir.join(&name).display()),
                    })
                }
                None => None,
            };
            report.stale.push((path.clone(), missing, note));
        }
        return Ok(());
    }
    if changed.is_empty() {
        return Ok(());
    }
    std::fs::create_dir_all(out_dir).map_err(|e| Error::io(out_dir, e))?;
    write::remove_leftovers(out_dir);
    write::write_all(&changed, &mut std::io::sink(), Links::Replace)?;
    let mut by_folder: BTreeMap<&Path, Vec<(String, &[u8])>> = BTreeMap::new();
    for (target, bytes) in &changed {
        if let Target::Path(path) = target {
            let (dir, name) = folder_and_name(path);
            by_folder.entry(dir).or_default().push((name, bytes));
            report.written.push(path.clone());
        }
    }
    for (dir, written) in &by_folder {
        batch::cache::record_figures(dir, written)?;
    }
    Ok(())
}

/// A job's files, if each may be written: only a file boardfig wrote is
/// replaced (the cache of its folder records what it holds), never a
/// user's; else the refusal's line.
fn replaceable(files: Vec<Rendered>) -> Outcome {
    let mut caches = BTreeMap::new();
    for file in &files {
        let Target::Path(path) = &file.target else {
            continue;
        };
        let (dir, name) = folder_and_name(path);
        let cache = caches.entry(dir).or_insert_with(|| batch::cache::read(dir));
        if !cache.may_replace(dir, &name, &file.bytes) {
            return Err(format!(
                "{}: {}; move it away or name the figure otherwise",
                path.display(),
                batch::cache::NOT_WRITTEN
            ));
        }
    }
    Ok(files)
}

/// The folder a figure is written in and its file name.
fn folder_and_name(path: &Path) -> (&Path, String) {
    let dir = match path.parent() {
        Some(dir) if !dir.as_os_str().is_empty() => dir,
        _ => Path::new("."),
    };
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    (dir, name)
}

/// Prints what the run did; returns how it ends.
fn print_report(
    report: &Report,
    options: &MarkdownOptions,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<Exit, Error> {
    let stdout = Error::standard_output;
    for line in &report.errors {
        let _ = writeln!(err, "boardfig: {line}");
    }
    for (path, missing, note) in &report.stale {
        let what = if *missing { "missing" } else { "stale" };
        writeln!(out, "{what}: {}", path.display()).map_err(stdout)?;
        if let Some(note) = note {
            writeln!(out, "  {note}").map_err(stdout)?;
        }
    }
    for (path, lines, note) in &report.documents {
        let at: Vec<String> = lines.iter().map(ToString::to_string).collect();
        if options.check {
            writeln!(
                out,
                "stale: {} (its links or blocks at lines {})",
                path.display(),
                at.join(", ")
            )
            .map_err(stdout)?;
            if let Some(note) = note {
                writeln!(out, "  diff: {note}").map_err(stdout)?;
            }
        } else if !options.quiet {
            writeln!(
                out,
                "updated: {} (blocks at lines {})",
                path.display(),
                at.join(", ")
            )
            .map_err(stdout)?;
        }
    }
    let stale = !report.stale.is_empty() || (options.check && !report.documents.is_empty());
    if stale {
        writeln!(out, "to update: run `{}`", update_command(options)).map_err(stdout)?;
    }
    if !options.quiet {
        for path in &report.written {
            writeln!(out, "wrote: {}", path.display()).map_err(stdout)?;
        }
        let line = if options.check {
            say!(
                Lang::En,
                "markdown-checked",
                blocks = report.blocks,
                files = report.files,
                current = report.unchanged,
                stale = report.stale.len(),
                documents = report.documents.len()
            )
        } else {
            say!(
                Lang::En,
                "markdown-built",
                blocks = report.blocks,
                files = report.files,
                written = report.written.len(),
                unchanged = report.unchanged,
                documents = report.documents.len()
            )
        };
        writeln!(out, "{line}").map_err(stdout)?;
    }
    Ok(if crate::interrupt::requested() {
        Exit::Interrupted
    } else if !report.errors.is_empty() {
        Exit::Usage
    } else if stale {
        Exit::NotFound
    } else {
        Exit::Found
    })
}

/// The command that brings the checked files up to date.
fn update_command(options: &MarkdownOptions) -> String {
    let mut words = vec!["boardfig markdown".to_string()];
    words.extend(
        options
            .files
            .iter()
            .map(|f| links::shell_word(&f.display().to_string())),
    );
    if let Some(out) = &options.out {
        words.push(format!(
            "--out {}",
            links::shell_word(&out.display().to_string())
        ));
    }
    if options.replace {
        words.push("--replace".into());
    }
    words.join(" ")
}

//! The contact sheet of a build, `OUT/index.html`: every figure of every
//! job in the build file, grouped by job under its title, pictures shown
//! with `<img>` and pages linked, all by relative links. One file with its
//! own style, no script, nothing fetched; its bytes depend on the build
//! file alone (not on the figures), so it is the same on every run. A
//! title takes its direction from its own text (`dir="auto"`), so an
//! Arabic or Hebrew title reads right to left and leaves the page's
//! direction alone.

use std::collections::BTreeSet;
use std::fmt::Write as _;

use crate::build::config::{BuildJob, JobSpec, Puzzle};
use crate::job::Format;

/// The contact sheet's file name in the output folder.
pub(crate) const INDEX_FILE: &str = "index.html";

/// The style of the contact sheet.
const CSS: &str = "\
:root { color-scheme: light; }
body { margin: 0 auto; padding: 1rem 1.25rem 2rem; max-width: 80rem; \
font: 16px/1.45 system-ui, sans-serif; background: #fff; color: #111; }
h1 { font-size: 1.5rem; margin: 0.5rem 0 0.25rem; }
h2 { font-size: 1.15rem; margin: 0; }
section { border-top: 1px solid #ccc; padding: 1rem 0; }
.name { margin: 0 0 0.6rem; color: #555; font-size: 0.9rem; }
.figures { display: grid; grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr)); gap: 1rem; align-items: start; }
figure { margin: 0; padding: 0.5rem; border: 1px solid #ddd; border-radius: 6px; \
display: flex; flex-direction: column; gap: 0.4rem; }
figure a.picture { display: flex; justify-content: center; align-items: center; min-height: 6rem; }
figure img { display: block; max-width: 100%; max-height: 20rem; width: auto; height: auto; }
figcaption { font-size: 0.85rem; overflow-wrap: anywhere; }
a.page { display: block; padding: 0.6rem 0.8rem; font-size: 1.05rem; background: #eef2fb; \
border-radius: 4px; text-decoration: none; color: #1e3c8c; }
a.page:hover { text-decoration: underline; }
a:focus-visible { outline: 3px solid #1e3c8c; outline-offset: 2px; }
.failed { color: #8a1c1c; }
@media print { section { break-inside: avoid; } a.page { background: none; } }
";

/// Whether a build of `jobs` writes a contact sheet: some job writes a
/// page.
pub(super) fn wanted(jobs: &[BuildJob]) -> bool {
    jobs.iter().any(|job| {
        job.spec
            .as_ref()
            .is_ok_and(|spec| spec.formats.contains(&Format::Html))
    })
}

/// Escapes text for HTML content and attribute values.
fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// A job's title: the `title` key, else its name.
fn title(name: &str, spec: &JobSpec) -> String {
    let title = match &spec.puzzle {
        Puzzle::Knight(knight) => knight.title.as_deref(),
        Puzzle::Queens(queens) => queens.title.as_deref(),
        Puzzle::Explore(explore) => explore.title.as_deref(),
    };
    title
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .unwrap_or(name)
        .to_string()
}

/// A page, in words.
const PAGE: &str = "interactive page";
/// A trace file, in words.
const TRACE: &str = "search trace (JSON Lines)";

/// What a job's file is, in words.
fn kind(file: &str) -> &'static str {
    let ends = |tail: &str| file.ends_with(tail);
    if ends(".strip.svg") {
        "strip of search steps (SVG)"
    } else if ends(".anim.svg") {
        "animated SVG"
    } else if ends(".svg") {
        "SVG"
    } else if ends(".gif") {
        "GIF animation"
    } else if ends(".png") {
        "PNG"
    } else if ends(".jsonl") {
        TRACE
    } else {
        PAGE
    }
}

/// One file of a job: a picture linked to itself, or a link to a page.
fn figure(file: &str, title: &str) -> String {
    let href = escape(file);
    let kind = kind(file);
    let body = if kind == PAGE {
        format!("<a class=\"page\" href=\"{href}\">▶ Open the {kind}</a>")
    } else if kind == TRACE {
        format!("<a class=\"page\" href=\"{href}\">The {kind}</a>")
    } else {
        format!(
            "<a class=\"picture\" href=\"{href}\"><img src=\"{href}\" alt=\"{alt}\" loading=\"lazy\"/></a>",
            alt = escape(&format!("{title}: {kind}")),
        )
    };
    format!(
        "<figure>\n{body}\n<figcaption>{href} <span class=\"name\">({kind})</span></figcaption>\n</figure>\n"
    )
}

/// What the contact sheet shows of one job: its title and files, or
/// nothing for a job with a bad value.
struct Entry {
    name: String,
    figures: Option<(String, Vec<String>)>,
}

/// The contact sheet of a build, read off its jobs before they run and
/// drawn once they have (a job that failed then shows no links).
pub(super) struct Sheet {
    entries: Vec<Entry>,
}

/// The contact sheet of the jobs `jobs`, each with the files `files`
/// gives (its names in the output folder).
pub(super) fn contact_sheet(
    jobs: &[BuildJob],
    files: impl Fn(&str, &JobSpec) -> Vec<String>,
) -> Sheet {
    Sheet {
        entries: jobs
            .iter()
            .map(|job| Entry {
                name: job.name.clone(),
                figures: job
                    .spec
                    .as_ref()
                    .ok()
                    .map(|spec| (title(&job.name, spec), files(&job.name, spec))),
            })
            .collect(),
    }
}

impl Sheet {
    /// The page, the jobs named in `failed` (which failed in this build)
    /// shown without links to files they did not write.
    pub(super) fn render(&self, failed: &BTreeSet<&str>) -> Vec<u8> {
        let mut sections = String::new();
        let mut count = 0;
        for entry in &self.entries {
            let name = escape(&entry.name);
            let _ = writeln!(sections, "<section id=\"{name}\">");
            match &entry.figures {
                Some((title, files)) if !failed.contains(entry.name.as_str()) => {
                    let _ = write!(
                        sections,
                        "<h2 dir=\"auto\">{}</h2>\n<p class=\"name\">job <code>{name}</code></p>\n<div class=\"figures\">\n",
                        escape(title),
                    );
                    for file in files {
                        sections.push_str(&figure(file, title));
                        count += 1;
                    }
                    sections.push_str("</div>\n");
                }
                Some(_) => {
                    let _ = write!(
                        sections,
                        "<h2>{name}</h2>\n<p class=\"failed\">job <code>{name}</code> failed; \
                         see the build's messages</p>\n"
                    );
                }
                None => {
                    let _ = write!(
                        sections,
                        "<h2>{name}</h2>\n<p class=\"failed\">job <code>{name}</code> has a bad value; \
                         see the build's messages</p>\n"
                    );
                }
            }
            sections.push_str("</section>\n");
        }
        let jobs_count = self.entries.len();
        format!(
            "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\"/>\n\
             <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n\
             <meta name=\"generator\" content=\"boardfig\"/>\n\
             <title>boardfig figures</title>\n<style>\n{CSS}</style>\n</head>\n<body>\n\
             <h1>boardfig figures</h1>\n\
             <p class=\"name\">{count} {figures} of {jobs_count} {jobs_word}</p>\n\
             <main>\n{sections}</main>\n</body>\n</html>\n",
            figures = if count == 1 { "figure" } else { "figures" },
            jobs_word = if jobs_count == 1 { "job" } else { "jobs" },
        )
        .into_bytes()
    }
}

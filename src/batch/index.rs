//! The contact sheet of a build, `OUT/index.html`: every figure of every
//! job in the build file, grouped by job under its title, pictures shown
//! with `<img>` and pages linked, all by relative links. One file with its
//! own style, no script, nothing fetched; its bytes depend on the build
//! file alone (not on the figures), so it is the same on every run. A
//! title takes its direction from its own text (`dir="auto"`), so an
//! Arabic or Hebrew title reads right to left and leaves the page's
//! direction alone. Its own words are in the language of the build file's
//! `[defaults]` (English when it names none).

use std::collections::BTreeSet;
use std::fmt::Write as _;

use crate::batch::config::{BuildJob, JobSpec};
use crate::job::Format;
use crate::words::{Lang, say};

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
    let title = spec.job.title();
    title
        .map(str::trim)
        .filter(|t| !t.is_empty())
        .unwrap_or(name)
        .to_string()
}

/// What a job's file is.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    /// An interactive page (HTML).
    Page,
    /// A search trace (JSON Lines).
    Trace,
    /// A PDF document: the figure, or the strip of steps.
    Pdf { strip: bool },
    /// A picture the sheet shows (SVG, GIF, PNG).
    Picture(Picture),
}

/// A picture's format.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Picture {
    Strip,
    AnimatedSvg,
    Svg,
    Gif,
    Png,
}

/// What a job's file is, by its name.
fn kind(file: &str) -> Kind {
    let ends = |tail: &str| file.ends_with(tail);
    if ends(".strip.svg") {
        Kind::Picture(Picture::Strip)
    } else if ends(".anim.svg") {
        Kind::Picture(Picture::AnimatedSvg)
    } else if ends(".svg") {
        Kind::Picture(Picture::Svg)
    } else if ends(".gif") {
        Kind::Picture(Picture::Gif)
    } else if ends(".png") {
        Kind::Picture(Picture::Png)
    } else if ends(".jsonl") {
        Kind::Trace
    } else if ends(".pdf") {
        Kind::Pdf {
            strip: ends(".strip.pdf"),
        }
    } else {
        Kind::Page
    }
}

impl Kind {
    /// The kind in words, in `lang`.
    fn words(self, lang: Lang) -> String {
        match self {
            Kind::Page => say!(lang, "index-kind-page"),
            Kind::Trace => say!(lang, "index-kind-trace"),
            Kind::Pdf { strip: false } => say!(lang, "index-kind-pdf"),
            Kind::Pdf { strip: true } => say!(lang, "index-kind-strip-pdf"),
            Kind::Picture(Picture::Strip) => say!(lang, "index-kind-strip"),
            Kind::Picture(Picture::AnimatedSvg) => say!(lang, "index-kind-animated-svg"),
            Kind::Picture(Picture::Svg) => say!(lang, "index-kind-svg"),
            Kind::Picture(Picture::Gif) => say!(lang, "index-kind-gif"),
            Kind::Picture(Picture::Png) => say!(lang, "index-kind-png"),
        }
    }
}

/// One file of a job: a picture linked to itself, or a link to a page, a
/// trace or a PDF; its words in `lang`.
fn figure(file: &str, title: &str, lang: Lang) -> String {
    let href = escape(file);
    let kind = kind(file);
    let words = kind.words(lang);
    let link = |text: String| format!("<a class=\"page\" href=\"{href}\">{}</a>", escape(&text));
    let body = match kind {
        Kind::Page => link(say!(lang, "index-open-page")),
        Kind::Trace => link(say!(lang, "index-open-trace")),
        Kind::Pdf { .. } => link(say!(lang, "index-open-pdf")),
        Kind::Picture(_) => format!(
            "<a class=\"picture\" href=\"{href}\"><img src=\"{href}\" alt=\"{alt}\" loading=\"lazy\"/></a>",
            alt = escape(&say!(
                lang,
                "index-img-alt",
                title = title,
                kind = words.as_str()
            )),
        ),
    };
    format!(
        "<figure>\n{body}\n<figcaption>{href} <span class=\"name\">({})</span></figcaption>\n</figure>\n",
        escape(&words)
    )
}

/// Stands for a job's name in a sentence until the name is put in as
/// code (a character of Unicode's private use area, which no sentence
/// holds).
const NAME_SLOT: &str = "\u{e000}";

/// A sentence naming a job, as HTML: `words` made with [`NAME_SLOT`] for
/// the name, which is put in as `<code>`.
fn naming(words: &str, name: &str) -> String {
    escape(words).replacen(NAME_SLOT, &format!("<code>{}</code>", escape(name)), 1)
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
    /// The language of its words.
    lang: Lang,
}

/// The contact sheet of the jobs `jobs` in `lang`, each with the files
/// `files` gives (its names in the output folder).
pub(super) fn contact_sheet(
    jobs: &[BuildJob],
    lang: Lang,
    files: impl Fn(&str, &JobSpec) -> Vec<String>,
) -> Sheet {
    Sheet {
        lang,
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
        let lang = self.lang;
        let mut sections = String::new();
        let mut count = 0;
        for entry in &self.entries {
            let name = escape(&entry.name);
            let _ = writeln!(sections, "<section id=\"{name}\">");
            match &entry.figures {
                Some((title, files)) if !failed.contains(entry.name.as_str()) => {
                    let _ = write!(
                        sections,
                        "<h2 dir=\"auto\">{}</h2>\n<p class=\"name\">{}</p>\n<div class=\"figures\">\n",
                        escape(title),
                        naming(&say!(lang, "index-job", name = NAME_SLOT), &entry.name),
                    );
                    for file in files {
                        sections.push_str(&figure(file, title, lang));
                        count += 1;
                    }
                    sections.push_str("</div>\n");
                }
                Some(_) => {
                    let _ = write!(
                        sections,
                        "<h2>{name}</h2>\n<p class=\"failed\">{}</p>\n",
                        naming(
                            &say!(lang, "index-job-failed", name = NAME_SLOT),
                            &entry.name
                        )
                    );
                }
                None => {
                    let _ = write!(
                        sections,
                        "<h2>{name}</h2>\n<p class=\"failed\">{}</p>\n",
                        naming(
                            &say!(lang, "index-job-bad-value", name = NAME_SLOT),
                            &entry.name
                        )
                    );
                }
            }
            sections.push_str("</section>\n");
        }
        format!(
            "<!DOCTYPE html>\n<html lang=\"{tag}\">\n<head>\n<meta charset=\"utf-8\"/>\n\
             <meta name=\"viewport\" content=\"width=device-width, initial-scale=1\"/>\n\
             <meta name=\"generator\" content=\"boardfig\"/>\n\
             <title>{title}</title>\n<style>\n{CSS}</style>\n</head>\n<body>\n\
             <h1>{title}</h1>\n\
             <p class=\"name\">{count}</p>\n\
             <main>\n{sections}</main>\n</body>\n</html>\n",
            tag = lang.tag(),
            title = escape(&say!(lang, "index-title")),
            count = escape(&say!(
                lang,
                "index-count",
                figures = count,
                jobs = self.entries.len()
            )),
        )
        .into_bytes()
    }
}

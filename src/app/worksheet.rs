//! `boardfig worksheet`: plans the sheet, chooses and checks its
//! exercises, draws the sheet and its answer key, and writes them all or
//! nothing.

use std::io::Write;
use std::path::PathBuf;

use crate::cli::{WorksheetArgs, target};
use crate::error::{Error, Exit, message};
use crate::figure::scene::Scene;
use crate::figure::worksheet::PER_PAGE;
use crate::options::Key;
use crate::pipeline::worksheet::{exercises, sheet_pages, to_pdf};
use crate::pipeline::write::{self, Links};
use crate::plan::Target;
use crate::plan::worksheet::{WorksheetPlan, worksheet};
use crate::words::{Lang, say};

/// Runs `boardfig worksheet`.
pub(super) fn run(
    args: &WorksheetArgs,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<Exit, Error> {
    let plan = worksheet(&args.job)?;
    let mut files: Vec<(PathBuf, bool, bool)> = Vec::new();
    if let Some(path) = &args.pdf {
        files.push((path.clone(), true, false));
    }
    if let Some(path) = &args.svg {
        files.push((path.clone(), false, false));
    }
    if files.is_empty() {
        return Err(Error::usage(message![
            "give the sheet's file: ",
            Key::Pdf,
            " FILE or ",
            Key::Svg,
            " FILE"
        ]));
    }
    if let Some(path) = &args.answers {
        let pdf = path
            .extension()
            .is_some_and(|e| e.eq_ignore_ascii_case("pdf"));
        files.push((path.clone(), pdf, true));
    }
    let targets: Vec<Target> = files.iter().map(|(path, _, _)| target(path)).collect();
    write::check_targets(targets.iter(), Links::Follow)?;
    let exercises = exercises(&plan)?;
    let mut rendered = Vec::new();
    for ((_, pdf, answers), target) in files.iter().zip(&targets) {
        rendered.push((target.clone(), render(&plan, &exercises, *pdf, *answers)?));
    }
    let pages = exercises.len().div_ceil(PER_PAGE);
    write::write_all(&rendered, out, Links::Follow)?;
    if !args.quiet {
        for target in targets.iter().filter(|t| **t != Target::Stdout) {
            let line = say!(
                Lang::En,
                "worksheet-wrote",
                target = target.to_string(),
                count = exercises.len(),
                pages = pages
            );
            let _ = writeln!(err, "{line}");
        }
    }
    Ok(Exit::Found)
}

/// The bytes of the sheet or of its key.
fn render(
    plan: &WorksheetPlan,
    exercises: &[crate::figure::worksheet::Exercise],
    pdf: bool,
    answers: bool,
) -> Result<Vec<u8>, Error> {
    if pdf {
        Ok(to_pdf(plan, exercises, answers))
    } else {
        let scenes = sheet_pages(plan, exercises, answers);
        to_svg(&scenes, if answers { Key::Answers } else { Key::Svg })
    }
}

/// The one page as SVG, or the refusal of a sheet of several pages
/// (`file` is the file's option).
fn to_svg(scenes: &[Scene], file: Key) -> Result<Vec<u8>, Error> {
    match scenes {
        [page] => Ok(crate::render::svg::to_svg(page).into_bytes()),
        _ => Err(Error::usage(message![
            file,
            format!(
                ": the sheet has {} pages and an SVG file holds one; write it with ",
                scenes.len()
            ),
            Key::Pdf,
            format!(", or ask for {PER_PAGE} exercises or fewer with "),
            Key::Count
        ])),
    }
}

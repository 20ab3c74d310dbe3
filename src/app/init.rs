//! `boardfig init`: a starter build file written from a template.

use std::io::{self, Write};
use std::path::{Path, PathBuf};

use crate::cli::{InitArgs, Template, target};
use crate::error::{Error, Exit};
use crate::pipeline::write::{self, Links};
use crate::plan::Target;

/// The build file `boardfig build` reads when none is named.
const DEFAULT_FILE: &str = "boardfig.toml";

/// The text of a template: the files in templates/, built in.
fn text(template: Template) -> &'static str {
    match template {
        Template::Gallery => crate::batch::GALLERY,
        Template::DocsGifs => include_str!("../../templates/docs-gifs.toml"),
        Template::Reference => include_str!("../../templates/reference.toml"),
    }
}

/// The template's name on the command line.
fn name(template: Template) -> &'static str {
    match template {
        Template::Gallery => "gallery",
        Template::DocsGifs => "docs-gifs",
        Template::Reference => "reference",
    }
}

/// The file to write: the path given (`-`: standard output), or
/// boardfig.toml in the folder given or in the current folder.
fn destination(path: Option<&Path>) -> PathBuf {
    match path {
        None => PathBuf::from(DEFAULT_FILE),
        Some(folder) if folder.is_dir() => folder.join(DEFAULT_FILE),
        Some(file) => file.to_path_buf(),
    }
}

/// Whether a path given ends with a separator, naming a folder.
fn names_a_folder(path: &Path) -> bool {
    let text = path.as_os_str().to_string_lossy();
    text.ends_with('/') || text.ends_with(std::path::MAIN_SEPARATOR)
}

/// A path as a shell word: quoted when it holds anything but plain
/// characters.
fn shell_word(path: &Path) -> String {
    let text = path.display().to_string();
    if !text.is_empty()
        && text
            .chars()
            .all(|c| c.is_ascii_alphanumeric() || "-_./+,:@".contains(c))
    {
        text
    } else {
        format!("'{}'", text.replace('\'', r"'\''"))
    }
}

/// The command that builds the file just written.
fn next_command(path: &Path) -> String {
    if path == Path::new(DEFAULT_FILE) {
        "boardfig build".to_string()
    } else {
        format!("boardfig build {}", shell_word(path))
    }
}

/// Writes the template; an existing file is kept unless `--force`.
pub(super) fn init(args: &InitArgs, out: &mut dyn Write) -> Result<Exit, Error> {
    if let Some(folder) = args
        .path
        .as_deref()
        .filter(|p| names_a_folder(p) && !p.is_dir())
    {
        return Err(Error::io(
            folder,
            io::Error::new(
                io::ErrorKind::NotFound,
                "no such folder; make it first, or name the file to write",
            ),
        ));
    }
    let path = destination(args.path.as_deref());
    let file = target(&path);
    let bytes = text(args.template).as_bytes().to_vec();
    if file == Target::Stdout {
        write::write_all(&[(file, bytes)], out, Links::Follow)?;
        return Ok(Exit::Found);
    }
    if !args.force && path.symlink_metadata().is_ok() {
        return Err(Error::io(
            &path,
            io::Error::new(
                io::ErrorKind::AlreadyExists,
                "already exists; pass --force to overwrite it",
            ),
        ));
    }
    write::check_targets([&file], Links::Follow)?;
    write::write_all(&[(file, bytes)], out, Links::Follow)?;
    super::print(out, |out| {
        writeln!(
            out,
            "wrote {} from the {} template; next: {}",
            path.display(),
            name(args.template),
            next_command(&path)
        )
    })?;
    Ok(Exit::Found)
}

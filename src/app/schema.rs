//! `boardfig schema`: the JSON Schema of build files, for editors.

use std::io::Write;

use crate::cli::{SchemaArgs, target};
use crate::error::{Error, Exit};
use crate::pipeline::write::{self, Links};

/// Prints the schema, or writes it to `--output`.
pub(super) fn schema(args: &SchemaArgs, out: &mut dyn Write) -> Result<Exit, Error> {
    let text = crate::batch::schema();
    match &args.output {
        None => super::print(out, |out| out.write_all(text.as_bytes()))?,
        Some(path) => {
            let file = target(path);
            write::check_targets([&file], Links::Follow)?;
            write::write_all(&[(file, text.into_bytes())], out, Links::Follow)?;
        }
    }
    Ok(Exit::Found)
}

//! The C baselines the benches time beside boardfig, compiled when a
//! bench starts.

use std::path::{Path, PathBuf};
use std::process::Command;

/// Compiles `benches/c/NAME.c` with `gcc -O2` into `dir`, or says why the
/// baseline is skipped (then only boardfig is timed).
pub(crate) fn compile_baseline(dir: &Path, name: &str) -> Option<PathBuf> {
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("c/{name}.c"));
    let binary = dir.join(name);
    let status = Command::new("gcc")
        .args(["-O2", "-o"])
        .arg(&binary)
        .arg(&source)
        .status();
    match status {
        Ok(status) if status.success() => Some(binary),
        Ok(status) => {
            println!("note: gcc failed ({status}); timing boardfig only");
            None
        }
        Err(error) => {
            println!("note: no gcc ({error}); timing boardfig only");
            None
        }
    }
}

//! The guide (docs/guide) states the sizes of the files the command line
//! writes: each line of its table of sizes is run as written and the
//! file's size compared with the table's.

use std::path::Path;

use crate::harness::run;

/// The commands of the guide's table of sizes and the bytes it states.
fn stated_sizes() -> Vec<(Vec<String>, u64)> {
    let page = Path::new(env!("CARGO_MANIFEST_DIR")).join("docs/guide/performance.md");
    std::fs::read_to_string(page)
        .unwrap()
        .lines()
        .filter_map(|row| {
            let rest = row.strip_prefix("| `boardfig ")?;
            let (command, bytes) = rest.split_once("` | ")?;
            let bytes = bytes.trim_end_matches(" |").replace(',', "").parse().ok()?;
            Some((
                command.split_whitespace().map(String::from).collect(),
                bytes,
            ))
        })
        .collect()
}

#[test]
fn every_size_the_guide_states_is_the_size_of_the_file_written() {
    let sizes = stated_sizes();
    assert!(sizes.len() >= 10, "{sizes:?}");
    let dir = tempfile::tempdir().unwrap();
    for (command, bytes) in &sizes {
        let mut args = command.clone();
        args.push("-q".into());
        run(&args).in_dir(&dir).succeeds();
        let file = dir.path().join(command.last().unwrap());
        let written = std::fs::metadata(&file).unwrap().len();
        assert_eq!(written, *bytes, "boardfig {}", command.join(" "));
    }
}

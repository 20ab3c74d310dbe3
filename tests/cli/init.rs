//! `boardfig init`: each template written as it is in templates/, built
//! and checked in place; an existing file kept unless `--force`.

use std::path::Path;

use crate::harness::run;

const TEMPLATES: &[&str] = &["gallery", "docs-gifs", "reference"];

fn template(name: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("templates")
        .join(format!("{name}.toml"));
    std::fs::read_to_string(path).unwrap()
}

#[test]
fn each_template_is_written_then_builds_and_checks() {
    for name in TEMPLATES {
        let dir = tempfile::tempdir().unwrap();
        run(["init", "--template", name])
            .in_dir(&dir)
            .succeeds()
            .stdout_is(&format!(
                "wrote boardfig.toml from the {name} template; next: boardfig build\n"
            ));
        let written = std::fs::read_to_string(dir.path().join("boardfig.toml")).unwrap();
        assert_eq!(written, template(name), "{name}");
        run(["build", "--quiet"]).in_dir(&dir).succeeds();
        assert!(dir.path().join("output").is_dir(), "{name}: no output");
        run(["build", "--check"]).in_dir(&dir).succeeds();
    }
}

#[test]
fn the_default_template_is_the_gallery() {
    let dir = tempfile::tempdir().unwrap();
    run(["init"]).in_dir(&dir).succeeds();
    let written = std::fs::read_to_string(dir.path().join("boardfig.toml")).unwrap();
    assert_eq!(written, template("gallery"));
}

#[test]
fn an_existing_file_is_kept_unless_forced() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("boardfig.toml");
    std::fs::write(&file, "# mine\n").unwrap();
    run(["init", "--template", "reference"])
        .in_dir(&dir)
        .fails_with(2, "boardfig.toml: already exists")
        .stderr_contains("--force")
        .leaves_no_files();
    assert_eq!(std::fs::read_to_string(&file).unwrap(), "# mine\n");
    run(["init", "--template", "reference", "--force"])
        .in_dir(&dir)
        .succeeds();
    assert_eq!(
        std::fs::read_to_string(&file).unwrap(),
        template("reference")
    );
}

#[test]
fn a_folder_or_a_file_name_or_stdout() {
    let dir = tempfile::tempdir().unwrap();
    std::fs::create_dir(dir.path().join("site")).unwrap();
    run(["init", "site", "--template", "docs-gifs"])
        .in_dir(&dir)
        .succeeds()
        .stdout_contains("next: boardfig build site/boardfig.toml");
    assert!(dir.path().join("site/boardfig.toml").is_file());
    run(["init", "my figures.toml"])
        .in_dir(&dir)
        .succeeds()
        .stdout_contains("next: boardfig build 'my figures.toml'");
    run(["build", "my figures.toml", "--quiet"])
        .in_dir(&dir)
        .succeeds();
    run(["init", "-", "--template", "reference"])
        .in_dir(&dir)
        .succeeds()
        .stdout_is(&template("reference"));
}

#[test]
fn a_missing_folder_or_bad_template_writes_nothing() {
    let dir = tempfile::tempdir().unwrap();
    run(["init", "no/such/folder/boardfig.toml"])
        .in_dir(&dir)
        .fails_with(2, "no/such/folder")
        .leaves_no_files();
    run(["init", "--template", "poster"])
        .in_dir(&dir)
        .fails_with(2, "poster")
        .stderr_contains(
            "--template `poster`: expected one of \"gallery\", \"docs-gifs\", \"reference\"",
        )
        .leaves_no_files();
}

#[test]
fn a_folder_that_is_missing_is_named_as_a_folder() {
    let dir = tempfile::tempdir().unwrap();
    run(["init", "--template", "docs-gifs", "sub/"])
        .in_dir(&dir)
        .fails_with(2, "sub/: no such folder; make it first");
    assert!(!dir.path().join("sub").exists());
    std::fs::create_dir(dir.path().join("sub")).unwrap();
    run(["init", "--template", "docs-gifs", "sub/"])
        .in_dir(&dir)
        .succeeds();
    assert!(dir.path().join("sub/boardfig.toml").is_file());
}

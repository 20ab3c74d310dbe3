//! Faults that could lose a user's files or write outside the output
//! folder: `--prune` in a project folder, symbolic links planted in the
//! output folder or in a shared temporary folder, pipes and sockets named
//! as targets, jobs whose files collide, and the umask.
//!
//! Tests that need root (files owned by another user) print a note and
//! pass when they cannot set up their fault.

use std::os::unix::fs::{PermissionsExt, symlink};
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

use crate::harness::{list_files, project, run};

fn is_root() -> bool {
    // SAFETY: geteuid has no preconditions and cannot fail.
    #[allow(unsafe_code)]
    let uid = unsafe { libc::geteuid() };
    uid == 0
}

/// Makes a fifo at `path`.
fn mkfifo(path: &Path) {
    let status = Command::new("mkfifo").arg(path).status().unwrap();
    assert!(status.success(), "mkfifo {}", path.display());
}

const ONE_JOB: &str = "[[knight]]\nname = \"k\"\nboard = \"5x5\"\n";

// a. --prune removes only what a build wrote.

#[test]
fn prune_in_a_project_folder_keeps_every_file_it_did_not_write() {
    let dir = project(ONE_JOB);
    std::fs::write(dir.path().join("README.md"), "# my project\n").unwrap();
    std::fs::write(dir.path().join("main.rs"), "fn main() {}\n").unwrap();
    run(["build", "--out", "."]).in_dir(&dir).succeeds();
    // The job is renamed: k.svg is now a file no job makes, but one a
    // build wrote.
    std::fs::write(
        dir.path().join("boardfig.toml"),
        ONE_JOB.replace("\"k\"", "\"k2\""),
    )
    .unwrap();
    let check = run(["build", "--out", ".", "--check"])
        .in_dir(&dir)
        .exits(1)
        .stdout_contains("unexpected: ./k.svg")
        .stdout_contains("unexpected (no build here wrote it; --prune leaves it): ./README.md")
        .stdout_contains("unexpected (no build here wrote it; --prune leaves it): ./main.rs");
    assert!(
        !check.stdout().contains("boardfig.toml"),
        "the build file is listed: {}",
        check.stdout()
    );
    run(["build", "--out", ".", "--prune"])
        .in_dir(&dir)
        .succeeds()
        .stdout_contains("removed: ./k.svg");
    for kept in ["boardfig.toml", "README.md", "main.rs", "k2.svg"] {
        assert!(dir.path().join(kept).is_file(), "{kept} is gone");
    }
    assert!(!dir.path().join("k.svg").exists());
}

#[test]
fn prune_leaves_a_file_edited_since_a_build_wrote_it() {
    let dir = project(ONE_JOB);
    run(["build"]).in_dir(&dir).succeeds();
    std::fs::write(
        dir.path().join("boardfig.toml"),
        ONE_JOB.replace("\"k\"", "\"k2\""),
    )
    .unwrap();
    let old = dir.path().join("output/k.svg");
    std::fs::write(&old, "<svg>my own edit</svg>").unwrap();
    run(["build", "--prune"]).in_dir(&dir).succeeds();
    assert_eq!(
        std::fs::read_to_string(&old).unwrap(),
        "<svg>my own edit</svg>"
    );
}

#[test]
fn a_job_cannot_write_over_its_build_file() {
    let dir = project("");
    std::fs::write(
        dir.path().join("k.svg"),
        "[[knight]]\nname = \"k\"\nboard = \"5x5\"\n",
    )
    .unwrap();
    let ran = run(["build", "k.svg", "--out", "."])
        .in_dir(&dir)
        .fails_with(2, "build file");
    assert!(ran.file_text("k.svg").starts_with("[[knight]]"));
}

// b. Symbolic links in the output folder are replaced, never written
// through.

/// A file outside the output folder that a planted link points to.
fn victim(dir: &Path) -> std::path::PathBuf {
    let path = dir.join("victim.txt");
    std::fs::write(&path, "precious\n").unwrap();
    path
}

fn assert_untouched(victim: &Path) {
    assert_eq!(std::fs::read_to_string(victim).unwrap(), "precious\n");
}

#[test]
fn a_build_replaces_a_linked_output_and_cache_instead_of_writing_through() {
    let dir = project("[[knight]]\nname = \"k\"\nboard = \"5x5\"\nformats = [\"svg\", \"html\"]\n");
    let victim = victim(dir.path());
    let out = dir.path().join("output");
    std::fs::create_dir(&out).unwrap();
    for name in ["k.svg", "k.html", "index.html", ".boardfig-cache"] {
        symlink(&victim, out.join(name)).unwrap();
    }
    run(["build"]).in_dir(&dir).succeeds();
    assert_untouched(&victim);
    for name in ["k.svg", "k.html", "index.html", ".boardfig-cache"] {
        let meta = std::fs::symlink_metadata(out.join(name)).unwrap();
        assert!(meta.is_file(), "{name} is still a link");
    }
    // A link planted after the build is stale for --check and replaced by
    // the next build, even if it points to a file with the right bytes.
    let copy = dir.path().join("copy.svg");
    std::fs::copy(out.join("k.svg"), &copy).unwrap();
    std::fs::remove_file(out.join("k.svg")).unwrap();
    symlink(&copy, out.join("k.svg")).unwrap();
    run(["build", "--check"])
        .in_dir(&dir)
        .exits(1)
        .stdout_contains("stale: output/k.svg");
    run(["build"]).in_dir(&dir).succeeds();
    assert!(
        std::fs::symlink_metadata(out.join("k.svg"))
            .unwrap()
            .is_file()
    );
}

#[test]
fn check_diff_replaces_a_linked_diff_file() {
    let dir = project(ONE_JOB);
    let victim = victim(dir.path());
    run(["build"]).in_dir(&dir).succeeds();
    std::fs::write(dir.path().join("output/k.svg"), "<svg/>\n").unwrap();
    let diff = dir.path().join("check-diff");
    std::fs::create_dir(&diff).unwrap();
    symlink(&victim, diff.join("k.svg")).unwrap();
    symlink(&victim, diff.join("k.svg.diff")).unwrap();
    run(["build", "--check", "--diff", "check-diff"])
        .in_dir(&dir)
        .exits(1);
    assert_untouched(&victim);
    assert!(
        std::fs::symlink_metadata(diff.join("k.svg.diff"))
            .unwrap()
            .is_file()
    );
}

#[test]
fn a_pipe_named_like_an_output_is_refused_without_waiting() {
    let dir = project(ONE_JOB);
    let out = dir.path().join("output");
    std::fs::create_dir(&out).unwrap();
    mkfifo(&out.join("k.svg"));
    let ran = run(["build"])
        .in_dir(&dir)
        .timeout(Duration::from_secs(20))
        .exits(2)
        .stderr_contains("output/k.svg")
        .stderr_contains("pipe");
    assert!(!ran.panicked());
    run(["build", "--check"])
        .in_dir(&dir)
        .timeout(Duration::from_secs(20))
        .exits(1)
        .stdout_contains("output/k.svg");
}

// c. Targets of the command line: pipes, sockets, links set as traps.

#[test]
fn a_pipe_nobody_reads_is_refused_at_once_by_every_writer() {
    let dir = tempfile::tempdir().unwrap();
    mkfifo(&dir.path().join("fifo"));
    let cases: [&[&str]; 4] = [
        &["knight", "--board", "5x5", "--svg", "fifo"],
        &["queens", "--n", "6", "--png", "fifo"],
        &["init", "--force", "fifo"],
        &["schema", "--output", "fifo"],
    ];
    for args in cases {
        let started = Instant::now();
        run(args)
            .in_dir(&dir)
            .timeout(Duration::from_secs(20))
            .fails_with(2, "fifo");
        assert!(started.elapsed() < Duration::from_secs(10), "{args:?}");
    }
}

#[test]
fn a_pipe_with_a_reader_gets_the_figure() {
    let dir = tempfile::tempdir().unwrap();
    let fifo = dir.path().join("fifo");
    mkfifo(&fifo);
    let reader = {
        let fifo = fifo.clone();
        std::thread::spawn(move || std::fs::read(fifo).unwrap())
    };
    // The reader waits in open() until a writer comes; give it time to
    // get there.
    std::thread::sleep(Duration::from_millis(300));
    run(["knight", "--board", "5x5", "--svg", "fifo", "-q"])
        .in_dir(&dir)
        .timeout(Duration::from_secs(20))
        .succeeds();
    let bytes = reader.join().unwrap();
    assert!(
        bytes.starts_with(b"<svg"),
        "{:?}",
        &bytes[..20.min(bytes.len())]
    );
}

#[test]
fn a_socket_target_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let _listener = std::os::unix::net::UnixListener::bind(dir.path().join("sock")).unwrap();
    run(["knight", "--board", "5x5", "--svg", "sock"])
        .in_dir(&dir)
        .timeout(Duration::from_secs(20))
        .fails_with(2, "socket");
}

/// A world-writable sticky folder like /tmp, with a link in it that
/// another user (uid 4242) made, pointing at `victim`.
fn shared_folder_with_a_trap(dir: &Path, victim: &Path) -> std::path::PathBuf {
    let shared = dir.join("shared");
    std::fs::create_dir(&shared).unwrap();
    std::fs::set_permissions(&shared, std::fs::Permissions::from_mode(0o1777)).unwrap();
    let link = shared.join("fig.svg");
    symlink(victim, &link).unwrap();
    std::os::unix::fs::lchown(&link, Some(4242), Some(4242)).unwrap();
    link
}

#[test]
fn a_link_another_user_planted_in_a_shared_folder_is_not_followed() {
    if !is_root() {
        eprintln!("note: not root; links owned by another user cannot be made; skipped");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let victim = victim(dir.path());
    let link = shared_folder_with_a_trap(dir.path(), &victim);
    let link = link.to_str().unwrap();
    let cases: [&[&str]; 4] = [
        &["knight", "--board", "5x5", "--svg", link],
        &["queens", "--n", "6", "--gif", link],
        &["init", "--force", link],
        &["schema", "--output", link],
    ];
    for args in cases {
        run(args).in_dir(&dir).fails_with(2, "fig.svg");
        assert_untouched(&victim);
    }
}

#[test]
fn a_link_into_another_users_folder_is_not_followed() {
    if !is_root() {
        eprintln!("note: not root; folders owned by another user cannot be made; skipped");
        return;
    }
    let dir = tempfile::tempdir().unwrap();
    let theirs = dir.path().join("theirs");
    std::fs::create_dir(&theirs).unwrap();
    let victim = victim(&theirs);
    std::os::unix::fs::chown(&theirs, Some(4242), Some(4242)).unwrap();
    symlink(&victim, dir.path().join("mine.svg")).unwrap();
    run(["knight", "--board", "5x5", "--svg", "mine.svg"])
        .in_dir(&dir)
        .fails_with(2, "mine.svg");
    assert_untouched(&victim);
}

// d. Files whose names collide.

#[test]
fn jobs_whose_files_collide_are_an_error_of_the_file_naming_both() {
    let cases = [
        (
            "[[knight]]\nname = \"k\"\nboard = \"5x5\"\nformats = [\"animated-svg\"]\n\n\
             [[knight]]\nname = \"k.anim\"\nboard = \"5x6\"\n",
            ["`k`", "`k.anim`", "k.anim.svg"],
        ),
        (
            "[[knight]]\nname = \"k\"\nboard = \"5x5\"\nstrip = true\n\n\
             [[knight]]\nname = \"K.strip\"\nboard = \"5x6\"\n",
            ["`k`", "`K.strip`", "K.strip.svg"],
        ),
    ];
    for (config, needles) in cases {
        let dir = project(config);
        let ran = run(["build"]).in_dir(&dir).exits(2);
        let err = ran.stderr();
        for needle in needles {
            assert!(err.contains(needle), "no {needle}: {err}");
        }
        assert!(
            !dir.path().join("output").exists(),
            "wrote {:?}",
            list_files(dir.path())
        );
    }
}

#[test]
fn a_format_listed_twice_fails_its_job() {
    let dir = project(
        "[[knight]]\nname = \"good\"\nboard = \"5x5\"\n\n\
         [[knight]]\nname = \"twice\"\nboard = \"5x5\"\nformats = [\"svg\", \"svg\"]\n",
    );
    run(["build"])
        .in_dir(&dir)
        .fails_with(2, "job `twice`: formats `\"svg\"`: is listed twice");
}

// e. The umask.

/// Runs boardfig under `umask 077` in `dir`.
fn under_umask_077(dir: &Path, args: &[&str]) {
    let status = Command::new("sh")
        .arg("-c")
        .arg("umask 077 && exec \"$0\" \"$@\"")
        .arg(env!("CARGO_BIN_EXE_boardfig"))
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .status()
        .unwrap();
    assert!(status.success(), "{args:?}");
}

fn mode(path: &Path) -> u32 {
    std::fs::metadata(path).unwrap().permissions().mode() & 0o7777
}

#[test]
fn new_files_get_the_umask_and_old_files_keep_their_mode() {
    let dir = project(ONE_JOB);
    under_umask_077(
        dir.path(),
        &["knight", "--board", "5x5", "--svg", "new.svg"],
    );
    assert_eq!(mode(&dir.path().join("new.svg")), 0o600);
    std::fs::write(dir.path().join("old.svg"), "old").unwrap();
    std::fs::set_permissions(
        dir.path().join("old.svg"),
        std::fs::Permissions::from_mode(0o640),
    )
    .unwrap();
    under_umask_077(
        dir.path(),
        &["knight", "--board", "5x5", "--svg", "old.svg"],
    );
    assert_eq!(mode(&dir.path().join("old.svg")), 0o640);
    under_umask_077(dir.path(), &["build"]);
    assert_eq!(mode(&dir.path().join("output/k.svg")), 0o600);
    assert_eq!(mode(&dir.path().join("output/.boardfig-cache")), 0o600);
}

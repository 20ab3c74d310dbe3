//! The interface of bindings (the Python package): options read as a
//! build file's keys, errors naming them, and figures equal to the command
//! line's. The Python tests (python/tests) cover the package itself.

use std::process::Command;

use boardfig::Format;
use boardfig::bindings::{ErrorKind, Knight, KnightResult, Queens, QueensResult, Value};

fn options(pairs: &[(&str, Value)]) -> Vec<(String, Value)> {
    pairs
        .iter()
        .map(|(key, value)| ((*key).to_string(), value.clone()))
        .collect()
}

fn text(value: &str) -> Value {
    Value::Text(value.to_string())
}

fn tour(pairs: &[(&str, Value)]) -> Knight {
    match Knight::solve(&options(pairs)).unwrap().result {
        KnightResult::Tour(tour) => *tour,
        KnightResult::Count(_) => panic!("a tour was asked for"),
    }
}

fn cli(args: &[&str]) -> Vec<u8> {
    let output = Command::new(env!("CARGO_BIN_EXE_boardfig"))
        .args(args)
        .output()
        .unwrap();
    assert!(output.status.code().is_some_and(|c| c <= 1), "{output:?}");
    output.stdout
}

#[test]
fn figures_are_the_command_lines() {
    let knight = tour(&[("board", text("6x6")), ("closed", Value::Bool(true))]);
    let figure = options(&[
        ("theme", text("wiki")),
        ("cell", Value::Int(30)),
        ("first_step", Value::Int(0)),
        ("numbers", Value::Bool(true)),
    ]);
    let args = [
        "knight",
        "--board",
        "6x6",
        "--closed",
        "--theme",
        "wiki",
        "--cell",
        "30",
        "--first-step",
        "0",
        "--numbers",
    ];
    for (format, flag) in [(Format::Svg, "--svg"), (Format::Gif, "--gif")] {
        let ours = knight.figure(format, &figure).unwrap().result;
        assert_eq!(ours, cli(&[&args[..], &[flag, "-"]].concat()), "{flag}");
    }
    let queens = match Queens::solve(&options(&[("n", Value::Int(6))]))
        .unwrap()
        .result
    {
        QueensResult::Placements(queens) => queens,
        QueensResult::Count(_) => panic!("a placement was asked for"),
    };
    let ours = queens.figure(Format::Png, &[]).unwrap().result;
    assert_eq!(ours, cli(&["queens", "--n", "6", "--png", "-"]));
}

#[test]
fn answers_are_data() {
    let knight = tour(&[("board", text("5x5"))]);
    assert!(knight.found());
    assert_eq!(knight.squares().len(), 25);
    assert_eq!(knight.matrix()[0][0], 1);
    let none = tour(&[("board", text("3x3"))]);
    assert!(!none.found() && none.reason().is_some() && none.squares().is_empty());
    let count = Knight::solve(&options(&[
        ("board", text("5x5")),
        ("count", Value::Bool(true)),
    ]));
    assert!(matches!(count.unwrap().result, KnightResult::Count(304)));
    let all = Queens::solve(&options(&[
        ("n", Value::Int(8)),
        ("all", Value::Bool(true)),
        ("fundamental", Value::Bool(true)),
    ]));
    let QueensResult::Placements(all) = all.unwrap().result else {
        panic!("placements were asked for")
    };
    assert_eq!(all.len(), 12);
    assert_eq!(all.columns(0), Some(vec![1, 5, 8, 6, 3, 7, 2, 4]));
}

#[test]
fn errors_name_keys() {
    let error = Knight::solve(&options(&[("cell", Value::Int(2))])).unwrap_err();
    assert_eq!(error.kind, ErrorKind::Value);
    assert_eq!(
        error.message,
        "cell `2`: expected a square size from 4 to 256 pixels"
    );
    let error = Knight::solve(&options(&[("cel", Value::Int(30))])).unwrap_err();
    assert_eq!(error.kind, ErrorKind::UnknownOption);
    assert_eq!(error.message, "unknown option `cel`: did you mean `cell`?");
    let knight = tour(&[("board", text("5x5"))]);
    let error = knight
        .figure(Format::Svg, &options(&[("board", text("6x6"))]))
        .unwrap_err();
    assert_eq!(error.kind, ErrorKind::UnknownOption);
    let error = Knight::solve(&options(&[
        ("method", text("backtrack")),
        ("budget", Value::Int(10)),
    ]))
    .unwrap_err();
    assert_eq!(error.kind, ErrorKind::Budget);
    let warned = knight
        .figure(Format::Svg, &options(&[("delay", Value::Int(300))]))
        .unwrap();
    assert_eq!(
        warned.warnings,
        ["no animation is written (`gif`, `html`, `animated_svg`), so `delay` has no effect"]
    );
}

#[test]
fn coords_take_a_name_or_a_boolean() {
    let knight = tour(&[("board", text("5x4"))]);
    for (value, flag) in [
        (text("all"), "all"),
        (text("none"), "none"),
        (Value::Bool(false), "none"),
        (Value::Bool(true), "edge"),
    ] {
        let ours = knight
            .figure(Format::Svg, &options(&[("coords", value)]))
            .unwrap()
            .result;
        let args = ["knight", "--board", "5x4", "--coords", flag, "--svg", "-"];
        assert_eq!(ours, cli(&args), "{flag}");
    }
    let error = knight
        .figure(Format::Svg, &options(&[("coords", text("sides"))]))
        .unwrap_err();
    assert_eq!(error.kind, ErrorKind::Value);
    assert_eq!(
        error.message,
        "coords `sides`: expected none, edge or all (or true, false)"
    );
}

#[test]
fn values_of_the_wrong_type_are_type_errors() {
    let error = Knight::solve(&options(&[("start", Value::Int(11))])).unwrap_err();
    assert_eq!(error.kind, ErrorKind::Type);
    assert_eq!(
        error.message,
        "start `11`: expected text: a file letter and a rank number, like a1 or h8"
    );
    let error = Knight::solve(&options(&[("closed", text("yes"))])).unwrap_err();
    assert_eq!(error.kind, ErrorKind::Type);
    let error = Queens::solve(&options(&[("n", text("eight"))])).unwrap_err();
    assert_eq!(error.kind, ErrorKind::Type);
    // A value of the right type that is not allowed stays a bad value.
    let error = Knight::solve(&options(&[("start", text("z9"))])).unwrap_err();
    assert_eq!(error.kind, ErrorKind::Value);
}

#[test]
fn a_build_files_unknown_key_names_its_line_and_the_nearest_key() {
    let folder = tempfile::tempdir().unwrap();
    let file = folder.path().join("bad.toml");
    std::fs::write(
        &file,
        "[[knight]]\nname = \"x\"\nboard = \"5x5\"\ncel = 3\n",
    )
    .unwrap();
    let error = boardfig::bindings::build(&boardfig::BuildOptions {
        config: Some(file.clone()),
        out: Some(folder.path().join("out")),
        ..boardfig::BuildOptions::default()
    })
    .unwrap_err();
    assert_eq!(error.kind, ErrorKind::Value);
    let name = file.display().to_string();
    assert_eq!(
        error.message,
        format!("{name}:4: unknown key `cel`; did you mean `cell`?")
    );
    assert!(!folder.path().join("out").exists());
}

#[test]
fn solving_warns_of_the_puzzles_options_alone_and_a_figure_not_again() {
    let solved = Knight::solve(&options(&[
        ("board", text("10x10")),
        ("method", text("construct")),
        ("order", text("sweep")),
        ("delay", Value::Int(300)),
    ]))
    .unwrap();
    assert_eq!(
        solved.warnings,
        ["`order` has no effect with `method` construct"]
    );
    let KnightResult::Tour(knight) = solved.result else {
        panic!("a tour was asked for")
    };
    assert!(knight.figure(Format::Gif, &[]).unwrap().warnings.is_empty());
    assert_eq!(
        knight.figure(Format::Svg, &[]).unwrap().warnings,
        ["no animation is written (`gif`, `html`, `animated_svg`), so `delay` has no effect"]
    );
    let solved = Queens::solve(&options(&[
        ("n", Value::Int(8)),
        ("method", text("construct")),
        ("budget", Value::Int(100)),
        ("theme", text("wiki")),
    ]))
    .unwrap();
    assert_eq!(
        solved.warnings,
        ["`budget` has no effect: `method` construct builds the placement without a search"]
    );
    let QueensResult::Placements(queens) = solved.result else {
        panic!("a placement was asked for")
    };
    assert!(queens.figure(Format::Svg, &[]).unwrap().warnings.is_empty());
}

#[test]
fn a_build_returns_its_report_as_a_value() {
    use boardfig::{BuildOptions, Exit, Status};
    let folder = tempfile::tempdir().unwrap();
    let file = folder.path().join("boardfig.toml");
    std::fs::write(
        &file,
        "[[knight]]\nname = \"tour\"\nboard = \"5x5\"\n\n[[knight]]\nname = \"none\"\nboard = \"3x3\"\n\n\
         [[knight]]\nname = \"bad\"\ncell = 2\n",
    )
    .unwrap();
    let options = BuildOptions {
        config: Some(file),
        out: Some(folder.path().join("out")),
        ..BuildOptions::default()
    };
    let statuses = |report: &boardfig::BuildReport| -> Vec<Status> {
        report.jobs.iter().map(|job| job.status).collect()
    };
    let report = boardfig::bindings::build(&options).unwrap();
    assert_eq!(
        statuses(&report),
        [Status::Written, Status::Written, Status::Failed]
    );
    assert_eq!(report.exit, Exit::Usage);
    assert_eq!(report.jobs[0].files, ["tour.svg"]);
    assert!(report.jobs[1].not_found && !report.jobs[0].not_found);
    assert_eq!(
        report.jobs[2].error.as_deref(),
        Some("cell `2`: expected a square size from 4 to 256 pixels")
    );
    assert!(report.jobs.iter().all(|job| job.elapsed <= report.elapsed));
    let again = boardfig::bindings::build(&options).unwrap();
    assert_eq!(
        statuses(&again),
        [Status::Unchanged, Status::Unchanged, Status::Failed]
    );
    let check = boardfig::bindings::build(&BuildOptions {
        check: true,
        ..options.clone()
    })
    .unwrap();
    assert!(check.check && !check.stale());
    assert_eq!(
        statuses(&check),
        [Status::Current, Status::Current, Status::Failed]
    );
    assert_eq!(check.count(Status::Current), 2);
}

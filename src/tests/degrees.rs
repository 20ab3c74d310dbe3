//! `--degrees`: Warnsdorff's rule made visible. Each free square shows its
//! number of onward moves: with the knight on its start square in
//! pictures, after each move in animations. The numbers drawn are also written in the SVG's `<desc>`,
//! which is read back here and compared with counts made independently.

use crate::figure::frames::tour_frames;
use crate::figure::knight::Stage;
use crate::figure::knight::layout as tour_layout;
use crate::figure::knight::tour_scene;
use crate::pipeline::knight as run_knight;
use crate::plan::Ends;
use crate::plan::Output;
use crate::plan::Target;
use crate::plan::knight as plan_knight;
use crate::render::gif::quantised_render;
use crate::{Format, KnightJob, Outcome, Square, ThemeName};

/// Knight moves from (file, rank) to squares on a `files` x `ranks` board
/// not in `visited`.
fn onward(files: i32, ranks: i32, file: i32, rank: i32, visited: &[(i32, i32)]) -> usize {
    let mut count = 0;
    for (df, dr) in [
        (1, 2),
        (2, 1),
        (-1, 2),
        (-2, 1),
        (1, -2),
        (2, -1),
        (-1, -2),
        (-2, -1),
    ] {
        let (f, r) = (file + df, rank + dr);
        if (0..files).contains(&f) && (0..ranks).contains(&r) && !visited.contains(&(f, r)) {
            count += 1;
        }
    }
    count
}

/// The degree rows expected in a desc, from the top rank down.
fn expected_rows(files: i32, ranks: i32, visited: &[(i32, i32)]) -> Vec<String> {
    (0..ranks)
        .rev()
        .map(|rank| {
            let row: Vec<String> = (0..files)
                .map(|file| {
                    if visited.contains(&(file, rank)) {
                        ".".to_string()
                    } else {
                        onward(files, ranks, file, rank, visited).to_string()
                    }
                })
                .collect();
            row.join(" ")
        })
        .collect()
}

/// The rows of degrees in a desc text.
fn degree_rows(desc: &str) -> Vec<String> {
    let (_, table) = desc
        .split_once("Onward moves from each free square")
        .expect("the desc lists degrees");
    table.lines().skip(1).map(str::to_string).collect()
}

/// The degree map counts onward moves as Warnsdorff's rule compares them,
/// with the knight on its start square, as the first frame of the degree
/// GIF shows them; the knight stands on that square.
#[test]
fn a_picture_shows_the_degrees_of_the_animation_s_first_frame() {
    for start in ["a1", "d4"] {
        let job = KnightJob {
            start: Some(start.parse().unwrap()),
            degrees: Some(true),
            path: Some(false),
            ..KnightJob::default()
        };
        let outputs = vec![
            Output::answer(Format::Svg, Target::Path("d.svg".into())),
            Output::answer(Format::Gif, Target::Path("d.gif".into())),
        ];
        let plan = plan_knight(&job, outputs, Ends::Options).unwrap();
        let product = run_knight(&plan, &mut |_| {}).unwrap();
        let text = String::from_utf8(product.files[0].bytes.clone()).unwrap();
        let doc = roxmltree::Document::parse(&text).unwrap();
        let desc = doc
            .descendants()
            .find(|n| n.has_tag_name("desc"))
            .and_then(|n| n.text())
            .unwrap();
        let sq: Square = start.parse().unwrap();
        let at = (sq.file as i32, sq.rank as i32);
        let rows = degree_rows(desc);
        assert_eq!(rows, expected_rows(8, 8, &[at]), "{start}");
        let Outcome::Found(tour) = &product.answer.outcome else {
            panic!()
        };
        let first = tour_frames(tour, &plan.style).next().unwrap();
        assert_eq!(rows, degree_rows(&first.scene.desc), "{start}");
        // The picture is the GIF's first frame, pixel for pixel.
        let picture = tour_scene(
            &tour_layout(tour, &plan.style),
            tour,
            &plan.style,
            Stage::Complete,
        );
        let still: Vec<u8> = quantised_render(&picture, &plan.style.theme)
            .iter()
            .flat_map(|c| [c.0, c.1, c.2])
            .collect();
        let composed = compose(&product.files[1].bytes);
        assert!(
            composed[0] == still,
            "{start}: the picture differs from frame 0"
        );
    }
    // From a1 the textbook map loses an onward move on b3 and c2.
    let rows = expected_rows(8, 8, &[(0, 0)]);
    assert_eq!(rows[7], ". 3 4 4 4 4 3 2");
    assert_eq!(rows[6], "3 4 5 6 6 6 4 3");
    assert_eq!(rows[5], "4 5 8 8 8 8 6 4");
}

#[test]
fn each_animation_frame_shows_the_degrees_after_its_move() {
    for theme in [ThemeName::Classic, ThemeName::Print] {
        let job = KnightJob {
            board: Some("5x5".parse().unwrap()),
            theme: Some(theme),
            numbers: Some(true),
            degrees: Some(true),
            ..KnightJob::default()
        };
        let output = Output::answer(Format::Gif, Target::Path("d.gif".into()));
        let plan = plan_knight(&job, vec![output], Ends::Options).unwrap();
        let product = run_knight(&plan, &mut |_| {}).unwrap();
        let Outcome::Found(tour) = &product.answer.outcome else {
            panic!()
        };
        let squares: Vec<(i32, i32)> = tour
            .squares()
            .map(|sq| (sq.file as i32, sq.rank as i32))
            .collect();
        let frames: Vec<_> = tour_frames(tour, &plan.style).collect();
        assert_eq!(frames.len(), 25);
        for (k, frame) in frames.iter().enumerate() {
            let rows = degree_rows(&frame.scene.desc);
            assert_eq!(rows, expected_rows(5, 5, &squares[..=k]), "frame {k}");
        }
        // The GIF, composed frame by frame, shows each frame's scene: the
        // changed rectangles cover the degrees that change.
        let composed = compose(&product.files[0].bytes);
        for (k, frame) in frames.iter().enumerate() {
            let full: Vec<u8> = quantised_render(&frame.scene, &plan.style.theme)
                .iter()
                .flat_map(|c| [c.0, c.1, c.2])
                .collect();
            assert!(composed[k] == full, "{theme:?}: frame {k} differs");
        }
    }
}

/// The frames of a GIF, each composed over the ones before, as RGB bytes.
fn compose(bytes: &[u8]) -> Vec<Vec<u8>> {
    let mut options = gif::DecodeOptions::new();
    options.set_color_output(gif::ColorOutput::Indexed);
    let mut decoder = options.read_info(bytes).unwrap();
    let w = usize::from(decoder.width());
    let h = usize::from(decoder.height());
    let palette = decoder.global_palette().unwrap().to_vec();
    let mut canvas = vec![0u8; w * h * 3];
    let mut frames = Vec::new();
    while let Some(frame) = decoder.read_next_frame().unwrap() {
        let fw = usize::from(frame.width);
        let (left, top) = (usize::from(frame.left), usize::from(frame.top));
        for (i, &index) in frame.buffer.iter().enumerate() {
            if Some(index) != frame.transparent {
                let at = ((top + i / fw) * w + left + i % fw) * 3;
                let p = usize::from(index) * 3;
                canvas[at..at + 3].copy_from_slice(&palette[p..p + 3]);
            }
        }
        frames.push(canvas.clone());
    }
    frames
}

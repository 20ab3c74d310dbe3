//! boardfig: solves chessboard puzzles (knight's tours, N queens) and draws
//! the solutions as teaching figures.
//!
//! One pipeline serves the command line and batch builds: a job is
//! planned (defaults resolved, every check that needs no answer), solved,
//! drawn as scenes, rendered to bytes in memory, then written all or
//! nothing. The layers, each importing only from those below it, are
//! listed in ARCHITECTURE.md and checked by `tests/layers.rs`.
#![forbid(unsafe_code)]

mod api;
#[cfg(feature = "cli")]
mod app;
mod board;
mod build;
#[cfg(feature = "cli")]
mod cli;
mod error;
mod figure;
mod interrupt;
mod job;
mod knight;
#[cfg(feature = "cli")]
mod markdown;
mod pipeline;
mod plan;
mod queens;
mod render;
mod solution;
mod solve;
mod text;
mod trace;

#[cfg(feature = "cli")]
pub use app::{colour_stderr, diagnostic_text, run};
pub use board::{Board, MAX_SIDE, Square};
pub use build::{
    Build, BuildOptions, BuildReport, GALLERY, JobReport, Status, run as build, schema,
};
#[cfg(feature = "cli")]
pub use cli::{BuildArgs, Cli, Color, value_error};
pub use error::{Error, Exit, JobTable, Key, Line, Message, Naming, Piece, Role, line_start};
pub use job::{
    Animate, Coords, ExploreJob, FigureOptions, Format, KnightJob, KnightMethod, Paper, Prune,
    QueensJob, QueensMethod, ThemeName,
};
pub use knight::TourSpec;
pub use knight::moves::MoveOrder;
#[cfg(feature = "cli")]
pub use markdown::MarkdownOptions;
pub use solution::{Outcome, Placement, Proof, Stats, Tour};
pub use solve::{
    KnightAnswer, QueensAnswer, QueensFound, QueensQuery, QueensQuestion, Refusal, solve_queens,
};

/// Finds a tour with a method, within a node budget (`None`: the method's
/// default), as the command line does for a job that sets them.
pub fn solve_knight(
    spec: &TourSpec,
    method: KnightMethod,
    budget: Option<u64>,
) -> Result<KnightAnswer, Refusal> {
    solve::solve_knight(spec, method.into(), budget)
}

/// The interface of bindings (the Python package): jobs given as
/// key/value options named by build-file keys, their answers, and their
/// figures as bytes, through the same plan and pipeline as the command
/// line.
pub mod bindings {
    pub use crate::api::{
        ApiError, ErrorKind, Knight, KnightResult, Queens, QueensResult, Solved, Value, build,
        clear_stop, explore, request_stop,
    };
}

/// The parts tests and benchmarks reach below the facade: validators
/// written apart from the solvers, the solvers' inner searches, and the
/// figure stages. Not a stable interface.
#[doc(hidden)]
pub mod testing {
    /// Knight's tours: validator, searches, construction, theorems.
    pub mod knight {
        pub use crate::knight::backtrack::first_tour;
        pub use crate::knight::backtrack::{
            PROGRESS_NODES as PRUNED_PROGRESS_NODES, count_tours as pruned_count_tours,
        };
        pub use crate::knight::construct::construct;
        pub use crate::knight::construct::pieces::generate as generate_pieces;
        pub use crate::knight::count::{PROGRESS_NODES, count_tours};
        pub use crate::knight::existence::impossibility;
        pub use crate::knight::moves::PRESETS;
        pub use crate::knight::plain::first_tour as plain_first_tour;
        pub use crate::knight::strip::{strip_tour, strip_tour_with_stats};
        pub use crate::knight::validate::check_tour;
        pub use crate::knight::warnsdorff::warnsdorff_tour;
    }

    /// The solver's own methods, as answers report the one that gave them.
    pub mod solve {
        pub use crate::solve::{KnightMethod, Prune};
    }

    /// N queens: validator, searches, counting, symmetries.
    pub mod queens {
        pub use crate::queens::backtrack::{Want, solve};
        pub use crate::queens::construct::construct;
        pub use crate::queens::count::{Counts, count};
        pub use crate::queens::first::first_solution;
        pub use crate::queens::symmetry::{canonical, images, is_canonical};
        pub use crate::queens::validate::check_placement;
    }

    /// Figures: scenes, frames and their renderers.
    pub mod figure {
        pub use crate::figure::Style;
        pub use crate::figure::font::{
            MAX_FONT_BYTES, PlacedGlyph, Title, UserFont, layout as text_glyphs,
        };
        pub use crate::figure::frames::{Frame, search_captions, search_frames, tour_frames};
        pub use crate::figure::knight::{Stage, layout as tour_layout, tour_scene};
        pub use crate::figure::layout::{Marks, Reason, no_answer_scene};
        pub use crate::figure::queens::{layout as queens_layout, placement_scene};
        pub use crate::figure::scene::{Item, PieceKind, Rgb, Scene};
        pub use crate::figure::strip::{
            MAX_PANELS as STRIP_PANELS, Step, queens_steps, sample, strip_pages, strip_scene,
            tour_steps,
        };
        pub use crate::figure::timeline::{Reveal, Timeline, tour_timeline};
        pub use crate::figure::tree::{Node as TreeNode, build as tree_nodes, tree_scene};
        pub use crate::render::animated_svg::to_animated_svg;
        pub use crate::render::gif::{encode, quantised_render};
        pub use crate::render::pdf::to_pdf;
        pub use crate::render::png::{to_png, to_rgba};
        pub use crate::render::svg::to_svg;
        pub use crate::trace::{Cut, Event, Puzzle, Rule, Shot, Trace};
    }

    /// The Ctrl-C flag the searches poll.
    pub mod interrupt {
        pub use crate::interrupt::{POLL_NODES, request, requested, reset};
    }

    /// The plan and pipeline stages.
    pub use crate::pipeline::draw::{knight_figure, no_tour_scene, queens_figure};
    pub use crate::pipeline::{Product, Rendered, knight as run_knight, queens as run_queens};
    pub use crate::plan::exercise::exercise_job;
    pub use crate::plan::{
        Drawing, Ends, KnightPlan, Output, QueensPlan, Target, knight as plan_knight,
        queens as plan_queens,
    };
}

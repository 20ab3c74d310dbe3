//! boardfig: solves chessboard puzzles (knight's tours, N queens) and draws
//! the solutions as teaching figures.
//!
//! One pipeline serves the command line and batch builds: a job is
//! planned (defaults resolved, every check that needs no answer), solved,
//! drawn as scenes, rendered to bytes in memory, then written all or
//! nothing. The layers, each importing only from those below it, are
//! listed in ARCHITECTURE.md and checked by `tests/layers.rs`.
#![forbid(unsafe_code)]
// Without the `internals` feature the items `testing` re-exports are public
// but unreachable; the lint holds in full where the feature is on (the
// default).
#![cfg_attr(not(feature = "internals"), allow(unreachable_pub))]

#[cfg(feature = "cli")]
mod app;
mod batch;
pub mod bindings;
mod board;
#[cfg(feature = "cli")]
mod cli;
mod error;
mod figure;
mod interrupt;
mod job;
mod knight;
#[cfg(feature = "cli")]
mod markdown;
mod options;
mod pipeline;
mod plan;
mod program;
mod queens;
mod render;
mod solution;
mod solve;
mod text;
mod trace;
mod words;

#[cfg(feature = "cli")]
pub use app::{colour_stderr, diagnostic_text, run, stdout_closed};
pub use batch::{
    Build, BuildOptions, BuildReport, GALLERY, JobReport, Status, run as build, schema,
};
pub use board::{Board, MAX_SIDE, Square};
#[cfg(feature = "cli")]
pub use cli::{BuildArgs, Cli, Color, refusal_line};
pub use error::{Error, Exit, Line, Message, Naming, Piece, line_start};
pub use job::{
    Animate, Code, Coords, ExploreJob, FigureOptions, Format, KnightJob, KnightMethod, LangName,
    Paper, QueensJob, QueensMethod, ThemeName,
};
pub use knight::TourSpec;
pub use knight::moves::MoveOrder;
#[cfg(feature = "cli")]
pub use markdown::MarkdownOptions;
pub use options::{BuildOption, DefaultValue, JobTable, Key, OptionName, Role};
pub use solution::{Outcome, Placement, Proof, Stats, Tour};
pub use solve::{
    KnightAnswer, QueensAnswer, QueensFound, QueensQuery, QueensQuestion, Refusal, solve_queens,
};
pub use trace::{Cut, NotLast};

/// Finds a tour with a method, within a node budget (`None`: the method's
/// default), as the command line does for a job that sets them.
pub fn solve_knight(
    spec: &TourSpec,
    method: KnightMethod,
    budget: Option<u64>,
) -> Result<KnightAnswer, Refusal> {
    solve::solve_knight(spec, method.into(), budget)
}

/// The parts benchmarks and the tests of the binary reach below the
/// facade: the validators written apart from the solvers, the inner
/// searches and figure stages the benchmarks time, and the Ctrl-C flag the
/// interrupt test (a process of its own) sets, and the generator of the
/// construction's pieces (`examples/knight-pieces.rs`). Built with the
/// `internals` feature, a default one (so the tests reuse the build's
/// library) that the Python package leaves out. Not a stable interface.
#[cfg(feature = "internals")]
#[doc(hidden)]
pub mod testing {
    /// Knight's tours: validator, searches, construction, theorems.
    pub mod knight {
        pub use crate::knight::backtrack::first_tour;
        pub use crate::knight::construct::construct;
        pub use crate::knight::construct::pieces::generate as generate_pieces;
        pub use crate::knight::count::{PROGRESS_NODES, count_tours};
        pub use crate::knight::existence::impossibility;
        pub use crate::knight::strip::strip_tour;
        pub use crate::knight::validate::check_tour;
        pub use crate::knight::warnsdorff::warnsdorff_tour;
        pub use crate::program::Prune;
        pub use crate::solve::watched_knight_search as watched_search;
    }

    /// N queens: validator, searches, counting.
    pub mod queens {
        pub use crate::queens::backtrack::{Want, solve};
        pub use crate::queens::construct::construct;
        pub use crate::queens::count::{Counts, count};
        pub use crate::queens::first::first_solution;
        pub use crate::queens::validate::check_placement;
    }

    /// Figures: frames, their captions and the GIF encoder.
    pub mod figure {
        pub use crate::figure::Style;
        pub use crate::figure::frames::{Frame, search_captions, search_frames, tour_frames};
        pub use crate::figure::search::Beside;
        pub use crate::render::gif::encode;
        pub use crate::trace::{Puzzle, Trace};
        pub use crate::words::Lang;
    }

    /// The Ctrl-C flag the searches poll.
    pub mod interrupt {
        pub use crate::interrupt::{POLL_NODES, request, requested, reset};
    }

    /// The plan and pipeline stages.
    pub use crate::pipeline::draw::knight_figure;
    pub use crate::pipeline::{knight as run_knight, queens as run_queens};
    pub use crate::plan::exercise::exercise_job;
    pub use crate::plan::{Ends, Output, Target, knight as plan_knight, queens as plan_queens};
}

#[cfg(test)]
mod tests;

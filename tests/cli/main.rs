//! Everything that drives the `boardfig` binary, in one test binary:
//! answers and errors of `knight` and `queens`, figure files, `build`, and
//! the faults a user's machine can throw at it (odd targets, full disks,
//! kills). The slow oracle tests live in their own binaries.

mod harness;
#[path = "../common/walks.rs"]
mod walks;

mod anim;
mod animated_svg;
mod bounded;
mod build;
mod color;
mod contact_sheet;
mod diff;
mod explore;
mod explore_queens;
mod extras;
mod faults;
mod faults_limits;
mod faults_writes;
mod figures;
mod fonts;
mod guide;
mod html;
mod init;
mod knight;
mod lesson;
mod markdown;
mod marks;
mod ownership;
mod page_tree;
mod pdf;
mod precommit;
mod queens;
mod rules;
mod schema;
mod shell;
mod teaching;
mod tools;
mod trace;
mod workflow;
mod worksheet;
mod worksheet_build;
mod worksheet_prove;

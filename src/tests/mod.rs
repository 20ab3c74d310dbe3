//! Tests that reach below the facade: the solvers against oracles and
//! validators written apart from them, and figures made through the plan
//! and the pipeline as the command line makes them. Each file is one topic;
//! most cross the layers (a job planned, solved, drawn and rendered), so
//! they sit here above every layer, as the facade does, rather than beside
//! one module. They build into the library's one test binary.

mod common;
mod construct;
mod degrees;
mod every_board;
mod exercise;
mod figure_text;
mod figures;
mod gif_frames;
mod given;
mod knight_count;
mod knight_oracle;
mod lang;
mod layout;
mod marks;
mod numbered;
mod options_table;
mod png;
mod poster;
mod print;
mod program_replay;
mod queens;
mod reasons;
mod resvg;
mod search;
mod strip;
mod stub_keywords;
mod tree;
mod warnsdorff;

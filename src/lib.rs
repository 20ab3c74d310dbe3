//! boardfig: solves chessboard puzzles (knight's tours, N queens) and draws
//! the solutions as teaching figures.
//!
//! Data flows one way: options ([`job`]) are solved ([`solve`]) into
//! solutions ([`solution`]) and search traces ([`trace`]), which the figure
//! writers draw.

pub mod app;
pub mod atomic;
pub mod board;
pub mod build;
pub mod cli;
pub mod draw;
pub mod error;
pub mod exercise;
pub mod figure;
pub mod interrupt;
pub mod job;
pub mod knight;
pub mod queens;
pub mod solution;
pub mod solve;
pub mod text;
pub mod trace;

//! A solver's refusal worded with the option it concerns: the solvers
//! know puzzles, not jobs, so the plan names the key.

use crate::error::{Error, message};

use crate::options::Key;
use crate::solve::{
    DEFAULT_COUNT_BUDGET, MAX_COUNT_N, MAX_EXACT_AREA, MAX_SWEEP_SIDE, MAX_TOUR_AREA, Refusal,
};

impl From<Refusal> for Error {
    fn from(refusal: Refusal) -> Error {
        match refusal {
            Refusal::Construct { to_end: true, .. } => Error::value(
                Key::Method,
                "construct",
                message![
                    "found no tour to this ",
                    Key::End,
                    " square by construction; use auto"
                ],
            ),
            Refusal::Construct { board, .. } => Error::value(
                Key::Method,
                "construct",
                format!("builds tours on boards with both sides at least 5, not {board}; use auto"),
            ),
            Refusal::BuildsWhole { method } => Error::value(
                Key::Method,
                crate::text::method_name(method),
                message![
                    "builds whole tours and continues none; leave out ",
                    Key::Given,
                    " or use auto, backtrack or warnsdorff"
                ],
            ),
            Refusal::Sweep { board } => Error::value(
                Key::Method,
                "sweep",
                format!("takes boards 1 to {MAX_SWEEP_SIDE} squares wide, not {board}; use auto"),
            ),
            Refusal::TourArea { board } => Error::value(
                Key::Board,
                board,
                message![
                    format!(
                        "tours are searched on at most {MAX_TOUR_AREA} squares (5000x5000); \
                         without "
                    ),
                    Key::End,
                    ", ",
                    Key::Method,
                    " construct builds any board"
                ],
            ),
            Refusal::ExactArea { board } => Error::value(
                Key::Board,
                board,
                message![
                    format!("the exact search takes at most {MAX_EXACT_AREA} squares; use "),
                    Key::Method,
                    " warnsdorff"
                ],
            ),
            Refusal::CountN { n } => {
                Error::value(Key::N, n, format!("counting takes n up to {MAX_COUNT_N}"))
            }
            Refusal::CountBudget {
                n,
                budget,
                low,
                base,
            } => {
                let limit = budget.map_or_else(
                    || {
                        message![format!(
                            "the default budget ({DEFAULT_COUNT_BUDGET} queens placed)"
                        )]
                    },
                    |b| message![Key::Budget, format!(" {b}")],
                );
                Error::Budget(
                    message![format!(
                        "counting n = {n} places at least {low:.2e} queens (estimated from the \
                         counts of n = {} and {base}), more than ",
                        base - 1
                    )]
                    .and(limit)
                    .and(message![
                        "; stopped at once: raise ",
                        Key::Budget,
                        " above that, or use a smaller n"
                    ]),
                )
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Board;
    use crate::error::Naming;

    #[test]
    fn a_refusal_names_the_option_it_concerns() {
        let board = Board { files: 3, ranks: 4 };
        let construct = Error::from(Refusal::Construct {
            board,
            to_end: true,
        });
        assert_eq!(
            construct.message(Naming::Flag),
            "--method `construct`: found no tour to this --end square by construction; use auto"
        );
        let exact = Error::from(Refusal::ExactArea { board });
        assert_eq!(
            exact.message(Naming::Key),
            format!(
                "board `3x4`: the exact search takes at most {MAX_EXACT_AREA} squares; use \
                 `method` warnsdorff"
            )
        );
        let budget = Error::from(Refusal::CountBudget {
            n: 30,
            budget: Some(5),
            low: 1e12,
            base: 28,
        });
        assert_eq!(budget.exit().code(), 3);
        assert!(
            budget
                .message(Naming::Keyword)
                .contains("more than `budget` 5; stopped at once: raise `budget` above that"),
            "{}",
            budget.message(Naming::Keyword)
        );
    }
}

//! A search for knight's tours of small boards (up to about 12 x 12) that
//! must contain given edges: the pieces the construction joins together.
//!
//! Depth-first, trying the square with the fewest free onward moves first
//! (Warnsdorff's order), cutting a branch when an unvisited square can no
//! longer be entered and left, when two squares could only be last, or when
//! the unvisited squares fall apart.

/// A square of a small board as (file, rank).
pub(crate) type Cell = (u32, u32);

/// What piece to find.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct PieceGoal {
    /// Files of the small board.
    pub width: u32,
    /// Ranks of the small board.
    pub height: u32,
    /// The first square (for a closed tour, any square of the cycle).
    pub start: Cell,
    /// The square an open tour must finish on, if any.
    pub end: Option<Cell>,
    /// Whether the last square must be a knight's move from the first.
    pub closed: bool,
    /// Edges the tour must contain, each a knight's move.
    pub required: Vec<(Cell, Cell)>,
}

/// How a piece search ended.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) enum PieceResult {
    /// The squares in visiting order, as rank-major indices.
    Found(Vec<usize>),
    /// No tour contains the required edges.
    Exhausted,
    /// The node budget was spent first.
    BudgetSpent,
}

/// Finds a tour meeting `goal` within `budget` nodes.
pub(crate) fn find_piece(goal: &PieceGoal, budget: u64) -> PieceResult {
    let Some(mut search) = Search::new(goal, budget) else {
        return PieceResult::Exhausted;
    };
    search.enter(search.start);
    match search.extend() {
        Ok(true) => PieceResult::Found(search.path),
        Ok(false) => PieceResult::Exhausted,
        Err(OutOfBudget) => PieceResult::BudgetSpent,
    }
}

struct OutOfBudget;

struct Search {
    count: usize,
    neighbours: Vec<Vec<usize>>,
    /// The squares each square must be joined to.
    partners: Vec<Vec<usize>>,
    dark: Vec<bool>,
    visited: Vec<bool>,
    /// Unvisited neighbours of each square.
    free: Vec<u8>,
    next_to_start: Vec<bool>,
    path: Vec<usize>,
    start: usize,
    end: Option<usize>,
    closed: bool,
    nodes: u64,
    budget: u64,
    flood: Vec<usize>,
    mark: Vec<u32>,
    generation: u32,
}

impl Search {
    fn new(goal: &PieceGoal, budget: u64) -> Option<Search> {
        let (w, h) = (i64::from(goal.width), i64::from(goal.height));
        let count = (w * h) as usize;
        let index = |(x, y): Cell| -> Option<usize> {
            (i64::from(x) < w && i64::from(y) < h)
                .then(|| (i64::from(y) * w + i64::from(x)) as usize)
        };
        let neighbours: Vec<Vec<usize>> = (0..count)
            .map(|i| {
                let (x, y) = (i as i64 % w, i as i64 / w);
                crate::solution::KNIGHT_STEPS
                    .iter()
                    .map(|&(dx, dy)| (x + i64::from(dx), y + i64::from(dy)))
                    .filter(|&(nx, ny)| nx >= 0 && ny >= 0 && nx < w && ny < h)
                    .map(|(nx, ny)| (ny * w + nx) as usize)
                    .collect()
            })
            .collect();
        let mut partners = vec![Vec::new(); count];
        for &(a, b) in &goal.required {
            let (a, b) = (index(a)?, index(b)?);
            if !neighbours[a].contains(&b) {
                return None;
            }
            partners[a].push(b);
            partners[b].push(a);
        }
        if partners.iter().any(|p| p.len() > 2) {
            return None;
        }
        let start = index(goal.start)?;
        let end = match goal.end {
            Some(cell) => Some(index(cell)?).filter(|&end| end != start || count == 1),
            None => None,
        };
        if goal.end.is_some() && (end.is_none() || goal.closed) {
            return None;
        }
        let free: Vec<u8> = neighbours.iter().map(|n| n.len() as u8).collect();
        let next_to_start = (0..count)
            .map(|i| goal.closed && neighbours[start].contains(&i))
            .collect();
        Some(Search {
            count,
            dark: (0..count)
                .map(|i| (i as i64 % w + i as i64 / w) % 2 == 0)
                .collect(),
            neighbours,
            partners,
            visited: vec![false; count],
            free,
            next_to_start,
            path: Vec::with_capacity(count),
            start,
            end,
            closed: goal.closed,
            nodes: 0,
            budget,
            flood: Vec::with_capacity(count),
            mark: vec![0; count],
            generation: 0,
        })
    }

    fn enter(&mut self, square: usize) {
        self.visited[square] = true;
        for &n in &self.neighbours[square] {
            self.free[n] -= 1;
        }
        self.path.push(square);
    }

    fn leave(&mut self) {
        let square = self.path.pop().expect("a square to leave");
        self.visited[square] = false;
        for &n in &self.neighbours[square] {
            self.free[n] += 1;
        }
    }

    /// Extends the path to a whole tour; `Ok(true)` when it did.
    fn extend(&mut self) -> Result<bool, OutOfBudget> {
        let here = *self.path.last().expect("a path");
        if self.path.len() == self.count {
            return Ok(self.finishes(here));
        }
        let previous = self.path.len().checked_sub(2).map(|k| self.path[k]);
        let owed: Vec<usize> = self.partners[here]
            .iter()
            .copied()
            .filter(|&p| Some(p) != previous)
            .collect();
        let mut candidates: Vec<(u8, usize)> = self.neighbours[here]
            .iter()
            .enumerate()
            .filter(|&(_, &n)| !self.visited[n] && self.may_enter(here, n, &owed))
            .map(|(k, &n)| {
                (
                    (self.free[n] + u8::from(self.next_to_start[n])) * 8 + k as u8,
                    n,
                )
            })
            .collect();
        candidates.sort_unstable();
        for (_, next) in candidates {
            self.nodes += 1;
            if self.nodes > self.budget {
                return Err(OutOfBudget);
            }
            self.enter(next);
            if self.viable(next) && self.extend()? {
                return Ok(true);
            }
            self.leave();
        }
        Ok(false)
    }

    /// Whether the knight on `here` may move to `next`, given the partners
    /// `here` is still owed an edge to.
    fn may_enter(&self, here: usize, next: usize, owed: &[usize]) -> bool {
        // Only the first square of a closed tour has two edges still to
        // make; it may leave one partner for the last square.
        let spare = usize::from(self.closed && here == self.start);
        if owed.len() > spare && !owed.contains(&next) {
            return false;
        }
        let last = self.path.len() + 1 == self.count;
        if self.end == Some(next) && !last {
            return false;
        }
        self.partners[next]
            .iter()
            .all(|&p| p == here || !self.visited[p] || (last && self.closed && p == self.start))
    }

    /// Whether the finished path is a tour that meets the goal.
    fn finishes(&self, last: usize) -> bool {
        let owes = |square: usize, joined: &[usize]| {
            self.partners[square].iter().all(|p| joined.contains(p))
        };
        if self.closed {
            self.neighbours[last].contains(&self.start)
                && owes(last, &[self.path[self.count - 2], self.start])
                && owes(self.start, &[self.path[1], last])
        } else {
            self.end.is_none_or(|end| end == last) && owes(last, &[self.path[self.count - 2]])
        }
    }

    /// Whether the unvisited squares can still be toured from `here`.
    fn viable(&mut self, here: usize) -> bool {
        let remaining = self.count - self.path.len();
        if remaining == 0 {
            return true;
        }
        if self.free[here] == 0 || (self.closed && self.free[self.start] == 0) {
            return false;
        }
        // The last square is `remaining` moves away; moves change colour.
        let last_dark = self.dark[here] == remaining.is_multiple_of(2);
        let mut must_be_last = 0;
        for square in 0..self.count {
            if self.visited[square] {
                continue;
            }
            let adjacent = self.neighbours[here].contains(&square);
            let ways = self.free[square] + u8::from(adjacent);
            if ways == 0 {
                return false;
            }
            let may_be_last = match self.end {
                Some(end) => end == square,
                None => !self.closed || self.next_to_start[square],
            };
            if (ways == 1 || Some(square) == self.end)
                && (!may_be_last || self.dark[square] != last_dark)
            {
                return false;
            }
            if ways == 1 {
                must_be_last += 1;
                if must_be_last > 1 {
                    return false;
                }
            }
        }
        self.connected(here, remaining)
    }

    /// Whether every unvisited square is reachable from `here` through
    /// unvisited squares.
    fn connected(&mut self, here: usize, remaining: usize) -> bool {
        self.generation += 1;
        self.flood.clear();
        self.flood.push(here);
        let mut reached = 0;
        while let Some(square) = self.flood.pop() {
            for k in 0..self.neighbours[square].len() {
                let n = self.neighbours[square][k];
                if !self.visited[n] && self.mark[n] != self.generation {
                    self.mark[n] = self.generation;
                    reached += 1;
                    self.flood.push(n);
                }
            }
        }
        reached == remaining
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn joined(path: &[usize], closed: bool, a: usize, b: usize) -> bool {
        let n = path.len();
        let next = |k: usize| {
            if k + 1 < n {
                Some(path[k + 1])
            } else if closed {
                Some(path[0])
            } else {
                None
            }
        };
        (0..n).any(|k| {
            let pair = (path[k], next(k));
            pair == (a, Some(b)) || pair == (b, Some(a))
        })
    }

    #[test]
    fn closed_piece_contains_the_required_edges() {
        let goal = PieceGoal {
            width: 6,
            height: 6,
            start: (0, 0),
            end: None,
            closed: true,
            required: vec![((1, 1), (0, 3)), ((4, 1), (2, 0))],
        };
        let PieceResult::Found(path) = find_piece(&goal, 10_000_000) else {
            panic!("6x6 has closed tours with these edges");
        };
        assert_eq!(path.len(), 36);
        assert!(joined(&path, true, 7, 18));
        assert!(joined(&path, true, 10, 2));
    }

    #[test]
    fn impossible_goals_are_exhausted() {
        // 4x4 has no tour at all.
        let goal = PieceGoal {
            width: 4,
            height: 4,
            start: (0, 0),
            end: None,
            closed: false,
            required: Vec::new(),
        };
        assert_eq!(find_piece(&goal, 10_000_000), PieceResult::Exhausted);
        // An edge that is not a knight's move.
        let goal = PieceGoal {
            width: 5,
            height: 5,
            start: (0, 0),
            end: None,
            closed: false,
            required: vec![((0, 0), (1, 1))],
        };
        assert_eq!(find_piece(&goal, 10_000_000), PieceResult::Exhausted);
    }

    #[test]
    fn open_piece_ends_on_its_end_square() {
        // 5x5 from a1 to e5: both corners, so both of the corner colour.
        let goal = PieceGoal {
            width: 5,
            height: 5,
            start: (0, 0),
            end: Some((4, 4)),
            closed: false,
            required: Vec::new(),
        };
        let PieceResult::Found(path) = find_piece(&goal, 10_000_000) else {
            panic!("5x5 has tours from a1 to e5");
        };
        assert_eq!((path[0], path[24]), (0, 24));
        // A light end square on 5x5 is impossible.
        let goal = PieceGoal {
            end: Some((1, 0)),
            ..goal
        };
        assert_eq!(find_piece(&goal, 10_000_000), PieceResult::Exhausted);
    }
}

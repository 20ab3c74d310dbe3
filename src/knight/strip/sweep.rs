//! The sweep: a dynamic program over the lines of a narrow board. A line's
//! squares are joined by knight moves only to the next two lines, so
//! deciding each square's forward moves line by line needs to remember only
//! the frontier (see [`super::frontier`]). Every reachable frontier is kept
//! once per line, with the position of the first frontier that led to it,
//! so one tour is rebuilt backwards and the same one on every run.

use std::collections::HashMap;

use super::frontier::{self, Closing, End, Frontier};

/// Forward knight moves from a line: (files across, lines ahead).
pub const MOVES: [(isize, usize); 4] = [(-2, 1), (2, 1), (-1, 2), (1, 2)];

/// Bits of one square in a [`Choice`]: bit 0 joins it to the virtual square
/// (it is an endpoint of the tour), bit 1 + i makes [`MOVES`]`[i]`.
pub const CHOICE_BITS: usize = 5;

/// The moves chosen on one line, [`CHOICE_BITS`] a square, file 0 lowest.
pub type Choice = u32;

/// The board as the sweep sees it: lines of `width` squares, `length` lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Strip {
    /// Squares across a line.
    pub width: usize,
    /// Lines along the long side.
    pub length: usize,
    /// Squares (across, line) that must be endpoints of the tour.
    pub endpoints: Vec<(usize, usize)>,
    /// Whether the sweep may choose one endpoint more, anywhere.
    pub free_end: bool,
    /// Endpoints of a complete tour: 2 for an open tour, 0 for a closed one.
    pub ends: u8,
}

/// How large the sweep grew.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SweepStats {
    /// Distinct frontier states met.
    pub states: usize,
    /// The most states kept for one line.
    pub widest_line: usize,
    /// States kept over all lines (the memory of the back-pointers).
    pub kept: usize,
}

/// The rules of one line besides the degrees; most lines share them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct LineRules {
    /// The squares of the line that must be endpoints, file 0 lowest.
    endpoints: u8,
    /// Endpoints that must still come on later lines.
    endpoints_after: u8,
    closing: Closing,
}

/// One line's reachable states: (state id, position of its first
/// predecessor on the line before).
type Layer = Vec<(u32, u32)>;

/// A state's successors on a line: (state id, the moves that lead there).
type Successors = Box<[(u32, Choice)]>;

/// The sweep's tables.
struct Sweep<'s> {
    strip: &'s Strip,
    rules: Vec<LineRules>,
    ids: HashMap<u64, u32>,
    states: Vec<u64>,
    /// Successors by rules index, then state id; computed on first use.
    successors: Vec<Vec<Option<Successors>>>,
}

/// Runs the sweep: the moves of each line of one tour, or `None` if there
/// is none. `strip.width` must be at most [`super::MAX_WIDTH`].
pub fn sweep(strip: &Strip) -> (Option<Vec<Choice>>, SweepStats) {
    let mut sweep = Sweep::new(strip);
    let layers = sweep.forward();
    let stats = SweepStats {
        states: sweep.states.len(),
        widest_line: layers.iter().map(Vec::len).max().unwrap_or(0),
        kept: layers.iter().map(Vec::len).sum(),
    };
    (sweep.backward(&layers), stats)
}

impl<'s> Sweep<'s> {
    fn new(strip: &'s Strip) -> Sweep<'s> {
        let mut sweep = Sweep {
            strip,
            rules: Vec::new(),
            ids: HashMap::new(),
            states: Vec::new(),
            successors: Vec::new(),
        };
        sweep.intern(frontier::START);
        sweep
    }

    /// The layers of reachable states, before the first line and after each
    /// line; stops early at a line no state survives.
    fn forward(&mut self) -> Vec<Layer> {
        let mut layers = vec![vec![(0, 0)]];
        let mut stamp: Vec<u32> = Vec::new();
        for line in 0..self.strip.length {
            let rules = self.rules_index(line);
            let mut next = Vec::new();
            let Some(layer) = layers.last() else { break };
            for (position, &(id, _)) in layer.iter().enumerate() {
                self.ensure_successors(rules, id);
                stamp.resize(self.states.len(), 0);
                for &(to, _) in self.successors_of(rules, id) {
                    let mark = &mut stamp[to as usize];
                    if *mark != line as u32 + 1 {
                        *mark = line as u32 + 1;
                        next.push((to, position as u32));
                    }
                }
            }
            let dead = next.is_empty();
            layers.push(next);
            if dead {
                break;
            }
        }
        layers
    }

    /// The moves of each line of the first complete tour in the last layer.
    fn backward(&self, layers: &[Layer]) -> Option<Vec<Choice>> {
        if layers.len() != self.strip.length + 1 {
            return None;
        }
        let done = *self.ids.get(&frontier::done(self.strip.ends))?;
        let last = layers.last()?;
        let mut position = last.iter().position(|&(id, _)| id == done)?;
        let mut choices = vec![0; self.strip.length];
        for line in (0..self.strip.length).rev() {
            let (id, from) = layers[line + 1][position];
            let (from_id, _) = layers[line][from as usize];
            let rules = self
                .rules
                .iter()
                .position(|&r| r == self.line_rules(line))?;
            let &(_, choice) = self
                .successors_of(rules, from_id)
                .iter()
                .find(|&&(to, _)| to == id)?;
            choices[line] = choice;
            position = from as usize;
        }
        Some(choices)
    }

    /// The index of a line's rules in `self.rules`, added if new.
    fn rules_index(&mut self, line: usize) -> usize {
        let rules = self.line_rules(line);
        match self.rules.iter().position(|&r| r == rules) {
            Some(index) => index,
            None => {
                self.rules.push(rules);
                self.successors.push(Vec::new());
                self.rules.len() - 1
            }
        }
    }

    fn line_rules(&self, line: usize) -> LineRules {
        let strip = self.strip;
        let endpoints = strip
            .endpoints
            .iter()
            .filter(|&&(_, y)| y == line)
            .fold(0u8, |mask, &(x, _)| mask | 1 << x);
        let endpoints_after = strip.endpoints.iter().filter(|&&(_, y)| y > line).count();
        let left = strip.length - line;
        LineRules {
            endpoints,
            endpoints_after: endpoints_after as u8,
            closing: Closing {
                allowed: left <= 3,
                lines: left.min(3),
                virtual_degree: strip.ends,
            },
        }
    }

    fn intern(&mut self, state: u64) -> u32 {
        let next = self.states.len() as u32;
        let id = *self.ids.entry(state).or_insert(next);
        if id == next {
            self.states.push(state);
        }
        id
    }

    fn successors_of(&self, rules: usize, id: u32) -> &[(u32, Choice)] {
        self.successors[rules]
            .get(id as usize)
            .and_then(Option::as_deref)
            .unwrap_or(&[])
    }

    fn ensure_successors(&mut self, rules: usize, id: u32) {
        let known = self.successors[rules]
            .get(id as usize)
            .is_some_and(Option::is_some);
        if known {
            return;
        }
        let mut found = Vec::new();
        let start = Frontier::unpack(self.states[id as usize], self.strip.width);
        self.decide(start, 0, 0, self.rules[rules], &mut found);
        let list: Successors = found
            .into_iter()
            .map(|(state, choice)| (self.intern(state), choice))
            .collect();
        let table = &mut self.successors[rules];
        if table.len() <= id as usize {
            table.resize(id as usize + 1, None);
        }
        table[id as usize] = Some(list);
    }

    /// Decides the squares of the line from `file` on, in a fixed order,
    /// pushing each complete line's next state and moves.
    fn decide(
        &self,
        frontier: Frontier,
        file: usize,
        choice: Choice,
        rules: LineRules,
        found: &mut Vec<(u64, Choice)>,
    ) {
        if file == self.strip.width {
            if let Some(next) = frontier.pack_next() {
                found.push((next, choice));
            }
            return;
        }
        let need = 2 - frontier.degree(file);
        for moves in 0..1u32 << CHOICE_BITS {
            if moves.count_ones() != need {
                continue;
            }
            if let Some(after) = self.apply(frontier, file, moves, rules) {
                let choice = choice | moves << (CHOICE_BITS * file);
                self.decide(after, file + 1, choice, rules, found);
            }
        }
    }

    /// The frontier after square `file` of the line makes `moves`, if legal.
    fn apply(
        &self,
        mut frontier: Frontier,
        file: usize,
        moves: u32,
        rules: LineRules,
    ) -> Option<Frontier> {
        let width = self.strip.width;
        let is_endpoint = moves & 1 == 1;
        let allowed = if rules.endpoints >> file & 1 == 1 {
            is_endpoint
        } else {
            !is_endpoint || self.spare_endpoint(&frontier, file, rules)
        };
        if !allowed {
            return None;
        }
        let here = End::Cell(file);
        if is_endpoint && !frontier.link(here, End::Virtual, rules.closing) {
            return None;
        }
        for (bit, &(across, ahead)) in MOVES.iter().enumerate() {
            if moves >> (bit + 1) & 1 == 0 {
                continue;
            }
            let to = file.checked_add_signed(across).filter(|&to| to < width)?;
            if ahead >= rules.closing.lines {
                return None;
            }
            if !frontier.link(here, End::Cell(ahead * width + to), rules.closing) {
                return None;
            }
        }
        Some(frontier)
    }

    /// Whether square `file`, not a given endpoint, may be the endpoint the
    /// sweep chooses.
    fn spare_endpoint(&self, frontier: &Frontier, file: usize, rules: LineRules) -> bool {
        let still_due = rules.endpoints_after + (rules.endpoints >> (file + 1)).count_ones() as u8;
        self.strip.free_end && frontier.virtual_degree() + still_due < self.strip.ends
    }
}

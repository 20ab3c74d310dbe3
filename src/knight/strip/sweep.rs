//! The sweep: a dynamic program over the lines of a narrow board. A line's
//! squares are joined by knight moves only to the next two lines, so
//! deciding each square's forward moves line by line needs to remember only
//! the frontier (see [`super::frontier`]). Each line's reachable frontiers
//! are listed once, each with the first frontier that led to it, so one
//! tour is rebuilt backwards, and the same one on every run. Where the lines
//! repeat (away from the given endpoints and the end of the board) the
//! layers repeat too, and the sweep stops computing them.

use std::collections::HashMap;

use super::frontier::{self, Closing, End, Frontier};

/// Forward knight moves from a line: (files across, lines ahead).
pub(super) const MOVES: [(isize, usize); 4] = [(-2, 1), (2, 1), (-1, 2), (1, 2)];

/// Bits of one square in a [`Choice`]: bit 0 joins it to the virtual square
/// (it is an endpoint of the tour), bit 1 + i makes [`MOVES`]`[i]`.
pub(super) const CHOICE_BITS: usize = 5;

/// The moves chosen on one line, [`CHOICE_BITS`] a square, file 0 lowest.
pub(super) type Choice = u32;

/// The board as the sweep sees it: lines of `width` squares, `length` lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) struct Strip {
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
pub(crate) struct SweepStats {
    /// Distinct frontier states met.
    pub states: usize,
    /// The most states reachable after one line.
    pub widest_line: usize,
    /// Lines swept, not taken from a repeat of the lines before.
    pub lines_swept: usize,
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
    /// Per state id, the pass that last reached it.
    reached: Vec<u32>,
    pass: u32,
    widest_line: usize,
    lines_swept: usize,
}

/// The longest period of repetition the sweep looks for.
const MAX_PERIOD: usize = 8;

/// What the sweep found.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(super) enum Swept {
    /// The moves of each line of one tour.
    Tour(Vec<Choice>),
    /// No tour exists.
    NoTour,
    /// A tour exists but its moves could not be rebuilt (a defect).
    Unbuilt,
}

/// Runs the sweep. `strip.width` must be at most [`super::MAX_WIDTH`].
pub(super) fn sweep(strip: &Strip) -> (Swept, SweepStats) {
    let mut sweep = Sweep::new(strip);
    let choices = match sweep.forward() {
        None => Swept::NoTour,
        Some(layers) => sweep.backward(&layers).map_or(Swept::Unbuilt, Swept::Tour),
    };
    let stats = SweepStats {
        states: sweep.states.len(),
        widest_line: sweep.widest_line,
        lines_swept: sweep.lines_swept,
    };
    (choices, stats)
}

/// Each line's reachable states. Away from the lines of the given endpoints
/// and the last lines, every line has the same rules, so the layers soon
/// repeat with a short period; the lines of a repeat share one layer.
struct Layers {
    /// The distinct layers.
    stored: Vec<Layer>,
    /// For each line and one past the last, the index of its layer: the
    /// states before it.
    at: Vec<usize>,
}

impl Layers {
    fn of(&self, line: usize) -> &[(u32, u32)] {
        &self.stored[self.at[line]]
    }
}

impl<'s> Sweep<'s> {
    fn new(strip: &'s Strip) -> Sweep<'s> {
        let mut sweep = Sweep {
            strip,
            rules: Vec::new(),
            ids: HashMap::new(),
            states: Vec::new(),
            successors: Vec::new(),
            reached: Vec::new(),
            pass: 0,
            widest_line: 1,
            lines_swept: 0,
        };
        sweep.intern(frontier::START);
        sweep
    }

    /// Sweeps every line; `None` if no complete tour is reached.
    fn forward(&mut self) -> Option<Layers> {
        let mut layers = Layers {
            stored: vec![vec![(0, 0)]],
            at: vec![0],
        };
        for line in 0..self.strip.length {
            let index = if let Some(index) = self.repeat(&layers, line) {
                index
            } else {
                let ids: Vec<u32> = layers.of(line).iter().map(|&(id, _)| id).collect();
                let next = self.step(line, &ids);
                if next.is_empty() {
                    return None;
                }
                Self::store(&mut layers, line, next)
            };
            layers.at.push(index);
        }
        let done = self.ids.get(&frontier::done(self.strip.ends))?;
        let last = layers.of(self.strip.length);
        last.iter().any(|(id, _)| id == done).then_some(layers)
    }

    /// The layer after `line` when a line shortly before had the same layer
    /// and the same rules: the layer that came after that line.
    fn repeat(&self, layers: &Layers, line: usize) -> Option<usize> {
        let rules = self.line_rules(line);
        (1..=MAX_PERIOD.min(line))
            .find(|&p| layers.at[line - p] == layers.at[line] && self.line_rules(line - p) == rules)
            .map(|p| layers.at[line - p + 1])
    }

    /// The index of the layer after `line`: an equal layer shortly before,
    /// or `next` stored anew.
    fn store(layers: &mut Layers, line: usize, next: Layer) -> usize {
        let earlier = (0..MAX_PERIOD.min(line))
            .map(|p| layers.at[line - p])
            .find(|&index| layers.stored[index] == next);
        earlier.unwrap_or_else(|| {
            layers.stored.push(next);
            layers.stored.len() - 1
        })
    }

    /// The states reachable after `line` from `layer`, the states before it,
    /// each with the position of its first predecessor in `layer`, in the
    /// order of their ids: a layer depends on the set of states before it
    /// only, so the layers of a stretch of lines with the same rules repeat.
    fn step(&mut self, line: usize, layer: &[u32]) -> Layer {
        let rules = self.rules_index(line);
        self.pass += 1;
        let mut next = Vec::new();
        for (position, &id) in layer.iter().enumerate() {
            self.ensure_successors(rules, id);
            self.reached.resize(self.states.len(), 0);
            let successors = self.successors[rules]
                .get(id as usize)
                .and_then(Option::as_deref)
                .unwrap_or(&[]);
            for &(to, _) in successors {
                let reached = &mut self.reached[to as usize];
                if *reached != self.pass {
                    *reached = self.pass;
                    next.push((to, position as u32));
                }
            }
        }
        next.sort_unstable();
        self.widest_line = self.widest_line.max(next.len());
        self.lines_swept += 1;
        next
    }

    /// The moves of each line of the first complete tour, rebuilt from the
    /// last line back.
    fn backward(&mut self, layers: &Layers) -> Option<Vec<Choice>> {
        let done = *self.ids.get(&frontier::done(self.strip.ends))?;
        let last = layers.of(self.strip.length);
        let mut position = last.iter().position(|&(id, _)| id == done)?;
        let mut choices = vec![0; self.strip.length];
        for line in (0..self.strip.length).rev() {
            let (id, from) = *layers.of(line + 1).get(position)?;
            let &(from_id, _) = layers.of(line).get(from as usize)?;
            choices[line] = self.choice(line, from_id, id)?;
            position = from as usize;
        }
        Some(choices)
    }

    /// The first moves of `line` that lead from state `from` to state `to`.
    fn choice(&mut self, line: usize, from: u32, to: u32) -> Option<Choice> {
        let rules = self.rules_index(line);
        self.ensure_successors(rules, from);
        let successors = self.successors[rules].get(from as usize)?.as_deref()?;
        let &(_, choice) = successors.iter().find(|&&(id, _)| id == to)?;
        Some(choice)
    }

    /// The index of a line's rules in `self.rules`, added if new.
    fn rules_index(&mut self, line: usize) -> usize {
        let rules = self.line_rules(line);
        if let Some(index) = self.rules.iter().position(|&r| r == rules) {
            index
        } else {
            self.rules.push(rules);
            self.successors.push(Vec::new());
            self.rules.len() - 1
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

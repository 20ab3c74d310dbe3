//! The options as typed keys, declared once: each key's build-file name,
//! what it decides and the tables that take it. A flag (`--no-path`) and a
//! Python keyword (`first_step`) are derived from the name; messages carry
//! a [`Key`], so a misspelt option does not compile.

/// What an option decides.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Role {
    /// The puzzle: its answer depends on it.
    Puzzle,
    /// How a figure looks; the answer does not depend on it.
    Figure,
    /// The files a build-file job writes.
    File,
    /// A file of the command line (in a build file, a format).
    Output,
}

/// The tables of a build file (and the job types behind them).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum JobTable {
    /// `[[knight]]`, `KnightJob`.
    Knight,
    /// `[[queens]]`, `QueensJob`.
    Queens,
    /// `[[explore]]`, `ExploreJob`.
    Explore,
    /// `[defaults]`, `FigureOptions`.
    Defaults,
}

/// Declares [`Key`] and its table of names, roles and job tables.
macro_rules! keys {
    ($($(#[$doc:meta])* $variant:ident = $name:literal, $role:ident, [$($table:ident),*];)*) => {
        /// An option of a job: a build file's key, a flag, a keyword of
        /// the Python package.
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        pub enum Key {
            $($(#[$doc])* $variant,)*
        }

        impl Key {
            /// Every key, in the order declared.
            pub const ALL: &'static [Key] = &[$(Key::$variant),*];

            /// The key as a build file writes it: `first-step`.
            #[must_use]
            pub fn name(self) -> &'static str {
                match self {
                    $(Key::$variant => $name,)*
                }
            }

            /// What the option decides.
            #[must_use]
            pub fn role(self) -> Role {
                match self {
                    $(Key::$variant => Role::$role,)*
                }
            }

            /// The build file's tables that take this key (none: the
            /// command line's alone).
            #[must_use]
            pub fn tables(self) -> &'static [JobTable] {
                match self {
                    $(Key::$variant => &[$(JobTable::$table),*],)*
                }
            }
        }
    };
}

keys! {
    /// The board, files x ranks.
    Board = "board", Puzzle, [Knight];
    /// The tour's first square.
    Start = "start", Puzzle, [Knight];
    /// The open tour's last square.
    End = "end", Puzzle, [Knight];
    /// A closed tour.
    Closed = "closed", Puzzle, [Knight];
    /// How to search.
    Method = "method", Puzzle, [Knight, Queens];
    /// The knight's move order.
    Order = "order", Puzzle, [Knight];
    /// Count instead of finding one.
    Count = "count", Puzzle, [Knight, Queens];
    /// The search's budget.
    Budget = "budget", Puzzle, [Knight, Queens];
    /// The number of queens.
    N = "n", Puzzle, [Queens];
    /// Every queens solution.
    All = "all", Puzzle, [Queens];
    /// One solution per symmetry class.
    Fundamental = "fundamental", Puzzle, [Queens];
    /// The boards of an explorer page.
    Sizes = "sizes", Puzzle, [Explore];
    /// The colour scheme.
    Theme = "theme", Figure, [Knight, Queens, Explore, Defaults];
    /// The size of a square.
    Cell = "cell", Figure, [Knight, Queens, Defaults];
    /// Where coordinates go.
    Coords = "coords", Figure, [Knight, Queens, Defaults];
    /// The caption.
    Title = "title", Figure, [Knight, Queens, Explore, Defaults];
    /// The caption's font file.
    Font = "font", Figure, [Knight, Queens, Defaults];
    /// Milliseconds per frame.
    Delay = "delay", Figure, [Knight, Queens, Defaults];
    /// Milliseconds the last frame is held.
    Hold = "hold", Figure, [Knight, Queens, Defaults];
    /// Times an animation plays.
    Loop = "loop", Figure, [Knight, Queens, Defaults];
    /// The finished figure as the first frame.
    Poster = "poster", Figure, [Knight, Queens, Defaults];
    /// The paper of a PDF.
    Paper = "paper", Figure, [Knight, Queens, Defaults];
    /// The number of the first step.
    FirstStep = "first-step", Figure, [Knight];
    /// Step numbers on a tour.
    Numbers = "numbers", Figure, [Knight, Defaults];
    /// The knight on the last square.
    Knight = "knight", Figure, [Knight];
    /// The tour's path (the flag leaves it out: `--no-path`).
    Path = "path", Figure, [Knight];
    /// Rank 1 at the top.
    Rank1Top = "rank1-top", Figure, [Knight, Queens];
    /// Onward moves on each free square.
    Degrees = "degrees", Figure, [Knight];
    /// What an animation shows.
    Animate = "animate", Figure, [Knight, Queens];
    /// The search a search animation shows.
    Prune = "prune", Figure, [Knight];
    /// The most frames of a search animation.
    MaxFrames = "max-frames", Figure, [Knight];
    /// The queen whose attacks are shaded.
    Attacks = "attacks", Figure, [Queens];
    /// A job's file stem.
    Name = "name", File, [Knight, Queens, Explore];
    /// The formats a job writes.
    Formats = "formats", File, [Knight, Queens, Defaults];
    /// A strip of search steps.
    Strip = "strip", File, [Knight, Queens];
    /// The search tree.
    Tree = "tree", File, [Queens];
    /// An SVG file.
    Svg = "svg", Output, [];
    /// A GIF file.
    Gif = "gif", Output, [];
    /// A PNG file.
    Png = "png", Output, [];
    /// A PDF file.
    Pdf = "pdf", Output, [];
    /// An HTML page.
    Html = "html", Output, [];
    /// An animated SVG file.
    AnimatedSvg = "animated-svg", Output, [];
    /// The search as JSON Lines.
    Trace = "trace", Output, [];
    /// The classic exercise's input file.
    Input = "input", Output, [];
}

impl Key {
    /// The key whose build-file name is `name`.
    #[must_use]
    pub fn named(name: &str) -> Option<Key> {
        Key::ALL.iter().copied().find(|key| key.name() == name)
    }

    /// Whether the table takes this key.
    #[must_use]
    pub fn in_table(self, table: JobTable) -> bool {
        self.tables().contains(&table)
    }

    /// The keys of `table` with the given role, in the order declared.
    #[must_use]
    pub fn of(table: JobTable, role: Role) -> Vec<Key> {
        Key::ALL
            .iter()
            .copied()
            .filter(|key| key.in_table(table) && key.role() == role)
            .collect()
    }

    /// The command line's flag: `--first-step`; `path` is `--no-path`, the
    /// flag that turns it off.
    #[must_use]
    pub fn flag(self) -> String {
        match self {
            Key::Path => "--no-path".to_string(),
            _ => format!("--{}", self.name()),
        }
    }

    /// The Python package's keyword: `first_step`.
    #[must_use]
    pub fn keyword(self) -> String {
        self.name().replace('-', "_")
    }
}

impl std::fmt::Display for Key {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_are_unique_and_each_names_its_key() {
        for key in Key::ALL {
            assert_eq!(Key::named(key.name()), Some(*key));
        }
        assert_eq!(Key::named("methd"), None);
    }

    #[test]
    fn flags_and_keywords_derive_from_the_name() {
        assert_eq!(Key::FirstStep.flag(), "--first-step");
        assert_eq!(Key::FirstStep.keyword(), "first_step");
        assert_eq!(Key::Path.flag(), "--no-path");
        assert_eq!(Key::Path.keyword(), "path");
        assert_eq!(Key::AnimatedSvg.flag(), "--animated-svg");
    }
}

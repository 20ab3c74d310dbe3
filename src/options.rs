//! The option registry: every option declared once, as a typed key with
//! its build-file name, what it decides and its default; a whole number's
//! range, default and refusal as a [`Bounded`]; a text option's default as
//! a build file writes it. A flag (`--no-path`) and a Python keyword
//! (`first_step`) are derived from the name; messages carry a [`Key`], so
//! a misspelt option does not compile. The tables that take a key are the
//! job types that have its field (`job::keys_in`).

mod build;

pub use build::BuildOption;

/// An option a message names: a key of a job, or an option of a build.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum OptionName {
    /// A key of a job: `end`.
    Key(Key),
    /// An option of a build: `jobs`.
    Build(BuildOption),
}

impl From<Key> for OptionName {
    fn from(key: Key) -> OptionName {
        OptionName::Key(key)
    }
}

impl From<BuildOption> for OptionName {
    fn from(option: BuildOption) -> OptionName {
        OptionName::Build(option)
    }
}

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

/// The figures a figure option changes: where none of them is written,
/// the option has no effect, and the planner says so.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Shows {
    /// Every figure drawn (SVG, PNG, PDF, GIF, page, animated SVG).
    Drawn,
    /// Animations (GIF, page, animated SVG).
    Animated,
    /// A PDF; as a figure, every figure drawn.
    Printed,
}

/// Declares [`JobTable`] from the job tables, each named once (its
/// variant, doc and name in a build file), and `[defaults]` after them:
/// the enum, [`JobTable::KINDS`], [`JobTable::ALL`] and [`JobTable::name`].
macro_rules! job_tables {
    ($($(#[$doc:meta])* $table:ident => $name:literal,)*) => {
        /// The tables of a build file (and the job types behind them).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        pub enum JobTable {
            $($(#[$doc])* $table,)*
            /// `[defaults]`, `FigureOptions`.
            Defaults,
        }

        impl JobTable {
            /// The tables of the job kinds, every table but `[defaults]`,
            /// in the order a build file's reader lists them.
            pub const KINDS: [JobTable; [$(JobTable::$table),*].len()] = [$(JobTable::$table),*];

            /// Every table, in the order a build file's reader lists them.
            pub const ALL: [JobTable; JobTable::KINDS.len() + 1] =
                [$(JobTable::$table,)* JobTable::Defaults];

            /// The table's name in a build file: `knight`.
            #[must_use]
            pub fn name(self) -> &'static str {
                match self {
                    $(JobTable::$table => $name,)*
                    JobTable::Defaults => "defaults",
                }
            }
        }
    };
}

job_tables! {
    /// `[[knight]]`, `KnightJob`.
    Knight => "knight",
    /// `[[queens]]`, `QueensJob`.
    Queens => "queens",
    /// `[[explore]]`, `ExploreJob`.
    Explore => "explore",
    /// `[[worksheet]]`, `WorksheetJob`.
    Worksheet => "worksheet",
}

/// What an option is when it is left out.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DefaultValue {
    /// A text value, as a build file writes it: `edge`.
    Text(&'static str),
    /// A whole number.
    Whole(u64),
    /// A switch.
    Switch(bool),
    /// A list of text values.
    List(&'static [&'static str]),
    /// Decided by the rest of the job (the board, the animation), as the
    /// phrase says.
    Decided(&'static str),
}

/// A key's default as the key table declares it.
#[derive(Clone, Copy, Debug)]
enum Declared {
    /// The same in every table that takes the key.
    Everywhere(DefaultValue),
    /// Different in each table that takes the key (none in the others).
    Per(&'static [(JobTable, DefaultValue)]),
}

impl From<DefaultValue> for Declared {
    fn from(default: DefaultValue) -> Declared {
        Declared::Everywhere(default)
    }
}

impl DefaultValue {
    /// The default as a value of a build file (none when decided by the
    /// job).
    #[must_use]
    pub fn toml(self) -> Option<toml::Value> {
        match self {
            DefaultValue::Text(text) => Some(toml::Value::from(text)),
            DefaultValue::Whole(n) => i64::try_from(n).ok().map(toml::Value::from),
            DefaultValue::Switch(on) => Some(toml::Value::from(on)),
            DefaultValue::List(texts) => Some(toml::Value::from(texts.to_vec())),
            DefaultValue::Decided(_) => None,
        }
    }
}

impl std::fmt::Display for DefaultValue {
    /// The default as help and README show it: `edge`, `2000`, `svg`, or
    /// the phrase of a default the job decides.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            DefaultValue::Text(text) | DefaultValue::Decided(text) => f.write_str(text),
            DefaultValue::Whole(n) => write!(f, "{n}"),
            DefaultValue::Switch(on) => write!(f, "{on}"),
            DefaultValue::List(texts) => f.write_str(&texts.join(", ")),
        }
    }
}

/// Declares [`Key`] and its table of names, roles and defaults.
macro_rules! keys {
    ($($(#[$doc:meta])* $variant:ident = $name:literal, $role:ident $(in $shows:ident)?
        $(, default $default:expr)?;)*) => {
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

            /// The figures a figure option changes, if it is one the
            /// planner warns of when no such figure is written.
            #[must_use]
            pub fn shows(self) -> Option<Shows> {
                match self {
                    $(Key::$variant => None $(.or(Some(Shows::$shows)))?,)*
                }
            }

            /// What the option is when left out, as declared (none: the
            /// option is off, or has no value).
            #[allow(unused_imports)]
            fn declared_default(self) -> Option<Declared> {
                use Declared::Per;
                use DefaultValue::{Decided, List, Switch, Text, Whole};
                use JobTable::{Defaults, Explore, Knight, Queens, Worksheet};
                match self {
                    $(Key::$variant => None $(.or(Some(Declared::from($default))))?,)*
                }
            }
        }
    };
}

keys! {
    /// The puzzle of a worksheet.
    Puzzle = "puzzle", Puzzle, default Per(const { &[(Worksheet, Text(PUZZLE))] });
    /// The board, files x ranks.
    Board = "board", Puzzle,
        default Per(const { &[(Knight, Text(BOARD)), (Worksheet, Text(SHEET_BOARD))] });
    /// The tour's first square.
    Start = "start", Puzzle, default Text(START);
    /// The open tour's last square.
    End = "end", Puzzle;
    /// The tour's first squares, given to complete.
    Given = "given", Puzzle;
    /// A closed tour.
    Closed = "closed", Puzzle, default Switch(false);
    /// How to search.
    Method = "method", Puzzle, default Text(METHOD);
    /// The knight's move order.
    Order = "order", Puzzle, default Text(ORDER);
    /// Count instead of finding one; a worksheet's number of exercises.
    Count = "count", Puzzle,
        default Per(const {
            &[(Knight, Switch(false)), (Queens, Switch(false)), (Worksheet, SHEET_COUNT.declared())]
        });
    /// The search's budget.
    Budget = "budget", Puzzle,
        default Decided("by the method and the question, 10^8 for a backtracking search");
    /// The number of queens.
    N = "n", Puzzle,
        default Per(const { &[(Queens, QUEENS_N.declared()), (Worksheet, SHEET_N.declared())] });
    /// Every queens solution.
    All = "all", Puzzle, default Switch(false);
    /// One solution per symmetry class.
    Fundamental = "fundamental", Puzzle, default Switch(false);
    /// Queens already placed, to complete.
    Place = "place", Puzzle;
    /// The squares or queens each exercise of a worksheet gives.
    Clues = "clues", Puzzle,
        default Per(&[(Worksheet, Decided("two thirds of the squares; n/2 - 1 queens"))]);
    /// The "prove it" exercises of a worksheet.
    Prove = "prove", Puzzle, default Per(const { &[(Worksheet, PROVE.declared())] });
    /// The seed of a worksheet's random choices.
    Seed = "seed", Puzzle, default Per(const { &[(Worksheet, SEED.declared())] });
    /// The boards of an explorer page.
    Sizes = "sizes", Puzzle, default Text(SIZES);
    /// The queens' boards of an explorer page.
    Queens = "queens", Puzzle, default Text(QUEENS);
    /// The colour scheme.
    Theme = "theme", Figure in Drawn, default Text(THEME);
    /// The language of the words drawn.
    Lang = "lang", Figure, default Text(LANG);
    /// The size of a square.
    Cell = "cell", Figure in Drawn,
        default Decided("48, less on boards over 20 squares a side");
    /// Where coordinates go.
    Coords = "coords", Figure in Drawn, default Text(COORDS);
    /// The caption.
    Title = "title", Figure in Drawn,
        default Per(&[
            (Explore, Decided("Knight's tour and n queens explorer: the boards and queens offered")),
            (Worksheet, Decided("by the puzzle and its board")),
        ]);
    /// The caption's font file.
    Font = "font", Figure in Drawn, default Decided("Noto Sans, embedded");
    /// Milliseconds per frame.
    Delay = "delay", Figure in Animated,
        default Per(&[
            (Knight, Decided("250 for the tour; for the search 600, and 200 a word where a caption needs longer")),
            (Queens, Decided("600, and 200 a word where a caption needs longer")),
        ]);
    /// Milliseconds the last frame is held.
    Hold = "hold", Figure in Animated, default HOLD;
    /// Times an animation plays.
    Loop = "loop", Figure in Animated, default LOOP;
    /// The finished figure as the first frame.
    Poster = "poster", Figure in Animated, default POSTER;
    /// The paper of a PDF.
    Paper = "paper", Figure in Printed,
        default Per(&[
            (Knight, Decided("the figure's own size; a4 for a strip")),
            (Queens, Decided("the figure's own size; a4 for a strip, and for a sheet given per-page")),
            (Defaults, Decided("the figure's own size; a4 for a strip, and for a queens sheet given per-page")),
            (Worksheet, Text(PAPER)),
        ]);
    /// The boards a printed page holds.
    PerPage = "per-page", Figure in Printed,
        default Decided("as many as fit, each board at least 35 mm wide");
    /// The program beside a search figure.
    Code = "code", Figure, default Decided("python on pages, none on GIFs and strips");
    /// The number of the first step.
    FirstStep = "first-step", Figure, default FIRST_STEP;
    /// Step numbers on a tour.
    Numbers = "numbers", Figure, default NUMBERS;
    /// The knight on the last square.
    Knight = "knight", Figure, default KNIGHT;
    /// The tour's path (the flag leaves it out: `--no-path`).
    Path = "path", Figure, default PATH;
    /// Rank 1 at the top.
    Rank1Top = "rank1-top", Figure, default Switch(false);
    /// Onward moves on each free square.
    Degrees = "degrees", Figure, default DEGREES;
    /// What an animation shows.
    Animate = "animate", Figure,
        default Per(&[(Knight, Text("tour")), (Queens, Text("search"))]);
    /// The pruned search instead of the lesson's plain program.
    Prune = "prune", Figure, default PRUNE;
    /// The most frames of a search animation.
    MaxFrames = "max-frames", Figure, default MAX_FRAMES;
    /// The queen whose attacks are shaded.
    Attacks = "attacks", Figure;
    /// A job's file stem.
    Name = "name", File;
    /// The formats a job writes.
    Formats = "formats", File, default List(&["svg"]);
    /// A strip of search steps.
    Strip = "strip", File, default Switch(false);
    /// The search tree.
    Tree = "tree", File, default Switch(false);
    /// An SVG file.
    Svg = "svg", Output;
    /// A GIF file.
    Gif = "gif", Output;
    /// A PNG file.
    Png = "png", Output;
    /// A PDF file.
    Pdf = "pdf", Output;
    /// An HTML page.
    Html = "html", Output;
    /// An animated SVG file.
    AnimatedSvg = "animated-svg", Output;
    /// The search as JSON Lines.
    Trace = "trace", Output;
    /// The classic exercise's input file.
    Input = "input", Output;
    /// A worksheet's answer key.
    Answers = "answers", Output;
}

/// A worksheet's puzzle left without `puzzle`.
pub(crate) const PUZZLE: &str = "knight";
/// How to search, left without `method`: each puzzle's `auto`.
pub(crate) const METHOD: &str = "auto";
/// The knight's move order left without `order`: the lessons' textbook
/// order.
pub(crate) const ORDER: &str = "textbook";
/// The colour scheme left without `theme`.
pub(crate) const THEME: &str = "classic";
/// The language of the words drawn left without `lang`.
pub(crate) const LANG: &str = "en";
/// Where coordinates go left without `coords`.
pub(crate) const COORDS: &str = "edge";
/// The paper of a worksheet (and of a strip) left without `paper`.
pub(crate) const PAPER: &str = "a4";
/// The first square of a knight's tour left without `start`.
pub(crate) const START: &str = "a1";
/// A knight job's board left without `board`.
pub(crate) const BOARD: &str = "8x8";
/// A knight's worksheet's board left without `board`.
pub(crate) const SHEET_BOARD: &str = "6x6";
/// The boards an explorer page offers left without `sizes`.
pub(crate) const SIZES: &str = "5..8";
/// The queens' boards an explorer page offers left without `queens`:
/// with 12 queens (14,200 solutions, and the longest search) the default
/// page would pass 2 MB.
pub(crate) const QUEENS: &str = "4..12";

/// A whole-number option declared once: its range, its default and what a
/// refusal says. The planner checks and defaults the value with it, the
/// command line parses the flag with it, the schema states its range, the
/// key table its default, and a value out of range ([`Bounded::allowed`])
/// or no whole number ([`Bounded::whole_number`]) is refused in the same
/// words everywhere.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Bounded {
    /// The option: a key of a job, or an option of a build.
    pub(crate) option: OptionName,
    /// The one table it is declared for (none: every table with the key).
    pub(crate) table: Option<JobTable>,
    /// The smallest value allowed.
    pub(crate) low: u64,
    /// The largest value allowed.
    pub(crate) high: u64,
    /// The value when left out (none: the job decides it).
    pub(crate) default: Option<u64>,
    /// What is allowed, with `{low}` and `{high}` for the range.
    allowed: &'static str,
}

impl Bounded {
    /// Whether `value` is in the range.
    #[must_use]
    pub(crate) fn contains(self, value: u64) -> bool {
        (self.low..=self.high).contains(&value)
    }

    /// What is allowed, as a refusal says it: `expected a square size from
    /// 4 to 256 pixels`.
    #[must_use]
    pub(crate) fn allowed(self) -> String {
        self.allowed
            .replace("{low}", &self.low.to_string())
            .replace("{high}", &self.high.to_string())
    }

    /// What is allowed, as a refusal of a value that is no whole number
    /// says it: `expected a whole number from 4 to 256`.
    #[must_use]
    pub(crate) fn whole_number(self) -> String {
        if self.high == u64::MAX {
            format!("expected a whole number, {} or more", self.low)
        } else {
            format!("expected a whole number from {} to {}", self.low, self.high)
        }
    }

    /// The declared default, in a `const` block: a declaration without
    /// one does not compile there.
    #[must_use]
    pub(crate) const fn default_value(self) -> u64 {
        match self.default {
            Some(value) => value,
            None => panic!("the option is declared without a default"),
        }
    }

    /// The default as the key table declares it.
    const fn declared(self) -> DefaultValue {
        match self.default {
            Some(value) => DefaultValue::Whole(value),
            None => DefaultValue::Decided("by the job"),
        }
    }

    /// The declaration for `key` in `table`, if it is a bounded whole
    /// number there.
    #[must_use]
    pub(crate) fn of(table: JobTable, key: Key) -> Option<Bounded> {
        BOUNDED.iter().copied().find(|each| {
            each.option == OptionName::Key(key) && each.table.is_none_or(|only| only == table)
        })
    }
}

impl From<Bounded> for Declared {
    fn from(bounded: Bounded) -> Declared {
        Declared::Everywhere(bounded.declared())
    }
}

/// The size of a square, in pixels: by default 48, less on boards whose
/// figure would pass 1000 pixels.
pub(crate) const CELL: Bounded = Bounded {
    option: OptionName::Key(Key::Cell),
    table: None,
    low: 4,
    high: 256,
    default: Some(48),
    allowed: "expected a square size from {low} to {high} pixels",
};
/// Milliseconds a frame shows: browsers play GIF delays under 20 ms at 100
/// ms, and a GIF stores at most 655,350 ms.
pub(crate) const DELAY: Bounded = Bounded {
    option: OptionName::Key(Key::Delay),
    table: None,
    low: 20,
    high: 655_350,
    default: None,
    allowed: "expected milliseconds from {low} to {high} \
              (browsers play GIF delays under {low} ms at 100 ms)",
};
/// Milliseconds a frame of a tour's animation shows when `delay` is left
/// out.
pub(crate) const TOUR_DELAY: u32 = 250;
/// Milliseconds a frame of a search's animation shows when `delay` is left
/// out: every frame has a caption to read.
pub(crate) const SEARCH_DELAY: u32 = 600;
/// Milliseconds a word of a search frame's caption adds when `delay` is
/// left out: a frame with more words than [`SEARCH_DELAY`] gives time to
/// read shows longer.
pub(crate) const WORD_DELAY: u32 = 200;
/// Milliseconds a frame of a search's time-lapsed middle shows when
/// `delay` is left out (its captions say so).
pub(crate) const LAPSE_DELAY: u32 = 150;
/// Milliseconds the last frame is held, in the range of [`DELAY`].
pub(crate) const HOLD: Bounded = Bounded {
    option: OptionName::Key(Key::Hold),
    default: Some(2000),
    ..DELAY
};
/// Times an animation plays, 0 for ever: a GIF stores 16 bits.
pub(crate) const LOOP: Bounded = Bounded {
    option: OptionName::Key(Key::Loop),
    table: None,
    low: 0,
    high: u16::MAX as u64,
    default: Some(0),
    allowed: "expected a whole number from {low} to {high}",
};
/// The boards a printed page holds: at most a sheet's boards.
pub(crate) const PER_PAGE: Bounded = Bounded {
    option: OptionName::Key(Key::PerPage),
    table: None,
    low: 1,
    high: MAX_SHEET_BOARDS,
    default: None,
    allowed: "expected a whole number from {low} to {high}",
};
/// The number of a tour's first step.
pub(crate) const FIRST_STEP: Bounded = Bounded {
    option: OptionName::Key(Key::FirstStep),
    table: None,
    low: 0,
    high: 1,
    default: Some(1),
    allowed: "expected {low} or {high}",
};
/// The most frames of a search animation.
pub(crate) const MAX_FRAMES: Bounded = Bounded {
    option: OptionName::Key(Key::MaxFrames),
    table: None,
    low: 10,
    high: 10_000,
    default: Some(400),
    allowed: "expected a number of frames from {low} to {high}",
};
/// The number of queens of a queens job.
pub(crate) const QUEENS_N: Bounded = Bounded {
    option: OptionName::Key(Key::N),
    table: Some(JobTable::Queens),
    low: 1,
    high: 10_000_000,
    default: Some(8),
    allowed: "expected a whole number from {low} to {high}",
};
/// The number of queens of a worksheet's exercises.
pub(crate) const SHEET_N: Bounded = Bounded {
    option: OptionName::Key(Key::N),
    table: Some(JobTable::Worksheet),
    low: 4,
    high: 12,
    default: Some(8),
    allowed: "a worksheet takes {low} to {high} queens",
};
/// The exercises of a worksheet.
pub(crate) const SHEET_COUNT: Bounded = Bounded {
    option: OptionName::Key(Key::Count),
    table: Some(JobTable::Worksheet),
    low: 1,
    high: 60,
    default: Some(6),
    allowed: "expected from {low} to {high} exercises",
};
/// The most search nodes (knight) or queens placed (queens) before a
/// search stops.
pub(crate) const BUDGET: Bounded = Bounded {
    option: OptionName::Key(Key::Budget),
    table: None,
    low: 0,
    high: u64::MAX,
    default: None,
    allowed: "expected a whole number, {low} or more",
};
/// The squares or queens each exercise of a worksheet gives.
pub(crate) const CLUES: Bounded = Bounded {
    option: OptionName::Key(Key::Clues),
    table: Some(JobTable::Worksheet),
    low: 1,
    default: None,
    ..BUDGET
};
/// The "prove it" exercises of a worksheet: at most all of them.
pub(crate) const PROVE: Bounded = Bounded {
    option: OptionName::Key(Key::Prove),
    table: Some(JobTable::Worksheet),
    low: 0,
    high: SHEET_COUNT.high,
    default: Some(0),
    allowed: "expected from {low} to the number of exercises, at most {high}",
};
/// The seed of a worksheet's random choices.
pub(crate) const SEED: Bounded = Bounded {
    option: OptionName::Key(Key::Seed),
    table: Some(JobTable::Worksheet),
    default: Some(1),
    ..BUDGET
};
/// The jobs a build runs at once.
pub(crate) const JOBS: Bounded = Bounded {
    option: OptionName::Build(BuildOption::Jobs),
    table: None,
    low: 1,
    high: 256,
    default: None,
    allowed: "expected a whole number from {low} to {high}",
};
/// A switch declared once: its option and its value when left out. The
/// planner reads the value with [`Switch::resolve`] and the key table
/// shows the default.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Switch {
    /// The option.
    pub(crate) key: Key,
    /// Whether it is on when left out.
    pub(crate) default: bool,
}

impl Switch {
    /// A switch that is off when left out.
    const fn off(key: Key) -> Switch {
        Switch {
            key,
            default: false,
        }
    }

    /// A switch that is on when left out.
    const fn on(key: Key) -> Switch {
        Switch { key, default: true }
    }

    /// The value given, else the declared default.
    #[must_use]
    pub(crate) const fn resolve(self, given: Option<bool>) -> bool {
        match given {
            Some(on) => on,
            None => self.default,
        }
    }
}

impl From<Switch> for Declared {
    fn from(switch: Switch) -> Declared {
        Declared::Everywhere(DefaultValue::Switch(switch.default))
    }
}

/// The finished figure as an animation's first frame: off.
pub(crate) const POSTER: Switch = Switch::off(Key::Poster);
/// Step numbers on a tour: off.
pub(crate) const NUMBERS: Switch = Switch::off(Key::Numbers);
/// The knight on a tour's last square: off.
pub(crate) const KNIGHT: Switch = Switch::off(Key::Knight);
/// The tour's path: on (`--no-path` turns it off).
pub(crate) const PATH: Switch = Switch::on(Key::Path);
/// Onward moves on each free square: off.
pub(crate) const DEGREES: Switch = Switch::off(Key::Degrees);
/// The pruned search instead of the lesson's plain program: off.
pub(crate) const PRUNE: Switch = Switch::off(Key::Prune);

/// Every declared switch.
#[cfg(test)]
pub(crate) const SWITCHES: &[Switch] = &[POSTER, NUMBERS, KNIGHT, PATH, DEGREES, PRUNE];

/// A declared option's value when it is left out, as the type a figure
/// takes it in.
pub(crate) trait LeftOut<T> {
    /// The declared default.
    fn left_out(self) -> T;
}

impl<T: TryFrom<u64>> LeftOut<T> for Bounded {
    fn left_out(self) -> T {
        T::try_from(self.default_value())
            .unwrap_or_else(|_| panic!("{:?}: the default fits the figure's type", self.option))
    }
}

impl LeftOut<bool> for Switch {
    fn left_out(self) -> bool {
        self.default
    }
}

/// Calls `$then!` with its own tokens and the figure options that a
/// figure takes as declared, each once: its doc line, the jobs that take
/// it (`every` job, or the `knight` job alone), its field in the job, its
/// field in the figure's style, the type the figure takes and its
/// declaration (a [`Bounded`] or a [`Switch`]), which gives the default
/// and checks a value given. The style's fields, their defaults and the
/// planner's setting of them are made from this list: such an option is
/// its key, this line and its field in the job (`job.rs`), then its
/// drawing.
macro_rules! with_declared_figure_options {
    ($then:ident { $($own:tt)* }) => {
        $then! {
            { $($own)* }
            /// Milliseconds the last frame is held.
            every: hold => hold: u32 = $crate::options::HOLD,
            /// Times an animation plays, 0 = forever.
            every: r#loop => repeat: u16 = $crate::options::LOOP,
            /// The finished figure as an animation's first frame.
            every: poster => poster: bool = $crate::options::POSTER,
            /// Step numbers on tours.
            knight: numbers => numbers: bool = $crate::options::NUMBERS,
            /// The knight on the last square of static tour figures.
            knight: knight => knight: bool = $crate::options::KNIGHT,
            /// The tour's path (off: the numbered board of the textbook
            /// printout).
            knight: path => path: bool = $crate::options::PATH,
            /// The number of onward moves on each free square of tour
            /// figures.
            knight: degrees => degrees: bool = $crate::options::DEGREES,
        }
    };
}
pub(crate) use with_declared_figure_options;

/// The most boards a sheet of queens' solutions holds (and so a page).
pub(crate) const MAX_SHEET_BOARDS: u64 = 400;

/// Every bounded option.
const BOUNDED: &[Bounded] = &[
    CELL,
    DELAY,
    HOLD,
    LOOP,
    PER_PAGE,
    FIRST_STEP,
    MAX_FRAMES,
    QUEENS_N,
    SHEET_N,
    SHEET_COUNT,
    BUDGET,
    CLUES,
    PROVE,
    SEED,
    JOBS,
];

impl Key {
    /// What the option is when a job of `table` leaves it out (none: the
    /// option is off, or has no value).
    #[must_use]
    pub fn default_in(self, table: JobTable) -> Option<DefaultValue> {
        match self.declared_default()? {
            Declared::Per(defaults) => defaults
                .iter()
                .find(|(each, _)| *each == table)
                .map(|(_, default)| *default),
            Declared::Everywhere(default) => Some(default),
        }
    }

    /// The key whose build-file name is `name`.
    #[must_use]
    pub fn named(name: &str) -> Option<Key> {
        Key::ALL.iter().copied().find(|key| key.name() == name)
    }

    /// The command line's flag: `--first-step`; `path` is `--no-path`, the
    /// flag that turns it off, and `given` is `--path`, the path given.
    #[must_use]
    pub fn flag(self) -> String {
        match self {
            Key::Path => "--no-path".to_string(),
            Key::Given => "--path".to_string(),
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
    fn a_default_declared_per_table_is_found_in_its_table_alone() {
        assert_eq!(
            Key::Animate.default_in(JobTable::Knight),
            Some(DefaultValue::Text("tour"))
        );
        assert_eq!(
            Key::Animate.default_in(JobTable::Queens),
            Some(DefaultValue::Text("search"))
        );
        assert_eq!(Key::Title.default_in(JobTable::Knight), None);
        assert!(matches!(
            Key::Title.default_in(JobTable::Explore),
            Some(DefaultValue::Decided(_))
        ));
        assert_eq!(Key::End.default_in(JobTable::Knight), None);
        let formats = Key::Formats.default_in(JobTable::Defaults).unwrap();
        assert_eq!(formats.to_string(), "svg");
        assert_eq!(formats.toml().unwrap().to_string(), r#"["svg"]"#);
        assert_eq!(DefaultValue::Decided("by the board").toml(), None);
    }

    #[test]
    fn each_bounded_option_is_declared_in_its_range_and_its_key_table() {
        for &bounded in BOUNDED {
            assert!(bounded.low <= bounded.high, "{:?}", bounded.option);
            if let Some(default) = bounded.default {
                assert!(bounded.contains(default), "{:?}: {default}", bounded.option);
            }
            assert!(
                bounded.allowed().starts_with("expected")
                    || bounded.option == OptionName::Key(Key::N)
            );
            let OptionName::Key(key) = bounded.option else {
                continue;
            };
            assert!(!bounded.allowed().contains('{'), "{}", bounded.allowed());
            let tables: Vec<JobTable> = JobTable::ALL
                .into_iter()
                .filter(|table| bounded.table.is_none_or(|only| only == *table))
                .collect();
            for table in tables {
                let declared = key.default_in(table);
                if let (Some(default), Some(DefaultValue::Whole(whole))) =
                    (bounded.default, declared)
                {
                    assert_eq!(default, whole, "{key} in {}", table.name());
                }
            }
        }
        assert_eq!(Bounded::of(JobTable::Worksheet, Key::N), Some(SHEET_N));
        assert_eq!(Bounded::of(JobTable::Queens, Key::N), Some(QUEENS_N));
        assert_eq!(Bounded::of(JobTable::Knight, Key::Count), None);
        assert_eq!(CELL.whole_number(), "expected a whole number from 4 to 256");
        assert_eq!(BUDGET.whole_number(), "expected a whole number, 0 or more");
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

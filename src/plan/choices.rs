//! The user's choices (`job`'s enums) mapped onto the types of the layers
//! that act on them: methods onto the solver's, themes and paper onto the
//! figure's, the language onto the catalogue's. One match per choice, here only.

use crate::figure::paper::Paper;
use crate::figure::theme::Theme;
use crate::job;
use crate::program::Language;
use crate::solve::{KnightMethod, QueensMethod};
use crate::words::Lang;

impl From<job::KnightMethod> for KnightMethod {
    fn from(method: job::KnightMethod) -> KnightMethod {
        match method {
            job::KnightMethod::Auto => KnightMethod::Auto,
            job::KnightMethod::Backtrack => KnightMethod::Backtrack,
            job::KnightMethod::Warnsdorff => KnightMethod::Warnsdorff,
            job::KnightMethod::Construct => KnightMethod::Construct,
            job::KnightMethod::Sweep => KnightMethod::Sweep,
        }
    }
}

/// The language of the program beside a search figure, or none.
pub(crate) fn language(code: job::Code) -> Option<Language> {
    match code {
        job::Code::Python => Some(Language::Python),
        job::Code::C => Some(Language::C),
        job::Code::Pseudocode => Some(Language::Pseudocode),
        job::Code::None => None,
    }
}

impl From<job::QueensMethod> for QueensMethod {
    fn from(method: job::QueensMethod) -> QueensMethod {
        match method {
            job::QueensMethod::Auto => QueensMethod::Auto,
            job::QueensMethod::Backtrack => QueensMethod::Backtrack,
            job::QueensMethod::Construct => QueensMethod::Construct,
        }
    }
}

impl From<job::ThemeName> for Theme {
    fn from(name: job::ThemeName) -> Theme {
        match name {
            job::ThemeName::Classic => Theme::CLASSIC,
            job::ThemeName::Wiki => Theme::WIKI,
            job::ThemeName::Print => Theme::PRINT,
        }
    }
}

impl From<job::Paper> for Paper {
    fn from(paper: job::Paper) -> Paper {
        match paper {
            job::Paper::A4 => Paper::A4,
            job::Paper::Letter => Paper::Letter,
        }
    }
}

impl From<job::LangName> for Lang {
    fn from(name: job::LangName) -> Lang {
        match name {
            job::LangName::En => Lang::En,
            job::LangName::Vi => Lang::Vi,
        }
    }
}

//! Where a figure writes its coordinates (`--coords`, build key `coords`):
//! the option's values, and how build files may write them.

use std::fmt;

use serde::de::{self, Visitor};
use serde::{Deserialize, Deserializer, Serialize};

/// Where the file letters and rank numbers go.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize)]
#[cfg_attr(feature = "cli", derive(clap::ValueEnum))]
#[serde(rename_all = "lowercase")]
pub enum Coords {
    /// Nowhere: the figure is exactly the board.
    None,
    /// Files below the board, ranks on its left.
    #[default]
    Edge,
    /// Files below and above, ranks on the left and the right.
    All,
}

/// The values build files write, for messages.
const EXPECTED: &str = "expected none, edge or all (or true, false)";

/// Build files write a name, or a boolean as before the names existed:
/// `true` is `edge`, `false` is `none`.
impl<'de> Deserialize<'de> for Coords {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct CoordsVisitor;

        impl Visitor<'_> for CoordsVisitor {
            type Value = Coords;

            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str(EXPECTED)
            }

            fn visit_bool<E: de::Error>(self, on: bool) -> Result<Coords, E> {
                Ok(if on { Coords::Edge } else { Coords::None })
            }

            fn visit_str<E: de::Error>(self, text: &str) -> Result<Coords, E> {
                match text {
                    "none" => Ok(Coords::None),
                    "edge" => Ok(Coords::Edge),
                    "all" => Ok(Coords::All),
                    _ => Err(E::custom(EXPECTED)),
                }
            }
        }

        deserializer.deserialize_any(CoordsVisitor)
    }
}

/// The values build files may write: a name or a boolean.
impl schemars::JsonSchema for Coords {
    fn schema_name() -> std::borrow::Cow<'static, str> {
        "Coords".into()
    }

    fn json_schema(_: &mut schemars::SchemaGenerator) -> schemars::Schema {
        schemars::json_schema!({
            "description": "where the file letters and rank numbers go: edge (below and on \
                            the left), all (on all four sides) or none; true and false mean \
                            edge and none",
            "anyOf": [
                { "type": "string", "enum": ["none", "edge", "all"] },
                { "type": "boolean" },
            ],
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Deserialize)]
    struct Table {
        coords: Coords,
    }

    fn read(text: &str) -> Result<Coords, String> {
        toml::from_str::<Table>(text)
            .map(|t| t.coords)
            .map_err(|e| e.to_string())
    }

    #[test]
    fn names_and_booleans_are_read() {
        assert_eq!(read("coords = \"all\""), Ok(Coords::All));
        assert_eq!(read("coords = \"edge\""), Ok(Coords::Edge));
        assert_eq!(read("coords = \"none\""), Ok(Coords::None));
        assert_eq!(read("coords = true"), Ok(Coords::Edge));
        assert_eq!(read("coords = false"), Ok(Coords::None));
        for bad in ["coords = \"sides\"", "coords = 3", "coords = \"All\""] {
            let message = read(bad).unwrap_err();
            assert!(message.contains(EXPECTED), "{bad}: {message}");
        }
    }
}

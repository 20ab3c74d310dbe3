//! The keys each build-file table takes, read from the fields of its job
//! type: serde's own list of them (renames applied, skipped fields left
//! out), so where an option applies is declared once, by the field.

use std::sync::OnceLock;

use serde::de::{self, Deserialize, Deserializer, Visitor};

use super::{JobType, WithJobType, with_job_type};
use crate::options::{JobTable, Key};

/// A deserializer that only learns the field names of the struct asked of
/// it, and then stops.
struct FieldNames<'a>(&'a mut &'static [&'static str]);

/// Why a [`FieldNames`] stops: it reads no data.
fn stop() -> de::value::Error {
    de::Error::custom("only the field names are read")
}

impl<'de> Deserializer<'de> for FieldNames<'_> {
    type Error = de::value::Error;

    fn deserialize_any<V: Visitor<'de>>(self, _visitor: V) -> Result<V::Value, Self::Error> {
        Err(stop())
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        fields: &'static [&'static str],
        _visitor: V,
    ) -> Result<V::Value, Self::Error> {
        *self.0 = fields;
        Err(stop())
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string
        bytes byte_buf option unit unit_struct newtype_struct seq tuple
        tuple_struct map enum identifier ignored_any
    }
}

/// The names of the fields a build file may give a `T`.
fn field_names<T: Deserialize<'static>>() -> &'static [&'static str] {
    let mut fields: &'static [&'static str] = &[];
    // The error is the stop, always: the names were read before it.
    let _ = T::deserialize(FieldNames(&mut fields));
    fields
}

/// The keys of `fields`, in the order [`Key::ALL`] declares them.
fn keys_named(fields: &[&str]) -> Vec<Key> {
    Key::ALL
        .iter()
        .copied()
        .filter(|key| fields.contains(&key.name()))
        .collect()
}

/// The names of the fields of a table's job type.
struct FieldsOf;

impl WithJobType for FieldsOf {
    type Out = &'static [&'static str];

    fn with<T: JobType>(self) -> Self::Out {
        field_names::<T>()
    }
}

/// The keys `table` takes, in the order declared.
#[must_use]
pub(crate) fn keys_in(table: JobTable) -> &'static [Key] {
    static TABLES: [OnceLock<Vec<Key>>; JobTable::ALL.len()] =
        [const { OnceLock::new() }; JobTable::ALL.len()];
    TABLES[table as usize].get_or_init(|| keys_named(with_job_type(table, FieldsOf)))
}

/// Whether `table` takes `key`.
#[must_use]
pub(crate) fn takes(table: JobTable, key: Key) -> bool {
    keys_in(table).contains(&key)
}

/// The tables that take `key` (none: the command line's alone).
#[cfg(test)]
#[must_use]
pub(crate) fn tables_of(key: Key) -> Vec<JobTable> {
    JobTable::ALL
        .into_iter()
        .filter(|table| takes(*table, key))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::job::{ExploreJob, FigureOptions, KnightJob, QueensJob, WorksheetJob};

    #[test]
    fn every_field_is_a_declared_key() {
        for fields in [
            field_names::<KnightJob>(),
            field_names::<QueensJob>(),
            field_names::<ExploreJob>(),
            field_names::<WorksheetJob>(),
            field_names::<FigureOptions>(),
        ] {
            assert!(fields.len() >= 4, "{fields:?}");
            for field in fields {
                assert!(
                    Key::named(field).is_some(),
                    "the field `{field}` has no Key"
                );
            }
        }
    }

    #[test]
    fn renamed_fields_go_by_their_keys_and_skipped_ones_are_out() {
        assert!(takes(JobTable::Knight, Key::FirstStep));
        assert!(takes(JobTable::Knight, Key::Loop));
        assert!(!takes(JobTable::Queens, Key::Path));
        assert!(!field_names::<KnightJob>().contains(&"no_coords"));
        assert_eq!(tables_of(Key::Sizes), [JobTable::Explore]);
        assert!(tables_of(Key::Svg).is_empty());
    }
}

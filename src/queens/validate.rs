//! A placement checker written apart from the solvers, used on every answer
//! in tests.

use std::collections::HashSet;

/// Checks that `columns` (the file of the queen on each rank) places n
/// non-attacking queens on an n x n board. Returns what is wrong.
pub fn check_placement(n: usize, columns: &[u32]) -> Result<(), String> {
    if columns.len() != n {
        return Err(format!("{} queens for n = {n}", columns.len()));
    }
    let mut files = HashSet::new();
    let mut sums = HashSet::new();
    let mut differences = HashSet::new();
    for (rank, &file) in columns.iter().enumerate() {
        let (rank, file) = (rank as i64, i64::from(file));
        if file >= n as i64 {
            return Err(format!("file {file} is off the board"));
        }
        if !files.insert(file) {
            return Err(format!("two queens on file {file}"));
        }
        if !sums.insert(rank + file) || !differences.insert(rank - file) {
            return Err(format!("the queen on rank {} shares a diagonal", rank + 1));
        }
    }
    Ok(())
}

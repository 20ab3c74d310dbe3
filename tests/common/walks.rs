//! Knight's walks for the tests of the page's rules (in node, through
//! the command line, and in the browsers): positions a student could
//! reach, drawn by a small fixed generator, the same every run.

/// The textbook order of the knight's moves, as the library has it.
pub(crate) fn textbook() -> [(i64, i64); 8] {
    boardfig::MoveOrder::textbook()
        .deltas
        .map(|(df, dr)| (i64::from(df), i64::from(dr)))
}

/// A small deterministic generator of positions (64-bit LCG).
pub(crate) struct Lcg(pub(crate) u64);

impl Lcg {
    /// A number below `n`.
    pub(crate) fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) % n as u64) as usize
    }
}

/// The name of square `k` on a board `files` wide.
pub(crate) fn name(files: usize, k: usize) -> String {
    format!("{}{}", (b'a' + (k % files) as u8) as char, k / files + 1)
}

/// A random knight's walk of `length` squares from a random start (shorter
/// when it is stuck first); a `careful` one moves as Warnsdorff's rule
/// does (to a square with the fewest onward moves, ties at random), so it
/// can usually still become a tour.
pub(crate) fn walk(
    rng: &mut Lcg,
    files: usize,
    ranks: usize,
    length: usize,
    careful: bool,
) -> Vec<usize> {
    let mut path = vec![rng.below(files * ranks)];
    while path.len() < length {
        let here = *path.last().unwrap();
        let (f, r) = ((here % files) as i64, (here / files) as i64);
        let next: Vec<usize> = textbook()
            .iter()
            .map(|&(df, dr)| (f + df, r + dr))
            .filter(|&(nf, nr)| nf >= 0 && nr >= 0 && nf < files as i64 && nr < ranks as i64)
            .map(|(nf, nr)| (nr as usize) * files + nf as usize)
            .filter(|k| !path.contains(k))
            .collect();
        if next.is_empty() {
            break;
        }
        let onward = |k: usize| {
            let (f, r) = ((k % files) as i64, (k / files) as i64);
            textbook()
                .iter()
                .map(|&(df, dr)| (f + df, r + dr))
                .filter(|&(nf, nr)| nf >= 0 && nr >= 0 && nf < files as i64 && nr < ranks as i64)
                .filter(|&(nf, nr)| !path.contains(&((nr as usize) * files + nf as usize)))
                .count()
        };
        let fewest = next.iter().map(|&k| onward(k)).min().unwrap();
        let choices: Vec<usize> = next
            .iter()
            .copied()
            .filter(|&k| !careful || onward(k) == fewest)
            .collect();
        path.push(choices[rng.below(choices.len())]);
    }
    path
}

//! Writes `src/knight/construct/pieces.txt`: the closed tours of small
//! boards the construction is built from, found by the project's own
//! search. Run from the repository's root:
//!
//!     cargo run --release --example knight-pieces

fn main() -> std::io::Result<()> {
    let path = "src/knight/construct/pieces.txt";
    std::fs::write(path, boardfig::testing::knight::generate_pieces())?;
    println!("wrote {path}");
    Ok(())
}

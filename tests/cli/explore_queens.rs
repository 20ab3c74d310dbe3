//! `boardfig explore`'s queens: the page's stored solutions decoded here,
//! apart from its script, and checked against `boardfig queens` and the
//! known counts; the construction for every n to 50 checked by a
//! validator written here; the replayed searches against the search
//! page's captions; the refusals of bad `--queens`.

use serde_json::Value;

use crate::harness::run;

const DIGITS: &str = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_";

/// Solutions of n queens, n = 4 to 12 (OEIS A000170), and the fundamental
/// ones (A002562).
const ALL: [usize; 9] = [2, 10, 4, 40, 92, 352, 724, 2680, 14_200];
const FUNDAMENTAL: [usize; 9] = [1, 2, 1, 6, 12, 46, 92, 341, 1787];

/// The page's data for `args` after `explore`, written to standard output.
fn page(args: &[&str]) -> (String, Value) {
    let mut all = vec!["explore"];
    all.extend(args);
    all.extend(["--html", "-"]);
    let html = run(&all).succeeds().stdout().to_string();
    let open = "<script type=\"application/json\" id=\"boardfig-explorer\">";
    let start = html.find(open).unwrap() + open.len();
    let end = start + html[start..].find("</script>").unwrap();
    let data = serde_json::from_str(&html[start..end]).unwrap();
    (html, data)
}

/// The files of the `k`-th stored placement of n: its rank among the
/// permutations of n, `width` base-64 digits lowest first.
fn placement(text: &str, k: usize, n: usize, width: usize) -> Vec<u32> {
    let digits = &text.as_bytes()[k * width..(k + 1) * width];
    let mut rank: u128 = 0;
    for &d in digits.iter().rev() {
        rank = rank * 64 + DIGITS.bytes().position(|c| c == d).unwrap() as u128;
    }
    let mut left: Vec<u32> = (0..n as u32).collect();
    let mut files = Vec::new();
    for i in (0..n).rev() {
        let fact: u128 = (1..=i as u128).product();
        let d = (rank / fact) as usize;
        rank %= fact;
        files.push(left.remove(d));
    }
    files
}

/// Every stored placement of a string.
fn placements(text: &str, n: usize, width: usize) -> Vec<Vec<u32>> {
    assert_eq!(text.len() % width, 0);
    (0..text.len() / width)
        .map(|k| placement(text, k, n, width))
        .collect()
}

/// No two queens on one file or diagonal (one a rank by construction).
fn valid(files: &[u32]) -> bool {
    let n = files.len() as u32;
    files.iter().all(|&f| f < n)
        && (0..files.len()).all(|a| {
            (a + 1..files.len())
                .all(|b| files[a] != files[b] && files[a].abs_diff(files[b]) as usize != b - a)
        })
}

/// What `boardfig queens --n N ARGS --format json` lists, 0-based.
fn cli_solutions(n: usize, args: &[&str]) -> Vec<Vec<u32>> {
    let n_text = n.to_string();
    let mut all = vec!["queens", "--n", &n_text, "--format", "json"];
    all.extend(args);
    let out = run(&all).succeeds().stdout().to_string();
    let json: Value = serde_json::from_str(out.trim()).unwrap();
    json["solutions"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| {
            s.as_array()
                .unwrap()
                .iter()
                .map(|v| v.as_u64().unwrap() as u32 - 1)
                .collect()
        })
        .collect()
}

/// A placement in the board's eight symmetries: turned a quarter at a
/// time, each also mirrored.
fn symmetries(files: &[u32]) -> Vec<Vec<u32>> {
    let n = files.len() as u32;
    let mut out = Vec::new();
    let mut p = files.to_vec();
    for _ in 0..4 {
        out.push(p.clone());
        out.push(p.iter().map(|&f| n - 1 - f).collect());
        let mut turned = vec![0; p.len()];
        for (rank, &file) in p.iter().enumerate() {
            turned[file as usize] = n - 1 - rank as u32;
        }
        p = turned;
    }
    out
}

/// The page stores the first solution and the fundamental ones as
/// `boardfig queens` prints them; every solution follows from the
/// fundamental ones by the board's symmetries (the page's script unfolds
/// them, checked in the browser tests).
#[test]
fn every_stored_solution_is_boardfig_queens() {
    let (_, data) = page(&["--sizes", "5", "--queens", "4..12"]);
    let boards = data["queens"]["boards"].as_array().unwrap();
    assert_eq!(boards.len(), 9);
    for (k, b) in boards.iter().enumerate() {
        let n = b["n"].as_u64().unwrap() as usize;
        assert_eq!(n, k + 4);
        let width = b["width"].as_u64().unwrap() as usize;
        let fundamental = placements(b["fundamental"].as_str().unwrap(), n, width);
        assert_eq!(fundamental.len(), FUNDAMENTAL[k], "n = {n}");
        assert_eq!(b["fundamentalCount"], FUNDAMENTAL[k]);
        assert!(fundamental.iter().all(|p| valid(p)), "n = {n}");
        assert_eq!(
            fundamental,
            cli_solutions(n, &["--all", "--fundamental"]),
            "n = {n}"
        );
        let mut all: Vec<Vec<u32>> = fundamental.iter().flat_map(|p| symmetries(p)).collect();
        all.sort();
        all.dedup();
        assert_eq!(all.len(), ALL[k], "n = {n}");
        assert_eq!(all, cli_solutions(n, &["--all"]), "n = {n}");
        assert!(b.get("all").is_none(), "n = {n}: not stored twice");
        let first = placement(b["first"].as_str().unwrap(), 0, n, width);
        assert_eq!(vec![first], cli_solutions(n, &[]), "n = {n}");
        // Every board is drawn, as the knights' are.
        assert!(b["svg"].as_str().unwrap().starts_with("<svg"));
        assert!(b["geometry"]["cell"].as_f64().unwrap() > 0.0);
    }
}

#[test]
fn the_construction_is_valid_for_every_n_to_50_and_names_its_case() {
    let (html, data) = page(&["--sizes", "5", "--queens", "8"]);
    let list = data["queens"]["construct"].as_array().unwrap();
    assert_eq!(list.len(), 47);
    for entry in list {
        let n = entry["n"].as_u64().unwrap() as usize;
        let files: Vec<u32> = entry["columns"]
            .as_str()
            .unwrap()
            .split(' ')
            .map(|v| v.parse::<u32>().unwrap() - 1)
            .collect();
        assert_eq!(files.len(), n);
        assert!(valid(&files), "n = {n}: {files:?}");
        let rule = entry["rule"].as_str().unwrap();
        assert!(
            rule.starts_with(&format!("n = {n}, r = n mod 12 = {}", n % 12)),
            "{rule}"
        );
        // Every board is drawn, by the page or by the board offered.
        assert!(n == 8 || entry["svg"].as_str().unwrap().starts_with("<svg"));
    }
    for n in [4, 8, 9, 14, 15, 20, 50] {
        let shown = list[n - 4]["columns"].as_str().unwrap();
        let printed = run(["queens", "--n", &n.to_string(), "--method", "construct"])
            .succeeds()
            .stdout()
            .trim()
            .to_string();
        assert_eq!(shown, printed, "n = {n}");
    }
    assert!(
        list[14 - 4]["rule"]
            .as_str()
            .unwrap()
            .contains("5 moved to the end")
    );
    assert!(
        list[15 - 4]["rule"]
            .as_str()
            .unwrap()
            .contains("2 moved to the end")
    );
    assert!(
        list[20 - 4]["rule"]
            .as_str()
            .unwrap()
            .contains("swapped in pairs")
    );
    assert!(
        html.contains("id=\"queen\""),
        "the queen's outline is defined"
    );
}

#[test]
fn replayed_searches_are_the_search_pages() {
    let (_, data) = page(&["--sizes", "5", "--queens", "4..12"]);
    for b in data["queens"]["boards"].as_array().unwrap() {
        let n = b["n"].as_u64().unwrap() as usize;
        let cli = run([
            "queens",
            "--n",
            &n.to_string(),
            "--animate",
            "search",
            "--html",
            "-",
            "--quiet",
        ])
        .succeeds()
        .stdout()
        .to_string();
        let open = "<script type=\"application/json\" id=\"boardfig-frames\">";
        let at = cli.find(open).unwrap() + open.len();
        let end = at + cli[at..].find("</script>").unwrap();
        let frames: Value = serde_json::from_str(&cli[at..end]).unwrap();
        let captions = frames["captions"].as_array().unwrap();
        let (steps, shown) = (b["steps"].as_u64().unwrap(), b["shown"].as_u64().unwrap());
        assert_eq!(steps as usize, captions.len(), "n = {n}");
        assert_eq!(shown, steps.min(320), "n = {n}: a prefix of at most 320");
        // The program's lines lit at each step shown, as the search page's.
        let lit = &b["program"]["lit"];
        assert_eq!(lit.as_array().unwrap().len() as u64, shown);
        assert_eq!(
            lit.as_array().unwrap()[..],
            frames["program"]["lit"].as_array().unwrap()[..shown as usize],
            "n = {n}"
        );
        assert_eq!(
            b["program"]["states"].as_array().unwrap().len() as u64,
            shown
        );
    }
}

#[test]
fn bad_queens_are_refused_naming_the_flag() {
    for bad in ["3..8", "4..13", "9..5", "big", "0", ""] {
        run(["explore", "--queens", bad, "--html", "-"]).fails_with(2, "--queens");
    }
}

#[test]
fn the_default_page_offers_the_queens_under_2_mb() {
    let (html, data) = page(&[]);
    assert!(html.len() < 2_000_000, "{} bytes", html.len());
    let ns: Vec<u64> = data["queens"]["boards"]
        .as_array()
        .unwrap()
        .iter()
        .map(|b| b["n"].as_u64().unwrap())
        .collect();
    assert_eq!(ns, (4..=12).collect::<Vec<u64>>());
    assert!(html.contains("<select id=\"puzzle\">"));
}

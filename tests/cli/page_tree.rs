//! The queens page's search tree: drawn once beside the board when n is
//! small enough, each frame naming the node it shows; checked against a
//! replay of the page's own captions (queens placed and lifted), and
//! against the queens drawn in each node. Also `--poster` and the step
//! written to the address (the script's text; no browser here).

use serde_json::Value;

use crate::harness::run;

/// The page that `args` writes to standard output.
fn page(args: &[&str]) -> String {
    let mut all = args.to_vec();
    all.extend(["--html", "-"]);
    run(all).succeeds().stdout().to_string()
}

/// The page's JSON data.
fn data(page: &str) -> Value {
    let open = "<script type=\"application/json\" id=\"boardfig-frames\">";
    let start = page.find(open).unwrap() + open.len();
    let end = start + page[start..].find("</script>").unwrap();
    serde_json::from_str(&page[start..end]).unwrap()
}

/// The page without its scripts, as an XML document's text.
fn markup(page: &str) -> String {
    let mut markup = page.replacen("<!DOCTYPE html>", "", 1);
    while let Some(start) = markup.find("<script") {
        let end = start + markup[start..].find("</script>").unwrap() + "</script>".len();
        markup.replace_range(start..end, "");
    }
    markup
}

/// The queens on the board after each frame, replayed from the captions:
/// "rank 2: queen on X" puts one on X, "...; lift X" takes it off, and a
/// solution's squares are checked on the way.
fn replay(captions: &[Value]) -> Vec<Vec<String>> {
    let mut queens: Vec<String> = Vec::new();
    captions
        .iter()
        .map(|caption| {
            let caption = caption.as_str().unwrap();
            let first = caption.split("; ").next().unwrap();
            let first = first.split(" \u{b7} ").next().unwrap();
            let lift = caption
                .split("; ")
                .find_map(|part| part.split("lift ").nth(1))
                .map(|rest| rest.split(' ').next().unwrap());
            if first.starts_with("rank ") && first.ends_with(" attacked") && lift.is_none() {
                // The squares of a rank attacked before a queen is lifted.
            } else if let Some((_, square)) = first.split_once(": queen on ") {
                assert!(first.starts_with("rank "), "{caption}");
                queens.push(square.to_string());
            } else if let Some(square) = lift {
                let at = queens.iter().position(|q| q == square).unwrap();
                queens.remove(at);
            } else if let Some(rest) = first.strip_prefix("solution: ") {
                let mut shown: Vec<&str> = rest.split(' ').collect();
                let mut held: Vec<&str> = queens.iter().map(String::as_str).collect();
                shown.sort_unstable();
                held.sort_unstable();
                assert_eq!(shown, held, "{caption}");
            } else {
                assert_eq!(first, "the empty board");
            }
            queens.clone()
        })
        .collect()
}

/// The queens of each node of the tree, from its description ("5: a1 c2
/// (dead end)"), in visiting order.
fn node_queens(tree: roxmltree::Node) -> Vec<Vec<String>> {
    let desc = tree
        .descendants()
        .find(|n| n.has_tag_name("desc"))
        .unwrap()
        .text()
        .unwrap();
    desc.lines()
        .skip(1)
        .enumerate()
        .map(|(id, line)| {
            let (number, rest) = line.split_once(": ").unwrap();
            assert_eq!(number, id.to_string());
            let rest = rest
                .trim_end_matches(" (dead end)")
                .trim_end_matches(" (solution)");
            if rest == "empty board" {
                Vec::new()
            } else {
                rest.split(' ').map(ToString::to_string).collect()
            }
        })
        .collect()
}

/// Checks a queens page with a tree: each frame's node holds the queens
/// the replay has on the board, nodes are reached in visiting order (a
/// frame that places a queen shows a node never shown before), each node
/// draws as many queens as it holds, and the ids of the tree are apart
/// from the frames'.
fn check_tree_page(args: &[&str]) {
    let page = page(args);
    let data = data(&page);
    let captions = data["captions"].as_array().unwrap();
    let shown: Vec<usize> = data["tree"]["nodes"]
        .as_array()
        .unwrap()
        .iter()
        .map(|v| v.as_u64().unwrap() as usize)
        .collect();
    assert_eq!(shown.len(), captions.len());
    let markup = markup(&page);
    let doc = roxmltree::Document::parse(&markup).unwrap();
    let tree = doc
        .descendants()
        .find(|n| n.attribute("id") == Some("tree"))
        .unwrap();
    let queens = node_queens(tree);
    let groups: Vec<roxmltree::Node> = tree
        .descendants()
        .filter(|n| n.attribute("class") == Some("node"))
        .collect();
    assert_eq!(groups.len(), queens.len());
    assert_eq!(
        data["tree"]["boxes"].as_array().unwrap().len(),
        queens.len()
    );
    for (group, held) in groups.iter().zip(&queens) {
        let drawn = group
            .descendants()
            .filter(|n| n.attribute("href") == Some("#t-queen"))
            .count();
        assert_eq!(drawn, held.len());
    }
    let mut reached = 0;
    for (k, on_board) in replay(captions).iter().enumerate() {
        let node = shown[k];
        let mut expected = on_board.clone();
        let mut held = queens[node].clone();
        expected.sort();
        held.sort();
        assert_eq!(held, expected, "frame {k}: node {node}");
        let caption = captions[k].as_str().unwrap();
        if caption.starts_with("rank ") && caption.contains(": queen on ") {
            assert_eq!(node, reached + 1, "frame {k} places a queen: a new node");
        } else {
            assert!(node <= reached, "frame {k} shows a node visited before");
        }
        reached = reached.max(node);
    }
    assert_eq!(reached + 1, queens.len(), "every node is visited");
    let caption = doc
        .descendants()
        .find(|n| n.attribute("id") == Some("tree-caption"))
        .unwrap();
    let words: String = caption
        .descendants()
        .filter_map(|n| n.text().filter(|_| n.is_text()))
        .collect();
    // Nodes are numbered as the captions count the queens placed: the
    // empty board is 0. The current node's number is an element of its
    // own, which the script changes as the page steps.
    let last = shown.last().unwrap();
    assert!(
        words.ends_with(&format!("node {last} of {}", queens.len() - 1)),
        "{words}"
    );
    let number = caption
        .descendants()
        .find(|n| n.attribute("id") == Some("tree-node"))
        .and_then(|n| n.text());
    assert_eq!(number, Some(last.to_string().as_str()));
    let strokes = |node: roxmltree::Node| -> std::collections::BTreeSet<(String, String)> {
        node.descendants()
            // The current node's marker is the page's own.
            .filter(|n| n.attribute("id") != Some("t-cur"))
            .filter_map(|n| {
                Some((
                    n.attribute("stroke")?.to_string(),
                    n.attribute("stroke-width")?.to_string(),
                ))
            })
            .collect()
    };
    let mut tree_args = args.to_vec();
    tree_args.extend(["--tree", "-"]);
    let figure = run(tree_args).succeeds().stdout().to_string();
    let static_tree = roxmltree::Document::parse(&figure).unwrap();
    let (drawn, fixed) = (strokes(tree), strokes(static_tree.root()));
    assert!(
        drawn.is_subset(&fixed) && drawn.len() < fixed.len(),
        "the static tree draws the way to the solution bold; the page, which \
         reveals the search, does not give it away: {drawn:?} {fixed:?}"
    );
    let ids: Vec<&str> = doc
        .descendants()
        .filter_map(|n| n.attribute("id"))
        .collect();
    let unique: std::collections::BTreeSet<&&str> = ids.iter().collect();
    assert_eq!(unique.len(), ids.len(), "ids are unique on the page");
    assert!(ids.contains(&"t-cur"));
    for id in tree.descendants().filter_map(|n| n.attribute("id")) {
        assert!(id.starts_with("t-") || id == "tree", "{id}");
    }
}

#[test]
fn the_tree_follows_the_search_of_four_queens() {
    check_tree_page(&["queens", "--n", "4"]);
}

#[test]
fn the_tree_follows_every_solution_of_four_and_five_queens() {
    check_tree_page(&["queens", "--n", "4", "--all"]);
    check_tree_page(&["queens", "--n", "5", "--all"]);
}

#[test]
fn the_tree_follows_the_search_of_six_queens_in_every_theme() {
    for theme in ["classic", "wiki", "print"] {
        check_tree_page(&["queens", "--n", "6", "--theme", theme]);
    }
}

#[test]
fn a_search_too_large_for_a_tree_plays_the_board_alone() {
    let page = page(&["queens", "--n", "8"]);
    let data = data(&page);
    assert!(data.get("tree").is_none());
    let main = page.lines().find(|line| line.starts_with("<main")).unwrap();
    assert!(!page.contains("id=\"tree\"") && !main.contains("with-tree"));
    assert!(data["frames"].as_array().unwrap().len() > 100);
}

#[test]
fn the_page_is_the_same_bytes_each_time() {
    let args = ["queens", "--n", "5", "--all"];
    assert_eq!(page(&args), page(&args));
}

#[test]
fn a_poster_opens_the_page_paused_on_the_finished_figure() {
    let plain = data(&page(&["knight", "--board", "5x5"]));
    assert_eq!(plain["poster"], Value::Bool(false));
    let ran = run(["knight", "--board", "5x5", "--poster", "--html", "-"]).succeeds();
    assert!(!ran.stderr().contains("no effect"), "{}", ran.stderr());
    assert_eq!(data(ran.stdout())["poster"], Value::Bool(true));
}

#[test]
fn the_script_writes_the_step_into_the_address_and_follows_it() {
    let page = page(&["queens", "--n", "4"]);
    assert!(page.contains("history.replaceState(null, '', '#step=' + step)"));
    assert!(page.contains("'hashchange'"));
}

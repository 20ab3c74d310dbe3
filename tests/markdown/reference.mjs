// Writes reference.json: what commonmark.js, CommonMark's reference
// parser, reads in every example of the CommonMark specification and in
// the hand-made cases in cases/ (each also with CRLF and lone-CR line
// endings): the fenced code blocks (info string and text), and the blocks
// of boardfig (a fenced block whose info string starts with `boardfig`,
// or an HTML block opening `<!-- boardfig`, whose body is the lines
// between its first and its last). The tests of `boardfig markdown` read
// it (src/markdown/fences.rs, src/markdown/place.rs).
//
// Run `npm ci && node reference.mjs` here.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as commonmark from "commonmark";
import spec from "commonmark-spec";

const here = path.dirname(fileURLToPath(import.meta.url));

function namesBoardfig(words) {
  return words.trim().split(/\s+/)[0] === "boardfig";
}

function read(markdown) {
  const doc = new commonmark.Parser().parse(markdown);
  const fenced = [];
  const boardfig = [];
  const walker = doc.walker();
  let step;
  while ((step = walker.next())) {
    const node = step.node;
    if (!step.entering) continue;
    // commonmark.js keeps whether a code block is fenced in `_isFenced`.
    if (node.type === "code_block" && node._isFenced) {
      fenced.push([node.info, node.literal]);
      if (namesBoardfig(node.info)) boardfig.push(["fence", node.literal]);
    }
    if (node.type === "html_block") {
      const lines = node.literal.split("\n");
      if (lines[lines.length - 1] === "") lines.pop();
      const first = lines[0].trimStart();
      if (first.startsWith("<!--") && namesBoardfig(first.slice(4))) {
        const body = lines.slice(1, -1).map((line) => line + "\n").join("");
        boardfig.push(["comment", body]);
      }
    }
  }
  return { fenced, boardfig };
}

const cases = [];
for (const example of spec.tests) {
  const markdown = example.markdown.replace(/→/g, "\t");
  cases.push({
    name: `spec example ${example.number} (${example.section})`,
    hand_made: false,
    markdown,
    ...read(markdown),
  });
}
const dir = path.join(here, "cases");
for (const file of fs.readdirSync(dir).sort()) {
  const text = fs.readFileSync(path.join(dir, file), "utf8");
  const endings = [
    ["", text],
    [" with CRLF", text.replace(/\n/g, "\r\n")],
    [" with lone CR", text.replace(/\n/g, "\r")],
  ];
  for (const [how, markdown] of endings) {
    cases.push({ name: `cases/${file}${how}`, hand_made: true, markdown, ...read(markdown) });
  }
}
const out = {
  parser: `commonmark.js ${JSON.parse(fs.readFileSync(path.join(here, "node_modules/commonmark/package.json"))).version}`,
  cases,
};
fs.writeFileSync(path.join(here, "reference.json"), JSON.stringify(out, null, 1) + "\n");
console.log(`reference.json: ${cases.length} cases`);

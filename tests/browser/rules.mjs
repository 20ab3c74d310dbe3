// Runs boardfig's page rules (src/render/rules.js) in node on the cases
// read from stdin (a JSON list) and prints their answers (a JSON list):
// the tests compare them with `boardfig knight --path` and `boardfig
// queens --place`. A case is {knight: {files, ranks, start, end, closed,
// order}, path, budget} or {queens: n, placed, budget}; squares are
// indices rank * files + file.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const Rules = require(process.argv[2]);
const cases = JSON.parse(readFileSync(0, 'utf8'));
const answers = cases.map((c) => {
  if (c.knight) {
    const knight = new Rules.Knight(c.knight);
    return { deadEnd: knight.deadEnd(c.path), first: knight.firstTour(c.path, c.budget) };
  }
  return { first: new Rules.Queens(c.queens).firstCompletion(c.placed, c.budget) };
});
process.stdout.write(JSON.stringify(answers));

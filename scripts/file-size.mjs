#!/usr/bin/env node
// One size for a hand-written file: no file in src/ over 250 lines, so a screen stays its layout
// and wiring, its hooks and its domain rules each in their own module (split by responsibility).
// Not counted: tests and benches, generated code, and the text catalogues (a list of texts is
// long because the specs have many texts, not because it does many things), plus the domain's
// cart and payments rules, which the specs make long. Prints every file over the limit and
// fails when there is one.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const LIMIT = 250;
const root = new URL('..', import.meta.url).pathname;

const notCounted = [
  // tests and benches
  /\.test\.tsx?$/,
  /\.bench\.tsx?$/,
  // generated
  /^src\/api\/generated\//,
  /^src\/routeTree\.gen\.ts$/,
  /\.gen\.tsx?$/,
  // text catalogues
  /^src\/domain\/messages[^/]*\.ts$/,
  /(^|\/)[A-Za-z]*Messages\.ts$/,
  /(^|\/)labels\.ts$/,
  // the domain's long rules
  /^src\/domain\/cart\.ts$/,
  /^src\/domain\/payments\.ts$/,
];

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(ts|tsx|mts)$/.test(name) && !name.endsWith('.d.ts')) yield path;
  }
}

/** Lines as an editor numbers them (a final newline does not start another line). */
function lineCount(text) {
  if (text === '') return 0;
  const lines = text.split('\n').length;
  return text.endsWith('\n') ? lines - 1 : lines;
}

const over = [];
let counted = 0;
for (const path of files(join(root, 'src'))) {
  const rel = relative(root, path);
  if (notCounted.some((re) => re.test(rel))) continue;
  counted += 1;
  const lines = lineCount(readFileSync(path, 'utf8'));
  if (lines > LIMIT) over.push({ rel, lines });
}

over.sort((a, b) => b.lines - a.lines);
for (const { rel, lines } of over) console.log(`${rel}: ${lines} lines`);
console.log(
  `hand-written files in src/ over ${LIMIT} lines: ${over.length} of ${counted}` +
    (over.length > 0 ? ' (split each by responsibility: screen, hooks, domain rules)' : ''),
);
process.exit(over.length > 0 ? 1 : 0);

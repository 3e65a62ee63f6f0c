#!/usr/bin/env node
/**
 * Every visible text of spec 000's sale flow (scripts/spec-texts-000.json) and of spec 001's
 * checkout (scripts/spec-texts-001-checkout.json) is reached by a test.
 *
 * A text counts as reached when a test that drives a screen names it: a component test of a
 * screen (src/features, src/routes, src/app), a screen story (stories/screens, run as tests) or a
 * Playwright flow (e2e). A unit test of the rule alone does not count: the seller must be shown
 * the text. It may name the text by its words or by its name in the text catalogue
 * (src/domain/messages.ts), since tests import the catalogue rather than typing the Spanish again. Prints one line a text with the
 * first test that reaches it, and fails listing those no test reaches.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const LISTS = [
  ['spec-texts-000.json', "spec 000's sale flow"],
  ['spec-texts-001-checkout.json', "spec 001's checkout"],
  ['spec-texts-001-express.json', "spec 001's express orders"],
  ['spec-texts-returns.json', 'the returns of spec 000 and the credit note page of spec 001'],
  ['spec-texts-001-smartpos.json', "spec 001's SmartPOS options"],
  ['spec-texts-001-delivery.json', "spec 001's delivery-platform orders"],
  ['spec-texts-001-stock.json', "spec 001's stock entry"],
];

function walk(dir, keep, out = []) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.') || name === 'generated') continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, keep, out);
    else if (keep(path)) out.push(path);
  }
  return out;
}

// Screen tests render (.tsx); a .ts test under src/features tests actions without a screen.
const isTest = (p) => /\.test\.tsx$/.test(p) || /\.spec\.ts$/.test(p) || /\.stories\.tsx$/.test(p);
const screenTests = ['src/features', 'src/routes', 'src/app', 'e2e', 'stories/screens'];
const tests = screenTests.flatMap((d) => walk(join(root, d), isTest));
// Backslashes dropped, so a text inside a regular expression (/Sobran \$[\d.]+/) counts too.
const testText = tests.map((path) => ({
  path: relative(root, path),
  text: readFileSync(path, 'utf8').replace(/\\/g, ''),
}));
const catalogue = [
  'src/domain/messages.ts',
  'src/domain/checkoutMessages.ts',
  'src/domain/expressMessages.ts',
  'src/domain/returnsMessages.ts',
  'src/domain/storeOpsMessages.ts',
].flatMap((file) => readFileSync(join(root, file), 'utf8').split('\n'));

/** The fixed parts of a text with {x} placeholders, longest first. */
const parts = (text) =>
  text
    .split('{x}')
    .map((p) => p.trim())
    .filter((p) => p.length >= 3)
    .sort((a, b) => b.length - a.length);

/** Names the catalogue gives the text: `key: '...'` or `export const name = ... '...'`. */
function catalogueNames(text) {
  const fixed = parts(text);
  if (fixed.length === 0) return [];
  const names = [];
  catalogue.forEach((line, i) => {
    if (!fixed.every((p) => line.includes(p))) return;
    const key = /^\s*([A-Za-z_$][\w$]*)\s*:/.exec(line)?.[1];
    if (key) names.push(key);
    // `export const name = (...) =>` on this line or the one before (long templates wrap).
    for (const candidate of [line, catalogue[i - 1] ?? '']) {
      const exported = /export (?:const|function) ([A-Za-z_$][\w$]*)/.exec(candidate)?.[1];
      if (exported) names.push(exported);
    }
  });
  return [...new Set(names)];
}

function reachedBy(text) {
  const fixed = parts(text);
  const literal = fixed[0] ?? text;
  const names = catalogueNames(text);
  for (const file of testText) {
    if (file.text.includes(literal)) return `${file.path} (text)`;
    const name = names.find((n) => new RegExp(`\\b${n.replace(/\$/g, '\\$')}\\b`).test(file.text));
    if (name) return `${file.path} (${name})`;
  }
  return null;
}

const missing = [];
for (const [file, what] of LISTS) {
  const { texts, unreachable } = JSON.parse(readFileSync(join(root, 'scripts', file), 'utf8'));
  let reached = 0;
  for (const text of texts) {
    const by = reachedBy(text);
    if (by) reached += 1;
    else missing.push(text);
    console.log(`${by ? 'ok  ' : 'MISS'} ${text}${by ? `  <- ${by}` : ''}`);
  }
  for (const [text, why] of Object.entries(unreachable)) console.log(`n/a  ${text}  (${why})`);
  console.log(`\n${reached} of ${texts.length} texts of ${what} reached by a test`);
}
if (missing.length > 0) {
  console.error(`No test reaches: ${missing.join(' | ')}`);
  process.exit(1);
}

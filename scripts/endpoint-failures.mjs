#!/usr/bin/env node
/**
 * The endpoint failure table (docs/ENDPOINT-FAILURES.md): for every operation of the contract, the tests that make
 * the demo world answer it with a 500, with no answer (the client's time limit), and with a 401,
 * and check what the seller sees.
 *
 * The table is not kept by hand: a test covers a cell when, inside one `test(…)` / `it(…)`, it
 * switches on the demo world's fault for that operation (mocks/scenarios.ts):
 *   500      `server-error:<operationId>` (or `server-error-html:<operationId>`)
 *   timeout  `no-answer:<operationId>`
 *   401      `session-expired:<operationId>`
 * or when its title starts with `<operationId>` and the failures it covers, then a colon
 * (`createOrder 500 timeout 401: …`, as e2e/failure-matrix.spec.ts names its tests).
 *
 *   node scripts/endpoint-failures.mjs          checks docs/ENDPOINT-FAILURES.md is current
 *   node scripts/endpoint-failures.mjs --write  writes it
 *
 * Exits 1 when the committed table differs from the tests, or when a cell is empty and
 * `--allow-missing` is not given.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const TABLE = path.join(root, 'docs/ENDPOINT-FAILURES.md');
const FAULTS = [
  { column: '500', prefixes: ['server-error', 'server-error-html'] },
  { column: 'timeout', prefixes: ['no-answer'] },
  { column: '401', prefixes: ['session-expired'] },
];

/** operationId, method, path and tag of every operation, in the contract's order. */
function operations() {
  const text = readFileSync(path.join(root, 'openapi/openapi.yaml'), 'utf8');
  const ops = [];
  let currentPath = null;
  let method = null;
  let tag = null;
  for (const line of text.split('\n')) {
    const p = /^ {2}(\/\S*):\s*$/.exec(line);
    if (p) currentPath = p[1];
    const m = /^ {4}(get|post|put|patch|delete):\s*$/.exec(line);
    if (m) {
      method = m[1].toUpperCase();
      tag = null;
    }
    const t = /^ {8}- (\w[\w-]*)\s*$/.exec(line);
    if (t && method && tag === null) tag = t[1];
    const o = /^ {6}operationId:\s*(\w+)/.exec(line);
    if (o) ops.push({ id: o[1], method, path: currentPath });
  }
  return ops;
}

function testFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (name === 'node_modules' || name === 'generated') return [];
    if (statSync(full).isDirectory()) return testFiles(full);
    return /\.(test|spec)\.tsx?$/.test(name) ? [full] : [];
  });
}

/** Each test of a file: its title and its body (up to the next test of the file). */
function testsOf(file) {
  const text = readFileSync(file, 'utf8');
  const starts = [...text.matchAll(/^\s*(?:test|it)(?:\.each\([^)]*\))?\(\s*(['"`])((?:\\.|(?!\1).)*)\1/gm)];
  return starts.map((m, i) => ({
    title: m[2],
    body: text.slice(m.index, i + 1 < starts.length ? starts[i + 1].index : text.length),
  }));
}

const ops = operations();
const ids = new Set(ops.map((o) => o.id));
const cells = new Map(ops.map((o) => [o.id, { 500: [], timeout: [], 401: [] }]));

// What the seller sees: screen tests (src/**/*.test.tsx) and browser tests (e2e/), not the demo
// world's own tests.
const files = ['src', 'e2e']
  .flatMap((d) => testFiles(path.join(root, d)))
  .filter((f) => f.endsWith('.tsx') || f.includes(`${path.sep}e2e${path.sep}`));
for (const file of files) {
  const rel = path.relative(root, file);
  for (const test of testsOf(file)) {
    const ref = `${rel} › ${test.title}`;
    for (const { column, prefixes } of FAULTS) {
      const found = new Set();
      for (const prefix of prefixes) {
        for (const m of test.body.matchAll(new RegExp(`\\b${prefix}:(\\w+)`, 'g'))) found.add(m[1]);
      }
      // The failure matrix's titles: "<operationId> 500 timeout 401: …".
      const titled = /^(\w+)((?: (?:500|timeout|401))+):/.exec(test.title);
      if (titled?.[2].split(' ').includes(column)) found.add(titled[1]);
      for (const id of found) if (ids.has(id)) cells.get(id)[column].push(ref);
    }
  }
}

// The failure matrix (e2e/failure-matrix.spec.ts) builds its tests from a table: each
// `failureTest({ op: '<id>', what: '…', … })` is one test, "<id> 500 timeout 401: <what>".
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(/failureTest\(\{\s*op: '(\w+)',\s*what:\s*(['"`])((?:\\.|(?!\2).)*)\2/g)) {
    if (!ids.has(m[1])) continue;
    const ref = `${path.relative(root, file)} › ${m[1]} 500 timeout 401: ${m[3].replace(/\\(.)/g, '$1')}`;
    for (const column of ['500', 'timeout', '401']) cells.get(m[1])[column].push(ref);
  }
}

const covered = (list) =>
  list.length ? list.map((r) => `\`${r.replace(/\|/g, '\\|')}\``).join('<br>') : '**missing**';
let full = 0;
let missing = 0;
const rows = ops.map((o) => {
  const c = cells.get(o.id);
  for (const column of ['500', 'timeout', '401']) {
    if (c[column].length) full += 1;
    else missing += 1;
  }
  return `| \`${o.id}\` | ${o.method} \`${o.path}\` | ${covered(c['500'])} | ${covered(c.timeout)} | ${covered(c['401'])} |`;
});

const table = `# Endpoint failure table

Generated by \`node scripts/endpoint-failures.mjs --write\` from the tests themselves (never edit by
hand): for each operation of \`openapi/openapi.yaml\`, the tests that make the demo world answer
it with a 500, with no answer (the client's time limit ends the wait) and with a 401, and check
what the seller sees. How a test is found: scripts/endpoint-failures.mjs.

**${full} of ${full + missing} cells covered** (${ops.length} operations x 3 failures).

| operation | call | 500 | timeout | 401 |
| --- | --- | --- | --- | --- |
${rows.join('\n')}
`;

if (process.argv.includes('--write')) {
  writeFileSync(TABLE, table);
  console.log(`wrote ${path.relative(root, TABLE)}: ${full} of ${full + missing} cells covered`);
  process.exit(0);
}

let committed = '';
try {
  committed = readFileSync(TABLE, 'utf8');
} catch {}
if (committed !== table) {
  console.error(
    'docs/ENDPOINT-FAILURES.md is not what the tests say: run `node scripts/endpoint-failures.mjs --write`.',
  );
  process.exit(1);
}
console.log(`endpoint failure table current: ${full} of ${full + missing} cells covered`);
if (missing && !process.argv.includes('--allow-missing')) {
  console.error(`${missing} cells have no test (marked **missing** in docs/ENDPOINT-FAILURES.md).`);
  process.exit(1);
}

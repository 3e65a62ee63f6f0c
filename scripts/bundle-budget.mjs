#!/usr/bin/env node
// Bundle budget: the JavaScript a terminal must download before the first screen, gzipped.
// Reads dist/ (vite build) and fails when a budget is exceeded. Budgets live here, in one place.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGETS_KB = {
  // index.html's entry chunk and what it imports statically.
  initial: 260,
  // every JS file of the app, lazy routes included (the demo world's chunk is excluded:
  // it is only loaded when no API base URL is configured).
  total: 700,
};

const dist = new URL('../dist/', import.meta.url).pathname;
const assets = join(dist, 'assets');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const gz = (file) => gzipSync(readFileSync(join(assets, file))).length;

const jsFiles = readdirSync(assets).filter((f) => f.endsWith('.js'));
const initial = new Set();
const queue = [...html.matchAll(/\/assets\/([^"']+\.js)/g)].map((m) => m[1]);
while (queue.length) {
  const file = queue.shift();
  if (!file || initial.has(file) || !jsFiles.includes(file)) continue;
  initial.add(file);
  const source = readFileSync(join(assets, file), 'utf8');
  // Static imports only (`import ... from "./x.js"` / `import "./x.js"`), not import().
  for (const m of source.matchAll(/(?:^|[;}\n])\s*import\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+\.js)["']/g))
    queue.push(m[1]);
}

const isDemo = (f) => /browser|handlers|world|mocks|msw/i.test(f);
const sum = (files) => files.reduce((acc, f) => acc + gz(f), 0);
const initialKb = kb(sum([...initial]));
const totalKb = kb(sum(jsFiles.filter((f) => !isDemo(f))));
const demoKb = kb(sum(jsFiles.filter(isDemo)));

console.log(`initial JS: ${initialKb} KB gzip (budget ${BUDGETS_KB.initial} KB) in ${initial.size} files`);
console.log(`all app JS: ${totalKb} KB gzip (budget ${BUDGETS_KB.total} KB); demo world: ${demoKb} KB`);
let failed = false;
if (initialKb > BUDGETS_KB.initial) failed = console.error('initial JS over budget') || true;
if (totalKb > BUDGETS_KB.total) failed = console.error('total JS over budget') || true;
process.exit(failed ? 1 : 0);

#!/usr/bin/env node
/**
 * The unit and component tests of what changed (npm run test:quick): for every changed source
 * file since QUICK_BASE (default HEAD, plus untracked files), its own tests (the test files beside
 * it named after it) and the tests that import it directly. A central rule such as money.ts is
 * imported by most screens; following the whole import graph (Vitest's --changed) would run the
 * whole suite, which is npm test's job. Prints the test files, one a line.
 */
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

const base = process.env.QUICK_BASE ?? 'HEAD';
const git = (...args) => execFileSync('git', args, { encoding: 'utf8' }).split('\n').filter(Boolean);
const changed = new Set([
  ...git('diff', '--name-only', base),
  ...git('ls-files', '--others', '--exclude-standard'),
]);

const isSource = (f) => /^(src|mocks)\/.*\.(ts|tsx)$/.test(f) && !f.includes('/generated/');
const isTest = (f) => /\.test\.tsx?$/.test(f) && !/\.browser\.test\.tsx$/.test(f);

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (name === 'node_modules' || name === 'generated') continue;
    if (statSync(path).isDirectory()) walk(path, out);
    else if (isTest(path)) out.push(path);
  }
  return out;
}
const allTests = [...walk('src'), ...walk('mocks')];
const testText = new Map(allTests.map((t) => [t, readFileSync(t, 'utf8')]));

const picked = new Set();
for (const file of changed) {
  if (!isSource(file)) continue;
  if (isTest(file)) {
    picked.add(file);
    continue;
  }
  const stem = basename(file).replace(/\.(ts|tsx)$/, '');
  const dir = dirname(file);
  // An import of this module: '.../stem' or '.../stem.ts(x)' as the end of a specifier.
  const imports = new RegExp(`from '[^']*/${stem.replace(/[.$]/g, '\\$&')}(\\.tsx?)?'`);
  for (const [test, text] of testText) {
    if ((dirname(test) === dir && basename(test).startsWith(`${stem}.`)) || imports.test(text))
      picked.add(test);
  }
}
process.stdout.write([...picked].sort().join('\n') + (picked.size ? '\n' : ''));

#!/usr/bin/env node
// One set of types (docs/DECISIONS.md "Architecture"): no type assertion (`x as T`, `<T>x`) outside tests and generated
// code. The contract's generated types are used at the edge, the domain's inside, and one
// mapping function each way joins them; an assertion would hide a mismatch between them.
// `as const` is allowed: it narrows a literal, it asserts nothing. Prints every assertion
// found and fails above zero.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';

const root = new URL('..', import.meta.url).pathname;
const roots = ['src', 'mocks', '.storybook', 'e2e', 'scripts'];
const skip = [
  /(^|\/)node_modules\//,
  /^src\/api\/generated\//,
  /^src\/routeTree\.gen\.ts$/,
  /^mocks\/world\/seed\.gen\./,
  /\.test\.tsx?$/,
  /\.bench\.ts$/,
  /\.stories\.tsx?$/,
  /^e2e\//,
  /^src\/test\//,
  /(^|\/)testing\.tsx?$/,
  /(^|\/)test-fixtures\.ts$/,
  /(^|\/)fixtures\.ts$/,
];

function* files(dir) {
  let entries = [];
  try {
    entries = readdirSync(dir);
  } catch {
    return;
  }
  for (const name of entries) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(ts|tsx|mts)$/.test(name) && !name.endsWith('.d.ts')) yield path;
  }
}

const found = [];
for (const top of roots) {
  for (const path of files(join(root, top))) {
    const rel = relative(root, path);
    if (skip.some((re) => re.test(rel))) continue;
    const text = readFileSync(path, 'utf8');
    const kind = path.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
    const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
    const visit = (node) => {
      const isAs = ts.isAsExpression(node) || ts.isTypeAssertionExpression(node);
      if (isAs && !(ts.isTypeReferenceNode(node.type) && node.type.typeName.getText(source) === 'const')) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart(source));
        found.push(`${rel}:${line + 1}: ${node.getText(source).replace(/\s+/g, ' ').slice(0, 100)}`);
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
}

for (const line of found) console.log(line);
console.log(`type assertions outside tests and generated code: ${found.length} (allowed: 0)`);
process.exit(found.length > 0 ? 1 : 0);

#!/usr/bin/env node
// A CSS module that composes a class of another file never sets again one of that class's
// properties. The two rules weigh the same, so the one inserted last wins, and which stylesheet is
// last depends on the screens (or stories) opened before: the same screen looked different by
// what the seller had visited. A variant that changes a property is its own class in the shared
// file (src/styles/screen.module.css), where the order is that file's. Prints every conflict and
// fails when there is one.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

const root = new URL('..', import.meta.url).pathname;

function* modules(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* modules(path);
    else if (name.endsWith('.module.css')) yield path;
  }
}

/** Each single-class rule (`.name { … }`) of a file: its declarations by property. */
function rules(path) {
  const text = readFileSync(path, 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const found = new Map();
  for (const match of text.matchAll(/([^{}]+)\{([^{}]*)\}/g)) {
    const selector = match[1].trim();
    if (!/^\.[\w-]+$/.test(selector)) continue;
    const props = found.get(selector.slice(1)) ?? new Map();
    for (const declaration of match[2].split(';')) {
      const colon = declaration.indexOf(':');
      if (colon > 0) props.set(declaration.slice(0, colon).trim(), declaration.slice(colon + 1).trim());
    }
    found.set(selector.slice(1), props);
  }
  return found;
}

/** Every property a class sets, following its own `composes` (local or from a file). */
function properties(path, name, seen = new Set()) {
  const key = `${path}#${name}`;
  if (seen.has(key)) return new Map();
  seen.add(key);
  const own = rules(path).get(name) ?? new Map();
  const all = new Map();
  const composes = own.get('composes');
  if (composes) {
    const [names, from] = composes.split(/\s+from\s+/);
    const target = from ? resolve(dirname(path), from.replace(/["']/g, '')) : path;
    for (const composed of names.trim().split(/\s+/)) {
      for (const [prop, value] of properties(target, composed, seen)) all.set(prop, value);
    }
  }
  for (const [prop, value] of own) if (prop !== 'composes') all.set(prop, value);
  return all;
}

const conflicts = [];
for (const path of modules(join(root, 'src'))) {
  for (const [name, own] of rules(path)) {
    const composes = own.get('composes');
    if (!composes || !/\sfrom\s/.test(composes)) continue;
    const [names, from] = composes.split(/\s+from\s+/);
    const target = resolve(dirname(path), from.replace(/["']/g, ''));
    for (const composed of names.trim().split(/\s+/)) {
      const inherited = properties(target, composed);
      for (const prop of own.keys()) {
        if (prop !== 'composes' && inherited.has(prop)) {
          conflicts.push(
            `${relative(root, path)} .${name}: sets "${prop}", which .${composed} of ${from.trim()} sets`,
          );
        }
      }
    }
  }
}

if (conflicts.length > 0) {
  console.error(conflicts.join('\n'));
  console.error(`\n${conflicts.length} composed propert${conflicts.length === 1 ? 'y' : 'ies'} set again.`);
  process.exit(1);
}
console.log('No CSS module sets again a property of a class it composes from another file.');

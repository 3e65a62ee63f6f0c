#!/usr/bin/env node
/**
 * Every story has its visual baselines (a screen's two, a component's one), and no baseline is
 * left of a story that is gone.
 *
 * Reads Storybook's own index of the stories (`storybook index`, the list Chromatic publishes
 * too), then the reference PNGs the storybook Vitest project compares against
 * (.storybook/vitest.setup.ts): `<stories folder>/__screenshots__/<file>/<story id>-<viewport>-chromium-linux.png`
 * for the terminal (720x1280) and, for a screen (`screens-…`), the store machine (1366x768): a
 * component's width is its screen's to give (.storybook/vitest.setup.ts). A story tagged `no-visual` (which
 * also sets `parameters.chromatic.disableSnapshot`) has none; they are listed.
 *
 * Prints the counts (README "Visual regression"); exits 1 on a missing or an orphan baseline.
 * `--remove` deletes every baseline first (the first half of `npm run test:visual:update`).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const VIEWPORTS = ['terminal', 'desktop'];
const SUFFIX = '-chromium-linux.png';

// `--remove`: the first half of `npm run test:visual:update`: every baseline goes, the run writes
// them again (so a renamed or deleted story leaves no orphan behind).
if (process.argv.includes('--remove')) {
  const found = execFileSync('find', ['stories', '-type', 'd', '-name', '__screenshots__', '-prune'], {
    cwd: root,
    encoding: 'utf8',
  });
  for (const folder of found.split('\n').filter(Boolean))
    rmSync(path.join(root, folder), { recursive: true });
  process.exit(0);
}

const dir = mkdtempSync(path.join(tmpdir(), 'sb-index-'));
const out = path.join(dir, 'index.json');
let index;
try {
  execFileSync('npx', ['storybook', 'index', '-o', out, '--quiet', '--disable-telemetry'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  index = JSON.parse(readFileSync(out, 'utf8'));
} finally {
  rmSync(dir, { recursive: true, force: true });
}

const entries = Object.values(index.entries);
const stories = entries.filter((e) => e.type === 'story');
const docs = entries.filter((e) => e.type === 'docs');
const tested = stories.filter((s) => s.tags.includes('test') && !s.tags.includes('no-visual'));
const leftOut = stories.filter((s) => s.tags.includes('no-visual'));

/** The sanitised name Vitest gives `${storyId}--${viewport}` (dashes collapse). */
const fileName = (id, viewport) => `${`${id}--${viewport}`.replace(/-+/g, '-')}${SUFFIX}`;

/** A screen on both machines, a component at the terminal's size (.storybook/vitest.setup.ts). */
const viewportsOf = (id) => (id.startsWith('screens-') ? VIEWPORTS : VIEWPORTS.slice(0, 1));
const screens = tested.filter((s) => s.id.startsWith('screens-')).length;

const expected = new Set();
const missing = [];
for (const story of tested) {
  const file = path.join(
    root,
    path.dirname(story.importPath),
    '__screenshots__',
    path.basename(story.importPath),
  );
  for (const viewport of viewportsOf(story.id)) {
    const png = path.join(file, fileName(story.id, viewport));
    expected.add(png);
    if (!existsSync(png)) missing.push(path.relative(root, png));
  }
}

const orphans = [];
for (const folder of new Set(
  tested.map((s) => path.join(root, path.dirname(s.importPath), '__screenshots__')),
)) {
  if (!existsSync(folder)) continue;
  for (const storiesFile of readdirSync(folder)) {
    for (const png of readdirSync(path.join(folder, storiesFile))) {
      const full = path.join(folder, storiesFile, png);
      if (!expected.has(full)) orphans.push(path.relative(root, full));
    }
  }
}

for (const s of leftOut) console.log(`not compared (tagged no-visual): ${s.id}`);
for (const m of missing) console.error(`missing baseline: ${m}`);
for (const o of orphans) console.error(`orphan baseline (its story is gone or renamed): ${o}`);
console.log(
  `${stories.length} stories, ${docs.length} docs pages; ` +
    `${expected.size - missing.length} of ${expected.size} visual baselines ` +
    `(${screens} screen stories x ${VIEWPORTS.join(' and ')}, ${tested.length - screens} component stories x ${VIEWPORTS[0]})`,
);
if (missing.length || orphans.length) {
  console.error(
    'Write them with `npm run test:visual:update`, look at the PNGs, commit them (docs/VISUAL.md).',
  );
  process.exit(1);
}

#!/usr/bin/env node
// The money model with more sequences, or one counterexample replayed:
//   npm run test:money -- --runs 10000
//   npm run test:money -- --seed 1888227832 --path "4126:2:1:3"
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '10000' },
    seed: { type: 'string' },
    path: { type: 'string' },
  },
});
if (!/^\d+$/.test(values.runs)) {
  console.error(`--runs takes a whole number of sequences, not "${values.runs}"`);
  process.exit(2);
}
const env = { ...process.env, MONEY_RUNS: values.runs };
if (values.seed !== undefined) env.MONEY_SEED = values.seed;
if (values.path !== undefined) env.MONEY_PATH = values.path;
const run = spawnSync(
  'npx',
  ['vitest', 'run', '--project', 'unit', 'src/features/checkout/engine/money.model.test.ts'],
  { env, stdio: 'inherit' },
);
process.exit(run.status ?? 1);

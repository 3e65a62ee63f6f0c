// `npm run build:offline`: the product build (an API base URL, so the service worker and the
// stored answers are on) against the offline flows' demo API, with the terminal simulator
// allowed (VITE_TERMINAL_SIMULATOR), into dist-offline/.
import { spawnSync } from 'node:child_process';
import { OFFLINE_API_URL, OFFLINE_DIST } from './ports.mjs';

const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx';
const built = spawnSync(npx, ['vite', 'build', '--logLevel', 'warn', '--outDir', OFFLINE_DIST], {
  stdio: 'inherit',
  env: { ...process.env, VITE_API_BASE_URL: OFFLINE_API_URL, VITE_TERMINAL_SIMULATOR: 'true' },
});
process.exit(built.status ?? 1);

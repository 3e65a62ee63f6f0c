// The offline flows' store (Playwright's webServer, playwright.config.ts): the product build from
// dist-offline/ and the demo API it calls, each behind a switch that pulls the store's network.
// Down, every connection to either is cut and every new one refused, as when the store's network
// drops: the page's requests and its service worker's alike (Playwright's offline mode does not
// reach a service worker). The switch and the demo world answer on a third port:
//   POST /down, POST /up, POST /reset (a fresh world, network up, first version),
//   POST /bump (the next sw.js is a new version), GET /world (the switch and the world's state).
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import net from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runnerImport } from 'vite';
import { OFFLINE_DIST, OFFLINE_PORTS } from './ports.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const dist = join(root, OFFLINE_DIST);
if (!existsSync(join(dist, 'index.html'))) {
  console.error(`No ${OFFLINE_DIST}/: run \`npm run build:offline\` first.`);
  process.exit(1);
}

const { module: demo } = await runnerImport(join(root, 'mocks/server.ts'), {
  root,
  configFile: false,
  logLevel: 'warn',
  resolve: { alias: { '@': `${root}src`, '@mocks': `${root}mocks` } },
});
const api = await demo.startHttpServer({ port: 0, verbose: false });

let down = false;
let version = 1;

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};

/** The worker as built, saying its version when asked: a new version is a new file, which the browser installs. */
function workerSource(text) {
  return `${text}\n// version ${version}\nself.addEventListener('message', (event) => { if (event.data === 'pos-version?') event.source?.postMessage('pos-version:${version}'); });\n`;
}

const files = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
  let file = join(dist, path);
  if (!file.startsWith(dist) || !existsSync(file) || path.endsWith('/')) file = join(dist, 'index.html');
  const immutable = path.startsWith('/assets/');
  res.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
  res.setHeader('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  const body = readFileSync(file);
  res.end(path === '/sw.js' ? workerSource(body.toString('utf8')) : body);
});
await new Promise((resolve) => files.listen(0, '127.0.0.1', resolve));

/** A port that forwards to `target` while the network is up; down, it cuts and refuses. */
function networkPort(port, target) {
  const open = new Set();
  const server = net.createServer((client) => {
    if (down) return client.destroy();
    const upstream = net.connect(target, '127.0.0.1');
    const pair = [client, upstream];
    for (const socket of pair) {
      open.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => {
        open.delete(socket);
        for (const other of pair) other.destroy();
      });
    }
    client.pipe(upstream).pipe(client);
  });
  server.listen(port, '127.0.0.1');
  return () => {
    for (const socket of open) socket.destroy();
  };
}
const cutApp = networkPort(OFFLINE_PORTS.app, files.address().port);
const cutApi = networkPort(OFFLINE_PORTS.api, api.port);

const control = createServer((req, res) => {
  const route = `${req.method} ${new URL(req.url ?? '/', 'http://x').pathname}`;
  if (route === 'POST /down') {
    down = true;
    cutApp();
    cutApi();
  } else if (route === 'POST /up') down = false;
  else if (route === 'POST /reset') {
    api.world.reset();
    down = false;
    version = 1;
  } else if (route === 'POST /bump') version += 1;
  else if (route !== 'GET /world') {
    res.statusCode = 404;
    return res.end();
  }
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify({ down, version, state: api.world.state }));
});
control.listen(OFFLINE_PORTS.control, '127.0.0.1', () => {
  console.log(
    `offline store on http://127.0.0.1:${OFFLINE_PORTS.app} (API ${OFFLINE_PORTS.api}, switch ${OFFLINE_PORTS.control})`,
  );
});

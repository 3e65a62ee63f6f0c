/**
 * The demo world over HTTP (`npm run demo-api`): an express app on 127.0.0.1 (port 9090, or
 * PORT) with CORS, answering /api/* through @mswjs/http-middleware with the same handlers as
 * the browser and the tests. Point a built app (VITE_API_BASE_URL=http://127.0.0.1:9090) or any
 * HTTP client at it. Also: GET /__demo (state summary), POST /__demo/reset,
 * POST /__demo/scenario?name=payment-rejected, POST /__demo/advance?ms=5000.
 * Environment: PORT, HOST, SCENARIO.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { createRequire } from 'node:module';
import { createMiddleware } from '@mswjs/http-middleware';
import { createDemoHandlers } from './handlers';
import { SCENARIO_NAMES, unknownScenarios } from './scenarios';
import type { ClockInput } from './world/clock';
import { createWorld, DEMO, type World } from './world/index';

export const DEFAULT_PORT = 9090;

type Next = (error?: unknown) => void;
type Middleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void;
interface ExpressApp {
  use(handler: Middleware): void;
  use(path: string, handler: Middleware): void;
  listen(port: number, host: string, callback: () => void): Server;
}
// express comes with @mswjs/http-middleware; it has no type declarations here.
const express: () => ExpressApp = createRequire(import.meta.url)('express');

export interface HttpDemoOptions {
  /** 0 picks a free port. Default: PORT or 9090. */
  port?: number;
  host?: string;
  world?: World;
  now?: ClockInput;
  scenario?: string | null;
  /** Print the banner and the world's log lines (default true). */
  verbose?: boolean;
}

export interface HttpDemoServer {
  url: string;
  port: number;
  world: World;
  close(): Promise<void>;
}

function cors(req: IncomingMessage, res: ServerResponse, next: Next): void {
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Vary', 'Origin');
  res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,PATCH,DELETE,OPTIONS');
  res.setHeader(
    'Access-Control-Allow-Headers',
    req.headers['access-control-request-headers'] ?? 'Authorization, Content-Type, Accept',
  );
  res.setHeader('Access-Control-Max-Age', '600');
  if (req.method === 'OPTIONS') {
    res.statusCode = 204;
    res.end();
    return;
  }
  next();
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify(body));
}

function admin(world: World): Middleware {
  return (req, res, next) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const route = `${req.method} ${url.pathname.replace(/\/$/, '')}`;
    if (route === 'POST /reset') world.reset();
    else if (route === 'POST /scenario') world.setScenario(url.searchParams.get('name'));
    else if (route === 'POST /advance') world.clock.advance(Number(url.searchParams.get('ms') ?? 0));
    else if (route !== 'GET ' && route !== 'GET /') return next();
    json(res, 200, {
      now: world.now().toISOString(),
      scenario: [...world.scenarios].map(([k, v]) => (v ? `${k}:${v}` : k)).join(',') || null,
      scenarios: SCENARIO_NAMES,
      orders: world.state.orders.length,
      products: world.state.products.length,
      log: world.logs.slice(-20),
    });
  };
}

export function startHttpServer(options: HttpDemoOptions = {}): Promise<HttpDemoServer> {
  const verbose = options.verbose ?? true;
  const world =
    options.world ??
    createWorld({
      now: options.now,
      scenario: options.scenario ?? null,
      onLog: verbose ? (l) => console.info(l) : undefined,
    });
  const app = express();
  app.use(cors);
  app.use('/__demo', admin(world));
  const demoHandlers: Middleware = createMiddleware(...createDemoHandlers(world));
  app.use(demoHandlers);
  app.use((req, res) => json(res, 404, { errorMessage: `No existe ${req.method} ${req.url}` }));
  const host = options.host ?? '127.0.0.1';
  const port = options.port ?? DEFAULT_PORT;
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, () => {
      const address = server.address();
      const actual = typeof address === 'object' && address ? address.port : port;
      const url = `http://${host}:${actual}`;
      if (verbose) {
        console.info(`[demo] demo API on ${url} (seller ${DEMO.seller.rut} / ${DEMO.seller.password})`);
        const scenario = [...world.scenarios.keys()].join(',');
        if (scenario) console.info(`[demo] scenario: ${scenario}`);
      }
      resolve({
        url,
        port: actual,
        world,
        close: () => new Promise<void>((done) => server.close(() => done())),
      });
    });
    server.on('error', reject);
  });
}

/** `npm run demo-api` (through mocks/serve.mjs). */
export async function main(env: Record<string, string | undefined> = process.env): Promise<HttpDemoServer> {
  const unknown = unknownScenarios(env.SCENARIO);
  if (unknown.length) console.warn(`[demo] unknown scenario(s): ${unknown.join(', ')}`);
  const server = await startHttpServer({
    port: env.PORT ? Number(env.PORT) : DEFAULT_PORT,
    host: env.HOST ?? '127.0.0.1',
    scenario: env.SCENARIO ?? null,
  });
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  return server;
}

// The offline flows' ports, from E2E_PORT (the demo build's): the product build, the demo API it
// is built to call, and the switch that pulls the network (e2e/offline/serve.mjs).
const base = Number(process.env.E2E_PORT ?? 4317) + 100;
export const OFFLINE_PORTS = { app: base, api: base + 1, control: base + 2 };
export const OFFLINE_API_URL = `http://127.0.0.1:${OFFLINE_PORTS.api}`;
export const OFFLINE_DIST = 'dist-offline';

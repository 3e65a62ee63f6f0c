/**
 * The glue between the generated MSW handlers and the world: every operation is registered with
 * its generated `get<Operation>MockHandler` (routing + answer type from the contract) and a
 * resolver that reads and changes the world. Before the resolver, one gate applies the
 * scenarios (delay, 401, 500) and the bearer-token check.
 */
import { delay, type HttpHandler, HttpResponse, type http } from 'msw';
import type { ErrorResponse } from '@/api/generated/model';
import { readToken } from '../world/auth';
import type { SellerRecord, World } from '../world/index';

export type Info = Parameters<Parameters<typeof http.get>[1]>[0];
type Override<R> = (info: Info) => Promise<R> | R;

export interface HandlerOptions {
  /** false: calls without a token act as the demo seller (Storybook). Default true. */
  requireAuth?: boolean;
  /** Delay of the slow-network scenario when it has no parameter, ms. */
  slowNetworkMs?: number;
  /** Called with the operationId of every request a handler takes (tests: coverage). */
  onOperation?: (operationId: string) => void;
}

/** Throws the error answer (MSW 2 answers a thrown Response). */
export function fail(status: number, errorMessage: string, extra: Partial<ErrorResponse> = {}): never {
  const body: ErrorResponse = { errorMessage, ...extra };
  throw HttpResponse.json(body, { status });
}

export const notFound = (message: string): never => fail(404, message);
export const badRequest = (message: string, extra: Partial<ErrorResponse> = {}): never =>
  fail(400, message, extra);

export interface SafeParser<T> {
  safeParse(
    data: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
}

export interface Ctx {
  world: World;
  info: Info;
  /** The seller of the bearer token (the demo seller when auth is off). null only on login. */
  seller: SellerRecord | null;
  token: string | null;
  query: URLSearchParams;
  /** The JSON body, validated with the generated zod schema of the request (400 otherwise). */
  body<T>(schema: SafeParser<T>): Promise<T>;
  /** A path parameter as text (decoded). */
  param(name: string): string;
  /** An integer path parameter; 404 when it is not an integer (like the real router). */
  intParam(name: string, message?: string): number;
  /** An integer query parameter, or null when absent; 400 when not an integer. */
  intQuery(name: string, required?: boolean): number | null;
}

const SESSION_EXPIRED = 'Sesión expirada. Por favor inicie sesión nuevamente.';
/** A login refused with a 401 (the same words as a refused RUT or password, mocks/api/session.ts). */
const LOGIN_REFUSED = 'RUT o contraseña incorrectos';

function bearer(info: Info): string | null {
  const header = info.request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header.trim());
  return match ? match[1]!.trim() : null;
}

/** The seller a token belongs to, or null (missing, forged, expired, revoked, unknown seller). */
export function sellerForToken(world: World, token: string | null): SellerRecord | null {
  if (!token || world.state.revokedTokens.includes(token)) return null;
  const claims = readToken(token);
  if (!claims || claims.exp * 1000 <= world.now().getTime()) return null;
  return world.state.sellers.find((s) => s.id === claims.sub) ?? null;
}

async function gate(world: World, operationId: string, info: Info, options: HandlerOptions): Promise<Ctx> {
  options.onOperation?.(operationId);
  const slow = world.scenarios.get('slow-network');
  if (world.scenarios.has('slow-network')) {
    const ms = Number(slow ?? options.slowNetworkMs ?? 2500);
    await delay(Number.isFinite(ms) ? ms : 2500);
  }
  const token = bearer(info);
  let seller: SellerRecord | null = null;
  // A login carries no session to expire: `session-expired:login` is the server refusing the
  // login with a 401 (as some APIs answer credentials they do not take).
  if (operationId === 'login' && world.scenarios.get('session-expired') === 'login') {
    fail(401, LOGIN_REFUSED);
  }
  if (operationId !== 'login') {
    seller = sellerForToken(world, token);
    if (!seller) {
      if (options.requireAuth === false && !token) seller = world.state.sellers[0] ?? null;
      else fail(401, SESSION_EXPIRED);
    }
    // 401 mid-flow: once, on the 4th authenticated call (or on the named operation).
    if (world.scenarios.has('session-expired') && !world.runtime.sessionExpiredFired) {
      world.runtime.authenticatedCalls += 1;
      const target = world.scenarios.get('session-expired');
      const fires = target ? target === operationId : world.runtime.authenticatedCalls >= 4;
      if (fires) {
        world.runtime.sessionExpiredFired = true;
        if (token) world.state.revokedTokens.push(token);
        world.log(`[demo] session-expired: ${operationId} answered 401, token revoked`);
        fail(401, SESSION_EXPIRED);
      }
    }
  }
  if (world.scenarios.has('server-error')) {
    const target = world.scenarios.get('server-error');
    if (!target || target === operationId)
      fail(500, 'Error interno del servidor. Por favor intente nuevamente más tarde.');
  }
  const url = new URL(info.request.url);
  const ctx: Ctx = {
    world,
    info,
    seller,
    token,
    query: url.searchParams,
    async body<T>(schema: SafeParser<T>): Promise<T> {
      let raw: unknown;
      try {
        raw = await info.request.clone().json();
      } catch {
        return badRequest('Solicitud inválida: el cuerpo no es JSON');
      }
      const parsed = schema.safeParse(raw);
      if (!parsed.success) {
        const detail = parsed.error.issues
          .map((i) => `${i.path.join('.') || '(cuerpo)'}: ${i.message}`)
          .join('; ');
        return badRequest(`Solicitud inválida: ${detail}`);
      }
      return parsed.data;
    },
    param(name) {
      // MSW has decoded the path's parameters already: decoding again would read a code "%41" as
      // "A" and fail on a code with a "%" in it.
      const value = info.params[name];
      return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
    },
    intParam(name, message = 'No encontrado') {
      const text = ctx.param(name);
      if (!/^\d+$/.test(text)) notFound(message);
      return Number(text);
    },
    intQuery(name, required = false) {
      const text = url.searchParams.get(name);
      if (text === null || text === '') {
        if (required) badRequest(`Falta el parámetro ${name}`);
        return null;
      }
      if (!/^-?\d+$/.test(text)) badRequest(`El parámetro ${name} debe ser un número entero`);
      return Number(text);
    },
  };
  return ctx;
}

/** A proxy's or server's HTML page where JSON was expected. */
function htmlResponse(status: number): Response {
  return new HttpResponse('<!doctype html><html><body><h1>Bad Gateway</h1></body></html>', {
    status,
    headers: { 'Content-Type': 'text/html' },
  });
}

export interface OperationRegistry {
  world: World;
  options: HandlerOptions;
  /** operationId -> handler, in registration order. */
  handlers: Map<string, HttpHandler>;
}

/**
 * Registers one operation: `factory` is the generated `get<Operation>MockHandler`, so the route,
 * the method, the status and the answer type come from the contract. The resolver returns the
 * typed answer (or undefined for a 204 where the contract declares one) or throws via fail().
 */
export function operation<R>(
  registry: OperationRegistry,
  operationId: string,
  factory: (override: Override<R>) => HttpHandler,
  resolve: (ctx: Ctx) => R | Promise<R>,
  /** Runs before the gate (no auth, no scenario counters): e.g. 404 for a path that is not this route. */
  precheck?: (info: Info) => void,
): void {
  registry.handlers.set(
    operationId,
    factory(async (info) => {
      precheck?.(info);
      const world = registry.world;
      world.state.requestCounts[operationId] = (world.state.requestCounts[operationId] ?? 0) + 1;
      await commitDue(world);
      const fault = (name: string) => world.scenarios.has(name) && world.scenarios.get(name) === operationId;
      // Faults of the transport, named per operation (mocks/README.md "Scenarios").
      if (fault('no-answer')) {
        world.log(`[demo] no-answer: ${operationId} never answers`);
        await delay('infinite');
      }
      if (fault('server-error-html')) throw htmlResponse(500);
      // A commit carried out later reads its own copy of the request (the page's is gone by then).
      const later = fault('late-commit') ? { ...info, request: info.request.clone() } : null;
      const ctx = await gate(world, operationId, later ?? info, registry.options);
      if (fault('html-answer')) throw htmlResponse(200);
      if (fault('reset')) {
        world.log(`[demo] reset: ${operationId} refused with errorAction "reset"`);
        fail(400, RESET_MESSAGES[operationId] ?? RESET_MESSAGE, { errorAction: 'reset' });
      }
      if (later) return lateCommit(world, operationId, ctx, resolve);
      const answer = await resolve(ctx);
      if (fault('lost-answer')) {
        world.log(`[demo] lost-answer: ${operationId} was carried out, its answer is lost`);
        throw HttpResponse.error();
      }
      return answer;
    }),
  );
}

/** `reset:<operationId>`: what the server says when it refuses a call for good (errorAction "reset"). */
export const RESET_MESSAGE = 'Operación no permitida, vuelva a iniciar la venta';
export const RESET_MESSAGES: Record<string, string> = {
  createTransbankSmartPosPayment: 'La transacción ya fue registrada en otra orden',
  updateMercadoPagoMachinePayment: 'La transacción ya fue registrada en otra orden',
  createTransbankPayment: 'El código de autorización ya fue usado en otra orden',
  sendRedelcomAuthCode: 'El código de autorización ya fue usado en otra orden',
  createMachPayment: 'MACH no está disponible para esta venta',
  createRedpayPayment: 'Redpay no está disponible para esta venta',
};

/** `late-commit:<operationId>`: the call is carried out this long after its answer is lost. */
export const LATE_COMMIT_MS = 3_000;

/** Carries out the late commits that are due by the world's clock (before any other call). */
export async function commitDue(world: World): Promise<void> {
  const now = world.now().getTime();
  const due = world.runtime.lateCommits.filter((c) => c.dueAt <= now);
  if (due.length === 0) return;
  world.runtime.lateCommits = world.runtime.lateCommits.filter((c) => c.dueAt > now);
  for (const commit of due) await commit.run().catch(() => undefined);
}

/**
 * The answer of a call is lost at once and the world carries it out LATE_COMMIT_MS later (a slow
 * server, a queue): a read meanwhile does not show it. The same call sent again with its key
 * finds the first one in flight: it is carried out then, once, and answered.
 */
async function lateCommit<R>(
  world: World,
  operationId: string,
  ctx: Ctx,
  resolve: (ctx: Ctx) => R | Promise<R>,
): Promise<R> {
  const key = ctx.info.request.headers.get('idempotency-key')?.trim() ?? '';
  const waiting = key ? world.runtime.lateCommits.find((c) => c.key === key) : undefined;
  if (waiting) {
    world.runtime.lateCommits = world.runtime.lateCommits.filter((c) => c !== waiting);
    await waiting.run().catch(() => undefined);
    world.log(`[demo] late-commit: ${operationId} sent again with its key, carried out now`);
    return resolve(ctx);
  }
  world.runtime.lateCommits.push({
    dueAt: world.now().getTime() + LATE_COMMIT_MS,
    key,
    run: async () => resolve(ctx),
  });
  world.log(`[demo] late-commit: ${operationId} answer lost, carried out in ${LATE_COMMIT_MS / 1000} s`);
  throw HttpResponse.error();
}

/** Whole-CLP rounding to the nearest 10 (price lists end in 0). */
export const round10 = (n: number) => Math.round(n / 10) * 10;

/** Accent- and case-insensitive text for search. */
export function fold(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** A type guard from a generated schema: `value` is a T when the schema accepts it (kept as it is). */
export function conforms<T>(schema: SafeParser<T>, value: unknown): value is T {
  return schema.safeParse(value).success;
}

export const IDEMPOTENCY_KEY_MISSING = 'Falta el encabezado Idempotency-Key';
export const IDEMPOTENCY_KEY_REUSED = 'La clave Idempotency-Key ya se usó con otra solicitud';

/**
 * Carries a request out once per Idempotency-Key (contract: components/parameters/IdempotencyKey):
 * a key already answered with success gets that first answer again and changes nothing; a key
 * reused with another request is refused with 422; a failure is not remembered.
 */
export async function once<R>(
  ctx: Ctx,
  operationId: string,
  request: unknown,
  answerSchema: SafeParser<R>,
  run: () => R | Promise<R>,
): Promise<R> {
  const key = ctx.info.request.headers.get('idempotency-key')?.trim() ?? '';
  if (key.length < 8 || key.length > 128) return badRequest(IDEMPOTENCY_KEY_MISSING);
  const fingerprint = JSON.stringify(request);
  const seen = ctx.world.state.idempotency[key];
  if (seen) {
    if (seen.operation !== operationId || seen.request !== fingerprint)
      return fail(422, IDEMPOTENCY_KEY_REUSED);
    ctx.world.log(`[demo] ${operationId}: Idempotency-Key ${key} seen before, first answer again`);
    // The first answer, as it was (it is of this operation's answer type: the world stored it).
    if (conforms(answerSchema, seen.answer)) return seen.answer;
    return fail(500, `Respuesta guardada de ${operationId} inválida`);
  }
  const answer = await run();
  ctx.world.state.idempotency[key] = { operation: operationId, request: fingerprint, status: 200, answer };
  return answer;
}

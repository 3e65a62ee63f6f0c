/** The calls that start or record a charge, with the payment they are for (from their body or path). */
const STARTS: {
  op: string;
  method: string;
  path: RegExp;
  payment: (body: Record<string, unknown>, match: RegExpMatchArray) => unknown;
}[] = [
  {
    op: 'createRedelcomPayment',
    method: 'POST',
    path: /\/api\/payments\/redelcom\/new$/,
    payment: (b) => b.payment_id,
  },
  {
    op: 'sendRedelcomAuthCode',
    method: 'POST',
    path: /\/api\/payments\/redelcom\/([^/]+)\/authCode$/,
    payment: (_b, m) => m[1],
  },
  {
    op: 'createTransbankPayment',
    method: 'POST',
    path: /\/api\/payments\/transbank\/new$/,
    payment: (b) => b.payment_id,
  },
  {
    op: 'createTransbankSmartPosPayment',
    method: 'POST',
    path: /\/api\/payments\/transbank-smartpos\/new$/,
    payment: (b) => b.payment_id,
  },
  {
    op: 'updateMercadoPagoMachinePayment',
    method: 'PUT',
    path: /\/api\/payments\/mercadopago\/machine$/,
    payment: (b) => b.paymentId,
  },
  {
    op: 'createWalletPayment',
    method: 'POST',
    path: /\/api\/payments\/wallet\/new$/,
    payment: (b) => b.paymentId,
  },
  {
    op: 'createRappiPayment',
    method: 'POST',
    path: /\/api\/payments\/rappi\/new$/,
    payment: (b) => b.paymentId,
  },
  {
    op: 'createRappiPaylessOrder',
    method: 'POST',
    path: /\/api\/rappi-payless\/new-order$/,
    payment: (b) => `order:${b.orderId}`,
  },
  { op: 'createMachPayment', method: 'POST', path: /\/api\/mach\/new$/, payment: (b) => `mach:${b.orderId}` },
  {
    op: 'createRedpayPayment',
    method: 'POST',
    path: /\/api\/redpay-payments\/new$/,
    payment: (b) => `redpay:${b.orderId}`,
  },
];

/** One call that may charge, as sent and as answered. */
export interface StartCall {
  op: string;
  /** The payment (or order, for the calls that name only the order) it is for. */
  target: string;
  key: string;
  /** 'answered' (2xx), 'refused' (a 4xx), 'unknown' (no answer, a 5xx, a 401 the server did not read). */
  outcome: 'pending' | 'answered' | 'refused' | 'unknown';
}

/**
 * Every call of the app, seen at the fetch: how many are out (the model waits for none), and the
 * calls that may charge with their Idempotency-Key and outcome, to prove that a call sent again
 * after an unknown outcome carries the same key (a violation is kept, with what was seen).
 */
export class StartLog {
  inFlight = 0;
  calls: StartCall[] = [];
  violations: string[] = [];
  private original: typeof fetch | null = null;

  /** Whether the world carried out a call with this key (its idempotency store has it). */
  constructor(private readonly committed: (key: string) => boolean) {}

  reset(): void {
    this.calls = [];
    this.violations = [];
  }

  install(): void {
    const original = globalThis.fetch;
    this.original = original;
    globalThis.fetch = async (input, init) => {
      const request = new Request(input, init);
      const call = await this.describe(request.clone());
      if (call) this.check(call);
      this.inFlight += 1;
      try {
        const response = await original(request);
        if (call) call.outcome = response.ok ? 'answered' : response.status >= 500 ? 'unknown' : 'refused';
        // A resend the expired session kept from the server says nothing of the first send.
        if (call && response.status === 401)
          call.outcome = this.calls.some((c) => c !== call && c.key === call.key) ? 'unknown' : 'refused';
        if (call && !response.ok && response.status < 500) {
          const body = await response
            .clone()
            .json()
            .catch(() => null);
          // errorAction "reset": the server's word that the request is over (src/api/outcome.ts).
          if (body && typeof body === 'object' && 'errorAction' in body && body.errorAction === 'reset')
            call.outcome = 'refused';
        }
        if (call && response.status >= 500) {
          const body = await response
            .clone()
            .json()
            .catch(() => null);
          if (body && typeof body === 'object' && 'errorAction' in body && body.errorAction === 'reset')
            call.outcome = 'refused';
        }
        return response;
      } catch (error) {
        if (call) call.outcome = 'unknown';
        throw error;
      } finally {
        this.inFlight -= 1;
      }
    };
  }

  uninstall(): void {
    if (this.original) globalThis.fetch = this.original;
  }

  private async describe(request: Request): Promise<StartCall | null> {
    const url = new URL(request.url);
    const start = STARTS.find((s) => s.method === request.method && s.path.test(url.pathname));
    if (!start) return null;
    const body = (await request.json().catch(() => ({}))) as Record<string, unknown>;
    const match = url.pathname.match(start.path) ?? ([] as unknown as RegExpMatchArray);
    return {
      op: start.op,
      target: String(start.payment(body, match)),
      key: request.headers.get('idempotency-key') ?? '',
      outcome: 'pending',
    };
  }

  /**
   * A call sent while an earlier one of the same kind and payment has no sure answer must carry
   * its key, unless the world did carry that one out (then the app may have learned its end by
   * another way, a poll or a read; holding money twice is the money invariant's to catch).
   */
  private check(call: StartCall): void {
    const earlier = this.calls.filter((c) => c.op === call.op && c.target === call.target);
    const last = earlier.at(-1);
    const unsure = last && (last.outcome === 'unknown' || last.outcome === 'pending');
    if (last && unsure && last.key !== call.key && !this.committed(last.key))
      this.violations.push(
        `${call.op} for ${call.target} sent with a new key ${call.key} while ${last.key} had no sure answer`,
      );
    this.calls.push(call);
  }
}

import fc from 'fast-check';
import { afterAll, describe, it } from 'vitest';
import { type MoneyModel, moneyCommands, salePlans } from '@/test/money/commands.ts';
import { MoneyHarness } from '@/test/money/harness.ts';

/**
 * The money model (docs/DECISIONS.md "The payment engine", docs/TESTING.md "The money model"):
 * random sequences of what sellers and the world do — charge, double tap, a code from a standalone
 * POS, reload, Volver, Cancelar pago, Cancelar compra, logout, the session expiring, another
 * seller's login, the network dropping and coming back, an answer lost, a commit seconds after its
 * answer was lost, a 500, errorAction "reset", the machine approving, refusing, or approving late
 * after a cancel, the customer paying a QR as it is cancelled — run against the real engine,
 * providers and stores on the demo world, one or two payments per sale, on each kind of machine.
 * After every action the invariants of src/test/money/invariants.ts are read from the world.
 *
 * `npm test` runs MONEY_RUNS sequences (default below); `npm run test:money -- --runs N` more.
 */
const RUNS = Number(process.env.MONEY_RUNS ?? 120);
const SEED = process.env.MONEY_SEED === undefined ? undefined : Number(process.env.MONEY_SEED);

const harness = new MoneyHarness();
afterAll(() => harness.close());

describe('money answers to one engine, whatever sellers and the world do', () => {
  it('no charge is taken twice, none is left behind, a way forward always exists, a resend keeps its key', async () => {
    await fc.assert(
      fc.asyncProperty(salePlans, moneyCommands(), async (plan, commands) => {
        await harness.open(plan);
        await fc.asyncModelRun(
          () => ({ model: { h: harness } satisfies MoneyModel, real: harness }),
          commands,
        );
      }),
      { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) },
    );
  }, 600_000);
});

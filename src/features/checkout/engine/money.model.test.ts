import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { type MoneyModel, moneyCommands, namedStep, salePlans } from '@/test/money/commands.ts';
import { MoneyHarness, type SalePlan } from '@/test/money/harness.ts';

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
 * `npm test` runs MONEY_RUNS sequences (default below); `npm run test:money -- --runs N` more, and
 * `-- --seed S --path P` replays a run's counterexample.
 */
const RUNS = Number(process.env.MONEY_RUNS ?? 800);
const SEED = process.env.MONEY_SEED === undefined ? undefined : Number(process.env.MONEY_SEED);
const PATH = process.env.MONEY_PATH;

const harness = new MoneyHarness();
afterAll(() => harness.close());

/** Plays `steps` by name on `plan`; each must be possible where it comes (or the case is wrong). */
async function play(plan: SalePlan, steps: string[]): Promise<void> {
  await harness.open(plan);
  const model: MoneyModel = { h: harness };
  for (const name of steps) {
    const action = namedStep(name);
    expect(action.check(model), `"${name}" is possible here`).toBe(true);
    await action.run(model, harness);
  }
}

const card = (machine: SalePlan['machine'], ...types: SalePlan['payments'][number]['type'][]): SalePlan => ({
  machine,
  buyType: 'socio',
  payments: types.map((type, i) => ({ type, amount: i === 0 ? 1780 : 1000 })),
});

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
      {
        numRuns: RUNS,
        ...(SEED === undefined ? {} : { seed: SEED }),
        ...(PATH === undefined ? {} : { path: PATH, endOnFailure: true }),
      },
    );
  }, 600_000);

  // What runs found, kept as the sequences they shrank to.
  it.each<{ name: string; plan: SalePlan; steps: string[] }>([
    {
      name: 'Cancelar compra after a paid card step leaves the card recorded on a live order',
      plan: card('smartPos', 'TARJETA DE DEBITO', 'EFECTIVO'),
      steps: ['charge', 'the machine answers', 'Cancelar compra'],
    },
    {
      name: 'a resend with no network keeps the outcome unknown (offline is not a refusal)',
      plan: card('redelcom', 'TARJETA DE DEBITO'),
      steps: [
        'the world: late-commit (a call of the step, 0)',
        'charge',
        'the network drops',
        'Reintentar (the same request)',
        'the network is back',
        'the world: no fault',
        'Reintentar (the same request)',
      ],
    },
    {
      name: 'two QR payments of one type: a new QR after a refusal pays the payment on show',
      plan: card('redelcom', 'REDPAY', 'REDPAY'),
      steps: ['the world: providers payment-rejected', 'double tap', '21 s pass', 'charge'],
    },
    {
      name: 'Mercado Pago’s record sent again with no network tries on its clock and records once back',
      plan: card('mercadoPago', 'TARJETA DE DEBITO'),
      steps: [
        'the network drops',
        'charge',
        'the machine answers',
        '21 s pass',
        'Reintentar the record',
        'the network is back',
        '3 s pass',
      ],
    },
  ])('$name', async ({ plan, steps }) => {
    await play(plan, steps);
  });
});

import { startDemoServer } from '@mocks/node.ts';
import { DEMO } from '@mocks/world/seed.ts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { BuyType, PaymentType } from '@/api/generated/model/index.ts';
import { configureApi } from '@/api/http.ts';
import { loadToastViewport } from '@/components/ui/Toast.tsx';
import { MONEY_MESSAGES, SERVER_STEP_MESSAGES } from '@/domain/checkoutMessages.ts';
import { CHECKOUT_MESSAGES } from '@/domain/messages.ts';
import { paymentTypeLabel } from '@/domain/paymentTypeLabels.ts';
import { attemptFor, clearCheckoutMemory } from '@/session/attempts.ts';
import { sale } from '@/session/sale.ts';
import { session } from '@/session/session.ts';
import { renderCheckout, startCheckout } from '@/test/checkout.tsx';
import { SERVER_500_TEXT, threeFailures } from '@/test/failures.ts';
import { codeSends } from './codeSends.ts';

// The server-settled steps' calls failing three ways (src/test/failures.ts): a 500, no
// answer within the client's time limit, a 401. A 500 and a lost answer leave the outcome unknown:
// the step asks the server (GET /api/payments/order/{id}) before it offers Reintentar, and never
// charges twice; a 401 is a certain refusal and ends the session keeping the sale.

const demo = startDemoServer({ now: '2026-06-03T14:00:00Z' });
configureApi({ baseUrl: '', getToken: () => session.get().accessToken });
afterEach(() => {
  demo.server.events.removeAllListeners();
  demo.reset();
  clearCheckoutMemory();
  codeSends.reset();
});
afterAll(() => demo.close());
// The server steps' chunk and the toast's load on demand: loaded once here, not inside the first
// test that shows them (each test stays well under its time budget).
beforeAll(async () => {
  await Promise.all([import('../../engine/providers/settled.ts'), loadToastViewport()]);
}, 20_000);

interface Row {
  payment_type: PaymentType;
  amount: number;
}

/**
 * The demo seller logged in, an order created in the demo world with `rows` as its payments (for
 * a member, or none for a platform), the sale pointing at it, and /pago-final on screen.
 */
async function openPayment(rows: Row[], { buyType = 'socio' as BuyType } = {}) {
  const { orderId } = await startCheckout({
    payments: rows,
    buyType,
    customer: buyType === 'socio' ? 'socio' : null,
    products: [{ id: 1, amount: 2 }],
  });
  const view = await renderCheckout();
  const payments = demo.world.state.payments.filter((p) => p.order_id === orderId);
  return { view, orderId, payments };
}

const paymentOf = (id: number) => demo.world.state.payments.find((p) => p.id === id)!;
const charges = (id: number) => demo.world.state.charges[String(id)] ?? 0;
const checks = () => demo.world.state.requestCounts.listOrderPayments ?? 0;
const press = async (name: string | RegExp) =>
  userEvent.setup().click(await screen.findByRole('button', { name }));
/** A field of the step (the server group's chunk loads lazily the first time). */
const field = (label: string) => screen.findByLabelText(label, {}, { timeout: 5000 });
const type = async (label: string, text: string) => userEvent.setup().type(await field(label), text);
const RETRY = 'Reintentar';
/** The step's button: "Confirmar pago" the first time, "Reintentar" after a failure. */
const PAY_OR_RETRY = /^(Confirmar pago|Reintentar)$/;

/** The sale and the order are kept; the payment is still there to pay, charged at most once. */
function keptSale(orderId: number, paymentId: number) {
  expect(sale.get().orderId).toBe(orderId);
  expect(paymentOf(paymentId)).toBeDefined();
  expect(charges(paymentId)).toBeLessThanOrEqual(1);
}

/**
 * A step settled by one call (`op`), on an order with two payments of the same kind: the 500's
 * Reintentar pays the first (one charge), the lost answer and the 401 are tried on the second.
 */
async function settleFailures({
  op,
  rows,
  buyType,
  fill,
}: {
  op: string;
  rows: Row[];
  buyType?: BuyType;
  /** Fills the current step's fields so that its button sends a valid payment. */
  fill: () => Promise<void>;
}) {
  const { view, orderId, payments } = await openPayment(rows, { buyType });
  const same = payments.filter((p) => p.payment_type === rows[0]!.payment_type);
  expect(same.length).toBeGreaterThanOrEqual(2);
  let current = same[0]!.id;
  let checksBefore = 0;
  // For each write the step sends: whether its payment's attempt was already persisted.
  const attemptBeforeCall: boolean[] = [];
  demo.server.events.on('request:start', ({ request }) => {
    if (request.method !== 'GET') attemptBeforeCall.push(attemptFor(current) !== null);
  });
  await fill();
  await threeFailures({
    demo,
    view,
    op,
    act: async () => {
      checksBefore = checks();
      attemptBeforeCall.length = 0;
      await press(PAY_OR_RETRY);
    },
    on500: async () => {
      // The server's message; the server was asked and does not show it yet: still unknown, so
      // Reintentar sends the same request with the same key (never a new charge).
      expect(await screen.findByText(new RegExp(SERVER_500_TEXT))).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: RETRY })).toBeEnabled();
      expect(checks()).toBe(checksBefore + 1);
    },
    onTimeout: async () => {
      // No answer: the outcome is unknown, the step asked the server, and offers the same request.
      expect(await screen.findByText(new RegExp(CHECKOUT_MESSAGES.pollingFailed))).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: RETRY })).toBeEnabled();
      expect(checks()).toBe(checksBefore + 1);
    },
    retry: async () => {
      await press(RETRY);
      await waitFor(() => expect(paymentOf(current).status).toBe('APROBADO'));
      expect(charges(current)).toBe(1);
      expect(attemptFor(current)).toBeNull();
    },
    again: async () => {
      if (paymentOf(current).status !== 'APROBADO') return;
      // The first payment was paid by the retry: the next one of the same kind is on screen.
      current = same[1]!.id;
      await screen.findByRole('region', { name: /^Paso 2 de / });
      await fill();
    },
    kept: () => {
      keptSale(orderId, current);
      // The attempt was persisted before the call left, and is still there: nobody said "refused
      // for sure" (a 500, no answer, a resend the expired session kept from the server), so the
      // next send is the same request with the same key.
      expect(attemptBeforeCall[0]).toBe(true);
      expect(paymentOf(current).status).toBe('PENDIENTE');
      expect(charges(current)).toBe(0);
      expect(attemptFor(current)).not.toBeNull();
    },
  });
}

describe('platforms', () => {
  it('createRappiPayment 500 timeout 401: the platform payment not made shows the server message, or try again; still unknown after the step asked, Reintentar sends the same request with its key and pays it once; the sale is kept', async () => {
    await settleFailures({
      op: 'createRappiPayment',
      buyType: 'rappi',
      rows: [
        { payment_type: 'RAPPI', amount: 2000 },
        { payment_type: 'RAPPI', amount: 2000 },
      ],
      fill: () => type('Código Rappi', 'RP-99001234'),
    });
  });

  it('createUberEatsPayment 500 timeout 401: the platform payment not made shows the server message, or try again; still unknown after the step asked, Reintentar sends the same request with its key and pays it once; the sale is kept', async () => {
    await settleFailures({
      op: 'createUberEatsPayment',
      buyType: 'ubereats',
      rows: [
        { payment_type: 'UBEREATS', amount: 2000 },
        { payment_type: 'UBEREATS', amount: 2000 },
      ],
      fill: () => type('Código UberEats', 'UE-5566'),
    });
  });

  it('createPedidosYaPayment 500 timeout 401: the platform payment not made shows the server message, or try again; still unknown after the step asked, Reintentar sends the same request with its key and pays it once; the sale is kept', async () => {
    await settleFailures({
      op: 'createPedidosYaPayment',
      buyType: 'pedidosya',
      rows: [
        { payment_type: 'PEDIDOSYA', amount: 2000 },
        { payment_type: 'PEDIDOSYA', amount: 2000 },
      ],
      fill: () => type('Código PedidosYa', 'PY-1234567890'),
    });
  });

  it('createCornershopPayment 500 timeout 401: the platform payment not made shows the server message, or try again; still unknown after the step asked, Reintentar sends the same request with its key and pays it once; the sale is kept', async () => {
    await settleFailures({
      op: 'createCornershopPayment',
      buyType: 'cornershop',
      rows: [
        { payment_type: 'CORNERSHOP', amount: 2000 },
        { payment_type: 'CORNERSHOP', amount: 2000 },
      ],
      fill: async () => {
        await type('Código Cornershop', 'CS-1');
        await type('Código de autorización', '778899');
      },
    });
  });

  it('createRappiPaylessOrder 500 timeout 401: the platform payment not made shows the server message, or try again; still unknown after the step asked, Reintentar sends the same request with its key and pays it once; the sale is kept', async () => {
    await settleFailures({
      op: 'createRappiPaylessOrder',
      buyType: 'rappi-payless',
      rows: [
        { payment_type: 'RAPPI PAYLESS', amount: 2000 },
        { payment_type: 'RAPPI PAYLESS', amount: 2000 },
      ],
      fill: () => type('Código de barras Rappi', '7701234567'),
    });
  });
});

describe('cash and codes', () => {
  it('updatePaymentStatus 500 timeout 401: cash not confirmed shows the server message, or try again; still unknown after the step asked, Reintentar sends the same request with its key and approves it once; the sale is kept', async () => {
    await settleFailures({
      op: 'updatePaymentStatus',
      rows: [
        { payment_type: 'EFECTIVO', amount: 1890 },
        { payment_type: 'EFECTIVO', amount: 1890 },
      ],
      fill: () => type('Monto recibido', '2000'),
    });
  });

  it('updatePaymentDeposit 500 timeout 401: the payment code not recorded shows the server message, or try again; still unknown after the step asked, Reintentar sends the same request with its key and approves it once; the sale is kept', async () => {
    await settleFailures({
      op: 'updatePaymentDeposit',
      rows: [
        { payment_type: 'GOODMEAL', amount: 1890 },
        { payment_type: 'GOODMEAL', amount: 1890 },
      ],
      fill: () => type('Código del pago', 'GM-5521'),
    });
  });
});

describe('wallet', () => {
  it('createWalletPayment 500 timeout 401: the points not charged show the server message, or try again; still unknown after the step asked, Reintentar sends the same request with its key and pays once; the sale is kept', async () => {
    await settleFailures({
      op: 'createWalletPayment',
      rows: [
        { payment_type: 'WALLET', amount: 1890 },
        { payment_type: 'WALLET', amount: 1890 },
      ],
      fill: () => type('Código de verificación', DEMO.walletSmsCode),
    });
  });

  /** A code send failing: its text in the step's note, the send button usable again. */
  async function sendFailures(op: 'sendWalletCode' | 'sendSupervisorCode') {
    const sms = op === 'sendWalletCode';
    const channel = sms ? 'sms' : 'supervisor';
    const button = sms
      ? /^(Enviar código por SMS|Reenviar SMS)$/
      : /^(Enviar código al supervisor|Reenviar al supervisor)$/;
    const sentNote = sms ? SERVER_STEP_MESSAGES.smsSent : SERVER_STEP_MESSAGES.supervisorSent;
    const { view, orderId, payments } = await openPayment([{ payment_type: 'WALLET', amount: 3780 }]);
    const wallet = payments.find((p) => p.payment_type === 'WALLET')!;
    const sent = () => demo.world.state.codes.filter((c) => c.kind === channel).length;
    await field('Código de verificación');
    await threeFailures({
      demo,
      view,
      op,
      act: () => press(button),
      on500: async () => {
        expect(await screen.findByText(SERVER_500_TEXT)).toBeInTheDocument();
        expect(screen.queryByText(sentNote)).not.toBeInTheDocument();
        // No cooldown started by a send that failed: the button is there to send again.
        expect(await screen.findByRole('button', { name: button })).toBeEnabled();
      },
      onTimeout: async () => {
        expect(await screen.findByText(CHECKOUT_MESSAGES.pollingFailed)).toBeInTheDocument();
        expect(screen.queryByText(sentNote)).not.toBeInTheDocument();
        expect(await screen.findByRole('button', { name: button })).toBeEnabled();
      },
      retry: async () => {
        await press(button);
        expect(await screen.findByText(sentNote)).toBeInTheDocument();
        expect(sent()).toBe(1);
      },
      again: async () => {
        // The 30 s resend cooldown of the code just sent is over (the persisted send moved back).
        codeSends.set((s) => ({ ...s, [channel]: s[channel] === null ? null : s[channel] - 31_000 }));
        await waitFor(() => expect(screen.getByRole('button', { name: button })).toBeEnabled());
      },
      kept: () => {
        keptSale(orderId, wallet.id);
        expect(sent()).toBeLessThanOrEqual(1);
        expect(paymentOf(wallet.id).status).toBe('PENDIENTE');
        expect(charges(wallet.id)).toBe(0);
        expect(attemptFor(wallet.id)).toBeNull();
      },
    });
  }

  it('sendWalletCode 500 timeout 401: the SMS not sent shows the server message or try again in the step, no cooldown starts and the send button sends it; the sale is kept', async () => {
    await sendFailures('sendWalletCode');
  });

  it('sendSupervisorCode 500 timeout 401: the supervisor code not sent shows the server message or try again in the step, no cooldown starts and the send button sends it; the sale is kept', async () => {
    await sendFailures('sendSupervisorCode');
  });
});

describe('Cambiar', () => {
  it('changePaymentType 500 timeout 401: the method not changed shows the server message or try again in a notice, the method dialog stays open and choosing again changes it; the sale is kept', async () => {
    const { view, orderId, payments } = await openPayment([{ payment_type: 'EFECTIVO', amount: 3780 }]);
    const payment = payments[0]!;
    await field('Monto recibido');
    // The method shown on the step (and on the server), and the one the seller changes it to.
    let shown: PaymentType = 'EFECTIVO';
    const target = (): PaymentType => (shown === 'EFECTIVO' ? 'TRANSFERENCIA BANCARIA' : 'EFECTIVO');
    const dialog = () => screen.findByRole('dialog', { name: 'Cambiar método de pago' });
    await threeFailures({
      demo,
      view,
      op: 'changePaymentType',
      act: async () => {
        if (!screen.queryByRole('dialog')) await press('Cambiar');
        await userEvent
          .setup()
          .click(within(await dialog()).getByRole('button', { name: paymentTypeLabel(target()) }));
      },
      on500: async () => {
        expect(await screen.findByText(SERVER_500_TEXT)).toBeInTheDocument();
        // The dialog stays open: the seller chooses again.
        expect(
          within(await dialog()).getByRole('button', { name: paymentTypeLabel(target()) }),
        ).toBeEnabled();
      },
      onTimeout: async () => {
        expect(await screen.findByText(CHECKOUT_MESSAGES.pollingFailed)).toBeInTheDocument();
        expect(
          within(await dialog()).getByRole('button', { name: paymentTypeLabel(target()) }),
        ).toBeEnabled();
      },
      retry: async () => {
        await userEvent
          .setup()
          .click(within(await dialog()).getByRole('button', { name: paymentTypeLabel(target()) }));
        await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
        shown = target();
        await waitFor(() => expect(paymentOf(payment.id).payment_type).toBe(shown));
        expect(await field('Código de transferencia')).toBeInTheDocument();
      },
      kept: () => {
        keptSale(orderId, payment.id);
        // Not changed: the server and the step still have the method the seller had.
        expect(paymentOf(payment.id).payment_type).toBe(shown);
        expect(paymentOf(payment.id).status).toBe('PENDIENTE');
        expect(charges(payment.id)).toBe(0);
      },
    });
  });
});

describe('Cambiar whose answer is lost', () => {
  it('the method changed on the server is shown once the order is read again; choosing it again changes nothing more', async () => {
    const { orderId, payments } = await openPayment([{ payment_type: 'EFECTIVO', amount: 3780 }]);
    const payment = payments[0]!;
    await field('Monto recibido');
    demo.world.setScenario('lost-answer:changePaymentType');
    await press('Cambiar');
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar método de pago' });
    await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Transferencia bancaria' }));
    expect(await screen.findByText(CHECKOUT_MESSAGES.pollingFailed)).toBeInTheDocument();
    demo.world.setScenario(null);
    // The server did change it: the step under the dialog becomes the transfer's.
    expect(paymentOf(payment.id).payment_type).toBe('TRANSFERENCIA BANCARIA');
    expect(await field('Código de transferencia')).toBeInTheDocument();
    keptSale(orderId, payment.id);
    expect(charges(payment.id)).toBe(0);
  });
});

describe('the check of an unknown outcome', () => {
  it('listOrderPayments 500 timeout 401: a failed check of an unknown payment keeps it unknown: Verificar de nuevo, or Reintentar with the same key, never a second charge; the attempt and the sale are kept', async () => {
    const { view, orderId, payments } = await openPayment([
      { payment_type: 'EFECTIVO', amount: 1890 },
      { payment_type: 'EFECTIVO', amount: 1890 },
    ]);
    let current = payments[0]!.id;
    /** Cash confirmed, the server charged it but its answer is lost, and the check fails too. */
    const unverified = async () => {
      demo.world.setScenario('lost-answer:updatePaymentStatus,server-error-html:listOrderPayments');
      await type('Monto recibido', '2000');
      await press('Confirmar pago');
      expect(await screen.findByText(new RegExp(MONEY_MESSAGES.unknownResend))).toBeInTheDocument();
      demo.world.setScenario(null);
      expect(charges(current)).toBe(1);
    };
    const onlyCheckAgain = async () => {
      expect(await screen.findByText(new RegExp(MONEY_MESSAGES.unknownResend))).toBeInTheDocument();
      expect(await screen.findByRole('button', { name: 'Verificar de nuevo' })).toBeEnabled();
      // The charge may exist: only the same request (same key) or another check; nothing new.
      expect(screen.getByRole('button', { name: RETRY })).toBeEnabled();
      expect(screen.queryByRole('button', { name: 'Confirmar pago' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Cambiar' })).toBeNull();
    };
    await unverified();
    await threeFailures({
      demo,
      view,
      op: 'listOrderPayments',
      act: () => press('Verificar de nuevo'),
      on500: onlyCheckAgain,
      retry: async () => {
        // The server has it APROBADO: the step moves on, charged once.
        await press('Verificar de nuevo');
        await screen.findByRole('region', { name: 'Paso 2 de 2' });
        expect(paymentOf(current).status).toBe('APROBADO');
        expect(charges(current)).toBe(1);
        expect(attemptFor(current)).toBeNull();
      },
      again: async () => {
        // After the retry the next payment is on screen; after a failure the check is still owed.
        if (current !== payments[0]!.id || attemptFor(current) !== null) return;
        current = payments[1]!.id;
        await unverified();
      },
      kept: () => {
        keptSale(orderId, current);
        // The attempt is kept until the server says what happened: a reload checks again.
        expect(attemptFor(current)).not.toBeNull();
        expect(charges(current)).toBe(1);
      },
    });
  });
});

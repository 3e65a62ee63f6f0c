import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { clearCheckoutMemory } from '@/session/attempts.ts';
import type { SessionUser } from '@/session/session.ts';
import { AppStory, storySeller } from '../support/AppStory.tsx';
import { checkoutStory } from '../support/checkoutStory.ts';

/**
 * /pago-final where money could be left behind (docs/DECISIONS.md "The payment engine"): a card
 * the server refuses after it was charged (annulled on the SmartPOS, or handed over by name), an
 * answer lost while the server commits the charge (unknown, resent with the same key), logging
 * out during a charge, and "Cancelar compra" once a step is paid. Each on its own demo world.
 */
const card = (scenario: string | null) =>
  checkoutStory({ payments: [{ payment_type: 'TARJETA DE DEBITO', amount: 10000 }], scenario });

const smartPosRefused = card('reset:createTransbankSmartPosPayment');
const smartPosAnnulFails = card('reset:createTransbankSmartPosPayment');
const mercadoPagoRefused = card('reset:updateMercadoPagoMachinePayment');
const lateCommit = card('late-commit:createRedelcomPayment');
const waiting = card('payment-expired');
const paidStep = checkoutStory({
  payments: [
    { payment_type: 'TARJETA DE DEBITO', amount: 6000 },
    { payment_type: 'EFECTIVO', amount: 4000 },
  ],
  approved: [0],
});

const user = storySeller as SessionUser;

const meta = {
  title: 'Screens/PagoFinal/Money',
  component: AppStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/pago-final', session: { user } },
  decorators: [
    (Story) => {
      // Each story starts without a persisted attempt; a SmartPOS has its keys loaded.
      clearCheckoutMemory();
      sessionStorage.clear();
      document.cookie = 'smart_pos_keys=true; path=/';
      return Story();
    },
  ],
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const step = async (name = 'Paso 1 de 1') =>
  within(await screen.findByRole('region', { name }, { timeout: 15000 }));

const charge = async () => {
  const current = await step();
  await userEvent.click(await current.findByRole('button', { name: 'Cobrar con tarjeta' }));
};

/** SmartPOS: the record refused ("reset") after the card was charged; the machine annulled it. */
export const SmartPosRefusedAnnulled: Story = {
  args: { sale: smartPosRefused.sale, terminal: { kind: 'smartPos' } },
  parameters: { msw: { handlers: smartPosRefused.handlers } },
  play: async () => {
    await charge();
    await expect(
      await screen.findByText(/El cobro fue anulado en la máquina\./, {}, { timeout: 15000 }),
    ).toBeVisible();
    await expect((await step()).getByRole('button', { name: 'Cambiar' })).toBeEnabled();
    await expect(screen.getByRole('button', { name: 'Cancelar compra' })).toBeEnabled();
  },
};

/**
 * SmartPOS: the refused charge's annulment failed on the machine: "Anular de nuevo", and the charge
 * named for annulling it by hand ("Anulación entregada").
 */
export const SmartPosAnnulFailed: Story = {
  args: { sale: smartPosAnnulFails.sale, terminal: { kind: 'smartPos', annulment: 'fail' } },
  parameters: { msw: { handlers: smartPosAnnulFails.handlers } },
  play: async () => {
    await charge();
    await screen.findByRole('button', { name: 'Anular de nuevo' }, { timeout: 15000 });
    // The step's card is drawn anew for each state: read the region once it shows this one.
    const current = await step();
    await expect(current.getByRole('button', { name: 'Anular de nuevo' })).toBeVisible();
    await expect(current.getByRole('button', { name: 'Anulación entregada' })).toBeVisible();
    await expect(current.getByText('Anule este cobro en la máquina que lo hizo')).toBeVisible();
  },
};

/** Mercado Pago: the record refused after the charge; this machine cannot annul: handed over by name. */
export const MercadoPagoRefusedHandOver: Story = {
  args: { sale: mercadoPagoRefused.sale, terminal: { kind: 'mercadoPago' } },
  parameters: { msw: { handlers: mercadoPagoRefused.handlers } },
  play: async () => {
    await charge();
    await screen.findByRole('button', { name: 'Anulación entregada' }, { timeout: 15000 });
    const current = await step();
    await expect(current.getByRole('button', { name: 'Anulación entregada' })).toBeVisible();
    await expect(current.getByText('Anule este cobro en la máquina que lo hizo')).toBeVisible();
    await expect(current.queryByRole('button', { name: 'Anular de nuevo' })).toBeNull();
  },
};

/** Redelcom: the start's answer lost, the charge not seen yet: unknown, Reintentar resends it. */
export const UnknownOutcomeResend: Story = {
  args: { sale: lateCommit.sale, terminal: { kind: 'redelcom' } },
  parameters: { msw: { handlers: lateCommit.handlers } },
  play: async () => {
    await charge();
    await screen.findByText(/No se pudo confirmar el pago\./, {}, { timeout: 15000 });
    const current = await step();
    await expect(current.getByText(/No se pudo confirmar el pago\./)).toBeVisible();
    await expect(current.getByRole('button', { name: 'Reintentar' })).toBeVisible();
    await expect(current.queryByRole('button', { name: 'Cobrar con tarjeta' })).toBeNull();
  },
};

/** "Cerrar sesión" while the machine waits for the card: the question, back to the payment first. */
export const LogoutDuringCharge: Story = {
  args: { sale: waiting.sale, terminal: { kind: 'redelcom' } },
  parameters: { msw: { handlers: waiting.handlers } },
  play: async () => {
    await charge();
    await expect(
      await screen.findByText('Esperando confirmación del pago', {}, { timeout: 15000 }),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    // The question's module loads on the first logout that needs it.
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10000 });
    await expect(dialog).toHaveTextContent('Hay un pago en curso en esta venta.');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Volver al pago' })).toBeVisible());
    await expect(within(dialog).getByRole('button', { name: 'Cerrar sesión igual' })).toBeVisible();
  },
};

/** "Cancelar compra" once a card step is paid: the sale stays, and the seller is told why. */
export const CancelAfterPaidStep: Story = {
  args: { sale: paidStep.sale, terminal: { kind: 'redelcom' } },
  parameters: { msw: { handlers: paidStep.handlers } },
  play: async () => {
    await step('Paso 2 de 2');
    await userEvent.click(screen.getByRole('button', { name: 'Cancelar compra' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, cancelar la compra' }),
    );
    await expect(
      await screen.findByText(/Esta venta ya tiene un pago aprobado y no se puede cancelar/),
    ).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/**
 * The read-only cart of a sale with a paid step: its footer tab "Compra" leads back to /pago-final,
 * which says why (the cart cannot change with a payment in progress).
 */
export const BackFromReadOnlyCart: Story = {
  args: { path: '/carro', sale: { ...paidStep.sale, paymentLock: 'paid' }, terminal: { kind: 'redelcom' } },
  parameters: { msw: { handlers: paidStep.handlers } },
  play: async () => {
    await expect(
      await screen.findByRole('button', { name: 'Continuar con el pago' }, { timeout: 15000 }),
    ).toBeVisible();
    const tabs = screen.getByRole('navigation', { name: 'Navegación de la venta' });
    await userEvent.click(within(tabs).getByRole('button', { name: 'Compra' }));
    await step('Paso 2 de 2');
    await expect(
      screen.getByText('El carro no se puede cambiar con un pago en curso: la venta sigue aquí.'),
    ).toBeVisible();
    // The cash step puts the focus in its field once it is shown: the picture shows it there.
    await waitFor(() => expect(screen.getByLabelText('Monto recibido')).toHaveFocus());
  },
};

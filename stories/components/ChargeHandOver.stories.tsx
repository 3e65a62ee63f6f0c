import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ChargeHandOver } from '@/components/pos/ChargeHandOver';
import { MONEY_MESSAGES } from '@/domain/checkoutMessages';
import { RETURN_LABELS } from '@/domain/returnsMessages';

/**
 * Card charges this machine cannot annul, named for the machine that took them: a sale's charge
 * the server refused after the card was taken (its list, ChargeList, is a return's hand-over's too).
 */
const meta = {
  title: 'POS/ChargeHandOver',
  component: ChargeHandOver,
  args: {
    title: MONEY_MESSAGES.handOverTitle,
    charges: [
      {
        paymentId: 1,
        amount: 23550,
        authorizationCode: '100001',
        transactionId: 'SPT-000451',
        provider: 'TRANSBANK-SMARTPOS',
      },
    ],
  },
} satisfies Meta<typeof ChargeHandOver>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One charge with all it is known by: amount, authorisation code, operation, the machine. */
export const OneCharge: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('region', { name: MONEY_MESSAGES.handOverTitle });
    await expect(list).toHaveTextContent('$23.550');
    await expect(list).toHaveTextContent('SPT-000451');
  },
};

/** What nobody recorded is said so (a Mercado Pago approval with no authorisation code). */
export const PartlyKnown: Story = {
  args: {
    charges: [
      { paymentId: 2, amount: 10000, authorizationCode: null, transactionId: null, provider: 'MERCADOPAGO' },
    ],
  },
};

/** Several transactions of a return, each on its own line. */
export const SeveralCharges: Story = {
  args: {
    title: RETURN_LABELS.handOverTitle,
    charges: [
      {
        paymentId: 3,
        amount: 12000,
        authorizationCode: '483920',
        transactionId: 'RDC-7781',
        provider: 'REDELCOM',
      },
      {
        paymentId: 4,
        amount: 11550,
        authorizationCode: '100002',
        transactionId: null,
        provider: 'TRANSBANK',
      },
    ],
  },
};

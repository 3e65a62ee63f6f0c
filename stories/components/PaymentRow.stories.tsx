import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { PAYMENT_PLACEHOLDER, PAYMENT_TYPES, PaymentRow } from '@/components/pos/PaymentRow';
import { quickPaymentTypes } from '@/domain/payments';
import type { PaymentType } from '@/domain/types';

const storeTypes = [
  'EFECTIVO',
  'TARJETA DE DEBITO',
  'TARJETA DE CREDITO',
  'TRANSFERENCIA BANCARIA',
  'WALLET',
  'OTRO',
  'NOTA DE CREDITO',
] as const;

const meta = {
  title: 'POS/PaymentRow',
  component: PaymentRow,
  args: {
    index: 1,
    paymentType: PAYMENT_PLACEHOLDER,
    availableTypes: storeTypes,
    amount: 0,
    max: 40370,
    onTypeChange: fn(),
    onAmountChange: fn(),
    onRemove: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: '40rem' }}>{Story()}</div>],
  render: function Render(args) {
    const [type, setType] = useState<PaymentType>(args.paymentType);
    const [amount, setAmount] = useState(args.amount);
    return (
      <PaymentRow
        {...args}
        paymentType={type}
        amount={amount}
        onTypeChange={(t) => {
          setType(t);
          args.onTypeChange(t);
        }}
        onAmountChange={(a) => {
          setAmount(a);
          args.onAmountChange(a);
        }}
      />
    );
  },
} satisfies Meta<typeof PaymentRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new row: "METODO DE PAGO" and amount 0; the amount waits for a method. */
export const Placeholder: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Monto 1')).toBeDisabled();
    await userEvent.selectOptions(canvas.getByLabelText('Método de pago 1'), 'EFECTIVO');
    await expect(args.onTypeChange).toHaveBeenCalledWith('EFECTIVO');
    await userEvent.type(canvas.getByLabelText('Monto 1'), '10.000');
    await expect(args.onAmountChange).toHaveBeenLastCalledWith(10000);
  },
};

export const Cash: Story = { args: { paymentType: 'EFECTIVO', amount: 40370 } };
export const DebitCard: Story = { args: { paymentType: 'TARJETA DE DEBITO', amount: 40370 } };
export const CreditCard: Story = { args: { paymentType: 'TARJETA DE CREDITO', amount: 40370 } };
export const BankTransfer: Story = { args: { paymentType: 'TRANSFERENCIA BANCARIA', amount: 40370 } };
export const Other: Story = { args: { paymentType: 'OTRO', amount: 40370 } };
export const CreditNote: Story = { args: { paymentType: 'NOTA DE CREDITO', amount: 40370 } };
export const Mach: Story = {
  args: { paymentType: 'MACH', availableTypes: [...storeTypes, 'MACH', 'REDPAY'], amount: 40370 },
};
export const Redpay: Story = {
  args: { paymentType: 'REDPAY', availableTypes: [...storeTypes, 'MACH', 'REDPAY'], amount: 40370 },
};
/** Delivery-platform sale: the platform's own type. */
export const Rappi: Story = {
  args: { paymentType: 'RAPPI', availableTypes: ['RAPPI'], amount: 40370, onRemove: undefined },
};
export const AllTypesOffered: Story = { args: { availableTypes: PAYMENT_TYPES } };

/** Wallet: shows the usable points; capped by the points. */
export const Wallet: Story = {
  args: { index: 2, paymentType: 'WALLET', amount: 12500, max: 12500, walletPoints: 12500 },
};

/** Typing more than the cap (total minus the other rows) lowers it to the cap. */
export const Capped: Story = {
  args: { paymentType: 'EFECTIVO', amount: 0, max: 27870 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Monto 1'), '50000');
    await expect(args.onAmountChange).toHaveBeenLastCalledWith(27870);
    await expect(canvas.getByText('Monto ajustado al máximo de $27.870')).toBeVisible();
  },
};

export const WithError: Story = {
  args: { paymentType: 'EFECTIVO', amount: 20, error: 'Pagos deben ser mayores a 50 CLP' },
};
export const OnlyRow: Story = { args: { paymentType: 'EFECTIVO', amount: 40370, onRemove: undefined } };
export const Disabled: Story = { args: { paymentType: 'EFECTIVO', amount: 40370, disabled: true } };

/** The common methods one tap each beside the full list; the amount waits for a method. */
export const OneTapMethods: Story = {
  args: { quickTypes: quickPaymentTypes(storeTypes) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button', { pressed: false }).map((b) => b.textContent)).toEqual([
      'Efectivo',
      'Débito',
      'Crédito',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: 'Efectivo' }));
    await expect(args.onTypeChange).toHaveBeenCalledWith('EFECTIVO');
    await expect(canvas.getByRole('button', { name: 'Efectivo' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByLabelText('Método de pago 1')).toHaveValue('EFECTIVO');
  },
};

/** A one-tap method chosen: pressed, the full list names it, the amount is the rest of the total. */
export const OneTapChosen: Story = {
  args: { quickTypes: quickPaymentTypes(storeTypes), paymentType: 'TARJETA DE DEBITO', amount: 40370 },
};

/** A method of the full list: no one-tap button pressed. */
export const OneTapOtherChosen: Story = {
  args: { quickTypes: quickPaymentTypes(storeTypes), paymentType: 'TRANSFERENCIA BANCARIA', amount: 40370 },
};

/** The second row allows WALLET only: one button, "Puntos". */
export const OneTapWalletRow: Story = {
  args: {
    index: 2,
    availableTypes: ['WALLET'],
    quickTypes: ['WALLET'],
    paymentType: 'WALLET',
    amount: 5000,
    max: 12345,
    walletPoints: 12345,
  },
};

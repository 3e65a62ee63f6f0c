import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StepCard } from '@/components/pos/StepCard';
import { Button } from '@/components/ui/Button';

const meta = {
  title: 'POS/StepCard',
  component: StepCard,
  args: {
    step: 1,
    total: 2,
    method: 'TARJETA DE DEBITO',
    amount: 27870,
    status: 'pending',
    onChangeMethod: fn(),
  },
  decorators: [(Story) => <div style={{ maxWidth: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof StepCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {
  args: { actions: <Button>Pagar</Button> },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Paso 1 de 2')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cambiar' }));
    await expect(args.onChangeMethod).toHaveBeenCalled();
  },
};

/** Confirmed with no network: still pending, its button, and why nothing happened beside it. */
export const Offline: Story = {
  args: {
    method: 'EFECTIVO',
    offline: 'Sin conexión: no se envió',
    actions: <Button>Confirmar pago</Button>,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('Sin conexión: no se envió');
    await expect(canvas.getByText('PENDIENTE')).toBeVisible();
  },
};

/** Redelcom / cash polling. */
export const Polling: Story = { args: { status: 'paying', progress: { kind: 'polling' } } };

/** Redpay countdown from 05:01. */
export const Countdown: Story = {
  args: { method: 'REDPAY', status: 'paying', progress: { kind: 'countdown', secondsLeft: 301 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('05:01');
  },
};

export const Approved: Story = { args: { step: 2, method: 'WALLET', amount: 12500, status: 'approved' } };
export const Rejected: Story = {
  args: {
    status: 'rejected',
    message: 'El pago fue rechazado.',
    actions: <Button>Reintentar</Button>,
  },
};
export const Expired: Story = {
  args: { method: 'MACH', status: 'expired', message: 'El pago está expirado.' },
};
export const Cancelled: Story = {
  args: { status: 'cancelled', message: 'Pago cancelado', onChangeMethod: undefined },
};
export const ErrorState: Story = {
  name: 'Error',
  args: {
    status: 'error',
    message: 'ERROR REDELCOM: Terminal no disponible',
    actions: <Button>Reintentar</Button>,
  },
};

/** A paid step above the one being paid: one tight row, no actions. */
export const CompactApproved: Story = {
  args: { status: 'approved', compact: true, method: 'EFECTIVO', amount: 12000, onChangeMethod: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('APROBADO')).toBeVisible();
    await expect(canvas.queryByRole('button')).toBeNull();
  },
};

/** A step still to come, below the one being paid. */
export const CompactUpcoming: Story = {
  args: { step: 2, status: 'pending', compact: true, onChangeMethod: undefined },
};

/**
 * The type's code ("WALLET", "TARJETA DE DEBITO") is shown by its label ("Puntos", "Tarjeta de
 * débito"); the pending badge is a word with a clock mark, not "… PENDIENTE".
 */
export const ReadableTypeLabel: Story = {
  args: { method: 'WALLET', amount: 500, actions: <Button>Confirmar pago</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Puntos')).toBeVisible();
    await expect(canvas.queryByText('WALLET')).toBeNull();
    await expect(canvasElement.querySelector('[data-status]')).not.toHaveTextContent('…');
  },
};

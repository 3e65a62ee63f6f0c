import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PaymentQr } from '@/components/pos/PaymentQr';
import { StepCard } from '@/components/pos/StepCard';
import { Button } from '@/components/ui/Button';

const meta = {
  title: 'POS/PaymentQr',
  component: PaymentQr,
  args: { value: 'https://pagos.mach.demo/qr/801', label: 'Código QR de pago MACH' },
} satisfies Meta<typeof PaymentQr>;

export default meta;
type Story = StoryObj<typeof meta>;

/** MACH: the link as a QR (scale 4, level H). */
export const Mach: Story = {
  play: async ({ canvasElement }) => {
    const img = within(canvasElement).getByRole('img', { name: 'Código QR de pago MACH' });
    // Scale 4: 4 px per module, with the 4-module quiet zone on each side.
    await expect(Number(img.getAttribute('width')) % 4).toBe(0);
  },
};

/** Redpay: token_url as a QR and the token number below it. */
export const RedpayWithNumber: Story = {
  args: {
    value: 'https://redpay.demo/pay/9e3779b1-0385-4001-a06e-0000000180fd',
    label: 'Código QR de pago Redpay',
    code: { caption: 'Código de pago', value: '107919' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('107919')).toBeVisible();
  },
};

/** Inside its step card, with the countdown and "Cancelar pago". */
export const InStepCard: Story = {
  render: (args) => (
    <div style={{ maxWidth: '40rem' }}>
      <StepCard
        step={1}
        total={1}
        method="REDPAY"
        amount={3980}
        status="paying"
        progress={{ kind: 'countdown', secondsLeft: 301 }}
        actions={<Button variant="secondary">Cancelar pago</Button>}
      >
        <PaymentQr {...args} />
      </StepCard>
    </div>
  ),
  args: RedpayWithNumber.args,
};

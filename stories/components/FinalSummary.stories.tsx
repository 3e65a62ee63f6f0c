import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FinalSummary } from '@/components/pos/FinalSummary';
import { Button } from '@/components/ui/Button';
import { CHECKOUT_FINAL_TEXTS } from '@/domain/checkoutMessages';

const meta = {
  title: 'POS/FinalSummary',
  component: FinalSummary,
  args: {
    orderNumber: 50015,
    total: 27870,
    payments: [
      { id: 1, type: 'EFECTIVO', amount: 7870 },
      { id: 2, type: 'TARJETA DE DEBITO', amount: 20000 },
    ],
    taxCondition: 'PAYMENT_TAXABLE_IVA',
    status: { kind: 'finished', siiCode: 'SII-100305', billingSuccess: true, billNumber: 100305 },
  },
  decorators: [(Story) => <div style={{ maxWidth: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof FinalSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** POST /api/payments/bill sent; the status is polled every 1.5 s. */
export const Billing: Story = {
  args: { status: { kind: 'billing' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Generando boleta…' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent('Espere un momento, no cierre esta pantalla.');
  },
};

/** Billing failed: the spec's text and Reintentar (POST /api/billing). */
export const BillingError: Story = {
  args: {
    status: { kind: 'failed', message: 'Error generando boleta. Por favor intente nuevamente.' },
    actions: <Button>Reintentar</Button>,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(
      'Error generando boleta. Por favor intente nuevamente.',
    );
  },
};

/** The billing system answered 400: the stock variant (our text). */
export const StockError: Story = {
  args: {
    status: { kind: 'failed', message: CHECKOUT_FINAL_TEXTS.billingStockFailed },
    actions: <Button>Reintentar</Button>,
  },
};

/** The status read failed. */
export const LoadError: Story = {
  args: {
    status: { kind: 'failed', message: 'Error cargando la boleta' },
    actions: <Button>Reintentar</Button>,
  },
};

/** "Compra Finalizada": the boleta and its number, with print, email and a new sale. */
export const Finished: Story = {
  args: {
    actions: (
      <>
        <Button>Imprimir</Button>
        <Button variant="secondary">Enviar por email</Button>
        <Button variant="ghost">Iniciar nueva venta</Button>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Compra Finalizada' })).toBeVisible();
    await expect(canvas.getByText('Boleta N° 100305')).toBeVisible();
    await expect(canvas.getByText('Orden N° 50015')).toBeVisible();
    await expect(canvas.getByText('Código SII: SII-100305')).toBeVisible();
    await expect(canvas.getByText('Venta afecta a IVA')).toBeVisible();
  },
};

/** Billed without a document (billingSuccess false): a voucher prints; an exempt sale. */
export const FinishedVoucher: Story = {
  args: {
    status: { kind: 'finished', siiCode: null, billingSuccess: false },
    taxCondition: 'PAYMENT_EXEMPT_IVA',
    payments: [{ id: 1, type: 'TRANSFERENCIA BANCARIA', amount: 27870 }],
    actions: <Button variant="secondary">Enviar por email</Button>,
  },
};

/** A factura's billing names its document: "Generando factura…"; types read as labels. */
export const FacturaBilling: Story = {
  args: { document: 'factura', status: { kind: 'billing' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Generando factura…' })).toBeVisible();
    await expect(canvas.getByText('Tarjeta de débito')).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AppStory } from '../support/AppStory.tsx';
import { checkoutStory } from '../support/checkoutStory.ts';

const split = checkoutStory({
  payments: [
    { payment_type: 'EFECTIVO', amount: 6000 },
    { payment_type: 'TARJETA DE DEBITO', amount: 4000 },
  ],
});
const secondStep = checkoutStory({
  payments: [
    { payment_type: 'EFECTIVO', amount: 6000 },
    { payment_type: 'TARJETA DE DEBITO', amount: 4000 },
  ],
  approved: [0],
});
const wallet = checkoutStory({
  payments: [
    { payment_type: 'EFECTIVO', amount: 6000 },
    { payment_type: 'WALLET', amount: 500 },
  ],
});
const free = checkoutStory({ payments: [{ payment_type: 'FREE', amount: 0 }] });
const rappi = checkoutStory({ payments: [{ payment_type: 'RAPPI', amount: 9000 }], customerId: null });
const loadError = checkoutStory({
  payments: [{ payment_type: 'EFECTIVO', amount: 6000 }],
  scenario: 'server-error:getOrder',
});

const meta = {
  title: 'Screens/PagoFinal',
  component: AppStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/pago-final' },
} satisfies Meta<typeof AppStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A split sale: "Paso 1 de 2" is being paid (the second step shows once the first is paid). */
export const SplitFirstStep: Story = {
  args: { sale: split.sale },
  parameters: { msw: { handlers: split.handlers } },
  play: async () => {
    const current = await screen.findByRole('region', { name: 'Paso 1 de 2' }, { timeout: 5000 });
    await expect(within(current).getByText('Efectivo')).toBeVisible();
    await expect(screen.queryByRole('region', { name: 'Paso 2 de 2' })).toBeNull();
    await expect(screen.getByRole('button', { name: 'Cancelar compra' })).toBeVisible();
  },
};

/** The first payment approved: it stays above, approved; the card is being paid. */
export const SecondStep: Story = {
  args: { sale: secondStep.sale },
  parameters: { msw: { handlers: secondStep.handlers } },
  play: async () => {
    const paid = await screen.findByRole('region', { name: 'Paso 1 de 2' }, { timeout: 5000 });
    await expect(within(paid).getByText('APROBADO')).toBeVisible();
    await expect(
      within(await screen.findByRole('region', { name: 'Paso 2 de 2' })).getByText('Tarjeta de débito'),
    ).toBeVisible();
  },
};

/** "Cambiar": the methods the step may change to. */
export const ChangeMethod: Story = {
  args: { sale: split.sale },
  parameters: { msw: { handlers: split.handlers } },
  play: async () => {
    const current = await screen.findByRole('region', { name: 'Paso 1 de 2' }, { timeout: 5000 });
    await userEvent.click(await within(current).findByRole('button', { name: 'Cambiar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar método de pago' });
    // The dialog fades in: its buttons are visible once the animation ends.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Transferencia bancaria' })).toBeVisible(),
    );
  },
};

/**
 * "Cancelar compra" asks before rejecting the order; its answers say what they do ("Sí, cancelar
 * la compra" / "No, seguir con el pago"), so neither can be read as the other.
 */
export const CancelQuestion: Story = {
  args: { sale: split.sale },
  parameters: { msw: { handlers: split.handlers } },
  play: async () => {
    await userEvent.click(await screen.findByRole('button', { name: 'Cancelar compra' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    await expect(dialog).toHaveTextContent('¿Desea cancelar la compra? La orden será rechazada.');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Sí, cancelar la compra' })).toBeVisible(),
    );
    await expect(within(dialog).getByRole('button', { name: 'No, seguir con el pago' })).toBeVisible();
  },
};

/** "Cancelar compra" failed: the question closes and the reason stays beside the button. */
export const CancelFailed: Story = {
  args: { sale: split.sale },
  parameters: {
    msw: {
      handlers: [
        http.put('*/api/orders/reject', () =>
          HttpResponse.json({ errorMessage: 'No se pudo rechazar la orden' }, { status: 500 }),
        ),
        ...split.handlers,
      ],
    },
  },
  play: async () => {
    const cancel = await screen.findByRole('button', { name: 'Cancelar compra' }, { timeout: 5000 });
    // The cash step focuses its field once it has loaded; that comes first (a lone run loads
    // slower than a run after other stories), so the tap is the last move of the focus.
    await waitFor(() => expect(screen.getByLabelText('Monto recibido')).toHaveFocus(), { timeout: 5000 });
    // As a real tap does, the button takes the focus (the dialog gives it back on closing).
    cancel.focus();
    await userEvent.click(cancel);
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Sí, cancelar la compra' }),
    );
    await expect(await screen.findByRole('alert', {}, { timeout: 15000 })).toHaveTextContent(
      'No se pudo rechazar la orden',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(cancel).toHaveFocus());
  },
};

/** A platform sale: its payment is the platform's, no "Cambiar". */
export const PlatformSale: Story = {
  args: { sale: rappi.sale },
  parameters: { msw: { handlers: rappi.handlers } },
  play: async () => {
    const current = await screen.findByRole('region', { name: 'Paso 1 de 1' }, { timeout: 5000 });
    await expect(within(current).queryByRole('button', { name: 'Cambiar' })).toBeNull();
  },
};

/** The order could not be read: Recargar and Volver al inicio. */
export const LoadError: Story = {
  args: { sale: loadError.sale },
  parameters: { msw: { handlers: loadError.handlers } },
  play: async () => {
    await expect(
      await screen.findByText('Ha ocurrido un error cargando la información', {}, { timeout: 8000 }),
    ).toBeVisible();
  },
};

/** A wallet step offers Cambiar (its code may never come), to the store methods, never to WALLET. */
export const WalletChangeMethod: Story = {
  args: { sale: wallet.sale },
  parameters: { msw: { handlers: wallet.handlers } },
  play: async () => {
    const current = await screen.findByRole('region', { name: 'Paso 1 de 2' }, { timeout: 5000 });
    await expect(within(current).getByText('Puntos')).toBeVisible();
    await userEvent.click(await within(current).findByRole('button', { name: 'Cambiar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cambiar método de pago' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Efectivo' })).toBeVisible());
    await expect(within(dialog).queryByRole('button', { name: 'Puntos' })).toBeNull();
  },
};

/** A sale of $0 whose approval was refused: the server's text and Reintentar, before any bill. */
export const ZeroSaleApprovalFailed: Story = {
  args: { sale: free.sale },
  parameters: {
    msw: {
      handlers: [
        http.patch('*/api/payments/update/:id', () =>
          HttpResponse.json({ errorMessage: 'Caja cerrada' }, { status: 400 }),
        ),
        ...free.handlers,
      ],
    },
  },
  play: async () => {
    await expect(
      await screen.findByRole(
        'heading',
        { level: 2, name: 'Registrando la venta sin cobro…' },
        { timeout: 5000 },
      ),
    ).toBeVisible();
    await expect(await screen.findByRole('alert')).toHaveTextContent('Caja cerrada');
    await expect(screen.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';
import { CouponDialog } from '@/components/pos/CouponDialog';

const meta = {
  title: 'POS/CouponDialog',
  component: CouponDialog,
  args: { open: true, onOpenChange: fn(), onSubmit: fn(), status: 'idle' },
  parameters: { docs: { story: { inline: false, iframeHeight: 420 } } },
} satisfies Meta<typeof CouponDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submitting an empty code shows "Por favor ingrese un código" and does not call onSubmit. */
export const Empty: Story = {
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Aplicar' }));
    const message = await screen.findByText('Por favor ingrese un código');
    await waitFor(() => expect(message).toBeVisible());
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Enter submits the trimmed code. */
export const EnterSubmits: Story = {
  play: async ({ args }) => {
    const input = await screen.findByLabelText('Código de cupón');
    await userEvent.type(input, ' VERANO10 {Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('VERANO10');
  },
};

export const Loading: Story = { args: { status: 'loading', initialCode: 'VERANO10' } };

export const ServerError: Story = {
  args: { status: 'error', initialCode: 'VERANO10', errorMessage: 'El cupón ingresado no existe' },
};
export const GenericError: Story = {
  args: { status: 'error', initialCode: 'VERANO10', errorMessage: 'Ha ocurrido un error' },
};
export const MinimumAmount: Story = {
  args: {
    status: 'error',
    initialCode: 'VERANO10',
    errorMessage: 'Cupón válido para compras igual o superiores a $20.000',
  },
};

/** "¡Cupón aplicado!", then the popup closes after 1.5 s. */
export const Success: Story = {
  args: { status: 'success' },
  play: async ({ args }) => {
    const message = await screen.findByText('¡Cupón aplicado!');
    await waitFor(() => expect(message).toBeVisible());
    await waitFor(() => expect(args.onOpenChange).toHaveBeenCalledWith(false), { timeout: 2500 });
  },
};

export const EscapeCloses: Story = {
  play: async ({ args }) => {
    await screen.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AuthCodeForm } from '@/components/pos/AuthCodeForm';

const meta = {
  title: 'POS/AuthCodeForm',
  component: AuthCodeForm,
  args: { onSubmit: fn(), onCancel: fn() },
  decorators: [(Story) => <div style={{ maxWidth: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof AuthCodeForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An empty code is not sent: "Debe ingresar un codigo". */
export const EmptyCode: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar código' }));
    await expect(canvas.getByText('Debe ingresar un codigo')).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(canvas.getByLabelText('Código de autorización'), ' 123456 ');
    await userEvent.click(canvas.getByRole('button', { name: 'Confirmar código' }));
    await expect(args.onSubmit).toHaveBeenCalledWith('123456');
  },
};

/** The code is being sent. */
export const Sending: Story = { args: { pending: true } };

/** The server refused the code. */
export const ServerError: Story = { args: { error: 'El pago ya fue aprobado' } };

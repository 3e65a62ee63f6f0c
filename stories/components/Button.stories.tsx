import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '@/components/ui/Button';
import { Icon } from '@/components/ui/Icon';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'REALIZAR COMPRA', onClick: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['primary', 'secondary', 'danger', 'ghost'] } },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'REALIZAR COMPRA' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
export const Secondary: Story = { args: { variant: 'secondary', children: 'Guardar Pedido' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Cancelar' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Limpiar' } };
export const Large: Story = { args: { size: 'lg', fullWidth: true } };
export const Small: Story = { args: { size: 'sm', variant: 'secondary', children: 'Borrar' } };

/** The spinner replaces the label at the same size; the button is disabled and aria-busy. */
export const Loading: Story = {
  args: { loading: true, children: 'Ingresar Factura' },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Ingresar Factura' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const WithIcon: Story = {
  args: { variant: 'secondary', icon: <Icon name="cart" />, children: 'Ver Carrito' },
};

export const AllVariants: Story = {
  render: (args) => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-3)' }}>
      <Button {...args} variant="primary">
        Primario
      </Button>
      <Button {...args} variant="secondary">
        Secundario
      </Button>
      <Button {...args} variant="danger">
        Peligro
      </Button>
      <Button {...args} variant="ghost">
        Fantasma
      </Button>
      <Button {...args} loading>
        Cargando
      </Button>
      <Button {...args} disabled>
        Deshabilitado
      </Button>
    </div>
  ),
};

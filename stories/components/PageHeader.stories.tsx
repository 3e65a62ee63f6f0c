import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { HeaderBackButton, PageHeader } from '@/components/ui/PageHeader';

const meta = {
  title: 'UI/PageHeader',
  component: PageHeader,
  args: { title: 'Compra', sellerName: 'Camila Rojas', onLogout: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSellerAndLogout: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Cerrar sesión' }));
    await expect(args.onLogout).toHaveBeenCalled();
  },
};

export const WithBackLink: Story = {
  args: {
    title: 'POS Ingreso',
    back: <HeaderBackButton onClick={fn()} />,
    sellerName: undefined,
    onLogout: undefined,
  },
};

export const TitleOnly: Story = { args: { title: 'POS Pago', sellerName: undefined, onLogout: undefined } };

export const LongSellerName: Story = {
  args: {
    sellerName: 'María Fernanda de los Ángeles Sepúlveda Contreras',
    back: <HeaderBackButton onClick={fn()} />,
  },
};

/** A long title shown whole (wrapTitle): it wraps instead of being cut ("POS Ingreso Guía de …"). */
export const WrappedLongTitle: Story = {
  args: {
    title: 'POS Ingreso Guía de Despacho',
    back: <HeaderBackButton onClick={fn()} />,
    sellerName: 'Vendedor Demo',
    wrapTitle: true,
  },
  play: async ({ canvasElement }) => {
    const title = within(canvasElement).getByRole('heading', { level: 1 });
    await expect(title).toHaveTextContent('POS Ingreso Guía de Despacho');
    await expect(title.scrollWidth).toBeLessThanOrEqual(title.clientWidth);
  },
};

/** Scroll the page: after 50 px the header gets a shadow (data-fixed="true"); it stays on top. */
export const OnScroll: Story = {
  render: (args) => (
    <div>
      <PageHeader {...args} />
      <div
        style={{ padding: 'var(--space-4)', display: 'flex', flexDirection: 'column', gap: 'var(--space-4)' }}
      >
        {Array.from({ length: 30 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: filler content
          <p key={i}>Contenido {i + 1}</p>
        ))}
      </div>
    </div>
  ),
};

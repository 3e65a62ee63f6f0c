import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '@/components/ui/Button';
import { Toast, type ToastTone, useToast } from '@/components/ui/Toast';

function ToastDemo({ messages }: { messages: Array<{ message: string; tone: ToastTone }> }) {
  const toast = useToast();
  return (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 'var(--space-3)' }}>
      {messages.map((m) => (
        <Button key={m.message} variant="secondary" onClick={() => toast.show(m)}>
          {m.message}
        </Button>
      ))}
    </div>
  );
}

const meta = {
  title: 'UI/Toast',
  component: Toast,
  args: { open: true, onOpenChange: () => {}, message: 'Entrega exitosa!', tone: 'success' },
  parameters: { docs: { story: { inline: false, iframeHeight: 360 } } },
  // The toasts' part is loaded with the first toast: the story is ready once its toast shows.
  play: async ({ args }) => {
    const message = await screen.findByText(args.message, { selector: 'li *' });
    await waitFor(() => expect(message).toBeVisible());
  },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rendered through the story's ToastProvider (preview decorator). Auto-hides after 2.5 s. */
export const Success: Story = { args: { duration: 600000 } };
export const ErrorToast: Story = {
  name: 'Error',
  args: { tone: 'error', message: 'Ha ocurrido un error al ingresar el EAN', duration: 600000 },
};
export const Warning: Story = {
  args: { tone: 'warning', message: 'Ingrese una cantidad', duration: 600000 },
};
export const Info: Story = { args: { tone: 'info', message: 'Se ha borrado el cupón', duration: 600000 } };

/** useToast(): a second toast replaces the first; there is never more than one. */
export const OneAtATime: Story = {
  render: () => (
    <ToastDemo
      messages={[
        { message: 'EAN no pertenece a esta lista', tone: 'warning' },
        { message: 'Se cerró la factura 12345 exitosamente', tone: 'success' },
      ]}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'EAN no pertenece a esta lista' }));
    const first = await screen.findByText('EAN no pertenece a esta lista', { selector: 'li *' });
    await waitFor(() => expect(first).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Se cerró la factura 12345 exitosamente' }));
    const second = await screen.findByText('Se cerró la factura 12345 exitosamente', { selector: 'li *' });
    await waitFor(() =>
      expect(
        screen.queryByText('EAN no pertenece a esta lista', { selector: 'li *' }),
      ).not.toBeInTheDocument(),
    );
    // Only this story's toast list (the test runner may keep other stories' roots on the page).
    await expect(second.closest('ol')?.querySelectorAll(':scope > li')).toHaveLength(1);
  },
};

/**
 * Placement: at the top under the header, above no action; taps pass through it. The button at
 * the top of the page, under the toast, still gets the tap while the toast shows.
 */
export const TapsPassThrough: Story = {
  render: function Render() {
    const toast = useToast();
    const [taps, setTaps] = useState(0);
    return (
      <div style={{ display: 'grid', gap: 'var(--space-3)', paddingTop: 'var(--header-height)' }}>
        <Button
          fullWidth
          onClick={() => {
            setTaps((n) => n + 1);
            toast.show({ message: '2 Cerveza Cristal Lata 470 cc en carro!', tone: 'success' });
          }}
        >
          Botón bajo la notificación ({taps})
        </Button>
      </div>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Botón bajo la notificación/ }));
    const message = await screen.findByText('2 Cerveza Cristal Lata 470 cc en carro!', { selector: 'li *' });
    const item = message.closest('li') as HTMLElement;
    await waitFor(() => expect(item).toBeVisible());
    await expect(getComputedStyle(item).pointerEvents).toBe('none');
    // The toast sits at the top, under the header, not at the bottom where action bars are.
    await expect(item.getBoundingClientRect().top).toBeLessThan(window.innerHeight / 2);
    const button = canvas.getByRole('button', { name: /Botón bajo la notificación/ });
    const rect = item.getBoundingClientRect();
    const under = document.elementFromPoint(rect.left + rect.width / 2, rect.top + rect.height / 2);
    await expect(under === button || button.contains(under)).toBe(true);
    await userEvent.click(button);
    await expect(button).toHaveTextContent('(2)');
  },
};

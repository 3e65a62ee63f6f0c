import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CodeSendButton } from '@/components/pos/CodeSendButton';

const meta = {
  title: 'POS/CodeSendButton',
  component: CodeSendButton,
  args: { label: 'Enviar código por SMS', secondsLeft: 0, onSend: fn() },
} satisfies Meta<typeof CodeSendButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ready to send. */
export const Ready: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Enviar código por SMS' }));
    await expect(args.onSend).toHaveBeenCalledTimes(1);
  },
};

/** Sending: spinner. */
export const Sending: Story = {
  args: { loading: true },
};

/** Sent: the 30 s resend cooldown, shown as mm:ss. */
export const Cooldown: Story = {
  args: { label: 'Reenviar SMS', secondsLeft: 27 },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Reenviar SMS. Reenviar en 00:27' });
    await expect(button).toBeDisabled();
  },
};

/** The supervisor's code by e-mail, cooldown over. */
export const SupervisorResend: Story = {
  args: { label: 'Reenviar al supervisor', secondsLeft: 0 },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ActionNote } from '@/components/ui/ActionNote';
import { NETWORK_MESSAGES } from '@/domain/messages';

const meta = {
  title: 'UI/ActionNote',
  component: ActionNote,
  args: { message: 'Stock insuficiente' },
  decorators: [(Story) => <div style={{ maxWidth: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof ActionNote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A refusal beside the button tapped: read out at once. */
export const Refused: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Stock insuficiente');
  },
};

/** A call not sent (no network): a calm status, gone when the network is back. */
export const Offline: Story = {
  args: { message: NETWORK_MESSAGES.notSent, offline: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(NETWORK_MESSAGES.notSent);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AppShell } from '@/components/ui/AppShell';
import { Button } from '@/components/ui/Button';
import { FooterTabs } from '@/components/ui/FooterTabs';
import { NoticeBar } from '@/components/ui/NoticeBar';
import { HeaderBackButton, PageHeader } from '@/components/ui/PageHeader';
import { NETWORK_MESSAGES } from '@/domain/messages';

const meta = {
  title: 'UI/NoticeBar',
  component: NoticeBar,
  parameters: { layout: 'fullscreen' },
  args: { offline: NETWORK_MESSAGES.offline, update: null },
} satisfies Meta<typeof NoticeBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The machine has no network: on every screen, above it. */
export const Offline: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(NETWORK_MESSAGES.offline);
  },
};

/** A new version waits for the end of the sale (it takes over at /inicio). */
export const UpdateWaiting: Story = { args: { offline: null, update: NETWORK_MESSAGES.updateWaiting } };

/** Both at once: offline, and a version installed before the network dropped. */
export const Both: Story = { args: { update: NETWORK_MESSAGES.updateWaiting } };

/** Nothing to say: nothing on screen. */
export const Nothing: Story = {
  args: { offline: null, update: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('status')).toBeNull();
  },
};

/**
 * Above a screen: the bar pushes the screen down and covers nothing; the screen's sticky header
 * stops under it, and the action bar and footer keep their place at the bottom.
 */
export const AboveAScreen: Story = {
  render: (args) => (
    <>
      <NoticeBar {...args} />
      <AppShell
        header={
          <PageHeader
            title="Carro"
            back={<HeaderBackButton onClick={fn()} />}
            sellerName="Camila Rojas"
            onLogout={fn()}
          />
        }
        footer={<FooterTabs current="compra" showProfile onSelect={fn()} onBack={fn()} onHome={fn()} />}
        actionBar={
          <Button size="lg" fullWidth>
            REALIZAR COMPRA
          </Button>
        }
      >
        <p>El carro y sus líneas, como estaban.</p>
      </AppShell>
    </>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('status');
    const header = canvas.getByRole('banner');
    // The header starts where the bar ends: nothing of it is under the bar.
    await expect(header.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      bar.getBoundingClientRect().bottom - 1,
    );
    await expect(getComputedStyle(header).top).toBe(`${bar.parentElement?.offsetHeight}px`);
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FooterTabs } from '@/components/ui/FooterTabs';

const meta = {
  title: 'UI/FooterTabs',
  component: FooterTabs,
  args: { current: 'compra', showProfile: true, onSelect: fn(), onBack: fn(), onHome: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof FooterTabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Member: Story = {
  play: async ({ canvasElement, args }) => {
    const nav = within(canvasElement).getByRole('navigation');
    await expect(within(nav).getByRole('button', { name: 'Compra' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('button', { name: 'Perfil' }));
    await expect(args.onSelect).toHaveBeenCalledWith('perfil');
    await userEvent.click(within(nav).getByRole('button', { name: 'Volver' }));
    await expect(args.onBack).toHaveBeenCalled();
  },
};

/** Perfil is only for members. */
export const NonMember: Story = {
  args: { showProfile: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: 'Perfil' })).not.toBeInTheDocument();
  },
};

export const OnIngreso: Story = { args: { current: 'ingreso' } };

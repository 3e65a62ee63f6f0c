import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CartSummary } from '@/components/pos/CartSummary';

const none = { bulk: 0, club: 0, clubGeneral: 0, sellout: 0, recommended: 0, offers: 0, coupon: 0, total: 0 };

const meta = {
  title: 'POS/CartSummary',
  component: CartSummary,
  args: {
    subtotal: 45870,
    discounts: { ...none, club: 3500, coupon: 2000, total: 5500 },
    total: 40370,
    availablePoints: 12500,
  },
  decorators: [(Story) => <div style={{ maxWidth: '32rem' }}>{Story()}</div>],
} satisfies Meta<typeof CartSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The total, the discounts' sum on a toggle and the points; the breakdown closed. */
export const MemberWithDiscounts: Story = {};
/** The toggle opened: subtotal and one row per discount, then their total. */
export const DiscountsOpen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Descuentos -$5.500' });
    await expect(canvas.getByText('Subtotal')).not.toBeVisible();
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByText('Subtotal')).toBeVisible();
    await expect(canvas.getByText('Descuento cupón')).toBeVisible();
  },
};
/** No discount: no toggle, the total alone (equal to the subtotal). */
export const NoDiscounts: Story = { args: { discounts: none, total: 45870 } };
export const NonMember: Story = { args: { discounts: none, total: 45870, availablePoints: null } };
export const LargeTotal: Story = { args: { subtotal: 1250000, discounts: none, total: 1250000 } };
/** Recalculating: skeletons where the amounts go. */
export const Loading: Story = { args: { loading: true } };

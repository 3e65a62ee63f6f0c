import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { DiscountBreakdown } from '@/components/pos/DiscountBreakdown';

const none = { bulk: 0, club: 0, clubGeneral: 0, sellout: 0, recommended: 0, offers: 0, coupon: 0, total: 0 };

const meta = {
  title: 'POS/DiscountBreakdown',
  component: DiscountBreakdown,
  args: {
    discounts: {
      bulk: 12000,
      club: 3500,
      clubGeneral: 1200,
      sellout: 2000,
      recommended: 900,
      offers: 1500,
      coupon: 5000,
      total: 26100,
    },
  },
  decorators: [(Story) => <div style={{ maxWidth: '28rem' }}>{Story()}</div>],
} satisfies Meta<typeof DiscountBreakdown>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllKinds: Story = {};

/** Zero rows are hidden. */
export const ClubAndCoupon: Story = {
  args: { discounts: { ...none, club: 3500, coupon: 2000, total: 5500 } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Descuento club')).toBeVisible();
    await expect(canvas.queryByText('Descuento mayorista')).not.toBeInTheDocument();
    await expect(canvas.getByText('-$5.500')).toBeVisible();
  },
};

export const OnlyBulk: Story = { args: { discounts: { ...none, bulk: 12000, total: 12000 } } };
export const None: Story = { args: { discounts: none } };

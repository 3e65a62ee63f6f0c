/**
 * Local visual regression, offline: key component stories rendered in Debian's Chromium and
 * compared with the reference PNGs committed in stories/__screenshots__/. Chromatic does the
 * same online for teams with a project token (`npm run chromatic`).
 *
 * A deliberate visual change: `npx vitest run --project browser stories/visual --update`,
 * look at the new PNGs, commit them.
 */
import { composeStories, setProjectAnnotations } from '@storybook/react-vite';
import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, test } from 'vitest';
import { page } from 'vitest/browser';
import '@/styles/tokens.css';
import '@/styles/global.css';
import { ToastProvider } from '@/components/ui/Toast.tsx';
import * as CartLineStories from './components/CartLine.stories.tsx';
import * as CartSummaryStories from './components/CartSummary.stories.tsx';
import * as PaymentRowStories from './components/PaymentRow.stories.tsx';
import * as ProductCardStories from './components/ProductCard.stories.tsx';
import * as StepCardStories from './components/StepCard.stories.tsx';
import * as StockTableStories from './components/StockTable.stories.tsx';

setProjectAnnotations({
  decorators: [
    (Story) => (
      <ToastProvider>
        <Story />
      </ToastProvider>
    ),
  ],
});

const CartLine = composeStories(CartLineStories);
const CartSummary = composeStories(CartSummaryStories);
const PaymentRow = composeStories(PaymentRowStories);
const ProductCard = composeStories(ProductCardStories);
const StepCard = composeStories(StepCardStories);
const StockTable = composeStories(StockTableStories);

const cases = {
  'cart-line-several-discounts': CartLine.SeveralDiscounts,
  'cart-line-pack': CartLine.Pack,
  'cart-summary-member': CartSummary.MemberWithDiscounts,
  'payment-row-wallet': PaymentRow.Wallet,
  'payment-row-capped': PaymentRow.Capped,
  'product-card-all-badges': ProductCard.AllBadges,
  'product-card-out-of-stock': ProductCard.OutOfStock,
  'product-card-wholesale-from-six': ProductCard.WholesaleFromSix,
  'product-card-long-name': ProductCard.LongName,
  'product-card-stepper-at-limit': ProductCard.StepperAtLimit,
  'cart-line-at-stock-limit': CartLine.AtStockLimit,
  'cart-line-long-name': CartLine.LongName,
  'step-card-countdown': StepCard.Countdown,
  'step-card-rejected': StepCard.Rejected,
  'stock-table-rows': StockTable.WithRows,
};

describe('visual regression of key components (terminal width)', () => {
  afterEach(() => cleanup());

  for (const [name, Story] of Object.entries(cases)) {
    test(name, async () => {
      await page.viewport(720, 1280);
      const { container } = render(
        <div
          data-testid="visual-root"
          style={{ width: 680, padding: 16, background: 'var(--color-bg, #fff)' }}
        >
          <Story />
        </div>,
      );
      await document.fonts.ready;
      expect(container).toBeTruthy();
      await expect(page.getByTestId('visual-root')).toMatchScreenshot(name);
    });
  }
});

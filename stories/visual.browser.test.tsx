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
import * as AnnulmentDialogStories from './components/AnnulmentDialog.stories.tsx';
import * as AuthCodeFormStories from './components/AuthCodeForm.stories.tsx';
import * as CardStepStatesStories from './components/CardStepStates.stories.tsx';
import * as CartLineStories from './components/CartLine.stories.tsx';
import * as CartSummaryStories from './components/CartSummary.stories.tsx';
import * as CashMovementChoiceStories from './components/CashMovementChoice.stories.tsx';
import * as CashTenderStories from './components/CashTender.stories.tsx';
import * as CodeEntryStories from './components/CodeEntry.stories.tsx';
import * as CodeSendButtonStories from './components/CodeSendButton.stories.tsx';
import * as DeliveryOrderTableStories from './components/DeliveryOrderTable.stories.tsx';
import * as ExpressOrderListStories from './components/ExpressOrderList.stories.tsx';
import * as FinalSummaryStories from './components/FinalSummary.stories.tsx';
import * as InvoiceFormStories from './components/InvoiceForm.stories.tsx';
import * as PaymentQrStories from './components/PaymentQr.stories.tsx';
import * as PaymentRowStories from './components/PaymentRow.stories.tsx';
import * as ProductCardStories from './components/ProductCard.stories.tsx';
import * as ReturnLinesTableStories from './components/ReturnLinesTable.stories.tsx';
import * as StepCardStories from './components/StepCard.stories.tsx';
import * as StockTableStories from './components/StockTable.stories.tsx';
import * as TerminalTotalsStories from './components/TerminalTotals.stories.tsx';
import * as VerificationTableStories from './components/VerificationTable.stories.tsx';

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
const AuthCode = composeStories(AuthCodeFormStories);
const CardStep = composeStories(CardStepStatesStories);
const Cash = composeStories(CashTenderStories);
const Code = composeStories(CodeEntryStories);
const CodeSend = composeStories(CodeSendButtonStories);
const Final = composeStories(FinalSummaryStories);
const Invoice = composeStories(InvoiceFormStories);
const Qr = composeStories(PaymentQrStories);
const Express = composeStories(ExpressOrderListStories);
const Verification = composeStories(VerificationTableStories);
const ReturnLines = composeStories(ReturnLinesTableStories);
const CashMovement = composeStories(CashMovementChoiceStories);
const Annulment = composeStories(AnnulmentDialogStories);
const Totals = composeStories(TerminalTotalsStories);
const DeliveryOrder = composeStories(DeliveryOrderTableStories);

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
  // The checkout (issue 11): every still state of its step cards and forms (no spinner, no
  // running countdown: those would never give two equal frames).
  'step-card-pending': StepCard.Pending,
  'step-card-approved': StepCard.Approved,
  'step-card-expired': StepCard.Expired,
  'step-card-cancelled': StepCard.Cancelled,
  'step-card-error': StepCard.ErrorState,
  'step-card-compact-approved': StepCard.CompactApproved,
  'step-card-compact-upcoming': StepCard.CompactUpcoming,
  'card-step-auth-code-entry': CardStep.AuthCodeEntry,
  'card-step-approved': CardStep.Approved,
  'card-step-redelcom-rejected': CardStep.RedelcomRejected,
  'card-step-transbank-rejected': CardStep.TransbankRejected,
  'card-step-reset-error': CardStep.ResetErrorWithoutRetry,
  'card-step-cancelled-on-machine': CardStep.CancelledOnMachine,
  'card-step-keys-missing': CardStep.SmartPosKeysMissing,
  'card-step-mercado-pago-config': CardStep.MercadoPagoConfig,
  'card-step-unknown-outcome': CardStep.UnknownOutcome,
  'auth-code-form-empty': AuthCode.EmptyCode,
  'auth-code-form-server-error': AuthCode.ServerError,
  'cash-tender-with-change': Cash.WithChange,
  'cash-tender-short': Cash.Short,
  'code-entry-typed-twice': Code.TypedTwice,
  'code-entry-platform-required': Code.PlatformRequired,
  'code-entry-cornershop': Code.CornershopRequired,
  'code-entry-barcode-camera': Code.BarcodeWithCamera,
  'code-send-ready': CodeSend.Ready,
  'code-send-supervisor-resend': CodeSend.SupervisorResend,
  'payment-qr-mach': Qr.Mach,
  'payment-qr-redpay': Qr.RedpayWithNumber,
  'final-summary-finished': Final.Finished,
  'final-summary-voucher': Final.FinishedVoucher,
  'final-summary-billing-error': Final.BillingError,
  'final-summary-stock-error': Final.StockError,
  'invoice-form-filled': Invoice.Filled,
  'invoice-form-required': Invoice.RequiredFields,
  'invoice-form-invalid-rut': Invoice.InvalidRut,
  'invoice-form-rut-not-found': Invoice.RutNotFound,
  // Express orders (issue 12).
  'express-order-list': Express.Orders,
  'express-order-list-empty': Express.Empty,
  'express-order-list-long-name': Express.LongName,
  'verification-table-states': Verification.States,
  // Returns (issue 12).
  'return-lines-table': ReturnLines.WithRows,
  'return-lines-table-disabled': ReturnLines.Disabled,
  'cash-movement-choice-cash-back': CashMovement.CashBack,
  'cash-movement-choice-required': CashMovement.Required,
  // SmartPOS options (issue 13).
  'terminal-totals': Totals.Figures,
  'terminal-totals-empty': Totals.Empty,
  // Delivery-platform orders (issue 13).
  'delivery-order-table-short-stock': DeliveryOrder.ShortStock,
};

/** At the store machine's width too: the checkout's cards and forms, where the layout changes. */
const desktopCases = {
  'desktop-card-step-redelcom-rejected': CardStep.RedelcomRejected,
  'desktop-cash-tender-with-change': Cash.WithChange,
  'desktop-code-entry-typed-twice': Code.TypedTwice,
  'desktop-payment-qr-redpay': Qr.RedpayWithNumber,
  'desktop-final-summary-finished': Final.Finished,
  'desktop-invoice-form-filled': Invoice.Filled,
  'desktop-step-card-compact-approved': StepCard.CompactApproved,
  'desktop-express-order-list': Express.Orders,
  'desktop-verification-table-states': Verification.States,
  'desktop-return-lines-table': ReturnLines.WithRows,
  'desktop-terminal-totals': Totals.Figures,
  'desktop-delivery-order-table-short-stock': DeliveryOrder.ShortStock,
};

/** Dialogs open in a portal: the dialog itself is compared, at the terminal's size. */
const dialogCases = {
  'annulment-dialog-rejected': Annulment.Rejected,
  'annulment-dialog-answer-lost': Annulment.AnswerLost,
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

describe('visual regression of the checkout at the store machine width (1366x768)', () => {
  afterEach(() => cleanup());

  for (const [name, Story] of Object.entries(desktopCases)) {
    test(name, async () => {
      await page.viewport(1366, 768);
      render(
        <div
          data-testid="visual-root"
          style={{ width: 1302, padding: 16, background: 'var(--color-bg, #fff)' }}
        >
          <Story />
        </div>,
      );
      await document.fonts.ready;
      await expect(page.getByTestId('visual-root')).toMatchScreenshot(name);
    });
  }
});

describe('visual regression of dialogs (terminal width)', () => {
  afterEach(() => cleanup());

  for (const [name, Story] of Object.entries(dialogCases)) {
    test(name, async () => {
      await page.viewport(720, 1280);
      render(<Story />);
      await document.fonts.ready;
      await expect(page.getByRole('dialog')).toMatchScreenshot(name);
    });
  }
});

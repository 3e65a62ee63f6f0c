import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@tanstack/react-store';
import type { CheckoutOrderOutput } from '@/api/generated/model/index.ts';
import { forgetBillingStatus } from '@/api/queries.ts';
import { FinalSummary, type FinalSummaryStatus } from '@/components/pos/FinalSummary.tsx';
import { PrintEmailDialog } from '@/components/pos/PrintEmailDialog.tsx';
import { PrinterErrorDialog } from '@/components/pos/PrinterErrorDialog.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { CHECKOUT_FINAL_TEXTS } from '@/domain/checkoutMessages.ts';
import { ACTION_LABELS } from '@/domain/messages.ts';
import { printOptions, taxCondition } from '@/domain/payments.ts';
import { documentName } from '@/domain/paymentTypeLabels.ts';
import { clearCheckoutMemory } from '@/session/attempts.ts';
import { initialSale, sale } from '@/session/sale.ts';
import type { TerminalAdapter } from '@/terminal/types.ts';
import type { StepSale } from '../steps/types.ts';
import styles from './CheckoutFinal.module.css';
import { useBillDocument } from './useBillDocument.ts';
import { useBilling } from './useBilling.ts';

export interface CheckoutFinalProps {
  sale: StepSale;
  /** The order as the server has it now (status PAGANDO, BILLING PROCESSING or FINISHED). */
  order: CheckoutOrderOutput;
  terminal: TerminalAdapter;
}

/**
 * The end of /pago-final: billing (./useBilling.ts), then "Compra Finalizada" with the document
 * issued and its number ("Boleta N° 100305", from the billing status), the order, its payments
 * and the tax condition; print (format impresa, through the terminal's printer) or email (format
 * email), each press single-flight (printing again is a reprint); "Iniciar nueva venta" starts a
 * clean sale at /inicio, and leads once the document is printed or sent.
 */
export function CheckoutFinal({ sale: stepSale, order, terminal }: CheckoutFinalProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const billing = useBilling(order, stepSale.customerId);
  const lines = useSelector(sale.store, (s) => s.lines);
  const customerEmail = useSelector(sale.store, (s) =>
    typeof s.customer?.email === 'string' ? s.customer.email : null,
  );
  // The sale's document names every text: a factura is never called a boleta.
  const document = documentName(order.document_type);
  const view = billing.view;
  const bill = useBillDocument({
    orderId: order.order_id,
    terminal,
    billingSuccess: view.kind === 'finished' ? view.billingSuccess : true,
    document,
  });
  const notice = bill.notice;

  const newSale = () => {
    sale.set(() => initialSale());
    clearCheckoutMemory();
    // Once the screen is gone: a screen still watching the status would read it again.
    void navigate({ to: '/inicio', replace: true }).then(() =>
      forgetBillingStatus(queryClient, order.order_id),
    );
  };

  const options = printOptions(
    order.payments.map((p) => p.payment_type),
    order.buy_type,
  );
  const status: FinalSummaryStatus =
    view.kind === 'failed' ? { kind: 'failed', message: view.message } : view;

  let actions = null;
  if (view.kind === 'failed') {
    actions = billing.onRetry ? (
      <Button loading={billing.retrying} onClick={billing.onRetry} data-main-action>
        {ACTION_LABELS.retry}
      </Button>
    ) : (
      <Button variant="secondary" onClick={newSale} data-main-action>
        {CHECKOUT_FINAL_TEXTS.newSale}
      </Button>
    );
  } else if (view.kind === 'finished') {
    // Once the customer has the document, the next step is a new sale: first and primary, and
    // printing again or sending it step back.
    const done = bill.delivered;
    const newSaleButton = (
      <Button
        variant={done ? 'primary' : 'ghost'}
        disabled={bill.printing || bill.emailing}
        onClick={newSale}
        data-main-action={done || (!options.print && !options.email) || undefined}
      >
        {CHECKOUT_FINAL_TEXTS.newSale}
      </Button>
    );
    actions = (
      <>
        {done && newSaleButton}
        {options.print && (
          <Button
            variant={done ? 'secondary' : 'primary'}
            loading={bill.printing}
            disabled={bill.emailing}
            onClick={() => void bill.print(null)}
            data-main-action={!done || undefined}
          >
            {CHECKOUT_FINAL_TEXTS.print}
          </Button>
        )}
        {options.email && (
          <Button
            variant="secondary"
            disabled={bill.printing}
            onClick={bill.openEmail}
            data-main-action={(!done && !options.print) || undefined}
          >
            {CHECKOUT_FINAL_TEXTS.sendEmail}
          </Button>
        )}
        {!done && newSaleButton}
      </>
    );
  }

  return (
    <div className={styles.root}>
      <FinalSummary
        orderNumber={order.order_number}
        document={document}
        total={order.total_amount}
        payments={order.payments
          .filter((p) => p.status === 'APROBADO')
          .map((p) => ({ id: p.id, type: p.payment_type, amount: p.amount }))}
        taxCondition={taxCondition(lines.map((l) => l.product))}
        status={status}
        actions={actions}
      />
      {notice && (
        <p
          className={styles.notice}
          data-tone={notice.tone}
          role={notice.tone === 'error' ? 'alert' : 'status'}
        >
          {notice.text}
        </p>
      )}
      <PrinterErrorDialog
        open={bill.printerError !== null}
        message={bill.printerError?.message ?? ''}
        retrying={bill.printing}
        onRetry={() => void bill.print(bill.printerError?.lines ?? null)}
        onClose={bill.closePrinterError}
      />
      {bill.emailOpen && (
        <PrintEmailDialog
          open
          document={document}
          initialEmail={customerEmail}
          sending={bill.emailing}
          error={bill.emailError}
          onSend={(address) => void bill.email(address)}
          onClose={bill.closeEmail}
        />
      )}
    </div>
  );
}

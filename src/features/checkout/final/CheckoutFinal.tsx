import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@tanstack/react-store';
import { useState } from 'react';
import { errorText } from '@/api/errors.ts';
import { printBill } from '@/api/generated/endpoints/billing/billing.ts';
import type { CheckoutOrderOutput } from '@/api/generated/model/index.ts';
import { forgetBillingStatus } from '@/api/queries.ts';
import { useSingleFlight } from '@/api/singleFlight.ts';
import { FinalSummary, type FinalSummaryStatus } from '@/components/pos/FinalSummary.tsx';
import { PrintEmailDialog } from '@/components/pos/PrintEmailDialog.tsx';
import { PrinterErrorDialog } from '@/components/pos/PrinterErrorDialog.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { printLinesText } from '@/domain/billing.ts';
import { CHECKOUT_FINAL_TEXTS } from '@/domain/checkoutMessages.ts';
import { ACTION_LABELS, CHECKOUT_MESSAGES, PRINTER_MESSAGES } from '@/domain/messages.ts';
import { printOptions, taxCondition } from '@/domain/payments.ts';
import { documentName } from '@/domain/paymentTypeLabels.ts';
import { initialSale, sale } from '@/session/sale.ts';
import { isTerminalError } from '@/terminal/errors.ts';
import type { TerminalAdapter } from '@/terminal/types.ts';
import { clearCheckoutMemory } from '../attempts.ts';
import type { StepSale } from '../steps/types.ts';
import styles from './CheckoutFinal.module.css';
import { useBilling } from './useBilling.ts';

export interface CheckoutFinalProps {
  sale: StepSale;
  /** The order as the server has it now (status PAGANDO, BILLING PROCESSING or FINISHED). */
  order: CheckoutOrderOutput;
  terminal: TerminalAdapter;
}

type Notice = { tone: 'success' | 'error'; text: string };

/**
 * The end of /pago-final: billing (./useBilling.ts), then "Compra Finalizada" with the order,
 * its payments and the tax condition; print (format impresa, through the terminal's printer) or
 * email (format email), each press single-flight (printing again is a reprint); "Iniciar nueva
 * venta" starts a clean sale at /inicio.
 */
export function CheckoutFinal({ sale: stepSale, order, terminal }: CheckoutFinalProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const billing = useBilling(order, stepSale.customerId);
  const lines = useSelector(sale.store, (s) => s.lines);
  const customerEmail = useSelector(sale.store, (s) =>
    typeof s.customer?.email === 'string' ? s.customer.email : null,
  );
  const [notice, setNotice] = useState<Notice | null>(null);
  const [printerError, setPrinterError] = useState<{ message: string; lines: string[] } | null>(null);
  const [emailOpen, setEmailOpen] = useState(false);
  const [emailError, setEmailError] = useState<string | null>(null);

  // The sale's document names every text: a factura is never called a boleta.
  const document = documentName(order.document_type);
  const view = billing.view;
  const billingSuccess = view.kind === 'finished' ? view.billingSuccess : true;
  const request = (format: 'impresa' | 'email', email: string | null) =>
    printBill({
      order_id: order.order_id,
      format,
      email,
      provider: terminal.provider,
      provider_version: terminal.providerVersion,
      billing_success: billingSuccess,
    });

  /** Prints `ready` lines again (printer dialog's Reintentar) or asks the server for them. */
  const print = useSingleFlight(async (ready: string[] | null) => {
    setNotice(null);
    let text = ready;
    if (!text) {
      try {
        text = printLinesText((await request('impresa', null)).data.printFormat);
      } catch (error) {
        setNotice({ tone: 'error', text: errorText(error, CHECKOUT_MESSAGES.printFailed) });
        return;
      }
    }
    try {
      await terminal.print(text);
      setPrinterError(null);
      setNotice({ tone: 'success', text: CHECKOUT_FINAL_TEXTS.printed });
    } catch (error) {
      const message = isTerminalError(error) && error.message ? error.message : PRINTER_MESSAGES.generic;
      setPrinterError({ message, lines: text });
    }
  });

  const email = useSingleFlight(async (address: string) => {
    setEmailError(null);
    try {
      await request('email', address);
      setEmailOpen(false);
      setNotice({ tone: 'success', text: CHECKOUT_FINAL_TEXTS.emailSent(address, document) });
    } catch (error) {
      setEmailError(errorText(error, CHECKOUT_MESSAGES.emailFailed));
    }
  });

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
      <Button loading={billing.retrying} onClick={billing.onRetry}>
        {ACTION_LABELS.retry}
      </Button>
    ) : (
      <Button variant="secondary" onClick={newSale}>
        {CHECKOUT_FINAL_TEXTS.newSale}
      </Button>
    );
  } else if (view.kind === 'finished') {
    actions = (
      <>
        {options.print && (
          <Button loading={print.pending} disabled={email.pending} onClick={() => void print.run(null)}>
            {CHECKOUT_FINAL_TEXTS.print}
          </Button>
        )}
        {options.email && (
          <Button
            variant="secondary"
            disabled={print.pending}
            onClick={() => {
              setEmailError(null);
              setEmailOpen(true);
            }}
          >
            {CHECKOUT_FINAL_TEXTS.sendEmail}
          </Button>
        )}
        <Button variant="ghost" disabled={print.pending || email.pending} onClick={newSale}>
          {CHECKOUT_FINAL_TEXTS.newSale}
        </Button>
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
        open={printerError !== null}
        message={printerError?.message ?? ''}
        retrying={print.pending}
        onRetry={() => void print.run(printerError?.lines ?? null)}
        onClose={() => setPrinterError(null)}
      />
      {emailOpen && (
        <PrintEmailDialog
          open
          document={document}
          initialEmail={customerEmail}
          sending={email.pending}
          error={emailError}
          onSend={(address) => void email.run(address)}
          onClose={() => setEmailOpen(false)}
        />
      )}
    </div>
  );
}

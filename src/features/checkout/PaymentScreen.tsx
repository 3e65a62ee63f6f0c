import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@tanstack/react-store';
import { Suspense, useEffect, useState } from 'react';
import { errorText } from '@/api/errors.ts';
import { rejectOrder } from '@/api/generated/endpoints/orders/orders.ts';
import { changePaymentType } from '@/api/generated/endpoints/payments/payments.ts';
import { isRefusedForSure } from '@/api/outcome.ts';
import { invalidate, queries } from '@/api/queries.ts';
import { useSingleFlight } from '@/api/singleFlight.ts';
import { MethodSwitcher } from '@/components/pos/MethodSwitcher.tsx';
import { StepCard } from '@/components/pos/StepCard.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog.tsx';
import { LoadError } from '@/components/ui/LoadError.tsx';
import { Skeleton } from '@/components/ui/Skeleton.tsx';
import { useToast } from '@/components/ui/Toast.tsx';
import { CHECKOUT_LABELS } from '@/domain/checkoutMessages.ts';
import { stepKindFor } from '@/domain/checkoutProvider.ts';
import { CHECKOUT_MESSAGES } from '@/domain/messages.ts';
import { isPaidOrBilling } from '@/domain/orderStatus.ts';
import { buildPaymentSequence, zeroSaleApprovals } from '@/domain/paymentSequence.ts';
import { checkoutPaymentTypes } from '@/domain/payments.ts';
import type { ChosenPaymentType } from '@/domain/types.ts';
import { initialSale, sale } from '@/session/sale.ts';
import { session } from '@/session/session.ts';
import { attemptFor, checkoutMemory, clearCheckoutMemory, endAttempt } from './attempts.ts';
import { CheckoutFinal } from './final/CheckoutFinal.tsx';
import { ZeroSaleApproval } from './final/ZeroSaleApproval.tsx';
import styles from './PaymentScreen.module.css';
import { STEP_REGISTRY } from './steps/registry.tsx';
import type { CheckoutPayment, StepSale } from './steps/types.ts';

/**
 * /pago-final (spec 001 §2, §4): the order's payments as steps "Paso n de total", built from the
 * server's order every time (domain `buildPaymentSequence`), so a reload lands on the same step;
 * one step body per payment flow (./steps); "Cambiar" before a step is paid; "Cancelar" rejects
 * the order. When nothing is left to pay, billing and the final screen (./final).
 */
export function PaymentScreen({ orderId }: { orderId: number }) {
  const terminal = useRouteContext({ from: '__root__', select: (c) => c.terminal });
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const toast = useToast();
  const order = useQuery(queries.checkoutOrder(orderId));
  const customer = useSelector(sale.store, (s) => s.customer);
  const user = useSelector(session.store, (s) => s.user);
  const machineNumber = useSelector(session.store, (s) => s.machineNumber);
  const [switching, setSwitching] = useState(false);
  const [confirmCancel, setConfirmCancel] = useState(false);
  // Why the last "Cancelar compra" failed: on the screen until the seller presses it again.
  const [stepBusy, setStepBusy] = useState(false);
  // Re-rendered when a step begins or ends its attempt ("Cambiar" shows again after a failure).
  const attempts = useSelector(checkoutMemory.store, (s) => s.attempts);

  // A payment the server already has APROBADO needs no attempt (its answer came while no step of
  // it was on show: another machine, a reload after the record): forgotten, so nothing resumes it
  // and Cambiar or Cancelar never wait on it.
  const serverPayments = order.data?.data.order.payments;
  useEffect(() => {
    for (const p of serverPayments ?? []) {
      if (p.status === 'APROBADO' && attemptFor(p.id) !== null) endAttempt(p.id);
    }
  }, [serverPayments]);

  const customerId = customer?.id ?? null;
  const afterPayment = () => invalidate.afterPayment(queryClient, { orderId, customerId });

  const change = useMutation({
    mutationFn: ({ payment, type }: { payment: CheckoutPayment; type: ChosenPaymentType }) =>
      changePaymentType(payment.id, { type }),
    onSuccess: (_answer, { payment }) => {
      endAttempt(payment.id);
      setSwitching(false);
      return afterPayment();
    },
    onError: (error) => {
      toast.show({ message: errorText(error, CHECKOUT_MESSAGES.pollingFailed), tone: 'error' });
      // A 5xx, no answer or a lost one may have changed the method on the server: the order is
      // read again so the step shows the method the server holds.
      if (!isRefusedForSure(error)) void afterPayment();
    },
  });
  const changeOnce = useSingleFlight((payment: CheckoutPayment, type: ChosenPaymentType) =>
    change.mutateAsync({ payment, type }).catch(() => undefined),
  );

  const cancel = useMutation({
    mutationFn: async ({ payments, on }: { payments: readonly CheckoutPayment[]; on: StepSale }) => {
      // Each unpaid payment's provider cancels its open attempt (the machine first, then the
      // server) before the order is rejected; one that cannot stops the cancel with its reason.
      const { cancelOpenAttempts } = await import('./engine/providers/index.ts');
      await cancelOpenAttempts(payments, { sale: on, terminal, queryClient, terminalId: null });
      await rejectOrder({ order_id: orderId });
    },
    onSuccess: async () => {
      await afterPayment();
      clearCheckoutMemory();
      sale.set(() => initialSale());
      void navigate({ to: '/inicio', replace: true });
    },
    // The question closes and the reason stays on the sale, next to "Cancelar compra": a toast
    // would hide after 2.5 s behind the still open question (a modal, which also hides it from
    // assistive technology), leaving the seller with no text after waiting out a call with no
    // answer.
    onError: () => setConfirmCancel(false),
  });
  const cancelError = cancel.isError ? errorText(cancel.error, CHECKOUT_MESSAGES.cancelFailed) : null;
  const cancelOnce = useSingleFlight((payments: readonly CheckoutPayment[], on: StepSale) =>
    cancel.mutateAsync({ payments, on }).catch(() => undefined),
  );

  if (order.isPending) return <Skeleton height="320px" shape="rect" />;
  if (order.isError || !user) {
    return (
      <LoadError
        onReload={() => void order.refetch()}
        reloading={order.isFetching}
        onHome={() => void navigate({ to: '/inicio' })}
      />
    );
  }

  const data = order.data.data.order;
  const stepSale: StepSale = {
    orderId: data.order_id,
    orderNumber: data.order_number,
    buyType: data.buy_type,
    documentType: data.document_type,
    total: data.total_amount,
    customerId,
    storeId: user.store_id,
    store: user.Store,
    machineNumber: terminal.isTerminalApp ? null : machineNumber,
  };
  const sequence = buildPaymentSequence(data.payments, data.total_amount);
  const billing = isPaidOrBilling(data.order_status);

  // "Cancelar compra" and its question, under whatever the screen shows before the final screen.
  const cancelControls = (unpaid: readonly CheckoutPayment[]) => (
    <>
      <div className={styles.actions}>
        {cancelError && (
          <p className={styles.error} role="alert">
            {cancelError}
          </p>
        )}
        <Button
          variant="danger"
          disabled={stepBusy}
          onClick={() => {
            cancel.reset();
            setConfirmCancel(true);
          }}
        >
          {CHECKOUT_LABELS.cancelSale}
        </Button>
      </div>
      <ConfirmDialog
        open={confirmCancel}
        message={CHECKOUT_LABELS.cancelSaleQuestion}
        confirmLabel={CHECKOUT_LABELS.cancelSaleConfirm}
        cancelLabel={CHECKOUT_LABELS.cancelSaleKeep}
        confirmVariant="danger"
        loading={cancel.isPending}
        onConfirm={() => void cancelOnce.run(unpaid, stepSale)}
        onCancel={() => setConfirmCancel(false)}
      />
    </>
  );

  // A sale of $0: its pending payments are approved on the server before the bill (spec 001 §4).
  const zeroSale = billing ? [] : zeroSaleApprovals(data.payments);
  if (zeroSale.length > 0) {
    return (
      <div className={styles.root}>
        <ZeroSaleApproval order={data} customerId={customerId} onBusyChange={setStepBusy} />
        {cancelControls(zeroSale)}
      </div>
    );
  }

  if (sequence.phase === 'final' || billing) {
    return <CheckoutFinal sale={stepSale} order={data} terminal={terminal} />;
  }

  const current = sequence.steps[sequence.current];
  if (!current) return null;
  const payment = current.payment;
  const kind = stepKindFor(payment.payment_type, terminal.kind);
  const Step = STEP_REGISTRY[kind];
  const choices = checkoutPaymentTypes({
    store: { mach_active: user.Store.mach_active === true, redpay_active: user.Store.redpay_active === true },
    buyType: data.buy_type,
    wholesale: customer?.apply_bulk === true,
    current: payment.payment_type,
  });
  const mayChange = !stepBusy && choices.length > 0 && !(String(payment.id) in attempts);
  const unpaid = sequence.steps.filter((s) => !s.paid).map((s) => s.payment);

  const card = (i: number) => ({
    step: i + 1,
    total: sequence.steps.length,
    method: sequence.steps[i]?.payment.payment_type ?? payment.payment_type,
    amount: sequence.steps[i]?.payment.amount ?? 0,
  });

  return (
    <div className={styles.root}>
      {sequence.steps.map((s, i) =>
        s.paid ? <StepCard key={s.payment.id} {...card(i)} status="approved" compact /> : null,
      )}
      <Suspense fallback={<Skeleton height="240px" shape="rect" />}>
        <Step
          key={`${payment.id}:${payment.payment_type}`}
          sale={stepSale}
          payment={payment}
          terminal={terminal}
          head={{
            step: sequence.current + 1,
            total: sequence.steps.length,
            method: payment.payment_type,
            amount: payment.amount,
            ...(mayChange ? { onChangeMethod: () => setSwitching(true) } : {}),
          }}
          onApproved={() => void afterPayment()}
          onBusyChange={setStepBusy}
        />
      </Suspense>
      {cancelControls(unpaid)}
      <MethodSwitcher
        open={switching}
        current={payment.payment_type}
        choices={choices}
        pending={change.isPending}
        chosen={change.variables?.type ?? null}
        onChoose={(type) => void changeOnce.run(payment, type)}
        onClose={() => setSwitching(false)}
      />
    </div>
  );
}

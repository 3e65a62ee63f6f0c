import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@tanstack/react-store';
import { Suspense, useEffect, useState } from 'react';
import { actionFailure, isNotSent } from '@/api/errors.ts';
import { changePaymentType } from '@/api/generated/endpoints/payments/payments.ts';
import { useNetworkBack } from '@/api/network.ts';
import { isRefusedForSure } from '@/api/outcome.ts';
import { invalidate, queries } from '@/api/queries.ts';
import { useSingleFlight } from '@/api/singleFlight.ts';
import { MethodSwitcher } from '@/components/pos/MethodSwitcher.tsx';
import { StepCard } from '@/components/pos/StepCard.tsx';
import { LoadError } from '@/components/ui/LoadError.tsx';
import { Skeleton } from '@/components/ui/Skeleton.tsx';
import { isCardPaymentType } from '@/domain/cardPayment.ts';
import { MONEY_MESSAGES } from '@/domain/checkoutMessages.ts';
import { CHECKOUT_MESSAGES } from '@/domain/messages.ts';
import { isPaidOrBilling } from '@/domain/orderStatus.ts';
import { buildPaymentSequence, zeroSaleApprovals } from '@/domain/paymentSequence.ts';
import { checkoutPaymentTypes } from '@/domain/payments.ts';
import type { ChosenPaymentType } from '@/domain/types.ts';
import { attemptFor, checkoutMemory, endAttempt } from '@/session/attempts.ts';
import { sale } from '@/session/sale.ts';
import { session } from '@/session/session.ts';
import { providerKindFor, stepView } from './engine/registry.ts';
import { CheckoutFinal } from './final/CheckoutFinal.tsx';
import { ZeroSaleApproval } from './final/ZeroSaleApproval.tsx';
import styles from './PaymentScreen.module.css';
import { SaleCancel } from './SaleCancel.tsx';
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
  const order = useQuery(queries.checkoutOrder(orderId));
  const customer = useSelector(sale.store, (s) => s.customer);
  const user = useSelector(session.store, (s) => s.user);
  const machineNumber = useSelector(session.store, (s) => s.machineNumber);
  const [switching, setSwitching] = useState(false);
  // A call of the step is out: Cambiar and Cancelar compra wait for its answer.
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
    // Its failure shows in the open question, beside the methods (`failure` below).
    onError: (error) => {
      // A 5xx, no answer or a lost one may have changed the method on the server: the order is
      // read again so the step shows the method the server holds.
      if (!isRefusedForSure(error)) void afterPayment();
    },
  });
  // A change not sent (offline): nothing changed; its note goes when the network is back.
  useNetworkBack(() => {
    if (isNotSent(change.error)) change.reset();
  });
  const changeOnce = useSingleFlight((payment: CheckoutPayment, type: ChosenPaymentType) =>
    change.mutateAsync({ payment, type }).catch(() => undefined),
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
  const current = sequence.steps[sequence.current];
  // While the step's call is out, Cancelar compra says why it waits: a card waits on the machine
  // (the engine's own text for it), any other step on its answer.
  const cancelWaits = !stepBusy
    ? null
    : current && isCardPaymentType(current.payment.payment_type)
      ? MONEY_MESSAGES.cancelNotYet
      : MONEY_MESSAGES.cancelSending;
  const saleCancel = (
    <SaleCancel
      orderId={orderId}
      payments={data.payments}
      sale={stepSale}
      busy={cancelWaits}
      afterPayment={afterPayment}
    />
  );

  // A sale of $0: its pending payments are approved on the server before the bill (spec 001 §4).
  const zeroSale = billing ? [] : zeroSaleApprovals(data.payments);
  if (zeroSale.length > 0) {
    return (
      <div className={styles.root}>
        <ZeroSaleApproval order={data} customerId={customerId} onBusyChange={setStepBusy} />
        {saleCancel}
      </div>
    );
  }

  if (sequence.phase === 'final' || billing) {
    return <CheckoutFinal sale={stepSale} order={data} terminal={terminal} />;
  }

  if (!current) return null;
  const payment = current.payment;
  const Step = stepView(providerKindFor(payment.payment_type, terminal.kind));
  const choices = checkoutPaymentTypes({
    store: { mach_active: user.Store.mach_active === true, redpay_active: user.Store.redpay_active === true },
    buyType: data.buy_type,
    wholesale: customer?.apply_bulk === true,
    current: payment.payment_type,
  });
  const mayChange = !stepBusy && choices.length > 0 && !(String(payment.id) in attempts);

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
            ...(mayChange
              ? {
                  onChangeMethod: () => {
                    change.reset();
                    setSwitching(true);
                  },
                }
              : {}),
          }}
          onApproved={() => void afterPayment()}
          onBusyChange={setStepBusy}
        />
      </Suspense>
      {saleCancel}
      <MethodSwitcher
        open={switching}
        current={payment.payment_type}
        choices={choices}
        pending={change.isPending}
        chosen={change.variables?.type ?? null}
        failure={change.error ? actionFailure(change.error, CHECKOUT_MESSAGES.pollingFailed) : null}
        onChoose={(type) => void changeOnce.run(payment, type)}
        onClose={() => setSwitching(false)}
      />
    </div>
  );
}

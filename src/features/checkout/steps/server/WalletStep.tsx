import { useMutation } from '@tanstack/react-query';
import { useRouteContext } from '@tanstack/react-router';
import { useSelector } from '@tanstack/react-store';
import { useEffect, useReducer, useState } from 'react';
import { sendSupervisorCode, sendWalletCode } from '@/api/generated/endpoints/payments/payments.ts';
import { useNetworkBack } from '@/api/network.ts';
import { useSingleFlight } from '@/api/singleFlight.ts';
import { CodeEntry } from '@/components/pos/CodeEntry.tsx';
import { CodeSendButton } from '@/components/pos/CodeSendButton.tsx';
import { resendSecondsLeft, validateWalletStepCode } from '@/domain/checkoutCodes.ts';
import { SERVER_STEP_MESSAGES } from '@/domain/checkoutMessages.ts';
import { CHECKOUT_MESSAGES } from '@/domain/messages.ts';
import { sale as saleStore } from '@/session/sale.ts';
import type { StepProps } from '../types.ts';
import { failureOf } from '../useStepAction.ts';
import { type CodeChannel, recordCodeSend, useLastCodeSend } from './codeSends.ts';
import { ServerStepCard } from './ServerStepCard.tsx';
import { useServerSettle } from './useServerSettle.ts';
import styles from './WalletStep.module.css';

/** Re-renders every second while `active` (the resend countdowns). */
function useSecondTick(active: boolean): void {
  const [, tick] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    if (!active) return undefined;
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [active]);
}

/**
 * WALLET (the member's points; always the first step): the customer's SMS code (POST
 * /api/payments/send-code) or the supervisor's code by e-mail (POST
 * /api/payments/send-supervisor-code), each send with its 30 s resend cooldown (kept across a
 * reload), then POST /api/payments/wallet/new {order_id, amount, customer_id, code, paymentId}.
 */
export function WalletStep({ sale, payment, head, onApproved, onBusyChange }: StepProps) {
  const settle = useServerSettle({ sale, payment, kind: 'wallet', onApproved, onBusyChange });
  const now = useRouteContext({ from: '__root__', select: (c) => c.now });
  const smsSentBefore = useSelector(saleStore.store, (s) => s.smsSent || s.customer?.sms_sent === true);
  const lastSms = useLastCodeSend(sale.orderId, 'sms');
  const lastSupervisor = useLastCodeSend(sale.orderId, 'supervisor');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<CodeChannel | null>(null);

  const at = now().getTime();
  const smsLeft = resendSecondsLeft(lastSms, at);
  const supervisorLeft = resendSecondsLeft(lastSupervisor, at);
  useSecondTick(smsLeft > 0 || supervisorLeft > 0);

  const customerId = sale.customerId;
  // "Enviar código por SMS" / "…al supervisor": a mutation per tap, once while in flight; its
  // failure is the note under the step, its channel the button with the spinner.
  const sendCode = useMutation({
    mutationFn: async ({ channel, customer }: { channel: CodeChannel; customer: number }) => {
      if (channel === 'sms') await sendWalletCode({ customer_id: customer, amount: payment.amount });
      else
        await sendSupervisorCode({ store_id: sale.storeId, customer_id: customer, amount: payment.amount });
      return channel;
    },
    onSuccess: (channel) => {
      if (channel === 'sms') saleStore.set((s) => ({ ...s, smsSent: true }));
      recordCodeSend(sale.orderId, channel, now().getTime());
      setSentTo(channel);
    },
  });
  const send = useSingleFlight(async (channel: CodeChannel) => {
    if (customerId === null) return;
    // A new code supersedes the refusal of the last one: the send's own note shows, not the old error.
    settle.clearFailure();
    await sendCode.mutateAsync({ channel, customer: customerId }).catch(() => undefined);
  });
  const sendFailure = sendCode.isError ? failureOf(sendCode.error, CHECKOUT_MESSAGES.pollingFailed) : null;
  // A send not sent (offline) says so beside the buttons until the network is back.
  useNetworkBack(() => {
    if (sendFailure?.offline) sendCode.reset();
  });
  const sending: CodeChannel | null = sendCode.isPending ? (sendCode.variables?.channel ?? null) : null;
  const sendOn = (channel: CodeChannel) => void send.run(channel);

  const pay = () => {
    if (customerId === null) return;
    const invalid = validateWalletStepCode(code);
    setError(invalid);
    if (invalid) return;
    void settle.settle({ customerId, code });
  };

  if (customerId === null) {
    return <ServerStepCard head={head} settle={settle} note={SERVER_STEP_MESSAGES.walletNoCustomer} />;
  }

  const smsWasSent = sentTo === 'sms' || lastSms !== null || smsSentBefore;
  // The note names the latest send; after a reload it is read from the persisted sends.
  const latestSend: CodeChannel | null =
    sentTo ??
    (lastSupervisor !== null && (lastSms === null || lastSupervisor > lastSms) ? 'supervisor' : null);
  const sentNote =
    latestSend === 'supervisor'
      ? SERVER_STEP_MESSAGES.supervisorSent
      : smsWasSent
        ? SERVER_STEP_MESSAGES.smsSent
        : null;

  return (
    <ServerStepCard
      head={head}
      settle={settle}
      note={sendFailure && !sendFailure.offline ? sendFailure.message : sentNote}
      offline={sendFailure?.offline ? sendFailure.message : null}
      primary={{ label: SERVER_STEP_MESSAGES.pay, onPress: pay }}
    >
      {(disabled) => (
        <>
          <div className={styles.sends}>
            <CodeSendButton
              label={smsWasSent ? SERVER_STEP_MESSAGES.resendSms : SERVER_STEP_MESSAGES.sendSms}
              secondsLeft={smsLeft}
              loading={sending === 'sms'}
              disabled={disabled || sending !== null}
              onSend={() => sendOn('sms')}
            />
            <CodeSendButton
              label={
                lastSupervisor !== null
                  ? SERVER_STEP_MESSAGES.resendSupervisor
                  : SERVER_STEP_MESSAGES.sendSupervisor
              }
              secondsLeft={supervisorLeft}
              loading={sending === 'supervisor'}
              disabled={disabled || sending !== null}
              onSend={() => sendOn('supervisor')}
            />
          </div>
          <CodeEntry
            autoFocus
            disabled={disabled}
            onSubmit={pay}
            fields={[
              {
                name: 'code',
                label: SERVER_STEP_MESSAGES.walletCode,
                value: code,
                inputMode: 'numeric',
                onChange: (value) => {
                  setCode(value);
                  setError(null);
                  settle.clearFailure();
                },
                error,
              },
            ]}
          />
        </>
      )}
    </ServerStepCard>
  );
}

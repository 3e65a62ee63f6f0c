import { PaymentQr } from '@/components/pos/PaymentQr.tsx';
import { StepCard } from '@/components/pos/StepCard.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { Skeleton } from '@/components/ui/Skeleton.tsx';
import { QR_MESSAGES } from '@/domain/checkoutMessages.ts';
import { ACTION_LABELS } from '@/domain/messages.ts';
import type { StepCardHead } from '../types.ts';
import type { QrFlow } from './flows.ts';
import styles from './QrStep.module.css';

export interface QrChargeCardProps {
  head: StepCardHead;
  flow: QrFlow;
  qr: string | null;
  code: string | null;
  secondsLeft: number;
  message: string | undefined;
  /** The polls are not sent (no network): said beside the actions; they go on when it is back. */
  offline?: string | null;
  /** MACH's QR could not be read: Reintentar reads it again. */
  qrRetry: { run: () => void; pending: boolean } | null;
  cancel: { run: () => void; pending: boolean };
}

/** A QR charge the customer may pay: the QR (and Redpay's number), the countdown, "Cancelar pago". */
export function QrChargeCard({
  head,
  flow,
  qr,
  code,
  secondsLeft,
  message,
  offline = null,
  qrRetry,
  cancel,
}: QrChargeCardProps) {
  return (
    <StepCard
      {...head}
      status="paying"
      progress={{ kind: 'countdown', secondsLeft }}
      message={message}
      offline={offline}
      actions={
        <>
          {qrRetry && (
            <Button variant="secondary" onClick={qrRetry.run} loading={qrRetry.pending}>
              {ACTION_LABELS.retry}
            </Button>
          )}
          <Button variant="secondary" onClick={cancel.run} loading={cancel.pending}>
            {QR_MESSAGES.cancelPayment}
          </Button>
        </>
      }
    >
      <div className={styles.qr}>
        {qr ? (
          <PaymentQr
            value={qr}
            label={flow.qrLabel}
            code={code ? { caption: QR_MESSAGES.tokenNumber, value: code } : null}
          />
        ) : (
          !qrRetry && <Skeleton width="180px" height="180px" shape="rect" />
        )}
        <p className={styles.scan}>{flow.scanText}</p>
      </div>
    </StepCard>
  );
}

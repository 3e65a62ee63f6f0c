import { useState } from 'react';
import { StepCard } from '@/components/pos/StepCard.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog.tsx';
import { CARD_STEP_MESSAGES, MONEY_MESSAGES, SERVER_STEP_MESSAGES } from '@/domain/checkoutMessages.ts';
import { ACTION_LABELS, sentences } from '@/domain/messages.ts';
import type { StepCardHead } from '../types.ts';

/**
 * A card attempt whose outcome nobody knows (the engine's "unknown" state). Nothing new starts:
 * a call the server answers once (the Redelcom start, the Transbank code) is sent again as it was
 * (`onResend`, same key) or asked about again (`onCheck`); a machine that forgot its request
 * (`onNotCharged`) waits for the seller to confirm the card was not charged.
 */
export function UnknownOutcomeCard({
  head,
  message,
  onResend,
  onCheck,
  onNotCharged,
}: {
  head: StepCardHead;
  /** Why it is unknown (the server's message, when one came). */
  message?: string | null;
  onResend?: (() => void) | null;
  onCheck?: (() => void) | null;
  onNotCharged?: (() => void) | null;
}) {
  const [asking, setAsking] = useState(false);
  if (onResend) {
    return (
      <StepCard
        {...head}
        status="error"
        message={sentences(message, MONEY_MESSAGES.unknownResend)}
        actions={
          <>
            <Button onClick={onResend} data-main-action>
              {ACTION_LABELS.retry}
            </Button>
            {onCheck && (
              <Button variant="secondary" onClick={onCheck}>
                {SERVER_STEP_MESSAGES.checkAgain}
              </Button>
            )}
          </>
        }
      />
    );
  }
  return (
    <>
      <StepCard
        {...head}
        status="paying"
        message={CARD_STEP_MESSAGES.unknownOutcome}
        actions={
          onNotCharged && (
            <Button variant="secondary" onClick={() => setAsking(true)}>
              {CARD_STEP_MESSAGES.notCharged}
            </Button>
          )
        }
      />
      <ConfirmDialog
        open={asking}
        message={CARD_STEP_MESSAGES.notChargedQuestion}
        onConfirm={() => {
          setAsking(false);
          onNotCharged?.();
        }}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

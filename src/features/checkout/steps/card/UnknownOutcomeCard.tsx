import { useState } from 'react';
import { StepCard } from '@/components/pos/StepCard.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog.tsx';
import { CARD_STEP_MESSAGES } from '@/domain/checkoutMessages.ts';
import type { StepCardHead } from '../types.ts';

/**
 * A card attempt whose outcome nobody knows (the machine forgot the request): nothing starts
 * until the seller confirms the card was not charged (the engine's "unknown" state).
 */
export function UnknownOutcomeCard({ head, onNotCharged }: { head: StepCardHead; onNotCharged: () => void }) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <StepCard
        {...head}
        status="paying"
        message={CARD_STEP_MESSAGES.unknownOutcome}
        actions={
          <Button variant="secondary" onClick={() => setAsking(true)}>
            {CARD_STEP_MESSAGES.notCharged}
          </Button>
        }
      />
      <ConfirmDialog
        open={asking}
        message={CARD_STEP_MESSAGES.notChargedQuestion}
        onConfirm={() => {
          setAsking(false);
          onNotCharged();
        }}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

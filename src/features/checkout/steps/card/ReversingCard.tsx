import { ChargeHandOver } from '@/components/pos/ChargeHandOver.tsx';
import { StepCard } from '@/components/pos/StepCard.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { MONEY_MESSAGES } from '@/domain/checkoutMessages.ts';
import { sentences } from '@/domain/messages.ts';
import type { PaymentEngine } from '../../engine/engine.ts';
import type { AttemptState } from '../../engine/machine.ts';
import type { StepCardHead } from '../types.ts';

/**
 * A card charged that the server refused for sure (errorAction "reset" after the card was
 * taken): never a dead end, never left behind. The machine annuls it where it can ("Anulando el
 * cobro…", with "Anular de nuevo" after a failure); otherwise, and whenever the seller prefers,
 * the charge is named for the machine that took it and "Anulación entregada" confirms the
 * hand-over. Then the step opens again (charge again, Cambiar, Cancelar compra).
 */
export function ReversingCard({
  head,
  state,
  engine,
}: {
  head: StepCardHead;
  state: Extract<AttemptState, { phase: 'reversing' }>;
  /** The payment's engine: what the charge is, whether this machine annuls it, the two answers. */
  engine: PaymentEngine;
}) {
  // What the charge is and whether this machine annuls it (null while it is being read).
  const reversal = engine.reversal();
  const onAnnul = () => engine.annul();
  const onHandedOver = () => engine.handedOver();
  const asking = state.annul === 'asking';
  const message = sentences(state.refusal, MONEY_MESSAGES.reversing, state.notice);
  return (
    <StepCard
      {...head}
      status="error"
      progress={asking ? { kind: 'polling', label: MONEY_MESSAGES.annulling } : null}
      message={message}
      actions={
        reversal !== null && (
          <>
            {reversal.canAnnul && !asking && state.annul !== 'none' && (
              <Button onClick={onAnnul} data-main-action>
                {MONEY_MESSAGES.annulAgain}
              </Button>
            )}
            {(!reversal.canAnnul || state.annul === 'failed' || state.annul === 'unknown') && (
              <Button
                variant={reversal.canAnnul ? 'secondary' : 'primary'}
                onClick={onHandedOver}
                data-main-action={!reversal.canAnnul || undefined}
              >
                {MONEY_MESSAGES.handedOver}
              </Button>
            )}
          </>
        )
      }
    >
      {reversal !== null && (!reversal.canAnnul || state.annul === 'failed' || state.annul === 'unknown') && (
        <ChargeHandOver charges={[reversal.charge]} title={MONEY_MESSAGES.handOverTitle} />
      )}
    </StepCard>
  );
}

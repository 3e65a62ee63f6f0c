import { SERVER_STEP_MESSAGES } from '@/domain/checkoutMessages.ts';
import { Button } from '../ui/Button';
import { formatCountdown } from './StepCard';

export interface CodeSendButtonProps {
  /** "Enviar código por SMS", "Reenviar SMS", "Enviar código al supervisor"… */
  label: string;
  /** Seconds of the resend cooldown left (domain `resendSecondsLeft`); 0: it may send. */
  secondsLeft: number;
  /** The send is in flight: spinner. */
  loading?: boolean;
  disabled?: boolean;
  onSend: () => void;
}

/**
 * A button that sends a verification code, then waits out its resend cooldown showing
 * "Reenviar en 00:29" (spec 001 §9: 30 s for the customer and for the supervisor).
 */
export function CodeSendButton({ label, secondsLeft, loading, disabled, onSend }: CodeSendButtonProps) {
  const waiting = secondsLeft > 0;
  return (
    <Button
      variant="secondary"
      loading={loading}
      disabled={disabled || waiting}
      onClick={onSend}
      aria-label={
        waiting ? `${label}. ${SERVER_STEP_MESSAGES.resendIn(formatCountdown(secondsLeft))}` : label
      }
    >
      {/* data-moving: it counts down by itself (the visual comparison leaves it out). */}
      {waiting ? (
        <span data-moving="">{SERVER_STEP_MESSAGES.resendIn(formatCountdown(secondsLeft))}</span>
      ) : (
        label
      )}
    </Button>
  );
}

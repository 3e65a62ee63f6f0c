import { ConfirmDialog } from '@/components/ui/ConfirmDialog.tsx';
import { MONEY_MESSAGES } from '@/domain/checkoutMessages.ts';
import { logoutQuestion } from './logoutQuestion.ts';
import type { AppRouter } from './router.tsx';

/**
 * "Cerrar sesión" while the sale holds money (an open payment attempt, an approved payment): the
 * seller is asked first. "Volver al pago" goes to /pago-final, where the step's own cancel is;
 * "Cerrar sesión igual" ends the session and keeps the sale with the machine: the next login on it
 * goes straight back to /pago-final and the attempt resumes (docs/DECISIONS.md "The payment
 * engine"). Loaded only when asked, so the first screen does not carry the dialog.
 */
export default function LogoutQuestion({ router }: { router: AppRouter }) {
  const close = () => logoutQuestion.setState(() => false);
  return (
    <ConfirmDialog
      open
      message={MONEY_MESSAGES.logoutQuestion}
      confirmLabel={MONEY_MESSAGES.logoutAnyway}
      cancelLabel={MONEY_MESSAGES.logoutBack}
      confirmVariant="danger"
      onConfirm={() => {
        close();
        router.options.context.logout({ anyway: true });
      }}
      onCancel={() => {
        close();
        if (router.state.location.pathname !== '/pago-final') void router.navigate({ to: '/pago-final' });
      }}
    />
  );
}

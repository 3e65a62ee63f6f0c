import { createFileRoute, redirect } from '@tanstack/react-router';

/** Spec 001 §2: /orden-delivery without a delivery type redirects to /inicio. */
export const Route = createFileRoute('/_auth/_machine/orden-delivery/')({
  beforeLoad: () => {
    throw redirect({ to: '/inicio', replace: true });
  },
});

import { createFileRoute } from '@tanstack/react-router';
import { NotFoundScreen } from './-not-found.tsx';

export const Route = createFileRoute('/404')({
  component: NotFoundScreen,
});

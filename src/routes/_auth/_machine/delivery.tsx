import { createFileRoute } from '@tanstack/react-router';
import { DeliverySelectScreen } from '@/features/delivery/select/DeliverySelectScreen.tsx';

export const Route = createFileRoute('/_auth/_machine/delivery')({
  component: DeliverySelectScreen,
});

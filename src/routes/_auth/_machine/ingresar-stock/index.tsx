import { createFileRoute } from '@tanstack/react-router';
import { STOCK_ENTRY_LABELS } from '@/domain/messages.ts';
import { ScreenStub } from '../../../-stub.tsx';

export const Route = createFileRoute('/_auth/_machine/ingresar-stock/')({
  component: Screen,
});

function Screen() {
  return <ScreenStub title={STOCK_ENTRY_LABELS.title} back={{ to: '/inicio' }} />;
}

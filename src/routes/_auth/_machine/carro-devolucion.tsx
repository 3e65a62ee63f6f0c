import { createFileRoute } from '@tanstack/react-router';
import { leaveWhileBilling } from '@/session/guards.ts';
import { guard } from '../../-guard.ts';
import { ScreenStub } from '../../-stub.tsx';
import { parseReturnSearch } from './-returnSearch.ts';

export const Route = createFileRoute('/_auth/_machine/carro-devolucion')({
  beforeLoad: guard(leaveWhileBilling),
  // The document found on /devolucion (?doc=boleta|factura&number=), read again here.
  validateSearch: (search) => parseReturnSearch(search),
  component: Screen,
});

function Screen() {
  return <ScreenStub title="Productos a devolver" back={{ to: '/devolucion' }} />;
}

import { createFileRoute } from '@tanstack/react-router';
import * as v from 'valibot';
import { ScreenStub } from '../../-stub.tsx';

/** /orden-detalles?id=123 — the express order to verify (spec 001 §2). */
const searchSchema = v.object({
  id: v.optional(v.pipe(v.unknown(), v.transform(Number), v.integer(), v.minValue(1))),
});

export const Route = createFileRoute('/_auth/_machine/orden-detalles')({
  validateSearch: (search) => {
    const result = v.safeParse(searchSchema, search);
    return result.success ? result.output : {};
  },
  component: Screen,
});

function Screen() {
  return <ScreenStub title="Detalle del pedido" back={{ to: '/entrega-inmediata' }} />;
}

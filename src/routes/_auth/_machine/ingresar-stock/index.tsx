import { createFileRoute } from '@tanstack/react-router';
import { queries } from '@/api/queries.ts';
import { SaleLayout } from '@/components/layout/SaleLayout.tsx';
import { STOCK_ENTRY_LABELS } from '@/domain/messages.ts';
import { StockEntryStartScreen } from '@/features/stock/StockEntryStartScreen.tsx';
import { session } from '@/session/session.ts';
import { awaitRead } from '../../../-load.ts';

/** /ingresar-stock (spec 001 §2): "POS Ingreso"; back goes to /inicio. */
export const Route = createFileRoute('/_auth/_machine/ingresar-stock/')({
  // The list is the screen, and it opens on Factura: the purchase orders, the same options as the
  // screen's read, asked on every open (revalidateIfStale, as the document's page). The guides are
  // read when the seller chooses Guía de Despacho.
  loader: ({ context }) =>
    awaitRead(
      context.queryClient.ensureQueryData({
        ...queries.purchaseOrdersForEntry(session.get().user?.store_id ?? 0),
        revalidateIfStale: true,
      }),
    ),
  component: Screen,
});

function Screen() {
  return (
    <SaleLayout title={STOCK_ENTRY_LABELS.title} back="/inicio" tabs={false}>
      <StockEntryStartScreen />
    </SaleLayout>
  );
}

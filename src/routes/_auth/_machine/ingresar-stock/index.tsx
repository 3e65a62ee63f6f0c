import { createFileRoute } from '@tanstack/react-router';
import { SaleLayout } from '@/components/layout/SaleLayout.tsx';
import { STOCK_ENTRY_LABELS } from '@/domain/messages.ts';
import { StockEntryStartScreen } from '@/features/stock/StockEntryStartScreen.tsx';

/** /ingresar-stock (spec 001 §2): "POS Ingreso"; back goes to /inicio. */
export const Route = createFileRoute('/_auth/_machine/ingresar-stock/')({
  component: Screen,
});

function Screen() {
  return (
    <SaleLayout title={STOCK_ENTRY_LABELS.title} back="/inicio" tabs={false}>
      <StockEntryStartScreen />
    </SaleLayout>
  );
}

import { createFileRoute } from '@tanstack/react-router';
import { SaleLayout } from '@/components/layout/SaleLayout.tsx';
import { SMARTPOS_OPTION_LABELS } from '@/domain/storeOpsMessages.ts';
import { SmartPosOptionsScreen } from '@/features/smartpos/SmartPosOptionsScreen.tsx';

/** /opciones-smartpos (spec 001 §2): Totales, Cierre, Carga de llaves, on a SmartPOS. */
export const Route = createFileRoute('/_auth/_machine/opciones-smartpos')({
  component: Screen,
});

function Screen() {
  return (
    <SaleLayout title={SMARTPOS_OPTION_LABELS.title} back="/inicio" tabs={false}>
      <SmartPosOptionsScreen />
    </SaleLayout>
  );
}

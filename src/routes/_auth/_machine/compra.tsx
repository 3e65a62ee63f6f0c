import { createFileRoute } from '@tanstack/react-router';
import { enterCatalogue } from '@/features/sale/cart/cartActions.ts';
import { CatalogueScreen } from '@/features/sale/catalogue/CatalogueScreen.tsx';
import { requireBuyType, requireCustomer } from '@/session/guards.ts';
import { guard } from '../../-guard.ts';

const guards = guard(requireBuyType, requireCustomer);

export const Route = createFileRoute('/_auth/_machine/compra')({
  beforeLoad: (options) => {
    guards(options);
    // Spec 000 §4: a new sale arriving at /compra starts with an empty cart (never on a preload).
    if (!options.preload) enterCatalogue();
  },
  component: CatalogueScreen,
});

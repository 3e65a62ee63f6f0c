import { createFileRoute } from '@tanstack/react-router';
import { queries } from '@/api/queries.ts';
import { enterCatalogue } from '@/features/sale/cart/enterCatalogue.ts';
import { domainStore, saleBuyType } from '@/features/sale/cart/saleContext.ts';
import { CatalogueScreen } from '@/features/sale/catalogue/CatalogueScreen.tsx';
import { leaveWhilePaying, requireBuyType, requireCustomer } from '@/session/guards.ts';
import { sale } from '@/session/sale.ts';
import { session } from '@/session/session.ts';
import { guard } from '../../-guard.ts';
import { awaitRead, startRead } from '../../-load.ts';

const guards = guard(leaveWhilePaying, requireBuyType, requireCustomer);

export const Route = createFileRoute('/_auth/_machine/compra')({
  beforeLoad: (options) => {
    guards(options);
    // Spec 000 §4: a new sale arriving at /compra starts with an empty cart (never on a preload).
    if (!options.preload) enterCatalogue();
  },
  // The product list is the screen (awaited up to READ_WAIT_MS: it opens with its first page);
  // "Productos Destacados" is extra (started, not awaited: the slider's skeleton meanwhile).
  loader: async ({ context }) => {
    const store = domainStore(session.get().user).id;
    const type = saleBuyType(sale.get());
    startRead(context.queryClient.ensureQueryData(queries.popularProducts({ store, type })));
    await awaitRead(context.queryClient.ensureInfiniteQueryData(queries.productPages({ store, type })));
  },
  component: CatalogueScreen,
});

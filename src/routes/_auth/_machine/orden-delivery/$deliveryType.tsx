import { createFileRoute, redirect } from '@tanstack/react-router';
import * as v from 'valibot';
import { SaleLayout } from '@/components/layout/SaleLayout.tsx';
import { DELIVERY_PLATFORMS } from '@/domain/deliveryPlatforms.ts';
import { deliveryOrderTitle } from '@/domain/messages.ts';
import { DeliveryOrderScreen } from '@/features/delivery/order/DeliveryOrderScreen.tsx';

/** The platforms a delivery order can come from (the `{deliveryType}` of the API paths). */
const paramsSchema = v.object({ deliveryType: v.picklist(DELIVERY_PLATFORMS.map((p) => p.buyType)) });

export const Route = createFileRoute('/_auth/_machine/orden-delivery/$deliveryType')({
  params: {
    parse: (raw) => {
      const result = v.safeParse(paramsSchema, raw);
      // Spec 001: without a (valid) deliveryType it redirects to /inicio.
      if (!result.success) throw redirect({ to: '/inicio', replace: true });
      return result.output;
    },
    stringify: (params) => params,
  },
  component: Screen,
});

function Screen() {
  const { deliveryType } = Route.useParams();
  // Spec 001 §2: the heading is the type in upper case; the title "Pedido {type}".
  return (
    <SaleLayout title={deliveryOrderTitle(deliveryType.toUpperCase())} back="/inicio" tabs={false}>
      <DeliveryOrderScreen key={deliveryType} platform={deliveryType} />
    </SaleLayout>
  );
}

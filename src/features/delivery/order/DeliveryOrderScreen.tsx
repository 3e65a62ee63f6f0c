import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { type FormEvent, useState } from 'react';
import { errorText } from '@/api/errors.ts';
import { queries } from '@/api/queries.ts';
import { DeliveryOrderTable } from '@/components/pos/DeliveryOrderTable.tsx';
import { PrinterErrorDialog } from '@/components/pos/PrinterErrorDialog.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { LoadError } from '@/components/ui/LoadError.tsx';
import { Skeleton } from '@/components/ui/Skeleton.tsx';
import { TextField } from '@/components/ui/TextField.tsx';
import { useToast } from '@/components/ui/Toast.tsx';
import { codePathSegment, validateDeliveryOrderCode } from '@/domain/codes.ts';
import type { DeliveryPlatform } from '@/domain/deliveryPlatforms.ts';
import {
  ACTION_LABELS,
  CODE_MESSAGES,
  DELIVERY_LABELS,
  deliveryOrderStatus,
  deliveryOrderTitle,
  GENERAL_MESSAGES,
} from '@/domain/messages.ts';
import styles from './DeliveryOrderScreen.module.css';
import { forgetDeliveryOrder, useDeliveryOrderMemory } from './deliveryOrderMemory.ts';
import { useDeliveryOrderActions } from './useDeliveryOrderActions.ts';

/**
 * /orden-delivery/:deliveryType (spec 001 §2, §5, §7, §8): the platform order's code ("Código
 * incompleto" under 5 characters), GET /api/{type}/order/{code}; "Pedido {id}", "Estado: …", the
 * SKU / Nombre / Cantidad / Stock table; "Actualizar" (GET …/order/update/{order_id}) and
 * "Generar boleta" (PATCH …/order/accept, then the order read again) while there is no bill;
 * "Imprimir comprobante" (voucher) after a failed billing, "Imprimir boleta" (impresa) once the
 * bill exists; a print ends at /inicio. Failures are toasts, one at a time (the server's text
 * first). The order stays across a reload (deliveryOrderMemory.ts).
 */
export function DeliveryOrderScreen({ platform }: { platform: DeliveryPlatform }) {
  const navigate = useNavigate();
  const toast = useToast();
  const memory = useDeliveryOrderMemory();
  const code = memory.platform === platform ? memory.code : null;
  // The code as one path segment: "UE-48213?x" or "../../logout" must not ask for another path.
  const segment = code === null ? null : codePathSegment(code);
  const billingFailed = memory.platform === platform && memory.billingFailed;
  const read = useQuery({ ...queries.deliveryOrder(platform, segment ?? ''), enabled: segment !== null });
  const order = code !== null ? (read.data?.data.order ?? null) : null;

  const [typed, setTyped] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const actions = useDeliveryOrderActions({
    platform,
    segment,
    billingFailed,
    onCodeAgain: () => setTyped(''),
  });

  const search = (event: FormEvent) => {
    event.preventDefault();
    const wanted = typed.trim();
    const incomplete = validateDeliveryOrderCode(wanted);
    if (incomplete !== null) {
      setCodeError(incomplete);
      return;
    }
    const asked = codePathSegment(wanted);
    if (asked === null) {
      // A broken character: the code cannot be asked for as it is.
      toast.show({ message: GENERAL_MESSAGES.error, tone: 'error' });
      return;
    }
    void actions.search(wanted, asked);
  };

  const print = (ready: string[] | null) => {
    if (order) void actions.print(order.order_id, ready);
  };

  if (code === null) {
    return (
      <form className={styles.panel} onSubmit={search} noValidate>
        <p className={styles.prompt}>{CODE_MESSAGES.deliveryOrderPrompt}</p>
        <TextField
          label={DELIVERY_LABELS.code}
          value={typed}
          autoComplete="off"
          autoCapitalize="characters"
          autoFocus
          error={codeError}
          onChange={(event) => {
            setTyped(event.target.value);
            setCodeError(null);
          }}
        />
        <Button type="submit" size="lg" loading={actions.searching} data-main-action>
          {ACTION_LABELS.search}
        </Button>
      </form>
    );
  }

  if (read.isError) {
    return (
      <LoadError
        message={errorText(read.error, GENERAL_MESSAGES.loadingFailed)}
        reloading={read.isFetching}
        onReload={() => void read.refetch()}
        onHome={() => {
          forgetDeliveryOrder();
          void navigate({ to: '/inicio' });
        }}
      />
    );
  }

  const busy = actions.busy;
  return (
    <div className={styles.root}>
      <header className={styles.head}>
        <h2 className={styles.title}>{order ? deliveryOrderTitle(order.id) : <Skeleton width="12ch" />}</h2>
        <p className={styles.meta}>
          {order ? deliveryOrderStatus(order.uberEatsOrder?.status) : <Skeleton width="18ch" />}
        </p>
      </header>
      {order ? <DeliveryOrderTable lines={order.products} /> : <Skeleton height="8rem" />}
      {order && (
        <div className={styles.actions}>
          {order.bill_id !== null || billingFailed ? (
            <Button
              size="lg"
              loading={actions.printing}
              disabled={busy}
              onClick={() => print(null)}
              data-main-action
            >
              {order.bill_id !== null ? DELIVERY_LABELS.printBill : DELIVERY_LABELS.printVoucher}
            </Button>
          ) : (
            <>
              <Button
                variant="secondary"
                size="lg"
                loading={actions.refreshing}
                disabled={busy}
                onClick={() => void actions.refresh(order.order_id)}
              >
                {ACTION_LABELS.update}
              </Button>
              <Button
                size="lg"
                loading={actions.accepting}
                disabled={busy}
                data-main-action
                onClick={() => void actions.accept(order.order_id)}
              >
                {DELIVERY_LABELS.generateBill}
              </Button>
            </>
          )}
        </div>
      )}
      <PrinterErrorDialog
        open={actions.printerError !== null}
        message={actions.printerError?.message ?? ''}
        retrying={actions.printing}
        onRetry={() => print(actions.printerError?.lines ?? null)}
        onClose={actions.closePrinterError}
      />
    </div>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@tanstack/react-store';
import { type FormEvent, useState } from 'react';
import { errorText } from '@/api/errors.ts';
import { printBill } from '@/api/generated/endpoints/billing/billing.ts';
import { acceptDeliveryOrder, refreshDeliveryOrder } from '@/api/generated/endpoints/delivery/delivery.ts';
import { invalidate, queries } from '@/api/queries.ts';
import { useSingleFlight } from '@/api/singleFlight.ts';
import { DeliveryOrderTable } from '@/components/pos/DeliveryOrderTable.tsx';
import { PrinterErrorDialog } from '@/components/pos/PrinterErrorDialog.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { LoadError } from '@/components/ui/LoadError.tsx';
import { Skeleton } from '@/components/ui/Skeleton.tsx';
import { TextField } from '@/components/ui/TextField.tsx';
import { useToast } from '@/components/ui/Toast.tsx';
import { printLinesText } from '@/domain/billing.ts';
import { codePathSegment } from '@/domain/codes.ts';
import type { DeliveryPlatform } from '@/domain/deliveryPlatforms.ts';
import {
  ACTION_LABELS,
  CHECKOUT_MESSAGES,
  CODE_MESSAGES,
  DELIVERY_LABELS,
  deliveryOrderStatus,
  deliveryOrderTitle,
  GENERAL_MESSAGES,
  PRINTER_MESSAGES,
  STOCK_ENTRY_MESSAGES,
} from '@/domain/messages.ts';
import { session } from '@/session/session.ts';
import { isTerminalError } from '@/terminal/errors.ts';
import { useTerminal } from '@/terminal/react.tsx';
import styles from './DeliveryOrderScreen.module.css';
import { forgetDeliveryOrder, rememberDeliveryOrder, useDeliveryOrderMemory } from './deliveryOrderMemory.ts';

/** Spec 001 §5 "Delivery order code": at least 5 characters. */
export const DELIVERY_CODE_MIN_LENGTH = 5;

type Action = 'search' | 'refresh' | 'accept' | 'print';

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
  const queryClient = useQueryClient();
  const terminal = useTerminal();
  const toast = useToast();
  const machineNumber = useSelector(session.store, (s) => s.machineNumber);
  const memory = useDeliveryOrderMemory();
  const code = memory.platform === platform ? memory.code : null;
  // The code as one path segment: "UE-48213?x" or "../../logout" must not ask for another path.
  const segment = code === null ? null : codePathSegment(code);
  const billingFailed = memory.platform === platform && memory.billingFailed;
  const read = useQuery({ ...queries.deliveryOrder(platform, segment ?? ''), enabled: segment !== null });
  const order = code !== null ? (read.data?.data.order ?? null) : null;

  const [typed, setTyped] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [running, setRunning] = useState<Action | null>(null);
  const [printerError, setPrinterError] = useState<{ message: string; lines: string[] } | null>(null);

  const fail = (error: unknown, fallback: string) =>
    toast.show({ message: errorText(error, fallback), tone: 'error' });

  /** One action at a time for the whole screen: a second tap anywhere is ignored. */
  const act = useSingleFlight(async (action: Action, work: () => Promise<void>) => {
    setRunning(action);
    try {
      await work();
    } finally {
      setRunning(null);
    }
  });

  const search = (event: FormEvent) => {
    event.preventDefault();
    const wanted = typed.trim();
    if (wanted.length < DELIVERY_CODE_MIN_LENGTH) {
      setCodeError(CODE_MESSAGES.incomplete);
      return;
    }
    const asked = codePathSegment(wanted);
    if (asked === null) {
      // A broken character: the code cannot be asked for as it is.
      toast.show({ message: GENERAL_MESSAGES.error, tone: 'error' });
      return;
    }
    void act.run('search', async () => {
      try {
        const answer = await queryClient.fetchQuery(queries.deliveryOrder(platform, asked));
        rememberDeliveryOrder({
          platform,
          code: wanted,
          orderId: answer.data.order.order_id,
          billingFailed: false,
        });
      } catch (error) {
        fail(error, GENERAL_MESSAGES.error);
      }
    });
  };

  /** The order read again (GET …/order/update/{order_id}); its answer replaces the shown one. */
  const reload = async (orderId: number) => {
    if (segment === null) return;
    const answer = await refreshDeliveryOrder(platform, orderId);
    queryClient.setQueryData(queries.deliveryOrder(platform, segment).queryKey, answer);
  };

  const refresh = () =>
    void act.run('refresh', async () => {
      if (!order) return;
      try {
        await reload(order.order_id);
      } catch (error) {
        fail(error, GENERAL_MESSAGES.error);
      }
    });

  const accept = () =>
    void act.run('accept', async () => {
      if (!order) return;
      let billingSuccess: boolean;
      try {
        // Spec 001 §7: billingSuccess defaults to true.
        billingSuccess =
          (await acceptDeliveryOrder(platform, { orderId: order.order_id, machineNumber })).data
            .billingSuccess ?? true;
      } catch (error) {
        fail(error, GENERAL_MESSAGES.error);
        return;
      }
      rememberDeliveryOrder({ billingFailed: !billingSuccess });
      void invalidate.afterDeliveryAccept(queryClient);
      try {
        await reload(order.order_id);
      } catch {
        // Spec 001 §8: the order could not be read after its acceptance: the code again.
        toast.show({ message: STOCK_ENTRY_MESSAGES.deliveryReloadFailed, tone: 'error' });
        forgetDeliveryOrder();
        setTyped('');
      }
    });

  const print = (ready: string[] | null) =>
    void act.run('print', async () => {
      if (!order) return;
      let lines = ready;
      if (lines === null) {
        try {
          const answer = await printBill({
            order_id: order.order_id,
            format: billingFailed ? 'voucher' : 'impresa',
            email: null,
            provider: terminal.provider,
            provider_version: terminal.providerVersion,
            billing_success: !billingFailed,
          });
          lines = printLinesText(answer.data.printFormat);
        } catch (error) {
          fail(error, CHECKOUT_MESSAGES.printFailed);
          return;
        }
      }
      try {
        await terminal.print(lines);
      } catch (error) {
        setPrinterError({
          message: isTerminalError(error) && error.message ? error.message : PRINTER_MESSAGES.generic,
          lines,
        });
        return;
      }
      // Spec 001 §7: a successful print returns to /inicio; the order is done here.
      setPrinterError(null);
      forgetDeliveryOrder();
      await navigate({ to: '/inicio', replace: true });
    });

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
        <Button type="submit" size="lg" loading={running === 'search'}>
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

  const busy = running !== null;
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
          {order.bill_id !== null ? (
            <Button size="lg" loading={running === 'print'} disabled={busy} onClick={() => print(null)}>
              {DELIVERY_LABELS.printBill}
            </Button>
          ) : billingFailed ? (
            <Button size="lg" loading={running === 'print'} disabled={busy} onClick={() => print(null)}>
              {DELIVERY_LABELS.printVoucher}
            </Button>
          ) : (
            <>
              <Button
                variant="secondary"
                size="lg"
                loading={running === 'refresh'}
                disabled={busy}
                onClick={refresh}
              >
                {ACTION_LABELS.update}
              </Button>
              <Button size="lg" loading={running === 'accept'} disabled={busy} onClick={accept}>
                {DELIVERY_LABELS.generateBill}
              </Button>
            </>
          )}
        </div>
      )}
      <PrinterErrorDialog
        open={printerError !== null}
        message={printerError?.message ?? ''}
        retrying={running === 'print'}
        onRetry={() => print(printerError?.lines ?? null)}
        onClose={() => setPrinterError(null)}
      />
    </div>
  );
}

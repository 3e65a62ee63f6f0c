import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@tanstack/react-store';
import { useState } from 'react';
import { errorText } from '@/api/errors.ts';
import { printBill } from '@/api/generated/endpoints/billing/billing.ts';
import { acceptDeliveryOrder, refreshDeliveryOrder } from '@/api/generated/endpoints/delivery/delivery.ts';
import type { DeliveryOrderResponse } from '@/api/generated/model/index.ts';
import { askNow, invalidate, queries, writeDeliveryOrder } from '@/api/queries.ts';
import { useSingleFlight } from '@/api/singleFlight.ts';
import { useToast } from '@/components/ui/Toast.tsx';
import { printLinesText } from '@/domain/billing.ts';
import type { DeliveryPlatform } from '@/domain/deliveryPlatforms.ts';
import { CHECKOUT_MESSAGES, GENERAL_MESSAGES, STOCK_ENTRY_MESSAGES } from '@/domain/messages.ts';
import { session } from '@/session/session.ts';
import { PrinterFailure, printOnTerminal } from '@/terminal/printLines.ts';
import { useTerminal } from '@/terminal/react.tsx';
import { forgetDeliveryOrder, rememberDeliveryOrder } from './deliveryOrderMemory.ts';

export interface PrinterError {
  message: string;
  lines: string[];
}

/**
 * The writes of /orden-delivery, each a mutation: "Actualizar" (GET …/order/update/{order_id},
 * its answer written where the order's read keeps it: `writeDeliveryOrder`), "Generar boleta"
 * (PATCH …/order/accept, then the order read again the same way; the products left the stock:
 * `invalidate.afterDeliveryAccept`) and the print (POST /api/payments/bill/print, impresa or
 * voucher, then the terminal). One action at a time for the whole screen: a second tap anywhere
 * is ignored at once. Failures are toasts (the server's text first); the printer's failure is the
 * dialog's, kept open while the seller retries.
 */
export function useDeliveryOrderActions({
  platform,
  segment,
  billingFailed,
  onCodeAgain,
}: {
  platform: DeliveryPlatform;
  /** The code the order was read with, as a path segment; null: no order. */
  segment: string | null;
  billingFailed: boolean;
  /** The order could not be read after its acceptance: the seller types the code again. */
  onCodeAgain: () => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const terminal = useTerminal();
  const toast = useToast();
  const machineNumber = useSelector(session.store, (s) => s.machineNumber);
  const [printerError, setPrinterError] = useState<PrinterError | null>(null);

  const fail = (error: unknown, fallback: string) =>
    toast.show({ message: errorText(error, fallback), tone: 'error' });

  /** The order read again; its answer replaces the shown one (beside the read, in src/api). */
  const write = (answer: DeliveryOrderResponse | null) => {
    if (answer !== null && segment !== null)
      writeDeliveryOrder(queryClient, { platform, code: segment, answer });
  };

  const refresh = useMutation({
    mutationFn: (orderId: number) => refreshDeliveryOrder(platform, orderId),
    onSuccess: write,
  });

  const accept = useMutation({
    mutationFn: async (orderId: number) => {
      // Spec 001 §7: billingSuccess defaults to true.
      const billingSuccess =
        (await acceptDeliveryOrder(platform, { orderId, machineNumber })).data.billingSuccess ?? true;
      // The order read again within the acceptance: accepted, it may fail to read (then null).
      const answer = await refreshDeliveryOrder(platform, orderId).catch(() => null);
      return { billingSuccess, answer };
    },
    onSuccess: ({ billingSuccess, answer }) => {
      rememberDeliveryOrder({ billingFailed: !billingSuccess });
      write(answer);
      void invalidate.afterDeliveryAccept(queryClient);
    },
  });

  const print = useMutation({
    // Nothing to invalidate: no read of this app shows a printed bill.
    mutationFn: async ({ orderId, ready }: { orderId: number; ready: string[] | null }) => {
      const lines =
        ready ??
        printLinesText(
          (
            await printBill({
              order_id: orderId,
              format: billingFailed ? 'voucher' : 'impresa',
              email: null,
              provider: terminal.provider,
              provider_version: terminal.providerVersion,
              billing_success: !billingFailed,
            })
          ).data.printFormat,
        );
      await printOnTerminal(terminal, lines);
    },
  });

  /** The order for a code already checked (validateDeliveryOrderCode, codePathSegment): a read. */
  const find = useSingleFlight(async (code: string, asked: string) => {
    try {
      const answer = await queryClient.fetchQuery(askNow(queries.deliveryOrder(platform, asked)));
      rememberDeliveryOrder({ platform, code, orderId: answer.data.order.order_id, billingFailed: false });
    } catch (error) {
      fail(error, GENERAL_MESSAGES.error);
    }
  });

  /** One action at a time for the whole screen: a second tap anywhere is ignored. */
  const act = useSingleFlight((work: () => Promise<void>) => work());

  return {
    /** The order for a code already checked (validateDeliveryOrderCode, codePathSegment). */
    search: (code: string, asked: string) => act.run(() => find.run(code, asked)),
    searching: find.pending,
    refresh: (orderId: number) =>
      act.run(async () => {
        try {
          await refresh.mutateAsync(orderId);
        } catch (error) {
          fail(error, GENERAL_MESSAGES.error);
        }
      }),
    refreshing: refresh.isPending,
    accept: (orderId: number) =>
      act.run(async () => {
        let outcome: { answer: DeliveryOrderResponse | null };
        try {
          outcome = await accept.mutateAsync(orderId);
        } catch (error) {
          fail(error, GENERAL_MESSAGES.error);
          return;
        }
        if (outcome.answer !== null) return;
        // Spec 001 §8: the order could not be read after its acceptance: the code again.
        toast.show({ message: STOCK_ENTRY_MESSAGES.deliveryReloadFailed, tone: 'error' });
        forgetDeliveryOrder();
        onCodeAgain();
      }),
    accepting: accept.isPending,
    /** Prints `ready` lines again (the printer dialog's Reintentar) or asks the server for them. */
    print: (orderId: number, ready: string[] | null) =>
      act.run(async () => {
        try {
          await print.mutateAsync({ orderId, ready });
        } catch (error) {
          if (error instanceof PrinterFailure)
            setPrinterError({ message: error.message, lines: error.lines });
          else fail(error, CHECKOUT_MESSAGES.printFailed);
          return;
        }
        // Spec 001 §7: a successful print returns to /inicio; the order is done here.
        setPrinterError(null);
        forgetDeliveryOrder();
        await navigate({ to: '/inicio', replace: true });
      }),
    printing: print.isPending,
    busy: act.pending,
    printerError,
    closePrinterError: () => setPrinterError(null),
  };
}

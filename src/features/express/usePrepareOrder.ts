import { useMutation, useQueryClient } from '@tanstack/react-query';
import { printBill } from '@/api/generated/endpoints/billing/billing.ts';
import { updateDeliveryStatus } from '@/api/generated/endpoints/express/express.ts';
import { invalidate } from '@/api/queries.ts';
import { useSingleFlight } from '@/api/singleFlight.ts';
import { printLinesText } from '@/domain/billing.ts';
import { mismatchMessage, type VerificationLine, verificationSummary } from '@/domain/expressVerification.ts';
import { EXPRESS_MESSAGES, orderReadyMessage, orderReadyPrintFailedMessage } from '@/domain/messages.ts';
import { useTerminal } from '@/terminal/react.tsx';
import type { Notice } from './useVerificationScan.ts';
import { verificationMemory } from './verificationMemory.ts';

/**
 * "Preparado" (spec 001 §5): with the units not exactly verified, "ERROR: Hay {n} productos
 * faltantes/sobrantes"; with them, PUT /api/delivery/status POR ENTREGAR (a mutation that
 * invalidates the store's list and the order), then the order's receipt (POST
 * /api/payments/bill/print, impresa, through the terminal) for the bag: "Orden {n} lista para
 * entregar", or that it is ready but the receipt did not print. Once per tap (single flight).
 */
export function usePrepareOrder({
  orderId,
  orderNumber,
  storeId,
  lines,
  onNotice,
}: {
  orderId: number;
  orderNumber: number | null;
  storeId: number;
  lines: readonly VerificationLine[];
  onNotice: (notice: Notice | null) => void;
}) {
  const queryClient = useQueryClient();
  const terminal = useTerminal();

  const prepare = useMutation({
    mutationFn: () => updateDeliveryStatus({ order_id: orderId, delivery_status: 'POR ENTREGAR' }),
    onSuccess: () => invalidate.afterDeliveryStatus(queryClient, { storeId, orderId }),
  });

  const receipt = useMutation({
    // Nothing to invalidate: no read of this app shows a printed receipt.
    mutationFn: async () => {
      const answer = await printBill({
        order_id: orderId,
        format: 'impresa',
        email: null,
        provider: terminal.provider,
        provider_version: terminal.providerVersion,
        billing_success: true,
      });
      await terminal.print(printLinesText(answer.data.printFormat));
    },
  });

  const flight = useSingleFlight(async () => {
    if (orderNumber === null) return;
    const mismatch = mismatchMessage(
      verificationSummary(lines, verificationMemory.get()[String(orderId)] ?? {}),
    );
    if (mismatch) {
      onNotice({ text: mismatch, tone: 'error' });
      return;
    }
    onNotice(null);
    try {
      await prepare.mutateAsync();
    } catch {
      onNotice({ text: EXPRESS_MESSAGES.statusChangeFailed, tone: 'error' });
      return;
    }
    // The scans stay until the order reads as prepared (the screen forgets them then): no "0 de
    // N" while the order is read again. The receipt goes in the bag; the order is ready either way.
    const printed = await receipt.mutateAsync().then(
      () => true,
      () => false,
    );
    onNotice(
      printed
        ? { text: orderReadyMessage(orderNumber), tone: 'success' }
        : { text: orderReadyPrintFailedMessage(orderNumber), tone: 'error' },
    );
  });

  return {
    run: flight.run,
    /** The status change or the receipt in flight (React Query's pending). */
    pending: prepare.isPending || receipt.isPending,
  };
}

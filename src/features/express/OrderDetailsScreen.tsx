import { useMutation, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@tanstack/react-store';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { errorText, isNotFound } from '@/api/errors.ts';
import { printBill } from '@/api/generated/endpoints/billing/billing.ts';
import { updateDeliveryStatus } from '@/api/generated/endpoints/express/express.ts';
import { invalidate, queries } from '@/api/queries.ts';
import { useSingleFlight } from '@/api/singleFlight.ts';
import { VerificationTable } from '@/components/pos/VerificationTable.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { LoadError } from '@/components/ui/LoadError.tsx';
import { Skeleton } from '@/components/ui/Skeleton.tsx';
import { StatusBadge } from '@/components/ui/StatusBadge.tsx';
import { TextField } from '@/components/ui/TextField.tsx';
import { printLinesText } from '@/domain/billing.ts';
import { codePathSegment } from '@/domain/codes.ts';
import { EXPRESS_DETAIL_LABELS, EXPRESS_LIST_LABELS } from '@/domain/expressMessages.ts';
import { expressOrderRow, isToPrepare } from '@/domain/expressOrders.ts';
import {
  applyScan,
  clearLine,
  isPackSku,
  lineState,
  mismatchMessage,
  normaliseEan,
  type PackChildInput,
  preparedCounts,
  verificationLines,
  verificationSummary,
} from '@/domain/expressVerification.ts';
import {
  DELIVERY_LABELS,
  EXPRESS_MESSAGES,
  invalidEanMessage,
  orderReadyMessage,
  orderReadyPrintFailedMessage,
} from '@/domain/messages.ts';
import { session } from '@/session/session.ts';
import { useBarcodeWedge, useTerminal } from '@/terminal/react.tsx';
import { HandOver } from './HandOver.tsx';
import styles from './OrderDetailsScreen.module.css';
import {
  forgetVerification,
  setVerifiedCounts,
  useVerifiedCounts,
  verificationMemory,
} from './verificationMemory.ts';

/** Spec 001 §9: the success notice hides after 2 s; then the list (reloaded) is shown. */
export const DELIVERED_NOTICE_MS = 2000;

interface Notice {
  text: string;
  tone: 'error' | 'success';
}

/**
 * /orden-detalles?id (spec 001 §2, §5 "Product verification on express orders"): the express
 * order's products verified by EAN, typed, read by the handheld scanner anywhere on the page or by
 * the terminal's camera. Packs (SKU 999…) are verified through their children (GET
 * /api/products/packs/children/{id}). A code on no line is looked up (GET /api/product-by-ean) for
 * "EAN INVALIDO: {product}" or "Producto no encontrado". The counts survive a reload. "Preparado"
 * with the units not exactly verified says "ERROR: Hay {n} productos faltantes/sobrantes"; with
 * them, PUT /api/delivery/status POR ENTREGAR and "Orden {n} lista para entregar".
 */
export function OrderDetailsScreen({ orderId }: { orderId: number }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const terminal = useTerminal();
  const storeId = useSelector(session.store, (s) => s.user?.store_id ?? 0);
  const details = useQuery(queries.expressOrder(orderId));
  const order = details.data?.data.order ?? null;
  const packIds = (order?.OrderProducts ?? [])
    .filter((p) => isPackSku(p.Product.sku))
    .map((p) => p.Product.id);
  const children = useQueries({ queries: packIds.map((id) => queries.packChildren(id)) });
  const childrenById: Record<number, readonly PackChildInput[] | undefined> = {};
  packIds.forEach((id, i) => {
    childrenById[id] = children[i]?.data?.data.products;
  });
  const { lines, packsWithoutChildren } = verificationLines(order?.OrderProducts ?? [], childrenById);
  const counts = useVerifiedCounts(orderId);
  const [ean, setEan] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const [lastKey, setLastKey] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  const field = useRef<HTMLInputElement>(null);

  const prepare = useMutation({
    mutationFn: () => updateDeliveryStatus({ order_id: orderId, delivery_status: 'POR ENTREGAR' }),
    onSuccess: () => invalidate.afterDeliveryStatus(queryClient, { storeId, orderId }),
  });

  /** One unit scanned or typed: counted at once (no scan is lost while another is looked up). */
  const scan = (raw: string) => {
    const code = normaliseEan(raw);
    if (code === '') return;
    const current = verificationMemory.get()[String(orderId)] ?? {};
    const outcome = applyScan(lines, current, code);
    if (outcome.kind === 'counted') {
      setVerifiedCounts(orderId, outcome.counts);
      setLastKey(outcome.key);
      setNotice(null);
      return;
    }
    setLastKey(null);
    // Looked up as itself: a "/", "?" or "#" typed in the code must not ask for another path.
    const segment = codePathSegment(code);
    if (segment === null) {
      setNotice({ text: EXPRESS_MESSAGES.productNotFound, tone: 'error' });
      return;
    }
    void queryClient
      .fetchQuery(queries.productByEan(segment))
      .then((found) => setNotice({ text: invalidEanMessage(found.data.product.name), tone: 'error' }))
      .catch((error: unknown) =>
        setNotice({
          // Unknown to the server: the spec's text; any other failure: the server's, else the same.
          text: isNotFound(error)
            ? EXPRESS_MESSAGES.productNotFound
            : errorText(error, EXPRESS_MESSAGES.productNotFound),
          tone: 'error',
        }),
      );
  };

  const ready = order !== null && packsWithoutChildren.length === 0;
  useBarcodeWedge(
    (code) => {
      // The scanner typed into the field when it had the focus: those characters go back out.
      setEan((typed) => (typed.endsWith(code) ? typed.slice(0, typed.length - code.length) : typed));
      scan(code);
    },
    // Only while verifying: once prepared, a scanner's Enter belongs to the pickup code dialog.
    { enabled: ready && isToPrepare(order?.delivery_status ?? null) },
  );

  const prepareOnce = useSingleFlight(async () => {
    if (!order) return;
    const mismatch = mismatchMessage(
      verificationSummary(lines, verificationMemory.get()[String(orderId)] ?? {}),
    );
    if (mismatch) {
      setNotice({ text: mismatch, tone: 'error' });
      return;
    }
    setNotice(null);
    try {
      await prepare.mutateAsync();
    } catch {
      setNotice({ text: EXPRESS_MESSAGES.statusChangeFailed, tone: 'error' });
      return;
    }
    // The scans stay until the order reads as prepared (then they go, see below): no "0 de N"
    // while the order is read again.
    // The receipt goes in the bag: printed now; the order is ready either way.
    const printed = await printReceipt();
    setNotice(
      printed
        ? { text: orderReadyMessage(order.order_number), tone: 'success' }
        : { text: orderReadyPrintFailedMessage(order.order_number), tone: 'error' },
    );
  });

  /** The order's receipt (POST /api/payments/bill/print, format impresa) through the terminal. */
  const printReceipt = async (): Promise<boolean> => {
    try {
      const answer = await printBill({
        order_id: orderId,
        format: 'impresa',
        email: null,
        provider: terminal.provider,
        provider_version: terminal.providerVersion,
        billing_success: true,
      });
      await terminal.print(printLinesText(answer.data.printFormat));
      return true;
    } catch {
      return false;
    }
  };

  const [delivered, setDelivered] = useState(false);
  const handedOver = () => {
    setDelivered(true);
    setNotice({ text: EXPRESS_MESSAGES.delivered, tone: 'success' });
  };
  // "Entrega exitosa!" for 2 s, then the list, reloaded (a Volver meanwhile cancels the wait).
  useEffect(() => {
    if (!delivered) return undefined;
    const timer = setTimeout(() => void navigate({ to: '/entrega-inmediata' }), DELIVERED_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [delivered, navigate]);

  // Once the order reads as past preparation, its scans are no longer needed.
  const pastPreparation = order !== null && !isToPrepare(order.delivery_status);
  useEffect(() => {
    if (pastPreparation) forgetVerification(orderId);
  }, [pastPreparation, orderId]);

  const childrenFailed = children.some((c) => c.isError);
  if (details.isError || childrenFailed) {
    return (
      <LoadError
        message={EXPRESS_MESSAGES.loadFailed}
        reloading={details.isFetching || children.some((c) => c.isFetching)}
        onReload={() => {
          void details.refetch();
          for (const c of children) if (c.isError) void c.refetch();
        }}
        onHome={() => void navigate({ to: '/inicio' })}
      />
    );
  }
  if (!order) return <Skeleton height="320px" shape="rect" />;

  const card = expressOrderRow(order);
  const toPrepare = isToPrepare(order.delivery_status);
  // Past "Preparado" the order was verified in full (it is refused otherwise): shown as such,
  // not as the scans of this machine (gone once prepared, or made on another machine).
  const shown = toPrepare ? counts : preparedCounts(lines);
  const summary = verificationSummary(lines, shown);
  const rows = lines.map((line) => ({
    key: line.key,
    name: line.name,
    packName: line.packName,
    expected: line.expected,
    counted: shown[line.key] ?? 0,
    state: lineState(line, shown),
  }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    scan(ean);
    setEan('');
    field.current?.focus();
  };
  const scanWithCamera = async () => {
    setScanning(true);
    try {
      const code = await terminal.scanBarcode();
      if (code) scan(code);
    } finally {
      setScanning(false);
    }
  };

  return (
    <div className={styles.root}>
      <section className={styles.head} aria-labelledby="express-order-title">
        <h2 id="express-order-title" className={styles.title}>
          {EXPRESS_LIST_LABELS.order(card.orderNumber)}
        </h2>
        <StatusBadge status={card.tone}>{card.statusLabel}</StatusBadge>
        <p className={styles.meta}>
          {[...new Set([card.customerName, card.typeLabel, card.time])].filter(Boolean).join(' · ')}
        </p>
      </section>

      {toPrepare && (
        <form className={styles.scan} onSubmit={submit}>
          <TextField
            ref={field}
            label={EXPRESS_DETAIL_LABELS.ean}
            value={ean}
            inputMode="numeric"
            autoComplete="off"
            autoFocus
            disabled={!ready}
            onChange={(event) => setEan(event.target.value)}
          />
          <div className={styles.scanActions}>
            <Button type="submit" disabled={!ready}>
              {EXPRESS_DETAIL_LABELS.verify}
            </Button>
            {terminal.hasCamera && (
              <Button
                type="button"
                variant="secondary"
                loading={scanning}
                disabled={!ready}
                onClick={() => void scanWithCamera()}
              >
                {EXPRESS_DETAIL_LABELS.scanWithCamera}
              </Button>
            )}
          </div>
        </form>
      )}

      {notice && (
        <p className={notice.tone === 'error' ? styles.error : styles.success} role="alert">
          {notice.text}
        </p>
      )}

      <p className={styles.progress} role="status">
        {toPrepare
          ? EXPRESS_DETAIL_LABELS.counting(summary.counted, summary.expected)
          : EXPRESS_DETAIL_LABELS.alreadyPrepared(summary.expected)}
      </p>
      <VerificationTable
        rows={rows}
        loading={!ready}
        lastKey={lastKey}
        clearable={toPrepare}
        disabled={!toPrepare || prepareOnce.pending}
        onClear={(key) => {
          setVerifiedCounts(orderId, clearLine(verificationMemory.get()[String(orderId)] ?? {}, key));
          setLastKey(null);
        }}
      />

      {toPrepare && (
        <div className={styles.actions}>
          <Button
            size="lg"
            loading={prepareOnce.pending}
            disabled={!ready}
            onClick={() => void prepareOnce.run()}
          >
            {DELIVERY_LABELS.prepared}
          </Button>
        </div>
      )}
      {order.delivery_status === 'POR ENTREGAR' && !delivered && (
        <div className={styles.actions}>
          <HandOver
            orderId={orderId}
            deliveryType={order.delivery_type}
            storeId={storeId}
            onDone={handedOver}
            onFailure={(text) => setNotice({ text, tone: 'error' })}
          />
        </div>
      )}
    </div>
  );
}

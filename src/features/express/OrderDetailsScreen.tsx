import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@tanstack/react-store';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { VerificationTable } from '@/components/pos/VerificationTable.tsx';
import { Button } from '@/components/ui/Button.tsx';
import { LoadError } from '@/components/ui/LoadError.tsx';
import { Skeleton } from '@/components/ui/Skeleton.tsx';
import { StatusBadge } from '@/components/ui/StatusBadge.tsx';
import { TextField } from '@/components/ui/TextField.tsx';
import { EXPRESS_DETAIL_LABELS, EXPRESS_LIST_LABELS } from '@/domain/expressMessages.ts';
import { DELIVERED_NOTICE_MS, expressOrderRow, isToPrepare } from '@/domain/expressOrders.ts';
import { lineState, preparedCounts, verificationSummary } from '@/domain/expressVerification.ts';
import { DELIVERY_LABELS, EXPRESS_MESSAGES } from '@/domain/messages.ts';
import { session } from '@/session/session.ts';
import { useTerminal } from '@/terminal/react.tsx';
import { useBarcodeWedge } from '@/terminal/useBarcodeWedge.ts';
import { HandOver } from './HandOver.tsx';
import styles from './OrderDetailsScreen.module.css';
import { useExpressOrderDetails } from './useExpressOrderDetails.ts';
import { usePrepareOrder } from './usePrepareOrder.ts';
import { type Notice, useVerificationScan } from './useVerificationScan.ts';
import { forgetVerification, useVerifiedCounts } from './verificationMemory.ts';

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
  const terminal = useTerminal();
  const storeId = useSelector(session.store, (s) => s.user?.store_id ?? 0);
  const { order, lines, ready, failed, reloading, reload } = useExpressOrderDetails(orderId);
  const counts = useVerifiedCounts(orderId);
  const [ean, setEan] = useState('');
  const [notice, setNotice] = useState<Notice | null>(null);
  const field = useRef<HTMLInputElement>(null);
  const { scan, lastKey, clear, scanWithCamera, scanning } = useVerificationScan({
    orderId,
    lines,
    onNotice: setNotice,
  });
  const prepare = usePrepareOrder({
    orderId,
    orderNumber: order?.order_number ?? null,
    storeId,
    lines,
    onNotice: setNotice,
  });

  useBarcodeWedge(
    (code) => {
      // The scanner typed into the field when it had the focus: those characters go back out.
      setEan((typed) => (typed.endsWith(code) ? typed.slice(0, typed.length - code.length) : typed));
      scan(code);
    },
    // Only while verifying: once prepared, a scanner's Enter belongs to the pickup code dialog.
    { enabled: ready && isToPrepare(order?.delivery_status ?? null) },
  );

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

  if (failed) {
    return (
      <LoadError
        message={EXPRESS_MESSAGES.loadFailed}
        reloading={reloading}
        onReload={reload}
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
        disabled={!toPrepare || prepare.pending}
        onClear={clear}
      />

      {toPrepare && (
        <div className={styles.actions}>
          <Button
            size="lg"
            loading={prepare.pending}
            disabled={!ready}
            onClick={() => void prepare.run()}
            data-main-action
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

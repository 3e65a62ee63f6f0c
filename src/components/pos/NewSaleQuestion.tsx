import { ConfirmDialog } from '@/components/ui/ConfirmDialog.tsx';
import { productCount } from '@/domain/messages.ts';

/**
 * A new sale asked for over an unfinished one (/inicio's sale entries, a delivery platform, a saved
 * order; ours, docs/DECISIONS.md "Sale"): go back to it, or discard it, unless it holds money or
 * was sent to payment. Here, with the one component that shows them, not in the first screen's
 * messages.
 */
export const NEW_SALE_MESSAGES = {
  title: 'Hay una venta sin terminar',
  discardWarning: 'Si empieza otra venta, esta se descarta con todo lo que tiene.',
  holdsMoney:
    'Esta venta tiene un pago en curso y no se puede descartar: termínela o cancélela en el pago antes de empezar otra.',
  /** Its order went to payment (PAGANDO): only the payment's "Cancelar compra" rejects it. */
  sentToPayment:
    'Esta venta ya se envió a pago y no se puede descartar: cancélela en el pago con Cancelar compra antes de empezar otra.',
  back: 'Volver a la venta',
  discard: 'Descartar y empezar otra',
} as const;

/** What the unfinished sale holds: "Carro con 2 productos". */
export const unfinishedCartSummary = (lines: number): string => `Carro con ${productCount(lines)}`;

export interface NewSaleQuestionProps {
  open: boolean;
  /** Lines in the unfinished sale's cart (0: not said). */
  lines: number;
  /** The sale holds money (an open payment attempt, a payment approved): it cannot be discarded. */
  holdsMoney: boolean;
  /** The sale's order was sent to payment: only the payment's "Cancelar compra" ends it. */
  sentToPayment?: boolean;
  /** "Volver a la venta": the unfinished sale on its screen. */
  onBack: () => void;
  /** "Descartar y empezar otra": the unfinished sale is dropped and the new one starts. */
  onDiscard: () => void;
  /** Escape, outside click or ✕: the question closes and nothing changes. */
  onClose: () => void;
}

/**
 * A new sale asked for while another is unfinished (docs/DECISIONS.md "Sale"): "Volver a la venta"
 * is the first answer (it has the focus: an Enter never discards), "Descartar y empezar otra" the
 * other; a sale that holds money, or whose order was sent to payment, offers only the way back.
 */
export function NewSaleQuestion({
  open,
  lines,
  holdsMoney,
  sentToPayment = false,
  onBack,
  onDiscard,
  onClose,
}: NewSaleQuestionProps) {
  return (
    <ConfirmDialog
      open={open}
      title={NEW_SALE_MESSAGES.title}
      message={
        holdsMoney
          ? NEW_SALE_MESSAGES.holdsMoney
          : sentToPayment
            ? NEW_SALE_MESSAGES.sentToPayment
            : NEW_SALE_MESSAGES.discardWarning
      }
      confirmLabel={NEW_SALE_MESSAGES.back}
      cancelLabel={holdsMoney || sentToPayment ? null : NEW_SALE_MESSAGES.discard}
      onConfirm={onBack}
      onCancel={onDiscard}
      onDismiss={onClose}
    >
      {lines > 0 && <p>{unfinishedCartSummary(lines)}</p>}
    </ConfirmDialog>
  );
}

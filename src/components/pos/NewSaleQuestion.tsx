import { ConfirmDialog } from '@/components/ui/ConfirmDialog.tsx';
import { NEW_SALE_MESSAGES, unfinishedCartSummary } from '@/domain/messages.ts';

export interface NewSaleQuestionProps {
  open: boolean;
  /** Lines in the unfinished sale's cart (0: not said). */
  lines: number;
  /** The sale holds money (an open payment attempt, a payment approved): it cannot be discarded. */
  holdsMoney: boolean;
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
 * other; a sale that holds money offers only the way back.
 */
export function NewSaleQuestion({
  open,
  lines,
  holdsMoney,
  onBack,
  onDiscard,
  onClose,
}: NewSaleQuestionProps) {
  return (
    <ConfirmDialog
      open={open}
      title={NEW_SALE_MESSAGES.title}
      message={holdsMoney ? NEW_SALE_MESSAGES.holdsMoney : NEW_SALE_MESSAGES.discardWarning}
      confirmLabel={NEW_SALE_MESSAGES.back}
      cancelLabel={holdsMoney ? null : NEW_SALE_MESSAGES.discard}
      onConfirm={onBack}
      onCancel={onDiscard}
      onDismiss={onClose}
    >
      {lines > 0 && <p>{unfinishedCartSummary(lines)}</p>}
    </ConfirmDialog>
  );
}

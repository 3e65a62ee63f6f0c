import { useNavigate } from '@tanstack/react-router';
import { useSelector } from '@tanstack/react-store';
import { useState } from 'react';
import { backToUnfinishedSale, saleHoldsMoney, saleSentToPayment } from '@/session/reset.ts';
import { sale } from '@/session/sale.ts';
import { isUnfinishedSale } from '@/session/saleResume.ts';
import type { NewSaleQuestionProps } from './NewSaleQuestion.tsx';

/**
 * A new sale that replaces the sale in progress (/inicio's sale entries, a platform on /delivery,
 * Retomar on /guardados): `startOrAsk(target)` starts it at once when no sale is unfinished, and
 * otherwise opens the question (`question`, the NewSaleQuestion's props), which starts it only
 * on "Descartar y empezar otra" and only when the sale may be discarded (no money held, not sent
 * to payment: docs/DECISIONS.md "Sale"). `backToSale` is "Volver a la venta".
 */
export function useNewSaleQuestion<T>(start: (target: T) => void) {
  const navigate = useNavigate();
  const lines = useSelector(sale.store, (s) => s.lines.length);
  // What the seller asked for, and why the sale may not be discarded, read when asked.
  const [asked, setAsked] = useState<{ target: T; holdsMoney: boolean; sentToPayment: boolean } | null>(null);

  const startOrAsk = (target: T) => {
    if (isUnfinishedSale(sale.get()))
      setAsked({ target, holdsMoney: saleHoldsMoney(), sentToPayment: saleSentToPayment() });
    else start(target);
  };
  const backToSale = () => {
    setAsked(null);
    void navigate({ to: backToUnfinishedSale() });
  };
  const question: NewSaleQuestionProps = {
    open: asked !== null,
    lines,
    holdsMoney: asked?.holdsMoney ?? false,
    sentToPayment: asked?.sentToPayment ?? false,
    onBack: backToSale,
    onDiscard: () => {
      setAsked(null);
      if (asked && !saleHoldsMoney() && !saleSentToPayment()) start(asked.target);
    },
    onClose: () => setAsked(null),
  };
  return { startOrAsk, backToSale, question };
}

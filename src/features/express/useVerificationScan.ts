import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorText, isNotFound } from '@/api/errors.ts';
import { askNow, queries } from '@/api/queries.ts';
import { codePathSegment } from '@/domain/codes.ts';
import { applyScan, clearLine, normaliseEan, type VerificationLine } from '@/domain/expressVerification.ts';
import { EXPRESS_MESSAGES, invalidEanMessage } from '@/domain/messages.ts';
import { useTerminal } from '@/terminal/react.tsx';
import { setVerifiedCounts, verificationMemory } from './verificationMemory.ts';

export interface Notice {
  text: string;
  tone: 'error' | 'success';
}

/**
 * The units verified on /orden-detalles: a scanned or typed EAN counts one unit of its line at
 * once (no scan is lost while another is looked up) and is kept across a reload
 * (verificationMemory); a code on no line is looked up (GET /api/product-by-ean) for "EAN
 * INVALIDO: {product}" or "Producto no encontrado". `lastKey` is the line just counted; the
 * terminal's camera reads a code like the scanner.
 */
export function useVerificationScan({
  orderId,
  lines,
  onNotice,
}: {
  orderId: number;
  lines: readonly VerificationLine[];
  onNotice: (notice: Notice | null) => void;
}) {
  const queryClient = useQueryClient();
  const terminal = useTerminal();
  const [lastKey, setLastKey] = useState<string | null>(null);
  const countsNow = () => verificationMemory.get()[String(orderId)] ?? {};

  const scan = (raw: string) => {
    const code = normaliseEan(raw);
    if (code === '') return;
    const outcome = applyScan(lines, countsNow(), code);
    if (outcome.kind === 'counted') {
      setVerifiedCounts(orderId, outcome.counts);
      setLastKey(outcome.key);
      onNotice(null);
      return;
    }
    setLastKey(null);
    // Looked up as itself: a "/", "?" or "#" typed in the code must not ask for another path.
    const segment = codePathSegment(code);
    if (segment === null) {
      onNotice({ text: EXPRESS_MESSAGES.productNotFound, tone: 'error' });
      return;
    }
    void queryClient
      .fetchQuery(askNow(queries.productByEan(segment)))
      .then((found) => onNotice({ text: invalidEanMessage(found.data.product.name), tone: 'error' }))
      .catch((error: unknown) =>
        onNotice({
          // Unknown to the server: the spec's text; any other failure: the server's, else the same.
          text: isNotFound(error)
            ? EXPRESS_MESSAGES.productNotFound
            : errorText(error, EXPRESS_MESSAGES.productNotFound),
          tone: 'error',
        }),
      );
  };

  /** The terminal's camera reads one code, counted like a typed one. */
  const [scanning, setScanning] = useState(false);
  const scanWithCamera = async () => {
    setScanning(true);
    try {
      const code = await terminal.scanBarcode();
      if (code) scan(code);
    } finally {
      setScanning(false);
    }
  };

  return {
    scan,
    scanWithCamera,
    scanning,
    lastKey,
    /** A line's count back to 0. */
    clear: (key: string) => {
      setVerifiedCounts(orderId, clearLine(countsNow(), key));
      setLastKey(null);
    },
  };
}

import { correction, generate } from 'lean-qr/nano';
import { useMemo } from 'react';
import { QR_IMAGE } from '@/domain/qrPayment.ts';
import styles from './PaymentQr.module.css';

export interface PaymentQrProps {
  /** The text the QR encodes (the MACH link, Redpay's token_url). */
  value: string;
  /** What the image is, for assistive technology (e.g. "Código QR de pago MACH"). */
  label: string;
  /** A number the customer may type instead of scanning (Redpay's token_number), with its caption. */
  code?: { caption: string; value: string } | null;
}

/**
 * A payment QR as an SVG (spec 001 §9: scale 4, error correction level H): one path of dark
 * modules, 4 px per module, with the standard quiet zone, black on white whatever the theme so
 * any phone reads it.
 */
export function PaymentQr({ value, label, code }: PaymentQrProps) {
  const { size, path } = useMemo(() => qrPath(value), [value]);
  const pixels = size * QR_IMAGE.scale;
  return (
    <figure className={styles.root} data-qr-value={value}>
      <svg
        className={styles.image}
        role="img"
        aria-label={label}
        width={pixels}
        height={pixels}
        viewBox={`0 0 ${size} ${size}`}
        shapeRendering="crispEdges"
      >
        <rect width={size} height={size} fill="#ffffff" />
        <path d={path} fill="#000000" />
      </svg>
      {code && (
        <figcaption className={styles.code}>
          <span className={styles.caption}>{code.caption}</span>
          <span className={styles.number}>{code.value}</span>
        </figcaption>
      )}
    </figure>
  );
}

/** The QR's modules as one SVG path (a unit square per dark module), and its side with the margin. */
export function qrPath(value: string): { size: number; path: string } {
  const code = generate(value, { minCorrectionLevel: correction[QR_IMAGE.errorCorrection] });
  const count = code.size;
  const m = QR_IMAGE.margin;
  let path = '';
  for (let row = 0; row < count; row += 1) {
    for (let col = 0; col < count; col += 1) {
      if (code.get(col, row)) path += `M${col + m} ${row + m}h1v1h-1z`;
    }
  }
  return { size: count + 2 * m, path };
}

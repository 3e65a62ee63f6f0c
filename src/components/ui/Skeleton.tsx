import type { CSSProperties } from 'react';
import { cx } from './cx';
import styles from './Skeleton.module.css';

export interface SkeletonProps {
  /** CSS length; defaults to 100%. */
  width?: string;
  /** CSS length; defaults to one line of text. Use the real content's height to avoid layout shift. */
  height?: string;
  shape?: 'text' | 'rect' | 'circle';
  /** Several text lines; the last one is shorter. */
  lines?: number;
  className?: string;
}

/** Placeholder sized like the content it stands for. Hidden from assistive technology. */
export function Skeleton({ width = '100%', height, shape = 'text', lines = 1, className }: SkeletonProps) {
  const style: CSSProperties = { width, ...(height ? { height } : {}) };
  if (lines > 1) {
    return (
      <span aria-hidden="true" className={cx(styles.stack, className)} style={{ width }}>
        {Array.from({ length: lines }, (_, i) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: static placeholder lines
            key={i}
            className={cx(styles.root, styles.text)}
            style={{ width: i === lines - 1 ? '60%' : '100%' }}
          />
        ))}
      </span>
    );
  }
  return (
    <span
      aria-hidden="true"
      data-testid="skeleton"
      className={cx(
        styles.root,
        shape === 'text' && !height && styles.text,
        shape === 'circle' && styles.circle,
        className,
      )}
      style={style}
    />
  );
}

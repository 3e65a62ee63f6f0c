/**
 * useVirtualList in a real Chromium (layout, scrolling, ResizeObserver): rows of different heights
 * in a scrolling region, placed as the seller scrolls, and what is on screen stays where it is
 * when a row above it changes height.
 */
import { cleanup, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { useVirtualList } from './useVirtualList.ts';

const COUNT = 200;

/** Row i is 40 px, 80 px or 120 px tall (a line with and without its breakdown, a pack). */
const heightOf = (i: number, tall: ReadonlySet<number>) => (tall.has(i) ? 300 : 40 + (i % 3) * 40);

function List({ tall }: { tall: ReadonlySet<number> }) {
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null);
  return (
    <div ref={setScroller} data-testid="scroller" style={{ height: 400, overflowY: 'auto' }}>
      {scroller && <Rows scroller={scroller} tall={tall} />}
    </div>
  );
}

function Rows({ scroller, tall }: { scroller: HTMLElement; tall: ReadonlySet<number> }) {
  const virtual = useVirtualList({
    count: COUNT,
    scroller,
    estimateSize: 60,
    gap: 4,
    overscan: 2,
    scrollMargin: 0,
  });
  return (
    <div style={{ position: 'relative', height: virtual.totalSize }}>
      {virtual.items.map((item) => (
        <div
          key={item.key}
          data-index={item.index}
          ref={virtual.measureElement}
          style={{ position: 'absolute', top: 0, width: '100%', transform: `translateY(${item.start}px)` }}
        >
          <div style={{ height: heightOf(item.index, tall) }}>Fila {item.index}</div>
        </div>
      ))}
    </div>
  );
}

const scroller = () => screen.getByTestId('scroller');
const rows = () => scroller().querySelectorAll('[data-index]').length;
/** Where row `n` is on screen, relative to the region's top (null when it is not placed). */
const topOf = (n: number) => {
  const row = screen.queryByText(`Fila ${n}`);
  return row ? row.getBoundingClientRect().top - scroller().getBoundingClientRect().top : null;
};

afterEach(cleanup);

describe('useVirtualList', () => {
  it('places the rows on screen and a few around, each at its measured height, down to the last', async () => {
    render(<List tall={new Set()} />);
    await expect.poll(() => topOf(1)).toBe(44);
    expect(topOf(2)).toBe(44 + 80 + 4);
    expect(rows()).toBeLessThan(20);
    // the whole list's height is what it is measured (estimated where not seen yet): scroll
    // until the end stops moving
    await expect
      .poll(
        () => {
          scroller().scrollTo(0, scroller().scrollHeight);
          return screen.queryByText(`Fila ${COUNT - 1}`);
        },
        { timeout: 10_000, interval: 100 },
      )
      .not.toBeNull();
    expect(rows()).toBeLessThan(20);
    const last = scroller().querySelector(`[data-index="${COUNT - 1}"]`);
    expect(last?.getBoundingClientRect().bottom).toBeCloseTo(scroller().getBoundingClientRect().bottom, 0);
  });

  it('keeps what is on screen in place when a row above it grows', async () => {
    const { rerender } = render(<List tall={new Set()} />);
    await expect.poll(() => topOf(0)).toBe(0);
    scroller().scrollTo(0, 3000);
    const placed = () => [...scroller().querySelectorAll<HTMLElement>('[data-index]')];
    const regionTop = () => scroller().getBoundingClientRect().top;
    // The row at the region's middle, once the rows there are placed, and a row placed above the
    // region (off screen, kept for a scroll back).
    const middle = () =>
      placed().find((row) => {
        const box = row.getBoundingClientRect();
        return box.top <= regionTop() + 200 && box.bottom > regionTop() + 200;
      });
    await expect.poll(middle).toBeDefined();
    const shown = Number(middle()?.dataset.index);
    const above = Number(
      placed().find((row) => row.getBoundingClientRect().bottom <= regionTop())?.dataset.index,
    );
    expect(shown).toBeGreaterThan(above);
    const at = topOf(shown);
    const before = screen.getByText(`Fila ${above}`).getBoundingClientRect().height;
    expect(before).toBeLessThan(300);

    rerender(<List tall={new Set([above])} />);
    // Placed again: the row after it starts where it ends now.
    await expect.poll(() => (topOf(above + 1) ?? 0) - (topOf(above) ?? 0)).toBe(300 + 4);
    expect(topOf(shown)).toBe(at);
  });
});

/**
 * A long document's lines in a real Chromium, in a column of bounded height as on the document
 * screen: the line the last entry counted on is brought into view in the lines' own region, below
 * the column headers that stay in place, and marked; once per entry, not whenever the rows change.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import '@/styles/tokens.css';
import '@/styles/global.css';
import { nextFrame } from '@/test/nextFrame.ts';
import { type StockLineRow, StockLines } from './StockLines';
import type { LastEntered } from './StockTable';

const ROWS: StockLineRow[] = Array.from({ length: 300 }, (_, i) => ({
  id: i + 1,
  name: `Producto de la guía número ${i + 1}`,
  ean: `78010000${String(i + 1).padStart(5, '0')}`,
  toEnter: 0,
  current: 0,
}));

afterEach(cleanup);

/** As the document screen gives the lines their height: a column they may shrink in. */
function Bounded(props: { rows: StockLineRow[]; lastEntered: LastEntered | null }) {
  return (
    <div data-bounded="" style={{ height: 420, display: 'flex', flexDirection: 'column' }}>
      <style>{'[data-bounded] > * { min-height: 0; }'}</style>
      <StockLines rows={props.rows} onClear={() => {}} lastEntered={props.lastEntered} />
    </div>
  );
}

/** Where the row of line `id` is against the region's rows area (below the column headers). */
function placeOf(id: number) {
  const region = screen.getByRole('region', { name: 'Productos del documento' });
  // The headers stick as cells (their row keeps its place in the table).
  const header = within(region).getAllByRole('columnheader')[0]!.getBoundingClientRect();
  const row = within(region)
    .getByRole('cell', { name: `Producto de la guía número ${id}` })
    .closest('tr')!;
  const box = row.getBoundingClientRect();
  const area = region.getBoundingClientRect();
  return {
    current: row.getAttribute('aria-current'),
    shown: box.top >= header.bottom - 0.5 && box.bottom <= area.bottom + 0.5,
    region,
  };
}

describe.each([
  { width: 360, height: 640 },
  { width: 720, height: 1280 },
])('the last entry at $width x $height', ({ width, height }) => {
  it('is scrolled into view below the headers and marked, once per entry', async () => {
    await page.viewport(width, height);
    const { rerender } = render(<Bounded rows={ROWS} lastEntered={null} />);
    await nextFrame();
    expect(placeOf(280)).toMatchObject({ current: null, shown: false });

    const entry = { id: 280 };
    rerender(<Bounded rows={ROWS} lastEntered={entry} />);
    await nextFrame();
    const place = placeOf(280);
    expect(place).toMatchObject({ current: 'true', shown: true });
    expect(place.region.querySelectorAll('tr[aria-current="true"]')).toHaveLength(1);

    // The seller scrolls back up, then another line changes (a Borrar): the view stays.
    place.region.scrollTop = 0;
    const cleared = ROWS.map((r) => (r.id === 3 ? { ...r, toEnter: 0, current: 1 } : r));
    rerender(<Bounded rows={cleared} lastEntered={entry} />);
    await nextFrame();
    expect(place.region.scrollTop).toBe(0);
    expect(placeOf(280)).toMatchObject({ current: 'true', shown: false });

    // The same line entered again: shown again.
    rerender(<Bounded rows={cleared} lastEntered={{ id: 280 }} />);
    await nextFrame();
    expect(placeOf(280).shown).toBe(true);
    // A line above the view: the region scrolls up to it, and it stops below the sticky headers.
    rerender(<Bounded rows={cleared} lastEntered={{ id: 150 }} />);
    await nextFrame();
    expect(placeOf(150)).toMatchObject({ current: 'true', shown: true });
    // A line near the top.
    rerender(<Bounded rows={cleared} lastEntered={{ id: 2 }} />);
    await nextFrame();
    expect(placeOf(2)).toMatchObject({ current: 'true', shown: true });
    expect(placeOf(280).current).toBeNull();
  });
});

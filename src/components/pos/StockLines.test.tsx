import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { STOCK_LABELS } from '@/domain/storeOpsMessages';
import { type StockLineRow, StockLines } from './StockLines';

const ROWS: readonly StockLineRow[] = Object.freeze([
  { id: 1, name: 'Cerveza Cristal Lata 470 cc', ean: '7801000000013', toEnter: 24, current: 0 },
  { id: 10, name: 'Agua Mineral Cachantún Sin Gas 1,6 L', ean: '7802000000027', toEnter: 6, current: 12 },
  { id: 3, name: 'Pisco Mistral 35° 750 cc', ean: '7803000000031,7803000000048', toEnter: 0, current: 5 },
  { id: 4, name: 'Cerveza Escudo Lata 470 cc', ean: null, toEnter: 0, current: 0 },
]);

/** The names in the table's rows, in order (the header row left out). */
const shownNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]!.textContent);

function setup() {
  const onClear = vi.fn();
  render(<StockLines rows={ROWS} onClear={onClear} />);
  const user = userEvent.setup({ delay: null });
  const filter = screen.getByRole('searchbox', { name: STOCK_LABELS.filter });
  return { onClear, user, filter };
}

describe('StockLines: "Filtrar productos" over a document\'s lines', () => {
  it('shows every line and "4 de 4 productos" with nothing typed', () => {
    setup();
    expect(shownNames()).toHaveLength(4);
    expect(screen.getByText('4 de 4 productos')).toBeInTheDocument();
  });

  it('finds a line by its name whatever the accents and capitals', async () => {
    const { user, filter } = setup();
    await user.type(filter, 'CACHANTUN');
    expect(shownNames()).toEqual(['Agua Mineral Cachantún Sin Gas 1,6 L']);
    expect(screen.getByText('1 de 4 productos')).toBeInTheDocument();
  });

  it('needs every word typed, in any order', async () => {
    const { user, filter } = setup();
    await user.type(filter, 'lata cerveza');
    expect(shownNames()).toEqual(['Cerveza Cristal Lata 470 cc', 'Cerveza Escudo Lata 470 cc']);
    expect(screen.getByText('2 de 4 productos')).toBeInTheDocument();
  });

  it('finds a line by any of its barcodes', async () => {
    const { user, filter } = setup();
    await user.type(filter, '7803000000048');
    expect(shownNames()).toEqual(['Pisco Mistral 35° 750 cc']);
  });

  it('says so when no line matches, and shows them all again once the text is cleared', async () => {
    const { user, filter } = setup();
    await user.type(filter, 'whisky');
    expect(shownNames()).toEqual([]);
    expect(screen.getByText(STOCK_LABELS.filterNoMatch)).toBeInTheDocument();
    expect(screen.getByText('0 de 4 productos')).toBeInTheDocument();
    await user.clear(filter);
    expect(shownNames()).toHaveLength(4);
    expect(screen.queryByText(STOCK_LABELS.filterNoMatch)).toBeNull();
  });

  it('"Borrar" of a line found by the filter clears that line; the lines given stay as they were', async () => {
    const { user, filter, onClear } = setup();
    await user.type(filter, 'agua');
    await user.click(
      screen.getByRole('button', {
        name: 'Borrar cantidad por ingresar de Agua Mineral Cachantún Sin Gas 1,6 L',
      }),
    );
    expect(onClear).toHaveBeenCalledExactlyOnceWith(10);
    expect(ROWS.map((r) => r.id)).toEqual([1, 10, 3, 4]);
  });

  it('the lines scroll in a region of their own, reached by the keyboard', () => {
    setup();
    const region = screen.getByRole('region', { name: STOCK_LABELS.lines });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(within(region).getByRole('table')).toBeInTheDocument();
  });
});

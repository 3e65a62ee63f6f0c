/**
 * The cart's lines in a real Chromium (layout, scrolling): a long cart keeps a small, constant
 * DOM, shows every line as the seller scrolls its region to it, and a press on a placed line
 * changes that line of the sale. The lines are placed as the cart screen places them: in a column
 * of a fixed height (the screen fits the window), scrolling in their own region.
 */
import { generateProducts } from '@mocks/world/bigCatalogue.ts';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import '@/styles/tokens.css';
import '@/styles/global.css';
import { priceCart } from '@/domain/cart.ts';
import { sale } from '@/session/sale.ts';
import { nextFrame } from '@/test/nextFrame.ts';
import { PLAIN_STORE } from '@/test/plainStore.ts';
import { CartLines, VIRTUALISE_FROM } from './CartLines.tsx';

const NOW = new Date('2026-11-27T15:00:00-03:00');

/** A sale of `count` distinct products, one unit each, stored and rendered from the store. */
function renderCart(count: number) {
  const products = generateProducts(count).map((p) => ({ ...p, ean: p.ean ?? null, stock: 50 }));
  sale.set((s) => ({ ...s, lines: products.map((product) => ({ product, amount: 1, recommended: false })) }));
  const view = () => (
    <div style={{ height: '800px', display: 'flex', flexDirection: 'column' }}>
      <CartLines
        priced={priceCart({ lines: sale.get().lines, store: PLAIN_STORE, buyType: 'socio', now: NOW })}
        busy={false}
        showOffer={false}
        onShowOffer={() => {}}
        onMessage={() => {}}
      />
    </div>
  );
  const result = render(view());
  return { products, rerender: () => result.rerender(view()), unmount: result.unmount };
}

const lines = () => document.querySelectorAll('article').length;
/** The lines' own scrolling region. */
function region(): HTMLElement {
  const scroller = screen.getByRole('region', { name: 'Productos del carro' }).firstElementChild;
  if (!(scroller instanceof HTMLElement)) throw new Error('no scrolling region');
  return scroller;
}

beforeEach(() => sale.reset());
afterEach(() => {
  cleanup();
  sale.reset();
});

describe('CartLines', () => {
  it('renders a cart under the limit whole', () => {
    renderCart(VIRTUALISE_FROM - 1);
    expect(lines()).toBe(VIRTUALISE_FROM - 1);
  });

  it('keeps the same few lines in the DOM for a long cart, and shows the last one at the end', async () => {
    expect(document.documentElement.scrollHeight).toBeLessThanOrEqual(window.innerHeight);
    const few = renderCart(VIRTUALISE_FROM);
    // The virtualised list is its own chunk: until it is there, every line shows.
    await expect.poll(() => document.querySelector('[data-lines]')).not.toBeNull();
    await nextFrame();
    const small = lines();
    expect(small).toBeGreaterThan(0);
    expect(small).toBeLessThan(VIRTUALISE_FROM);
    expect(document.querySelector('[data-lines]')?.getAttribute('data-lines')).toBe(String(VIRTUALISE_FROM));
    few.unmount();

    const { products } = renderCart(300);
    await expect.poll(() => document.querySelector('[data-lines]')).not.toBeNull();
    await nextFrame();
    expect(lines()).toBe(small);
    const last = products.at(-1)?.name ?? '';
    expect(screen.queryByRole('heading', { name: last })).toBeNull();
    // measured lines replace the estimate as they come into view, so the end may move: scroll until there
    await expect
      .poll(
        () => {
          region().scrollTo(0, region().scrollHeight);
          return screen.queryByRole('heading', { name: last });
        },
        { timeout: 10_000, interval: 200 },
      )
      .not.toBeNull();
    expect(lines()).toBeLessThan(VIRTUALISE_FROM);
  });

  it('a press on a placed line far down the cart changes that line of the sale', async () => {
    const { products, rerender } = renderCart(100);
    await expect.poll(() => document.querySelector('[data-lines]')).not.toBeNull();
    const target = products[60];
    if (!target) throw new Error('no 61st product');
    await expect
      .poll(
        () => {
          // less than a screen at a time: every line passes through the screen on the way down
          region().scrollBy(0, region().clientHeight * 0.8);
          return screen.queryByRole('heading', { name: target.name });
        },
        { timeout: 10_000, interval: 50 },
      )
      .not.toBeNull();
    const line = screen.getByRole('heading', { name: target.name }).closest('article') as HTMLElement;
    await userEvent.click(within(line).getByRole('button', { name: 'Aumentar cantidad' }));
    expect(sale.get().lines.find((l) => l.product.id === target.id)?.amount).toBe(2);
    expect(sale.get().lines.filter((l) => l.amount !== 1)).toHaveLength(1);
    rerender();
    await expect.poll(() => within(line).getByRole('textbox').getAttribute('value')).toBe('2');
  });
});

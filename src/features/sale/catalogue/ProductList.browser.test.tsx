/**
 * The catalogue's list in a real Chromium (layout, scrolling): a long list keeps a small,
 * constant DOM and still shows every product as the seller scrolls to it.
 */
import { generateProducts } from '@mocks/world/bigCatalogue.ts';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '@/styles/tokens.css';
import '@/styles/global.css';
import { ToastProvider } from '@/components/ui/Toast.tsx';
import { nextFrame } from '@/test/nextFrame.ts';
import { PLAIN_STORE } from '@/test/plainStore.ts';
import styles from './CatalogueScreen.module.css';
import { ProductList, VIRTUALISE_FROM } from './ProductList.tsx';

function renderList(count: number) {
  const products = generateProducts(count).map((p) => ({ ...p, ean: p.ean ?? null }));
  return render(
    <ToastProvider>
      <section className={styles.list} aria-label="Productos">
        <ProductList
          products={products}
          store={PLAIN_STORE}
          buyType="socio"
          wholesale={false}
          lines={[]}
          quantities={{}}
          onQuantitiesChange={() => {}}
        />
      </section>
    </ToastProvider>,
  );
}

const cards = () => document.querySelectorAll('article').length;

afterEach(() => {
  cleanup();
  window.scrollTo(0, 0);
});

describe('ProductList', () => {
  it('renders a short list whole', async () => {
    renderList(VIRTUALISE_FROM - 1);
    expect(cards()).toBe(VIRTUALISE_FROM - 1);
  });

  it('keeps the same few cards in the DOM for 2,000 or 20,000 products, and shows the last one at the end', async () => {
    const few = renderList(2000);
    // The virtualised rows are their own chunk: until it is there, a few pages of cards show.
    await expect.poll(() => document.querySelector('[data-products]')).not.toBeNull();
    await nextFrame();
    const small = cards();
    expect(small).toBeGreaterThan(0);
    expect(small).toBeLessThan(VIRTUALISE_FROM);
    few.unmount();

    renderList(20_000);
    await nextFrame();
    expect(cards()).toBe(small);
    const last = generateProducts(20_000).at(-1)?.name ?? '';
    expect(screen.queryByRole('article', { name: last })).toBeNull();

    // measured rows replace the estimate as they come into view, so the end may move: scroll until there
    await expect
      .poll(
        () => {
          window.scrollTo(0, document.documentElement.scrollHeight);
          return screen.queryByRole('article', { name: last });
        },
        { timeout: 10_000, interval: 200 },
      )
      .not.toBeNull();
    expect(cards()).toBeLessThan(VIRTUALISE_FROM);
  });
});

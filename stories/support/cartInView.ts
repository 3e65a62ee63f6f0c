import { expect, waitFor, within } from 'storybook/test';

/** Why `el` is not whole inside the window and its scrolling regions, or null when it is. */
function notWhollyShown(el: Element): string | null {
  const r = el.getBoundingClientRect();
  if (r.height === 0) return 'not shown';
  if (r.top < 0 || r.bottom > window.innerHeight) return `outside the window (${r.top} to ${r.bottom})`;
  for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
    const { overflowY } = getComputedStyle(box);
    if (overflowY === 'visible') continue;
    const c = box.getBoundingClientRect();
    if (r.top < c.top - 0.5 || r.bottom > c.bottom + 0.5)
      return `cut by its region (${c.top} to ${c.bottom})`;
  }
  return null;
}

/**
 * The cart at the story's window (720x1280 or 1366x768 in the visual tests): `lines` lines, and
 * the total, the document type, the first payment row and REALIZAR COMPRA whole on screen with the
 * page not scrolled (the lines scroll in their own region). The 360x640 terminal, where only the
 * first row's method fits, is checked by e2e/cart-layout.spec.ts.
 */
export async function expectCheckoutInView(canvasElement: HTMLElement, lines: number) {
  const canvas = within(canvasElement);
  const region = await canvas.findByRole('region', { name: 'Productos del carro' }, { timeout: 15000 });
  await waitFor(
    () => {
      const virtual = region.querySelector('[data-lines]');
      const count = virtual
        ? Number(virtual.getAttribute('data-lines'))
        : region.querySelectorAll('article').length;
      expect(count).toBe(lines);
    },
    { timeout: 15000 },
  );
  const summary = canvas.getByRole('region', { name: 'Resumen de la compra' });
  await waitFor(() => expect(summary).not.toHaveAttribute('aria-busy'), { timeout: 15000 });
  const shown = {
    total: within(summary).getByText('Total', { exact: true }).parentElement,
    'document type': canvas.getByRole('group', { name: 'Tipo de documento' }),
    'payment 1': canvas.getByRole('group', { name: 'Pago 1' }),
    'REALIZAR COMPRA': canvas.getByRole('button', { name: 'REALIZAR COMPRA' }),
  };
  for (const [what, el] of Object.entries(shown)) {
    if (!el) throw new Error(`no ${what}`);
    await expect({ what, problem: notWhollyShown(el) }).toEqual({ what, problem: null });
  }
  await expect(document.documentElement.scrollHeight).toBeLessThanOrEqual(window.innerHeight);
}

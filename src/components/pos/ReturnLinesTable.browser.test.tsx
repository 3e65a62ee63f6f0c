/**
 * The return's lines in a real Chromium on the smallest terminal (360 px) and the card terminal
 * (720 px): every stepper is on screen, not scrolled out sideways, and each figure keeps its name.
 * At 360 px the four columns overflowed: "A devolver" and its stepper were off the right edge.
 */
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import '@/styles/tokens.css';
import '@/styles/global.css';
import { nextFrame } from '@/test/nextFrame.ts';
import { checkLayout } from '../../../.storybook/layoutCheck.ts';
import { type ReturnLine, ReturnLinesTable } from './ReturnLinesTable';

const LINES: ReturnLine[] = [
  {
    productId: 1,
    name: 'Cerveza Heineken Lata 350 cc',
    bought: 24,
    returned: 0,
    returnable: 24,
    quantity: 24,
    unitPrices: [1190],
  },
  {
    productId: 2,
    name: 'Gin Tanqueray London Dry 750 cc',
    bought: 2,
    returned: 1,
    returnable: 1,
    quantity: 0,
    unitPrices: [17990],
  },
];

afterEach(cleanup);

describe.each([
  { width: 360, height: 640 },
  { width: 720, height: 1280 },
])('the return lines at $width x $height', ({ width, height }) => {
  it('show every stepper inside the window, no sideways scroll, the figures named', async () => {
    await page.viewport(width, height);
    const { container } = render(<ReturnLinesTable lines={LINES} onQuantityChange={() => {}} />);
    await nextFrame();
    expect(checkLayout()).toEqual([]);
    const wrap = container.firstElementChild as HTMLElement;
    expect(wrap.scrollWidth).toBeLessThanOrEqual(wrap.clientWidth);
    for (const line of LINES) {
      const stepper = screen.getByRole('group', { name: new RegExp(line.name) });
      for (const button of within(stepper).getAllByRole('button')) {
        const box = button.getBoundingClientRect();
        expect(box.left).toBeGreaterThanOrEqual(0);
        expect(box.right).toBeLessThanOrEqual(width);
      }
    }
    // Each figure is named: by its column header when there are columns, beside it when stacked.
    const returned = screen.getAllByRole('row')[2]?.querySelectorAll('td')[2];
    const header = screen.getByRole('columnheader', { name: 'Ya devuelto' });
    const named = width < 600 ? getComputedStyle(returned!, '::before').content : header.textContent;
    expect(named).toMatch(/Ya devuelto/i);
    expect(header.closest('thead')!.getBoundingClientRect().width > 1).toBe(width >= 600);
  });
});

/**
 * The header in a real Chromium, on a phone's 360 px and the terminal's 720 px: every title of the
 * screens, Volver, the seller's name and "Cerrar sesión" fit, whole and apart (the screens' layout
 * check, docs/VISUAL.md "Layout"). At 360 px one row left the title no width ("POS Pago" gone) and
 * cut the name to "Vendedo…".
 */
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import '@/styles/tokens.css';
import '@/styles/global.css';
import { nextFrame } from '@/test/nextFrame.ts';
import { checkLayout } from '../../../.storybook/layoutCheck.ts';
import { Button } from './Button';
import { Icon } from './Icon';
import { HeaderBackButton, PageHeader } from './PageHeader';

const TITLES = ['POS Pago', 'Carro', 'Inicio', 'POS Ingreso Guía de Despacho', 'Productos a devolver'];
/** The header's height on every screen whose title takes one line (the cart's room depends on it). */
const ONE_BAR = 64;

afterEach(cleanup);

describe.each([
  { width: 360, height: 640 },
  { width: 720, height: 1280 },
])('the header at $width x $height', ({ width, height }) => {
  it.each(TITLES)('shows "%s", Volver, the seller and Cerrar sesión whole', async (title) => {
    await page.viewport(width, height);
    render(
      <PageHeader
        title={title}
        back={<HeaderBackButton onClick={() => {}} />}
        sellerName="Vendedor Demo"
        onLogout={() => {}}
      />,
    );
    await nextFrame();
    expect(checkLayout()).toEqual([]);
    const heading = screen.getByRole('heading', { level: 1, name: title });
    expect(heading.getBoundingClientRect().width).toBeGreaterThan(0);
    if (!title.includes(' ')) {
      expect(screen.getByRole('banner').getBoundingClientRect().height).toBeLessThanOrEqual(ONE_BAR);
    }
  });

  it("keeps the catalogue's cart button beside them", async () => {
    await page.viewport(width, height);
    render(
      <PageHeader
        title="Compra"
        back={<HeaderBackButton onClick={() => {}} />}
        sellerName="Vendedor Demo"
        onLogout={() => {}}
        actions={
          <Button variant="secondary" icon={<Icon name="cart" />} aria-label="Carro, 3 productos">
            3
          </Button>
        }
      />,
    );
    await nextFrame();
    expect(checkLayout()).toEqual([]);
  });
});

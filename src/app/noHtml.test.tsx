/**
 * No HTML from the server or the print lines is ever interpreted (docs/DECISIONS.md "Architecture"): React renders every
 * server string as text, and no code of the app hands a string to the HTML parser. The first
 * test guards the second half for every source file; the others show the first half on the
 * screens where server text arrives: a refusal's errorMessage, a product's name, print lines.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CartLine } from '@/components/pos/CartLine.tsx';
import { LoginScreen } from '@/features/session/LoginScreen.tsx';
import { session } from '@/session/session.ts';
import { renderScreen } from '@/test/renderScreen.tsx';

const HOSTILE = '<img src="x" onerror="window.__pwned=1"><b>negrita</b>';

const HTML_SINKS =
  /dangerouslySetInnerHTML|\.innerHTML\b|\.outerHTML\b|insertAdjacentHTML|document\.write\b|createContextualFragment|DOMParser/;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'generated' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [full] : [];
  });
}

describe('no HTML is interpreted', () => {
  it('no source file of the app, the demo world or the stories hands a string to the HTML parser', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const files = ['src', 'mocks', 'stories'].flatMap((d) => sourceFiles(path.join(root, d)));
    expect(files.length).toBeGreaterThan(100);
    const offenders = files.filter((f) => HTML_SINKS.test(readFileSync(f, 'utf8')));
    expect(offenders).toEqual([]);
  });

  describe('server text is shown as text', () => {
    const server = setupServer();
    beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
    afterEach(() => {
      server.resetHandlers();
      session.reset();
    });
    afterAll(() => server.close());

    it("a refusal's errorMessage with markup: its characters on the screen, no element made of them", async () => {
      server.use(
        http.post('*/api/login', () => HttpResponse.json({ errorMessage: HOSTILE }, { status: 400 })),
      );
      const view = await renderScreen({ path: '/login', screens: { '/login': LoginScreen } });
      const user = userEvent.setup();
      await user.type(screen.getByLabelText('RUT'), '111111111');
      await user.type(screen.getByLabelText('Contraseña'), 'demo1234');
      await user.keyboard('{Enter}');
      expect(await screen.findByRole('alert')).toHaveTextContent(HOSTILE);
      expect(view.container.querySelector('img, b')).toBeNull();
      expect(Reflect.get(window, '__pwned')).toBeUndefined();
    });
  });

  it("a product's name with markup on a cart line: text, no element", () => {
    const { container } = render(
      <CartLine
        name={HOSTILE}
        quantity={1}
        unitPrice={1000}
        subtotal={1000}
        total={1000}
        maxQuantity={5}
        isPack
        packItems={[{ name: HOSTILE, quantity: 6 }]}
        onQuantityChange={() => {}}
        onRemove={() => {}}
      />,
    );
    expect(screen.getAllByText(HOSTILE, { exact: false }).length).toBeGreaterThan(0);
    expect(container.querySelector('img, b')).toBeNull();
  });
});

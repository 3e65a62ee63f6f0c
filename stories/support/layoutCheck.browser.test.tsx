/**
 * The screens' layout check (.storybook/layoutCheck.ts, docs/VISUAL.md "Layout") on tiny pages in
 * Chromium: each rule fails on what it is there to catch, and passes what a screen may do.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { checkLayout, type LayoutRule, layoutReport } from '../../.storybook/layoutCheck';

/** A 48 px button: what the app's buttons are. */
const B = 'min-width:48px;min-height:48px;font:16px sans-serif;';
const BUTTON = `style="${B}"`;

async function pageOf(html: string) {
  document.body.innerHTML = html;
  document.body.style.margin = '0';
  await new Promise((done) => requestAnimationFrame(() => done(null)));
}

const rules = (): LayoutRule[] => checkLayout().map((v) => v.rule);
const found = (rule: LayoutRule) => checkLayout().filter((v) => v.rule === rule);

beforeEach(async () => {
  await page.viewport(360, 640);
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('the layout check', () => {
  it('passes a screen whose action shows, whose texts fit and whose controls are apart and large', async () => {
    await pageOf(`
      <h1>Carro</h1>
      <label for="q" style="display:block">Buscar</label>
      <input id="q" style="height:48px;width:200px">
      <p>Lea los <a href="#t">términos</a> antes de pagar.</p>
      <label style="display:flex;align-items:center;min-height:48px"><input type="checkbox"> Boleta</label>
      <button disabled style="width:20px;height:20px">x</button>
      <button ${BUTTON} data-main-action>Pagar</button>`);
    expect(checkLayout()).toEqual([]);
  });

  describe('main action', () => {
    it('fails when it is below the fold', async () => {
      await pageOf(`<div style="height:900px"></div><button ${BUTTON} data-main-action>Pagar</button>`);
      expect(found('main-action')).toEqual([
        expect.objectContaining({ element: 'button "Pagar"', detail: expect.stringContaining('360x640') }),
      ]);
    });

    it('fails when it sticks out of the window sideways', async () => {
      await pageOf(`<button data-main-action style="${B}margin-left:330px">Pagar</button>`);
      expect(rules()).toContain('main-action');
    });

    it('fails when another element covers its centre', async () => {
      await pageOf(`
        <button ${BUTTON} data-main-action>Pagar</button>
        <div style="position:fixed;inset:0;background:white">Aviso</div>`);
      expect(found('main-action')).toEqual([
        expect.objectContaining({ detail: expect.stringContaining('covered at its centre by div "Aviso"') }),
      ]);
    });

    it('takes the open dialog’s action, not the screen’s below it', async () => {
      await pageOf(`
        <div style="height:900px"></div><button ${BUTTON} data-main-action>Pagar</button>
        <div role="dialog" style="position:fixed;top:10px;left:10px">
          <button ${BUTTON} data-main-action>Aceptar</button>
        </div>`);
      expect(checkLayout()).toEqual([]);

      await pageOf(`
        <button ${BUTTON} data-main-action>Pagar</button>
        <div role="dialog" style="position:fixed;top:10px;left:10px">
          <div style="height:900px"></div><button ${BUTTON} data-main-action>Aceptar</button>
        </div>`);
      expect(found('main-action')).toEqual([
        expect.objectContaining({ element: 'button "Aceptar" in dialog ""' }),
      ]);
    });

    it('fails when two elements are marked', async () => {
      await pageOf(
        `<button ${BUTTON} data-main-action>Pagar</button><button ${BUTTON} data-main-action>Otro</button>`,
      );
      expect(found('main-action')).toEqual([
        expect.objectContaining({ detail: expect.stringContaining('2 elements') }),
      ]);
    });

    it('checks nothing on a screen that marks none (a list, a skeleton)', async () => {
      await pageOf(`<div style="height:900px"></div><button ${BUTTON}>Ver</button>`);
      expect(checkLayout()).toEqual([]);
    });
  });

  describe('cut text', () => {
    it('fails on a title that ends in an ellipsis', async () => {
      await pageOf(
        `<h1 style="width:60px;white-space:nowrap;overflow:hidden;text-overflow:ellipsis">POS Pago Carro</h1>`,
      );
      expect(found('cut-text')).toEqual([
        expect.objectContaining({
          element: 'heading h1 "POS Pago Carro"',
          detail: expect.stringContaining('ellipsis'),
        }),
      ]);
    });

    it('fails on a button whose second line is hidden', async () => {
      await pageOf(
        `<button style="width:100px;height:48px;overflow:hidden;font:16px sans-serif">Confirmar la devolución completa</button>`,
      );
      expect(found('cut-text')).toEqual([
        expect.objectContaining({ element: 'button "Confirmar la devolución completa"' }),
      ]);
    });

    it('fails on a title squeezed to no width by the header beside it', async () => {
      await pageOf(`
        <header style="display:grid;grid-template-columns:auto 1fr auto;width:260px">
          <button style="${B}width:130px">Volver</button>
          <h1 style="min-width:0;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">POS Pago</h1>
          <button style="${B}width:130px">Cerrar sesión</button>
        </header>`);
      expect(found('cut-text')).toEqual([
        expect.objectContaining({
          element: 'heading h1 "POS Pago" in the header',
          detail: expect.stringContaining(' in 0 px'),
        }),
      ]);
    });

    it('fails on a label, a table header and an ellipsis inside a button', async () => {
      await pageOf(`
        <label style="display:block;width:40px;overflow:hidden;white-space:nowrap">Número de documento</label>
        <table><tr><th><div style="width:30px;overflow:hidden;white-space:nowrap">Cantidad</div></th></tr></table>
        <button ${BUTTON}><span style="display:block;width:50px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">Vendedor Demo</span></button>`);
      expect(found('cut-text').map((v) => v.element)).toEqual([
        'label "Número de documento"',
        'column header "Cantidad" (its part "Cantidad")',
        'button "Vendedor Demo" (its part "Vendedor Demo")',
      ]);
    });

    it('fails on an ellipsis in any element', async () => {
      await pageOf(
        `<span style="display:inline-block;width:40px;overflow:hidden;white-space:nowrap;text-overflow:ellipsis">Vendedor Demo</span>`,
      );
      expect(rules()).toEqual(['cut-text']);
    });

    it('passes a long text that wraps, a region that scrolls and a text for screen readers only', async () => {
      await pageOf(`
        <span style="position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap">Cargando los productos del carro</span>
        <h2 style="width:80px">Un título largo que baja de línea</h2>
        <div style="height:40px;overflow:auto"><p>a</p><p>b</p><p>c</p></div>`);
      expect(checkLayout()).toEqual([]);
    });
  });

  describe('sideways', () => {
    it('fails on a table wider than its scrolling region', async () => {
      await pageOf(`
        <div style="overflow-x:auto;width:300px">
          <table style="width:500px"><caption>Detalle del pedido</caption><tr><td>Cerveza</td></tr></table>
        </div>`);
      expect(found('sideways')).toEqual([
        expect.objectContaining({
          element: 'table "Detalle del pedido"',
          detail: '500 px wide in 300 px: its last columns are out of sight sideways',
        }),
      ]);
    });

    it('passes a table that fits its region', async () => {
      await pageOf(`
        <div style="overflow-x:auto;width:300px">
          <table style="width:100%"><tr><td>Cerveza</td><td>6</td></tr></table>
        </div>`);
      expect(rules()).toEqual([]);
    });
  });

  describe('spill', () => {
    const CARD = 'border:1px solid #ccc;padding:12px;width:134px';
    const BADGE = '<span style="display:inline-block;width:96px;border:1px solid red">PRECIO CLUB</span>';

    it('fails on a price that a badge pushes out of its card', async () => {
      await pageOf(`
        <div style="${CARD}">
          <div style="display:flex;justify-content:space-between;gap:8px">
            <span>${BADGE}</span><span style="white-space:nowrap;font:700 20px sans-serif">$890</span>
          </div>
        </div>`);
      expect(found('spill')).toEqual([
        expect.objectContaining({
          element: expect.stringMatching(/^span "\$890"$/),
          detail: expect.stringMatching(/^its text runs \d+ px out of div "PRECIO CLUB\$890" sideways$/),
        }),
      ]);
    });

    it('passes the same price let down to the next line', async () => {
      await pageOf(`
        <div style="${CARD}">
          <div style="display:flex;flex-wrap:wrap;justify-content:space-between;gap:8px">
            <span>${BADGE}</span><span style="white-space:nowrap;font:700 20px sans-serif;margin-left:auto">$890</span>
          </div>
        </div>`);
      expect(rules()).toEqual([]);
    });

    it('fails on a text past the window edge', async () => {
      await pageOf('<p style="white-space:nowrap;margin-left:300px">Pisco Mistral $5.990</p>');
      expect(found('spill')).toEqual([
        expect.objectContaining({
          element: 'p "Pisco Mistral $5.990"',
          detail: expect.stringContaining('the window'),
        }),
      ]);
    });

    it('leaves a text in a region that scrolls sideways, or one cut with an ellipsis, to the other rules', async () => {
      await pageOf(`
        <div style="overflow-x:auto;width:200px"><p style="white-space:nowrap;width:600px">Una fila ancha que se desplaza</p></div>
        <div style="${CARD}"><span style="display:block;overflow:hidden;white-space:nowrap">Vino Casillero del Diablo Cabernet</span></div>`);
      expect(found('spill')).toEqual([]);
    });
  });

  describe('overlap', () => {
    it('fails when two controls cross', async () => {
      await pageOf(`
        <button style="${B}position:absolute;left:0;top:0;width:100px;height:48px">Volver</button>
        <button style="${B}position:absolute;left:90px;top:0;width:100px;height:48px">Cerrar sesión</button>`);
      expect(found('overlap')).toEqual([
        expect.objectContaining({
          element: 'button "Volver" and button "Cerrar sesión"',
          detail: 'they overlap by 10x48 px',
        }),
      ]);
    });

    it('fails when a link lies over a field', async () => {
      await pageOf(`
        <input aria-label="RUT" style="position:absolute;left:0;top:0;width:200px;height:48px">
        <a href="#x" style="position:absolute;left:150px;top:10px;width:60px;height:48px">Buscar</a>`);
      expect(rules()).toEqual(['overlap']);
    });

    it("fails when the header's title lies under the seller's name", async () => {
      await pageOf(`
        <header style="display:grid;grid-template-columns:1fr;font:16px sans-serif">
          <h1 style="grid-area:1/1;margin:0;font-size:20px">POS Ingreso Guía de Despacho</h1>
          <span style="grid-area:1/1;align-self:end"><span>Vendedor Demo</span></span>
        </header>`);
      expect(found('overlap')).toEqual([
        expect.objectContaining({
          element: expect.stringMatching(
            /^heading h1 "POS Ingreso Guía de Despacho".* and span "Vendedor Demo"/,
          ),
        }),
      ]);
    });

    it("passes a heading beside the seller's name and a heading holding a button", async () => {
      await pageOf(`
        <header style="display:flex;gap:8px;font:16px sans-serif">
          <h1 style="margin:0;font-size:20px">Carro <button ${BUTTON}>?</button></h1>
          <span>Vendedor Demo</span>
        </header>`);
      expect(rules()).toEqual([]);
    });

    it('passes controls that touch by a pixel, one inside another, and content under a sticky bar', async () => {
      await pageOf(`
        <button style="${B}position:absolute;left:0;top:0;width:100px;height:48px">A</button>
        <button style="${B}position:absolute;left:99px;top:0;width:100px;height:48px">B</button>
        <div role="button" style="position:absolute;left:0;top:100px;width:200px;height:60px">
          <a href="#x" style="display:inline-block;width:48px;height:48px">C</a>
        </div>
        <div style="height:1200px"></div>
        <button style="${B}position:absolute;left:0;top:600px;width:100px;height:48px">D</button>
        <div style="position:sticky;bottom:0;height:60px;background:white">
          <button ${BUTTON}>Pagar</button>
        </div>`);
      expect(rules()).toEqual([]);
    });

    it('passes a control scrolled out of its region', async () => {
      await pageOf(`
        <div style="width:100px;overflow:hidden;white-space:nowrap">
          <button style="${B}width:100px">Uno</button><button style="${B}width:100px">Dos</button>
        </div>
        <button style="${B}position:absolute;left:110px;top:0">Tres</button>`);
      expect(rules()).toEqual([]);
    });
  });

  describe('touch target', () => {
    it('fails on a small button, link, field or select', async () => {
      await pageOf(`
        <button style="width:40px;height:48px">+</button>
        <a href="#x" style="display:inline-block;width:48px;height:30px">Ver</a>
        <input aria-label="Cantidad" style="width:100px;height:32px">
        <select aria-label="Tipo" style="height:30px"><option>Boleta</option></select>`);
      expect(found('touch-target').map((v) => v.element)).toEqual([
        'button "+"',
        'link "Ver"',
        'text field "Cantidad"',
        'list (select) "Tipo"',
      ]);
      expect(found('touch-target')[0]?.detail).toBe('touch target 40x48 px, less than 44x44');
    });

    it('fails on a checkbox whose label is small too', async () => {
      await pageOf(`<label style="font:14px sans-serif"><input type="checkbox"> Boleta</label>`);
      expect(found('touch-target')).toEqual([
        expect.objectContaining({ element: 'checkbox field "Boleta"' }),
      ]);
    });

    it('passes a link in a sentence, a disabled button and a checkbox with a large label', async () => {
      await pageOf(`
        <p style="width:300px">Si no recuerda la clave, <a href="#x">pídala aquí</a> al administrador.</p>
        <button disabled style="width:20px;height:20px">x</button>
        <label style="display:flex;min-height:48px;min-width:48px;align-items:center"><input type="checkbox"> Boleta</label>`);
      expect(rules()).toEqual([]);
    });
  });

  it('names the story, the size, the rule and the element', async () => {
    await pageOf(`<button style="width:20px;height:20px">x</button>`);
    expect(layoutReport('Member (screens-carro--member)', '360x640', checkLayout())).toEqual([
      'Member (screens-carro--member) at 360x640: [touch-target] button "x": touch target 20x20 px, less than 44x44',
    ]);
  });
});

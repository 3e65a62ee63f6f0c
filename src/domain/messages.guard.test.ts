/**
 * Guard of the one catalogue of visible texts (`messages.ts`): a screen, component or route that
 * types a catalogue text again instead of importing it fails here, listing file, line and text.
 * Scans src/features, src/components and src/routes (not tests, stories or test helpers) with
 * TypeScript's parser: string literals, template literals without placeholders and JSX text.
 * Also checks that messages.ts itself writes each text once.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import * as checkoutCatalogue from './checkoutMessages';
import * as expressCatalogue from './expressMessages';
import * as sharedCatalogue from './messages';
import * as returnsCatalogue from './returnsMessages';
import * as storeOpsCatalogue from './storeOpsMessages';

/** The catalogues: the shared one, the checkout's own (checkoutMessages.ts) and the express orders' (expressMessages.ts). */
const catalogue = {
  ...sharedCatalogue,
  ...checkoutCatalogue,
  ...expressCatalogue,
  ...returnsCatalogue,
  ...storeOpsCatalogue,
};

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SCANNED = ['src/features', 'src/components', 'src/routes'];
const SKIPPED = /\.(test|stories|browser\.test)\.tsx?$|(^|\/)(testing|fixtures)\.tsx?$|\.gen\.ts$/;

/** Literals equal to a catalogue text that are not shown as such (values the code compares). */
const NOT_VISIBLE: readonly string[] = [
  // The domain's DocType values ('Boleta' | 'Factura'), mapped from the sale's 'boleta' | 'factura'.
  'src/features/sale/cart/saleContext.ts "Boleta"',
  'src/features/sale/cart/saleContext.ts "Factura"',
];

/**
 * Every text of the catalogue (string values of its exported objects, and RUT_MESSAGES), with
 * the names it has ("GENERAL_MESSAGES.error or COUPON_MESSAGES.genericError").
 */
function catalogueTexts(): Map<string, string> {
  const texts = new Map<string, string>();
  const visit = (value: unknown, name: string) => {
    if (typeof value === 'string') {
      const names = texts.get(value);
      texts.set(value, names ? `${names} or ${name}` : name);
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) visit(inner, `${name}.${key}`);
    }
  };
  for (const [name, value] of Object.entries(catalogue)) {
    // Numbers (PRINTER_STATUS, COUPON_SUCCESS_CLOSE_MS) and functions are not texts.
    if (typeof value === 'object') visit(value, name);
  }
  return texts;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !SKIPPED.test(path) ? [path] : [];
  });
}

/** A literal that is not a visible text: a module path, a literal type, a property name. */
function isCodeOnly(node: ts.Node): boolean {
  const parent = node.parent;
  if (!parent) return false;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent) || ts.isLiteralTypeNode(parent))
    return true;
  if (ts.isImportTypeNode(parent.parent ?? parent)) return true;
  if ((ts.isPropertyAssignment(parent) || ts.isPropertySignature(parent)) && parent.name === node)
    return true;
  return false;
}

interface Copy {
  file: string;
  line: number;
  text: string;
  name: string;
}

/** The catalogue texts typed in one source file. */
function copiesIn(source: ts.SourceFile, texts: Map<string, string>): Copy[] {
  const copies: Copy[] = [];
  const check = (node: ts.Node, text: string) => {
    const name = texts.get(text);
    if (name === undefined) return;
    const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
    copies.push({ file: source.fileName, line, text, name });
  };
  const walk = (node: ts.Node) => {
    if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && !isCodeOnly(node)) {
      check(node, node.text);
    } else if (ts.isJsxText(node)) {
      const text = node.getText(source).replace(/\s+/g, ' ').trim();
      if (text) check(node, text);
    }
    ts.forEachChild(node, walk);
  };
  walk(source);
  return copies;
}

function parse(file: string, text: string): ts.SourceFile {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
}

function inlineCopies(texts: Map<string, string>): Copy[] {
  return SCANNED.flatMap(sourceFiles).flatMap((file) =>
    copiesIn(parse(file, readFileSync(join(ROOT, file), 'utf8')), texts),
  );
}

const format = (c: Copy) => `${c.file}:${c.line} "${c.text}" (use ${c.name})`;
const key = (c: Copy) => `${c.file} "${c.text}"`;

describe('one catalogue of visible texts', () => {
  const texts = catalogueTexts();

  it('the catalogue holds the texts (sanity: the guard would see a copy)', () => {
    expect(texts.get('Guardar Pedido')).toBe('SALE_LABELS.saveOrder');
    expect(texts.get('Ha ocurrido un error')).toContain('GENERAL_MESSAGES.error');
    expect(texts.get('Falta papel en la impresora')).toBe('PRINTER_MESSAGES.noPaper');
    // RUT_MESSAGES (rut.ts) is part of the catalogue: messages.ts re-exports it.
    expect(texts.get('Rut inválido')).toBe('RUT_MESSAGES.entry');
    expect(texts.get('Cancelar compra')).toBe('CHECKOUT_LABELS.cancelSale');
    expect(texts.size).toBeGreaterThan(150);
  });

  it('no screen, component or route types a catalogue text again', () => {
    const copies = inlineCopies(texts);
    const unknown = copies.filter((c) => !NOT_VISIBLE.includes(key(c)));
    expect(unknown.map(format), 'import these from src/domain/messages.ts').toEqual([]);
    const stale = NOT_VISIBLE.filter((k) => !copies.some((c) => key(c) === k));
    expect(stale, 'no longer in the code: remove from NOT_VISIBLE').toEqual([]);
  });

  it('the catalogues write each text once (names that share a text refer to one constant)', () => {
    const seen = new Map<string, number>();
    const walk = (node: ts.Node) => {
      if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && !isCodeOnly(node)) {
        seen.set(node.text, (seen.get(node.text) ?? 0) + 1);
      }
      ts.forEachChild(node, walk);
    };
    for (const file of [
      'src/domain/messages.ts',
      'src/domain/checkoutMessages.ts',
      'src/domain/expressMessages.ts',
      'src/domain/returnsMessages.ts',
      'src/domain/storeOpsMessages.ts',
    ]) {
      const path = join(ROOT, file);
      walk(ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true));
    }
    const twice = [...seen].filter(([text, n]) => n > 1 && text.trim().length > 1).map(([text]) => text);
    expect(twice).toEqual([]);
  });

  it('the guard finds a copy typed again (planted JSX text and string literal, not an import path)', () => {
    const planted = parse(
      'x.tsx',
      `import c from './Rut inválido';\nconst a = <button>\n  Guardar Pedido\n</button>;\nconst b = 'Rut inválido';`,
    );
    expect(copiesIn(planted, texts).map(format)).toEqual([
      'x.tsx:3 "Guardar Pedido" (use SALE_LABELS.saveOrder)',
      'x.tsx:5 "Rut inválido" (use RUT_MESSAGES.entry)',
    ]);
  });
});

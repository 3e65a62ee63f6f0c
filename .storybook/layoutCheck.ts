/**
 * The layout check of every screen story (docs/VISUAL.md "Layout"): what a seller must be able to
 * read and tap at a machine's size, read from the DOM as it is laid out. DOM reads only (no
 * picture, no waiting): the caller has resized the window and let a frame pass.
 *
 * Six rules, each naming the element it found:
 * - `main-action`: the screen's main action (the element marked `data-main-action`; a dialog open
 *   on top: the dialog's) is wholly inside the viewport and nothing covers its centre.
 * - `cut-text`: a heading (h1–h3), button, label or table header, or an ellipsis anywhere, does not
 *   show its whole text (it is clipped or ends in "…").
 * - `overlap`: two visible elements of one layer cross by more than 1 px, among the interactive
 *   elements, the headings (h1–h3) and the texts of the page header (the seller's name).
 * - `touch-target`: a visible enabled control is at least 44 x 44 CSS px (a checkbox counts its
 *   label); a link inside running text is excepted (WCAG 2.5.8).
 * - `sideways`: a table is not wider than the window or the region it scrolls in: a column
 *   scrolled out of sight sideways (a stepper, a stock shortage) is one the seller never sees.
 * - `spill`: a text runs out of its box sideways: past the edge of the nearest bordered box
 *   holding it (a card, a field, a badge) or of the window. A price that a badge pushes out of a
 *   narrow card is read on the card beside it, or cut by the window's edge.
 */

export type LayoutRule = 'main-action' | 'cut-text' | 'overlap' | 'touch-target' | 'sideways' | 'spill';

export interface LayoutViolation {
  rule: LayoutRule;
  /** The element, as a designer finds it on the screen: its role, its text, where it is. */
  element: string;
  /** What is wrong, with the measures. */
  detail: string;
}

/** The least touch target, CSS px (WCAG 2.5.5's 44; the app's own buttons are 48). */
export const TOUCH_TARGET_MIN = 44;
/** Two controls may touch; crossing by more than this is an overlap. */
const OVERLAP_TOLERANCE = 1;

const INTERACTIVE = [
  'button',
  'a[href]',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'summary',
  '[role="button"]',
  '[role="link"]',
  '[role="checkbox"]',
  '[role="radio"]',
  '[role="switch"]',
  '[role="tab"]',
].join(',');

const TEXT_HOLDERS = 'h1, h2, h3, button, label, th, [role="button"], [role="tab"]';

const MODAL = '[role="dialog"], [role="alertdialog"]';

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

const width = (b: Box) => b.right - b.left;
const height = (b: Box) => b.bottom - b.top;
const round = (n: number) => Math.round(n);

function intersect(a: Box, b: Box): Box {
  return {
    left: Math.max(a.left, b.left),
    top: Math.max(a.top, b.top),
    right: Math.min(a.right, b.right),
    bottom: Math.min(a.bottom, b.bottom),
  };
}

const empty = (b: Box) => width(b) <= 0 || height(b) <= 0;

/** One run's reads, each element's style read once. */
class Reader {
  private readonly styles = new Map<Element, CSSStyleDeclaration>();

  constructor(readonly doc: Document) {}

  style(el: Element): CSSStyleDeclaration {
    let style = this.styles.get(el);
    if (!style) {
      style = (this.doc.defaultView ?? window).getComputedStyle(el);
      this.styles.set(el, style);
    }
    return style;
  }

  private readonly clipped = new Map<Element, boolean>();

  /**
   * Hidden for the eye but read by screen readers (VisuallyHidden: clipped to nothing), itself or
   * inside such an element.
   */
  screenReaderOnly(el: Element | null): boolean {
    if (!el || el === this.doc.body) return false;
    let known = this.clipped.get(el);
    if (known === undefined) {
      const style = this.style(el);
      known =
        (style.clip !== 'auto' && style.clip !== '') ||
        style.clipPath !== 'none' ||
        this.screenReaderOnly(el.parentElement);
      this.clipped.set(el, known);
    }
    return known;
  }

  /**
   * Shown: rendered, not hidden, not transparent, not clipped away for screen readers only. A
   * title squeezed to no width is shown (and cut).
   */
  shown(el: Element): boolean {
    return (
      el.checkVisibility({ opacityProperty: true, visibilityProperty: true }) && !this.screenReaderOnly(el)
    );
  }

  /**
   * The part of the element its scrolling or clipping ancestors let through (a card scrolled out
   * of its slider shows nothing). Up to the first fixed ancestor: it is placed on the window.
   */
  visibleBox(el: Element): Box {
    let box: Box = el.getBoundingClientRect();
    for (let at = el.parentElement; at && at !== this.doc.body; at = at.parentElement) {
      const style = this.style(at);
      if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
        const r = at.getBoundingClientRect();
        const inner: Box = {
          left: r.left + at.clientLeft,
          top: r.top + at.clientTop,
          right: r.left + at.clientLeft + at.clientWidth,
          bottom: r.top + at.clientTop + at.clientHeight,
        };
        box = {
          left: style.overflowX === 'visible' ? box.left : Math.max(box.left, inner.left),
          right: style.overflowX === 'visible' ? box.right : Math.min(box.right, inner.right),
          top: style.overflowY === 'visible' ? box.top : Math.max(box.top, inner.top),
          bottom: style.overflowY === 'visible' ? box.bottom : Math.min(box.bottom, inner.bottom),
        };
        if (empty(box)) return box;
      }
      if (style.position === 'fixed') break;
    }
    return box;
  }

  /**
   * The layer an element scrolls with: its nearest fixed or sticky ancestor (the header, the
   * action bar, the footer, a dialog), or the page. Content passes under a sticky bar by design.
   */
  layer(el: Element): Element | null {
    for (let at: Element | null = el; at; at = at.parentElement) {
      const { position } = this.style(at);
      if (position === 'fixed' || position === 'sticky') return at;
    }
    return null;
  }
}

/** The text a seller reads on the element, or its label. */
function textOf(el: Element): string {
  const aria = el.getAttribute('aria-label');
  const labelledBy = el.getAttribute('aria-labelledby');
  const labelled = labelledBy
    ? labelledBy
        .split(/\s+/)
        .map((id) => el.ownerDocument.getElementById(id)?.textContent ?? '')
        .join(' ')
    : '';
  let text = aria || labelled || el.textContent || '';
  if (!text.trim() && el instanceof HTMLInputElement) {
    const labels = [...(el.labels ?? [])].map((l) => l.textContent ?? '').join(' ');
    text = labels || el.placeholder || el.name || el.type;
  }
  if (!text.trim() && (el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement)) {
    text = [...(el.labels ?? [])].map((l) => l.textContent ?? '').join(' ') || el.name;
  }
  const clean = text.replace(/\s+/g, ' ').trim();
  return clean.length > 60 ? `${clean.slice(0, 57)}...` : clean;
}

function roleOf(el: Element): string {
  const role = el.getAttribute('role');
  if (role) return role;
  const tag = el.tagName.toLowerCase();
  if (tag === 'a') return 'link';
  if (/^h[1-6]$/.test(tag)) return `heading ${tag}`;
  if (tag === 'th') return 'column header';
  if (el instanceof HTMLInputElement) return el.type === 'text' ? 'text field' : `${el.type} field`;
  if (tag === 'select') return 'list (select)';
  return tag;
}

/** Where the element is: the dialog, header, footer navigation or main part holding it. */
function placeOf(el: Element): string {
  const place = el.closest(`${MODAL}, header, nav, footer, main, aside`);
  if (!place) return '';
  const tag = place.tagName.toLowerCase();
  const name = place.getAttribute('aria-label');
  const dialogTitle = place.matches(MODAL)
    ? place.ownerDocument.getElementById(place.getAttribute('aria-labelledby') ?? '')?.textContent?.trim()
    : undefined;
  if (place.matches(MODAL)) return ` in dialog "${dialogTitle ?? name ?? ''}"`;
  if (tag === 'header') return ' in the header';
  if (tag === 'main') return ' in main';
  return ` in ${tag}${name ? ` "${name}"` : ''}`;
}

/** The element named for a designer: `button "Cerrar sesión" in the header`. */
export function describeElement(el: Element): string {
  return `${roleOf(el)} "${textOf(el)}"${placeOf(el)}`;
}

const size = (b: Box) => `${round(width(b))}x${round(height(b))}`;

function mainActionRule(read: Reader, violations: LayoutViolation[]) {
  const { doc } = read;
  const marked = [...doc.querySelectorAll('[data-main-action]')].filter((el) => read.shown(el));
  const dialogs = [...doc.querySelectorAll(MODAL)].filter((el) => read.shown(el));
  const top = dialogs.at(-1);
  // A dialog open on top: its primary action is the main one (none marked: none to check).
  const mains = top ? marked.filter((el) => top.contains(el)) : marked;
  if (mains.length > 1) {
    violations.push({
      rule: 'main-action',
      element: mains.map(describeElement).join(', '),
      detail: `${mains.length} elements are marked as the main action; a screen has one`,
    });
    return;
  }
  const main = mains[0];
  if (!main) return;
  const r = main.getBoundingClientRect();
  const vw = doc.documentElement.clientWidth;
  const vh = doc.documentElement.clientHeight;
  const EPS = 0.5;
  if (r.left < -EPS || r.top < -EPS || r.right > vw + EPS || r.bottom > vh + EPS) {
    violations.push({
      rule: 'main-action',
      element: describeElement(main),
      detail: `not wholly in the ${vw}x${vh} viewport without scrolling (at x ${round(r.left)}–${round(r.right)}, y ${round(r.top)}–${round(r.bottom)})`,
    });
    return;
  }
  const hit = doc.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
  if (!hit || !(hit === main || main.contains(hit))) {
    violations.push({
      rule: 'main-action',
      element: describeElement(main),
      detail: `covered at its centre by ${hit ? describeElement(hit) : 'nothing it owns'}`,
    });
  }
}

function cutTextRule(read: Reader, violations: LayoutViolation[]) {
  const holders = new Set<Element>();
  for (const el of read.doc.querySelectorAll(TEXT_HOLDERS)) {
    holders.add(el);
    for (const inner of el.querySelectorAll('*')) holders.add(inner);
  }
  // An ellipsis anywhere: the text it ends is cut, whatever element holds it.
  for (const el of read.doc.body.querySelectorAll('*')) {
    if (read.style(el).textOverflow === 'ellipsis') holders.add(el);
  }
  const reported: Element[] = [];
  for (const el of holders) {
    const style = read.style(el);
    const clipsX = style.overflowX === 'hidden' || style.overflowX === 'clip';
    const clipsY = style.overflowY === 'hidden' || style.overflowY === 'clip';
    if (!clipsX && !clipsY) continue;
    if (style.display === 'inline' || !(el.textContent ?? '').trim()) continue;
    const cutX = clipsX && el.scrollWidth > el.clientWidth;
    const cutY = clipsY && el.scrollHeight > el.clientHeight;
    if (!cutX && !cutY) continue;
    if (!read.shown(el) || scrolledAway(read, el)) continue;
    // One report per text: the outermost holder of a cut.
    if (reported.some((outer) => outer.contains(el) || el.contains(outer))) continue;
    reported.push(el);
    const named = el.closest(TEXT_HOLDERS) ?? el;
    const how = cutX
      ? `${el.scrollWidth} px of text in ${el.clientWidth} px${style.textOverflow === 'ellipsis' ? ' (ends in an ellipsis)' : ''}`
      : `${el.scrollHeight} px of text in ${el.clientHeight} px of height`;
    violations.push({
      rule: 'cut-text',
      element: named === el ? describeElement(el) : `${describeElement(named)} (its part "${textOf(el)}")`,
      detail: `text cut: ${how}`,
    });
  }
}

/** Out of sight in its scrolling region (a title squeezed to no width is not: it is cut). */
function scrolledAway(read: Reader, el: Element): boolean {
  const own = el.getBoundingClientRect();
  const box = read.visibleBox(el);
  const shrunk = (a: number, b: number) => b < a - 0.5;
  return (
    (shrunk(width(own), width(box)) && width(box) <= 0) ||
    (shrunk(height(own), height(box)) && height(box) <= 0)
  );
}

/** A link (or an inline control) in a sentence: its size is the line's (WCAG 2.5.8's exception). */
function inSentence(read: Reader, el: Element): boolean {
  if (read.style(el).display !== 'inline') return false;
  const block = el.parentElement?.closest('p, li, td, dd, span, div');
  const own = (el.textContent ?? '').trim().length;
  return (block?.textContent ?? '').trim().length > own;
}

/** What a tap on the control hits: a checkbox or radio counts its label. */
function targetOf(read: Reader, el: Element): Box {
  const own = el.getBoundingClientRect();
  if (el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio')) {
    const areas = [
      own,
      ...[...(el.labels ?? [])].filter((l) => read.shown(l)).map((l) => l.getBoundingClientRect()),
    ];
    return areas.reduce((best, r) => (width(r) * height(r) > width(best) * height(best) ? r : best));
  }
  return own;
}

/** The controls a seller sees: shown, with a size, and not scrolled out of their region. */
function controls(read: Reader): Element[] {
  return seen(read, INTERACTIVE);
}

/** Headings and the page header's own texts: a title under the seller's name is not read. */
const READ_TEXTS = 'h1, h2, h3, header span';

/**
 * What must not be crossed: the controls, the headings and the header's texts that hold words of
 * their own (a span wrapping only an icon or other elements is left out).
 */
function overlapTargets(read: Reader, list: Element[]): Element[] {
  const texts = seen(read, READ_TEXTS).filter((el) =>
    [...el.childNodes].some(
      (node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '',
    ),
  );
  return [...new Set([...list, ...texts])];
}

function seen(read: Reader, selector: string): Element[] {
  return [...read.doc.querySelectorAll(selector)].filter((el) => {
    if (!read.shown(el)) return false;
    const own = el.getBoundingClientRect();
    return (own.width > 0 || own.height > 0) && !scrolledAway(read, el);
  });
}

function touchTargetRule(read: Reader, list: Element[], violations: LayoutViolation[]) {
  for (const el of list) {
    if (el.matches(':disabled') || el.getAttribute('aria-disabled') === 'true') continue;
    if (inSentence(read, el)) continue;
    const target = targetOf(read, el);
    if (width(target) + 0.5 >= TOUCH_TARGET_MIN && height(target) + 0.5 >= TOUCH_TARGET_MIN) continue;
    violations.push({
      rule: 'touch-target',
      element: describeElement(el),
      detail: `touch target ${size(target)} px, less than ${TOUCH_TARGET_MIN}x${TOUCH_TARGET_MIN}`,
    });
  }
}

function overlapRule(read: Reader, list: Element[], violations: LayoutViolation[]) {
  const boxes = list.map((el) => ({ el, box: read.visibleBox(el), layer: read.layer(el) }));
  for (let i = 0; i < boxes.length; i++) {
    const a = boxes[i];
    if (!a) continue;
    for (let j = i + 1; j < boxes.length; j++) {
      const b = boxes[j];
      if (!b || a.layer !== b.layer) continue;
      if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
      const both = intersect(a.box, b.box);
      if (width(both) <= OVERLAP_TOLERANCE || height(both) <= OVERLAP_TOLERANCE) continue;
      violations.push({
        rule: 'overlap',
        element: `${describeElement(a.el)} and ${describeElement(b.el)}`,
        detail: `they overlap by ${size(both)} px`,
      });
    }
  }
}

function sidewaysRule(read: Reader, violations: LayoutViolation[]) {
  const windowWidth = read.doc.documentElement.clientWidth;
  for (const table of read.doc.querySelectorAll('table')) {
    if (!read.shown(table)) continue;
    const r = table.getBoundingClientRect();
    if (r.width === 0) continue;
    let room = windowWidth;
    for (let at = table.parentElement; at && at !== read.doc.body; at = at.parentElement) {
      if (read.style(at).overflowX === 'visible') continue;
      room = Math.min(room, at.clientWidth);
      break;
    }
    if (r.width <= room + 1) continue;
    violations.push({
      rule: 'sideways',
      element: table.caption?.textContent?.trim()
        ? `table "${table.caption.textContent.trim()}"${placeOf(table)}`
        : describeElement(table),
      detail: `${round(r.width)} px wide in ${round(room)} px: its last columns are out of sight sideways`,
    });
  }
}

/** A border side that shows: a width and a style that draws. */
const drawn = (w: string, kind: string) => Number.parseFloat(w) > 0 && kind !== 'none' && kind !== 'hidden';

/**
 * The box a text is read in: the nearest element, the text's own included, drawn as a box (a
 * border on its left or right; not an inline one, whose box is the text's lines), or that scrolls
 * or clips; null: the window.
 */
function boxOf(read: Reader, el: Element): Element | null {
  for (let at: Element | null = el; at && at !== read.doc.body; at = at.parentElement) {
    const style = read.style(at);
    // A region that scrolls or clips holds its text itself: what it cuts is the cut-text rule's.
    if (style.overflowX !== 'visible') return at;
    if (style.display === 'inline') continue;
    if (
      drawn(style.borderLeftWidth, style.borderLeftStyle) ||
      drawn(style.borderRightWidth, style.borderRightStyle)
    )
      return at;
  }
  return null;
}

function spillRule(read: Reader, violations: LayoutViolation[]) {
  const windowWidth = read.doc.documentElement.clientWidth;
  const walker = read.doc.createTreeWalker(read.doc.body, NodeFilter.SHOW_TEXT);
  const range = read.doc.createRange();
  const reported = new Set<Element>();
  // A card holds many texts: its inner edges are read once.
  const edges = new Map<Element, { left: number; right: number }>();
  const edgesOf = (box: Element) => {
    let known = edges.get(box);
    if (!known) {
      const r = box.getBoundingClientRect();
      known = { left: r.left + box.clientLeft, right: r.left + box.clientLeft + box.clientWidth };
      edges.set(box, known);
    }
    return known;
  };
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const el = node.parentElement;
    if (!el || reported.has(el) || !(node.textContent ?? '').trim()) continue;
    if (el.closest('script, style, option') || !read.shown(el)) continue;
    range.selectNodeContents(node);
    const text = range.getBoundingClientRect();
    if (width(text) <= 0) continue;
    const box = boxOf(read, el);
    if (box && read.style(box).overflowX !== 'visible') continue;
    const { left, right } = box ? edgesOf(box) : { left: 0, right: windowWidth };
    const out = Math.max(left - text.left, text.right - right);
    if (out <= OVERLAP_TOLERANCE) continue;
    reported.add(el);
    violations.push({
      rule: 'spill',
      element: describeElement(el),
      detail: `its text runs ${round(out)} px out of ${box ? describeElement(box) : 'the window'} sideways`,
    });
  }
}

/** Every rule on the document as it is laid out now. */
export function checkLayout(doc: Document = document): LayoutViolation[] {
  const read = new Reader(doc);
  const violations: LayoutViolation[] = [];
  mainActionRule(read, violations);
  cutTextRule(read, violations);
  const list = controls(read);
  overlapRule(read, overlapTargets(read, list), violations);
  touchTargetRule(read, list, violations);
  sidewaysRule(read, violations);
  spillRule(read, violations);
  return violations;
}

/** One line per violation: the story, the size, the rule and the element, for the designer. */
export function layoutReport(story: string, viewport: string, violations: LayoutViolation[]): string[] {
  return violations.map((v) => `${story} at ${viewport}: [${v.rule}] ${v.element}: ${v.detail}`);
}

import { useCallback, useLayoutEffect, useReducer, useRef } from 'react';
import { flushSync } from 'react-dom';

export type VirtualKey = string | number;

/** A placed row: where it starts and ends in the scroller's content (px, with the list's margin). */
export interface VirtualItem {
  index: number;
  key: VirtualKey;
  start: number;
  size: number;
  end: number;
}

export interface VirtualListOptions {
  count: number;
  /** The element the rows scroll in, or the window. */
  scroller: HTMLElement | Window;
  /** A row's height before it is measured (px). */
  estimateSize: number;
  /** The rows' gap (px). */
  gap: number;
  /** Rows placed beyond each edge of the screen. */
  overscan: number;
  /** Where row 0 starts in the scroller's content: the list's own offset in it (px). */
  scrollMargin: number;
  /** A row's identity, which keeps its measured height (its index by default). */
  getItemKey?: (index: number) => VirtualKey;
}

export interface VirtualList {
  /** The rows to place: those on screen and `overscan` more on each side. */
  items: VirtualItem[];
  /** The list's height: every row, measured or estimated, and the gaps between them. */
  totalSize: number;
  /**
   * A placed row's ref (its element carries `data-index`): measured when it is placed and again
   * whenever its size changes. Stable.
   */
  measureElement: (node: HTMLElement | null) => (() => void) | undefined;
}

const isWindow = (scroller: HTMLElement | Window): scroller is Window => 'innerHeight' in scroller;
const scrollOffset = (scroller: HTMLElement | Window) =>
  isWindow(scroller) ? scroller.scrollY : scroller.scrollTop;
const viewportHeight = (scroller: HTMLElement | Window) =>
  isWindow(scroller) ? scroller.innerHeight : scroller.clientHeight;
/** How long after the last scroll event a scroll upwards is still going on (ms). */
const SCROLL_SETTLE_MS = 150;

/** The nearest row starting at or before `offset` (binary search over the rows' starts). */
function nearestStart(starts: Float64Array, count: number, offset: number): number {
  let low = 0;
  let high = count - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const value = starts[middle] ?? 0;
    if (value < offset) low = middle + 1;
    else if (value > offset) high = middle - 1;
    else return middle;
  }
  return low > 0 ? low - 1 : 0;
}

/**
 * A long list's rows placed in its scroller, only those on screen and a few around (the cart's
 * lines, the catalogue's rows). Rows differ in height: each is measured once placed (its
 * `offsetHeight`, then a ResizeObserver), and its height is kept by its key while it is away.
 * When a row above what the seller looks at turns out taller or shorter than it was counted, the
 * scroller moves by the difference, so what is on screen stays where it is (not while the seller
 * scrolls up through rows measured before). A scroll renders the list again only when other rows
 * come into place, at once (before the frame), so no empty space shows while scrolling.
 */
export function useVirtualList(options: VirtualListOptions): VirtualList {
  const { count, scroller, estimateSize, gap, overscan, scrollMargin, getItemKey } = options;
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const state = useRef<ListState | null>(null);
  state.current ??= {
    starts: new Float64Array(0),
    sizes: new Float64Array(0),
    valid: 0,
    measured: new Map(),
    layout: { count: -1, gap, scrollMargin, estimateSize, overscan, getItemKey },
    view: { offset: 0, height: 0, backwardUntil: 0 },
    range: { start: 0, end: -1 },
  };
  const list = state.current;
  place(list, { count, gap, scrollMargin, estimateSize, overscan, getItemKey });
  list.range = rangeOf(list);

  // What the scroller shows, read now (before the first frame) and on every scroll and resize.
  useLayoutEffect(() => {
    const read = (scrolled: boolean) => {
      const offset = scrollOffset(scroller);
      if (scrolled)
        list.view.backwardUntil = offset < list.view.offset ? performance.now() + SCROLL_SETTLE_MS : 0;
      list.view.offset = offset;
      list.view.height = viewportHeight(scroller);
    };
    const follow = (scrolled: boolean) => () => {
      read(scrolled);
      const next = rangeOf(list);
      if (next.start !== list.range.start || next.end !== list.range.end) flushSync(rerender);
    };
    read(false);
    rerender();
    const onScroll = follow(true);
    const onResize = follow(false);
    scroller.addEventListener('scroll', onScroll, { passive: true });
    let observer: ResizeObserver | null = null;
    if (isWindow(scroller)) scroller.addEventListener('resize', onResize, { passive: true });
    else if (typeof ResizeObserver !== 'undefined') {
      observer = new ResizeObserver(onResize);
      observer.observe(scroller);
    }
    return () => {
      scroller.removeEventListener('scroll', onScroll);
      if (isWindow(scroller)) scroller.removeEventListener('resize', onResize);
      observer?.disconnect();
    };
  }, [scroller, list]);

  // A row's new height: kept by its key, the rows after it placed again, and the scroller moved
  // by the difference when the row is above what is on screen.
  const resize = useCallback(
    (node: HTMLElement, size: number) => {
      const index = Number(node.dataset.index);
      if (!Number.isInteger(index) || index < 0 || index >= list.layout.count) return;
      const key = keyAt(list, index);
      const counted = list.measured.get(key) ?? list.sizes[index] ?? 0;
      const delta = size - counted;
      if (delta === 0) return;
      const start = list.starts[index] ?? 0;
      const offset = scrollOffset(scroller);
      const adjust = list.measured.has(key)
        ? start + counted <= offset && performance.now() >= list.view.backwardUntil
        : start < offset;
      list.measured.set(key, size);
      list.valid = Math.min(list.valid, index);
      if (adjust) {
        list.view.offset = offset + delta;
        scroller.scrollTo({ top: offset + delta });
      }
      rerender();
    },
    [list, scroller],
  );

  const observer = useRef<ResizeObserver | null>(null);
  const measureElement = useCallback(
    (node: HTMLElement | null) => {
      if (!node) return undefined;
      if (observer.current === null && typeof ResizeObserver !== 'undefined') {
        observer.current = new ResizeObserver((entries) => {
          for (const entry of entries) {
            if (!(entry.target instanceof HTMLElement) || !entry.target.isConnected) continue;
            const box = entry.borderBoxSize?.[0];
            resize(entry.target, box ? Math.round(box.blockSize) : entry.target.offsetHeight);
          }
        });
      }
      observer.current?.observe(node);
      if (!list.measured.has(keyAt(list, Number(node.dataset.index)))) resize(node, node.offsetHeight);
      return () => observer.current?.unobserve(node);
    },
    [list, resize],
  );
  useLayoutEffect(() => () => observer.current?.disconnect(), []);

  const items: VirtualItem[] = [];
  for (let i = list.range.start; i <= list.range.end; i += 1) {
    const start = list.starts[i] ?? 0;
    const size = list.sizes[i] ?? 0;
    items.push({ index: i, key: keyAt(list, i), start, size, end: start + size });
  }
  const lastEnd = count > 0 ? (list.starts[count - 1] ?? 0) + (list.sizes[count - 1] ?? 0) : scrollMargin;
  return { items, totalSize: Math.max(lastEnd - scrollMargin, 0), measureElement };
}

type Layout = Required<Omit<VirtualListOptions, 'scroller' | 'getItemKey'>> &
  Pick<VirtualListOptions, 'getItemKey'>;

/** What the hook keeps between renders (a ref): the rows' places and what the scroller shows. */
interface ListState {
  starts: Float64Array;
  sizes: Float64Array;
  /** Rows before this index are placed for the current layout and measurements. */
  valid: number;
  measured: Map<VirtualKey, number>;
  layout: Layout;
  /** Scroll offset and height of the scroller; until when a scroll upwards counts as going on. */
  view: { offset: number; height: number; backwardUntil: number };
  range: { start: number; end: number };
}

const keyAt = (list: ListState, index: number): VirtualKey =>
  list.layout.getItemKey ? list.layout.getItemKey(index) : index;

/** Every row's start and height (measured, else estimated), from the first row that changed. */
function place(list: ListState, layout: Layout): void {
  const before = list.layout;
  if (
    before.count !== layout.count ||
    before.gap !== layout.gap ||
    before.scrollMargin !== layout.scrollMargin ||
    before.estimateSize !== layout.estimateSize ||
    before.getItemKey !== layout.getItemKey
  ) {
    list.valid = 0;
    if (list.starts.length < layout.count) {
      list.starts = new Float64Array(layout.count);
      list.sizes = new Float64Array(layout.count);
    }
  }
  list.layout = layout;
  for (let i = list.valid; i < layout.count; i += 1) {
    const size = list.measured.get(keyAt(list, i)) ?? layout.estimateSize;
    list.sizes[i] = size;
    list.starts[i] =
      i === 0 ? layout.scrollMargin : (list.starts[i - 1] ?? 0) + (list.sizes[i - 1] ?? 0) + layout.gap;
  }
  list.valid = layout.count;
}

/** The rows on screen (the first one starting at or before the scroll offset) and `overscan` more. */
function rangeOf(list: ListState): { start: number; end: number } {
  const { count, overscan } = list.layout;
  if (count === 0) return { start: 0, end: -1 };
  const { offset, height } = list.view;
  const first = nearestStart(list.starts, count, offset);
  let last = first;
  while (last < count - 1 && (list.starts[last] ?? 0) + (list.sizes[last] ?? 0) < offset + height) last += 1;
  return { start: Math.max(0, first - overscan), end: Math.min(count - 1, last + overscan) };
}

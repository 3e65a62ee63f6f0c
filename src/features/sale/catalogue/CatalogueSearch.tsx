import {
  type FormEvent,
  type ReactNode,
  type Ref,
  useEffect,
  useImperativeHandle,
  useRef,
  useState,
} from 'react';
import { Button } from '@/components/ui/Button.tsx';
import { TextField } from '@/components/ui/TextField.tsx';
import { ACTION_LABELS } from '@/domain/messages.ts';
import styles from './CatalogueScreen.module.css';

/** Typing pauses this long before the search runs. */
export const SEARCH_DEBOUNCE_MS = 300;

export interface CatalogueSearchHandle {
  /**
   * A handheld scan landed in the search box while it had the focus: its characters are taken
   * back out (and the search follows), so they do not spoil the next search or scan.
   */
  takeBackScan(scanned: string): void;
  /** A product was added from the search: the box empties and takes the focus for the next word. */
  clearForNext(): void;
}

export interface CatalogueSearchProps {
  /** The search that runs (the typed text, trimmed, after the pause or on Enter). */
  query: string;
  onQuery: (query: string) => void;
  /** Enter with a word typed: the search runs at once, and the screen adds its first result. */
  onEnter?: (query: string) => void;
  /** More buttons beside Limpiar (camera, handheld scanner). */
  actions?: ReactNode;
  ref?: Ref<CatalogueSearchHandle>;
}

/**
 * The search box with Limpiar, with the focus when /compra opens. The text being typed lives
 * here, so a keystroke renders this form only, never the product list: the list changes when the
 * search runs.
 */
export function CatalogueSearch({ query, onQuery, onEnter, actions, ref }: CatalogueSearchProps) {
  const [text, setText] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const latest = useRef({ text, onQuery });
  latest.current = { text, onQuery };

  useEffect(() => {
    const next = text.trim();
    if (next === query) return undefined;
    const t = setTimeout(() => latest.current.onQuery(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(t);
  }, [text, query]);

  useImperativeHandle(
    ref,
    () => ({
      takeBackScan(scanned) {
        const current = latest.current.text;
        if (document.activeElement !== inputRef.current || !current.endsWith(scanned)) return;
        const rest = current.slice(0, current.length - scanned.length);
        setText(rest);
        latest.current.onQuery(rest.trim());
      },
      clearForNext() {
        if (latest.current.text === '') return;
        setText('');
        latest.current.onQuery('');
        inputRef.current?.focus();
      },
    }),
    [],
  );

  const submit = (e: FormEvent) => {
    e.preventDefault();
    onQuery(text.trim());
    if (text.trim() !== '') onEnter?.(text.trim());
  };
  const clear = () => {
    setText('');
    onQuery('');
    inputRef.current?.focus();
  };

  return (
    <form className={styles.search} role="search" onSubmit={submit}>
      <TextField
        ref={inputRef}
        className={styles.searchField}
        label="Buscar por nombre, SKU o EAN"
        type="search"
        value={text}
        onChange={(e) => setText(e.target.value)}
        autoComplete="off"
        enterKeyHint="search"
        autoFocus
      />
      <div className={styles.searchActions}>
        <Button variant="secondary" onClick={clear} disabled={text === '' && query === ''}>
          {ACTION_LABELS.clear}
        </Button>
        {actions}
      </div>
    </form>
  );
}

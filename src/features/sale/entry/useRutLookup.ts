import { useEffect, useRef, useState } from 'react';
import { useSingleFlightByKey } from '@/api/singleFlight.ts';
import { parseRut, RUT_MAX_BODY_DIGITS } from '@/domain/rut.ts';

/**
 * How long a valid RUT with fewer than 8 body digits waits for another key before it is looked
 * up by itself: its digits may be the start of a longer RUT the seller is still typing.
 */
export const RUT_LOOKUP_PAUSE_MS = 600;

/** Who started a lookup: the field, by itself, or the seller (Continuar, Enter). */
export type LookupOrigin = 'byItself' | 'seller';

/**
 * The lookup of /ingreso's RUT, started by the seller or by the field when it holds a complete
 * RUT: at once with 8 body digits (no RUT is longer), after RUT_LOOKUP_PAUSE_MS with fewer. A
 * text is looked up once at a time (the lookup by itself and a Continuar or Enter together send
 * one request), and `isCurrent` says whether the field still shows that text, so an answer for a
 * text the seller has changed since is dropped instead of opening a popup for it.
 */
export function useRutLookup(
  lookup: (text: string, origin: LookupOrigin, isCurrent: () => boolean) => Promise<void>,
) {
  const shown = useRef('');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [inFlight, setInFlight] = useState<readonly string[]>([]);

  const once = useSingleFlightByKey(
    (text: string, _origin: LookupOrigin) => text,
    async (text: string, origin: LookupOrigin) => {
      setInFlight((texts) => [...texts, text]);
      try {
        await lookup(text, origin, () => shown.current === text);
      } finally {
        setInFlight((texts) => texts.filter((t) => t !== text));
      }
    },
  );

  useEffect(() => () => clearTimeout(timer.current), []);

  return {
    /** The field shows `text` now: a complete RUT is looked up by itself. */
    changed(text: string) {
      shown.current = text;
      clearTimeout(timer.current);
      const rut = parseRut(text);
      if (!rut) return;
      if (rut.body.length === RUT_MAX_BODY_DIGITS) void once(text, 'byItself');
      else timer.current = setTimeout(() => void once(text, 'byItself'), RUT_LOOKUP_PAUSE_MS);
    },
    /** Continuar or Enter with a valid RUT: looked up now, unless it already is. */
    send(text: string) {
      shown.current = text;
      clearTimeout(timer.current);
      return once(text, 'seller');
    },
    /** Whether `text` is being looked up (Continuar's spinner). */
    busy: (text: string) => inFlight.includes(text),
  };
}

import { useEffect } from 'react';
import { useToast } from '@/components/ui/Toast.tsx';
import { STORAGE_MESSAGES } from '@/domain/messages.ts';
import { onDiscarded, takeDiscarded } from '@/session/persisted.ts';

/** Long enough to be read before it goes (a normal toast stays 2.5 s). */
export const STORAGE_NOTICE_MS = 10_000;

/**
 * Tells the seller when a value saved on this machine could not be read and was dropped (a
 * corrupted or hand-edited localStorage, or one of an older version of the app): which one, and
 * that it started over (docs/DECISIONS.md "Unreadable saved data"). The stores are read at
 * start, before this mounts, so it first tells what was dropped then, and later drops as they
 * happen (another tab's write read again).
 */
export function StorageNotice() {
  const toast = useToast();
  useEffect(() => {
    const tell = () => {
      const lost = takeDiscarded();
      if (lost.length > 0) {
        toast.show({
          message: STORAGE_MESSAGES.discarded(lost),
          tone: 'warning',
          duration: STORAGE_NOTICE_MS,
        });
      }
    };
    tell();
    return onDiscarded(tell);
  }, [toast]);
  return null;
}

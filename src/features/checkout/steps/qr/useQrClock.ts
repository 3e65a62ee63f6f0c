import { useEffect, useState } from 'react';
import { QR_TIMING } from '@/domain/qrPayment.ts';

/** The QR countdown's clock (epoch ms), ticking while the charge is polled (a reload goes on counting). */
export function useQrClock(now: () => Date, polling: boolean): number {
  const [clock, setClock] = useState(() => now().getTime());
  useEffect(() => {
    if (!polling) return;
    setClock(now().getTime());
    const timer = setInterval(() => setClock(now().getTime()), QR_TIMING.tickMs);
    return () => clearInterval(timer);
  }, [polling, now]);
  return clock;
}

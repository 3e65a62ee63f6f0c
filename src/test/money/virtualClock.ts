/**
 * The money model's clock (money.model.test.ts): the engine's polls and retries sleep on it, and
 * only the model moves it. Nothing waits for real time, so a sequence is the same on any machine.
 */
export class VirtualClock {
  private at = 0;
  private timers: { due: number; resolve: () => void; signal: AbortSignal }[] = [];

  reset(at: number): void {
    this.at = at;
    this.timers = [];
  }

  now(): number {
    return this.at;
  }

  /** The engine's `sleep`: resolves once the clock reaches now + `ms`; never once `signal` aborts. */
  sleep(ms: number, signal: AbortSignal): Promise<void> {
    return new Promise((resolve) => {
      if (signal.aborted) return;
      this.timers.push({ due: this.at + ms, resolve, signal });
    });
  }

  /** When the next sleep ends, or null when nothing sleeps. */
  nextDue(): number | null {
    const live = this.timers.filter((t) => !t.signal.aborted);
    return live.length === 0 ? null : Math.min(...live.map((t) => t.due));
  }

  /** Moves the clock to `at`, waking every sleep due by then. */
  advanceTo(at: number): void {
    this.at = Math.max(this.at, at);
    const due = this.timers.filter((t) => t.due <= this.at);
    this.timers = this.timers.filter((t) => t.due > this.at && !t.signal.aborted);
    for (const timer of due) if (!timer.signal.aborted) timer.resolve();
  }
}

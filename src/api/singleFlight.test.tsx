import { act, fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSingleFlight } from './singleFlight.ts';

function Harness({ action }: { action: () => Promise<string> }) {
  const { run, pending } = useSingleFlight(action);
  return (
    <button type="button" onClick={() => void run()} aria-busy={pending || undefined}>
      Comprar
    </button>
  );
}

function deferred() {
  let resolve!: (value: string) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<string>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

describe('useSingleFlight', () => {
  it('ignores a second and third tap in the same tick while the first is in flight', async () => {
    let calls = 0;
    const first = deferred();
    render(
      <Harness
        action={() => {
          calls += 1;
          return first.promise;
        }}
      />,
    );
    const button = screen.getByRole('button', { name: 'Comprar' });
    // Three taps before React has a chance to re-render.
    fireEvent.click(button);
    fireEvent.click(button);
    fireEvent.click(button);
    expect(calls).toBe(1);
    await act(async () => first.resolve('ok'));
    expect(button.getAttribute('aria-busy')).toBeNull();
  });

  it('takes the next tap once the first has settled, also after a failure', async () => {
    let calls = 0;
    const attempts = [deferred(), deferred()];
    render(
      <Harness
        action={() => {
          const next = attempts[calls]!;
          calls += 1;
          return next.promise.catch(() => 'failed');
        }}
      />,
    );
    const button = screen.getByRole('button', { name: 'Comprar' });
    fireEvent.click(button);
    expect(button.getAttribute('aria-busy')).toBe('true');
    await act(async () => attempts[0]!.reject(new Error('500')));
    fireEvent.click(button);
    expect(calls).toBe(2);
    await act(async () => attempts[1]!.resolve('ok'));
  });
});

import { CHECKOUT_MESSAGES } from '@/domain/messages.ts';
import { TerminalError } from './errors';
import { capabilitiesFor, printProviderFor, providerVersionFor, type TerminalAdapter } from './types';
import { UNSUPPORTED } from './unsupported';

/**
 * A store machine without a terminal SDK: the Redelcom default. Card payments go through the
 * server and are polled (not through this adapter); there is no camera, annulment or SmartPOS
 * options. Printing uses the browser's print dialog on the machine's printer (an assumption: the
 * specs do not say how a Redelcom store machine prints the printFormat lines), replaceable
 * through `printLines`.
 */

export interface StoreBrowserOptions {
  readonly kind?: 'redelcom' | 'browser';
  /** Prints the lines; defaults to a hidden iframe and `window.print()`. */
  readonly printLines?: (lines: readonly string[]) => Promise<void>;
}

export function createStoreBrowserTerminal(options: StoreBrowserOptions = {}): TerminalAdapter {
  const kind = options.kind ?? 'redelcom';
  const printLines = options.printLines ?? printWithBrowserDialog;
  return {
    ...UNSUPPORTED,
    kind,
    isTerminalApp: false,
    hasCamera: false,
    hasHardwareSdk: false,
    provider: printProviderFor(kind),
    providerVersion: providerVersionFor(false),
    capabilities: capabilitiesFor(kind),
    simulated: false,
    terminalId: null,
    async print(lines) {
      try {
        await printLines(lines);
      } catch (cause) {
        throw new TerminalError('failed', CHECKOUT_MESSAGES.printNotSuccessful, { cause });
      }
      return { status: 0 };
    },
    dispose() {},
  };
}

async function printWithBrowserDialog(lines: readonly string[]): Promise<void> {
  if (typeof document === 'undefined') throw new Error('no document to print from');
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.position = 'fixed';
  frame.style.width = '0';
  frame.style.height = '0';
  frame.style.border = '0';
  document.body.append(frame);
  try {
    const frameDocument = frame.contentDocument;
    const frameWindow = frame.contentWindow;
    if (!frameDocument || !frameWindow) throw new Error('print frame unavailable');
    const pre = frameDocument.createElement('pre');
    pre.style.font = '12px monospace';
    pre.style.margin = '0';
    pre.textContent = lines.join('\n');
    frameDocument.body.append(pre);
    frameWindow.focus();
    frameWindow.print();
  } finally {
    frame.remove();
  }
}

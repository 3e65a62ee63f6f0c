import { PRINTER_MESSAGES } from '@/domain/messages.ts';
import { isTerminalError } from './errors.ts';
import type { TerminalAdapter } from './types.ts';

/**
 * The printer refused lines the server had given: its message (the machine's, or the spec's
 * generic one) and the lines, so the printer dialog's Reintentar prints the same lines again
 * without asking the server a second time.
 */
export class PrinterFailure extends Error {
  override readonly name = 'PrinterFailure';
  constructor(
    message: string,
    readonly lines: string[],
  ) {
    super(message);
  }
}

/** Prints `lines` on the machine's printer; a refusal becomes a PrinterFailure holding them. */
export async function printOnTerminal(
  terminal: Pick<TerminalAdapter, 'print'>,
  lines: string[],
): Promise<void> {
  try {
    await terminal.print(lines);
  } catch (error) {
    throw new PrinterFailure(
      isTerminalError(error) && error.message ? error.message : PRINTER_MESSAGES.generic,
      lines,
    );
  }
}

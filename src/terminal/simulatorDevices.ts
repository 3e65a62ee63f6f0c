import {
  cashCloseFailedMessage,
  cashCloseSuccessMessage,
  GENERAL_MESSAGES,
  loadKeysErrorMessage,
  PRINTER_STATUS,
  TERMINAL_MESSAGES,
} from '@/domain/messages.ts';
import { markSmartPosKeysLoaded } from './cookies';
import { PrinterError, TerminalError } from './errors';
import type { SimulatorContext } from './simulatorKit';
import { SIMULATED_TERMINAL_ID } from './simulatorPayment';
import type { TerminalAdapter } from './types';
import { unsupported } from './unsupported';

/** The simulator's devices other than the card reader: printer, camera, and the SmartPOS options. */

/** A 1x1 transparent PNG. */
export const SIMULATED_PHOTO =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

/** The printer: prints or fails with the status the options choose. */
export function simulatedPrinter(ctx: SimulatorContext): Pick<TerminalAdapter, 'print'> {
  return {
    print(lines) {
      ctx.calls.push({ operation: 'print', lines: [...lines] });
      return ctx.answerAfterDelay(() => {
        const options = ctx.options();
        const status =
          options.printer === 'ok'
            ? PRINTER_STATUS.ok
            : options.printer === 'paper'
              ? PRINTER_STATUS.outOfPaper
              : options.printer === 'battery'
                ? PRINTER_STATUS.lowBattery
                : options.printerErrorCode;
        if (status !== 0) throw new PrinterError(status, { withCode: options.printerWithCode });
        return { status: 0 as const };
      });
    },
  };
}

/** The camera: reads the options' barcode (null: the person cancels) and takes a photo. */
export function simulatedCamera(ctx: SimulatorContext): Pick<TerminalAdapter, 'scanBarcode' | 'takePhoto'> {
  return {
    scanBarcode() {
      ctx.calls.push({ operation: 'scanBarcode' });
      if (!ctx.options().hasCamera) return unsupported(GENERAL_MESSAGES.error);
      return ctx.answerAfterDelay(() => ctx.options().camera);
    },

    takePhoto() {
      ctx.calls.push({ operation: 'takePhoto' });
      if (!ctx.options().hasCamera) return unsupported(TERMINAL_MESSAGES.imageFailed);
      return ctx.answerAfterDelay(() => {
        if (ctx.options().photo === 'fail') throw new TerminalError('failed', TERMINAL_MESSAGES.imageFailed);
        return SIMULATED_PHOTO;
      });
    },
  };
}

/** Keys: credentials, key load (which gives the terminal its id). */
export function simulatedKeys(ctx: SimulatorContext): Pick<TerminalAdapter, 'setCredentials' | 'loadKeys'> & {
  terminalId(): string | null;
} {
  let terminalId: string | null = null;
  return {
    terminalId: () => terminalId,

    setCredentials(credentials) {
      ctx.calls.push({ operation: 'setCredentials', credentials });
    },

    loadKeys() {
      ctx.calls.push({ operation: 'loadKeys' });
      if (!ctx.capabilities.smartPosOptions) return unsupported(loadKeysErrorMessage('unsupported'));
      return ctx.answerAfterDelay(() => {
        if (ctx.options().loadKeys === 'fail') {
          throw new TerminalError('failed', loadKeysErrorMessage('simulated failure'), { nativeCode: '1' });
        }
        markSmartPosKeysLoaded(ctx.cookies);
        terminalId = SIMULATED_TERMINAL_ID;
        return { terminalId };
      });
    },
  };
}

/** Cash close and the day's totals. */
export function simulatedCashClose(ctx: SimulatorContext): Pick<TerminalAdapter, 'cashClose' | 'totals'> {
  return {
    cashClose() {
      ctx.calls.push({ operation: 'cashClose' });
      if (!ctx.capabilities.smartPosOptions) return unsupported(cashCloseFailedMessage());
      return ctx.answerAfterDelay(() => {
        if (ctx.options().cashClose === 'fail') {
          throw new TerminalError('failed', cashCloseFailedMessage(5), { nativeCode: '5' });
        }
        return { message: cashCloseSuccessMessage(null) };
      });
    },

    totals() {
      ctx.calls.push({ operation: 'totals' });
      if (!ctx.capabilities.smartPosOptions) return unsupported(TERMINAL_MESSAGES.totalsFailed);
      return ctx.answerAfterDelay(() => {
        if (ctx.options().totals === 'fail')
          throw new TerminalError('failed', TERMINAL_MESSAGES.totalsFailed);
        // A day's totals as a terminal reports them (the real shape is not in the specs).
        return {
          message: null,
          raw: {
            code: '0',
            cantidadVentas: 14,
            montoVentas: 245_300,
            cantidadAnulaciones: 1,
            montoAnulaciones: 5_990,
          },
        };
      });
    },
  };
}

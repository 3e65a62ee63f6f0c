import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError, type ApiErrorKind } from './errors.ts';
import { isOutcomeUnknown, isRefusedForSure, outcomeOf } from './outcome.ts';

const http = (status: number, errorMessage: string | null = null, errorAction: string | null = null) =>
  new ApiError({ status, kind: 'http', envelope: { errorMessage, errorAction } });

describe('outcomeOf', () => {
  it('a 4xx the server meant is a refusal for sure', () => {
    for (const status of [400, 401, 403, 404, 409, 410, 422]) {
      expect(outcomeOf(http(status)), String(status)).toBe('refused');
    }
  });

  it('408 and 429 are unknown: the request may have been taken before', () => {
    expect(outcomeOf(http(408))).toBe('unknown');
    expect(outcomeOf(http(429))).toBe('unknown');
  });

  it('a 5xx is unknown, even with the server message', () => {
    expect(outcomeOf(http(500))).toBe('unknown');
    expect(outcomeOf(http(502, 'Error en el proveedor'))).toBe('unknown');
    expect(outcomeOf(http(503))).toBe('unknown');
  });

  it('an answer with errorAction "reset" is a refusal for sure, even a 5xx: the server said it is over', () => {
    expect(outcomeOf(http(500, 'No se pudo conectar con la máquina Redelcom 7', 'reset'))).toBe('refused');
    expect(outcomeOf(http(400, 'Código ya utilizado en otra compra', 'reset'))).toBe('refused');
    expect(outcomeOf(http(500, 'Error', 'retry'))).toBe('unknown');
  });

  it('no answer, time limit and malformed answers are unknown', () => {
    for (const kind of ['network', 'timeout', 'contract'] as ApiErrorKind[]) {
      expect(outcomeOf(new ApiError({ status: kind === 'contract' ? 200 : 0, kind }))).toBe('unknown');
    }
  });

  it('a call not sent because the machine was offline is a refusal for sure', () => {
    expect(outcomeOf(new ApiError({ status: 0, kind: 'offline' }))).toBe('refused');
    expect(isRefusedForSure(new ApiError({ status: 0, kind: 'offline' }))).toBe(true);
  });

  it('anything that is not an ApiError is unknown', () => {
    expect(outcomeOf(new TypeError('Failed to fetch'))).toBe('unknown');
    expect(outcomeOf(undefined)).toBe('unknown');
    expect(outcomeOf('boom')).toBe('unknown');
  });

  it('property: refused exactly for http 4xx other than 408 and 429, an http answer with errorAction "reset", and a call not sent; the two predicates agree', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 599 }),
        fc.constantFrom<ApiErrorKind>('http', 'network', 'timeout', 'contract', 'offline'),
        fc.option(fc.string(), { nil: null }),
        fc.constantFrom<string | null>(null, 'reset', 'retry'),
        (status, kind, message, action) => {
          const error = new ApiError({
            status,
            kind,
            envelope: { errorMessage: message, errorAction: action },
          });
          const refused =
            kind === 'offline' ||
            (kind === 'http' && action === 'reset') ||
            (kind === 'http' && status >= 400 && status < 500 && status !== 408 && status !== 429);
          expect(isRefusedForSure(error)).toBe(refused);
          expect(isOutcomeUnknown(error)).toBe(!refused);
        },
      ),
    );
  });
});

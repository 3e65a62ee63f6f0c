/** The first message among TanStack Form's field errors (strings or Standard Schema issues). */
export function firstError(errors: ReadonlyArray<unknown>): string | null {
  for (const error of errors) {
    if (typeof error === 'string' && error) return error;
    if (error && typeof error === 'object' && 'message' in error) {
      const message = error.message;
      if (typeof message === 'string' && message) return message;
    }
  }
  return null;
}

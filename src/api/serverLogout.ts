/**
 * The server's logout, loaded only when the seller logs out: the generated session endpoints
 * (and their response schemas) stay out of the first chunk (README "Bundle").
 *
 * The token is read at once, when the logout starts: the app clears the session right after
 * (src/app/logout.ts), before the import resolves, and the request must still carry the token so
 * the server ends that session.
 */
export function createServerLogout(getToken: () => string | null): () => Promise<unknown> {
  return async () => {
    const token = getToken();
    const { logout } = await import('./generated/endpoints/session/session.ts');
    return logout(token ? { headers: { Authorization: `Bearer ${token}` } } : undefined);
  };
}

/**
 * What `tldts` resolves to in the app's build (vite.config.ts, `demoWorldDiet`). MSW's cookie
 * store (tough-cookie) asks it for a host's registrable domain; the real answer needs the public
 * suffix list (about 100 KB gzip). The demo world runs on the app's own host and sets no cookies
 * of other sites, so the last two labels are the domain, and an IP address or a single label has
 * none (as tldts answers for them).
 */
export function getDomain(hostname: string): string | null {
  const host = hostname.replace(/\.$/, '').toLowerCase();
  if (!host || /^[\d.]+$/.test(host) || host.includes(':')) return null;
  const labels = host.split('.');
  return labels.length < 2 ? null : labels.slice(-2).join('.');
}

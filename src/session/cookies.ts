/**
 * "Clear all cookies" for the error page's Refrescar (spec 001 §2). A page reads the cookies of
 * its own path and of every path above it, set for this host or for a domain above it; a cookie is
 * deleted only by an expiry with the same path and domain it was set with, which the page cannot
 * read. So each name is expired for every path from the current one up to `/`, without a domain
 * and with the host and every domain above it.
 */
export function cookiePaths(pathname: string): string[] {
  const parts = pathname.split('/').filter(Boolean);
  const paths = ['/'];
  for (let i = 1; i <= parts.length; i += 1) {
    const path = `/${parts.slice(0, i).join('/')}`;
    paths.push(path, `${path}/`);
  }
  return paths;
}

export function cookieDomains(hostname: string): (string | null)[] {
  const labels = hostname.split('.');
  const domains: (string | null)[] = [null];
  // An IP address or a single label (localhost) has no parent domain.
  if (labels.length < 2 || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return [null, hostname];
  for (let i = 0; i < labels.length - 1; i += 1) domains.push(labels.slice(i).join('.'));
  return domains;
}

export function clearAllCookies(): void {
  if (typeof document === 'undefined') return;
  const paths = cookiePaths(location.pathname);
  const domains = cookieDomains(location.hostname);
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (!name) continue;
    for (const path of paths) {
      for (const domain of domains) {
        document.cookie = `${name}=; Max-Age=0; path=${path}${domain ? `; domain=${domain}` : ''}`;
      }
    }
  }
}

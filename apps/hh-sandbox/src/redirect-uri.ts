const LOOPBACK_HOSTS = new Set(["127.0.0.1", "localhost", "[::1]"]);

/**
 * hh's rule for a redirect_uri against the registered one: it may add a subdomain, extend the
 * path or add query parameters, but never change the scheme, domain or port, nor replace the
 * path. With nothing registered the sandbox accepts any loopback http(s) address.
 */
export function isAllowedRedirectUri(candidate: string, registered: readonly string[]): boolean {
  const url = parse(candidate);
  if (!url || url.hash) return false;
  if (registered.length === 0) {
    return (url.protocol === "http:" || url.protocol === "https:") && LOOPBACK_HOSTS.has(url.hostname);
  }
  return registered.some((entry) => {
    const base = parse(entry);
    if (!base) return false;
    const sameHost = url.hostname === base.hostname || url.hostname.endsWith(`.${base.hostname}`);
    const keepsQuery = [...base.searchParams].every(([key, value]) =>
      url.searchParams.getAll(key).includes(value),
    );
    return (
      url.protocol === base.protocol &&
      url.port === base.port &&
      sameHost &&
      url.pathname.startsWith(base.pathname) &&
      keepsQuery
    );
  });
}

function parse(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

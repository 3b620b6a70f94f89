const LOOPBACK_NAMES = new Set(['localhost', '[::1]']);

/** A peer on this machine: IPv4 127.0.0.0/8, IPv6 ::1, or IPv4 loopback written as IPv6. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  if (address === '::1') return true;
  const ipv4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(ipv4);
}

/**
 * True when a request comes from a page this very server served on this machine: its Origin names
 * the host the request was sent to, and that host is a loopback name. Another site's page sends its
 * own Origin; a DNS-rebinding page sends its own host name, which is not a loopback one.
 */
export function isOwnLoopbackOrigin(origin: string | undefined, host: string | undefined): boolean {
  if (!origin || !host) return false;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  const loopback = LOOPBACK_NAMES.has(url.hostname) || isLoopbackAddress(url.hostname);
  return loopback && url.host === host.toLowerCase();
}

// The caller's address, for sign-in limits and the security log. Behind a reverse proxy every
// request comes from the proxy, so the client is named in X-Forwarded-For; but anyone can send
// that header, so it is believed only when the connection comes from a configured proxy
// (TRUSTED_PROXIES, comma-separated addresses; docs/security.md).

/** Parses TRUSTED_PROXIES: comma-separated addresses, blanks ignored. */
export function trustedProxiesOf(text: string | undefined): ReadonlySet<string> {
  return new Set(
    (text ?? '')
      .split(',')
      .map((a) => a.trim())
      .filter(Boolean),
  )
}

/**
 * The client's address: the socket's, unless the socket is a trusted proxy; then the right-most
 * X-Forwarded-For entry that is not itself a trusted proxy (entries left of it were written by
 * the client and prove nothing).
 */
export function clientAddressOf(
  remote: string | undefined,
  forwardedFor: string | undefined,
  trustedProxies: ReadonlySet<string>,
): string {
  const socket = remote ?? 'unknown'
  if (!trustedProxies.has(socket) || !forwardedFor) return socket
  const hops = forwardedFor
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean)
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i] as string
    if (!trustedProxies.has(hop)) return hop
  }
  return socket
}

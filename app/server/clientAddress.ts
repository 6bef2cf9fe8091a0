// Who is asking, and over what. The one notion of a trusted proxy (TRUST_PROXY, start.ts): without it
// the socket is the truth and X-Forwarded-* are whatever a player chose to send; with it, exactly one
// proxy in front of the server (the operator's load balancer) is believed about the client's address
// and protocol. Used by the embedded platform (the region check, login failures, rate limits), the
// proxy to an operator's platform (rate limits, X-Forwarded-For) and the site (HSTS).
import { isIP } from 'node:net';

/** The socket of a request as @hono/node-server gives it (`env.incoming`); tests pass `{ incoming }`. */
interface Bindings {
  incoming?: { socket?: { remoteAddress?: string; encrypted?: boolean } };
}

const socketOf = (env: unknown) => (env as Bindings | undefined)?.incoming?.socket;

/** `::ffff:10.0.0.1` is an IPv4 client of a dual-stack socket: one client, one address. */
const plain = (address: string): string =>
  address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address;

/** The last value of a comma-separated header: the one our own proxy wrote (earlier ones came from outside). */
function lastOf(headers: Headers, name: string): string | undefined {
  const last = headers.get(name)?.split(',').at(-1)?.trim();
  return last === '' ? undefined : last;
}

/** The socket's peer (127.0.0.1 when there is no socket: a request made in process). */
function peerOf(env: unknown): string {
  return plain(socketOf(env)?.remoteAddress ?? '127.0.0.1');
}

/**
 * The client's address. Behind a trusted proxy, the last X-Forwarded-For entry, which that proxy
 * appended from its own socket; the entries before it are the client's word and worth nothing.
 */
export function clientAddress(headers: Headers, env: unknown, trustProxy: boolean): string {
  const forwarded = trustProxy ? lastOf(headers, 'x-forwarded-for') : undefined;
  return forwarded !== undefined && isIP(plain(forwarded)) !== 0 ? plain(forwarded) : peerOf(env);
}

/** X-Forwarded-For for the next hop: the chain we were given (only if trusted) and the peer we saw. */
export function forwardedFor(headers: Headers, env: unknown, trustProxy: boolean): string {
  const chain = trustProxy ? headers.get('x-forwarded-for')?.trim() : undefined;
  return chain ? `${chain}, ${peerOf(env)}` : peerOf(env);
}

/** Whether the client's connection is TLS: our own socket, or a trusted proxy's X-Forwarded-Proto. */
export function isHttps(headers: Headers, env: unknown, trustProxy: boolean): boolean {
  if (socketOf(env)?.encrypted === true) return true;
  return trustProxy && lastOf(headers, 'x-forwarded-proto')?.toLowerCase() === 'https';
}

/** The origin the client reached: the request's own, https when the connection is (isHttps). */
export function requestOrigin(request: Request, env: unknown, trustProxy: boolean): string {
  const url = new URL(request.url);
  return isHttps(request.headers, env, trustProxy) ? `https://${url.host}` : url.origin;
}

import net from 'node:net';
import type { Middleware } from 'koa';

/**
 * TRUST_PROXY: `false` (the socket's address is the client), a number of proxy hops in front of
 * the app (`true` is one), or the proxies' own addresses (exact addresses or subnets such as
 * 10.0.0.0/8).
 */
export type TrustProxy = false | number | string[];

/** TRUST_PROXY's text as a setting; null when it is none of the accepted forms. */
export function parseTrustProxy(text: string): TrustProxy | null {
  const v = text.trim().toLowerCase();
  if (['', 'false', 'no', '0'].includes(v)) return false;
  if (v === 'true' || v === 'yes') return 1;
  if (/^\d+$/.test(v)) return Math.min(Number(v), 32);
  const proxies = v.split(',').map((p) => p.trim());
  return proxies.every(isAddressOrSubnet) ? proxies : null;
}

function isAddressOrSubnet(entry: string): boolean {
  const [address, bits, extra] = entry.split('/');
  if (extra !== undefined || !address || !net.isIP(address)) return false;
  if (bits === undefined) return true;
  const max = net.isIPv4(address) ? 32 : 128;
  return /^\d+$/.test(bits) && Number(bits) <= max;
}

/** `::ffff:10.0.0.1` (an IPv4 client on a dual-stack socket) is 10.0.0.1. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped ? mapped[1]! : address;
}

function proxyList(proxies: string[]): net.BlockList {
  const list = new net.BlockList();
  for (const entry of proxies) {
    const [address, bits] = entry.split('/') as [string, string | undefined];
    const family = net.isIPv4(address) ? 'ipv4' : 'ipv6';
    if (bits === undefined) list.addAddress(address, family);
    else list.addSubnet(address, Number(bits), family);
  }
  return list;
}

/**
 * The client's address from the socket's and the `X-Forwarded-For` entries. Each proxy appends
 * the address it was reached from, so only entries written by our own proxies are believed: the
 * count of hops from the right, or while the address is one of the listed proxies. Whatever a
 * client writes to the left of those (a forged entry) is never taken.
 */
export function clientAddress(
  socketAddress: string,
  forwardedFor: string | undefined,
  trust: TrustProxy,
): string {
  const socket = plain(socketAddress);
  if (trust === false || !forwardedFor) return socket;
  const chain = [
    ...forwardedFor
      .split(',')
      .map((entry) => plain(entry.trim()))
      .filter((entry) => net.isIP(entry) !== 0),
    socket,
  ];
  if (typeof trust === 'number') return chain[Math.max(chain.length - 1 - trust, 0)]!;
  const proxies = proxyList(trust);
  const isProxy = (address: string) => proxies.check(address, net.isIPv4(address) ? 'ipv4' : 'ipv6');
  let index = chain.length - 1;
  while (index > 0 && isProxy(chain[index]!)) index -= 1;
  return chain[index]!;
}

/** Sets `ctx.ip` (used by every limit) to the client's address as TRUST_PROXY says to find it. */
export function clientAddressMiddleware(trust: TrustProxy): Middleware {
  return async (ctx, next) => {
    ctx.request.ip = clientAddress(
      ctx.req.socket.remoteAddress ?? '',
      ctx.get('X-Forwarded-For') || undefined,
      trust,
    );
    await next();
  };
}

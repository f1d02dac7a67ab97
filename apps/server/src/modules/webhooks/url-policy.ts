import dns from 'node:dns';
import net from 'node:net';
import type { ValidationKey } from '@ponto/domain';

/**
 * Addresses a webhook may not reach unless WEBHOOK_ALLOW_PRIVATE_URLS: otherwise a manager could make the
 * server call its own database, broker, cloud metadata service or the machines next to it (SSRF).
 */
const notPublicV4 = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8], // "this network", unspecified
  ['10.0.0.0', 8],
  ['100.64.0.0', 10], // carrier-grade NAT
  ['127.0.0.0', 8],
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, broadcast
] as const)
  notPublicV4.addSubnet(prefix, bits, 'ipv4');
// Apart: a list holding IPv6 rules such as ::ffff:0:0/96 matches IPv4 addresses too.
const notPublicV6 = new net.BlockList();
for (const [prefix, bits] of [
  ['::', 96], // unspecified, loopback, IPv4-compatible
  ['::ffff:0:0', 96], // IPv4-mapped: would reach any IPv4 address
  ['64:ff9b::', 96], // NAT64
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001::', 32], // Teredo
  ['2001:db8::', 32],
  ['2002::', 16], // 6to4
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10],
  ['ff00::', 8], // multicast
] as const)
  notPublicV6.addSubnet(prefix, bits, 'ipv6');

export function isPublicAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  return family === 4 ? !notPublicV4.check(address, 'ipv4') : !notPublicV6.check(address, 'ipv6');
}

export type Resolve = (host: string) => Promise<string[]>;

const resolveAll: Resolve = async (host) =>
  (await dns.promises.lookup(host, { all: true, verbatim: true })).map((a) => a.address);

/** The URL's host as an address or a name: brackets of an IPv6 literal and a final dot removed. */
function hostOf(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1').replace(/\.$/, '');
}

/**
 * Why a webhook URL is refused (a key of the validation namespace), or null when it is fine: https only,
 * and every address its host resolves to must be public — unless private URLs are allowed (tests, closed
 * networks), which also allows plain http.
 */
export async function webhookUrlProblem(
  text: string,
  options: { allowPrivate: boolean; resolve?: Resolve },
): Promise<ValidationKey | null> {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return 'invalid';
  }
  if (url.username || url.password) return 'invalid';
  if (options.allowPrivate) return url.protocol === 'https:' || url.protocol === 'http:' ? null : 'invalid';
  if (url.protocol !== 'https:') return 'webhookUrlHttps';
  const host = hostOf(url);
  let addresses: string[];
  try {
    addresses = net.isIP(host) ? [host] : await (options.resolve ?? resolveAll)(host);
  } catch {
    return 'webhookUrlUnresolved';
  }
  if (addresses.length === 0) return 'webhookUrlUnresolved';
  return addresses.every(isPublicAddress) ? null : 'webhookUrlPrivate';
}

export class BlockedAddressError extends Error {
  constructor(host: string) {
    super(`${host} resolves to an address that is not public`);
  }
}

/**
 * A `lookup` for http.request that refuses non-public addresses at connection time: checking the URL when
 * it was registered is not enough, since its name may resolve elsewhere later (DNS rebinding).
 */
export const publicOnlyLookup: net.LookupFunction = (hostname, options, callback) => {
  dns.lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, '', 4);
    const list = addresses as dns.LookupAddress[];
    if (list.length === 0 || !list.every((a) => isPublicAddress(a.address)))
      return callback(new BlockedAddressError(hostname) as NodeJS.ErrnoException, '', 4);
    if (options.all) return (callback as unknown as (e: null, a: dns.LookupAddress[]) => void)(null, list);
    const first = list[0] as dns.LookupAddress;
    callback(null, first.address, first.family);
  });
};

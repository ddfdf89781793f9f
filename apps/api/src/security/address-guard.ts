import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { BlockList, isIP } from "node:net";

// Requests to addresses owners give us (the crawler's website, webhook endpoints) reach only
// public addresses: an owner's URL must not be a way into our own network (loopback, private
// ranges, link-local metadata services …). The check runs on the addresses a name resolves to,
// at connection time (the socket's own lookup), so a name that resolves to a private address,
// or changes between a check and a connection (DNS rebinding), is refused.

const NON_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ["0.0.0.0", 8],
  ["10.0.0.0", 8],
  ["100.64.0.0", 10],
  ["127.0.0.0", 8],
  ["169.254.0.0", 16],
  ["172.16.0.0", 12],
  ["192.0.0.0", 24],
  ["192.0.2.0", 24],
  ["192.88.99.0", 24],
  ["192.168.0.0", 16],
  ["198.18.0.0", 15],
  ["198.51.100.0", 24],
  ["203.0.113.0", 24],
  ["224.0.0.0", 4],
  ["240.0.0.0", 4],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, "ipv4");
}
for (const [network, prefix] of [
  ["::", 128],
  ["::1", 128],
  ["64:ff9b:1::", 48],
  ["100::", 64],
  ["2001:db8::", 32],
  ["fc00::", 7],
  ["fe80::", 10],
  ["ff00::", 8],
] as const) {
  NON_PUBLIC.addSubnet(network, prefix, "ipv6");
}

const NAT64 = new BlockList();
NAT64.addSubnet("64:ff9b::", 96, "ipv6");
const SIX_TO_FOUR = new BlockList();
SIX_TO_FOUR.addSubnet("2002::", 16, "ipv6");

/** The IPv4 address a NAT64 (64:ff9b::/96) or 6to4 (2002::/16) address carries. */
function embeddedIpv4(address: string): string | undefined {
  const nat64 = NAT64.check(address, "ipv6");
  if (!nat64 && !SIX_TO_FOUR.check(address, "ipv6")) return undefined;
  const groups = expandIpv6(address);
  const [high, low] = nat64 ? [groups[6], groups[7]] : [groups[1], groups[2]];
  if (high === undefined || low === undefined) return undefined;
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join(".");
}

/** The eight 16-bit groups of an IPv6 address (a dotted IPv4 tail read as two groups). */
function expandIpv6(address: string): number[] {
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  let text = address;
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${address.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = "", tail] = text.split("::");
  const left = head === "" ? [] : head.split(":");
  const right = tail === undefined || tail === "" ? [] : tail.split(":");
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill("0");
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16));
}

/** Whether an IP address is on the public internet (not loopback, private, reserved …). */
export function isPublicAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return false;
  if (family === 6) {
    const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
    if (mapped?.[1]) return isPublicAddress(mapped[1]);
    if (NON_PUBLIC.check(address, "ipv6")) return false;
    // NAT64 and 6to4 embed an IPv4 address: judge that one.
    const embedded = embeddedIpv4(address);
    return embedded === undefined || isPublicAddress(embedded);
  }
  return !NON_PUBLIC.check(address, "ipv4");
}

/** The error code of a refused lookup. */
export const PRIVATE_ADDRESS_CODE = "ERINGLINE_PRIVATE_ADDRESS";

/** A refusal to reach an address, with words an owner can act on. */
export class AddressRefusedError extends Error {
  override readonly name = "AddressRefusedError";
  constructor(readonly host: string) {
    super(`${host} is not a public address`);
  }
}

type LookupCallback = (
  error: NodeJS.ErrnoException | null,
  address: string | LookupAddress[],
  family?: number,
) => void;

/**
 * A `lookup` for sockets that resolves a name and refuses it when any of its addresses is not
 * public (unless `allowPrivate`, which only tests turn on to crawl a local site).
 */
export function guardedLookup(allowPrivate: boolean) {
  return (hostname: string, options: { all?: boolean }, callback: LookupCallback): void => {
    dnsLookup(hostname, { all: true }, (error, addresses) => {
      if (error) return callback(error, []);
      const refused = addresses.find((entry) => !allowPrivate && !isPublicAddress(entry.address));
      if (refused || addresses.length === 0) {
        return callback(
          Object.assign(new AddressRefusedError(hostname), { code: PRIVATE_ADDRESS_CODE }),
          [],
        );
      }
      if (options.all) return callback(null, addresses);
      const first = addresses[0] as LookupAddress;
      callback(null, first.address, first.family);
    });
  };
}

/** Refuses a literal IP host that is not public (sockets do not look literals up). */
export function checkLiteralHost(hostname: string, allowPrivate: boolean): void {
  const bare = hostname.replace(/^\[|\]$/g, "");
  if (!allowPrivate && isIP(bare) !== 0 && !isPublicAddress(bare)) {
    throw new AddressRefusedError(hostname);
  }
}

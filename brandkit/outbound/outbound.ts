/**
 * Where BrandKit may fetch from when an AI provider names a URL (OWASP's SSRF prevention cheat sheet): HTTPS
 * only, no credentials in the URL, and only hosts whose every address is public, so that a provider (or whoever
 * controls its answers) cannot make the server read its own loopback, the private network or the cloud's
 * metadata service. The configured provider's own host is trusted as it is: a local model server is legitimate.
 * DNS comes in as `resolveHost`, so the core stays free of Deno; the edges pass a resolver.
 *
 * Known limit: the check resolves the host, then fetch resolves it again. A host that answers differently the
 * second time (DNS rebinding) is not stopped here; pinning the checked address needs a connector that fetch
 * does not offer. Redirects are no way round it: downloadImage re-checks each hop and stays on one host.
 */
import { BrandKitError, ErrorCode } from "../errors.ts";

/** What kind of address an IP is; only "public" may be fetched from. */
export type AddressKind =
  | "public"
  | "unspecified"
  | "loopback"
  | "private"
  | "shared (CGNAT)"
  | "link-local"
  | "cloud metadata"
  | "documentation"
  | "benchmarking"
  | "multicast"
  | "reserved"
  | "not an IP address";

const IPV4_BYTES = 4;
const IPV6_BYTES = 16;
const IPV6_GROUPS = 8;
const BITS_PER_BYTE = 8;

/**
 * Blocks that are never fetched from, most specific first (IANA's special-purpose registries). Blocks that embed
 * an IPv4 address (mapped, NAT64, 6to4) are judged by that address instead, in `embeddedIpv4`.
 */
const NON_PUBLIC_BLOCKS: readonly (readonly [cidr: string, kind: AddressKind])[] = [
  ["169.254.169.254/32", "cloud metadata"],
  ["fd00:ec2::254/128", "cloud metadata"],
  ["0.0.0.0/8", "unspecified"],
  ["10.0.0.0/8", "private"],
  ["100.64.0.0/10", "shared (CGNAT)"],
  ["127.0.0.0/8", "loopback"],
  ["169.254.0.0/16", "link-local"],
  ["172.16.0.0/12", "private"],
  ["192.0.0.0/24", "reserved"],
  ["192.0.2.0/24", "documentation"],
  ["192.88.99.0/24", "reserved"],
  ["192.168.0.0/16", "private"],
  ["198.18.0.0/15", "benchmarking"],
  ["198.51.100.0/24", "documentation"],
  ["203.0.113.0/24", "documentation"],
  ["224.0.0.0/4", "multicast"],
  ["240.0.0.0/4", "reserved"],
  ["::/128", "unspecified"],
  ["::1/128", "loopback"],
  ["64:ff9b:1::/48", "private"],
  ["100::/64", "reserved"],
  ["2001:db8::/32", "documentation"],
  ["2001::/23", "reserved"],
  ["3fff::/20", "documentation"],
  ["5f00::/16", "reserved"],
  ["fc00::/7", "private"],
  ["fe80::/10", "link-local"],
  ["fec0::/10", "private"],
  ["ff00::/8", "multicast"],
];

/** IPv6 prefixes whose last or inner bytes carry an IPv4 address: [prefix, where the IPv4 address starts]. */
const EMBEDDED_IPV4: readonly (readonly [cidr: string, offset: number])[] = [
  ["::ffff:0:0/96", 12], // IPv4-mapped
  ["64:ff9b::/96", 12], // NAT64, well-known prefix
  ["2002::/16", 2], // 6to4
];

/** Only global unicast (2000::/3) is public among the IPv6 blocks not listed above. */
const IPV6_GLOBAL_UNICAST = "2000::/3";

function parseIpv4(text: string): Uint8Array | undefined {
  const parts = text.split(".");
  if (parts.length !== IPV4_BYTES || !parts.every((part) => /^(0|[1-9]\d{0,2})$/.test(part))) {
    return undefined;
  }
  const bytes = parts.map(Number);
  return bytes.every((byte) => byte <= 255) ? Uint8Array.from(bytes) : undefined;
}

function parseIpv6(text: string): Uint8Array | undefined {
  let address = text.replace(/%.*$/, ""); // a zone ("fe80::1%eth0") does not change what the address is
  const tail = address.slice(address.lastIndexOf(":") + 1);
  if (tail.includes(".")) {
    const ipv4 = parseIpv4(tail);
    if (!ipv4) return undefined;
    const hex = (high: number, low: number) => ((high << BITS_PER_BYTE) | low).toString(16);
    address = `${address.slice(0, -tail.length)}${hex(ipv4[0], ipv4[1])}:${hex(ipv4[2], ipv4[3])}`;
  }
  const halves = address.split("::");
  if (halves.length > 2) return undefined;
  const [head, rest] = halves.map((half) => (half === "" ? [] : half.split(":")));
  const groups = rest === undefined
    ? head
    : [...head, ...Array(Math.max(0, IPV6_GROUPS - head.length - rest.length)).fill("0"), ...rest];
  const compressedTooLong = rest !== undefined && head.length + rest.length >= IPV6_GROUPS;
  if (groups.length !== IPV6_GROUPS || compressedTooLong) return undefined;
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return undefined;
  return Uint8Array.from(groups.flatMap((group) => {
    const value = parseInt(group, 16);
    return [value >> BITS_PER_BYTE, value & 0xff];
  }));
}

/** The bytes of an IPv4 or IPv6 address (IPv6 possibly in brackets, as URL hostnames write it). */
function parseIp(ip: string): Uint8Array | undefined {
  const unbracketed = ip.startsWith("[") && ip.endsWith("]") ? ip.slice(1, -1) : ip;
  return unbracketed.includes(":") ? parseIpv6(unbracketed) : parseIpv4(unbracketed);
}

type Block = { bytes: Uint8Array; prefixBits: number };

function parseCidr(cidr: string): Block {
  const [address, prefix] = cidr.split("/");
  return { bytes: parseIp(address)!, prefixBits: Number(prefix) };
}

function inBlock(bytes: Uint8Array, block: Block): boolean {
  if (bytes.length !== block.bytes.length) return false;
  for (let bit = 0; bit < block.prefixBits; bit += BITS_PER_BYTE) {
    const width = Math.min(BITS_PER_BYTE, block.prefixBits - bit);
    const mask = (0xff << (BITS_PER_BYTE - width)) & 0xff;
    const index = bit / BITS_PER_BYTE;
    if ((bytes[index] & mask) !== (block.bytes[index] & mask)) return false;
  }
  return true;
}

const NON_PUBLIC = NON_PUBLIC_BLOCKS.map(([cidr, kind]) => ({ block: parseCidr(cidr), kind }));
const EMBEDDING = EMBEDDED_IPV4.map(([cidr, offset]) => ({ block: parseCidr(cidr), offset }));
const GLOBAL_UNICAST = parseCidr(IPV6_GLOBAL_UNICAST);

function kindOfBytes(bytes: Uint8Array): AddressKind {
  const embedding = EMBEDDING.find(({ block }) => inBlock(bytes, block));
  if (embedding) return kindOfBytes(bytes.slice(embedding.offset, embedding.offset + IPV4_BYTES));
  const listed = NON_PUBLIC.find(({ block }) => inBlock(bytes, block));
  if (listed) return listed.kind;
  if (bytes.length === IPV6_BYTES && !inBlock(bytes, GLOBAL_UNICAST)) return "reserved";
  return "public";
}

/** What kind of address `ip` is (IPv4 dotted decimal, or IPv6 with or without brackets). */
export function classifyAddress(ip: string): AddressKind {
  const bytes = parseIp(ip.trim().toLowerCase());
  return bytes ? kindOfBytes(bytes) : "not an IP address";
}

/** True only for an address on the public internet; anything unparseable is not public. */
export function isPublicAddress(ip: string): boolean {
  return classifyAddress(ip) === "public";
}

/** The addresses of a host name, as the system would connect to them; throws when it cannot resolve. */
export type ResolveHost = (hostname: string, signal?: AbortSignal) => Promise<string[]>;

export type OutboundPolicyOptions = {
  /**
   * Hosts ("localhost:11434", "models.internal") that may be fetched from over plain HTTP and whatever they
   * resolve to: the configured provider's own base URL host, for local model servers. Matched with the port.
   * @default []
   */
  allowHttpHosts?: readonly string[];
  /** DNS, from the edge (e.g. over Deno.resolveDns). */
  resolveHost: ResolveHost;
};

/** Decides whether a URL named by an AI provider may be fetched. */
export type OutboundPolicy = {
  /** Resolves when `url` may be fetched; throws AI_ERROR saying why not otherwise. */
  check(url: URL | string, signal?: AbortSignal): Promise<void>;
};

/** Says why, never the URL or host: those may name internal systems, and the message can reach a visitor. */
function refused(reason: string): BrandKitError {
  return new BrandKitError(
    ErrorCode.AI_ERROR,
    `Refused to fetch an address the AI service gave: ${reason}.`,
  );
}

function withArticle(kind: AddressKind): string {
  return `${/^[aeiou]/.test(kind) ? "an" : "a"} ${kind} address`;
}

/** A URL's host as the URL parser normalises it, so that "LOCALHOST:80" and "localhost" compare equal. */
function normaliseHost(host: string): string {
  return new URL(`http://${host}`).host;
}

/** The outbound policy for provider-named URLs (see the module comment). */
export function createOutboundPolicy(options: OutboundPolicyOptions): OutboundPolicy {
  const allowed = new Set((options.allowHttpHosts ?? []).map(normaliseHost));
  return {
    async check(input, signal) {
      let url: URL;
      try {
        url = new URL(input);
      } catch {
        throw refused("it is not a valid URL");
      }
      if (url.username !== "" || url.password !== "") throw refused("it carries credentials");
      const trusted = allowed.has(url.host);
      if (url.protocol === "http:" && !trusted) throw refused("it is plain HTTP, and only HTTPS is allowed");
      if (url.protocol !== "https:" && url.protocol !== "http:") throw refused("only HTTPS is allowed");
      if (trusted) return;
      // The URL parser has already turned decimal, octal and hex IPv4 forms into dotted decimal.
      const literal = classifyAddress(url.hostname);
      if (literal !== "not an IP address") {
        if (literal !== "public") throw refused(`it is ${withArticle(literal)}`);
        return;
      }
      let addresses: string[];
      try {
        addresses = await options.resolveHost(url.hostname, signal);
      } catch (error) {
        if (signal?.aborted) throw error;
        throw refused("its host could not be resolved");
      }
      if (addresses.length === 0) throw refused("its host could not be resolved");
      const kinds = addresses.map(classifyAddress);
      const blocked = kinds.find((kind) => kind !== "public");
      if (blocked) throw refused(`its host resolves to ${withArticle(blocked)}`);
    },
  };
}

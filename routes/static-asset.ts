/**
 * A response body kept in memory with its compressed forms made once (brotli and gzip), served by content
 * negotiation with an ETag. Serving costs no compression and no rendering per request: every header list is
 * made once too, and the encoding chosen for each distinct Accept-Encoding header is remembered.
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { type Encoding, negotiateEncoding } from "./encoding.ts";

/** Bodies smaller than this are not worth compressing. */
const MIN_COMPRESSIBLE_BYTES = 1_024;
const COMPRESSIBLE_TYPE = /^(text\/|application\/(javascript|json|xml)|image\/svg\+xml)/;
/** Distinct Accept-Encoding headers remembered per asset (browsers send a handful of variants). */
const MAX_REMEMBERED_HEADERS = 64;

/** A file served from memory, with its compressed forms. */
export type StaticAsset = {
  contentType: string;
  etag: string;
  /** The body in each encoding on offer; identity is always there. */
  bodies: Readonly<Partial<Record<Encoding, Uint8Array>>> & { identity: Uint8Array };
};

async function etagOf(bytes: Uint8Array): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>));
  return `"${Array.from(digest.subarray(0, 12), (byte) => byte.toString(16).padStart(2, "0")).join("")}"`;
}

/**
 * How hard to compress: `max` for what is made once at start-up (the page, the bundle), `fast` for what is made
 * while a visitor waits (a share page, rendered on its first request).
 */
export type CompressionEffort = "max" | "fast";
const BROTLI_QUALITY: Record<CompressionEffort, number> = { max: constants.BROTLI_MAX_QUALITY, fast: 5 };
const GZIP_LEVEL: Record<CompressionEffort, number> = { max: constants.Z_BEST_COMPRESSION, fast: 6 };

/** Prepares `body` for serving: its ETag, and brotli and gzip forms when the type compresses and it pays. */
export async function createStaticAsset(
  body: Uint8Array | string,
  contentType: string,
  effort: CompressionEffort = "max",
): Promise<StaticAsset> {
  const identity = typeof body === "string" ? new TextEncoder().encode(body) : body;
  const bodies: StaticAsset["bodies"] & Partial<Record<Encoding, Uint8Array>> = { identity };
  if (COMPRESSIBLE_TYPE.test(contentType) && identity.byteLength >= MIN_COMPRESSIBLE_BYTES) {
    bodies.br = brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort] },
    });
    bodies.gzip = gzipSync(identity, { level: GZIP_LEVEL[effort] });
  }
  return { contentType, etag: await etagOf(identity), bodies };
}

function matchesEtag(ifNoneMatch: string, etag: string): boolean {
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === etag;
  });
}

/** Answers requests for one asset. */
export type AssetResponder = (request: Request) => Response;

/**
 * A responder for `asset` with `headers` on every answer: 304 when the client has it (If-None-Match), else the
 * best encoding it accepts, with Content-Encoding, ETag and Vary. Each answer is made once and cloned per
 * request: in Deno a clone costs a fraction of building a Response with its headers (GET / is the hot path).
 */
export function createAssetResponder(
  asset: StaticAsset,
  headers: Readonly<Record<string, string>>,
): AssetResponder {
  const common: Array<[string, string]> = [
    ...Object.entries(headers),
    ["ETag", asset.etag],
    ["Vary", "Accept-Encoding"],
  ];
  const notModified = new Response(null, { status: 304, headers: common });
  const offered = Object.keys(asset.bodies) as Encoding[];
  const answers = new Map(offered.map((encoding) => {
    const list = new Headers([...common, ["Content-Type", asset.contentType]]);
    if (encoding !== "identity") list.set("Content-Encoding", encoding);
    // Deno adds Content-Length for a body of bytes.
    const body = asset.bodies[encoding] as Uint8Array<ArrayBuffer>;
    return [encoding, {
      full: new Response(body, { headers: list }),
      head: new Response(null, { headers: list }),
    }];
  }));
  const chosen = new Map<string, Encoding>();

  return (request) => {
    const ifNoneMatch = request.headers.get("if-none-match");
    if (ifNoneMatch && matchesEtag(ifNoneMatch, asset.etag)) return notModified.clone();
    const accept = request.headers.get("accept-encoding") ?? "";
    let encoding = chosen.get(accept);
    if (encoding === undefined) {
      encoding = negotiateEncoding(accept, offered);
      if (chosen.size < MAX_REMEMBERED_HEADERS) chosen.set(accept, encoding);
    }
    const answer = answers.get(encoding)!;
    return (request.method === "HEAD" ? answer.head : answer.full).clone();
  };
}

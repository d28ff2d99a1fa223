/**
 * A response body kept in memory with its compressed forms made once (brotli and gzip), served by content
 * negotiation with an ETag, so serving it costs no compression and no rendering per request.
 */
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { type Encoding, negotiateEncoding } from "./encoding.ts";

/** Bodies smaller than this are not worth compressing. */
const MIN_COMPRESSIBLE_BYTES = 1_024;
const COMPRESSIBLE_TYPE = /^(text\/|application\/(javascript|json|xml)|image\/svg\+xml)/;

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

/** Prepares `body` for serving: its ETag, and brotli and gzip forms when the type compresses and it pays. */
export async function createStaticAsset(
  body: Uint8Array | string,
  contentType: string,
): Promise<StaticAsset> {
  const identity = typeof body === "string" ? new TextEncoder().encode(body) : body;
  const bodies: StaticAsset["bodies"] & Partial<Record<Encoding, Uint8Array>> = { identity };
  if (COMPRESSIBLE_TYPE.test(contentType) && identity.byteLength >= MIN_COMPRESSIBLE_BYTES) {
    bodies.br = brotliCompressSync(identity, {
      params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY },
    });
    bodies.gzip = gzipSync(identity, { level: constants.Z_BEST_COMPRESSION });
  }
  return { contentType, etag: await etagOf(identity), bodies };
}

function matchesEtag(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === etag;
  });
}

/** The response for `asset`: 304 when the client has it, else the best encoding it accepts. */
export function serveStaticAsset(
  request: Request,
  asset: StaticAsset,
  headers: Readonly<Record<string, string>>,
): Response {
  const common = { ...headers, ETag: asset.etag, Vary: "Accept-Encoding" };
  if (matchesEtag(request.headers.get("if-none-match"), asset.etag)) {
    return new Response(null, { status: 304, headers: common });
  }
  const offered = Object.keys(asset.bodies) as Encoding[];
  const encoding = negotiateEncoding(request.headers.get("accept-encoding"), offered);
  const body = asset.bodies[encoding] ?? asset.bodies.identity;
  const responseHeaders: Record<string, string> = {
    ...common,
    "Content-Type": asset.contentType,
    "Content-Length": String(body.byteLength),
  };
  if (encoding !== "identity") responseHeaders["Content-Encoding"] = encoding;
  return new Response(request.method === "HEAD" ? null : body as Uint8Array<ArrayBuffer>, {
    status: 200,
    headers: responseHeaders,
  });
}

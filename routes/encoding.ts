/**
 * Content negotiation for precompressed responses: picks brotli, gzip or no encoding from Accept-Encoding,
 * honouring q-values (q=0 refuses a coding; "*" stands for any coding not named).
 */

/** A content coding the server can answer with. */
export type Encoding = "br" | "gzip" | "identity";

/** Our preference when the client likes several codings equally: smallest first. */
const PREFERENCE: readonly Encoding[] = ["br", "gzip", "identity"];

function weights(header: string): Map<string, number> {
  const result = new Map<string, number>();
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    if (!name) continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
    const weight = q === undefined ? 1 : Number(q.slice(2));
    result.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  return result;
}

/** The encoding to answer with, given the request's Accept-Encoding header and the encodings on offer. */
export function negotiateEncoding(
  acceptEncoding: string | null | undefined,
  available: readonly Encoding[] = PREFERENCE,
): Encoding {
  if (!acceptEncoding) return "identity";
  const accepted = weights(acceptEncoding);
  const weightOf = (encoding: Encoding) =>
    accepted.get(encoding) ?? accepted.get("*") ?? (encoding === "identity" ? 1 : 0);
  let best: Encoding = "identity";
  let bestWeight = 0;
  for (const encoding of PREFERENCE) {
    if (!available.includes(encoding) && encoding !== "identity") continue;
    const weight = weightOf(encoding);
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}

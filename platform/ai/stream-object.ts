/**
 * Streamed object generation: the platform pipes the object's JSON text as it is generated (plain text, not
 * server-sent events). Each chunk that completes more of the object is shown as a partial object; the whole text
 * is the result.
 */
import { ErrorKind, isPlatformError } from "../errors.ts";
import { errorFromFailure } from "../http-errors.ts";
import type { HttpClient } from "../http.ts";
import { parsePartialJson } from "./partial-json.ts";
import { streamError } from "./stream-text.ts";

/** Posts `body` with `stream: true` to `path` and reads the JSON text until it ends. */
export async function streamObject(
  http: HttpClient,
  path: string,
  body: Record<string, unknown>,
  onPartial: (partial: unknown) => void,
  signal?: AbortSignal,
): Promise<unknown> {
  const response = await http.send({
    path,
    json: { ...body, stream: true },
    kind: ErrorKind.AI,
    signal,
  });
  if (!response.body) throw streamError(`Invalid response format from ${path}: no stream`);
  const decoder = new TextDecoder();
  const reader = response.body.getReader();
  let text = "";
  let shown = "";
  try {
    while (true) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
      const partial = parsePartialJson(text);
      const key = JSON.stringify(partial);
      if (partial !== undefined && key !== shown) {
        shown = key;
        onPartial(partial);
      }
    }
    text += decoder.decode();
  } catch (error) {
    await reader.cancel().catch(() => {});
    throw isPlatformError(error) ? error : errorFromFailure(error, ErrorKind.AI, signal);
  } finally {
    reader.releaseLock();
  }
  try {
    return JSON.parse(text);
  } catch {
    throw streamError(`Invalid response format from ${path}: the stream ended without a result`);
  }
}

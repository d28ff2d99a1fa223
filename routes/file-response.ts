/**
 * A kit's file as an HTTP response, for every route that sends one: its type, length and name; a PNG shown in
 * place (a card's image), anything else saved; never sniffed; an SVG sandboxed, as it could hold script.
 */
import { formatContentType } from "../brandkit/web.ts";

export type FileResponseOptions = {
  /** A kept kit's file is kept by the browser but checked before each use; a file made for one request is not. */
  cache: "no-cache" | "no-store";
  etag?: string;
  /** A HEAD request gets the headers only. */
  method?: string;
  /** "attachment" always saves; "auto" shows a PNG in place. @default "auto" */
  disposition?: "auto" | "attachment";
};

export function fileResponse(bytes: Uint8Array, name: string, options: FileResponseOptions): Response {
  const inline = (options.disposition ?? "auto") === "auto" && name.endsWith(".png");
  const headers: Record<string, string> = {
    "Content-Type": formatContentType(name),
    "Content-Length": String(bytes.byteLength),
    "Content-Disposition": `${inline ? "inline" : "attachment"}; filename="${name}"`,
    "Cache-Control": options.cache,
    "X-Content-Type-Options": "nosniff",
  };
  if (options.etag) headers.ETag = options.etag;
  if (options.cache === "no-cache") headers["X-Robots-Tag"] = "noindex";
  if (name.endsWith(".svg")) {
    headers["Content-Security-Policy"] = "default-src 'none'; style-src 'unsafe-inline'; sandbox";
  }
  return new Response(options.method === "HEAD" ? null : bytes as Uint8Array<ArrayBuffer>, { headers });
}

/**
 * zlib data inflated and deflated by the platform's native streams (DecompressionStream, CompressionStream), a
 * few times faster than doing it in JavaScript: a full-size graphic's pixels are megabytes.
 */

/** `bytes` through a native (de)compression stream. */
async function transform(
  bytes: Uint8Array<ArrayBuffer>,
  stream: CompressionStream | DecompressionStream,
): Promise<Uint8Array<ArrayBuffer>> {
  const writer = stream.writable.getWriter();
  // A damaged stream rejects these too; the read below reports it once.
  writer.write(bytes).catch(() => {});
  writer.close().catch(() => {});
  return new Uint8Array(await new Response(stream.readable).arrayBuffer());
}

/** The data of the zlib stream `bytes` (a PNG's joined IDAT chunks); rejects when it is damaged. */
export function inflate(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  return transform(bytes, new DecompressionStream("deflate"));
}

/** `bytes` as a zlib stream (what a PDF's FlateDecode filter reads). */
export function deflate(bytes: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  return transform(bytes, new CompressionStream("deflate"));
}

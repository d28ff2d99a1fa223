/**
 * The CLI's StoreImage: instead of storing graphics somewhere and returning a URL, it keeps each one as PNG
 * bytes of the exact size (downloading and fitting when needed) for the kit folder, and returns its file name.
 */
import {
  BrandKitError,
  ErrorCode,
  fromDataUrl,
  IMAGE_FILE_NAMES,
  IMAGE_KINDS,
  type ImageKind,
  type StoreImage,
} from "../brandkit/mod.ts";
import type { FitImage } from "./deps.ts";
import type { KitImageBytes } from "./kit-folder.ts";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Byte offsets of the width and height in a PNG's IHDR chunk. */
const PNG_WIDTH_OFFSET = 16;
const PNG_HEIGHT_OFFSET = 20;

/** Width and height of a PNG from its header, or null when `bytes` are not a PNG. */
export function pngSize(bytes: Uint8Array): { width: number; height: number } | null {
  if (
    bytes.length < PNG_HEIGHT_OFFSET + 4 || !PNG_SIGNATURE.every((value, index) => bytes[index] === value)
  ) {
    return null;
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(PNG_WIDTH_OFFSET), height: view.getUint32(PNG_HEIGHT_OFFSET) };
}

async function download(
  url: string,
  kind: ImageKind,
  fetcher: typeof fetch,
  signal?: AbortSignal,
): Promise<{ bytes: Uint8Array; mimeType: string }> {
  const inline = fromDataUrl(url);
  if (inline) return inline;
  const response = await fetcher(url, { signal });
  if (!response.ok) {
    await response.body?.cancel();
    throw new BrandKitError(
      ErrorCode.AI_ERROR,
      `Could not download the ${kind} graphic: HTTP ${response.status} from ${new URL(url).host}`,
    );
  }
  const mimeType = response.headers.get("content-type") ?? "application/octet-stream";
  return { bytes: new Uint8Array(await response.arrayBuffer()), mimeType };
}

/** Collects a kit's graphics; `images()` returns them once all three are in. */
export type ImageCollector = { storeImage: StoreImage; images: () => KitImageBytes };

/** A collector that fits graphics to their exact size (PNGs already of that size are kept as they are). */
export function createImageCollector(deps: { fitImage: FitImage; fetch: typeof fetch }): ImageCollector {
  const collected: Partial<KitImageBytes> = {};
  return {
    async storeImage(image, target, signal) {
      const { bytes, mimeType } = "url" in image
        ? await download(image.url, target.kind, deps.fetch, signal)
        : image;
      const size = pngSize(bytes);
      const exact = size !== null && size.width === target.width && size.height === target.height;
      collected[target.kind] = exact ? bytes : await deps.fitImage(bytes, mimeType, target);
      return IMAGE_FILE_NAMES[target.kind];
    },
    images() {
      const missing = IMAGE_KINDS.filter((kind) => collected[kind] === undefined);
      if (missing.length > 0) {
        throw new BrandKitError(ErrorCode.INTERNAL, `The ${missing.join(", ")} graphic was not made`);
      }
      return collected as KitImageBytes;
    },
  };
}

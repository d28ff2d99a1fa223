/**
 * Any supported image's bytes -> a source resvg can draw: PNG, JPEG and GIF as they are, WebP decoded (with
 * @jsquash/webp, whose wasm comes in with the render assets) and re-encoded as PNG. Bytes that are not a
 * readable image, or too big to decode safely, are an AI_ERROR: the callers are AI providers handing us images.
 */
import decodeWebp, { init as initWebp } from "@jsquash/webp/decode.js";
import { BrandKitError, ErrorCode } from "../errors.ts";
import { sniffImageType, toDataUrl } from "../images/image-type.ts";
import { encodePng } from "./_png.ts";
import { MAX_IMAGE_PIXELS, readPixelSize } from "../images/image-size.ts";

/** Larger images are refused: decoding one takes 4 bytes a pixel. */
export const MAX_SOURCE_PIXELS = MAX_IMAGE_PIXELS;

export type ImageSource = { href: string; width: number; height: number };
export type Pixels = { rgba: Uint8Array; width: number; height: number };
export type WebpDecoder = (bytes: Uint8Array) => Promise<Pixels>;

/** A WebP decoder over the wasm bytes; compiled on first use, once. */
export function createWebpDecoder(wasm: Uint8Array): WebpDecoder {
  let ready: Promise<void> | undefined;
  return async (bytes) => {
    ready ??= WebAssembly.compile(wasm as Uint8Array<ArrayBuffer>).then((module) =>
      // jsquash's types omit the overload that takes a compiled module, which is what keeps it off the disk.
      (initWebp as unknown as (module: WebAssembly.Module) => Promise<void>)(module)
    );
    await ready;
    const copy = bytes.slice().buffer;
    const image = await decodeWebp(copy);
    return {
      rgba: new Uint8Array(image.data.buffer, image.data.byteOffset, image.data.byteLength),
      width: image.width,
      height: image.height,
    };
  };
}

function unreadable(detail: string): BrandKitError {
  return new BrandKitError(ErrorCode.AI_ERROR, `The image could not be read: ${detail}`);
}

/** Checks and converts image bytes for drawing; throws AI_ERROR for anything that is not a usable image. */
export async function toImageSource(bytes: Uint8Array, decodeWebpBytes: WebpDecoder): Promise<ImageSource> {
  const type = sniffImageType(bytes);
  if (!type) throw unreadable(`its ${bytes.length} bytes are not a PNG, JPEG, GIF or WebP image.`);
  const size = readPixelSize(bytes, type);
  if (!size) {
    throw unreadable(`the ${type.slice(6).toUpperCase()} data is damaged (no image size in its header).`);
  }
  if (size.width * size.height > MAX_SOURCE_PIXELS) {
    throw new BrandKitError(
      ErrorCode.AI_ERROR,
      `The image is too large to process: ${size.width}x${size.height} pixels (at most ${
        MAX_SOURCE_PIXELS / 1_000_000
      } megapixels).`,
    );
  }
  if (type !== "image/webp") return { href: toDataUrl(bytes, type), ...size };
  let pixels: Pixels;
  try {
    pixels = await decodeWebpBytes(bytes);
  } catch (error) {
    throw new BrandKitError(ErrorCode.AI_ERROR, "The image could not be read: the WebP data is damaged.", {
      cause: error,
    });
  }
  return {
    href: toDataUrl(encodePng(pixels.rgba, pixels.width, pixels.height), "image/png"),
    width: pixels.width,
    height: pixels.height,
  };
}

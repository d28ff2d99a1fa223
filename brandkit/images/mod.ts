/**
 * Images: recognising one by its bytes, reading its pixel size before decoding, the request's inspiration image,
 * downloading what a provider names by URL, and making a provider's image exactly the graphic's size.
 * The folder's face; server code imports it, the browser takes what it may through brandkit/web.ts.
 */
export * from "./exact-image.ts";
export * from "./image-download.ts";
export * from "./image-size.ts";
export * from "./image-type.ts";
export * from "./inspiration-image.ts";

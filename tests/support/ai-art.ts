/**
 * An AI provider whose art is recognisable in the pixels (issue 20): OpenAI's provider over the fake API, in
 * BRANDKIT_TYPOGRAPHY=overlay, answering every image with one solid colour at gpt-image-1's portrait size. The
 * readers tell how much of a PNG is that colour and which images a PDF holds.
 */
import { PDFDocument, PDFName, PDFNumber, PDFRawStream } from "pdf-lib";
import { type AiProvider, type Config, readConfig } from "../../brandkit/mod.ts";
import { createProvider } from "../../brandkit/providers/registry.ts";
import { createRenderer } from "../../brandkit/render/mod.ts";
import { rasterize } from "../../brandkit/render/_raster.ts";
import { pixelAt, pngPixels, pngSize, renderAssets } from "./render-assets.ts";
import { createFakeOpenAi } from "./fake-openai-server.ts";

/** The fake model's art: one distinctive colour no palette or layout of ours draws. */
export const ART_HEX = "#12B5A0";
export const ART_SIZE = { width: 1024, height: 1536 };

/** The art as PNG bytes. */
export const ART_PNG: Uint8Array = rasterize(
  `<svg xmlns="http://www.w3.org/2000/svg" width="${ART_SIZE.width}" height="${ART_SIZE.height}">` +
    `<rect width="100%" height="100%" fill="${ART_HEX}"/></svg>`,
).png();

/** The configuration of OpenAI's provider over the fake, in `typography`. */
export function fakeOpenAiConfig(typography: "overlay" | "model" = "overlay"): Config {
  return readConfig({
    BRANDKIT_PROVIDER: "openai",
    BRANDKIT_TYPOGRAPHY: typography,
    OPENAI_API_KEY: "sk-test",
    OPENAI_BASE_URL: "http://fake-openai.test/v1",
  });
}

/** OpenAI's provider over an in-process fake whose images are ART_PNG; the designer runs in this thread. */
export async function artDrawingProvider(typography: "overlay" | "model" = "overlay"): Promise<AiProvider> {
  const fake = createFakeOpenAi({ imageBytes: ART_PNG });
  const renderer = createRenderer(await renderAssets());
  return createProvider(fakeOpenAiConfig(typography), { renderer, fetch: fake.fetch });
}

/** Share of the sampled pixels of a PNG in `rows` and `columns` (fractions of its sides) that are the art. */
export function artShare(
  png: Uint8Array,
  rows: [number, number],
  columns: [number, number] = [0, 1],
): number {
  const { width, height } = pngSize(png);
  const pixels = pngPixels(png);
  let hits = 0, seen = 0;
  for (let y = Math.floor(rows[0] * height); y < rows[1] * height; y += 7) {
    for (let x = Math.floor(columns[0] * width); x < columns[1] * width; x += 7) {
      seen++;
      if (pixelAt(pixels, width, x, y).hex === ART_HEX) hits++;
    }
  }
  return hits / seen;
}

/** The opaque image XObjects of a PDF (those without a soft mask), as "{width}x{height}". */
export async function pdfImageSizes(bytes: Uint8Array): Promise<string[]> {
  const document = await PDFDocument.load(bytes);
  return document.context.enumerateIndirectObjects()
    .map(([, object]) => object)
    .filter((object): object is PDFRawStream =>
      object instanceof PDFRawStream && object.dict.get(PDFName.of("Subtype")) === PDFName.of("Image") &&
      object.dict.get(PDFName.of("SMask")) === undefined
    )
    .map((stream) => {
      const side = (name: string) => (stream.dict.get(PDFName.of(name)) as PDFNumber).asNumber();
      return `${side("Width")}x${side("Height")}`;
    });
}

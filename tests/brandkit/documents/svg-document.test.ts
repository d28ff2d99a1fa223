import { DOMParser } from "@xmldom/xmldom";
import { beforeAll, describe, expect, it } from "vitest";
import { BrandKitError } from "../../../brandkit/errors.ts";
import { toDataUrl } from "../../../brandkit/images/image-type.ts";
import { PALETTES } from "../../../brandkit/palettes/palettes.ts";
import { svgDocument, XML_DECLARATION } from "../../../brandkit/documents/mod.ts";
import { createRenderer, type Renderer } from "../../../brandkit/render/mod.ts";
import { renderAssets } from "../../support/render-assets.ts";
import { designedBrief } from "../render/_brief.ts";

let renderer: Renderer;
let photo: string;
beforeAll(async () => {
  renderer = createRenderer(await renderAssets());
  photo = toDataUrl(
    await Deno.readFile(new URL("../render/fixtures/busy.jpg", import.meta.url)),
    "image/jpeg",
  );
});

const SIZE = { width: 1080, height: 1350 };
const facts = {
  eventName: "Midsummer Night Market",
  vibes: ["summer"],
  colors: PALETTES[0].colors,
  seed: 42,
};
const brief = designedBrief(facts);

/** The document element of an SVG file, read by an XML parser that knows nothing of ours. */
function parse(svg: string) {
  const errors: string[] = [];
  const document = new DOMParser({ onError: (_level, message) => errors.push(message) })
    .parseFromString(svg, "image/svg+xml");
  expect(errors).toEqual([]);
  return document.documentElement!;
}

/** Every href in the document, from any element, with or without the xlink prefix. */
function hrefs(root: ReturnType<typeof parse>): string[] {
  const found: string[] = [];
  const elements = root.getElementsByTagName("*");
  for (let index = 0; index < elements.length; index++) {
    const element = elements[index];
    for (const name of ["href", "xlink:href"]) {
      const value = element.getAttribute(name);
      if (value) found.push(value);
    }
  }
  return found;
}

describe("svgDocument()", () => {
  it("makes the renderer's poster a standalone file: declaration, exact size, matching viewBox, title", async () => {
    const design = await renderer.design({ kind: "poster", size: SIZE, brief });
    const file = svgDocument(await renderer.toSvg(design), SIZE, {
      title: "Poster for Midsummer Night Market",
    });
    expect(file.startsWith(`${XML_DECLARATION}\n`)).toBe(true);
    const root = parse(file);
    expect(root.tagName).toBe("svg");
    expect(root.getAttribute("width")).toBe("1080");
    expect(root.getAttribute("height")).toBe("1350");
    expect(root.getAttribute("viewBox")).toBe("0 0 1080 1350");
    expect(root.getElementsByTagName("title")[0].textContent).toBe("Poster for Midsummer Night Market");
    expect(root.getElementsByTagName("text").length).toBe(0);
    expect(root.getElementsByTagName("path").length).toBeGreaterThan(0);
  });

  it("keeps the inspiration image embedded as a data: URI and refers to nothing outside the file", async () => {
    const design = await renderer.design({
      kind: "poster",
      size: SIZE,
      brief: designedBrief({ ...facts, inspirationImage: photo }, "bold"),
    });
    const root = parse(svgDocument(await renderer.toSvg(design), SIZE));
    const images = root.getElementsByTagName("image");
    expect(images.length).toBeGreaterThan(0);
    const references = hrefs(root);
    expect(references.length).toBeGreaterThan(0);
    for (const reference of references) expect(reference).toMatch(/^data:image\/(png|jpeg);base64,/);
  });

  it("escapes the title so a name with markup stays text", () => {
    const file = svgDocument('<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>', {
      width: 10,
      height: 20,
    }, { title: `Rock & Roll <Night> "Live"` });
    const root = parse(file);
    expect(root.getElementsByTagName("title")[0].textContent).toBe(`Rock & Roll <Night> "Live"`);
    expect(root.getAttribute("viewBox")).toBe("0 0 10 20");
  });

  it.each([
    ["an http image", '<image href="http://example.com/a.png"/>', "http://example.com/a.png"],
    ["an https xlink image", '<image xlink:href="https://example.com/a.png"/>', "https://example.com/a.png"],
    ["a file reference", '<use href="file:///etc/passwd"/>', "file:///etc/passwd"],
    ["a url() to another file", '<rect fill="url(other.svg#g)"/>', "other.svg#g"],
  ])("refuses markup with %s", (_case, element, reference) => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg">${element}</svg>`;
    expect(() => svgDocument(svg, { width: 1, height: 1 })).toThrow(BrandKitError);
    expect(() => svgDocument(svg, { width: 1, height: 1 })).toThrow(
      `Cannot write an SVG file as it refers to '${reference}' outside itself; embed it as a data: URI.`,
    );
  });

  it("refuses markup that is not an SVG", () => {
    expect(() => svgDocument("<html></html>", { width: 1, height: 1 })).toThrow(
      "Cannot write an SVG file as the markup has no <svg> element.",
    );
  });
});

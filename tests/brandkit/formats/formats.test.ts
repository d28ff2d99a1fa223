import { describe, expect, it } from "vitest";
import {
  CANVAS_SIZES,
  FORMAT_NAMES,
  GenerationRequestSchema,
  parseFormatList,
} from "../../../brandkit/web.ts";

describe("parseFormatList()", () => {
  it.each([
    ["all", [...FORMAT_NAMES]],
    ["story", ["story"]],
    ["SVG, pdf ,ics,svg", ["svg", "pdf", "ics"]],
    ["ics,story,link-preview,guide-pdf", ["story", "link-preview", "guide-pdf", "ics"]],
  ])("reads %j as %j, in the catalogue's order", (list, formats) => {
    expect(parseFormatList(list)).toEqual(formats);
  });

  it("names the unknown formats and the choices", () => {
    expect(() => parseFormatList("svg,gif,tiff")).toThrow(
      "unknown formats 'gif', 'tiff' (choose from story, link-preview, svg, pdf, guide-pdf, ics, or all)",
    );
  });
});

describe("the extra canvases", () => {
  it("are a 1080x1920 story and a 1200x630 link preview, beside the seed's three", () => {
    expect(CANVAS_SIZES.story).toEqual({ width: 1080, height: 1920 });
    expect(CANVAS_SIZES["link-preview"]).toEqual({ width: 1200, height: 630 });
    expect(CANVAS_SIZES.poster).toEqual({ width: 1080, height: 1350 });
  });
});

describe("eventLink", () => {
  it("takes an https URL and drops an empty one", () => {
    expect(GenerationRequestSchema.parse({ eventLink: " https://tix.example.com/night?ref=qr " }).eventLink)
      .toBe("https://tix.example.com/night?ref=qr");
    expect(GenerationRequestSchema.parse({ eventLink: "" }).eventLink).toBeUndefined();
  });

  it.each(["http://tix.example.com", "ftp://x.example", "tickets", "https://user:pw@tix.example.com"])(
    "refuses %j",
    (link) => {
      const result = GenerationRequestSchema.safeParse({ eventLink: link });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe(
        `eventLink '${link}' is not an https:// URL, e.g. https://tickets.example.com/night`,
      );
    },
  );

  it("is at most 500 characters", () => {
    const result = GenerationRequestSchema.safeParse({ eventLink: `https://x.example/${"a".repeat(500)}` });
    expect(result.error?.issues[0].message).toBe("eventLink must be at most 500 characters");
  });
});

import { describe, expect, it } from "vitest";
import { IMMUTABLE_CACHE, MEDIA_TYPES, type MediaExtension, mediaIdOf } from "../../brandkit/kept/media.ts";
import { SVG_CSP } from "../../routes/media-routes.ts";
import { createTestApp } from "../support/test-app.ts";

const SVG = new TextEncoder().encode(
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(document.domain)</script></svg>',
);
const PDF = new TextEncoder().encode("%PDF-1.7 a kit's poster");
const ICS = new TextEncoder().encode("BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n");
const PNG = new TextEncoder().encode("\x89PNG a graphic");
const FILES: Record<"png" | "svg" | "pdf" | "ics", Uint8Array> = { png: PNG, svg: SVG, pdf: PDF, ics: ICS };

/** An app whose media store holds `bytes` as a file of `extension`; the file's URL. */
async function served(extension: MediaExtension, bytes: Uint8Array) {
  const { app, media } = await createTestApp();
  const id = await media.put(bytes, extension);
  return { app, id, url: `/media/${id}` };
}

describe("GET /media/:id", () => {
  it.each(Object.entries(FILES) as Array<[keyof typeof FILES, Uint8Array]>)(
    "serves a .%s file with the Content-Type of its extension, its bytes, and a year's immutable caching",
    async (extension, bytes) => {
      const { app, id, url } = await served(extension, bytes);
      const response = await app.request(url);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe(MEDIA_TYPES[extension]);
      expect(response.headers.get("content-length")).toBe(String(bytes.byteLength));
      expect(response.headers.get("cache-control")).toBe(IMMUTABLE_CACHE);
      expect(response.headers.get("etag")).toBe(`"${id}"`);
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes);
    },
  );

  it("shows a graphic inline: no Content-Disposition, no CSP of its own", async () => {
    const { app, url } = await served("png", PNG);
    const response = await app.request(url);
    expect(response.headers.get("content-disposition")).toBeNull();
    expect(response.headers.get("content-security-policy")).toBeNull();
  });

  it.each(["svg", "pdf", "ics"] as const)(
    "serves a .%s file as a download (an attachment)",
    async (extension) => {
      const { app, url } = await served(extension, FILES[extension]);
      const response = await app.request(url);
      expect(response.headers.get("content-disposition")).toBe("attachment");
    },
  );

  it("serves an SVG with a CSP that runs no script and sandboxes it, should a browser render it anyway", async () => {
    const { app, url } = await served("svg", SVG);
    const response = await app.request(url);
    expect(response.headers.get("content-security-policy")).toBe(SVG_CSP);
    expect(SVG_CSP).toBe("default-src 'none'; style-src 'unsafe-inline'; sandbox");
  });

  it("gives no SVG's CSP to a PDF or calendar file", async () => {
    for (const extension of ["pdf", "ics"] as const) {
      const { app, url } = await served(extension, FILES[extension]);
      expect((await app.request(url)).headers.get("content-security-policy")).toBeNull();
    }
  });

  it.each(Object.keys(FILES) as Array<keyof typeof FILES>)(
    "answers 304 with the same headers when the browser already has the .%s file",
    async (extension) => {
      const { app, id, url } = await served(extension, FILES[extension]);
      const first = await app.request(url);
      const again = await app.request(url, { headers: { "If-None-Match": first.headers.get("etag")! } });
      expect(again.status).toBe(304);
      expect(again.headers.get("etag")).toBe(`"${id}"`);
      expect(again.headers.get("cache-control")).toBe(IMMUTABLE_CACHE);
      expect(again.headers.get("content-disposition")).toBe(first.headers.get("content-disposition"));
      expect(again.headers.get("content-security-policy")).toBe(first.headers.get("content-security-policy"));
      expect(await again.text()).toBe("");
    },
  );

  it("answers HEAD with the headers and no body", async () => {
    const { app, url } = await served("pdf", PDF);
    const response = await app.request(url, { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(MEDIA_TYPES.pdf);
    expect(response.headers.get("content-length")).toBe(String(PDF.byteLength));
    expect(await response.text()).toBe("");
  });

  it("never serves a kept kit's inspiration image: the visitor's own picture is not for whoever has the link", async () => {
    const { app, media } = await createTestApp();
    for (const extension of ["jpg", "webp", "gif"] as const) {
      const id = await media.put(new TextEncoder().encode(`an inspiration ${extension}`), extension);
      const response = await app.request(`/media/${id}`);
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe("NOT_FOUND");
    }
  });

  it.each([
    ["a path", "/media/..%2Fdeno.json"],
    ["a short hash", "/media/abc.png"],
    ["upper-case hex", `/media/${"A".repeat(64)}.svg`],
    ["an extension the store does not keep", `/media/${"0".repeat(64)}.html`],
    ["no extension", `/media/${"0".repeat(64)}`],
  ])("answers 404 NOT_FOUND for a malformed id (%s)", async (_case, path) => {
    const { app } = await createTestApp();
    const response = await app.request(path);
    expect(response.status).toBe(404);
    expect((await response.json()).error.code).toBe("NOT_FOUND");
  });

  it("answers 404 NOT_FOUND for a well-formed id that is not stored, of any served type", async () => {
    const { app } = await createTestApp();
    for (const extension of ["png", "svg", "pdf", "ics"] as const) {
      const missing = await mediaIdOf(new TextEncoder().encode("never stored"), extension);
      const response = await app.request(`/media/${missing}`);
      expect(response.status).toBe(404);
      expect((await response.json()).error.code).toBe("NOT_FOUND");
    }
  });

  it("answers a malformed id 404 even when the request claims to have it cached", async () => {
    const { app } = await createTestApp();
    const response = await app.request("/media/abc.png", { headers: { "If-None-Match": '"abc.png"' } });
    expect(response.status).toBe(404);
  });
});

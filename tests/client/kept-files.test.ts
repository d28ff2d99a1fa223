import { describe, expect, it } from "vitest";
import { ApiError } from "../../client/api/api-error.ts";
import { formatFileSource, formatRequestFor } from "../../client/archive/format-request.ts";
import { SAMPLE_KIT, scriptedApi } from "../support/sample-kit.ts";

const loadExtras = () => import("../../client/extras.ts");
const ID = "Zx8_kq-3VbN0pLmW2rT5yA";
const request = { vibes: ["neon"], eventDate: "2026-12-31" };

/** A fetch answering each GET from `answers` by path, recording the paths in order. */
function fetchOf(answers: Record<string, () => Response>) {
  const paths: string[] = [];
  const fetch = (url: RequestInfo | URL, init?: RequestInit) => {
    paths.push(`${init?.method ?? "GET"} ${url}`);
    const answer = answers[String(url)];
    return Promise.resolve(answer ? answer() : new Response("nope", { status: 404 }));
  };
  return { fetch, paths };
}

describe("formatFileSource()", () => {
  it("fetches a kept kit's files one by one from /k/{id}/files/{name}, never POST /api/kits/formats", async () => {
    const api = scriptedApi();
    const { fetch, paths } = fetchOf({
      [`/k/${ID}/files/story.png`]: () => new Response(new Uint8Array([1, 2])),
      [`/k/${ID}/files/event.ics`]: () => new Response(new Uint8Array([3])),
    });
    const files = await formatFileSource({ ...SAMPLE_KIT, id: ID }, request, { api, fetch, loadExtras })(
      ["story.png", "event.ics"],
    );
    expect(files).toEqual({ "story.png": new Uint8Array([1, 2]), "event.ics": new Uint8Array([3]) });
    expect(paths).toEqual([`GET /k/${ID}/files/story.png`, `GET /k/${ID}/files/event.ics`]);
    expect(api.calls).toEqual([]);
  });

  it("asks POST /api/kits/formats for a kit that was not kept, with the kit and its request", async () => {
    const api = scriptedApi();
    api.formats.push({ "poster-print.pdf": new Uint8Array([9]) });
    const { fetch, paths } = fetchOf({});
    const files = await formatFileSource(SAMPLE_KIT, request, { api, fetch, loadExtras })([
      "poster-print.pdf",
    ]);
    expect(files).toEqual({ "poster-print.pdf": new Uint8Array([9]) });
    expect(api.calls).toEqual(["formatFiles poster-print.pdf"]);
    expect(paths).toEqual([]);
  });

  it("turns a kept file's refusal into an ApiError with the server's code and wait", async () => {
    const { fetch } = fetchOf({
      [`/k/${ID}/files/story.png`]: () =>
        Response.json(
          { error: { code: "RATE_LIMIT_EXCEEDED", message: "Rate limit exceeded.", retryAfter: 12 } },
          { status: 429 },
        ),
    });
    const refused = await formatFileSource({ ...SAMPLE_KIT, id: ID }, request, {
      api: scriptedApi(),
      fetch,
      loadExtras,
    })(["story.png"]).catch((caught) => caught);
    expect(refused).toBeInstanceOf(ApiError);
    expect([refused.status, refused.code, refused.isRateLimit, refused.retryAfter]).toEqual([
      429,
      "RATE_LIMIT_EXCEEDED",
      true,
      12,
    ]);
  });

  it("says a kit gone from the store is gone, and a reply it cannot read is unexpected", async () => {
    const source = (fetch: typeof globalThis.fetch) =>
      formatFileSource({ ...SAMPLE_KIT, id: ID }, request, { api: scriptedApi(), fetch, loadExtras });
    const gone = fetchOf({
      [`/k/${ID}/files/story.png`]: () =>
        Response.json({ error: { code: "KIT_NOT_FOUND", message: "There is no kit " + ID + "." } }, {
          status: 404,
        }),
    });
    await expect(source(gone.fetch)(["story.png"])).rejects.toMatchObject({
      status: 404,
      code: "KIT_NOT_FOUND",
    });
    const garbled = fetchOf({ [`/k/${ID}/files/story.png`]: () => new Response("<html>", { status: 502 }) });
    await expect(source(garbled.fetch)(["story.png"])).rejects.toMatchObject({
      status: 502,
      code: "INTERNAL",
      message: "The server sent a reply the page does not understand.",
    });
  });

  it("says the network failed when the server cannot be reached", async () => {
    const fetch = () => Promise.reject(new TypeError("Failed to fetch"));
    await expect(
      formatFileSource({ ...SAMPLE_KIT, id: ID }, request, { api: scriptedApi(), fetch, loadExtras })([
        "a.svg",
      ]),
    ).rejects.toMatchObject({ status: 0, code: "NETWORK_ERROR" });
  });
});

describe("formatRequestFor()", () => {
  it("sends the kit's copy, its graphics and the request, and the server's defaults without one", () => {
    expect(formatRequestFor(SAMPLE_KIT, null, ["story.png"])).toEqual({
      request: { language: SAMPLE_KIT.language },
      kit: {
        selectedName: SAMPLE_KIT.selectedName,
        eventNames: SAMPLE_KIT.eventNames,
        headline: SAMPLE_KIT.headline,
        tagline: SAMPLE_KIT.tagline,
        description: SAMPLE_KIT.description,
        socialCaptions: SAMPLE_KIT.socialCaptions,
      },
      files: ["story.png"],
      images: SAMPLE_KIT.images,
    });
  });

  it.each<[string, string | undefined, string]>([
    ["sends the language Auto decided for the kit when the form is on Auto", undefined, "pt-PT"],
    ["sends the kit's language when the form says auto", "auto", "pt-PT"],
    ["keeps the language the form asked for", "de", "de"],
  ])("%s", (_case, asked, sent) => {
    const kit = { ...SAMPLE_KIT, language: "pt-PT" };
    const request = { eventDate: "2027-05-20", ...asked ? { language: asked } : {} };
    expect(formatRequestFor(kit, request, ["story.png"]).request).toEqual({
      eventDate: "2027-05-20",
      language: sent,
    });
  });
});

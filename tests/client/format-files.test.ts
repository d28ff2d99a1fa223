import { zipSync } from "fflate";
import { describe, expect, it } from "vitest";
import { ApiError } from "../../client/api/api-error.ts";
import { createApiClient } from "../../client/api/client.ts";
import { SAMPLE_KIT } from "../support/sample-kit.ts";

const loadExtras = () => import("../../client/extras.ts");
const kit = {
  selectedName: SAMPLE_KIT.selectedName,
  eventNames: SAMPLE_KIT.eventNames,
  headline: SAMPLE_KIT.headline,
  tagline: SAMPLE_KIT.tagline,
  description: SAMPLE_KIT.description,
  socialCaptions: SAMPLE_KIT.socialCaptions,
};

/** A fetch that answers `body` once and records the request. */
function fetchAnswering(body: BodyInit, init: ResponseInit = {}) {
  const requests: Array<{ url: string; body: unknown }> = [];
  const fetch = (url: RequestInfo | URL, requestInit?: RequestInit) => {
    requests.push({ url: String(url), body: JSON.parse(String(requestInit?.body)) });
    return Promise.resolve(new Response(body, init));
  };
  return { fetch, requests };
}

describe("formatFiles()", () => {
  it("posts the kit and the file names to /api/kits/formats and answers one file by its name", async () => {
    const bytes = new Uint8Array([1, 2, 3]);
    const { fetch, requests } = fetchAnswering(bytes, { headers: { "Content-Type": "application/pdf" } });
    const body = { request: { vibes: ["neon"] }, kit, files: ["poster-print.pdf"] };
    const files = await createApiClient({ fetch, loadExtras }).formatFiles(body);
    expect(files).toEqual({ "poster-print.pdf": bytes });
    expect(requests).toEqual([{ url: "/api/kits/formats", body }]);
  });

  it("unpacks the ZIP the server answers for several files", async () => {
    const zip = zipSync({ "story.png": new Uint8Array([1]), "event.ics": new Uint8Array([2]) });
    const { fetch } = fetchAnswering(zip, { headers: { "Content-Type": "application/zip" } });
    const files = await createApiClient({ fetch, loadExtras }).formatFiles({
      request: {},
      kit,
      files: ["story.png", "event.ics"],
    });
    expect(files).toEqual({ "story.png": new Uint8Array([1]), "event.ics": new Uint8Array([2]) });
  });

  it("turns a refusal into an ApiError that says it is a rate limit, with the wait", async () => {
    const error = { error: { code: "RATE_LIMIT_EXCEEDED", message: "Rate limit exceeded.", retryAfter: 30 } };
    const { fetch } = fetchAnswering(JSON.stringify(error), { status: 429 });
    const refused = await createApiClient({ fetch, loadExtras })
      .formatFiles({ request: {}, kit, files: ["story.png"] })
      .catch((caught) => caught);
    expect(refused).toBeInstanceOf(ApiError);
    expect([refused.isRateLimit, refused.retryAfter]).toEqual([true, 30]);
  });

  it("refuses a ZIP that lacks a file it asked for", async () => {
    const { fetch } = fetchAnswering(zipSync({ "story.png": new Uint8Array([1]) }));
    await expect(
      createApiClient({ fetch, loadExtras }).formatFiles({
        request: {},
        kit,
        files: ["story.png", "event.ics"],
      }),
    ).rejects.toMatchObject({
      code: "INTERNAL",
      message: "The server sent a reply the page does not understand.",
    });
  });
});

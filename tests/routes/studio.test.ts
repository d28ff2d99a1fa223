import { beforeAll, describe, expect, it } from "vitest";
import { createDrawableCheck, type DrawableCheck } from "../../brandkit/mod.ts";
import { ErrorResponseSchema, KitResultSchema, SharedKitSchema } from "../../brandkit/web.ts";
import { fontLibraryOf } from "../../brandkit/render/mod.ts";
import { MS_PER_DAY } from "../../brandkit/time.ts";
import { renderAssets } from "../support/render-assets.ts";
import { createTestApp, postJson, type TestApp, type TestAppOptions } from "../support/test-app.ts";

let checkDrawable: DrawableCheck;
beforeAll(async () => {
  checkDrawable = createDrawableCheck(fontLibraryOf(await renderAssets(), (url) => Deno.readFile(url)));
});

const NOW = Date.UTC(2026, 0, 1);

async function appWithKit(options: TestAppOptions = {}, request: Record<string, unknown> = {}) {
  const test = await createTestApp({ checkDrawable, ...options });
  const response = await test.app.request(
    "/api/kits",
    postJson({
      customEventName: "Sunday 10K & Pancakes",
      vibes: ["sporty"],
      eventDate: "2026-03-01",
      ...request,
    }),
  );
  expect(response.status).toBe(200);
  const kit = KitResultSchema.parse(await response.json());
  return { ...test, kit, id: kit.id!, token: kit.ownerToken! };
}

function patch(body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method: "PATCH",
    headers: { "Content-Type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  };
}

const owner = (token: string, revision?: number) => ({
  Authorization: `Bearer ${token}`,
  ...(revision === undefined ? {} : { "If-Match": `"${revision}"` }),
});

async function shared(test: TestApp, id: string) {
  const response = await test.app.request(`/api/kits/${id}`);
  expect(response.status).toBe(200);
  return SharedKitSchema.parse(await response.json());
}

async function errorOf(response: Response) {
  return ErrorResponseSchema.parse(await response.json()).error;
}

describe("a kit made on the server", () => {
  it("carries its design and revision 0, as the designer decided them", async () => {
    const test = await appWithKit();
    expect(test.kit.design).toMatchObject({ variation: 0, showQr: true });
    expect(test.kit.design!.topLine.length).toBeGreaterThan(0);
    const kept = await shared(test, test.id);
    expect(kept.revision).toBe(0);
    expect(kept.kit.design).toEqual(test.kit.design);
  });

  it("takes the event's time, time zone and a design decided up front", async () => {
    const test = await appWithKit({}, {
      eventTime: "08:00",
      eventEndTime: "10:30",
      timeZone: "America/Los_Angeles",
      design: { family: "editorial", topLine: "Run with us", details: "Free · Pancakes after" },
    });
    expect(test.kit.design).toMatchObject({
      family: "editorial",
      topLine: "Run with us",
      details: "Free · Pancakes after",
    });
    const kept = await shared(test, test.id);
    expect(kept.request).toMatchObject({
      eventTime: "08:00",
      eventEndTime: "10:30",
      timeZone: "America/Los_Angeles",
    });
    const ics = await (await test.app.request(`/k/${test.id}/files/event.ics`)).text();
    expect(ics).toContain("DTSTART;TZID=America/Los_Angeles:20260301T080000");
    expect(ics).toContain("DTEND;TZID=America/Los_Angeles:20260301T103000");
    expect(ics).toContain("TZID:America/Los_Angeles");
  });

  it("refuses an end time without a start time, and a time zone that is not one", async () => {
    const test = await createTestApp();
    const noStart = await test.app.request("/api/kits", postJson({ eventEndTime: "10:00" }));
    expect(noStart.status).toBe(400);
    expect((await errorOf(noStart)).issues?.[0].path).toBe("eventEndTime");
    const badZone = await test.app.request(
      "/api/kits",
      postJson({ eventTime: "08:00", timeZone: "Mars/Olympus" }),
    );
    expect(badZone.status).toBe(400);
    expect((await errorOf(badZone)).issues?.[0].path).toBe("timeZone");
  });

  it("lives until BRANDKIT_KIT_TTL_DAYS after its event, when the event is later than today", async () => {
    const test = await appWithKit({}, { eventDate: "2026-08-01" });
    const kept = await shared(test, test.id);
    const eventOver = Date.UTC(2026, 7, 2, 12);
    expect(Date.parse(kept.expiresAt)).toBe(eventOver + 30 * MS_PER_DAY);
  });
});

describe("PATCH /api/kits/{id}", () => {
  it("edits the top line, time and details: a new revision with new graphics, seen by anyone", async () => {
    const test = await appWithKit();
    const response = await test.app.request(
      `/api/kits/${test.id}`,
      patch({
        design: { topLine: "Run with us", details: "Free · Pancakes after" },
        event: { time: "08:00", timeZone: "Europe/Lisbon" },
      }, owner(test.token, 0)),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("etag")).toBe('"1"');
    const edited = SharedKitSchema.parse(await response.json());
    expect(edited.revision).toBe(1);
    expect(edited.kit.design).toMatchObject({ topLine: "Run with us", details: "Free · Pancakes after" });
    expect(edited.request).toMatchObject({ eventTime: "08:00", timeZone: "Europe/Lisbon" });
    for (const kind of ["poster", "square", "banner"] as const) {
      expect(edited.kit.images[kind]).not.toBe(test.kit.images[kind]);
      const png = await test.app.request(edited.kit.images[kind]);
      expect(png.status).toBe(200);
    }
    expect(await shared(test, test.id)).toEqual(edited);
  });

  it("corrects the copy; the selected name follows its option when the names are renamed", async () => {
    const test = await appWithKit();
    const names = ["Pancake Dash", ...test.kit.eventNames.slice(1)];
    const response = await test.app.request(
      `/api/kits/${test.id}`,
      patch({ copy: { headline: "Run, then pancakes", eventNames: names } }, owner(test.token, 0)),
    );
    expect(response.status).toBe(200);
    const edited = SharedKitSchema.parse(await response.json());
    expect(edited.kit.headline).toBe("Run, then pancakes");
    expect(edited.kit.eventNames).toEqual(names);
    expect(edited.kit.selectedName).toBe("Pancake Dash");
  });

  it("keeps the graphics it has for an edit of words they do not show", async () => {
    const test = await appWithKit();
    const response = await test.app.request(
      `/api/kits/${test.id}`,
      patch({ copy: { tagline: "Pancakes at the finish." } }, owner(test.token, 0)),
    );
    const edited = SharedKitSchema.parse(await response.json());
    expect(edited.revision).toBe(1);
    expect(edited.kit.images).toEqual(test.kit.images);
  });

  it("recolours with a palette: the design and the brand guide take its colours", async () => {
    const test = await appWithKit();
    const response = await test.app.request(
      `/api/kits/${test.id}`,
      patch({ design: { palette: "ocean depths" } }, owner(test.token, 0)),
    );
    expect(response.status).toBe(200);
    const edited = SharedKitSchema.parse(await response.json());
    expect(edited.kit.design?.palette).toBe("Ocean Depths");
    expect(edited.kit.brandGuide.colors).toEqual(edited.kit.design?.colors);
  });

  it("makes the kit's files anew for the new revision: the link preview shows the edit", async () => {
    const test = await appWithKit();
    const before = new Uint8Array(
      await (await test.app.request(`/k/${test.id}/files/link-preview.png`)).arrayBuffer(),
    );
    const response = await test.app.request(
      `/api/kits/${test.id}`,
      patch({ design: { family: "retro", variation: 3 } }, owner(test.token, 0)),
    );
    expect(response.status).toBe(200);
    const after = new Uint8Array(
      await (await test.app.request(`/k/${test.id}/files/link-preview.png`)).arrayBuffer(),
    );
    expect(after).not.toEqual(before);
  });

  it("needs the owner's token: 401 without one, 403 with another, and nothing changes", async () => {
    const test = await appWithKit();
    const body = { design: { topLine: "Hacked" } };
    const without = await test.app.request(`/api/kits/${test.id}`, patch(body, { "If-Match": '"0"' }));
    expect(without.status).toBe(401);
    expect((await errorOf(without)).message).toContain("Editing a kit needs its owner token");
    const other = await test.app.request(`/api/kits/${test.id}`, patch(body, owner("not-the-token", 0)));
    expect(other.status).toBe(403);
    const kept = await shared(test, test.id);
    expect(kept.revision).toBe(0);
    expect(kept.kit.design?.topLine).toBe(test.kit.design?.topLine);
  });

  it("refuses a stale revision with 409 and the current revision, and nothing changes", async () => {
    const test = await appWithKit();
    const first = await test.app.request(
      `/api/kits/${test.id}`,
      patch({ design: { topLine: "First" } }, owner(test.token, 0)),
    );
    expect(first.status).toBe(200);
    const stale = await test.app.request(
      `/api/kits/${test.id}`,
      patch({ design: { topLine: "Second" } }, owner(test.token, 0)),
    );
    expect(stale.status).toBe(409);
    const error = await errorOf(stale);
    expect(error.code).toBe("REVISION_CONFLICT");
    expect(error.revision).toBe(1);
    expect((await shared(test, test.id)).kit.design?.topLine).toBe("First");
  });

  it("answers 404 KIT_NOT_FOUND for a kit that is not there", async () => {
    const test = await appWithKit();
    const response = await test.app.request(
      `/api/kits/AAAAAAAAAAAAAAAAAAAAAA`,
      patch({ design: { topLine: "x" } }, owner(test.token, 0)),
    );
    expect(response.status).toBe(404);
    expect((await errorOf(response)).code).toBe("KIT_NOT_FOUND");
  });

  const BAD_EDITS: Array<[string, unknown, string]> = [
    ["an unknown field", { design: { font: "Comic Sans" } }, "design"],
    ["an unknown part", { theme: {} }, ""],
    ["an unknown family", { design: { family: "baroque" } }, "design.family"],
    ["a top line over 60 characters", { design: { topLine: "x".repeat(61) } }, "design.topLine"],
    ["a details line over 60 characters", { design: { details: "界".repeat(31) } }, "design.details"],
    ["a time that is not HH:MM", { event: { time: "8am" } }, "event.time"],
    ["an end time without a start", { event: { endTime: "10:00" } }, "event.endTime"],
    ["a date that is not a date", { event: { date: "2026-02-30" } }, "event.date"],
    ["a date more than ten years away", { event: { date: "9999-12-31" } }, "event.date"],
    ["a date before 1900", { event: { date: "1899-12-31" } }, "event.date"],
    ["a link that is not https", { event: { link: "http://example.com" } }, "event.link"],
    ["an empty headline", { copy: { headline: "  " } }, "copy.headline"],
    ["two captions instead of three", { copy: { socialCaptions: ["a", "b"] } }, "copy.socialCaptions"],
    ["a palette that does not exist", { design: { palette: "Nope" } }, "design.palette"],
    ["a colour that is not hex", { design: { colors: ["pink"] } }, "design.colors[0]"],
    ["an edit that changes nothing", {}, ""],
  ];
  for (const [what, body, path] of BAD_EDITS) {
    it(`refuses ${what} with 400 VALIDATION_ERROR naming the field, and nothing changes`, async () => {
      const test = await appWithKit();
      const response = await test.app.request(`/api/kits/${test.id}`, patch(body, owner(test.token, 0)));
      expect(response.status).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe("VALIDATION_ERROR");
      expect(error.issues?.[0].path.startsWith(path)).toBe(true);
      expect((await shared(test, test.id)).revision).toBe(0);
    });
  }

  it("refuses a body that is not JSON", async () => {
    const test = await appWithKit();
    const notJson = await test.app.request(`/api/kits/${test.id}`, patch("{nope", owner(test.token, 0)));
    expect(notJson.status).toBe(400);
  });

  it("needs If-Match: 428 PRECONDITION_REQUIRED without one, or with *, and nothing changes", async () => {
    const test = await appWithKit();
    for (const ifMatch of [undefined, "*"]) {
      const headers = { ...owner(test.token), ...ifMatch === undefined ? {} : { "If-Match": ifMatch } };
      const response = await test.app.request(
        `/api/kits/${test.id}`,
        patch({ design: { topLine: "Unguarded" } }, headers),
      );
      expect(response.status).toBe(428);
      const error = await errorOf(response);
      expect(error.code).toBe("PRECONDITION_REQUIRED");
      expect(error.message).toContain('If-Match with the revision the edit was made on, like "3"');
    }
    const kept = await shared(test, test.id);
    expect(kept.revision).toBe(0);
    expect(kept.kit.design?.topLine).toBe(test.kit.design?.topLine);
  });

  it.each([
    ["a weak tag", 'W/"0"', "is a weak tag"],
    ["a revision without quotes", "0", "is not a revision"],
    ["a list of revisions", '"0", "1"', "is not a revision"],
    ["a word", "yesterday", "is not a revision"],
  ])(
    "refuses %s as If-Match with 400 VALIDATION_ERROR naming If-Match, and nothing changes",
    async (_, ifMatch, message) => {
      const test = await appWithKit();
      const response = await test.app.request(
        `/api/kits/${test.id}`,
        patch({ design: { topLine: "x" } }, { ...owner(test.token), "If-Match": ifMatch }),
      );
      expect(response.status).toBe(400);
      const error = await errorOf(response);
      expect(error.code).toBe("VALIDATION_ERROR");
      expect(error.issues?.[0]).toEqual({ path: "If-Match", message });
      expect((await shared(test, test.id)).revision).toBe(0);
    },
  );

  it("refuses a line with a character no face can draw as UNSUPPORTED_CHARACTER naming it", async () => {
    const test = await appWithKit();
    const response = await test.app.request(
      `/api/kits/${test.id}`,
      patch({ design: { details: "Pharaoh 𓀀" } }, owner(test.token, 0)),
    );
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error.code).toBe("UNSUPPORTED_CHARACTER");
    expect(error.message).toContain("U+13000");
    expect(error.issues?.[0].path).toBe("design.details");
    expect((await shared(test, test.id)).revision).toBe(0);
  });

  it("moves the kit's end with a later event date, never earlier", async () => {
    const test = await appWithKit();
    const before = Date.parse((await shared(test, test.id)).expiresAt);
    const later = await test.app.request(
      `/api/kits/${test.id}`,
      patch({ event: { date: "2026-06-01" } }, owner(test.token, 0)),
    );
    const moved = SharedKitSchema.parse(await later.json());
    expect(Date.parse(moved.expiresAt)).toBe(Date.UTC(2026, 5, 2, 12) + 30 * MS_PER_DAY);
    const earlier = await test.app.request(
      `/api/kits/${test.id}`,
      patch({ event: { date: null } }, owner(test.token, 1)),
    );
    const kept = SharedKitSchema.parse(await earlier.json());
    expect(kept.request.eventDate).toBeUndefined();
    expect(Date.parse(kept.expiresAt)).toBe(Date.parse(moved.expiresAt));
    expect(before).toBeLessThan(Date.parse(moved.expiresAt));
  });

  it("keeps a kit another period for its owner only", async () => {
    const test = await appWithKit();
    const before = Date.parse((await shared(test, test.id)).expiresAt);
    const denied = await test.app.request(`/api/kits/${test.id}/extend`, { method: "POST" });
    expect(denied.status).toBe(401);
    const response = await test.app.request(`/api/kits/${test.id}/extend`, {
      method: "POST",
      headers: owner(test.token),
    });
    expect(response.status).toBe(200);
    const extended = SharedKitSchema.parse(await response.json());
    expect(Date.parse(extended.expiresAt)).toBe(before + 30 * MS_PER_DAY);
    expect(Date.parse((await shared(test, test.id)).expiresAt)).toBe(before + 30 * MS_PER_DAY);
    expect(NOW).toBeLessThan(before);
  });

  it("keeps a kit at most a year past the later of today and its event: extends past that stay there", async () => {
    const test = await appWithKit();
    const bound = Date.UTC(2026, 2, 2, 12) + 365 * MS_PER_DAY;
    const ends: number[] = [];
    for (let extend = 0; extend < 16; extend++) {
      const response = await test.app.request(`/api/kits/${test.id}/extend`, {
        method: "POST",
        headers: owner(test.token),
      });
      expect(response.status).toBe(200);
      ends.push(Date.parse(SharedKitSchema.parse(await response.json()).expiresAt));
    }
    expect(Math.max(...ends)).toBe(bound);
    expect(ends.at(-1)).toBe(bound);
    expect(Date.parse((await shared(test, test.id)).expiresAt)).toBe(bound);
  });

  it("brings the kit's end within a year of its event when an edit moves the date much earlier", async () => {
    const test = await appWithKit();
    const far = await test.app.request(
      `/api/kits/${test.id}`,
      patch({ event: { date: "2030-06-01" } }, owner(test.token, 0)),
    );
    const farEnd = Date.parse(SharedKitSchema.parse(await far.json()).expiresAt);
    expect(farEnd).toBe(Date.UTC(2030, 5, 2, 12) + 30 * MS_PER_DAY);
    const near = await test.app.request(
      `/api/kits/${test.id}`,
      patch({ event: { date: "2026-03-01" } }, owner(test.token, 1)),
    );
    const nearEnd = Date.parse(SharedKitSchema.parse(await near.json()).expiresAt);
    expect(nearEnd).toBe(Date.UTC(2026, 2, 2, 12) + 365 * MS_PER_DAY);
  });
});

describe("POST /api/kits/preview", () => {
  it("renders an edited design of a kit that was not kept", async () => {
    const test = await createTestApp({ checkDrawable });
    const made = KitResultSchema.parse(
      await (await test.app.request("/api/kits", postJson({ customEventName: "Lantern Walk" }))).json(),
    );
    const { eventNames, headline, tagline, description, socialCaptions, selectedName, language, design } =
      made;
    const response = await test.app.request(
      "/api/kits/preview",
      postJson({
        request: { customEventName: "Lantern Walk" },
        kit: { eventNames, headline, tagline, description, socialCaptions, selectedName, language, design },
        edit: { design: { topLine: "Bring a lantern", family: "glow" }, event: { time: "19:30" } },
      }),
    );
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.kit.design).toMatchObject({ topLine: "Bring a lantern", family: "glow" });
    expect(body.request.eventTime).toBe("19:30");
    for (const kind of ["poster", "square", "banner"]) {
      expect(body.kit.images[kind]).toMatch(/^\/media\//);
      expect((await test.app.request(body.kit.images[kind])).status).toBe(200);
    }
  });

  it("refuses a bad edit with 400 naming the field", async () => {
    const test = await createTestApp();
    const response = await test.app.request(
      "/api/kits/preview",
      postJson({
        request: {},
        kit: {
          eventNames: ["A", "B", "C"],
          headline: "h",
          tagline: "t",
          description: "d",
          socialCaptions: ["1", "2", "3"],
          selectedName: "A",
        },
        edit: { design: { family: "baroque" } },
      }),
    );
    expect(response.status).toBe(400);
    expect((await errorOf(response)).issues?.[0].path).toBe("edit.design.family");
  });
});

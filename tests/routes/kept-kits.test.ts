import { describe, expect, it } from "vitest";
import {
  BrandKitError,
  ErrorCode,
  KitResultSchema,
  RegeneratedImagesSchema,
  SharedKitSchema,
} from "../../brandkit/web.ts";
import type { FormatService } from "../../brandkit/mod.ts";
import type { KitStore } from "../../brandkit/kept/kept-kits.ts";
import { MS_PER_DAY, MS_PER_S } from "../../brandkit/time.ts";
import { openSqliteKitStore } from "../../adapters/kit-store-sqlite.ts";
import { createFakeProvider, ONE_PIXEL_PNG } from "../support/fake-provider.ts";
import { lazyFormatService } from "../support/format-service.ts";
import {
  createTestApp,
  ndjsonLines,
  postJson,
  type TestApp,
  type TestAppOptions,
} from "../support/test-app.ts";

const ERROR_BODY = {
  error: expect.objectContaining({ code: expect.any(String), message: expect.any(String) }),
};

/** A PNG the fake provider answers, different per call so every graphic has its own media id. */
function distinctPngs(): () => { bytes: Uint8Array; mimeType: string } {
  let count = 0;
  return () => {
    const bytes = new Uint8Array([...ONE_PIXEL_PNG, ...new TextEncoder().encode(`#${count++}`)]);
    return { bytes, mimeType: "image/png" };
  };
}

async function appWithKit(options: TestAppOptions = {}) {
  const provider = options.provider ?? createFakeProvider({ image: distinctPngs() } as never);
  const test = await createTestApp({ ...options, provider });
  const response = await test.app.request(
    "/api/kits",
    postJson({ vibes: ["neon"], eventDate: "2027-05-01" }),
  );
  const kit = KitResultSchema.parse(await response.json());
  return { ...test, kit, id: kit.id!, token: kit.ownerToken! };
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

async function sharedKit(test: TestApp, id: string) {
  const response = await test.app.request(`/api/kits/${id}`);
  expect(response.status).toBe(200);
  return SharedKitSchema.parse(await response.json());
}

/** A format service that counts what it makes (canvases are rendered, documents formatted), over the real one. */
function countingFormats(): FormatService & { made: number } {
  const service = {
    made: 0,
    render: (...args: Parameters<FormatService["render"]>) => {
      service.made++;
      return lazyFormatService.render(...args);
    },
    format: (...args: Parameters<FormatService["format"]>) => {
      service.made++;
      return lazyFormatService.format(...args);
    },
  };
  return service;
}

/** A kit store whose database is down while `control.up` is false; `control.calls` counts what was asked. */
function flakyStore(store: KitStore): { store: KitStore; control: { up: boolean; calls: number } } {
  const control = { up: false, calls: 0 };
  const down = () =>
    new BrandKitError(ErrorCode.STORE_UNAVAILABLE, "The kit database at sqlite cannot be reached.", {
      retryAfter: 5,
    });
  const wrapped = Object.fromEntries(
    Object.entries(store).map(([name, method]) => [
      name,
      (...args: unknown[]) => {
        control.calls++;
        if (!control.up && name !== "close") return Promise.reject(down());
        return (method as (...args: unknown[]) => unknown)(...args);
      },
    ]),
  ) as unknown as KitStore;
  return { store: wrapped, control };
}

describe("a kit made on the server is kept", () => {
  it("comes with a 128-bit id, its share link and an owner token", async () => {
    const { kit } = await appWithKit();
    expect(kit.id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(kit.shareUrl).toBe(`/k/${kit.id}`);
    expect(kit.ownerToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it("gives the NDJSON stream's kit its id, link and token too", async () => {
    const { app } = await createTestApp();
    const response = await app.request("/api/kits", postJson({}, { Accept: "application/x-ndjson" }));
    const last = (await ndjsonLines(response)).at(-1) as { type: string; kit: unknown };
    const kit = KitResultSchema.parse(last.kit);
    expect(kit.id).toBeDefined();
    expect(kit.shareUrl).toBe(`/k/${kit.id}`);
    expect(kit.ownerToken).toBeDefined();
  });

  it("gives an absolute share link when the public URL is configured", async () => {
    const { kit } = await appWithKit({ env: { BRANDKIT_PUBLIC_URL: "https://kits.example/" } });
    expect(kit.shareUrl).toBe(`https://kits.example/k/${kit.id}`);
  });

  it("is read back as JSON by anyone, without its token, until BRANDKIT_KIT_TTL_DAYS after its event", async () => {
    const test = await appWithKit();
    const shared = await sharedKit(test, test.id);
    expect(shared.kit.selectedName).toBe(test.kit.selectedName);
    expect(shared.kit.images).toEqual(test.kit.images);
    expect(shared.request.vibes).toEqual(["neon"]);
    expect(JSON.stringify(shared)).not.toContain(test.token);
    // The event (2027-05-01) is over everywhere at noon UTC the next day; the kit lives 30 days past it.
    expect(Date.parse(shared.expiresAt)).toBe(Date.UTC(2027, 4, 2, 12) + 30 * MS_PER_DAY);
  });

  it("keeps the inspiration image out of what anyone can read", async () => {
    const { app } = await createTestApp();
    const image = `data:image/png;base64,${btoa(String.fromCharCode(...ONE_PIXEL_PNG))}`;
    const made = KitResultSchema.parse(
      await (await app.request("/api/kits", postJson({ inspirationImage: image }))).json(),
    );
    const body = await (await app.request(`/api/kits/${made.id}`)).text();
    expect(body).not.toContain("base64");
    expect(body).not.toContain("inspiration");
  });
});

describe("regenerating a kept kit", () => {
  it("keeps the new name and graphics when the owner's token comes with the kit's id", async () => {
    const test = await appWithKit();
    const response = await test.app.request(
      "/api/kits/images",
      postJson({ request: {}, name: "Glow Fest", kitId: test.id }, bearer(test.token)),
    );
    expect(response.status).toBe(200);
    const regenerated = RegeneratedImagesSchema.parse(await response.json());
    expect(regenerated.notices).toBeUndefined();
    expect(regenerated.kept).toBe(true);
    const shared = await sharedKit(test, test.id);
    expect(shared.kit.selectedName).toBe("Glow Fest");
    expect(shared.kit.images).toEqual(regenerated.images);
  });

  it("draws the owner's new graphics on the kit's kept inspiration image when the page has none to send", async () => {
    const test = await createTestApp();
    const image = `data:image/png;base64,${btoa(String.fromCharCode(...ONE_PIXEL_PNG))}`;
    const made = KitResultSchema.parse(
      await (await test.app.request("/api/kits", postJson({ inspirationImage: image }))).json(),
    );
    const before = test.provider.calls.length;
    const response = await test.app.request(
      "/api/kits/images",
      postJson({ request: {}, name: "Glow Fest", kitId: made.id }, bearer(made.ownerToken!)),
    );
    expect(response.status).toBe(200);
    const asked = test.provider.calls.slice(before).filter((call) => call.method === "image");
    expect(asked.length).toBe(3);
    for (const call of asked) {
      expect(call.method === "image" && call.request.brief.inspirationImage).toBe(image);
    }
    // Anyone else regenerating by the kit's id gets no image of the kit's.
    const stranger = test.provider.calls.length;
    await test.app.request("/api/kits/images", postJson({ request: {}, name: "Glow Fest", kitId: made.id }));
    const strangerCalls = test.provider.calls.slice(stranger).filter((call) => call.method === "image");
    for (const call of strangerCalls) {
      expect(call.method === "image" && call.request.brief.inspirationImage).toBeFalsy();
    }
  });

  it("regenerates but keeps nothing without the token", async () => {
    const test = await appWithKit();
    const response = await test.app.request(
      "/api/kits/images",
      postJson({ request: {}, name: "Glow Fest", kitId: test.id }),
    );
    expect(response.status).toBe(200);
    expect((await sharedKit(test, test.id)).kit.selectedName).toBe(test.kit.selectedName);
  });

  it("refuses another token with 403 before any graphic is made", async () => {
    const test = await appWithKit();
    const before = test.provider.calls.length;
    const response = await test.app.request(
      "/api/kits/images",
      postJson({ request: {}, name: "Glow Fest", kitId: test.id }, bearer("not-the-owner-token")),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ error: { code: "FORBIDDEN" } });
    expect(test.provider.calls.length).toBe(before);
    expect((await sharedKit(test, test.id)).kit.selectedName).toBe(test.kit.selectedName);
  });

  it("answers KIT_NOT_FOUND for an unknown kit id with a token", async () => {
    const test = await appWithKit();
    const response = await test.app.request(
      "/api/kits/images",
      postJson({ request: {}, name: "Glow Fest", kitId: "A".repeat(22) }, bearer(test.token)),
    );
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ error: { code: "KIT_NOT_FOUND" } });
  });

  it("refuses a malformed kit id as a validation error", async () => {
    const test = await appWithKit();
    const response = await test.app.request(
      "/api/kits/images",
      postJson({ request: {}, name: "Glow Fest", kitId: "../../etc/passwd" }, bearer(test.token)),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: { code: "VALIDATION_ERROR" } });
  });
});

describe("deleting a kept kit", () => {
  it("needs the owner token: 401 without one, 403 with another, and the kit stays", async () => {
    const test = await appWithKit();
    const missing = await test.app.request(`/api/kits/${test.id}`, { method: "DELETE" });
    expect(missing.status).toBe(401);
    expect(missing.headers.get("www-authenticate")).toContain("Bearer");
    expect(await missing.json()).toMatchObject({ error: { code: "UNAUTHORIZED" } });
    const wrong = await test.app.request(`/api/kits/${test.id}`, {
      method: "DELETE",
      headers: bearer("x".repeat(43)),
    });
    expect(wrong.status).toBe(403);
    expect(await wrong.json()).toMatchObject({ error: { code: "FORBIDDEN" } });
    await sharedKit(test, test.id);
  });

  it("answers 204 to its owner, after which its pages, its JSON and every image of it are 404", async () => {
    const test = await appWithKit();
    const linkPreview = await test.app.request(`/k/${test.id}/files/link-preview.png`);
    expect(linkPreview.status).toBe(200);
    const deleted = await test.app.request(`/api/kits/${test.id}`, {
      method: "DELETE",
      headers: bearer(test.token),
    });
    expect(deleted.status).toBe(204);
    const json = await test.app.request(`/api/kits/${test.id}`);
    expect(json.status).toBe(404);
    expect(await json.json()).toMatchObject({ error: { code: "KIT_NOT_FOUND" } });
    expect((await test.app.request(`/k/${test.id}`)).status).toBe(404);
    expect((await test.app.request(`/k/${test.id}/kit`)).status).toBe(404);
    for (const url of Object.values(test.kit.images)) expect((await test.app.request(url)).status).toBe(404);
    expect((await test.app.request(`/k/${test.id}/files/link-preview.png`)).status).toBe(404);
    const again = await test.app.request(`/api/kits/${test.id}`, {
      method: "DELETE",
      headers: bearer(test.token),
    });
    expect(again.status).toBe(404);
  });
});

describe("a kept kit's files", () => {
  it("serves its graphics by file name", async () => {
    const test = await appWithKit();
    const poster = await test.app.request(`/k/${test.id}/files/poster.png`);
    expect(poster.status).toBe(200);
    expect(poster.headers.get("content-type")).toBe("image/png");
    const original = await test.app.request(test.kit.images.poster);
    expect(new Uint8Array(await poster.arrayBuffer())).toEqual(new Uint8Array(await original.arrayBuffer()));
  });

  it("makes an extra format once, keeps it with the kit, and answers 304 to its ETag", async () => {
    const formats = countingFormats();
    const test = await appWithKit({ formats });
    const [first, second] = await Promise.all([
      test.app.request(`/k/${test.id}/files/link-preview.png`),
      test.app.request(`/k/${test.id}/files/link-preview.png`),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(formats.made).toBe(1);
    const third = await test.app.request(`/k/${test.id}/files/link-preview.png`);
    expect(formats.made).toBe(1);
    const etag = third.headers.get("etag")!;
    expect(etag).toMatch(/^"[0-9a-f]{64}\.png"$/);
    const kept = await test.kitStore.get(test.id, test.clock.now);
    expect(kept?.files["link-preview.png"]).toBe(etag.slice(1, -1));
    const revalidated = await test.app.request(`/k/${test.id}/files/link-preview.png`, {
      headers: { "If-None-Match": etag },
    });
    expect(revalidated.status).toBe(304);
  });

  it("serves the PDFs and the calendar as downloads of their own type", async () => {
    const test = await appWithKit();
    const pdf = await test.app.request(`/k/${test.id}/files/poster-print.pdf`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toBe('attachment; filename="poster-print.pdf"');
    expect(new TextDecoder().decode((await pdf.arrayBuffer()).slice(0, 5))).toBe("%PDF-");
    const ics = await test.app.request(`/k/${test.id}/files/event.ics`);
    expect(ics.status).toBe(200);
    expect(await ics.text()).toContain("BEGIN:VCALENDAR");
  });

  it("makes the files anew after the owner regenerates", async () => {
    const formats = countingFormats();
    const test = await appWithKit({ formats });
    await test.app.request(`/k/${test.id}/files/story.png`);
    await test.app.request(
      "/api/kits/images",
      postJson({ request: {}, name: "Glow Fest", kitId: test.id }, bearer(test.token)),
    );
    expect((await test.kitStore.get(test.id, test.clock.now))?.files).toEqual({});
    await test.app.request(`/k/${test.id}/files/story.png`);
    expect(formats.made).toBe(2);
  });

  it("does not count the files made against the client's kit limit", async () => {
    const test = await appWithKit({ env: { BRANDKIT_RATE_LIMIT_PER_MINUTE: "1" } });
    for (const name of ["story.png", "link-preview.png", "event.ics", "poster.svg"]) {
      expect((await test.app.request(`/k/${test.id}/files/${name}`)).status, name).toBe(200);
    }
    expect((await test.app.request("/api/kits", postJson({}))).status).toBe(429);
  });

  it("answers 404 for a file the kit does not have", async () => {
    const test = await appWithKit();
    for (const name of ["secret.txt", "kit.json", "..%2F..%2Fetc%2Fpasswd", "story.svg.png"]) {
      const response = await test.app.request(`/k/${test.id}/files/${name}`);
      expect(response.status, name).toBe(404);
      expect(await response.json()).toEqual(ERROR_BODY);
    }
  });
});

describe("the kit's lifetime", () => {
  it("ends after BRANDKIT_KIT_TTL_DAYS: then it is 404, and a purge removes its graphics", async () => {
    const test = await appWithKit({ env: { BRANDKIT_KIT_TTL_DAYS: "2" } });
    test.clock.now = Date.parse((await sharedKit(test, test.id)).expiresAt) - MS_PER_S;
    await sharedKit(test, test.id);
    test.clock.now += MS_PER_S;
    expect((await test.app.request(`/api/kits/${test.id}`)).status).toBe(404);
    expect((await test.app.request(test.kit.images.poster)).status).toBe(200);
    expect(await test.keeper.purgeExpired()).toBeGreaterThan(0);
    for (const url of Object.values(test.kit.images)) expect((await test.app.request(url)).status).toBe(404);
    expect(await test.keeper.purgeExpired()).toBe(0);
  });
});

describe("ids that cannot be a kit's", () => {
  it("get 404 without the database being asked", async () => {
    const { store, control } = flakyStore(openSqliteKitStore(":memory:"));
    control.up = true;
    const { app } = await createTestApp({ kitStore: store });
    const before = control.calls;
    for (
      const id of [
        "short",
        "x".repeat(5_000),
        "AAAAAAAAAAAAAAAAAAAAA%00",
        "..%2F..%2Fetc",
        "AAAAAAAAAAA.AAAAAAAAAA",
      ]
    ) {
      expect((await app.request(`/api/kits/${id}`)).status, id).toBe(404);
      expect((await app.request(`/k/${id}`)).status, id).toBe(404);
      expect((await app.request(`/k/${id}/kit`)).status, id).toBe(404);
      const deleted = await app.request(`/api/kits/${id}`, { method: "DELETE", headers: bearer("t") });
      expect(deleted.status, id).toBe(404);
    }
    expect(control.calls).toBe(before);
  });
});

describe("with the database down", () => {
  it("still makes kits, unkept and with a notice, and comes back by itself", async () => {
    const { store, control } = flakyStore(openSqliteKitStore(":memory:"));
    const test = await createTestApp({ kitStore: store });
    const unkept = KitResultSchema.parse(await (await test.app.request("/api/kits", postJson({}))).json());
    expect(unkept.id).toBeUndefined();
    expect(unkept.shareUrl).toBeUndefined();
    expect(unkept.ownerToken).toBeUndefined();
    expect(unkept.notices?.join(" ")).toMatch(/could not be saved for sharing/);

    const health = await (await test.app.request("/api/health")).json();
    expect(health).toMatchObject({ ok: true, database: "down" });

    const json = await test.app.request(`/api/kits/${"A".repeat(22)}`);
    expect(json.status).toBe(503);
    expect(json.headers.get("retry-after")).toBe("5");
    expect(await json.json()).toMatchObject({ error: { code: "STORE_UNAVAILABLE" } });
    for (const path of [`/k/${"A".repeat(22)}`, `/k/${"A".repeat(22)}/kit`]) {
      const page = await test.app.request(path);
      expect(page.status, path).toBe(503);
      expect(page.headers.get("retry-after")).toBe("5");
      expect(page.headers.get("content-type")).toContain("text/html");
    }

    control.up = true;
    test.clock.now += 5 * MS_PER_S;
    const kept = KitResultSchema.parse(await (await test.app.request("/api/kits", postJson({}))).json());
    expect(kept.id).toBeDefined();
    expect(await (await test.app.request("/api/health")).json()).toMatchObject({ database: "up" });
  });

  it("does not ask a database that just failed again for every kit", async () => {
    const { store, control } = flakyStore(openSqliteKitStore(":memory:"));
    const test = await createTestApp({ kitStore: store });
    await test.app.request("/api/kits", postJson({}));
    const after = control.calls;
    await test.app.request("/api/kits", postJson({}));
    await test.app.request("/api/kits", postJson({}));
    expect(control.calls).toBe(after);
  });

  it("regenerates for the owner anyway, saying the link still shows the earlier graphics", async () => {
    const { store, control } = flakyStore(openSqliteKitStore(":memory:"));
    control.up = true;
    const test = await appWithKit({ kitStore: store });
    control.up = false;
    const response = await test.app.request(
      "/api/kits/images",
      postJson({ request: {}, name: "Glow Fest", kitId: test.id }, bearer(test.token)),
    );
    expect(response.status).toBe(200);
    const regenerated = RegeneratedImagesSchema.parse(await response.json());
    expect(regenerated.kept).toBe(false);
    expect(regenerated.notices?.join(" ")).toMatch(/still shows the earlier/);
  });
});

describe("GET /k/:id and /k/:id/kit", () => {
  it.each([
    ["/k/:id, the event page", ""],
    ["/k/:id/kit, the kit page", "/kit"],
  ])("%s: HTML with the kit's card, never indexed, revalidated by ETag", async (_page, suffix) => {
    const test = await appWithKit();
    const path = `/k/${test.id}${suffix}`;
    const response = await test.app.request(path, { headers: { Host: "kits.example" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(response.headers.get("x-robots-tag")).toBe("noindex");
    expect(response.headers.get("referrer-policy")).toBe("same-origin");
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain(`/k/${test.id}/files/link-preview.png`);
    expect(html).toContain(test.kit.selectedName);
    expect(html).not.toContain(test.token);
    const again = await test.app.request(path, {
      headers: { "If-None-Match": response.headers.get("etag")! },
    });
    expect(again.status).toBe(304);
  });

  it.each(["", "/kit"])("shows the new name once the owner regenerates (%s)", async (suffix) => {
    const test = await appWithKit();
    await test.app.request(`/k/${test.id}${suffix}`);
    await test.app.request(
      "/api/kits/images",
      postJson({ request: {}, name: "Midnight Pulse", kitId: test.id }, bearer(test.token)),
    );
    expect(await (await test.app.request(`/k/${test.id}${suffix}`)).text()).toContain("Midnight Pulse");
  });

  it.each(["", "/kit"])("is a real 404 page for an unknown kit (%s)", async (suffix) => {
    const { app } = await createTestApp();
    const response = await app.request(`/k/${"B".repeat(22)}${suffix}`);
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    expect(await response.text()).toContain('<meta name="robots" content="noindex">');
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../client/api/api-error.ts";
import { TOASTS } from "../../client/messages.ts";
import { createKitPageStore, secondsLeft } from "../../client/state/kit-page-store.ts";
import type { YourKit } from "../../client/state/your-kits.ts";
import {
  imagesFor,
  KEPT_KIT,
  KIT_ID,
  OWNER_TOKEN,
  SAMPLE_KIT,
  scriptedApi,
  SHARED_KIT,
} from "../support/sample-kit.ts";
import { inEnglish, type SaidToast } from "./_toast-words.ts";

function setup() {
  const api = scriptedApi();
  const toasts: SaidToast[] = [];
  const store = createKitPageStore({
    api,
    notify: (toast) => toasts.push(inEnglish(toast)),
    now: () => Date.now(),
  });
  return { api, toasts, store };
}

const rateLimited = (seconds: number) =>
  new ApiError(
    429,
    "RATE_LIMIT_EXCEEDED",
    `Rate limit exceeded. Please wait ${seconds}s before trying again.`,
    seconds,
  );

/** A store showing SAMPLE_KIT, made from `{vibes: ["neon"]}`. */
async function withResult() {
  const context = setup();
  context.api.kits.push(SAMPLE_KIT);
  await context.store.submit({ vibes: ["neon"] });
  context.toasts.length = 0;
  return context;
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.setSystemTime(Date.UTC(2026, 0, 1));
});
afterEach(() => vi.useRealTimers());

describe("submitting the form", () => {
  it("is busy with the server's steps while it works, then shows the kit and 'Success!'", async () => {
    const { api, store, toasts } = setup();
    const seen: Array<[string | null, readonly string[]]> = [];
    let finish!: () => void;
    api.kits.push(async (options) => {
      options?.onProgress?.("copy");
      options?.onProgress?.("poster");
      seen.push([store.getState().step, store.getState().completed]);
      await new Promise<void>((resolve) => (finish = resolve));
      return SAMPLE_KIT;
    });
    const done = store.submit({ vibes: ["neon"] });
    expect(store.getState().busy).toBe(true);
    expect(store.getState().request).toEqual({ vibes: ["neon"] });
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]).toEqual(["poster", ["copy"]]);
    finish();
    await done;
    expect(store.getState()).toMatchObject({ busy: false, step: null, result: SAMPLE_KIT });
    expect(toasts).toEqual([inEnglish(TOASTS.generated)]);
  });

  it("shows the kit with a 'Note' when its graphics failed for another reason than a rate limit", async () => {
    const { api, store, toasts } = setup();
    api.kits.push({ ...SAMPLE_KIT, imageError: { code: "AI_ERROR", message: "boom" } });
    await store.submit({});
    expect(store.getState().result?.headline).toBe(SAMPLE_KIT.headline);
    expect(toasts).toEqual([inEnglish(TOASTS.imagesFailed)]);
    expect(toasts[0]).toEqual({
      title: "Note",
      description: "Text generated successfully. Images will be generated in a future update.",
      variant: "default",
    });
  });

  it("keeps the copy, starts the countdown and says 'Rate Limited' when the graphics hit a rate limit", async () => {
    const { api, store, toasts } = setup();
    const message = "Rate limit exceeded. Please wait 3s before trying again.";
    api.kits.push({
      ...SAMPLE_KIT,
      images: { poster: "", square: "", banner: "" },
      imageError: { code: "RATE_LIMIT_EXCEEDED", message, retryAfter: 3 },
    });
    await store.submit({});
    expect(store.getState().result).not.toBeNull();
    expect(store.getState().rateLimit?.message).toBe(message);
    expect(toasts).toEqual([{
      title: "Rate Limited",
      description: "Too many requests. Please wait 3s before trying again.",
      variant: "destructive",
    }]);
    const countdown = [secondsLeft(store.getState())];
    for (let second = 0; second < 3; second++) {
      vi.advanceTimersByTime(1_000);
      countdown.push(secondsLeft(store.getState()));
    }
    expect(countdown).toEqual([3, 2, 1, 0]);
    expect(store.getState().rateLimit).toBeNull();
  });

  it("waits the default 10 s when a rate limit says nothing about its reset", async () => {
    const { api, store, toasts } = setup();
    api.kits.push({
      ...SAMPLE_KIT,
      imageError: { code: "RATE_LIMIT_EXCEEDED", message: "Rate limit exceeded" },
    });
    await store.submit({});
    expect(secondsLeft(store.getState())).toBe(10);
    expect(toasts[0].description).toBe("Too many requests. Please wait 10s before trying again.");
  });

  it("says 'Error' and forgets the input when the whole generation fails", async () => {
    const { api, store, toasts } = setup();
    api.kits.push(new ApiError(502, "AI_ERROR", "The AI service failed"));
    await store.submit({ vibes: ["neon"] });
    expect(store.getState()).toMatchObject({ busy: false, result: null, request: null });
    expect(toasts).toEqual([{
      title: "Error",
      description: "Failed to generate brand kit. Please try again.",
      variant: "destructive",
    }]);
  });

  it("says 'Server Busy' with the server's wait, and starts no countdown, when the server is at capacity", async () => {
    const { api, store, toasts } = setup();
    api.kits.push(new ApiError(503, "SERVER_BUSY", "The server is busy making other kits.", 12));
    await store.submit({ vibes: ["neon"] });
    expect(store.getState()).toMatchObject({ busy: false, result: null });
    expect(secondsLeft(store.getState())).toBe(0);
    expect(toasts).toEqual([inEnglish(TOASTS.serverBusy(12))]);
    expect(toasts[0]).toEqual({
      title: "Server Busy",
      description:
        "BrandKit is making a lot of kits right now. Your details are kept: please try again in 12s.",
      variant: "destructive",
    });
  });

  it("starts the countdown when the server refuses the generation with a rate limit", async () => {
    const { api, store, toasts } = setup();
    api.kits.push(rateLimited(30));
    await store.submit({});
    expect(secondsLeft(store.getState())).toBe(30);
    expect(toasts).toEqual([inEnglish(TOASTS.imagesRateLimited(30))]);
  });

  it("says 'Please Wait' and sends nothing while a rate limit is active", async () => {
    const { api, store, toasts } = setup();
    api.kits.push(rateLimited(30));
    await store.submit({});
    vi.advanceTimersByTime(5_000);
    await store.submit({});
    expect(api.calls).toHaveLength(1);
    expect(toasts.at(-1)).toEqual({
      title: "Please Wait",
      description: "Rate limit active. Wait 25s before trying again.",
      variant: "default",
    });
  });
});

describe("choosing another name", () => {
  it("regenerates only the graphics and says 'Images Updated!' with the name", async () => {
    const { api, store, toasts } = await withResult();
    api.images.push(imagesFor("Glow Fest"));
    const done = store.regenerate("Glow Fest");
    expect(store.getState().regenerating).toBe("Glow Fest");
    await done;
    const { result } = store.getState();
    expect(result?.selectedName).toBe("Glow Fest");
    expect(result?.images).toEqual(imagesFor("Glow Fest").images);
    expect(result?.headline).toBe(SAMPLE_KIT.headline);
    expect(store.getState().regenerating).toBeNull();
    expect(toasts).toEqual([{
      title: "Images Updated!",
      description: 'Brand assets regenerated for "Glow Fest"',
      variant: "default",
    }]);
  });

  it("ignores a second click less than 1 s after the previous one", async () => {
    const { api, store } = await withResult();
    api.images.push(imagesFor("Glow Fest"), imagesFor("Midnight Pulse"));
    await store.regenerate("Glow Fest");
    vi.advanceTimersByTime(999);
    await store.regenerate("Midnight Pulse");
    expect(api.calls.filter((call) => call.startsWith("regenerate"))).toEqual(["regenerateImages Glow Fest"]);
    vi.advanceTimersByTime(1);
    await store.regenerate("Midnight Pulse");
    expect(api.calls.at(-1)).toBe("regenerateImages Midnight Pulse");
  });

  it("ignores the name that is already selected while its graphics exist", async () => {
    const { api, store } = await withResult();
    await store.regenerate(SAMPLE_KIT.selectedName);
    expect(api.calls).toHaveLength(1);
  });

  it("regenerates the selected name when its graphics are missing", async () => {
    const context = setup();
    context.api.kits.push({ ...SAMPLE_KIT, images: { poster: "", square: "", banner: "" } });
    await context.store.submit({});
    context.api.images.push(imagesFor(SAMPLE_KIT.selectedName));
    await context.store.regenerate(SAMPLE_KIT.selectedName);
    expect(context.store.getState().result?.images.poster).toBe(`/media/${SAMPLE_KIT.selectedName}-p.png`);
  });

  it("says 'Rate Limited' and starts the countdown when the regeneration hits a rate limit", async () => {
    const { api, store, toasts } = await withResult();
    api.images.push(rateLimited(4));
    await store.regenerate("Glow Fest");
    expect(store.getState().result?.selectedName).toBe(SAMPLE_KIT.selectedName);
    expect(toasts).toEqual([{
      title: "Rate Limited",
      description: "Please wait 4s before trying again.",
      variant: "destructive",
    }]);
    expect(secondsLeft(store.getState())).toBe(4);
  });

  it("is blocked with 'Please Wait' during the countdown, and works again once it has ended by itself", async () => {
    const { api, store, toasts } = await withResult();
    api.images.push(rateLimited(4), imagesFor("Glow Fest"));
    await store.regenerate("Glow Fest");
    vi.advanceTimersByTime(2_000);
    await store.regenerate("Glow Fest");
    expect(toasts.at(-1)).toEqual(inEnglish(TOASTS.blockedByRateLimit(2)));
    expect(api.calls.filter((call) => call.startsWith("regenerate"))).toHaveLength(1);
    vi.advanceTimersByTime(2_000);
    expect(store.getState().rateLimit).toBeNull();
    await store.regenerate("Glow Fest");
    expect(store.getState().result?.selectedName).toBe("Glow Fest");
  });

  it("says 'Server Busy' when the server is at capacity for a regeneration", async () => {
    const { api, store, toasts } = await withResult();
    api.images.push(new ApiError(503, "SERVER_BUSY", "busy"));
    await store.regenerate("Glow Fest");
    expect(toasts).toEqual([inEnglish(TOASTS.serverBusy(10))]);
    expect(store.getState().regenerating).toBeNull();
  });

  it("says 'Error' when the regeneration fails", async () => {
    const { api, store, toasts } = await withResult();
    api.images.push(new ApiError(502, "AI_ERROR", "boom"));
    await store.regenerate("Glow Fest");
    expect(toasts).toEqual([inEnglish(TOASTS.regenerationFailed)]);
    expect(toasts[0].description).toBe("Failed to regenerate assets. Please try again.");
    expect(store.getState().regenerating).toBeNull();
  });

  it("needs the stored input", async () => {
    const { api, store } = await withResult();
    store.reset();
    await store.regenerate("Glow Fest");
    expect(api.calls).toHaveLength(1);
  });
});

describe("'Create New'", () => {
  it("clears the result and the stored input, and drops a regeneration still under way", async () => {
    const { api, store, toasts } = await withResult();
    let finish!: (images: ReturnType<typeof imagesFor>) => void;
    api.images.push(() => new Promise((resolve) => (finish = resolve)));
    const pending = store.regenerate("Glow Fest");
    store.reset();
    expect(store.getState()).toMatchObject({ result: null, request: null, regenerating: null, busy: false });
    finish(imagesFor("Glow Fest"));
    await pending;
    expect(store.getState().result).toBeNull();
    expect(toasts).toEqual([]);
  });
});

describe("a kit the server kept", () => {
  /** A store showing `kit`, with "Your kits" recorded. */
  async function showing(kit = KEPT_KIT) {
    const api = scriptedApi();
    const toasts: SaidToast[] = [];
    const yourKits: string[] = [];
    const added: YourKit[] = [];
    const store = createKitPageStore({
      api,
      notify: (toast) => toasts.push(inEnglish(toast)),
      now: () => Date.now(),
      yourKits: {
        add: (entry) => {
          added.push(entry);
          yourKits.push(`add ${entry.id} ${entry.name}`);
        },
        rename: (id, name) => {
          yourKits.push(`rename ${id} ${name}`);
        },
      },
    });
    api.kits.push(kit);
    await store.submit({ vibes: ["neon"] });
    toasts.length = 0;
    return { api, store, toasts, yourKits, added };
  }

  it("keeps its id, link and owner token in the result", async () => {
    const { store } = await showing();
    expect(store.getState().result).toMatchObject({
      id: KIT_ID,
      shareUrl: `/k/${KIT_ID}`,
      ownerToken: OWNER_TOKEN,
    });
  });

  it("goes into 'Your kits' with its name, the time it was made, its token and its link", async () => {
    const { added } = await showing();
    expect(added).toEqual([{
      id: KIT_ID,
      name: SAMPLE_KIT.selectedName,
      createdAt: "2026-01-01T00:00:00.000Z",
      ownerToken: OWNER_TOKEN,
      shareUrl: `/k/${KIT_ID}`,
    }]);
  });

  it("is not remembered when the server could not keep it", async () => {
    const { yourKits } = await showing({ ...SAMPLE_KIT, notices: ["This kit could not be kept."] });
    expect(yourKits).toEqual([]);
  });

  it("sends its id and its owner token with a regeneration, and renames it in 'Your kits'", async () => {
    const { api, store, yourKits } = await showing();
    api.images.push({ ...imagesFor("Glow Fest"), kept: true });
    api.sharedKits.push({ ...SHARED_KIT, revision: 1 });
    await store.regenerate("Glow Fest");
    expect(api.calls.slice(-2)).toEqual([`regenerateImages Glow Fest of ${KIT_ID}`, `getKit ${KIT_ID}`]);
    expect(api.regenerateTokens).toEqual([OWNER_TOKEN]);
    expect(yourKits.at(-1)).toBe(`rename ${KIT_ID} Glow Fest`);
    // Keeping the new graphics made a revision: the owner's next edit is made on it.
    expect(store.getState().kept).toEqual({ revision: 1, expiresAt: SHARED_KIT.expiresAt });
  });

  it("sends the kit's design with a regeneration, so the new graphics keep the owner's edits", async () => {
    const design = {
      family: "editorial" as const,
      variation: 2,
      colors: ["#112233"],
      topLine: "Run with us",
      showQr: true,
    };
    const { api, store } = await showing({ ...SAMPLE_KIT, design });
    api.images.push(imagesFor("Glow Fest"));
    await store.regenerate("Glow Fest");
    expect(api.bodies).toEqual([{ request: { vibes: ["neon"], language: "en" }, name: "Glow Fest", design }]);
  });

  it("sends neither id nor token for a kit that was not kept", async () => {
    const { api, store, yourKits } = await showing(SAMPLE_KIT);
    api.images.push(imagesFor("Glow Fest"));
    await store.regenerate("Glow Fest");
    expect(api.calls.at(-1)).toBe("regenerateImages Glow Fest");
    expect(api.regenerateTokens).toEqual([undefined]);
    expect(yourKits).toEqual([]);
  });

  it("parts from the kept kit when new graphics could not be kept: no link, files made from the page", async () => {
    const { api, store, yourKits } = await showing();
    api.images.push({
      ...imagesFor("Glow Fest"),
      kept: false,
      notices: ["The share link still shows the earlier graphics."],
    });
    await store.regenerate("Glow Fest");
    const result = store.getState().result;
    expect(result?.images).toEqual(imagesFor("Glow Fest").images);
    expect(result?.id).toBeUndefined();
    expect(result?.shareUrl).toBeUndefined();
    expect(result?.ownerToken).toBeUndefined();
    expect(yourKits.some((entry) => entry.startsWith("rename"))).toBe(false);
  });

  it("shows a regeneration's notices after the kit's own, and only the latest regeneration's", async () => {
    const { api, store } = await showing({ ...KEPT_KIT, notices: ["The copy is in English."] });
    api.images.push({
      ...imagesFor("Glow Fest"),
      notices: ["The share link still shows the earlier graphics."],
    });
    await store.regenerate("Glow Fest");
    expect(store.getState().result?.notices).toEqual([
      "The copy is in English.",
      "The share link still shows the earlier graphics.",
    ]);
    vi.advanceTimersByTime(1_000);
    api.images.push(imagesFor("Midnight Pulse"));
    await store.regenerate("Midnight Pulse");
    expect(store.getState().result?.notices).toEqual(["The copy is in English."]);
  });
});

describe("its owner's kit", () => {
  const EDITED = { ...SHARED_KIT, revision: 3, kit: { ...SHARED_KIT.kit, tagline: "Run first." } };

  function setupOwner() {
    const { api, store, toasts } = setup();
    return { api, store, toasts };
  }

  it("starts a kit just kept at revision 0, and learns later until when it is kept", async () => {
    const { api, store } = setupOwner();
    api.kits.push(KEPT_KIT);
    await store.submit({ vibes: ["neon"] });
    expect(store.getState().kept).toEqual({ revision: 0, expiresAt: null });
    const kept = { revision: 0, expiresAt: SHARED_KIT.expiresAt };
    store.showEdited({ kit: SHARED_KIT.kit, request: SHARED_KIT.request, kept });
    expect(store.getState().kept).toEqual(kept);
  });

  it("ignores an answer about an older revision than the one shown", () => {
    const { store } = setupOwner();
    store.open({ ...SHARED_KIT, revision: 4 }, OWNER_TOKEN);
    store.showEdited({
      kit: { ...SHARED_KIT.kit, tagline: "older" },
      request: SHARED_KIT.request,
      kept: { revision: 3, expiresAt: SHARED_KIT.expiresAt },
    });
    expect(store.getState()).toMatchObject({
      kept: { revision: 4 },
      result: { tagline: SHARED_KIT.kit.tagline },
    });
  });

  it("opens a kept kit editable for the owner who holds its token, as a new kit", () => {
    const { store } = setupOwner();
    const version = store.getState().kitVersion;
    store.open(EDITED, OWNER_TOKEN);
    expect(store.getState()).toMatchObject({
      result: { ...EDITED.kit, id: KIT_ID, shareUrl: EDITED.shareUrl, ownerToken: OWNER_TOKEN },
      request: EDITED.request,
      kept: { revision: 3, expiresAt: EDITED.expiresAt },
      kitVersion: version + 1,
    });
  });

  it("shows an edit's answer, keeping the request's inspiration image", async () => {
    const { api, store } = setupOwner();
    api.kits.push(KEPT_KIT);
    await store.submit({ vibes: ["neon"], inspirationImage: "data:image/png;base64,AAAA" });
    store.showEdited({
      kit: EDITED.kit,
      request: EDITED.request,
      kept: { revision: 3, expiresAt: EDITED.expiresAt },
    });
    expect(store.getState().result).toMatchObject({
      tagline: "Run first.",
      id: KIT_ID,
      ownerToken: OWNER_TOKEN,
    });
    expect(store.getState().request).toEqual({
      ...EDITED.request,
      inspirationImage: "data:image/png;base64,AAAA",
    });
    expect(store.getState().kept?.revision).toBe(3);
  });
});

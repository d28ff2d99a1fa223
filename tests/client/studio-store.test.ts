import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { type KitDesign, type KitEditInput, PALETTES } from "../../brandkit/web.ts";
import type { SharedKit } from "../../brandkit/kept/shared-kit.ts";
import { ApiError } from "../../client/api/api-error.ts";
import type { PreviewBody } from "../../client/api/studio-api.ts";
import type { ToastMessage } from "../../client/messages.ts";
import { createKitPageStore } from "../../client/state/kit-page-store.ts";
import { STUDIO_TOASTS } from "../../client/state/studio-messages.ts";
import { createStudioStore, STUDIO_DEBOUNCE_MS } from "../../client/state/studio-store.ts";
import { KEPT_KIT, KIT_ID, OWNER_TOKEN, SAMPLE_KIT, scriptedApi, SHARED_KIT } from "../support/sample-kit.ts";
import { inEnglish, type SaidToast } from "./_toast-words.ts";

const DESIGN: KitDesign = {
  family: "bold",
  variation: 0,
  colors: ["#E6067A", "#F472B6"],
  topLine: "get ready for",
  showQr: true,
};

/** The kept kit at `revision` after `edit`, as PATCH /api/kits/{id} answers it: new graphics each time. */
function keptAfter(edit: KitEditInput, revision: number): SharedKit {
  const { palette: _named, ...design } = edit.design ?? {};
  return {
    ...SHARED_KIT,
    revision,
    kit: {
      ...SHARED_KIT.kit,
      ...edit.copy,
      design: { ...DESIGN, ...design, details: design.details || undefined },
      images: {
        poster: `/media/p${revision}.png`,
        square: `/media/s${revision}.png`,
        banner: `/media/b${revision}.png`,
      },
    },
    request: { ...SHARED_KIT.request, eventTime: edit.event?.time ?? undefined },
  };
}

const aborted = () => new DOMException("The operation was aborted.", "AbortError");

/** A store showing a kit (kept, unless `kit` says otherwise) and the studio over it. */
async function setup(kit = { ...KEPT_KIT, design: DESIGN }) {
  const api = scriptedApi();
  const toasts: SaidToast[] = [];
  const notify = (toast: ToastMessage) => toasts.push(inEnglish(toast));
  const store = createKitPageStore({ api, notify, now: () => Date.now() });
  api.kits.push(kit);
  await store.submit({ vibes: ["neon"] });
  toasts.length = 0;
  const studio = createStudioStore({
    kit: store,
    api,
    notify,
    palettes: PALETTES,
    timeZone: () => "Europe/Lisbon",
  });
  /** Answers the next edit with the kit it asks for, at `revision`. */
  const answer = (revision: number) =>
    api.edits.push(() => Promise.resolve(keptAfter(api.bodies.at(-1) as KitEditInput, revision)));
  const edits = () => api.calls.filter((call) => call.startsWith("editKit"));
  const lastEdit = () => api.bodies.at(-1) as KitEditInput;
  return { api, store, studio, toasts, answer, edits, lastEdit };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("the studio", () => {
  it("starts from the kit's design, copy, time and place, with nothing to undo", async () => {
    const { studio } = await setup();
    expect(studio.getState()).toMatchObject({
      canUndo: false,
      canRedo: false,
      status: "idle",
      fieldErrors: null,
    });
    expect(studio.getState().snapshot?.design).toEqual({ ...DESIGN, details: "" });
    expect(studio.getState().snapshot?.event).toEqual({
      time: "",
      endTime: "",
      location: "",
      timeZone: "Europe/Lisbon",
    });
  });

  it("saves typing once it pauses: the whole snapshot, at the kit's revision, then takes the next", async () => {
    const { studio, store, answer, edits, lastEdit } = await setup();
    answer(1);
    for (const topLine of ["R", "Ru", "Run"]) {
      studio.type("design.topLine", { design: { topLine } });
      await vi.advanceTimersByTimeAsync(STUDIO_DEBOUNCE_MS - 1);
    }
    expect(edits()).toEqual([]);
    expect(studio.getState()).toMatchObject({ status: "updating", canUndo: true });
    await vi.advanceTimersByTimeAsync(1);
    expect(edits()).toEqual([`editKit ${KIT_ID} at 0 with ${OWNER_TOKEN}`]);
    expect(lastEdit().design).toMatchObject({ family: "bold", variation: 0, topLine: "Run", details: "" });
    expect(lastEdit().copy?.headline).toBe(SAMPLE_KIT.headline);
    expect(store.getState().kept?.revision).toBe(1);
    expect(store.getState().result?.images.poster).toBe("/media/p1.png");
    expect(store.getState().result?.design?.topLine).toBe("Run");
    expect(studio.getState().status).toBe("saved");
  });

  it("cancels a save on its way when something else changes, and redoes it on the revision it may have made", async () => {
    const { api, studio, store, answer, edits, toasts } = await setup();
    api.edits.push(({ signal } = {}) =>
      new Promise((_resolve, reject) => signal?.addEventListener("abort", () => reject(aborted())))
    );
    studio.type("design.topLine", { design: { topLine: "Run with us" } });
    await vi.advanceTimersByTimeAsync(STUDIO_DEBOUNCE_MS);
    // The server kept the cancelled save (revision 1): the next save, made on 0, conflicts, and goes again on 1.
    api.edits.push(new ApiError(409, "REVISION_CONFLICT", "changed", undefined, undefined, 1));
    answer(2);
    studio.choose({ design: { family: "editorial", variation: 0 } });
    await vi.runAllTimersAsync();
    expect(edits()).toEqual(
      [0, 0, 1].map((revision) => `editKit ${KIT_ID} at ${revision} with ${OWNER_TOKEN}`),
    );
    expect(store.getState().result?.design).toMatchObject({ family: "editorial", topLine: "Run with us" });
    expect(store.getState().kept?.revision).toBe(2);
    expect(toasts).toEqual([]);
  });

  it("loads the kit again and says so when it changed elsewhere (a conflict no cancelled save explains)", async () => {
    const { api, studio, store, toasts } = await setup();
    api.edits.push(new ApiError(409, "REVISION_CONFLICT", "changed", undefined, undefined, 5));
    api.sharedKits.push({
      ...SHARED_KIT,
      revision: 5,
      kit: { ...SHARED_KIT.kit, design: { ...DESIGN, topLine: "theirs" } },
    });
    studio.choose({ design: { topLine: "mine" } });
    await vi.runAllTimersAsync();
    expect(toasts).toEqual([inEnglish(STUDIO_TOASTS.changedElsewhere)]);
    expect(store.getState().kept?.revision).toBe(5);
    expect(studio.getState()).toMatchObject({ canUndo: false, status: "idle" });
    expect(studio.getState().snapshot?.design.topLine).toBe("theirs");
  });

  it("undoes and redoes through every edit, saving each state as a new revision; a new edit drops the redo", async () => {
    const { studio, answer, lastEdit } = await setup();
    const layout = () => [lastEdit().design?.family, lastEdit().design?.variation];
    answer(1);
    studio.choose({ design: { family: "editorial", variation: 0 } });
    await vi.runAllTimersAsync();
    answer(2);
    studio.shuffle();
    await vi.runAllTimersAsync();
    expect(layout()).toEqual(["editorial", 1]);
    answer(3);
    studio.undo();
    await vi.runAllTimersAsync();
    expect(layout()).toEqual(["editorial", 0]);
    answer(4);
    studio.undo();
    await vi.runAllTimersAsync();
    expect(layout()).toEqual(["bold", 0]);
    expect(studio.getState()).toMatchObject({ canUndo: false, canRedo: true, status: "saved" });
    studio.undo(); // nothing left: nothing sent
    answer(5);
    studio.redo();
    await vi.runAllTimersAsync();
    expect(layout()).toEqual(["editorial", 0]);
    answer(6);
    studio.choose({ design: { topLine: "Run with us" } });
    await vi.runAllTimersAsync();
    expect(studio.getState()).toMatchObject({ canUndo: true, canRedo: false });
  });

  it("makes typing in one field one edit to undo, and typing in another field another", async () => {
    const { studio } = await setup();
    studio.type("design.topLine", { design: { topLine: "R" } });
    studio.type("design.topLine", { design: { topLine: "Run" } });
    studio.type("design.details", { design: { details: "Free" } });
    studio.undo();
    expect(studio.getState().snapshot?.design).toMatchObject({ topLine: "Run", details: "" });
    studio.undo();
    expect(studio.getState().snapshot?.design).toMatchObject({ topLine: "get ready for", details: "" });
    expect(studio.getState().canUndo).toBe(false);
  });

  it("shows an edit of a kit that was not kept with POST /api/kits/preview", async () => {
    const art = { poster: "/media/art-p.png" };
    const { api, studio, store } = await setup({ ...SAMPLE_KIT, design: DESIGN, art });
    api.previews.push({
      kit: {
        ...SAMPLE_KIT,
        design: { ...DESIGN, topLine: "" },
        images: { poster: "/p", square: "/s", banner: "/b" },
      },
      request: { ...SHARED_KIT.request, eventTime: "08:00" },
    });
    studio.type("event.time", { event: { time: "08:00" } });
    studio.type("design.topLine", { design: { topLine: "" } });
    await vi.runAllTimersAsync();
    const body = api.bodies.at(-1) as PreviewBody;
    expect(body.request).toEqual({ vibes: ["neon"], language: "en" });
    expect(body.kit).toEqual({
      eventNames: SAMPLE_KIT.eventNames,
      headline: SAMPLE_KIT.headline,
      tagline: SAMPLE_KIT.tagline,
      description: SAMPLE_KIT.description,
      socialCaptions: SAMPLE_KIT.socialCaptions,
      selectedName: SAMPLE_KIT.selectedName,
      language: "en",
      design: DESIGN,
    });
    expect(body.art).toEqual(art);
    expect(body.edit.event).toMatchObject({ time: "08:00", timeZone: "Europe/Lisbon" });
    expect(store.getState().result?.images.poster).toBe("/p");
    expect(store.getState().request?.eventTime).toBe("08:00");
    expect(studio.getState().status).toBe("updated");
  });

  it("shows the server's refusal of a line under its field, without a toast", async () => {
    const { api, studio, toasts } = await setup();
    const message = "topLine must be at most 60 characters";
    api.edits.push(
      new ApiError(400, "VALIDATION_ERROR", `Invalid edit: design.topLine: ${message}`, undefined, [
        { path: "design.topLine", message },
      ]),
    );
    studio.type("design.topLine", { design: { topLine: "x".repeat(61) } });
    await vi.runAllTimersAsync();
    expect(studio.getState()).toMatchObject({
      status: "failed",
      fieldErrors: { "design.topLine": "The top line must be at most 60 characters" },
    });
    expect(toasts).toEqual([]);
    studio.type("design.topLine", { design: { topLine: "Run" } });
    expect(studio.getState().fieldErrors).toBeNull();
  });

  it("says 'Not saved' with the server's words when it refuses a line no field shows", async () => {
    const { api, studio, toasts } = await setup();
    const message = "Invalid edit: copy.headline: headline must be at most 120 characters";
    api.edits.push(
      new ApiError(400, "VALIDATION_ERROR", message, undefined, [{ path: "copy.headline", message }]),
    );
    studio.choose({ copy: { headline: "x".repeat(121) } });
    await vi.runAllTimersAsync();
    expect(toasts).toEqual([{ title: "Not saved", description: message, variant: "destructive" }]);
  });

  it("says 'Not saved' when a save fails for another reason, and saves with the next change", async () => {
    const { api, studio, toasts, answer, edits } = await setup();
    api.edits.push(new ApiError(0, "NETWORK_ERROR", "offline"));
    studio.choose({ design: { showQr: false } });
    await vi.runAllTimersAsync();
    expect([studio.getState().status, toasts]).toEqual(["failed", [inEnglish(STUDIO_TOASTS.notSaved)]]);
    answer(1);
    studio.choose({ design: { topLine: "Run" } });
    await vi.runAllTimersAsync();
    expect(edits()).toHaveLength(2);
    expect(studio.getState().status).toBe("saved");
  });

  it("waits for the graphics of another name, then saves on the revision they made", async () => {
    const { api, studio, store, answer, edits } = await setup();
    let finish!: () => void;
    api.images.push(() =>
      new Promise((
        resolve,
      ) => (finish = () => resolve({ selectedName: "Glow Fest", images: SAMPLE_KIT.images, kept: true })))
    );
    api.sharedKits.push({ ...SHARED_KIT, revision: 1 });
    const regenerated = store.regenerate(SAMPLE_KIT.eventNames[1]);
    studio.choose({ design: { family: "retro", variation: 0 } });
    await vi.advanceTimersByTimeAsync(STUDIO_DEBOUNCE_MS);
    expect(edits()).toEqual([]);
    answer(2);
    finish();
    await regenerated;
    await vi.runAllTimersAsync();
    expect(edits()).toEqual([`editKit ${KIT_ID} at 1 with ${OWNER_TOKEN}`]);
  });

  it("starts afresh, with nothing to undo, on a kit its owner opens", async () => {
    const { studio, store } = await setup();
    studio.choose({ design: { topLine: "Run" } });
    store.open(
      { ...SHARED_KIT, kit: { ...SHARED_KIT.kit, design: { ...DESIGN, family: "glow" } } },
      OWNER_TOKEN,
    );
    expect(studio.getState()).toMatchObject({ canUndo: false, canRedo: false, status: "idle" });
    expect(studio.getState().snapshot?.design.family).toBe("glow");
  });
});

import { describe, expect, it } from "vitest";
import { DEFAULT_COLORS, DEFAULT_PALETTE_NAME, type Palette } from "../../brandkit/web.ts";
import { ApiError } from "../../client/api/api-error.ts";
import type { ToastMessage } from "../../client/messages.ts";
import { KEPT_KIT_TOASTS as TOASTS } from "../../client/state/kept-kit-messages.ts";
import { EMPTY_FORM, formValuesOf } from "../../client/state/form-draft.ts";
import { createKitPageStore } from "../../client/state/kit-page-store.ts";
import { startFromSharedKit } from "../../client/state/make-your-own.ts";
import { KIT_ID, SAMPLE_KIT, scriptedApi, SHARED_KIT } from "../support/sample-kit.ts";
import { inEnglish, type SaidToast } from "./_toast-words.ts";

const PALETTES: Palette[] = [
  { name: DEFAULT_PALETTE_NAME, colors: [...DEFAULT_COLORS] },
  { name: "Reef", colors: ["#ff6b6b", "#4ecdc4"] },
];

/** The page at `search` (with a hash to keep), a kit store and the URLs the address bar was set to. */
function setup(search: string) {
  const api = scriptedApi();
  const toasts: SaidToast[] = [];
  const notify = (toast: ToastMessage) => void toasts.push(inEnglish(toast));
  const store = createKitPageStore({ api, notify, now: () => 0 });
  const replaced: string[] = [];
  const start = () =>
    startFromSharedKit({
      location: () => ({ origin: "https://brandkit.example", pathname: "/", search, hash: "#main" }),
      replaceUrl: (url) => void replaced.push(url),
      api,
      palettes: PALETTES,
      fillForm: (values) => store.setDraft(values),
      notify,
    });
  return { api, toasts, store, replaced, start };
}

describe("'Make your own' (?from={id})", () => {
  it("fills the form in with the shared kit's request and clears ?from= from the address bar", async () => {
    const { api, store, replaced, start, toasts } = setup(`?from=${KIT_ID}&utm_source=share`);
    api.sharedKits.push(SHARED_KIT);
    await start();
    expect(api.calls).toEqual([`getKit ${KIT_ID}`]);
    expect(store.getState().draft?.version).toBe(1);
    expect(store.getState().draft?.values).toEqual({
      name: "Glow Fest",
      vibes: ["neon", "retro"],
      colors: ["#FF6B6B", "#4ECDC4"],
      paletteName: "Reef",
      date: "2027-03-14",
      time: "",
      endTime: "",
      timeZone: "",
      location: "Austin, TX",
      link: "https://tickets.example.com/glow",
      language: "es",
    });
    expect(replaced).toEqual(["/?utm_source=share#main"]);
    expect(toasts).toEqual([inEnglish(TOASTS.draftFilled(SAMPLE_KIT.selectedName))]);
  });

  it("does nothing when the address names no kit", async () => {
    const { api, replaced, start, toasts } = setup("?utm_source=x");
    await start();
    expect([api.calls, replaced, toasts]).toEqual([[], [], []]);
  });

  it("says the kit is no longer available, and leaves the form empty, for an unknown id", async () => {
    const { api, store, replaced, start, toasts } = setup(`?from=${KIT_ID}`);
    api.sharedKits.push(new ApiError(404, "KIT_NOT_FOUND", "No kit has this id."));
    await start();
    expect(store.getState().draft).toBeNull();
    expect(replaced).toEqual(["/#main"]);
    expect(toasts).toEqual([{
      title: "Kit not available",
      description: "That kit is no longer available. Start from an empty form instead.",
      variant: "default",
    }]);
  });

  it("does not ask the server about an id that cannot be a kit's", async () => {
    const { api, replaced, start, toasts } = setup("?from=../../api/health");
    await start();
    expect(api.calls).toEqual([]);
    expect(replaced).toEqual(["/#main"]);
    expect(toasts).toEqual([inEnglish(TOASTS.kitUnavailable)]);
  });

  it("keeps ?from= so a reload tries again when the database is down", async () => {
    const { api, store, replaced, start, toasts } = setup(`?from=${KIT_ID}`);
    api.sharedKits.push(new ApiError(503, "STORE_UNAVAILABLE", "The kit database is down."));
    await start();
    expect(store.getState().draft).toBeNull();
    expect(replaced).toEqual([]);
    expect(toasts).toEqual([inEnglish(TOASTS.draftFailed)]);
  });
});

describe("formValuesOf()", () => {
  it("is the empty form without a draft", () => {
    expect(formValuesOf(null, PALETTES)).toBe(EMPTY_FORM);
  });

  it.each([
    ["pt-BR", "pt"],
    ["ja", "ja"],
    ["th", "auto"],
    [undefined, "auto"],
  ])("picks the Language select's value for %s", (language, value) => {
    expect(formValuesOf({ ...SHARED_KIT.request, language }, PALETTES).language).toBe(value);
  });

  it("keeps the default palette's name when the colours are no palette's", () => {
    const values = formValuesOf({ ...SHARED_KIT.request, colors: ["#123456"] }, PALETTES);
    expect(values).toMatchObject({ colors: ["#123456"], paletteName: DEFAULT_PALETTE_NAME });
  });
});

describe("the kit store's draft", () => {
  it("is ignored once a kit is shown, and forgotten by 'Create New'", async () => {
    const { api, store } = setup("");
    store.setDraft(formValuesOf(SHARED_KIT.request, PALETTES));
    api.kits.push(SAMPLE_KIT);
    await store.submit({});
    store.setDraft(EMPTY_FORM);
    expect(store.getState().draft?.version).toBe(1);
    store.reset();
    expect(store.getState().draft).toBeNull();
  });
});

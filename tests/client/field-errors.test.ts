import { describe, expect, it } from "vitest";
import { ApiError } from "../../client/api/api-error.ts";
import type { ToastMessage } from "../../client/messages.ts";
import { createKitPageStore, formFieldErrors } from "../../client/state/kit-page-store.ts";
import { SAMPLE_KIT, scriptedApi } from "../support/sample-kit.ts";

const HIEROGLYPH = "customEventName has a character no font can draw: '𓀀' (U+13000)";
const refused = new ApiError(
  400,
  "UNSUPPORTED_CHARACTER",
  `${HIEROGLYPH}. Remove or replace it and try again.`,
  undefined,
  [{ path: "customEventName", message: HIEROGLYPH }],
);

describe("formFieldErrors()", () => {
  it("names the form's field the way the page does", () => {
    expect(formFieldErrors(refused)).toEqual({
      customEventName: "The event name has a character no font can draw: '𓀀' (U+13000)",
    });
  });

  it("has nothing for a refusal of no form field, or for another kind of error", () => {
    expect(
      formFieldErrors(
        new ApiError(400, "VALIDATION_ERROR", "bad", undefined, [{ path: "seed", message: "x" }]),
      ),
    )
      .toBeNull();
    expect(formFieldErrors(new ApiError(502, "AI_ERROR", "down"))).toBeNull();
  });
});

describe("a request the server refuses for one of the form's fields", () => {
  function setup() {
    const api = scriptedApi();
    const toasts: ToastMessage[] = [];
    const store = createKitPageStore({ api, notify: (toast) => toasts.push(toast), now: () => 0 });
    return { api, toasts, store };
  }

  it("keeps the form, shows the field's error and no toast", async () => {
    const { api, store, toasts } = setup();
    api.kits.push(() => Promise.reject(refused));
    await store.submit({ customEventName: "Pharaoh 𓀀 Night" });
    expect(store.getState()).toMatchObject({
      busy: false,
      result: null,
      fieldErrors: { customEventName: "The event name has a character no font can draw: '𓀀' (U+13000)" },
    });
    expect(toasts).toEqual([]);
  });

  it("forgets the error once the field changes, and on the next submit", async () => {
    const { api, store } = setup();
    api.kits.push(() => Promise.reject(refused));
    await store.submit({ customEventName: "Pharaoh 𓀀 Night" });
    store.clearFieldError("customEventName");
    expect(store.getState().fieldErrors).toBeNull();
    api.kits.push(() => Promise.reject(refused), SAMPLE_KIT);
    await store.submit({ customEventName: "Pharaoh 𓀀 Night" });
    await store.submit({ customEventName: "Pharaoh Night" });
    expect(store.getState().fieldErrors).toBeNull();
    expect(store.getState().result).toEqual(SAMPLE_KIT);
  });
});

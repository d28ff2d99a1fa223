import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from "../../brandkit/web.ts";
import { TOASTS } from "../../client/messages.ts";
import { createToastStore } from "../../client/state/toast-store.ts";
import { inEnglish } from "./_toast-words.ts";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("createToastStore()", () => {
  it("shows one toast at a time: a new one replaces the old", () => {
    const store = createToastStore();
    store.show(TOASTS.copied);
    store.show(TOASTS.generated);
    expect(TOAST_LIMIT).toBe(1);
    expect(store.getState().map((toast) => inEnglish(toast).title)).toEqual(["Success!"]);
  });

  it("closes a dismissed toast at once and forgets it after the removal delay", () => {
    const store = createToastStore();
    const id = store.show(TOASTS.copied);
    store.dismiss(id);
    expect(store.getState()).toEqual([{ ...TOASTS.copied, id, open: false }]);
    vi.advanceTimersByTime(TOAST_REMOVE_DELAY_MS - 1);
    expect(store.getState()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(store.getState()).toEqual([]);
  });

  it("tells its listeners of every change", () => {
    const store = createToastStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.dismiss(store.show(TOASTS.copied));
    unsubscribe();
    store.show(TOASTS.copied);
    expect(listener).toHaveBeenCalledTimes(2);
  });
});

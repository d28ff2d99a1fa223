/**
 * The toast queue (docs/behaviour.md#toasts): one toast at a time, a new one replaces the old; a dismissed
 * toast stays known for TOAST_REMOVE_DELAY_MS so its closing animation can finish, then it is dropped.
 */
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from "../../brandkit/web.ts";
import type { ToastMessage } from "../messages.ts";

export type ToastItem = ToastMessage & { id: number; open: boolean };

export type ToastStore = {
  getState(): readonly ToastItem[];
  subscribe(listener: () => void): () => void;
  /** Shows a toast, replacing older ones beyond the limit; returns its id. */
  show(message: ToastMessage): number;
  /** Closes a toast (its timer ran out, it was swiped or closed). */
  dismiss(id: number): void;
};

export type ToastStoreOptions = {
  /** @default TOAST_LIMIT */
  limit?: number;
  /** @default TOAST_REMOVE_DELAY_MS */
  removeDelayMs?: number;
};

export function createToastStore(options: ToastStoreOptions = {}): ToastStore {
  const limit = options.limit ?? TOAST_LIMIT;
  const removeDelayMs = options.removeDelayMs ?? TOAST_REMOVE_DELAY_MS;
  const listeners = new Set<() => void>();
  const removals = new Map<number, ReturnType<typeof setTimeout>>();
  let items: readonly ToastItem[] = [];
  let nextId = 1;

  const set = (next: readonly ToastItem[]) => {
    items = next;
    for (const listener of listeners) listener();
  };

  return {
    getState: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    show(message) {
      const id = nextId++;
      set([{ ...message, id, open: true }, ...items].slice(0, limit));
      return id;
    },
    dismiss(id) {
      if (removals.has(id) || !items.some((item) => item.id === id)) return;
      set(items.map((item) => (item.id === id ? { ...item, open: false } : item)));
      removals.set(
        id,
        setTimeout(() => {
          removals.delete(id);
          set(items.filter((item) => item.id !== id));
        }, removeDelayMs),
      );
    },
  };
}

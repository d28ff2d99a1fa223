/**
 * The studio (issue 26): the owner shapes the kit the page shows. Free of React, so it is tested with fake
 * timers. It holds the snapshot the Design section and the copy editors show (studio-snapshot.ts), the history
 * that Undo and Redo move through (edit-history.ts), and saves each change: a kept kit with PATCH /api/kits/{id}
 * (a new revision each time, `If-Match` the last one), a kit that was not kept with POST /api/kits/preview.
 *
 * - Typing waits until it pauses (STUDIO_DEBOUNCE_MS); a choice (a layout, Shuffle, a palette, a line of copy,
 *   Undo, Redo) is saved at once. A newer change cancels the request of an older one.
 * - Each save states the whole snapshot, so an edit cancelled on its way that still reached the server does no
 *   harm: its revision is taken from the conflict it causes and the save is sent again. Any other conflict means
 *   the kit changed elsewhere: it is loaded again, and the owner is told.
 * - Typing in one field is one edit to undo, until the typing pauses or another field changes.
 */
import { DEFAULT_RATE_LIMIT_WAIT_S, type Palette } from "../../brandkit/web.ts";
import { ApiError } from "../api/api-error.ts";
import type { ApiClient } from "../api/client.ts";
import type { StudioApi } from "../api/studio-api.ts";
import { type ToastMessage, TOASTS } from "../messages.ts";
import { type EditHistory, emptyHistory, recordEdit, redoEdit, undoEdit } from "./edit-history.ts";
import { fieldErrorsOf } from "./field-errors.ts";
import type { KitPageStore } from "./kit-page-store.ts";
import { STUDIO_TOASTS } from "./studio-messages.ts";
import {
  editOf,
  patched,
  sameSnapshot,
  snapshotOf,
  type StudioPatch,
  type StudioSnapshot,
} from "./studio-snapshot.ts";

/**
 * How long typing must pause before the graphics are made again. They show within 0.5 s of the last key: this
 * wait, the server's ~150 ms for three graphics, and ~50 ms to load them.
 */
export const STUDIO_DEBOUNCE_MS = 200;

/** How the page names each field an edit's refusal can point at (the Design section shows them there). */
export const STUDIO_FIELDS = {
  "design.topLine": "The top line",
  "design.details": "The details line",
  "event.time": "The time",
  "event.endTime": "The end time",
  "event.timeZone": "The time zone",
  "event.location": "The place",
  eventLocation: "The place",
} as const;

/**
 * Where the kit stands: `updating` while a change waits or is being saved; `saved` (a kept kit) or `updated` (one
 * that was not kept) once the graphics show the last change; `failed` when it could not be saved.
 */
export type StudioStatus = "idle" | "updating" | "saved" | "updated" | "failed";

export type StudioState = {
  /** What the fields show and the kit is being brought to; null while there is no kit with a design. */
  snapshot: StudioSnapshot | null;
  canUndo: boolean;
  canRedo: boolean;
  status: StudioStatus;
  /** The server's refusal of the last save, by field (STUDIO_FIELDS' keys). */
  fieldErrors: Readonly<Record<string, string>> | null;
};

export type StudioStoreDeps = {
  kit: Pick<KitPageStore, "getState" | "subscribe" | "showEdited" | "open">;
  api: Pick<ApiClient, "getKit"> & Pick<StudioApi, "editKit" | "previewKit">;
  notify: (message: ToastMessage) => void;
  /** The palette catalogue: an edit names a palette only with exactly its colours. */
  palettes: readonly Palette[];
  /** The browser's time zone (IANA), for a kit whose request names none. */
  timeZone: () => string;
  /** @default STUDIO_DEBOUNCE_MS */
  debounceMs?: number;
};

export type StudioStore = {
  getState(): StudioState;
  subscribe(listener: () => void): () => void;
  /** Typing in `field` ("design.topLine"): shown at once, saved once the typing pauses. */
  type(field: string, patch: StudioPatch): void;
  /** A choice (a layout, a palette, a line of copy): an edit of its own, saved at once. */
  choose(patch: StudioPatch): void;
  /** 'Shuffle design': the next variation of the layout. */
  shuffle(): void;
  undo(): void;
  redo(): void;
  /** Stops timers and requests (the result is going away). */
  dispose(): void;
};

const INITIAL_STATE: StudioState = {
  snapshot: null,
  canUndo: false,
  canRedo: false,
  status: "idle",
  fieldErrors: null,
};

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === "AbortError";
}

export function createStudioStore(deps: StudioStoreDeps): StudioStore {
  const debounceMs = deps.debounceMs ?? STUDIO_DEBOUNCE_MS;
  const listeners = new Set<() => void>();
  let state: StudioState = INITIAL_STATE;
  let history: EditHistory<StudioSnapshot> = emptyHistory();
  /** The typing not yet made an edit to undo: its field, and the snapshot before it. */
  let burst: { field: string; before: StudioSnapshot } | null = null;
  /** What the server last showed: nothing to save while the snapshot is this. */
  let shown: StudioSnapshot | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;
  /** Saves of a kept kit cancelled since the server last answered: each may have made a revision. */
  let cancelledSaves = 0;
  /** A save waits for the graphics of another name (they make a revision of their own). */
  let waiting = false;
  let kitVersion = -1;

  const set = (patch: Partial<StudioState>) => {
    const next = { ...state, ...patch };
    const typed = Boolean(burst && next.snapshot && !sameSnapshot(burst.before, next.snapshot));
    state = { ...next, canUndo: history.past.length > 0 || typed, canRedo: history.future.length > 0 };
    for (const listener of listeners) listener();
  };

  /** The typing so far becomes an edit to undo. */
  const closeBurst = () => {
    if (burst && state.snapshot && !sameSnapshot(burst.before, state.snapshot)) {
      history = recordEdit(history, burst.before);
    }
    burst = null;
  };

  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
    if (!inFlight) return;
    inFlight.abort();
    inFlight = undefined;
    if (deps.kit.getState().kept) cancelledSaves += 1;
  };

  /** A new kit (made, opened, loaded again): its own snapshot, and nothing to undo. */
  const start = () => {
    const { result, request, kitVersion: version } = deps.kit.getState();
    kitVersion = version;
    cancel();
    cancelledSaves = 0;
    waiting = false;
    history = emptyHistory();
    burst = null;
    const snapshot = result ? snapshotOf(result, request, deps.timeZone()) : null;
    shown = snapshot;
    set({ snapshot, status: "idle", fieldErrors: null });
  };

  /** Shows the kept kit as the server has it now (it changed elsewhere); false when it cannot be read. */
  const reload = async (id: string, ownerToken: string) => {
    const shared = await deps.api.getKit(id).catch(() => null);
    if (!shared || deps.kit.getState().result?.id !== id) return false;
    deps.kit.open(shared, ownerToken);
    return true;
  };

  const fail = (error: unknown) => {
    const refusal = error instanceof ApiError ? fieldErrorsOf(error, STUDIO_FIELDS) : null;
    set({ status: "failed", fieldErrors: refusal });
    if (refusal) return;
    if (!(error instanceof ApiError)) deps.notify(STUDIO_TOASTS.notSaved);
    else if (error.isRateLimit) {
      deps.notify(TOASTS.regenerateRateLimited(error.retryAfter ?? DEFAULT_RATE_LIMIT_WAIT_S));
    } else if (error.code === "VALIDATION_ERROR" || error.code === "UNSUPPORTED_CHARACTER") {
      deps.notify(STUDIO_TOASTS.refused(error));
    } else if (error.status === 401 || error.status === 403) deps.notify(STUDIO_TOASTS.notYours);
    else deps.notify(STUDIO_TOASTS.notSaved);
  };

  /** Brings the kit to the snapshot: cancels an older save, and sends this one unless the kit shows it already. */
  const save = async () => {
    const target = state.snapshot;
    const kit = deps.kit.getState();
    if (!target || !kit.result || kit.busy) return;
    if (kit.regenerating) {
      waiting = true; // sent once the graphics of the other name are there
      return;
    }
    cancel();
    if (shown && sameSnapshot(target, shown)) {
      set({ status: state.status === "updating" ? (kit.kept ? "saved" : "updated") : state.status });
      return;
    }
    const controller = new AbortController();
    inFlight = controller;
    set({ status: "updating" });
    const edit = editOf(target, deps.palettes);
    const { result, request, kept } = kit;
    try {
      if (kept && result.id && result.ownerToken) {
        const { id, ownerToken } = result;
        const send = (revision: number) =>
          deps.api.editKit(id, edit, { ownerToken, revision, signal: controller.signal });
        const shared = await send(kept.revision).catch((error) => {
          // A save cancelled on its way made this revision: the same whole edit goes again on top of it.
          const ours = error instanceof ApiError && error.isRevisionConflict && cancelledSaves > 0;
          if (!ours || error.revision === undefined) throw error;
          return send(error.revision);
        });
        if (inFlight !== controller) return;
        deps.kit.showEdited({
          kit: shared.kit,
          request: shared.request,
          kept: { revision: shared.revision, expiresAt: shared.expiresAt },
        });
      } else {
        const { eventNames, headline, tagline, description, socialCaptions, selectedName, language, design } =
          result;
        const previewed = await deps.api.previewKit({
          request: request ?? {},
          kit: { eventNames, headline, tagline, description, socialCaptions, selectedName, language, design },
          ...result.art ? { art: result.art } : {},
          edit,
        }, controller.signal);
        if (inFlight !== controller) return;
        deps.kit.showEdited(previewed);
      }
      inFlight = undefined;
      cancelledSaves = 0;
      shown = target;
      const done = state.snapshot && sameSnapshot(state.snapshot, target);
      set({ status: done ? (kept ? "saved" : "updated") : "updating", fieldErrors: null });
    } catch (error) {
      if (isAbort(error) || inFlight !== controller) return;
      inFlight = undefined;
      if (error instanceof ApiError && error.isRevisionConflict && result.id && result.ownerToken) {
        deps.notify(STUDIO_TOASTS.changedElsewhere);
        if (!await reload(result.id, result.ownerToken)) set({ status: "failed" });
        return;
      }
      fail(error);
    }
  };

  const later = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      timer = undefined;
      closeBurst();
      set({});
      void save();
    }, debounceMs);
  };

  /** Shows `next` as an edit of its own and saves it at once. */
  const move = (next: StudioSnapshot, nextHistory: EditHistory<StudioSnapshot>) => {
    history = nextHistory;
    set({ snapshot: next, status: "updating" });
    void save();
  };

  const unsubscribe = deps.kit.subscribe(() => {
    const kit = deps.kit.getState();
    if (kit.kitVersion !== kitVersion) return start();
    if (waiting && !kit.regenerating) {
      waiting = false;
      void save();
    }
  });
  start();

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    type(field, patch) {
      if (!state.snapshot) return;
      if (burst && burst.field !== field) closeBurst();
      burst ??= { field, before: state.snapshot };
      const { [field]: _cleared, ...errors } = state.fieldErrors ?? {};
      set({
        snapshot: patched(state.snapshot, patch),
        status: "updating",
        fieldErrors: Object.keys(errors).length ? errors : null,
      });
      later();
    },

    choose(patch) {
      if (!state.snapshot) return;
      closeBurst();
      const before = state.snapshot;
      const next = patched(before, patch);
      if (sameSnapshot(before, next)) return;
      move(next, recordEdit(history, before));
    },

    shuffle() {
      if (!state.snapshot) return;
      this.choose({ design: { variation: state.snapshot.design.variation + 1 } });
    },

    undo() {
      if (!state.snapshot) return;
      closeBurst();
      const undone = undoEdit(history, state.snapshot);
      if (undone) move(undone.state, undone.history);
    },

    redo() {
      if (!state.snapshot) return;
      closeBurst();
      const redone = redoEdit(history, state.snapshot);
      if (redone) move(redone.state, redone.history);
    },

    dispose() {
      unsubscribe();
      cancel();
      listeners.clear();
    },
  };
}

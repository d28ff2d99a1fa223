/**
 * The page's state machine (docs/behaviour.md#states-and-transitions), free of React so it can be tested with
 * a fake clock: the form, the generation with its progress, the result, regenerating the graphics for another
 * name, and the rate limit with its countdown. It tells the visitor what happened through `notify` (the
 * toasts of docs/behaviour.md#toasts). A kit the server kept (issue 19) goes into "Your kits", and its new
 * graphics are kept in it with its owner token; a shared kit's request can fill the form in ('Make your own':
 * `draft`). Its owner can open a kept kit again, and the studio (issue 26, studio-store.ts) shows each edit
 * here, with the kept kit's revision and expiry.
 */
import {
  DEFAULT_RATE_LIMIT_WAIT_S,
  type GenerationRequestInput,
  type GenerationStep,
  type KitResult,
  REGENERATE_DEBOUNCE_MS,
} from "../../brandkit/web.ts";
import { ApiError } from "../api/api-error.ts";
import type { ApiClient } from "../api/client.ts";
import { type ToastMessage, TOASTS } from "../messages.ts";
import { MS_PER_S } from "../../brandkit/web.ts";
import type { KeptKitBody, KeptRequest, SharedKit } from "../../brandkit/web.ts";
import { formFieldErrors } from "./field-errors.ts";
import type { FormValues } from "./form-draft.ts";
import type { YourKit } from "./your-kits.ts";

export { formFieldErrors } from "./field-errors.ts";

/** The wait to suggest when a busy server did not say how long. */
const DEFAULT_SERVER_BUSY_WAIT_S = 10;

/** What the form starts with instead of empty fields; a new version remounts the form with it. */
export type FormDraft = { values: FormValues; version: number };

/** An active rate limit: the server's message, and when it ends. */
export type RateLimit = { message: string; endsAt: number };

/** The owner's kept kit: the revision its next edit is made on, and when it expires (null until known). */
export type KeptState = { revision: number; expiresAt: string | null };

/** A kit as an edit or a preview answers it: the kit, the request, and for a kept kit its revision and expiry. */
export type EditedKit = { kit: KeptKitBody; request: KeptRequest; kept?: KeptState };

export type KitState = {
  /** A kit is being generated (the form shows it is busy). */
  busy: boolean;
  /** The step the server is working on, while busy. */
  step: GenerationStep | null;
  /** The steps finished so far, while busy. */
  completed: readonly GenerationStep[];
  result: KitResult | null;
  /** The input the result was made from, kept for regenerating (docs/behaviour.md#states-and-transitions). */
  request: GenerationRequestInput | null;
  /** The name whose graphics are being regenerated. */
  regenerating: string | null;
  rateLimit: RateLimit | null;
  /** The clock as the countdown last read it. */
  now: number;
  /**
   * Fields the server refused, by name ("customEventName", "eventLocation"), with its message: a character no
   * font can draw, a name too long. Shown under the field; cleared when the field changes or on a new submit.
   */
  fieldErrors: Readonly<Record<string, string>> | null;
  /** 'Make your own': the form's fields from a shared kit's request; null for an empty form. */
  draft: FormDraft | null;
  /** The result's kept kit, when this page holds its owner token; null otherwise. */
  kept: KeptState | null;
  /** Counts the kits shown: each new one (made, opened by its owner, loaded again) starts the studio afresh. */
  kitVersion: number;
};

export type KitPageStoreDeps = {
  api: ApiClient;
  notify: (message: ToastMessage) => void;
  /** @default Date.now */
  now?: () => number;
  /** Where a kept kit is remembered for its maker; none keeps nothing. */
  yourKits?: {
    add(kit: YourKit): unknown;
    rename(id: string, name: string): unknown;
    /** The kit is kept until `expiresAt` (an ISO date), so the list keeps it as long. */
    keptUntil?(id: string, expiresAt: string): unknown;
  };
};

export type KitPageStore = {
  getState(): KitState;
  subscribe(listener: () => void): () => void;
  submit(request: GenerationRequestInput): Promise<void>;
  /** New graphics for `name` (another of the kit's names, or the current one when it has none). */
  regenerate(name: string): Promise<void>;
  /** 'Create New': forget the result and the stored input, back to the form. */
  reset(): void;
  /** Fills the form in (ignored once a kit is being made or shown). */
  setDraft(values: FormValues): void;
  /** Shows a kept kit to its owner, who holds `ownerToken`: editable, as if just made. */
  open(shared: SharedKit, ownerToken: string): void;
  /**
   * Shows the kit as an owner's edit, a preview, 'Keep longer' or a read answered it; an answer about a revision
   * older than the one shown (it crossed a newer edit on the way) changes nothing.
   */
  showEdited(edited: EditedKit): void;
  /** Forgets the server's error about one field (the visitor changed it). */
  clearFieldError(field: string): void;
  /** Stops timers and requests (the page is going away). */
  dispose(): void;
};

/** Whole seconds left of the rate limit in `state`; 0 when there is none. */
export function secondsLeft(state: Pick<KitState, "rateLimit" | "now">): number {
  if (!state.rateLimit) return 0;
  return Math.max(0, Math.ceil((state.rateLimit.endsAt - state.now) / MS_PER_S));
}

/** True when the kit has none of its graphics. */
export function hasNoImages(kit: KitResult): boolean {
  return !kit.images.poster && !kit.images.square && !kit.images.banner;
}

export const INITIAL_KIT_STATE: KitState = {
  busy: false,
  step: null,
  completed: [],
  result: null,
  request: null,
  regenerating: null,
  rateLimit: null,
  fieldErrors: null,
  draft: null,
  kept: null,
  kitVersion: 0,
  now: 0,
};

export function createKitPageStore(deps: KitPageStoreDeps): KitPageStore {
  const now = deps.now ?? Date.now;
  const listeners = new Set<() => void>();
  let state: KitState = { ...INITIAL_KIT_STATE, now: now() };
  let tick: ReturnType<typeof setTimeout> | undefined;
  let inFlight: AbortController | undefined;
  let lastRegenerateAt = Number.NEGATIVE_INFINITY;
  let draftVersion = 0;
  /** The notices the kit came with; a regeneration's own notices are shown after them. */
  let kitNotices: readonly string[] = [];

  const set = (patch: Partial<KitState>) => {
    state = { ...state, ...patch };
    for (const listener of listeners) listener();
  };

  /** Wakes up on each whole second of the countdown, and clears the limit when it has run out. */
  const scheduleTick = () => {
    clearTimeout(tick);
    if (!state.rateLimit) return;
    const remainingMs = state.rateLimit.endsAt - now();
    if (remainingMs <= 0) {
      set({ rateLimit: null, now: now() });
      return;
    }
    tick = setTimeout(() => {
      set({ now: now() });
      scheduleTick();
    }, remainingMs % MS_PER_S || MS_PER_S);
  };

  const startRateLimit = (message: string, seconds: number) => {
    const at = now();
    set({ rateLimit: { message, endsAt: at + seconds * MS_PER_S }, now: at });
    scheduleTick();
  };

  const startRequest = () => {
    inFlight?.abort();
    inFlight = new AbortController();
    return inFlight;
  };

  const isCurrent = (controller: AbortController) => inFlight === controller && !controller.signal.aborted;

  /** True (and the visitor is told) when a rate limit blocks a new request. */
  const blockedByRateLimit = () => {
    const seconds = secondsLeft({ rateLimit: state.rateLimit, now: now() });
    if (seconds === 0) return false;
    deps.notify(TOASTS.blockedByRateLimit(seconds));
    return true;
  };

  /** The owner's kept kit as the server shares it, with this page's token (null when it has none). */
  const ownedKit = (shared: SharedKit, ownerToken: string): Partial<KitState> => ({
    result: { ...shared.kit, id: shared.id, shareUrl: shared.shareUrl, ownerToken },
    request: shared.request,
    kept: { revision: shared.revision, expiresAt: shared.expiresAt },
  });

  /** A kit the server kept goes into "Your kits", so its maker can find and delete it later. */
  const remember = (kit: KitResult) => {
    if (!kit.id || !kit.shareUrl || !kit.ownerToken) return;
    void deps.yourKits?.add({
      id: kit.id,
      name: kit.selectedName,
      createdAt: new Date(now()).toISOString(),
      ownerToken: kit.ownerToken,
      shareUrl: kit.shareUrl,
    });
  };

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    async submit(request) {
      if (state.busy || blockedByRateLimit()) return;
      const controller = startRequest();
      set({
        busy: true,
        step: null,
        completed: [],
        result: null,
        request,
        regenerating: null,
        fieldErrors: null,
      });
      try {
        const kit = await deps.api.createKit(request, {
          signal: controller.signal,
          onProgress: (step) => {
            if (!isCurrent(controller)) return;
            const completed = state.step ? [...state.completed, state.step] : state.completed;
            set({ step, completed });
          },
        });
        if (!isCurrent(controller)) return;
        // The kit's language (Auto's choice included) goes with the request, so its new graphics, extra
        // formats and download stay in it.
        const owned = kit.id && kit.ownerToken ? kit.id : null;
        set({
          busy: false,
          step: null,
          completed: [],
          result: kit,
          request: { ...request, language: kit.language },
          kept: owned ? { revision: 0, expiresAt: null } : null,
          kitVersion: state.kitVersion + 1,
        });
        kitNotices = kit.notices ?? [];
        remember(kit);
        if (!kit.imageError) deps.notify(TOASTS.generated);
        else if (kit.imageError.code === "RATE_LIMIT_EXCEEDED") {
          const seconds = kit.imageError.retryAfter ?? DEFAULT_RATE_LIMIT_WAIT_S;
          startRateLimit(kit.imageError.message, seconds);
          deps.notify(TOASTS.imagesRateLimited(seconds));
        } else deps.notify(TOASTS.imagesFailed);
      } catch (error) {
        if (!isCurrent(controller)) return;
        set({ busy: false, step: null, completed: [], request: null });
        const fieldErrors = error instanceof ApiError ? formFieldErrors(error) : null;
        if (fieldErrors) {
          // The form says what is wrong with which field; a toast saying "try again" would mislead.
          set({ fieldErrors });
        } else if (error instanceof ApiError && error.isRateLimit) {
          const seconds = error.retryAfter ?? DEFAULT_RATE_LIMIT_WAIT_S;
          startRateLimit(error.message, seconds);
          deps.notify(TOASTS.imagesRateLimited(seconds));
        } else if (error instanceof ApiError && error.isServerBusy) {
          deps.notify(TOASTS.serverBusy(error.retryAfter ?? DEFAULT_SERVER_BUSY_WAIT_S));
        } else deps.notify(TOASTS.generationFailed);
      }
    },

    async regenerate(name) {
      const { result, request } = state;
      if (!result || !request || state.busy || state.regenerating) return;
      if (name === result.selectedName && !hasNoImages(result)) return;
      if (blockedByRateLimit()) return;
      const at = now();
      if (at - lastRegenerateAt < REGENERATE_DEBOUNCE_MS) return;
      lastRegenerateAt = at;
      const controller = startRequest();
      set({ regenerating: name });
      try {
        const kept = result.id && result.ownerToken ? { id: result.id, token: result.ownerToken } : null;
        // The kit's design goes along, so the new graphics keep the owner's layout, lines and colours.
        const design = result.design ? { design: result.design } : {};
        const regenerated = await deps.api.regenerateImages(
          kept ? { request, name, kitId: kept.id, ...design } : { request, name, ...design },
          { signal: controller.signal, ownerToken: kept?.token },
        );
        if (!isCurrent(controller) || !state.result) return;
        // Keeping the new graphics made a new revision of the kept kit: the next edit is made on it.
        const revised = kept && regenerated.kept && state.kept
          ? await deps.api.getKit(kept.id, controller.signal).then(
            (shared) => ({ revision: shared.revision, expiresAt: shared.expiresAt }),
            () => ({ ...state.kept!, revision: state.kept!.revision + 1 }),
          )
          : null;
        if (!isCurrent(controller) || !state.result) return;
        const { imageError: _dropped, ...current } = state.result;
        // New graphics that could not be kept part the page's kit from the kept one: from here on the page's
        // files are made from what it shows, not read from the link (which shows the earlier graphics).
        const { id: _id, shareUrl: _link, ownerToken: _token, ...unkept } = current;
        // The earlier graphics' art goes with them: the new ones bring their own, if an AI drew any.
        const { art: _earlierArt, ...kit } = kept && !regenerated.kept ? unkept : current;
        const notices = [...new Set([...kitNotices, ...(regenerated.notices ?? [])])];
        set({
          regenerating: null,
          result: {
            ...kit,
            selectedName: regenerated.selectedName,
            images: regenerated.images,
            ...regenerated.art ? { art: regenerated.art } : {},
            notices: notices.length ? notices : undefined,
          },
          kept: kept && !regenerated.kept ? null : revised ?? state.kept,
        });
        if (kept && regenerated.kept) void deps.yourKits?.rename(kept.id, regenerated.selectedName);
        deps.notify(TOASTS.imagesUpdated(regenerated.selectedName));
      } catch (error) {
        if (!isCurrent(controller)) return;
        set({ regenerating: null });
        if (error instanceof ApiError && error.isRateLimit) {
          const seconds = error.retryAfter ?? DEFAULT_RATE_LIMIT_WAIT_S;
          startRateLimit(error.message, seconds);
          deps.notify(TOASTS.regenerateRateLimited(seconds));
        } else if (error instanceof ApiError && error.isServerBusy) {
          deps.notify(TOASTS.serverBusy(error.retryAfter ?? DEFAULT_SERVER_BUSY_WAIT_S));
        } else deps.notify(TOASTS.regenerationFailed);
      }
    },

    setDraft(values) {
      if (state.busy || state.result) return;
      draftVersion += 1;
      set({ draft: { values, version: draftVersion } });
    },

    open(shared, ownerToken) {
      inFlight?.abort();
      inFlight = undefined;
      kitNotices = shared.kit.notices ?? [];
      set({
        ...ownedKit(shared, ownerToken),
        busy: false,
        step: null,
        completed: [],
        regenerating: null,
        fieldErrors: null,
        kitVersion: state.kitVersion + 1,
      });
      void deps.yourKits?.keptUntil?.(shared.id, shared.expiresAt);
    },

    showEdited({ kit, request, kept }) {
      const { result } = state;
      if (!result || (kept && state.kept && kept.revision < state.kept.revision)) return;
      const { inspirationImage } = state.request ?? {};
      set({
        result: { ...result, ...kit },
        request: { ...request, ...inspirationImage ? { inspirationImage } : {} },
        ...kept && state.kept ? { kept } : {},
      });
      if (!result.id || !kept) return;
      if (kit.selectedName !== result.selectedName) void deps.yourKits?.rename(result.id, kit.selectedName);
      if (kept.expiresAt) void deps.yourKits?.keptUntil?.(result.id, kept.expiresAt);
    },

    clearFieldError(field) {
      if (!state.fieldErrors?.[field]) return;
      const { [field]: _cleared, ...rest } = state.fieldErrors;
      set({ fieldErrors: Object.keys(rest).length ? rest : null });
    },

    reset() {
      inFlight?.abort();
      inFlight = undefined;
      // Back to the form as it starts; a rate limit still running stays, and so does the clock.
      const { rateLimit: _kept, now: _clock, kitVersion: _count, ...initial } = INITIAL_KIT_STATE;
      set({ ...initial, kitVersion: state.kitVersion + 1 });
    },

    dispose() {
      inFlight?.abort();
      clearTimeout(tick);
      listeners.clear();
    },
  };
}

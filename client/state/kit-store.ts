/**
 * The page's state machine (spec §4), free of React so it can be tested with a fake clock: the form, the
 * generation with its progress, the result, regenerating the graphics for another name, and the rate limit
 * with its countdown. It tells the visitor what happened through `notify` (the toasts of spec §8). A kit the
 * server kept (issue 19) goes into "Your kits", and its new graphics are kept in it with its owner token; a
 * shared kit's request can fill the form in ('Make your own': `draft`).
 */
import {
  DEFAULT_RATE_LIMIT_WAIT_S,
  type GenerationRequestInput,
  type GenerationStep,
  type KitResult,
  REGENERATE_DEBOUNCE_MS,
} from "../../brandkit/mod.ts";
import { ApiError } from "../api/api-error.ts";
import type { ApiClient } from "../api/client.ts";
import { type ToastMessage, TOASTS } from "../messages.ts";
import { MS_PER_S } from "../../brandkit/time.ts";
import type { FormValues } from "./form-draft.ts";
import type { YourKit } from "./your-kits.ts";

/** The wait to suggest when a busy server did not say how long. */
const DEFAULT_SERVER_BUSY_WAIT_S = 10;

/** What the form starts with instead of empty fields; a new version remounts the form with it. */
export type FormDraft = { values: FormValues; version: number };

/** An active rate limit: the server's message, and when it ends. */
export type RateLimit = { message: string; endsAt: number };

export type KitState = {
  /** A kit is being generated (the form shows it is busy). */
  busy: boolean;
  /** The step the server is working on, while busy. */
  step: GenerationStep | null;
  /** The steps finished so far, while busy. */
  completed: readonly GenerationStep[];
  result: KitResult | null;
  /** The input the result was made from, kept for regenerating (spec §4). */
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
};

export type KitStoreDeps = {
  api: ApiClient;
  notify: (message: ToastMessage) => void;
  /** @default Date.now */
  now?: () => number;
  /** Where a kept kit is remembered for its maker; none keeps nothing. */
  yourKits?: { add(kit: YourKit): unknown; rename(id: string, name: string): unknown };
};

export type KitStore = {
  getState(): KitState;
  subscribe(listener: () => void): () => void;
  submit(request: GenerationRequestInput): Promise<void>;
  /** New graphics for `name` (another of the kit's names, or the current one when it has none). */
  regenerate(name: string): Promise<void>;
  /** 'Create New': forget the result and the stored input, back to the form. */
  reset(): void;
  /** Fills the form in (ignored once a kit is being made or shown). */
  setDraft(values: FormValues): void;
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

/** Fields of the form a refusal can point at, and how the page names each in a message. */
const FORM_FIELDS: Readonly<Record<string, string>> = {
  customEventName: "The event name",
  eventLocation: "The location",
  eventDate: "The date",
  eventLink: "The link",
};

/**
 * A refused request's messages by form field ("The event name has a character no font can draw: '𓀀'
 * (U+13000)"), or null when the refusal is not about the form's fields.
 */
export function formFieldErrors(error: ApiError): Record<string, string> | null {
  if (error.code !== "UNSUPPORTED_CHARACTER" && error.code !== "VALIDATION_ERROR") return null;
  const entries = (error.issues ?? []).filter((issue) => issue.path in FORM_FIELDS).map((issue) => {
    const message = issue.message.startsWith(issue.path)
      ? FORM_FIELDS[issue.path] + issue.message.slice(issue.path.length)
      : issue.message;
    return [issue.path, message] as const;
  });
  return entries.length ? Object.fromEntries(entries) : null;
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
  now: 0,
};

export function createKitStore(deps: KitStoreDeps): KitStore {
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
        set({
          busy: false,
          step: null,
          completed: [],
          result: kit,
          request: { ...request, language: kit.language },
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
        const regenerated = await deps.api.regenerateImages(
          kept ? { request, name, kitId: kept.id } : { request, name },
          { signal: controller.signal, ownerToken: kept?.token },
        );
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

    clearFieldError(field) {
      if (!state.fieldErrors?.[field]) return;
      const { [field]: _cleared, ...rest } = state.fieldErrors;
      set({ fieldErrors: Object.keys(rest).length ? rest : null });
    },

    reset() {
      inFlight?.abort();
      inFlight = undefined;
      // Back to the form as it starts; a rate limit still running stays, and so does the clock.
      const { rateLimit: _kept, now: _clock, ...initial } = INITIAL_KIT_STATE;
      set(initial);
    },

    dispose() {
      inFlight?.abort();
      clearTimeout(tick);
      listeners.clear();
    },
  };
}

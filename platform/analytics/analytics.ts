/**
 * The analytics service (docs/behaviour.md#platform-realtime-and-analytics): events are queued and sent in
 * batches of 10, a partial batch 3 s after its first event; string values are cut to 256 characters; a new
 * session starts after 30 minutes idle; nothing is recorded under do-not-track; a batch that failed to send
 * is retried 3 s later; when the page is hidden the queue is sent with keepalive so it survives.
 */
import { ANALYTICS_BATCH_SIZE, ANALYTICS_FLUSH_DELAY_MS, ANALYTICS_MAX_STRING_LENGTH } from "../constants.ts";
import type { ClientContext } from "../context.ts";
import { ErrorKind } from "../errors.ts";
import type { BrowserEnv, TimerId } from "../runtime.ts";
import type { Session } from "../auth/session.ts";
import { detectChannel, readUtm } from "./attribution.ts";
import { createSessionTracker } from "./session.ts";
import { z } from "zod";

/** Most events kept while the platform cannot be reached; older ones are dropped first. Our own bound. */
export const MAX_QUEUED_EVENTS = 100;

/**
 * One event as sent (docs/behaviour.md#platform-services); custom properties travel beside these fields, as
 * the platform's SDK sends them.
 */
export type AnalyticsEvent = {
  type: string;
  timestamp: string;
  project_id: string;
  user_id: string | null;
  user_email: string | null;
  session_id: string;
  pathname: string | null;
  referrer: string | null;
  screen_width: number | null;
  channel: string;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_content: string | null;
  utm_term: string | null;
  [property: string]: unknown;
};

export type AnalyticsApi = {
  /** Records an event; never throws and never waits. */
  log(type: string, data?: Record<string, unknown>): void;
  /** Sends everything queued now. */
  flush(options?: { keepalive?: boolean }): Promise<void>;
  isEnabled(): boolean;
  enable(): void;
  disable(): void;
  /** Events waiting to be sent. */
  pending(): number;
  /** Stops the timer and the page listeners (the queue is kept). */
  dispose(): void;
};

/** Cuts every string in `value` (nested in objects and arrays too) to 256 characters. */
export function truncateStrings<T>(value: T, max = ANALYTICS_MAX_STRING_LENGTH): T {
  if (typeof value === "string") return (value.length > max ? value.slice(0, max) : value) as T;
  if (Array.isArray(value)) return value.map((item) => truncateStrings(item, max)) as T;
  if (value && typeof value === "object" && Object.getPrototypeOf(value) === Object.prototype) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, truncateStrings(item, max)]),
    ) as T;
  }
  return value;
}

/** True when the browser says do-not-track. */
export function doNotTrack(browser: BrowserEnv | undefined): boolean {
  const flags = [browser?.navigator?.doNotTrack, browser?.doNotTrack];
  return flags.some((flag) => flag === "1" || flag === "yes");
}

const AckSchema = z.unknown();

export function createAnalytics(context: ClientContext, session: Session): AnalyticsApi {
  const { browser, clock, timers } = context;
  const sessions = createSessionTracker(context.storage, context.projectId, context.random);
  let enabled = !doNotTrack(browser);
  let queue: AnalyticsEvent[] = [];
  let timer: TimerId | undefined;
  let sending: Promise<void> = Promise.resolve();

  const ownHost = () => {
    try {
      return browser?.location ? new URL(browser.location.href).hostname : undefined;
    } catch {
      return undefined;
    }
  };

  function build(type: string, data: Record<string, unknown> | undefined): AnalyticsEvent {
    const href = browser?.location?.href;
    const record = sessions.touch(clock.now(), () => ({
      referrer: browser?.document?.referrer || undefined,
      utm: readUtm(href),
    }));
    const user = session.user();
    const event: AnalyticsEvent = {
      type,
      timestamp: new Date(clock.now()).toISOString(),
      project_id: context.projectId,
      user_id: user?.id ?? null,
      user_email: user?.email ?? null,
      session_id: record.id,
      pathname: href ? new URL(href).pathname : null,
      referrer: record.referrer ?? null,
      screen_width: browser?.screen?.width ?? null,
      channel: detectChannel(record.referrer, record.utm, ownHost()),
      utm_source: record.utm.source ?? null,
      utm_medium: record.utm.medium ?? null,
      utm_campaign: record.utm.campaign ?? null,
      utm_content: record.utm.content ?? null,
      utm_term: record.utm.term ?? null,
    };
    // The standard fields win over custom properties of the same name, so `data` cannot fake a session or user.
    return truncateStrings({ ...data, ...event });
  }

  function cancelTimer(): void {
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
  }

  async function sendBatch(batch: AnalyticsEvent[], keepalive: boolean): Promise<void> {
    try {
      await context.http.json({
        path: `/api/analytics/${context.projectPath}/log`,
        json: { events: batch },
        kind: ErrorKind.ANALYTICS,
        keepalive,
      }, AckSchema);
    } catch {
      // Analytics never fails the app: the batch goes back to wait for the next flush.
      queue = [...batch, ...queue].slice(-MAX_QUEUED_EVENTS);
    }
  }

  function flush(options: { keepalive?: boolean } = {}): Promise<void> {
    cancelTimer();
    const batches: AnalyticsEvent[][] = [];
    while (queue.length > 0) batches.push(queue.splice(0, ANALYTICS_BATCH_SIZE));
    const keepalive = options.keepalive ?? false;
    sending = sending.then(async () => {
      for (const batch of batches) await sendBatch(batch, keepalive);
      // A failed send put its batch back: try again after the usual delay rather than waiting for a new event.
      if (queue.length > 0 && enabled) scheduleFlush();
    });
    return sending;
  }

  function scheduleFlush(): void {
    if (timer === undefined) timer = timers.setTimeout(() => void flush(), ANALYTICS_FLUSH_DELAY_MS);
  }

  function onHidden(): void {
    if (browser?.document?.visibilityState === "hidden" && queue.length > 0) void flush({ keepalive: true });
  }
  const onPageHide = () => {
    if (queue.length > 0) void flush({ keepalive: true });
  };
  browser?.document?.addEventListener("visibilitychange", onHidden);
  browser?.window?.addEventListener("pagehide", onPageHide);

  return {
    log(type, data) {
      if (!enabled || !type) return;
      queue.push(build(type, data));
      if (queue.length > MAX_QUEUED_EVENTS) queue.shift();
      if (queue.length >= ANALYTICS_BATCH_SIZE) void flush();
      else scheduleFlush();
    },
    flush,
    isEnabled: () => enabled,
    enable() {
      enabled = !doNotTrack(browser);
    },
    disable() {
      enabled = false;
      cancelTimer();
      queue = [];
    },
    pending: () => queue.length,
    dispose() {
      cancelTimer();
      browser?.document?.removeEventListener("visibilitychange", onHidden);
      browser?.window?.removeEventListener("pagehide", onPageHide);
    },
  };
}

/**
 * A kept kit's pages, server-rendered and hydrated like `/`:
 * - GET /k/:id — the event page (issue 28), what guests open: the event, its RSVP counts, and the answer of the
 *   browser's no-JavaScript cookie (checked with its token) or what its last form post came to (`?rsvp=`,
 *   `?rsvp-error=`);
 * - GET /k/:id/kit — the brand kit (issue 19), for co-organisers;
 * - GET /k/:id/calendar.ics — the event as a calendar to subscribe to (issue 38), for a kit with a date: the
 *   same entry as its event.ics (the kit's UID, its SEQUENCE), asked for again by calendar apps every 12 hours;
 * - GET /k/:id/updates.atom — the owner's updates (issue 38) as an Atom feed, made afresh for each request.
 * Each is read from the database on every request (a deleted kit is gone at once, on every instance), but
 * asking for the kit's revision is cheap: the kit itself is read once per revision, and pages are rendered and
 * compressed once, then served from memory: the kit page per revision and origin, the event page per revision,
 * origin, RSVP counts and updates (two more cheap questions, asked at most once a second per kit). A page for one guest's
 * answer is rendered for that request, with the counts read afresh, and never stored. The hot path skips the app's middleware, and each answer is still logged.
 *
 * A malformed id gets the 404 page without the database being asked; an unknown one too. So does the page's form
 * (POST /k/:id/rsvp, rsvp-form.ts) posted to a malformed id, before the form's route sees it: such an id is no
 * page to send the guest back to, and never goes into a Location or a cookie's Path. While the database cannot be
 * reached, the page says so with 503 and Retry-After. Every page is in the visitor's interface language
 * (page-language.ts): the 404 and 503 pages in the one the request asks for, a kit's pages by default in the kit's.
 */
import { type Context, Hono } from "hono";
import {
  ErrorCode,
  GUEST_ID_PATTERN,
  type GuestEntry,
  isBrandKitError,
  type KitUpdate,
  type RsvpSummary,
  type SharedKit,
  sharePath,
  updatesFeedPath,
} from "../brandkit/web.ts";
import {
  eventSubscription,
  type GuestBook,
  isKitId,
  type KeptKitRecord,
  kitCalendarUid,
  type KitKeeper,
  type KitUpdates,
  lruMap,
  newKitId,
  sharedKitOf,
  STORE_RETRY_AFTER_S,
  updatesFeed,
} from "../brandkit/mod.ts";
import type { EventRsvpData, RsvpOutcome } from "../client/event/event-data.ts";
import { ticketQrOf } from "../client/event/ticket-qr.ts";
import type { EventPageInput } from "./event-page.tsx";
import { renderPlainPage } from "./plain-page.ts";
import { PAGE_CSP } from "./page.tsx";
import { pageLanguageOf, withPageLanguage } from "./page-language.ts";
import type { InterfaceLanguage } from "../client/i18n/interface-language.ts";
import type { PublicOrigin } from "./public-origin.ts";
import { answerCookieOf } from "./rsvp-form.ts";
import {
  type AssetResponder,
  createAssetResponder,
  createStaticAsset,
  type StaticAsset,
} from "./static-asset.ts";

/** Pages kept rendered in memory, the least recently served dropped first. */
const RENDERED_PAGES = 256;
/** Kits kept read (one per live revision), for their event pages. */
const READ_KITS = 256;
/**
 * How long an event page's RSVP counts are reused before the database is asked again: a second-old count is news
 * to nobody, and asking once a second keeps the page as cheap to serve as the kit page. A guest's own answer, and
 * what their form post came to, are always read afresh.
 */
export const RSVP_COUNTS_FRESH_MS = 1_000;
const HTML = "text/html; charset=utf-8";
const CALENDAR = "text/calendar; charset=utf-8";
const ATOM = "application/atom+xml; charset=utf-8";

/**
 * Whether an If-None-Match header names `etag`, compared weakly as RFC 9110 has it for this header (`W/` aside);
 * `*` names any.
 */
export function ifNoneMatches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  return header.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === opaque(etag));
}

/**
 * Headers of every share page answer: never indexed (but the event page of an event its owner lists: issue 38,
 * unindexed), the link never sent on as a referrer to another site. The referrer policy is `same-origin`, not
 * `no-referrer`: under `no-referrer` a browser sends the page's own form with `Origin: null`, which cannot be told
 * from another site's (routes/form-origin.ts).
 */
export const SHARE_PAGE_HEADERS = {
  "Cache-Control": "no-cache",
  "Content-Security-Policy": PAGE_CSP,
  "X-Robots-Tag": "noindex",
  "Referrer-Policy": "same-origin",
} as const;

export type ShareRouteDeps = {
  keeper: KitKeeper;
  /** The guest book: the event page's counts, and the answer of a guest's cookie. */
  guests: Pick<GuestBook, "summaryOf" | "guest">;
  /** The owner's updates (issue 38): the event page's and the feed's. */
  updates: Pick<KitUpdates, "list">;
  origin: PublicOrigin;
  /** The share link of a kit, as the API gives it. */
  shareUrl: (id: string) => string;
  /** The kit page's HTML for a kit in the interface's `language`, with absolute URLs from `origin`. */
  renderSharePage: (shared: SharedKit, origin: string, language: InterfaceLanguage) => string;
  /** The event page's HTML. */
  renderEventPage: (input: EventPageInput) => string;
  /** True when the server sends mail (issue 38): the event page's RSVP form asks for an address. */
  mail?: boolean;
  /** BRANDKIT_MAPS_URL. */
  mapsUrl: string;
  /** The 404 page in each interface language, rendered once. */
  notFoundPages: ReadonlyMap<InterfaceLanguage, StaticAsset>;
  /** The security headers (securityHeaderValues). */
  headers: Readonly<Record<string, string>>;
  /** Told of each answer, for the request log. */
  served: (c: Context, response: Response, startedAt: number, route: string) => void;
  now: () => number;
};

/** The page a visitor sees while the database cannot be reached, in the interface's `language`. */
export function renderUnavailableHtml(language: InterfaceLanguage): string {
  return renderPlainPage(language, "unavailable", true);
}

/** An error code as the form's 303 writes it. */
const ERROR_CODE = /^[A-Z_]{1,40}$/;
/** The fields a refusal may name. */
const FORM_FIELDS = new Set(["name", "answer", "party", "note", "answers", "companions"]);

/** What the last form post came to, from the page's query after its 303 (rsvp-form.ts); undefined for none. */
export function rsvpOutcomeOf(query: URLSearchParams): RsvpOutcome | undefined {
  const code = query.get("rsvp-error");
  if (code !== null && ERROR_CODE.test(code)) {
    const field = query.get("field");
    const retryAfter = Number(query.get("retry-after"));
    const placesLeft = query.has("places-left") ? Number(query.get("places-left")) : NaN;
    return {
      kind: "refused",
      code,
      ...field && FORM_FIELDS.has(field) ? { field } : {},
      ...Number.isInteger(retryAfter) && retryAfter > 0 ? { retryAfter } : {},
      ...Number.isSafeInteger(placesLeft) && placesLeft >= 0 ? { placesLeft } : {},
    };
  }
  const answered = query.get("rsvp");
  if (answered === "withdrawn") return { kind: "withdrawn" };
  if (answered !== null && GUEST_ID_PATTERN.test(answered)) return { kind: "answered", guestId: answered };
  return undefined;
}

/** GET /k/:id, GET /k/:id/kit and GET /k/:id/calendar.ics, and the 404 page for the form of a malformed id. */
export function createShareRoutes(deps: ShareRouteDeps): Hono {
  const routes = new Hono();
  const headers = { ...deps.headers, ...SHARE_PAGE_HEADERS };
  const personalHeaders = { ...headers, "Content-Type": HTML, "Cache-Control": "private, no-store" };
  /** The headers of the event page of a kit its owner lists (or not): without X-Robots-Tag once listed. */
  const unindexed = (all: Readonly<Record<string, string>>, listed: boolean): Record<string, string> => {
    if (!listed) return all;
    const { "X-Robots-Tag": _noindex, ...rest } = all;
    return rest;
  };
  const notFound = (c: Context) => {
    const choice = pageLanguageOf(c.req);
    const page = deps.notFoundPages.get(choice.language)!;
    return withPageLanguage(
      new Response(page.bodies.identity as Uint8Array<ArrayBuffer>, {
        status: 404,
        headers: { ...headers, "Content-Type": HTML },
      }),
      choice,
    );
  };
  const rendered = lruMap<Promise<AssetResponder | null>>(RENDERED_PAGES);
  const events = lruMap<Promise<AssetResponder>>(RENDERED_PAGES);
  const kits = lruMap<Promise<KeptKitRecord | null>>(READ_KITS);
  const summaries = lruMap<{ readAtMs: number; summary: Promise<RsvpSummary> }>(READ_KITS);
  const updateLists = lruMap<{ readAtMs: number; updates: Promise<KitUpdate[]> }>(READ_KITS);
  const unavailablePages = new Map<InterfaceLanguage, string>();
  /** The page saying the database cannot be reached, in the request's language (not the kit's: it is not read). */
  const unavailable = (c: Context) => {
    const choice = pageLanguageOf(c.req);
    let html = unavailablePages.get(choice.language);
    if (html === undefined) {
      unavailablePages.set(choice.language, html = renderUnavailableHtml(choice.language));
    }
    return withPageLanguage(
      new Response(html, {
        status: 503,
        headers: { ...headers, "Content-Type": HTML, "Retry-After": String(STORE_RETRY_AFTER_S) },
      }),
      choice,
    );
  };

  /** Remembers `made` under `key` in `cache` unless it fails or finds nothing: the next request asks again. */
  const remember = <T>(
    cache: { set(key: string, value: Promise<T>): void; delete(key: string): void },
    key: string,
    made: Promise<T>,
  ) => {
    made.then((found) => found ?? cache.delete(key), () => cache.delete(key));
    cache.set(key, made);
    return made;
  };

  /** The live kit, read once per revision: asking the database for the revision alone is cheap. */
  const kitOf = async (id: string): Promise<KeptKitRecord | null> => {
    const revision = await deps.keeper.revision(id);
    if (revision === null) return null;
    const key = `${id}:${revision}`;
    return await (kits.get(key) ?? remember(kits, key, deps.keeper.find(id)));
  };

  /** The kit page of one kit at one origin in one interface language, for its live revision. */
  const kitPageOf = async (c: Context, id: string, origin: string): Promise<Response | null> => {
    const record = await kitOf(id);
    if (!record) return null;
    const choice = pageLanguageOf(c.req, record.content.kit.language);
    const key = `${id}:${record.revision}:${origin}:${choice.language}`;
    const serve = await (rendered.get(key) ?? remember(
      rendered,
      key,
      (async () => {
        const shared = sharedKitOf(record, deps.shareUrl(id));
        const asset = await createStaticAsset(
          deps.renderSharePage(shared, origin, choice.language),
          HTML,
          "fast",
        );
        return createAssetResponder(asset, headers);
      })(),
    ));
    return serve ? withPageLanguage(serve(c.req.raw), choice) : null;
  };

  /** The kit's RSVP counts: read afresh for one guest's page, else at most once per RSVP_COUNTS_FRESH_MS. */
  const summaryOf = (record: KeptKitRecord, fresh: boolean): Promise<RsvpSummary> => {
    const key = `${record.id}:${record.revision}`;
    const known = summaries.get(key);
    if (!fresh && known && deps.now() - known.readAtMs < RSVP_COUNTS_FRESH_MS) return known.summary;
    const summary = deps.guests.summaryOf(record);
    summaries.set(key, { readAtMs: deps.now(), summary });
    summary.catch(() => summaries.delete(key));
    return summary;
  };

  /** The kit's updates, newest first: read at most once per RSVP_COUNTS_FRESH_MS, as the counts are. */
  const updatesOf = (record: KeptKitRecord): Promise<KitUpdate[]> => {
    const key = `${record.id}:${record.revision}`;
    const known = updateLists.get(key);
    if (known && deps.now() - known.readAtMs < RSVP_COUNTS_FRESH_MS) return known.updates;
    const updates = deps.updates.list(record.id);
    updateLists.set(key, { readAtMs: deps.now(), updates });
    updates.catch(() => updateLists.delete(key));
    return updates;
  };

  /** The answer of the browser's cookie, when its token is that answer's; undefined for none or another's. */
  const cookieAnswer = async (c: Context, id: string): Promise<GuestEntry | undefined> => {
    const cookie = answerCookieOf(c);
    if (!cookie) return undefined;
    try {
      return await deps.guests.guest(id, cookie.guestId, cookie.guestToken);
    } catch (error) {
      const gone = [ErrorCode.NOT_FOUND, ErrorCode.FORBIDDEN, ErrorCode.KIT_NOT_FOUND].some((code) =>
        isBrandKitError(error, code)
      );
      if (gone) return undefined;
      throw error;
    }
  };

  /** The event page for this request: from memory for everyone, rendered afresh for one guest's answer. */
  const eventPage = async (c: Context, id: string): Promise<Response | null> => {
    const record = await kitOf(id);
    if (!record) return null;
    const answer = await cookieAnswer(c, id);
    const outcome = c.req.url.includes("?") ? rsvpOutcomeOf(new URL(c.req.url).searchParams) : undefined;
    const summary = await summaryOf(record, answer !== undefined || outcome !== undefined);
    const updates = await updatesOf(record);
    const origin = deps.origin(c);
    const choice = pageLanguageOf(c.req, record.content.kit.language);
    const input = (rsvp: EventRsvpData): EventPageInput => ({
      shared: sharedKitOf(record, deps.shareUrl(id)),
      language: choice.language,
      origin,
      mapsUrl: deps.mapsUrl,
      // The form's answer key is new with each rendering (the page is then served from memory to many).
      rsvp: { ...rsvp, answerKey: newKitId(), ...deps.mail ? { mail: true } : {} },
      updates,
    });
    if (answer || outcome) {
      const html = deps.renderEventPage(
        input({
          summary,
          ...answer ? { answer } : {},
          // A going guest's ticket, drawn here for a page without JavaScript (issue 39).
          ...answer?.status === "going" && answer.checkInCode
            ? { ticketQr: { code: answer.checkInCode, ...ticketQrOf(answer.checkInCode) } }
            : {},
          ...outcome ? { outcome } : {},
        }),
      );
      return withPageLanguage(
        new Response(html, { headers: unindexed(personalHeaders, summary.listed) }),
        choice,
      );
    }
    const facts = `${JSON.stringify(summary)}:${updates.map((update) => update.id).join(",")}`;
    const key = `${id}:${record.revision}:${origin}:${choice.language}:${facts}`;
    const serve = await (events.get(key) ?? remember(
      events,
      key,
      createStaticAsset(deps.renderEventPage(input({ summary })), HTML, "fast").then((asset) =>
        createAssetResponder(asset, unindexed(headers, summary.listed))
      ),
    ));
    return withPageLanguage(serve(c.req.raw), choice);
  };

  /**
   * The kit's calendar subscription (calendar.ics, issue 38), made afresh for each request (a few lines of text;
   * its DTSTAMP is now); null, the 404 page, for a kit without a date. Its ETag is weak, as only the stamp differs
   * between two answers for one revision and sequence.
   */
  const calendarOf = async (c: Context, id: string): Promise<Response | null> => {
    const record = await kitOf(id);
    if (!record?.content.request.eventDate) return null;
    const etag = `W/"${record.revision}.${record.calendarSequence}"`;
    const calendarHeaders = {
      ...headers,
      "Cache-Control": "no-cache",
      "X-Robots-Tag": "noindex",
      ETag: etag,
    };
    if (ifNoneMatches(c.req.header("if-none-match"), etag)) {
      return new Response(null, { status: 304, headers: calendarHeaders });
    }
    const { kit, request } = record.content;
    const text = eventSubscription({ kit, request }, {
      now: () => new Date(deps.now()),
      uid: kitCalendarUid(id),
      sequence: record.calendarSequence,
    });
    return new Response(text, { headers: { ...calendarHeaders, "Content-Type": CALENDAR } });
  };

  /**
   * The owner's updates as an Atom feed (issue 38), made afresh for each request (a few lines of text), with the
   * event page's headers: unindexed until the owner lists the event.
   */
  const feedOf = async (c: Context, id: string): Promise<Response | null> => {
    const record = await kitOf(id);
    if (!record) return null;
    const [summary, updates] = await Promise.all([summaryOf(record, false), updatesOf(record)]);
    const origin = deps.origin(c);
    const text = updatesFeed({
      name: record.content.kit.selectedName,
      lang: record.content.kit.language ?? "en",
      pageUrl: `${origin}${sharePath(id)}`,
      feedUrl: `${origin}${updatesFeedPath(id)}`,
      updates,
      emptyUpdated: new Date(record.createdAtMs).toISOString(),
    });
    return new Response(text, {
      headers: unindexed({ ...headers, "Cache-Control": "no-cache", "Content-Type": ATOM }, summary.listed),
    });
  };

  const answer = async (c: Context, page: (id: string) => Promise<Response | null>): Promise<Response> => {
    const id = c.req.param("id") ?? "";
    if (!isKitId(id)) return notFound(c);
    try {
      return await page(id) ?? notFound(c);
    } catch (error) {
      if (isBrandKitError(error, ErrorCode.STORE_UNAVAILABLE)) return unavailable(c);
      if (isBrandKitError(error, ErrorCode.KIT_NOT_FOUND)) return notFound(c); // gone meanwhile
      throw error;
    }
  };

  routes.post("/k/:id/rsvp", async (c, next) => {
    if (isKitId(c.req.param("id"))) return await next();
    const response = notFound(c);
    deps.served(c, response, deps.now(), "/k/:id/rsvp");
    return response;
  });
  routes.get("/k/:id", async (c) => {
    const startedAt = deps.now();
    const response = await answer(c, (id) => eventPage(c, id));
    deps.served(c, response, startedAt, "/k/:id");
    return response;
  });
  routes.get("/k/:id/calendar.ics", async (c) => {
    const startedAt = deps.now();
    const response = await answer(c, (id) => calendarOf(c, id));
    deps.served(c, response, startedAt, "/k/:id/calendar.ics");
    return response;
  });
  routes.get("/k/:id/updates.atom", async (c) => {
    const startedAt = deps.now();
    const response = await answer(c, (id) => feedOf(c, id));
    deps.served(c, response, startedAt, "/k/:id/updates.atom");
    return response;
  });
  routes.get("/k/:id/kit", async (c) => {
    const startedAt = deps.now();
    const response = await answer(c, async (id) => {
      return await kitPageOf(c, id, deps.origin(c));
    });
    deps.served(c, response, startedAt, "/k/:id/kit");
    return response;
  });
  return routes;
}

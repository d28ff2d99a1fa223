/**
 * The event page of a kept kit (`/k/{id}`, issue 28): what guests open from the link. The server writes out
 * every fact (the event's own words as the kit wrote them, marked with its language; its day and time in the
 * interface's language and the event's zone; its directions, calendar and organiser links and the colours held
 * to the contrast rule: brandkit/event) into the page's data, renders it, and the event entry hydrates the same
 * data. Its head is the kit's link card (kit-card.ts), never indexed, and the event as schema.org's Event
 * (JSON-LD: eventJsonLdOf).
 */
import {
  calendarSubscriptionUrl,
  directionsUrl,
  eventLinkLabel,
  eventStructuredData,
  eventTheme,
  eventWhen,
  googleCalendarUrl,
  graphicAltText,
  keptFilePath,
  kitPagePath,
  type KitUpdate,
  outlookCalendarUrl,
  type SharedKit,
  sharePath,
  updatesFeedPath,
} from "../brandkit/web.ts";
import type { EventPageData, EventRsvpData } from "../client/event/event-data.ts";
import { eventUpdateItemOf } from "../client/event/updates-data.ts";
import { EventPage } from "../client/event/EventPage.tsx";
import { copyLangProps } from "../client/copy-lang.ts";
import { renderHtmlDocument } from "./html-document.ts";
import { interfaceWordsOf } from "./interface-catalogs.ts";
import { directionOf, type InterfaceLanguage } from "../client/i18n/interface-language.ts";
import { kitCardMeta } from "./kit-card.ts";
import { bootOf, type PageOptions, renderApp } from "./page.tsx";

/** What one event page is made of, beside the site's options. */
export type EventPageInput = {
  shared: SharedKit;
  /** The interface's language of this page (routes/page-language.ts). */
  language: InterfaceLanguage;
  /** The site's absolute origin ("https://brandkit.example"), for the link and the card. */
  origin: string;
  /** BRANDKIT_MAPS_URL: the maps search "Directions" opens. */
  mapsUrl: string;
  rsvp: EventRsvpData;
  /** The owner's updates (issue 38), newest first. */
  updates: readonly KitUpdate[];
};

export type EventPageOptions = Omit<PageOptions, "language"> & EventPageInput;

const STORY_FILE = "story.png";
const POSTER_FILE = "poster.png";
const CALENDAR_FILE = "event.ics";

/**
 * The page's data: every fact of the event written out, every link built. Its name, description and place stay
 * the kit's words (with the kit's `lang` and `dir`); its day and time, and the poster's alt text, are written in
 * the interface's language.
 */
export function eventPageDataOf(input: EventPageInput): EventPageData {
  const { shared, origin } = input;
  const { kit, request, id } = shared;
  const { lang, dir } = copyLangProps(kit.language);
  const name = kit.selectedName;
  const when = eventWhen(request, input.language);
  const place = request.eventLocation?.trim();
  const calendarEvent = request.eventDate
    ? {
      title: name,
      eventDate: request.eventDate,
      eventTime: request.eventTime,
      eventEndTime: request.eventEndTime,
      timeZone: request.timeZone,
      location: place,
      description: kit.description,
      link: request.eventLink,
    }
    : undefined;
  return {
    id,
    url: `${origin}${sharePath(id)}`,
    kitUrl: kitPagePath(id),
    formAction: `${sharePath(id)}/rsvp`,
    lang,
    dir,
    name,
    headline: kit.headline,
    description: kit.description,
    ...when ? { when } : {},
    ...place ? { place: { text: place, directionsUrl: directionsUrl(place, input.mapsUrl) } } : {},
    ...calendarEvent
      ? {
        calendar: {
          ics: keptFilePath(id, CALENDAR_FILE),
          google: googleCalendarUrl(calendarEvent),
          outlook: outlookCalendarUrl(calendarEvent),
          subscribe: calendarSubscriptionUrl(origin, id),
        },
      }
      : {},
    ...request.eventLink
      ? { link: { url: request.eventLink, label: eventLinkLabel(name, request.vibes, request.eventLink) } }
      : {},
    ...kit.images.poster
      ? {
        picture: {
          poster: kit.images.poster,
          story: keptFilePath(id, STORY_FILE),
          alt: graphicAltText("poster", name, { ...request, language: input.language }),
        },
      }
      : {},
    theme: eventTheme(kit.design?.colors ?? kit.brandGuide.colors),
    rsvp: input.rsvp,
    updates: {
      feed: updatesFeedPath(id),
      timeZone: request.timeZone ?? "UTC",
      items: input.updates.map((update) =>
        eventUpdateItemOf(update, input.language, request.timeZone ?? "UTC")
      ),
    },
  };
}

/**
 * The event as schema.org's Event (issue 38), for the page's head: the kit's own words, its dates with the
 * event's zone's offset, its place, the poster and the page, every URL absolute.
 */
export function eventJsonLdOf(shared: SharedKit, origin: string) {
  const { kit, request, id } = shared;
  return eventStructuredData({
    name: kit.selectedName,
    description: kit.description,
    when: request,
    place: request.eventLocation,
    ...kit.images.poster ? { image: `${origin}${keptFilePath(id, POSTER_FILE)}` } : {},
    url: `${origin}${sharePath(id)}`,
    language: copyLangProps(kit.language).lang,
  });
}

/** The event page's HTML. */
export function renderEventPageHtml(options: EventPageOptions): string {
  const data = eventPageDataOf(options);
  const { shared, origin } = options;
  // The event page needs no palette catalogue (it has no form): its boot data stays small.
  const boot = bootOf({ ...options, palettes: [] }, { event: data });
  return renderHtmlDocument({
    bundle: options.bundle,
    entry: "event",
    lang: options.language,
    dir: directionOf(options.language),
    title: data.name,
    description: shared.kit.tagline,
    meta: kitCardMeta(shared, origin, data.url, data.lang, { listed: data.rsvp.summary.listed }),
    canonical: data.url,
    head: [
      { jsonLd: eventJsonLdOf(shared, origin) },
      {
        feed: {
          type: "application/atom+xml",
          href: `${origin}${data.updates.feed}`,
          title: interfaceWordsOf(options.language).t("event.updates.feedTitle", { name: data.name }),
        },
      },
    ],
    appHtml: renderApp(boot, <EventPage data={data} />, "none"),
    boot,
  });
}

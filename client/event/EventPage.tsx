/**
 * The event page (`/k/{id}`, issue 28): what a guest opens from the link. In the kit's brand (its colours, held
 * to the graphics' contrast rule by the server, and its fonts), with the poster as its picture (the story on a
 * phone): the name, the headline and the description; when (and, once hydrated, when in the guest's own zone);
 * where, with directions; "Add to calendar"; the organiser's link; "Copy link" and the share sheet; RSVP without
 * an account; and, for the browser that holds the kit's owner token, the guest list. Everything but the guest's
 * time and the owner's panel is server-rendered, and the page reads and answers without JavaScript. The owner's
 * updates (issue 38) show newest first (EventUpdates); the owner posts and removes them in the panel, and the
 * list follows without a reload.
 */
import { LanguageMenu } from "../components/LanguageMenu.tsx";
import { type CSSProperties, useState } from "react";
import type { EventTheme } from "../../brandkit/web.ts";
import { useServices } from "../app-context.ts";
import { useT } from "../i18n/use-words.ts";
import type { EventPageData } from "./event-data.ts";
import { EventFacts } from "./EventFacts.tsx";
import { EventHero } from "./EventHero.tsx";
import { OwnerSlot } from "./OwnerSlot.tsx";
import { createRsvpApi } from "./rsvp-api.ts";
import { createRsvpStore } from "./rsvp-store.ts";
import { RsvpSection } from "./RsvpSection.tsx";
import { sayWith } from "../i18n/rich-text.ts";
import { EventUpdates } from "./EventUpdates.tsx";

/** The theme as the stylesheet's custom properties (client/styles/event.css). */
function themeStyle(theme: EventTheme): CSSProperties {
  return {
    "--event-page": theme.page,
    "--event-page-ink": theme.pageInk,
    "--event-hero": theme.hero,
    "--event-hero-ink": theme.heroInk,
    "--event-accent": theme.accent,
    "--event-accent-ink": theme.accentInk,
    "--event-link": theme.link,
  } as CSSProperties;
}

export function EventPage({ data }: { data: EventPageData }) {
  const { deps } = useServices();
  const t = useT();
  const [rsvp] = useState(() =>
    createRsvpStore(data.rsvp, {
      kitId: data.id,
      pageUrl: data.url,
      api: createRsvpApi(deps),
      storage: deps.storage,
      location: deps.location,
      replaceUrl: deps.replaceUrl,
      now: deps.now,
    })
  );
  const [updates, setUpdates] = useState(data.updates.items);
  return (
    <div className="event-page" style={themeStyle(data.theme)}>
      <a className="skip-link" href="#main">{t("event.skipToContent")}</a>
      <div className="event-topbar">
        <LanguageMenu inPlace={false} />
      </div>
      <main id="main" className="event-main" tabIndex={-1}>
        <EventHero data={data} />
        <div className="event-body">
          <EventFacts data={data} />
          <EventUpdates items={updates} feed={data.updates.feed} />
          <RsvpSection data={data} store={rsvp} />
          <OwnerSlot
            data={data}
            onChanged={() => void rsvp.refresh()}
            updates={{ items: updates, timeZone: data.updates.timeZone, onChange: setUpdates }}
          />
        </div>
      </main>
      <footer className="event-footer">
        <p>
          <a href={data.kitUrl}>{t("event.footer.brandKit")}</a>
          <span aria-hidden="true">·</span>
          <span>{sayWith(t, "event.footer.madeWith", undefined, "brandKit", <a href="/">BrandKit</a>)}</span>
        </p>
      </footer>
    </div>
  );
}

/**
 * What a guest needs to come: what the event is, when (in its own zone, and in the guest's when that differs),
 * "Add to calendar" (the kit's .ics, Google Calendar, Outlook, or a subscription that follows the event as it
 * changes), and where, with directions. The event's own words (its description and place) are the kit's, in its
 * language; its day and time the server wrote out in the interface's, and the guest's own time is worked out
 * here, once hydrated.
 */
import { useId } from "react";
import type { EventPageData } from "./event-data.ts";
import { GuestTime } from "./GuestTime.tsx";
import { Icon } from "../components/Icon.tsx";
import { useT } from "../i18n/use-words.ts";

/** Links that leave the page: no Referer (the event's link would be in it) and no opener. */
const AWAY = { rel: "noopener noreferrer", target: "_blank" } as const;

export function EventFacts({ data }: { data: EventPageData }) {
  const t = useT();
  const aboutId = useId();
  const whenId = useId();
  const whereId = useId();
  const calendarId = useId();
  const subscribeId = useId();
  const { when, place, calendar } = data;
  return (
    <div className="event-facts">
      {data.description && (
        <section className="event-card" aria-labelledby={aboutId}>
          <h2 id={aboutId} className="event-card-title">{t("event.facts.about")}</h2>
          <p className="event-description" lang={data.lang} dir={data.dir}>{data.description}</p>
        </section>
      )}
      {when && (
        <section className="event-card" aria-labelledby={whenId}>
          <h2 id={whenId} className="event-card-title">{t("event.facts.when")}</h2>
          <p className="event-fact">
            <time dateTime={when.dateTime}>{when.text}</time>
          </p>
          {when.startsAt && when.timeZone && (
            <GuestTime startsAt={when.startsAt} endsAt={when.endsAt} eventZone={when.timeZone} />
          )}
          {calendar && (
            <div className="event-calendar" role="group" aria-labelledby={calendarId}>
              <h3 id={calendarId} className="event-calendar-title">{t("event.calendar.title")}</h3>
              <a className="button event-button-quiet" href={calendar.ics} download="event.ics">
                <Icon name="calendar" />
                {t("event.calendar.file")}
              </a>
              <a className="button event-button-quiet" href={calendar.google} {...AWAY}>
                {t("event.calendar.google")}
              </a>
              <a className="button event-button-quiet" href={calendar.outlook} {...AWAY}>
                {t("event.calendar.outlook")}
              </a>
              <a
                className="button event-button-quiet"
                href={calendar.subscribe}
                aria-describedby={subscribeId}
              >
                {t("event.calendar.subscribe")}
              </a>
              <p id={subscribeId} className="event-calendar-note">{t("event.calendar.subscribeNote")}</p>
            </div>
          )}
        </section>
      )}
      {place && (
        <section className="event-card" aria-labelledby={whereId}>
          <h2 id={whereId} className="event-card-title">{t("event.facts.where")}</h2>
          <p className="event-fact" lang={data.lang} dir={data.dir}>{place.text}</p>
          <a className="button event-button-quiet" href={place.directionsUrl} {...AWAY}>
            {t("event.facts.directions")}
          </a>
        </section>
      )}
    </div>
  );
}

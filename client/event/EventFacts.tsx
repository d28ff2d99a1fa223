/**
 * What a guest needs to come: what the event is, when (in its own zone, and in the guest's when that differs),
 * "Add to calendar" (the kit's .ics, Google Calendar, Outlook), and where, with directions. Each fact the server
 * wrote out in the kit's language; the guest's own time is worked out here, once hydrated.
 */
import { useId } from "react";
import type { EventPageData } from "./event-data.ts";
import { GuestTime } from "./GuestTime.tsx";
import { Icon } from "../components/Icon.tsx";

/** Links that leave the page: no Referer (the event's link would be in it) and no opener. */
const AWAY = { rel: "noopener noreferrer", target: "_blank" } as const;

export function EventFacts({ data }: { data: EventPageData }) {
  const aboutId = useId();
  const whenId = useId();
  const whereId = useId();
  const calendarId = useId();
  const { when, place, calendar } = data;
  return (
    <div className="event-facts">
      {data.description && (
        <section className="event-card" aria-labelledby={aboutId}>
          <h2 id={aboutId} className="event-card-title">About</h2>
          <p className="event-description" lang={data.lang} dir={data.dir}>{data.description}</p>
        </section>
      )}
      {when && (
        <section className="event-card" aria-labelledby={whenId}>
          <h2 id={whenId} className="event-card-title">When</h2>
          <p className="event-fact" lang={data.lang} dir={data.dir}>
            <time dateTime={when.dateTime}>{when.text}</time>
          </p>
          {when.startsAt && when.timeZone && (
            <GuestTime
              startsAt={when.startsAt}
              endsAt={when.endsAt}
              eventZone={when.timeZone}
              lang={data.lang}
              dir={data.dir}
            />
          )}
          {calendar && (
            <div className="event-calendar" role="group" aria-labelledby={calendarId}>
              <h3 id={calendarId} className="event-calendar-title">Add to calendar</h3>
              <a className="button event-button-quiet" href={calendar.ics} download="event.ics">
                <Icon name="calendar" />
                Calendar file (.ics)
              </a>
              <a className="button event-button-quiet" href={calendar.google} {...AWAY}>Google Calendar</a>
              <a className="button event-button-quiet" href={calendar.outlook} {...AWAY}>Outlook</a>
            </div>
          )}
        </section>
      )}
      {place && (
        <section className="event-card" aria-labelledby={whereId}>
          <h2 id={whereId} className="event-card-title">Where</h2>
          <p className="event-fact" lang={data.lang} dir={data.dir}>{place.text}</p>
          <a className="button event-button-quiet" href={place.directionsUrl} {...AWAY}>Directions</a>
        </section>
      )}
    </div>
  );
}

/**
 * The top of the event page: the poster (the story on a narrow screen, through `<picture>`), the event's name,
 * headline, day and place in the kit's language and direction, and what a guest does first: answer, follow the
 * organiser's link, pass the link on, or open the brand kit.
 */
import type { EventPageData } from "./event-data.ts";
import { Icon } from "../components/Icon.tsx";
import { ShareActions } from "./ShareActions.tsx";

/** Narrow screens get the story (1080x1920): a phone's whole screen, like a story in a chat app. */
const STORY_MEDIA = "(max-width: 640px)";

export function EventHero({ data }: { data: EventPageData }) {
  const { picture, link } = data;
  return (
    <header className="event-hero">
      <div className="event-hero-inner">
        {picture && (
          <picture className="event-picture">
            <source media={STORY_MEDIA} srcSet={picture.story} width={1080} height={1920} />
            <img src={picture.poster} alt={picture.alt} width={1080} height={1350} />
          </picture>
        )}
        <div className={`event-intro event-intro-${data.dir}`}>
          <div lang={data.lang} dir={data.dir}>
            <h1 className="event-name">{data.name}</h1>
            {data.headline && <p className="event-headline">{data.headline}</p>}
            {data.when && (
              <p className="event-when-short">
                <time dateTime={data.when.dateTime}>{data.when.text}</time>
              </p>
            )}
            {data.place && <p className="event-place-short">{data.place.text}</p>}
          </div>
          <div className="event-actions">
            {(data.rsvp.summary.open || data.rsvp.answer) && (
              <a className="button event-button" href="#rsvp">Are you coming?</a>
            )}
            {link && (
              <a
                className="button event-button-quiet"
                href={link.url}
                rel="noopener noreferrer"
                aria-label={`${link.label} (the organiser's site)`}
              >
                {link.label}
                <Icon name="external" />
              </a>
            )}
          </div>
          <ShareActions url={data.url} title={data.name} kitUrl={data.kitUrl} />
        </div>
      </div>
    </header>
  );
}

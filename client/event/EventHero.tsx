/**
 * The top of the event page: the poster (the story on a narrow screen, through `<picture>`), the event's name,
 * headline and place in the kit's language and direction, its day in the interface's, and what a guest does
 * first: answer, follow the organiser's link, pass the link on, or open the brand kit.
 */
import type { LinkLabel } from "../../brandkit/web.ts";
import type { EventPageData } from "./event-data.ts";
import { Icon } from "../components/Icon.tsx";
import { useT } from "../i18n/use-words.ts";
import { ShareActions } from "./ShareActions.tsx";

/** Narrow screens get the story (1080x1920): a phone's whole screen, like a story in a chat app. */
const STORY_MEDIA = "(max-width: 640px)";

/** The organiser's link, by what a guest does there. */
export const LINK_LABEL_IDS: Readonly<Record<LinkLabel, string>> = {
  "Tickets": "event.link.tickets",
  "RSVP": "event.link.rsvp",
  "Register": "event.link.register",
  "Event page": "event.link.eventPage",
};

export function EventHero({ data }: { data: EventPageData }) {
  const t = useT();
  const { picture, link } = data;
  const linkLabel = link && t(LINK_LABEL_IDS[link.label]);
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
          </div>
          {data.when && (
            <p className="event-when-short">
              <time dateTime={data.when.dateTime}>{data.when.text}</time>
            </p>
          )}
          {data.place && (
            <p className="event-place-short" lang={data.lang} dir={data.dir}>{data.place.text}</p>
          )}
          <div className="event-actions">
            {(data.rsvp.summary.open || data.rsvp.answer) && (
              <a className="button event-button" href="#rsvp">{t("event.hero.areYouComing")}</a>
            )}
            {link && (
              <a
                className="button event-button-quiet"
                href={link.url}
                rel="noopener noreferrer"
                aria-label={t("event.hero.organiserLink", { label: linkLabel })}
              >
                {linkLabel}
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

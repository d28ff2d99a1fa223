/**
 * The owner's updates on the event page (issue 38), newest first: each with its date (in the interface's language
 * and the event's zone, written by the server) and its text as the owner wrote it, line breaks kept. Shown only
 * when there is one; with a link to the updates' Atom feed. Server-rendered; an update the owner posts or removes
 * shows here without a reload.
 */
import { useId } from "react";
import { useT } from "../i18n/use-words.ts";
import type { EventUpdateItem } from "./updates-data.ts";

export type EventUpdatesProps = {
  items: readonly EventUpdateItem[];
  /** The Atom feed's path. */
  feed: string;
};

export function EventUpdates({ items, feed }: EventUpdatesProps) {
  const t = useT();
  const headingId = useId();
  if (items.length === 0) return null;
  return (
    <section id="updates" className="event-card event-updates" aria-labelledby={headingId}>
      <h2 id={headingId} className="event-card-title">{t("event.updates.title")}</h2>
      <ol className="event-update-list">
        {items.map((update) => (
          <li key={update.id} id={`update-${update.id}`} className="event-update">
            <p className="event-update-date">
              <time dateTime={update.createdAt}>{update.date}</time>
            </p>
            <p className="event-update-text" dir="auto">{update.text}</p>
          </li>
        ))}
      </ol>
      <p className="event-update-feed">
        <a href={feed} type="application/atom+xml">{t("event.updates.feed")}</a>
      </p>
    </section>
  );
}

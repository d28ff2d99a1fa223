/**
 * The event's time in the guest's own zone, when it differs from the event's: worked out once hydrated (the
 * server cannot know the guest's zone), so the server's markup and the first render in the browser agree. It is
 * written in the interface's language, like the event's own line.
 */
import { useEffect, useState } from "react";
import { useServices } from "../app-context.ts";
import { useWords } from "../i18n/use-words.ts";
import { guestTimeText } from "./guest-time.ts";

export type GuestTimeProps = {
  startsAt: string;
  endsAt?: string;
  eventZone: string;
};

export function GuestTime(props: GuestTimeProps) {
  const { deps } = useServices();
  const { language, t } = useWords();
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    const { startsAt, endsAt, eventZone } = props;
    setText(guestTimeText({ startsAt, endsAt, eventZone, lang: language, guestZone: deps.timeZone() }));
  }, [props.startsAt, props.endsAt, props.eventZone, language, deps]);
  if (!text) return null;
  return <p className="event-guest-time">{t("event.facts.yourTime", { time: text })}</p>;
}

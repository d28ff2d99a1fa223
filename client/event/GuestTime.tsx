/**
 * The event's time in the guest's own zone, when it differs from the event's: worked out once hydrated (the
 * server cannot know the guest's zone), so the server's markup and the first render in the browser agree.
 */
import { useEffect, useState } from "react";
import { useServices } from "../app-context.ts";
import { guestTimeText } from "./guest-time.ts";

export type GuestTimeProps = {
  startsAt: string;
  endsAt?: string;
  eventZone: string;
  lang: string;
  dir: "ltr" | "rtl";
};

export function GuestTime(props: GuestTimeProps) {
  const { deps } = useServices();
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    const { startsAt, endsAt, eventZone, lang } = props;
    setText(guestTimeText({ startsAt, endsAt, eventZone, lang, guestZone: deps.timeZone() }));
  }, [props.startsAt, props.endsAt, props.eventZone, props.lang, deps]);
  if (!text) return null;
  return (
    <p className="event-guest-time">
      Your time: <span lang={props.lang} dir={props.dir}>{text}</span>
    </p>
  );
}

/**
 * "Kept until {date}" on a share page: when the kept kit and its graphics are deleted. The server cannot know the
 * visitor's language or time zone, so it writes the date in English (UTC) and the browser rewrites it in the
 * visitor's own form once hydrated: both first renders agree, so hydration sees no difference.
 */
import { useEffect, useState } from "react";

const DATE_STYLE = { dateStyle: "long" } as const;

export function KeptUntil({ expiresAt }: { expiresAt: string }) {
  const [date, setDate] = useState(() =>
    new Date(expiresAt).toLocaleDateString("en-US", { ...DATE_STYLE, timeZone: "UTC" })
  );
  useEffect(() => setDate(new Date(expiresAt).toLocaleDateString(undefined, DATE_STYLE)), [expiresAt]);
  return (
    <p className="shared-kept">
      Kept until <time dateTime={expiresAt}>{date}</time>
    </p>
  );
}

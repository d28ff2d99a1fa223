/**
 * "Kept until {date}" on a share page: when the kept kit and its graphics are deleted. The server cannot know the
 * visitor's time zone, so it writes the date in the interface's language in UTC, and the browser rewrites it in
 * the visitor's own time zone once hydrated: both first renders agree, so hydration sees no difference.
 */
import { useEffect, useState } from "react";
import { useRichT } from "../i18n/rich-text.ts";
import { useWords } from "../i18n/use-words.ts";

const DATE_STYLE = { dateStyle: "long" } as const;

export function KeptUntil({ expiresAt }: { expiresAt: string }) {
  const { language } = useWords();
  const richT = useRichT();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const date = new Date(expiresAt).toLocaleDateString(
    language,
    hydrated ? DATE_STYLE : { ...DATE_STYLE, timeZone: "UTC" },
  );
  return (
    <p className="shared-kept">
      {richT("result.kept.until", { date: <time dateTime={expiresAt}>{date}</time> })}
    </p>
  );
}

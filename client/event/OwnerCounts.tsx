/**
 * The owner's counts (issue 28): people going, maybe, not going and waitlisted, each with its number of answers,
 * and those who arrived at the door (issue 39: the parties of the answers checked in).
 */
import type { GuestList } from "../../brandkit/web.ts";
import { say } from "../i18n/translator.ts";
import { useT } from "../i18n/use-words.ts";
import { STATUS_WORDS } from "./rsvp-messages.ts";

const SHOWN = ["going", "maybe", "no", "waitlist", "arrived"] as const;

export function OwnerCounts({ counts, responses }: Pick<GuestList, "counts" | "responses">) {
  const t = useT();
  return (
    <dl className="owner-counts">
      {SHOWN.map((count) => (
        <div key={count}>
          <dt>{count === "arrived" ? t("event.owner.arrived") : say(t, STATUS_WORDS[count])}</dt>
          <dd>
            {counts[count]}
            <span className="owner-count-answers">
              {" "}
              {t("event.owner.answers", { count: responses[count] })}
            </span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

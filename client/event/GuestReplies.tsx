/**
 * What a guest said beyond their answer (issue 38): the others in their party ("With Tobi, Ada") and their
 * replies to the organiser's questions, each under its question. The owner's list and "Your answer" show it; the
 * questions and replies are people's own words, shown as written in their own direction.
 */
import type { GuestEntry, RsvpQuestion } from "../../brandkit/web.ts";
import { sayWith } from "../i18n/rich-text.ts";
import { useT } from "../i18n/use-words.ts";

export type GuestRepliesProps = {
  entry: Pick<GuestEntry, "answers" | "companions">;
  /** The questions asked now, in order: a reply shows under its question. */
  questions: readonly RsvpQuestion[];
};

export function GuestReplies({ entry, questions }: GuestRepliesProps) {
  const t = useT();
  const replied = questions.filter((question) => Object.hasOwn(entry.answers, question.id));
  if (entry.companions.length === 0 && replied.length === 0) return null;
  return (
    <div className="guest-replies">
      {entry.companions.length > 0 && (
        <p className="guest-companions">
          {sayWith(
            t,
            "event.companions.with",
            undefined,
            "names",
            <span dir="auto">{entry.companions.join(t("event.rsvp.namesSeparator"))}</span>,
          )}
        </p>
      )}
      {replied.length > 0 && (
        <dl className="guest-answers" aria-label={t("event.questions.repliesLabel")}>
          {replied.map((question) => (
            <div key={question.id}>
              <dt dir="auto">{question.label}</dt>
              <dd dir="auto">{entry.answers[question.id]}</dd>
            </div>
          ))}
        </dl>
      )}
    </div>
  );
}

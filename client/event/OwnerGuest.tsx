/**
 * One answer on the owner's guest list (issue 28): who, their answer and party, their note, mail address and
 * replies (issue 38), when they arrived at the door (issue 39), and 'Remove' (asked first).
 */
import type { GuestEntry, RsvpQuestion } from "../../brandkit/web.ts";
import { useServices } from "../app-context.ts";
import { AskFirst } from "../components/AskFirst.tsx";
import { sayWith } from "../i18n/rich-text.ts";
import { say } from "../i18n/translator.ts";
import { useWords } from "../i18n/use-words.ts";
import { arrivalTimeOf } from "./arrival-time.ts";
import { GuestMail } from "./GuestMail.tsx";
import { GuestReplies } from "./GuestReplies.tsx";
import { partyWords, STATUS_WORDS } from "./rsvp-messages.ts";

export type OwnerGuestProps = {
  guest: GuestEntry;
  questions: readonly RsvpQuestion[];
  /** Whether 'Remove' is asked now (one answer at a time), and its change. */
  asking: boolean;
  onAsk: (asking: boolean) => void;
  onRemove: () => void;
  /** The 'Remove' button, for the list's removal focus. */
  removeRef?: (element: HTMLButtonElement | null) => void;
};

export function OwnerGuest({ guest, questions, asking, onAsk, onRemove, removeRef }: OwnerGuestProps) {
  const { deps } = useServices();
  const { language, t } = useWords();
  return (
    <li className="owner-guest">
      <div className="owner-guest-text">
        <p>
          <strong dir="auto">{guest.name}</strong>
          {" · "}
          {say(t, STATUS_WORDS[guest.status])}
          {" · "}
          {say(t, partyWords(guest.party))}
        </p>
        {guest.checkedInAt && (
          <p className="owner-guest-arrived">
            {sayWith(
              t,
              "event.owner.arrivedAt",
              undefined,
              "time",
              <time dateTime={guest.checkedInAt}>
                {arrivalTimeOf(guest.checkedInAt, language, deps.timeZone())}
              </time>,
            )}
          </p>
        )}
        {guest.note && <p className="owner-guest-note" dir="auto">{guest.note}</p>}
        <GuestMail entry={guest} />
        <GuestReplies entry={guest} questions={questions} />
      </div>
      <AskFirst
        words={{
          action: t("event.owner.remove"),
          actionLabel: t("event.owner.removeLabel", { name: guest.name }),
          question: t("event.owner.confirmLabel", { name: guest.name }),
          confirm: t("event.owner.confirm"),
          cancel: t("event.owner.cancel"),
        }}
        asking={asking}
        onAsk={onAsk}
        onConfirm={onRemove}
        actionRef={removeRef}
      />
    </li>
  );
}

/**
 * This browser's answer on the event page: what it says, a going guest's ticket to show at the door (issue 39), the
 * private link that changes or withdraws it from any browser (an answer sent with JavaScript), and 'Withdraw my
 * answer': through the API with the kept token, or as a plain form post for an answer kept in the no-JavaScript
 * cookie.
 */
import { useId } from "react";
import { BusyButton } from "../components/BusyButton.tsx";
import { say } from "../i18n/translator.ts";
import { useT } from "../i18n/use-words.ts";
import { EVENT_TOASTS } from "./event-messages.ts";
import type { RsvpQuestion } from "../../brandkit/web.ts";
import { GuestReplies } from "./GuestReplies.tsx";
import { GuestTicket } from "./GuestTicket.tsx";
import { LinkToCopy } from "./LinkToCopy.tsx";
import { ANSWERED, partyWords, STATUS_WORDS } from "./rsvp-messages.ts";
import type { EventRsvpData } from "./event-data.ts";
import type { MyAnswer } from "./rsvp-store.ts";
import { sayWith } from "../i18n/rich-text.ts";

export type YourAnswerProps = {
  mine: MyAnswer;
  link: string | null;
  formAction: string;
  busy: boolean;
  onWithdraw: () => void;
  /** The organiser's questions: the answer's replies show under them. */
  questions: readonly RsvpQuestion[];
  /** The ticket of the answer the page was rendered with, drawn by the server. */
  ticketQr?: EventRsvpData["ticketQr"];
};

export function YourAnswer(props: YourAnswerProps) {
  const t = useT();
  const { entry, key } = props.mine;
  const headingId = useId();
  return (
    <div className="rsvp-mine" role="group" aria-labelledby={headingId}>
      <h3 id={headingId} className="rsvp-mine-title">{t("event.mine.title")}</h3>
      <p className="rsvp-mine-answer">
        <strong>{say(t, STATUS_WORDS[entry.status])}</strong>
        {" · "}
        {say(t, partyWords(entry.party))}
        {" · "}
        <span dir="auto">{entry.name}</span>
      </p>
      {entry.note && (
        <p className="rsvp-mine-note">
          {sayWith(t, "event.mine.note", undefined, "note", <span dir="auto">{entry.note}</span>)}
        </p>
      )}
      <GuestReplies entry={entry} questions={props.questions} />
      {entry.status === "waitlist" && <p className="rsvp-full">{say(t, ANSWERED.waitlist)}</p>}
      {entry.status === "going" && entry.checkInCode && (
        <GuestTicket code={entry.checkInCode} serverDrawn={props.ticketQr} />
      )}
      {props.link && (
        <LinkToCopy
          url={props.link}
          label={t("event.mine.privateLink")}
          hint={t("event.mine.privateLinkHint")}
          copied={EVENT_TOASTS.privateLinkCopied}
        />
      )}
      {key
        ? (
          <BusyButton
            className="button event-button-quiet"
            busy={props.busy}
            busyLabel={t("event.mine.withdrawing")}
            onClick={props.onWithdraw}
          >
            {t("event.mine.withdraw")}
          </BusyButton>
        )
        : (
          <form method="post" action={props.formAction}>
            <input type="hidden" name="intent" value="withdraw" />
            <button type="submit" className="button event-button-quiet">{t("event.mine.withdraw")}</button>
          </form>
        )}
    </div>
  );
}

/**
 * This browser's answer on the event page: what it says, the private link that changes or withdraws it from any
 * browser (an answer sent with JavaScript), and 'Withdraw my answer': through the API with the kept token, or as
 * a plain form post for an answer kept in the no-JavaScript cookie.
 */
import { useId, useRef } from "react";
import { useServices } from "../app-context.ts";
import { Icon } from "../components/Icon.tsx";
import { BusyButton } from "../components/BusyButton.tsx";
import { say } from "../i18n/translator.ts";
import { useT } from "../i18n/use-words.ts";
import { EVENT_TOASTS } from "./event-messages.ts";
import type { RsvpQuestion } from "../../brandkit/web.ts";
import { GuestReplies } from "./GuestReplies.tsx";
import { ANSWERED, partyWords, STATUS_WORDS } from "./rsvp-messages.ts";
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
      {props.link && <PrivateLink url={props.link} />}
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

/** The answer's private link, to copy: it changes or withdraws the answer from any browser. */
function PrivateLink({ url }: { url: string }) {
  const { deps, toasts } = useServices();
  const t = useT();
  const fieldId = useId();
  const hintId = useId();
  const field = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await deps.writeClipboard(url);
      toasts.show(EVENT_TOASTS.privateLinkCopied);
    } catch {
      field.current?.focus(); // selected on focus, to copy by hand
    }
  };
  return (
    <div className="rsvp-private">
      <label className="field-label" htmlFor={fieldId}>{t("event.mine.privateLink")}</label>
      <p id={hintId} className="rsvp-hint">
        {t("event.mine.privateLinkHint")}
      </p>
      <div className="rsvp-private-row">
        <input
          id={fieldId}
          ref={field}
          className="input"
          type="url"
          value={url}
          readOnly
          aria-describedby={hintId}
          onFocus={(event) => event.currentTarget.select()}
        />
        <button type="button" className="button event-button-quiet" onClick={copy}>
          <Icon name="copy" />
          {t("event.mine.copy")}
        </button>
      </div>
    </div>
  );
}

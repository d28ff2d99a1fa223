/**
 * This browser's answer on the event page: what it says, the private link that changes or withdraws it from any
 * browser (an answer sent with JavaScript), and 'Withdraw my answer': through the API with the kept token, or as
 * a plain form post for an answer kept in the no-JavaScript cookie.
 */
import { useId, useRef } from "react";
import { useServices } from "../app-context.ts";
import { Icon } from "../components/Icon.tsx";
import { BusyButton } from "../components/BusyButton.tsx";
import { EVENT_TOASTS } from "./event-messages.ts";
import { ANSWERED, partyWords, STATUS_WORDS } from "./rsvp-messages.ts";
import type { MyAnswer } from "./rsvp-store.ts";

export type YourAnswerProps = {
  mine: MyAnswer;
  link: string | null;
  formAction: string;
  busy: boolean;
  onWithdraw: () => void;
};

export function YourAnswer(props: YourAnswerProps) {
  const { entry, key } = props.mine;
  const headingId = useId();
  return (
    <div className="rsvp-mine" role="group" aria-labelledby={headingId}>
      <h3 id={headingId} className="rsvp-mine-title">Your answer</h3>
      <p className="rsvp-mine-answer">
        <strong>{STATUS_WORDS[entry.status]}</strong>
        {" · "}
        {partyWords(entry.party)}
        {" · "}
        <span dir="auto">{entry.name}</span>
      </p>
      {entry.note && (
        <p className="rsvp-mine-note">
          Note: <span dir="auto">{entry.note}</span>
        </p>
      )}
      {entry.status === "waitlist" && <p className="rsvp-full">{ANSWERED.waitlist}</p>}
      {props.link && <PrivateLink url={props.link} />}
      {key
        ? (
          <BusyButton
            className="button event-button-quiet"
            busy={props.busy}
            busyLabel="Withdrawing..."
            onClick={props.onWithdraw}
          >
            Withdraw my answer
          </BusyButton>
        )
        : (
          <form method="post" action={props.formAction}>
            <input type="hidden" name="intent" value="withdraw" />
            <button type="submit" className="button event-button-quiet">Withdraw my answer</button>
          </form>
        )}
    </div>
  );
}

/** The answer's private link, to copy: it changes or withdraws the answer from any browser. */
function PrivateLink({ url }: { url: string }) {
  const { deps, toasts } = useServices();
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
      <label className="field-label" htmlFor={fieldId}>Your private link</label>
      <p id={hintId} className="rsvp-hint">
        Open it in any browser to change or withdraw your answer. Keep it to yourself.
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
          Copy
        </button>
      </div>
    </div>
  );
}

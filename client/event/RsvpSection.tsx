/**
 * RSVP on the event page (issue 28): the counts (and the first names of those going, when the organiser shows
 * them), this browser's answer with a way to change or withdraw it, the form while RSVP is open ("RSVP is
 * closed" and why otherwise), and what is kept of an answer and until when. Results are said in a live region,
 * refusals in an alert. Works as a plain form without JavaScript; with it, without a reload (rsvp-store.ts).
 */
import { useEffect, useId, useState, useSyncExternalStore } from "react";
import type { EventPageData } from "./event-data.ts";
import { RsvpForm } from "./RsvpForm.tsx";
import { CLOSED_WORDS, countsLine, KEPT_AFTER, KEPT_BEFORE, namesLine, RSVP_WORDS } from "./rsvp-messages.ts";
import type { RsvpStore } from "./rsvp-store.ts";
import { YourAnswer } from "./YourAnswer.tsx";

const DATE_STYLE = { dateStyle: "long" } as const;

/** A date written in English (UTC) by the server, then in the guest's own way once hydrated (as KeptUntil). */
function LocalDate({ iso }: { iso: string }) {
  const [text, setText] = useState(() =>
    new Date(iso).toLocaleDateString("en-US", { ...DATE_STYLE, timeZone: "UTC" })
  );
  useEffect(() => setText(new Date(iso).toLocaleDateString(undefined, DATE_STYLE)), [iso]);
  return <time dateTime={iso}>{text}</time>;
}

export function RsvpSection({ data, store }: { data: EventPageData; store: RsvpStore }) {
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  useEffect(() => {
    void store.start();
  }, [store]);
  const headingId = useId();
  const refusalId = useId();
  const { summary, mine } = state;
  const counts = countsLine(summary.counts);

  return (
    <section id="rsvp" className="event-card event-rsvp" aria-labelledby={headingId} tabIndex={-1}>
      <h2 id={headingId} className="event-card-title">RSVP</h2>
      {counts
        ? <p className="rsvp-counts">{counts}</p>
        : summary.open && <p className="rsvp-counts">No answers yet: be the first.</p>}
      {summary.names && summary.names.length > 0 && (
        <p className="rsvp-names">
          Going: <span dir="auto">{namesLine(summary.names)}</span>
        </p>
      )}
      <p className="rsvp-said" role="status">{state.said}</p>
      {state.refusal && <p id={refusalId} className="rsvp-refusal" role="alert">{state.refusal.message}</p>}
      {mine && (
        <YourAnswer
          mine={mine}
          link={state.link}
          formAction={data.formAction}
          busy={state.busy === "withdrawing"}
          onWithdraw={() => void store.withdraw()}
        />
      )}
      {summary.open
        ? (
          <>
            {summary.full && <p className="rsvp-full">{RSVP_WORDS.full}</p>}
            <RsvpForm
              key={state.loads}
              action={data.formAction}
              answerKey={data.rsvp.answerKey}
              initial={mine?.entry}
              busy={state.busy === "sending"}
              invalidField={state.refusal?.field}
              refusalId={state.refusal ? refusalId : undefined}
              onSubmit={(input) => store.submit(input)}
              posts={mine !== null && mine.key === null}
            />
          </>
        )
        : (
          <div className="rsvp-closed">
            <p className="rsvp-closed-title">{RSVP_WORDS.closedTitle}</p>
            {summary.closedReason && <p>{CLOSED_WORDS[summary.closedReason]}</p>}
          </div>
        )}
      {(summary.open || mine) && (
        <p className="rsvp-kept">
          {KEPT_BEFORE}
          <LocalDate iso={summary.keptUntil} />
          {KEPT_AFTER}
        </p>
      )}
    </section>
  );
}

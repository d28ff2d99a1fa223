/**
 * RSVP on the event page (issue 28): the counts (and the first names of those going, when the organiser shows
 * them), this browser's answer with a way to change or withdraw it, the form while RSVP is open ("RSVP is
 * closed" and why otherwise), and what is kept of an answer and until when. Results are said in a live region,
 * refusals in an alert, in the interface's language. Works as a plain form without JavaScript; with it, without a
 * reload (rsvp-store.ts).
 */
import { useEffect, useId, useState, useSyncExternalStore } from "react";
import { say } from "../i18n/translator.ts";
import { useWords } from "../i18n/use-words.ts";
import type { EventPageData } from "./event-data.ts";
import { RsvpForm } from "./RsvpForm.tsx";
import { CLOSED_WORDS, countsLine, KEPT_UNTIL, namesLine, RSVP_WORDS } from "./rsvp-messages.ts";
import type { RsvpStore } from "./rsvp-store.ts";
import { sayWith } from "../i18n/rich-text.ts";
import { YourAnswer } from "./YourAnswer.tsx";

const DATE_STYLE = { dateStyle: "long" } as const;

/**
 * A date in the interface's language: written by the server in UTC, then in the guest's own zone once hydrated
 * (as KeptUntil).
 */
function LocalDate({ iso, language }: { iso: string; language: string }) {
  const [text, setText] = useState(() =>
    new Date(iso).toLocaleDateString(language, { ...DATE_STYLE, timeZone: "UTC" })
  );
  useEffect(() => setText(new Date(iso).toLocaleDateString(language, DATE_STYLE)), [iso, language]);
  return <time dateTime={iso}>{text}</time>;
}

export function RsvpSection({ data, store }: { data: EventPageData; store: RsvpStore }) {
  const state = useSyncExternalStore(store.subscribe, store.getState, store.getState);
  useEffect(() => {
    void store.start();
  }, [store]);
  const { language, t } = useWords();
  const headingId = useId();
  const refusalId = useId();
  const { summary, mine } = state;
  const counts = countsLine(summary.counts);
  const names = summary.names && summary.names.length > 0
    ? namesLine(summary.names, t("event.rsvp.namesSeparator"))
    : null;

  return (
    <section id="rsvp" className="event-card event-rsvp" aria-labelledby={headingId} tabIndex={-1}>
      <h2 id={headingId} className="event-card-title">{t("event.rsvp.title")}</h2>
      {counts
        ? <p className="rsvp-counts">{say(t, counts)}</p>
        : summary.open && <p className="rsvp-counts">{t("event.rsvp.noAnswers")}</p>}
      {names && (
        <p className="rsvp-names">
          {sayWith(t, names.said.id, names.said.values, "names", <span dir="auto">{names.names}</span>)}
        </p>
      )}
      <p className="rsvp-said" role="status">{state.said && say(t, state.said)}</p>
      {state.refusal && (
        <p id={refusalId} className="rsvp-refusal" role="alert">{say(t, state.refusal.message)}</p>
      )}
      {mine && (
        <YourAnswer
          mine={mine}
          link={state.link}
          formAction={data.formAction}
          busy={state.busy === "withdrawing"}
          onWithdraw={() => void store.withdraw()}
          questions={summary.questions}
          ticketQr={data.rsvp.ticketQr}
        />
      )}
      {summary.open
        ? (
          <>
            {summary.full && <p className="rsvp-full">{say(t, RSVP_WORDS.full)}</p>}
            <RsvpForm
              key={state.loads}
              action={data.formAction}
              answerKey={data.rsvp.answerKey}
              mail={data.rsvp.mail === true}
              initial={mine?.entry}
              questions={summary.questions}
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
            <p className="rsvp-closed-title">{say(t, RSVP_WORDS.closedTitle)}</p>
            {summary.closedReason && <p>{say(t, CLOSED_WORDS[summary.closedReason])}</p>}
          </div>
        )}
      {(summary.open || mine) && (
        <p className="rsvp-kept">
          {sayWith(
            t,
            KEPT_UNTIL,
            undefined,
            "date",
            <LocalDate iso={summary.keptUntil} language={language} />,
          )}
        </p>
      )}
    </section>
  );
}

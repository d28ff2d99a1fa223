/**
 * Finding a guest by name at the door (issue 39), as it is typed (accents and case aside, companions too:
 * name-search.ts): the field sits at the bottom, in reach of a thumb, and the guests found above it, each with
 * whether they are in and "Check in" or "Undo".
 */
import { useId, useMemo } from "react";
import { useWords } from "../i18n/use-words.ts";
import type { DoorGuestView } from "./check-in-queue.ts";
import { formatDoorTime } from "./door-time.ts";
import { searchByName } from "./name-search.ts";

/** The id of the list of guests found, which the field controls. */
const RESULTS_ID = "door-name-results";

export function NameSearch({ query, onQuery }: { query: string; onQuery: (query: string) => void }) {
  const { t } = useWords();
  const id = useId();
  return (
    <form className="door-entry" role="search" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={`${id}-name`}>{t("door.name.label")}</label>
      {/* Said while the field is empty; then the guests found take its room. */}
      {!query && <p id={`${id}-hint`} className="door-hint">{t("door.name.hint")}</p>}
      <input
        id={`${id}-name`}
        type="search"
        className="door-input"
        value={query}
        onChange={(event) => onQuery(event.target.value)}
        aria-describedby={query ? undefined : `${id}-hint`}
        aria-controls={RESULTS_ID}
        autoComplete="off"
        autoCorrect="off"
        spellCheck={false}
        enterKeyHint="search"
        maxLength={100}
        dir="auto"
      />
    </form>
  );
}

export type NameResultsProps = {
  guests: readonly DoorGuestView[];
  query: string;
  busy: boolean;
  onCheckIn: (guestId: string) => void;
  onUndo: (guestId: string) => void;
};

export function NameResults({ guests, query, busy, onCheckIn, onUndo }: NameResultsProps) {
  const { t, language } = useWords();
  const found = useMemo(() => searchByName(guests, query), [guests, query]);
  return (
    <section id={RESULTS_ID} className="door-found" aria-label={t("door.name.results")}>
      <p className="door-found-count" role="status">
        {query.trim() ? t("door.name.found", { count: found.length, query: query.trim() }) : ""}
      </p>
      {found.length > 0 && (
        <ul className="door-found-list">
          {found.map(({ guest, matched, companion }) => (
            <li key={guest.guestId} className={guest.checkedInAt ? "door-guest door-guest-in" : "door-guest"}>
              <div className="door-guest-words">
                <p className="door-guest-name" dir="auto">{matched}</p>
                {companion && (
                  <p className="door-guest-detail">{t("door.name.inPartyOf", { name: guest.name })}</p>
                )}
                <p className="door-guest-detail">
                  {t("door.name.party", { party: guest.party })}
                  {" · "}
                  <strong>
                    {guest.checkedInAt
                      ? t("door.name.inAt", { time: formatDoorTime(guest.checkedInAt, language) })
                      : t("door.name.notIn")}
                  </strong>
                </p>
              </div>
              {guest.checkedInAt
                ? (
                  <button
                    type="button"
                    className="door-secondary"
                    disabled={busy}
                    aria-label={t("door.result.undoLabel", { name: guest.name })}
                    onClick={() => onUndo(guest.guestId)}
                  >
                    {t("door.result.undo")}
                  </button>
                )
                : (
                  <button
                    type="button"
                    className="door-primary"
                    disabled={busy}
                    aria-label={t("door.name.checkInLabel", { name: guest.name })}
                    onClick={() => onCheckIn(guest.guestId)}
                  >
                    {t("door.name.checkIn")}
                  </button>
                )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

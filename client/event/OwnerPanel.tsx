/**
 * The owner's guest list on the event page (issue 28), for the browser that holds the kit's owner token: the
 * counts, every answer with 'Remove' (asked first), 'Export CSV' (fetched with the token and saved as a file),
 * and the RSVP's settings (RsvpSettingsForm). What each action came to is said in a live region.
 */
import { useCallback, useEffect, useId, useState } from "react";
import type { GuestEntry, GuestList } from "../../brandkit/web.ts";
import { useServices } from "../app-context.ts";
import { Icon } from "../components/Icon.tsx";
import { EVENT_TOASTS } from "./event-messages.ts";
import { createRsvpApi } from "./rsvp-api.ts";
import { partyWords, STATUS_WORDS } from "./rsvp-messages.ts";
import { RsvpSettingsForm } from "./RsvpSettingsForm.tsx";

export type OwnerPanelProps = {
  kitId: string;
  ownerToken: string;
  /** The list or the settings changed: the page's own counts follow. */
  onChanged: () => void;
};

const CSV_FILE = "guests.csv";

export function OwnerPanel({ kitId, ownerToken, onChanged }: OwnerPanelProps) {
  const { deps, toasts } = useServices();
  const [api] = useState(() => createRsvpApi(deps));
  const [list, setList] = useState<GuestList | null>(null);
  const [failed, setFailed] = useState(false);
  const [said, setSaid] = useState("");
  const [confirming, setConfirming] = useState<string | null>(null);
  const headingId = useId();

  const load = useCallback(async () => {
    try {
      setList(await api.guests(kitId, ownerToken));
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, [api, kitId, ownerToken]);
  useEffect(() => {
    void load();
  }, [load]);

  const exportCsv = async () => {
    try {
      deps.saveFile(await api.guestsCsv(kitId, ownerToken), CSV_FILE);
      setSaid(`The guest list is downloading as ${CSV_FILE}.`);
    } catch {
      toasts.show(EVENT_TOASTS.csvFailed);
    }
  };

  const remove = async (guest: GuestEntry) => {
    setConfirming(null);
    try {
      await api.withdraw(kitId, guest.guestId, ownerToken);
      setSaid(`${guest.name}'s answer is removed.`);
    } catch {
      toasts.show(EVENT_TOASTS.removeFailed);
    }
    await load();
    onChanged();
  };

  const changed = async (message: string) => {
    setSaid(message);
    await load();
    onChanged();
  };

  return (
    <section className="event-card owner-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="event-card-title">Guests</h2>
      <p className="owner-lead">Only you see this: this browser holds the event's owner key.</p>
      <p className="owner-said" role="status">{said}</p>
      {failed && <p role="alert">The guest list could not be loaded. Reload the page to try again.</p>}
      {list && (
        <>
          <dl className="owner-counts">
            {(["going", "maybe", "no", "waitlist"] as const).map((status) => (
              <div key={status}>
                <dt>{STATUS_WORDS[status]}</dt>
                <dd>
                  {list.counts[status]}
                  <span className="owner-count-answers">
                    {list.responses[status] === 1 ? " (1 answer)" : ` (${list.responses[status]} answers)`}
                  </span>
                </dd>
              </div>
            ))}
          </dl>
          <button type="button" className="button event-button" onClick={exportCsv}>
            <Icon name="download" />
            Export CSV
          </button>
          {list.guests.length
            ? (
              <ul className="owner-guests" aria-label="Answers">
                {list.guests.map((guest) => (
                  <li key={guest.guestId} className="owner-guest">
                    <div className="owner-guest-text">
                      <p>
                        <strong dir="auto">{guest.name}</strong>
                        {" · "}
                        {STATUS_WORDS[guest.status]}
                        {" · "}
                        {partyWords(guest.party)}
                      </p>
                      {guest.note && <p className="owner-guest-note" dir="auto">{guest.note}</p>}
                    </div>
                    {confirming === guest.guestId
                      ? (
                        <div
                          className="owner-confirm"
                          role="group"
                          aria-label={`Remove ${guest.name}'s answer?`}
                        >
                          <button
                            type="button"
                            className="button button-danger button-small"
                            onClick={() => remove(guest)}
                          >
                            Yes, remove
                          </button>
                          <button
                            type="button"
                            className="button event-button-quiet button-small"
                            onClick={() => setConfirming(null)}
                          >
                            Cancel
                          </button>
                        </div>
                      )
                      : (
                        <button
                          type="button"
                          className="button event-button-quiet button-small"
                          aria-label={`Remove ${guest.name}'s answer`}
                          onClick={() => setConfirming(guest.guestId)}
                        >
                          Remove
                        </button>
                      )}
                  </li>
                ))}
              </ul>
            )
            : <p className="owner-empty">No answers yet.</p>}
          <RsvpSettingsForm
            settings={list.settings}
            save={(change) => api.settings(kitId, ownerToken, change)}
            onSaved={changed}
          />
        </>
      )}
    </section>
  );
}

/**
 * The owner's guest list on the event page (issue 28), for the browser that holds the kit's owner token: the
 * counts, every answer with its companions and replies to the questions (issue 38) and 'Remove' (asked first),
 * 'Export CSV' (fetched with the token and saved as a file), and the RSVP's settings (RsvpSettingsForm: the
 * questions and the listing too), and the owner's updates to the guests (UpdatesEditor, issue 38). What each
 * action came to is said in a live region.
 */
import { GuestMail } from "./GuestMail.tsx";
import { useCallback, useEffect, useId, useState } from "react";
import type { GuestEntry, GuestList } from "../../brandkit/web.ts";
import { useServices } from "../app-context.ts";
import { Icon } from "../components/Icon.tsx";
import { type Message, message, say } from "../i18n/translator.ts";
import { useT } from "../i18n/use-words.ts";
import { EVENT_TOASTS } from "./event-messages.ts";
import { createRsvpApi } from "./rsvp-api.ts";
import { partyWords, STATUS_WORDS } from "./rsvp-messages.ts";
import { RsvpSettingsForm } from "./RsvpSettingsForm.tsx";
import { GuestReplies } from "./GuestReplies.tsx";
import { createUpdatesApi } from "./updates-api.ts";
import type { EventUpdateItem } from "./updates-data.ts";
import { UpdatesEditor } from "./UpdatesEditor.tsx";

export type OwnerPanelProps = {
  kitId: string;
  ownerToken: string;
  /** The list or the settings changed: the page's own counts follow. */
  onChanged: () => void;
  /** The updates the page shows, newest first, the zone of their dates, and the page's list changed. */
  updates: {
    items: readonly EventUpdateItem[];
    timeZone: string;
    onChange: (items: EventUpdateItem[]) => void;
  };
};

const CSV_FILE = "guests.csv";

export function OwnerPanel({ kitId, ownerToken, onChanged, updates }: OwnerPanelProps) {
  const { deps, toasts } = useServices();
  const t = useT();
  const [api] = useState(() => createRsvpApi(deps));
  const [updatesApi] = useState(() => createUpdatesApi(deps));
  const [list, setList] = useState<GuestList | null>(null);
  const [failed, setFailed] = useState(false);
  const [said, setSaid] = useState<Message | null>(null);
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
      setSaid(message("event.owner.downloading", { file: CSV_FILE }));
    } catch {
      toasts.show(EVENT_TOASTS.csvFailed);
    }
  };

  const remove = async (guest: GuestEntry) => {
    setConfirming(null);
    try {
      await api.withdraw(kitId, guest.guestId, ownerToken);
      setSaid(message("event.owner.removed", { name: guest.name }));
    } catch {
      toasts.show(EVENT_TOASTS.removeFailed);
    }
    await load();
    onChanged();
  };

  const changed = async (saved: Message) => {
    setSaid(saved);
    await load();
    onChanged();
  };

  return (
    <section className="event-card owner-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="event-card-title">{t("event.owner.title")}</h2>
      <p className="owner-lead">{t("event.owner.lead")}</p>
      <p className="owner-said" role="status">{said && say(t, said)}</p>
      {failed && <p role="alert">{t("event.owner.loadFailed")}</p>}
      <UpdatesEditor
        kitId={kitId}
        ownerToken={ownerToken}
        api={updatesApi}
        items={updates.items}
        timeZone={updates.timeZone}
        onChange={updates.onChange}
        onSaid={setSaid}
      />
      {list && (
        <>
          <dl className="owner-counts">
            {(["going", "maybe", "no", "waitlist"] as const).map((status) => (
              <div key={status}>
                <dt>{say(t, STATUS_WORDS[status])}</dt>
                <dd>
                  {list.counts[status]}
                  <span className="owner-count-answers">
                    {" "}
                    {t("event.owner.answers", { count: list.responses[status] })}
                  </span>
                </dd>
              </div>
            ))}
          </dl>
          <button type="button" className="button event-button" onClick={exportCsv}>
            <Icon name="download" />
            {t("event.owner.exportCsv")}
          </button>
          {list.guests.length
            ? (
              <ul className="owner-guests" aria-label={t("event.owner.listLabel")}>
                {list.guests.map((guest) => (
                  <li key={guest.guestId} className="owner-guest">
                    <div className="owner-guest-text">
                      <p>
                        <strong dir="auto">{guest.name}</strong>
                        {" · "}
                        {say(t, STATUS_WORDS[guest.status])}
                        {" · "}
                        {say(t, partyWords(guest.party))}
                      </p>
                      {guest.note && <p className="owner-guest-note" dir="auto">{guest.note}</p>}
                      <GuestMail entry={guest} />
                      <GuestReplies entry={guest} questions={list.settings.questions} />
                    </div>
                    {confirming === guest.guestId
                      ? (
                        <div
                          className="owner-confirm"
                          role="group"
                          aria-label={t("event.owner.confirmLabel", { name: guest.name })}
                        >
                          <button
                            type="button"
                            className="button button-danger button-small"
                            onClick={() => remove(guest)}
                          >
                            {t("event.owner.confirm")}
                          </button>
                          <button
                            type="button"
                            className="button event-button-quiet button-small"
                            onClick={() => setConfirming(null)}
                          >
                            {t("event.owner.cancel")}
                          </button>
                        </div>
                      )
                      : (
                        <button
                          type="button"
                          className="button event-button-quiet button-small"
                          aria-label={t("event.owner.removeLabel", { name: guest.name })}
                          onClick={() => setConfirming(guest.guestId)}
                        >
                          {t("event.owner.remove")}
                        </button>
                      )}
                  </li>
                ))}
              </ul>
            )
            : <p className="owner-empty">{t("event.owner.empty")}</p>}
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

/**
 * The owner's guest list on the event page (issue 28), for the browser that holds the kit's owner token: the
 * counts (those who arrived too, issue 39), every answer (OwnerGuest: its companions and replies to the questions,
 * issue 38, when it arrived, and 'Remove', asked first), 'Export CSV' (fetched with the token and saved as a file),
 * the door (DoorSection, issue 39: the door page, the door list, the co-hosts), the RSVP's settings
 * (RsvpSettingsForm: the questions and the listing too), and the owner's updates to the guests (UpdatesEditor,
 * issue 38). What each action came to is said in a live region.
 */
import { useCallback, useEffect, useId, useRef, useState } from "react";
import type { GuestEntry, GuestList } from "../../brandkit/web.ts";
import { useServices } from "../app-context.ts";
import { Icon } from "../components/Icon.tsx";
import { useRemovalFocus } from "../hooks/use-removal-focus.ts";
import { type Message, message, say } from "../i18n/translator.ts";
import { useT } from "../i18n/use-words.ts";
import { EVENT_TOASTS } from "./event-messages.ts";
import { createRsvpApi } from "./rsvp-api.ts";
import { RsvpSettingsForm } from "./RsvpSettingsForm.tsx";
import { createDoorApi } from "./door-api.ts";
import { DoorSection } from "./DoorSection.tsx";
import { OwnerCounts } from "./OwnerCounts.tsx";
import { OwnerGuest } from "./OwnerGuest.tsx";
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
  const [doorApi] = useState(() => createDoorApi(deps));
  const [list, setList] = useState<GuestList | null>(null);
  const [failed, setFailed] = useState(false);
  const [said, setSaid] = useState<Message | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const headingId = useId();
  const exportButton = useRef<HTMLButtonElement>(null);
  // After a removal, the next answer's 'Remove', else 'Export CSV'.
  const focus = useRemovalFocus(() => exportButton.current);

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

  const remove = async (guest: GuestEntry, index: number) => {
    setConfirming(null);
    try {
      await api.withdraw(kitId, guest.guestId, ownerToken);
      setSaid(message("event.owner.removed", { name: guest.name }));
      // Off the list at once (the reload follows), so the focus moves on in the same render.
      focus.removed(index, (list?.guests.length ?? 1) - 1);
      setList((shown) => shown && { ...shown, guests: shown.guests.filter((each) => each !== guest) });
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
          <OwnerCounts counts={list.counts} responses={list.responses} />
          <button ref={exportButton} type="button" className="button event-button" onClick={exportCsv}>
            <Icon name="download" />
            {t("event.owner.exportCsv")}
          </button>
          {list.guests.length
            ? (
              <ul className="owner-guests" aria-label={t("event.owner.listLabel")}>
                {list.guests.map((guest, index) => (
                  <OwnerGuest
                    key={guest.guestId}
                    guest={guest}
                    questions={list.settings.questions}
                    asking={confirming === guest.guestId}
                    onAsk={(asking) => setConfirming(asking ? guest.guestId : null)}
                    onRemove={() => void remove(guest, index)}
                    removeRef={focus.itemRef(index)}
                  />
                ))}
              </ul>
            )
            : <p className="owner-empty">{t("event.owner.empty")}</p>}
          <DoorSection kitId={kitId} ownerToken={ownerToken} api={doorApi} onSaid={setSaid} />
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

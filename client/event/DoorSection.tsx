/**
 * The door in the owner's panel (issue 39): 'Open the door page' (`/k/{id}/door`, where guests' tickets are
 * scanned; it finds the owner token in this browser), 'Door list (PDF)' (fetched with the token and saved as a
 * file, for a door without a phone) and the co-hosts who help check guests in (CohostsEditor).
 */
import { useId, useState } from "react";
import { sharePath } from "../../brandkit/web.ts";
import { useServices } from "../app-context.ts";
import { BusyButton } from "../components/BusyButton.tsx";
import { Icon } from "../components/Icon.tsx";
import { type Message, message } from "../i18n/translator.ts";
import { useT } from "../i18n/use-words.ts";
import { CohostsEditor } from "./CohostsEditor.tsx";
import type { DoorApi } from "./door-api.ts";
import { EVENT_TOASTS } from "./event-messages.ts";

export type DoorSectionProps = {
  kitId: string;
  ownerToken: string;
  api: DoorApi;
  /** What an action came to, for the panel's live region. */
  onSaid: (said: Message) => void;
};

const DOOR_LIST_FILE = "door-list.pdf";

export function DoorSection({ kitId, ownerToken, api, onSaid }: DoorSectionProps) {
  const { deps, toasts } = useServices();
  const t = useT();
  const headingId = useId();
  const [downloading, setDownloading] = useState(false);

  const downloadList = async () => {
    setDownloading(true);
    try {
      deps.saveFile(await api.doorListPdf(kitId, ownerToken), DOOR_LIST_FILE);
      onSaid(message("event.door.listDownloading", { file: DOOR_LIST_FILE }));
    } catch {
      toasts.show(EVENT_TOASTS.doorListFailed);
    } finally {
      setDownloading(false);
    }
  };

  return (
    <div className="owner-door" role="group" aria-labelledby={headingId}>
      <h3 id={headingId} className="owner-settings-title">{t("event.door.title")}</h3>
      <p className="owner-update-hint">{t("event.door.lead")}</p>
      <div className="owner-door-actions">
        <a className="button event-button" href={`${sharePath(encodeURIComponent(kitId))}/door`}>
          {t("event.door.open")}
        </a>
        <BusyButton
          className="button event-button-quiet"
          busy={downloading}
          onClick={() => void downloadList()}
        >
          <Icon name="download" />
          {t("event.door.list")}
        </BusyButton>
      </div>
      <CohostsEditor kitId={kitId} ownerToken={ownerToken} api={api} onSaid={onSaid} />
    </div>
  );
}

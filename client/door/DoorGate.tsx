/**
 * What the door page shows before it can check anyone in (issue 39): the list opening, or why it cannot: no door
 * link on this phone, a link the organiser turned off, an event that is gone, no connection for a first list.
 */
import { useT } from "../i18n/use-words.ts";
import type { DoorState } from "./door-store.ts";

export function DoorGate({ state, eventPath }: { state: DoorState; eventPath: string }) {
  const t = useT();
  const stop = (title: string, text: string, link = true) => (
    <section className="door-gate" role="alert">
      <h2>{title}</h2>
      <p>{text}</p>
      {link && (
        <p>
          <a href={eventPath}>{t("door.eventPage")}</a>
        </p>
      )}
    </section>
  );
  if (state.phase === "no-token") return stop(t("door.noToken.title"), t("door.noToken.text"));
  if (state.phase === "revoked") return stop(t("door.revoked.title"), t("door.revoked.text"));
  if (state.phase === "gone") return stop(t("door.gone.title"), t("door.gone.text"), false);
  return (
    <p className="door-loading" role="status">
      {state.listUnavailable ? t("door.listUnavailable") : t("door.loading")}
    </p>
  );
}

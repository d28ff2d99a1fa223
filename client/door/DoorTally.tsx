/**
 * Always in view at the door (issue 39): people arrived against people expected ("37 of 120 arrived"), whether
 * the phone is online (else it checks in from its kept list), and how many check-ins wait to be sent.
 */
import { useWords } from "../i18n/use-words.ts";
import { formatDoorTime } from "./door-time.ts";
import type { DoorState } from "./door-store.ts";

export function DoorTally({ state }: { state: DoorState }) {
  const { t, language } = useWords();
  const { arrived, expected } = state.counts;
  const share = expected > 0 ? Math.min(1, arrived / expected) : 0;
  return (
    <section className="door-tally" aria-label={t("door.tallyLabel")}>
      <p className="door-count">
        {t("door.tally", { arrived, expected })}
      </p>
      <div className="door-bar" aria-hidden="true">
        <div style={{ inlineSize: `${(share * 100).toFixed(1)}%` }} />
      </div>
      <p className="door-status">
        <span className={state.online ? "door-online" : "door-offline"}>
          {state.online ? t("door.status.online") : t("door.status.offline")}
        </span>
        {state.readAt && (
          <span className="door-list-time">
            {t("door.status.listFrom", { time: formatDoorTime(state.readAt, language) })}
          </span>
        )}
      </p>
      <p className="door-waiting" role="status">
        {state.waiting > 0 ? t("door.status.waiting", { count: state.waiting }) : ""}
      </p>
    </section>
  );
}

/**
 * What a sync found (issue 39), until dismissed: a guest another door checked in first ("Ana was already checked
 * in at the other door at 19:01"), or a check-in made offline whose guest is no longer on the list.
 */
import { useWords } from "../i18n/use-words.ts";
import type { DoorNotice } from "./door-store.ts";
import { formatDoorTime } from "./door-time.ts";

export function DoorNotices(
  { notices, onDismiss }: { notices: readonly DoorNotice[]; onDismiss: (id: number) => void },
) {
  const { t, language } = useWords();
  return (
    <div className="door-notices" role="status">
      {notices.length > 0 && (
        <ul>
          {notices.map((notice) => (
            <li key={notice.id} className="door-notice">
              <p>
                {notice.kind === "conflict"
                  ? t("door.notice.conflict", {
                    name: notice.name,
                    time: formatDoorTime(notice.at, language),
                  })
                  : t("door.notice.dropped", { name: notice.name })}
              </p>
              <button type="button" onClick={() => onDismiss(notice.id)}>{t("door.notice.dismiss")}</button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

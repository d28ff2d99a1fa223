/**
 * A guest's mail address in the owner's guest list (issue 38), and whether they stopped the event's mail: the
 * owner sees who gets updates, changes and reminders. Nothing for a guest who gave no address.
 */
import type { GuestEntry } from "../../brandkit/web.ts";
import { useT } from "../i18n/use-words.ts";

export function GuestMail({ entry }: { entry: Pick<GuestEntry, "email" | "unsubscribed"> }) {
  const t = useT();
  if (!entry.email) return null;
  return (
    <p className="owner-guest-mail">
      {entry.unsubscribed
        ? t("event.owner.mail.unsubscribed", { email: entry.email })
        : t("event.owner.mail.address", { email: entry.email })}
    </p>
  );
}

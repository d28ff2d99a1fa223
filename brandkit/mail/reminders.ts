/**
 * The reminders (issue 38): a step of the outbox worker's look. Every going guest with an address gets one
 * reminder once the event starts less than BRANDKIT_REMINDER_HOURS from now (and has not started): its start is
 * its date and time in its zone, or the start of its day there (UTC without a zone). A guest who answers inside
 * that window gets theirs on the next look, after their confirmation. Each is queued with the dedupe key
 * `reminder:<kitId>:<guestId>`, so it is queued once ever, however many instances look and however often they
 * restart. The store's look is bounded by the event's date (the window, and a day either side for the zones).
 */
import { zoneOffsetMinutes } from "../documents/calendar.ts";
import { parseDateOnly } from "../dates/calendar-dates.ts";
import { isTimeZone } from "../dates/times.ts";
import type { KeptKitRecord } from "../kept/kept-record.ts";
import type { MailStore } from "../kept/mail-store.ts";
import { MS_PER_DAY, MS_PER_HOUR, MS_PER_MINUTE } from "../time.ts";
import type { GuestMail } from "./guest-mail.ts";

/** When an event starts (epoch ms), from its date, time and zone; null without a date. */
export function eventStartMs(
  request: { eventDate?: string; eventTime?: string; timeZone?: string },
): number | null {
  const date = request.eventDate ? parseDateOnly(request.eventDate) : null;
  if (!date) return null;
  const time = request.eventTime && /^\d{2}:\d{2}$/.test(request.eventTime) ? request.eventTime : "00:00";
  const zone = request.timeZone && isTimeZone(request.timeZone) ? request.timeZone : "UTC";
  const [hours, minutes] = time.split(":").map(Number);
  const wall = Date.UTC(date.year, date.month - 1, date.day, hours, minutes);
  return wall - zoneOffsetMinutes(zone, date, time) * MS_PER_MINUTE;
}

/** "YYYY-MM-DD" of an instant, in UTC. */
const utcDate = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export type RemindersDeps = {
  store: Pick<MailStore, "reminderKitIds">;
  kits: { find(id: string): Promise<KeptKitRecord | null> };
  mail: Pick<GuestMail, "remind">;
  /** BRANDKIT_REMINDER_HOURS. */
  hours: number;
  now: () => number;
};

/** The reminder step: queues the reminders now due; resolves with how many were queued. */
export function createReminders(deps: RemindersDeps): () => Promise<number> {
  return async () => {
    const nowMs = deps.now();
    const until = nowMs + deps.hours * MS_PER_HOUR;
    // A day either side: an event's own date differs from UTC's by less than a day in every zone.
    const ids = await deps.store.reminderKitIds(
      utcDate(nowMs - MS_PER_DAY),
      utcDate(until + MS_PER_DAY),
      nowMs,
    );
    let queued = 0;
    for (const id of ids) {
      const kit = await deps.kits.find(id);
      if (!kit) continue;
      const start = eventStartMs(kit.content.request);
      if (start === null || start <= nowMs || start > until) continue;
      queued += await deps.mail.remind(kit);
    }
    return queued;
  };
}

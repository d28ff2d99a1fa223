/**
 * How long a kept kit lives: until BRANDKIT_KIT_TTL_DAYS after the later of today and its event's day, each
 * "Keep longer" adding one period, and never past a bound its guests can be told (docs/kept-kits.md).
 */
import { eventOverMs } from "../dates/calendar-dates.ts";
import { MS_PER_DAY } from "../time.ts";

/**
 * When a kit is deleted (issue 26): BRANDKIT_KIT_TTL_DAYS after the later of now and its event's day, so the
 * link of an event months away lives until after the event. Always within keepLimitOf.
 */
export function expiryOf(eventDate: string | undefined, nowMs: number, ttlDays: number): number {
  return Math.max(nowMs, eventOverMs(eventDate)) + ttlDays * MS_PER_DAY;
}

/** How long a kit may be kept past the later of today and its event's day (issue 35): one year. */
export const MAX_KEEP_DAYS = 365;

/**
 * The latest a kit may be kept until, however often its owner keeps it longer: MAX_KEEP_DAYS after the later of
 * now and its event's day (or one BRANDKIT_KIT_TTL_DAYS, when an operator set that longer, so a kit is always kept
 * its first period). Its guests are told when their answers go, and this bounds what they are told.
 */
export function keepLimitOf(eventDate: string | undefined, nowMs: number, ttlDays: number): number {
  return Math.max(nowMs, eventOverMs(eventDate)) + Math.max(MAX_KEEP_DAYS, ttlDays) * MS_PER_DAY;
}

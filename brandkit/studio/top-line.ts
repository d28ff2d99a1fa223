/**
 * The small italic line above the event name, in the brief's language (languages/phrases). A poster outlives its
 * week, so it never claims a time it cannot know: the mood's lines are timeless, and the event's own date adds a
 * line true of it whenever it is read (its weekday, the holiday it falls on). Only a brief that knows today may
 * say "tonight", "tomorrow" or "this Saturday", and only 0-6 days ahead; a past event gets a line looking back.
 */
import { parseDateOnly } from "../dates/calendar-dates.ts";
import { dayDistance, RELATIVE_DAYS_MAX, weekdayOf } from "../dates/days.ts";
import { bankFor, byMood, type GraphicsPhrases } from "../languages/phrases/mod.ts";
import { type Mood, moodsOf } from "../moods.ts";
import { copyContextOf, fitting, forbiddenWordIn } from "../copy-fit/mod.ts";
import { eventWords } from "../languages/event-words/mod.ts";
import { baseLanguage, writtenLanguage } from "../languages/language.ts";
import { dayPartOf } from "../dates/times.ts";

export type TopLineOptions = {
  /** The brief's language (BCP 47); one without lines of its own gets English ones. @default "en" */
  language?: string;
  /** Today as the visitor sees it (YYYY-MM-DD); without it no line is relative to today. */
  today?: string;
  /** The start time ("HH:MM"): with it, "night" lines only for an event that starts in the evening or later. */
  time?: string;
};

/** Whether the event's day lines say "night": by its time when known, else by its mood. */
function isNight(_mood: Mood | null, time: string | undefined): boolean {
  // Without a time the poster says no day part: "Saturday", never "Saturday night".
  const part = time ? dayPartOf(time) : null;
  return part === "evening" || part === "night";
}

/** The line naming the event's day: relative to today 0-6 days ahead (when today is known), else its weekday. */
function dayLine(graphics: GraphicsPhrases, eventDate: string, night: boolean, today?: string): string {
  const weekday = weekdayOf(eventDate)!;
  const distance = dayDistance(eventDate, today);
  const relative = graphics.relative;
  if (distance && distance.days >= 0 && distance.days <= RELATIVE_DAYS_MAX) {
    if (distance.days === 0) return night ? relative.tonight : relative.today;
    if (distance.days === 1) return night ? relative.tomorrowNight : relative.tomorrow;
    return (distance.nextWeek ? relative.nextWeek : relative.thisWeek)[weekday];
  }
  return (night ? graphics.weekdayNights : graphics.weekdayDays)[weekday];
}

/** The top lines true of an event on `eventDate` ("YYYY-MM-DD"): its holiday first, if any, then its day. */
export function dateTopLines(
  eventDate: string | undefined,
  mood: Mood | null,
  options: TopLineOptions = {},
): string[] {
  const date = eventDate ? parseDateOnly(eventDate) : null;
  if (!date || !eventDate) return [];
  const graphics = bankFor(options.language).graphics;
  const key = `${String(date.month).padStart(2, "0")}-${String(date.day).padStart(2, "0")}`;
  const night = isNight(mood, options.time);
  const lines = [dayLine(graphics, eventDate, night, options.today)];
  const holiday = graphics.holidays[key];
  if (holiday) lines.unshift(holiday);
  return lines;
}

/** What the top line is chosen from: the event as the request (or the brief) tells it. */
export type TopLineInput = {
  vibes: readonly string[];
  eventDate?: string;
  /** The start time ("HH:MM"). */
  eventTime?: string;
  /** The event's name, whose words may tell its kind. */
  name?: string;
  location?: string;
  link?: string;
};

/**
 * The top line of a kit: for a past event a line looking back; else a holiday line when the date is one (on
 * even seeds), else the seed picks among the kind's lines (the mood's for an event of no kind) and the event's
 * day. Only lines that fit the event are drawn: no "a night of" before a morning run, no party line before a
 * memorial; a kind with no line that fits gets the day's line, or none.
 */
export function chooseTopLine(
  input: TopLineInput,
  seed: number,
  options: Omit<TopLineOptions, "time"> = {},
): string {
  const graphics = bankFor(options.language).graphics;
  const { eventDate } = input;
  const distance = dayDistance(eventDate, options.today);
  if (distance && distance.days < 0) return graphics.past[seed % graphics.past.length];
  const language = baseLanguage(writtenLanguage(options.language));
  const context = copyContextOf({
    customEventName: input.name,
    vibes: [...input.vibes],
    eventLocation: input.location,
    eventTime: input.eventTime,
    eventLink: input.link,
  }, language);
  const mood = moodsOf(input.vibes)[0] ?? null;
  const fromDate = dateTopLines(eventDate, mood, { ...options, time: input.eventTime }).filter((line) =>
    !forbiddenWordIn(line, context)
  );
  const holiday = fromDate.length > 1 ? fromDate[0] : undefined;
  if (holiday && seed % 2 === 0) return holiday;
  const own = context.kind
    ? eventWords(language).kinds[context.kind.id].topLines
    : byMood(graphics.accents, mood) ?? graphics.accents.none;
  const lines = [...fitting(own, context), ...fromDate.slice(holiday ? 1 : 0)];
  return lines.length > 0 ? lines[seed % lines.length] : "";
}

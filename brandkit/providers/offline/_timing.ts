/**
 * Words for when the event is: "tonight" on the day of an evening event, "this Saturday, July 18, 2026" in the
 * coming days, "save the date" months ahead, and only the date itself when the date is past or today is not
 * known. The date is always whole, as the graphics show it.
 */
import { type CopyContext, isEvening } from "../../copy-fit/mod.ts";
import type { EventKind } from "../../kinds/event-kinds.ts";
import type { WhenFromToday } from "../../dates/from-today.ts";

/** 2..6 as words, for "only three days to go". */
const DAY_COUNT_WORDS: Readonly<Record<number, string>> = {
  2: "two",
  3: "three",
  4: "four",
  5: "five",
  6: "six",
};

/**
 * When the event is, as a phrase that follows a verb: "tonight", "tomorrow", "this Saturday, July 18, 2026",
 * "on Friday, August 14, 2026", "on December 31, 2026"; "" without a date.
 */
export function whenPhrase(when: WhenFromToday, context: CopyContext): string {
  const evening = isEvening(context);
  switch (when.relation) {
    case "none":
      return "";
    case "today":
      return evening ? "tonight" : "today";
    case "tomorrow":
      return evening ? "tomorrow night" : "tomorrow";
    case "thisWeek":
      return `${when.nextWeek ? "next" : "this"} ${when.weekday}, ${when.date}`;
    case "soon":
      return `on ${when.weekday}, ${when.date}`;
    default:
      return `on ${when.date}`;
  }
}

/**
 * True unless the event is known to be past, so the copy may invite people to save a spot (a date seen without
 * today is taken as ahead: the provider always knows today, a script may not).
 */
export function isAhead(when: WhenFromToday): boolean {
  return when.relation !== "past";
}

/**
 * Short sentences on how near the event is, for a caption's timing line; none when there is no date, the date
 * is past or today is not known.
 */
export function timingLines(when: WhenFromToday, kind: EventKind | null, context: CopyContext): string[] {
  const evening = isEvening(context);
  switch (when.relation) {
    case "today":
      return [
        ...(kind?.id === "wedding" ? ["The big day is here!"] : []),
        evening ? "Tonight's the night!" : "Today's the day!",
        `It's happening ${evening ? "tonight" : "today"}!`,
      ];
    case "tomorrow":
      return ["Only one more day!", "It's almost here!"];
    case "thisWeek":
      return [`Only ${DAY_COUNT_WORDS[when.days!]} days to go!`, "The countdown is on!"];
    case "soon":
      return ["The countdown is on.", "Mark your calendar.", "Not long now."];
    case "monthsAway":
      return ["Save the date.", "Mark your calendar.", "Plans are underway."];
    default:
      return [];
  }
}

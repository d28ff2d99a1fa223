/**
 * When the event is, in a phrase bank's words: "ce soir" on the day of an evening event, "ce samedi 18 juillet
 * 2026" in the coming days (never further: a week on, "samedi" alone would be a different Saturday), and
 * otherwise the whole date as the language writes it ("le 14 mars 2027"). Timing lines ("Plus que 3 jours !")
 * only for a date ahead and a today to count from.
 */
import { isEvening as startsInEvening } from "../../copy-fit/mod.ts";
import type { BankFacts } from "./_bank-facts.ts";
import { fill } from "./_fill.ts";

function isEvening(facts: BankFacts): boolean {
  return startsInEvening(facts.context);
}

/** {when}: the phrase for when the event is; "" without a date. */
export function bankWhen(facts: BankFacts): string {
  const { when, bank, rewrites } = facts;
  const words = bank.when;
  const evening = isEvening(facts);
  switch (when.relation) {
    case "none":
      return "";
    case "today":
      return evening ? words.tonight : words.today;
    case "tomorrow":
      return evening ? words.tomorrowNight : words.tomorrow;
    case "thisWeek": {
      const weekdays = when.nextWeek ? words.nextWeekdays : words.thisWeekdays;
      return fill(weekdays[when.weekdayIndex!], { date: when.date }, rewrites);
    }
    default:
      return fill(words.date, { date: when.date }, rewrites);
  }
}

/** {timing}: short sentences on how near the event is; none when undated, past or today is not known. */
export function bankTimingLines(facts: BankFacts): readonly string[] {
  const { when, bank } = facts;
  const timing = bank.timing;
  switch (when.relation) {
    case "today":
      return isEvening(facts) ? timing.tonight : timing.today;
    case "tomorrow":
      return timing.tomorrow;
    case "thisWeek":
      return timing.thisWeek.map((line) =>
        fill(line, { days: new Intl.NumberFormat(facts.tag).format(when.days!) })
      );
    case "soon":
      return timing.soon;
    case "monthsAway":
      return timing.monthsAway;
    default:
      return [];
  }
}

/** True when the event is known to be past: the copy thanks and remembers, it never invites. */
export function isPast(facts: BankFacts): boolean {
  return facts.when.relation === "past";
}

/**
 * Briefs for the designer's tests. The designer lays out the design a brief carries and decides none of it, so a
 * test gives the event's facts and gets the design the studio decides for them: the family its vibes call for
 * (unless the test names one), variation 0, the top line its mood and date call for (seen from `today`, when
 * the test gives one), no details line and the QR code on. A test then names only what it is about.
 */
import type { BriefDesign, ImageBrief } from "../../../brandkit/generation/provider.ts";
import type { LayoutFamily } from "../../../brandkit/design.ts";
import { chooseFamily } from "../../../brandkit/studio/family.ts";
import { chooseTopLine } from "../../../brandkit/studio/top-line.ts";

/** An event as a test tells it: a brief without its design, what the top line is chosen from, and any choice. */
export type BriefFacts = Omit<ImageBrief, "design"> & {
  /** "YYYY-MM-DD": the top line may name its weekday or its holiday. */
  eventDate?: string;
  /** "HH:MM": a morning event gets no "night" line. */
  eventTime?: string;
  /** The day the kit is made ("YYYY-MM-DD"): only with it may the top line say "tonight" or look back. */
  today?: string;
  /** What the design says already; the rest is decided. */
  design?: Partial<BriefDesign>;
};

/** `facts` with the design decided for them, in `family` when one is given. */
export function designedBrief(facts: BriefFacts, family?: LayoutFamily): ImageBrief {
  const { eventDate, eventTime, today, design = {}, ...brief } = facts;
  const topLine = design.topLine ?? chooseTopLine(
    {
      vibes: brief.vibes,
      eventDate,
      eventTime,
      name: brief.eventName,
      location: brief.location,
      link: brief.eventLink,
    },
    brief.seed,
    { language: brief.language, today },
  );
  return {
    ...brief,
    design: {
      family: family ?? design.family ?? chooseFamily(brief.vibes, brief.seed),
      variation: design.variation ?? 0,
      topLine,
      showQr: design.showQr ?? true,
      ...design.details === undefined ? {} : { details: design.details },
    },
  };
}

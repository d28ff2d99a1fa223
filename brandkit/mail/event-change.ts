/**
 * The guests told when the event moves (issue 38): a keeper whose `edit`, once the edit is kept (its transaction
 * committed), tells `changed` of the new record when the edit raised the calendar's SEQUENCE (the event's name,
 * date, time or place changed). Telling never fails the edit: a failure is logged.
 */
import type { KitKeeper } from "../kept/kit-keeper.ts";
import type { KeptKitRecord } from "../kept/kept-record.ts";
import type { Log } from "../log.ts";

/** `keeper`, its edits that move the event told to `changed` after they are kept. */
export function keeperTellingChanges(
  keeper: KitKeeper,
  changed: (kit: KeptKitRecord) => Promise<unknown>,
  log?: Log,
): KitKeeper {
  return {
    ...keeper,
    async edit(id, token, expectedRevision, change) {
      let before: number | undefined;
      const edited = await keeper.edit(id, token, expectedRevision, (record) => {
        before = record.calendarSequence;
        return change(record);
      });
      if (before !== undefined && edited.calendarSequence > before) {
        try {
          await changed(edited);
        } catch (error) {
          log?.({
            level: "error",
            event: "event-change-mail-failed",
            kitId: id,
            message: error instanceof Error ? error.message : String(error),
          });
        }
      }
      return edited;
    },
  };
}

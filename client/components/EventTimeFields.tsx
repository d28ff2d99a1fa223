/**
 * The event's time on the create form (issue 26): "Time" and "End time" beside the date, and the time zone they
 * are in, the visitor's own unless they pick another (shown once there is a time). The values become the
 * request's eventTime, eventEndTime and timeZone (eventTimesOf).
 */
import { lazy, Suspense, useId } from "react";
import type { GenerationRequestInput } from "../../brandkit/web.ts";
import { useServices } from "../app-context.ts";
import { message, say } from "../i18n/translator.ts";
import { useT } from "../i18n/use-words.ts";
import { TextField } from "./TextField.tsx";

/** The zones' list is long and needed only once there is a time: it loads then. */
const TimeZoneSelect = lazy(() =>
  import("./TimeZoneSelect.tsx").then((module) => ({ default: module.TimeZoneSelect }))
);

/** The times as the form holds them: "HH:MM" or "", and the zone ("" is the visitor's). */
export type EventTimes = { time: string; endTime: string; timeZone: string };

/** Under "End time" while there is no start time: the server takes an end only with a start. */
export const END_NEEDS_START_HINT = message("form.time.endNeedsStart");

/** The request's fields for `times`, in `browserZone` unless the visitor picked another. */
export function eventTimesOf(
  times: EventTimes,
  browserZone: string,
): Pick<GenerationRequestInput, "eventTime" | "eventEndTime" | "timeZone"> {
  const timeZone = times.timeZone || browserZone;
  if (!times.time) return { timeZone };
  return { eventTime: times.time, ...times.endTime ? { eventEndTime: times.endTime } : {}, timeZone };
}

export type EventTimeFieldsProps = { value: EventTimes; onChange: (value: EventTimes) => void };

export function EventTimeFields({ value, onChange }: EventTimeFieldsProps) {
  const { deps } = useServices();
  const zoneId = useId();
  const t = useT();
  const change = (patch: Partial<EventTimes>) => onChange({ ...value, ...patch });
  return (
    <div className="field event-times" role="group" aria-label={t("form.time.group")}>
      <div className="event-times-row">
        <TextField
          label={t("form.time.label")}
          type="time"
          value={value.time}
          onChange={(time) => change({ time })}
        />
        <TextField
          label={t("form.time.endLabel")}
          type="time"
          value={value.endTime}
          onChange={(endTime) => change({ endTime })}
          hint={value.endTime && !value.time ? say(t, END_NEEDS_START_HINT) : undefined}
        />
      </div>
      {value.time && (
        <div className="field">
          <label className="field-sublabel" htmlFor={zoneId}>{t("form.time.zoneLabel")}</label>
          <Suspense fallback={null}>
            <TimeZoneSelect
              id={zoneId}
              value={value.timeZone || deps.timeZone()}
              onChange={(timeZone) => change({ timeZone })}
            />
          </Suspense>
        </div>
      )}
    </div>
  );
}

/**
 * The form's "Time zone" (issue 26): every zone the browser knows, by its IANA name, the visitor's own chosen
 * first. Loaded once the visitor gives a time.
 */
import { useMemo } from "react";

/** Every time zone the browser knows, `value` among them. */
export function TimeZoneSelect(props: { id: string; value: string; onChange: (zone: string) => void }) {
  const zones = useMemo(() => {
    const known = typeof Intl.supportedValuesOf === "function" ? Intl.supportedValuesOf("timeZone") : [];
    return known.includes(props.value) ? known : [props.value, ...known];
  }, [props.value]);
  return (
    <select
      id={props.id}
      className="input select"
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
    >
      {zones.map((zone) => <option key={zone} value={zone}>{zone.replaceAll("_", " ")}</option>)}
    </select>
  );
}

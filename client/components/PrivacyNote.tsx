/**
 * Under the form: how long the server keeps a kit and why (issue 19), in one short, true sentence pair.
 */
import { useServices } from "../app-context.ts";

export function PrivacyNote() {
  const { kitTtlDays } = useServices();
  const days = kitTtlDays === 1 ? "1 day" : `${kitTtlDays} days`;
  return (
    <p className="privacy-note">
      Kits you make are kept for {days}{" "}
      so you can share them by link. You can delete one any time from Your kits.
    </p>
  );
}

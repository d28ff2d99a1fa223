/**
 * The page of a share link whose kit is gone (or never was): why kits go, and the way to make one.
 */
import { Icon } from "./Icon.tsx";

const HEADING_ID = "kit-not-found";

export function KitNotFound({ kitTtlDays }: { kitTtlDays: number }) {
  const days = kitTtlDays === 1 ? "1 day" : `${kitTtlDays} days`;
  return (
    <section className="card kit-not-found" aria-labelledby={HEADING_ID}>
      <h2 id={HEADING_ID} className="result-title">This kit is no longer here</h2>
      <p className="kit-not-found-text">
        {`Brand kits are kept for ${days} after they are made, and their makers can delete them sooner. `}
        Check the link, or make a kit of your own in seconds.
      </p>
      <a className="button button-primary" href="/">
        <Icon name="sparkles" />
        Make your own
      </a>
    </section>
  );
}

/**
 * The 'Rate Limited' panel (spec §2.2): the server's message and a live 'Wait {n}s before trying again'
 * countdown; it goes away by itself when the wait is over.
 */
import { useId } from "react";
import { useKitState } from "../app-context.ts";
import { secondsLeft } from "../state/kit-store.ts";
import { Icon } from "./Icon.tsx";

export function RateLimitPanel() {
  const state = useKitState();
  const titleId = useId();
  const seconds = secondsLeft(state);
  if (!state.rateLimit || seconds === 0) return null;
  return (
    <section className="rate-limit-panel" aria-labelledby={titleId}>
      <span className="rate-limit-icon" aria-hidden="true">
        <Icon name="clock" size={22} />
      </span>
      <div>
        <h2 id={titleId} className="rate-limit-title">Rate Limited</h2>
        <p className="rate-limit-message">{state.rateLimit.message}</p>
        <p className="rate-limit-countdown">Wait {seconds}s before trying again</p>
      </div>
    </section>
  );
}

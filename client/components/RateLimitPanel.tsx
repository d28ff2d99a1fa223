/**
 * The 'Rate Limited' panel (docs/behaviour.md#the-result): the server's message (in the interface's words, by
 * apiErrorMessage) and a live 'Wait {n}s before trying again' countdown; it goes away by itself when the wait is
 * over. It is shown where the visitor is (beside the submit button on the form, atop the result) and scrolls
 * itself into view when it appears off-screen.
 */
import { useEffect, useId, useRef } from "react";
import { useKitState } from "../app-context.ts";
import { apiErrorMessage } from "../api/api-error.ts";
import { say } from "../i18n/translator.ts";
import { useT } from "../i18n/use-words.ts";
import { secondsLeft } from "../state/kit-page-store.ts";
import { Icon } from "./Icon.tsx";

export type RateLimitPanelProps = {
  /** Id for the countdown, so a control it blocks can be described by it. */
  countdownId?: string;
  /**
   * When to scroll the panel into view as it appears: "always", or only when nothing has the focus (the view
   * just changed under the visitor); a visitor busy elsewhere keeps their place, and the toast tells them.
   * @default "always"
   */
  reveal?: "always" | "when-nothing-is-focused";
};

export function RateLimitPanel({ countdownId, reveal = "always" }: RateLimitPanelProps) {
  const state = useKitState();
  const t = useT();
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const seconds = secondsLeft(state);
  const shown = state.rateLimit !== null && seconds > 0;

  useEffect(() => {
    if (!shown) return;
    const focused = document.activeElement;
    if (reveal === "always" || !focused || focused === document.body) {
      // "nearest" moves the page only when the panel is off-screen, and then only as far as needed.
      panel.current?.scrollIntoView({ block: "nearest" });
    }
  }, [shown, reveal]);

  if (!shown) return null;
  return (
    <section ref={panel} className="rate-limit-panel" aria-labelledby={titleId}>
      <span className="rate-limit-icon" aria-hidden="true">
        <Icon name="clock" size={22} />
      </span>
      <div>
        <h2 id={titleId} className="rate-limit-title">{t("form.rateLimit.title")}</h2>
        <p className="rate-limit-message">
          {say(t, apiErrorMessage({ code: "RATE_LIMIT_EXCEEDED", message: state.rateLimit!.message }))}
        </p>
        <p id={countdownId} className="rate-limit-countdown">{t("form.rateLimit.countdown", { seconds })}</p>
      </div>
    </section>
  );
}

/**
 * The real progress of a generation, from the server's stream: the copy, then the poster, the square tile
 * and the banner, each done, under way or waiting.
 */
import type { GenerationStep } from "../../brandkit/web.ts";
import { useKitState } from "../app-context.ts";
import { useT } from "../i18n/use-words.ts";
import { Icon } from "./Icon.tsx";
import { Spinner } from "./Spinner.tsx";

/** The steps in order, each with its message id. */
const STEPS: ReadonlyArray<{ step: GenerationStep; label: string }> = [
  { step: "copy", label: "form.progress.copy" },
  { step: "poster", label: "form.progress.poster" },
  { step: "square", label: "form.progress.square" },
  { step: "banner", label: "form.progress.banner" },
];

export function GenerationProgress() {
  const { step, completed } = useKitState();
  const t = useT();
  const current = STEPS.find((entry) => entry.step === step);
  const doneCount = completed.length;
  return (
    <div className="progress">
      <div
        className="progress-bar"
        role="progressbar"
        aria-label={t("form.progress.label")}
        aria-valuemin={0}
        aria-valuemax={STEPS.length}
        aria-valuenow={doneCount}
      >
        <span style={{ width: `${(doneCount / STEPS.length) * 100}%` }} />
      </div>
      <ol className="progress-steps">
        {STEPS.map((entry) => {
          const state = completed.includes(entry.step) ? "done" : entry.step === step ? "active" : "waiting";
          return (
            <li key={entry.step} className={`progress-step progress-${state}`}>
              <span className="progress-marker" aria-hidden="true">
                {state === "done"
                  ? <Icon name="check" size={14} />
                  : state === "active"
                  ? <Spinner size={14} />
                  : null}
              </span>
              {t(entry.label)}
              <span className="visually-hidden">
                {state === "done"
                  ? ` ${t("form.progress.done")}`
                  : state === "active"
                  ? ` ${t("form.progress.active")}`
                  : ""}
              </span>
            </li>
          );
        })}
      </ol>
      <p className="visually-hidden" role="status">
        {current ? t("form.progress.status", { step: t(current.label) }) : t("form.progress.starting")}
      </p>
    </div>
  );
}

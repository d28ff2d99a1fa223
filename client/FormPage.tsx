/**
 * The form page's view: the create form, or the result (with the rate-limit panel atop it) once a kit is made.
 * The result is never server-rendered on `/`, so its code is not in the first-load script: it is fetched as
 * soon as the page is interactive (a chunk shared with the share page, which needs it at once), long before a
 * kit can be ready.
 */
import { lazy, Suspense, useEffect, useRef } from "react";
import { useKitState } from "./app-context.ts";
import { CreateForm } from "./components/CreateForm.tsx";
import { RateLimitPanel } from "./components/RateLimitPanel.tsx";
import { Spinner } from "./components/Spinner.tsx";

const loadResultView = () => import("./components/ResultView.tsx");
const ResultView = lazy(() => loadResultView().then((module) => ({ default: module.ResultView })));

export function FormPage() {
  const state = useKitState();
  useEffect(() => {
    loadResultView().catch(() => {}); // fetched again when shown, if this failed
  }, []);
  // Focus follows the view only after the visitor has moved between views, never on the first render.
  const hasSwitched = useRef(false);
  const showResult = state.result !== null;
  const previous = useRef(showResult);
  if (previous.current !== showResult) {
    hasSwitched.current = true;
    previous.current = showResult;
  }
  return (
    <>
      {/* On the form the panel sits beside the submit button, where the visitor is. */}
      {showResult && <RateLimitPanel reveal="when-nothing-is-focused" />}
      {showResult
        ? (
          <Suspense fallback={<Spinner />}>
            <ResultView />
          </Suspense>
        )
        : <CreateForm focusOnMount={hasSwitched.current} />}
    </>
  );
}

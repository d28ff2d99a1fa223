/**
 * The toast area at the top right (docs/behaviour.md#toasts): Radix toasts, one at a time, 5 s each, swipe
 * right past 50 px to dismiss, F8 moves focus to them. Loaded after hydration (App), so Radix is not in the
 * script the page waits for; a toast raised before then waits in the toast store and shows once the area is
 * there. A toast carries messages (client/messages.ts): they are said here, in the language the page speaks
 * now. In a right-to-left interface the toasts stand at the left, so a swipe to the left dismisses them.
 */
import * as Toast from "@radix-ui/react-toast";
import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_MAX_WIDTH_PX,
  TOAST_SWIPE_THRESHOLD_PX,
} from "../../brandkit/web.ts";
import { useServices, useToastItems } from "../app-context.ts";
import { say } from "../i18n/translator.ts";
import { useWords } from "../i18n/use-words.ts";
import { Icon } from "./Icon.tsx";

export function Toaster() {
  const { toasts } = useServices();
  const items = useToastItems();
  const { t, direction } = useWords();
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection={direction === "rtl" ? "left" : "right"}
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
    >
      {items.map((item) => (
        <Toast.Root
          key={item.id}
          open={item.open}
          onOpenChange={(open) => open || toasts.dismiss(item.id)}
          className={`toast toast-${item.variant}`}
          type={item.variant === "destructive" ? "foreground" : "background"}
        >
          <div className="toast-text">
            <Toast.Title className="toast-title">{say(t, item.title)}</Toast.Title>
            <Toast.Description className="toast-description">{say(t, item.description)}</Toast.Description>
          </div>
          <Toast.Close className="toast-close" aria-label={t("result.toast.close")}>
            <Icon name="x" size={16} />
          </Toast.Close>
        </Toast.Root>
      ))}
      <Toast.Viewport
        className="toast-viewport"
        hotkey={[TOAST_HOTKEY]}
        style={{ maxWidth: TOAST_MAX_WIDTH_PX }}
      />
    </Toast.Provider>
  );
}

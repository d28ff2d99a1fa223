/**
 * The toast area at the top right (docs/behaviour.md#toasts): Radix toasts, one at a time, 5 s each, swipe
 * right past 50 px to dismiss, F8 moves focus to them. Loaded after hydration (App), so Radix is not in the
 * script the page waits for; a toast raised before then waits in the toast store and shows once the area is
 * there.
 */
import * as Toast from "@radix-ui/react-toast";
import {
  TOAST_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_MAX_WIDTH_PX,
  TOAST_SWIPE_THRESHOLD_PX,
} from "../../brandkit/web.ts";
import { useServices, useToastItems } from "../app-context.ts";
import { Icon } from "./Icon.tsx";

export function Toaster() {
  const { toasts } = useServices();
  const items = useToastItems();
  return (
    <Toast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
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
            <Toast.Title className="toast-title">{item.title}</Toast.Title>
            <Toast.Description className="toast-description">{item.description}</Toast.Description>
          </div>
          <Toast.Close className="toast-close" aria-label="Close">
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

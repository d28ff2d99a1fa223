/**
 * A button whose action may be under way. While `busy` it stays enabled, so focus stays on it, but is announced
 * as unavailable (aria-disabled) and ignores clicks; `busyLabel`, when given, says what is happening meanwhile.
 */
import type { ReactNode, Ref } from "react";

export type BusyButtonProps = {
  className: string;
  busy: boolean;
  onClick: () => void;
  /** The label while busy ("Deleting..."); the usual one stays without it. */
  busyLabel?: string;
  buttonRef?: Ref<HTMLButtonElement>;
  children: ReactNode;
};

export function BusyButton(props: BusyButtonProps) {
  return (
    <button
      type="button"
      ref={props.buttonRef}
      className={props.className}
      onClick={() => props.busy || props.onClick()}
      aria-disabled={props.busy || undefined}
    >
      {props.busy && props.busyLabel ? props.busyLabel : props.children}
    </button>
  );
}

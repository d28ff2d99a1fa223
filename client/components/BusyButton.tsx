/**
 * A button whose action may be under way. While `busy` it stays enabled, so focus stays on it, but is announced
 * as unavailable and busy (aria-disabled, aria-busy) and ignores clicks; `busyLabel`, when given, says what is
 * happening meanwhile.
 */
import type { ReactNode, Ref } from "react";

export type BusyButtonProps = {
  className: string;
  busy: boolean;
  onClick: () => void;
  /** The label while busy ("Deleting...", perhaps with a spinner); the usual one stays without it. */
  busyLabel?: ReactNode;
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
      aria-busy={props.busy || undefined}
    >
      {props.busy && props.busyLabel ? props.busyLabel : props.children}
    </button>
  );
}

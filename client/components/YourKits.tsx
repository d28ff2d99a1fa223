/**
 * "Your kits" under the form (issue 19): the kits this browser made, each with its date, a link to its kit page
 * (`/k/{id}/kit`, where its owner edits it; its event page links there too) and 'Delete'. Deleting asks first,
 * inline ("Delete 'Name'?" with 'Yes, delete' and 'Cancel'; Escape cancels); the keyboard stays in the list
 * throughout. Loaded after hydration by YourKitsSlot, with its store.
 */
import { type KeyboardEvent, type RefObject, useEffect, useId, useRef, useSyncExternalStore } from "react";
import { kitPageUrl } from "../../brandkit/web.ts";
import { useT, useWords } from "../i18n/use-words.ts";
import type { YourKit, YourKitsStore } from "../state/your-kits.ts";
import { BusyButton } from "./BusyButton.tsx";

/** Where the keyboard goes once a confirmation closes: the kit's own 'Delete', or, if it is gone, a neighbour. */
type PendingFocus = { id: string; index: number };

export function YourKits({ store: yourKits }: { store: YourKitsStore }) {
  const { kits, confirming, deleting } = useSyncExternalStore(yourKits.subscribe, yourKits.getState);
  const t = useT();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const deleteButtons = useRef(new Map<string, HTMLButtonElement>());
  const cancelButton = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<PendingFocus | null>(null);
  // Once shown, the list stays (saying it is empty) when its last kit is deleted, so the focus has a place.
  const shown = useRef(false);
  if (kits.length) shown.current = true;

  useEffect(() => {
    if (confirming) cancelButton.current?.focus();
  }, [confirming]);

  useEffect(() => {
    const pending = pendingFocus.current;
    if (!pending || confirming || deleting) return;
    pendingFocus.current = null;
    const index = kits.some((kit) => kit.id === pending.id)
      ? kits.findIndex((kit) => kit.id === pending.id)
      : kits.length
      ? Math.min(pending.index, kits.length - 1)
      : null;
    const target = index === null ? null : deleteButtons.current.get(kits[index].id);
    (target ?? heading.current)?.focus();
  });

  if (!shown.current) return null;

  const closeConfirmation = (index: number) => {
    if (confirming) pendingFocus.current = { id: confirming, index };
  };

  return (
    <section className="card your-kits" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="your-kits-title">
        {t("result.yourKits.heading")}
      </h2>
      {kits.length
        ? <p className="your-kits-lead">{t("result.yourKits.lead")}</p>
        : <p className="your-kits-lead">{t("result.yourKits.empty")}</p>}
      <ul className="your-kits-list">
        {kits.map((kit, index) => (
          <YourKitRow
            key={kit.id}
            kit={kit}
            confirming={confirming === kit.id}
            deleting={deleting === kit.id}
            deleteRef={(element) => {
              if (element) deleteButtons.current.set(kit.id, element);
              else deleteButtons.current.delete(kit.id);
            }}
            cancelRef={cancelButton}
            onAsk={() => yourKits.askToDelete(kit.id)}
            onConfirm={() => {
              closeConfirmation(index);
              void yourKits.confirmDelete();
            }}
            onCancel={() => {
              closeConfirmation(index);
              yourKits.cancelDelete();
            }}
          />
        ))}
      </ul>
    </section>
  );
}

type YourKitRowProps = {
  kit: YourKit;
  confirming: boolean;
  deleting: boolean;
  deleteRef: (element: HTMLButtonElement | null) => void;
  cancelRef: RefObject<HTMLButtonElement | null>;
  onAsk: () => void;
  onConfirm: () => void;
  onCancel: () => void;
};

function YourKitRow(props: YourKitRowProps) {
  const { kit } = props;
  const questionId = useId();
  const { language, t } = useWords();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || props.deleting) return;
    event.stopPropagation();
    props.onCancel();
  };
  return (
    <li className="your-kit">
      <div className="your-kit-text">
        <a className="your-kit-name" href={kitPageUrl(kit.shareUrl)}>{kit.name}</a>
        <time className="your-kit-date" dateTime={kit.createdAt}>
          {new Date(kit.createdAt).toLocaleDateString(language, { dateStyle: "medium" })}
        </time>
      </div>
      {props.confirming
        ? (
          <div
            className="your-kit-confirm"
            role="group"
            aria-labelledby={questionId}
            onKeyDown={onKeyDown}
          >
            <span id={questionId} className="your-kit-question">
              {t("result.yourKits.confirm", { name: kit.name })}
            </span>
            <BusyButton
              className="button button-danger"
              busy={props.deleting}
              busyLabel={t("result.common.deleting")}
              onClick={props.onConfirm}
            >
              {t("result.common.yesDelete")}
            </BusyButton>
            <BusyButton
              className="button button-secondary"
              busy={props.deleting}
              buttonRef={props.cancelRef}
              onClick={props.onCancel}
            >
              {t("result.common.cancel")}
            </BusyButton>
          </div>
        )
        : (
          <button
            type="button"
            ref={props.deleteRef}
            className="button button-ghost your-kit-delete"
            onClick={props.onAsk}
            aria-label={t("result.yourKits.deleteLabel", { name: kit.name })}
          >
            {t("result.yourKits.delete")}
          </button>
        )}
    </li>
  );
}

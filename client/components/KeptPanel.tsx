/**
 * How long the owner's kept kit stays (issue 26): "Kept until {date}" (asked of the server for a kit just made),
 * 'Keep longer' (another period, POST /api/kits/{id}/extend) and 'Delete kit', which asks first (Escape cancels)
 * and then deletes it as "Your kits" does, its link with it.
 */
import { type KeyboardEvent, useEffect, useRef, useState } from "react";
import type { StudioApi } from "../api/studio-api.ts";
import { useServices } from "../app-context.ts";
import { useT } from "../i18n/use-words.ts";
import type { KeptState } from "../state/kit-page-store.ts";
import { STUDIO_TOASTS } from "../state/studio-messages.ts";
import { Icon } from "./Icon.tsx";
import { KeptUntil } from "./KeptUntil.tsx";
import { Spinner } from "./Spinner.tsx";
import { BusyButton } from "./BusyButton.tsx";

export type KeptPanelProps = {
  id: string;
  ownerToken: string;
  name: string;
  shareUrl: string;
  kept: KeptState;
  /** POST /api/kits/{id}/extend (the studio's API). */
  extendKit: StudioApi["extendKit"];
  /** The kit is gone: the page leaves it. */
  onDeleted: () => void;
};

export function KeptPanel(props: KeptPanelProps) {
  const { api, kit, toasts, yourKits, deps } = useServices();
  const t = useT();
  const [extending, setExtending] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const deleteButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const wasConfirming = useRef(false);

  // The answer that kept the kit did not say until when: the server does.
  useEffect(() => {
    if (props.kept.expiresAt) return;
    const controller = new AbortController();
    api.getKit(props.id, controller.signal).then((shared) =>
      kit.showEdited({
        kit: shared.kit,
        request: shared.request,
        kept: { revision: shared.revision, expiresAt: shared.expiresAt },
      }), () => {});
    return () => controller.abort();
  }, [props.id, props.kept.expiresAt === null]);

  useEffect(() => {
    if (confirming) cancelButton.current?.focus();
    else if (wasConfirming.current) deleteButton.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  const keepLonger = async () => {
    if (extending) return;
    setExtending(true);
    try {
      const shared = await props.extendKit(props.id, props.ownerToken);
      kit.showEdited({
        kit: shared.kit,
        request: shared.request,
        kept: { revision: shared.revision, expiresAt: shared.expiresAt },
      });
      toasts.show(STUDIO_TOASTS.keptLonger(shared.expiresAt));
    } catch {
      toasts.show(STUDIO_TOASTS.keepLongerFailed);
    } finally {
      setExtending(false);
    }
  };

  const remove = async () => {
    if (deleting) return;
    setDeleting(true);
    try {
      const list = await yourKits();
      list.load();
      const listed = list.getState().kits.some((kept) => kept.id === props.id);
      if (!listed) {
        list.add({
          id: props.id,
          name: props.name,
          createdAt: new Date(deps.now()).toISOString(),
          ownerToken: props.ownerToken,
          shareUrl: props.shareUrl,
        });
      }
      list.askToDelete(props.id);
      await list.confirmDelete(); // says what happened
      if (!list.getState().kits.some((kept) => kept.id === props.id)) props.onDeleted();
    } catch {
      toasts.show(STUDIO_TOASTS.deleteFailed);
    } finally {
      setDeleting(false);
      setConfirming(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "Escape" || deleting) return;
    event.stopPropagation();
    setConfirming(false);
  };

  return (
    <div className="kept-panel">
      {props.kept.expiresAt && <KeptUntil expiresAt={props.kept.expiresAt} />}
      {confirming
        ? (
          <div
            className="kept-confirm"
            role="group"
            aria-label={t("result.kept.confirmLabel")}
            onKeyDown={onKeyDown}
          >
            <span className="kept-question">{t("result.kept.confirmQuestion")}</span>
            <BusyButton
              className="button button-danger button-small"
              busy={deleting}
              busyLabel={
                <>
                  <Spinner size={14} />
                  {t("result.common.deleting")}
                </>
              }
              onClick={() => void remove()}
            >
              <Icon name="trash" size={16} />
              {t("result.common.yesDelete")}
            </BusyButton>
            <BusyButton
              className="button button-secondary button-small"
              busy={deleting}
              buttonRef={cancelButton}
              onClick={() => setConfirming(false)}
            >
              {t("result.common.cancel")}
            </BusyButton>
          </div>
        )
        : (
          <div className="kept-actions">
            {props.kept.expiresAt && (
              <button
                type="button"
                className="button button-secondary button-small"
                aria-disabled={extending || undefined}
                aria-busy={extending || undefined}
                onClick={() => void keepLonger()}
              >
                {extending ? <Spinner size={14} /> : <Icon name="clock" size={16} />}
                {t("result.kept.keepLonger")}
              </button>
            )}
            <button
              ref={deleteButton}
              type="button"
              className="button button-ghost button-small"
              onClick={() => setConfirming(true)}
            >
              <Icon name="trash" size={16} />
              {t("result.kept.deleteKit")}
            </button>
          </div>
        )}
    </div>
  );
}

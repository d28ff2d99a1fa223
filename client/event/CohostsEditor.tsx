/**
 * The owner's co-hosts (issue 39): the people who help check guests in at the door, each with a door link of their
 * own. 'Add co-host' (CohostForm) shows the new co-host's link once, to copy and send: the server keeps only its
 * hash, so it is never shown again. Each co-host listed has 'Revoke' (asked first), after which their link no
 * longer opens the door. What each action came to is said in the panel's live region (`onSaid`).
 */
import { useEffect, useId, useRef, useState } from "react";
import { type Cohost, type CohostCreated, MAX_COHOSTS } from "../../brandkit/web.ts";
import { apiErrorStatus } from "../api/api-error.ts";
import { useServices } from "../app-context.ts";
import { AskFirst } from "../components/AskFirst.tsx";
import { useRemovalFocus } from "../hooks/use-removal-focus.ts";
import { type Message, message } from "../i18n/translator.ts";
import { useWords } from "../i18n/use-words.ts";
import { CohostForm } from "./CohostForm.tsx";
import type { DoorApi } from "./door-api.ts";
import { EVENT_TOASTS } from "./event-messages.ts";
import { LinkToCopy } from "./LinkToCopy.tsx";

export type CohostsEditorProps = {
  kitId: string;
  ownerToken: string;
  api: DoorApi;
  /** What an action came to, for the panel's live region. */
  onSaid: (said: Message) => void;
};

export function CohostsEditor({ kitId, ownerToken, api, onSaid }: CohostsEditorProps) {
  const { toasts } = useServices();
  const { language, t } = useWords();
  const headingId = useId();
  const [cohosts, setCohosts] = useState<Cohost[] | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [created, setCreated] = useState<CohostCreated | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const group = useRef<HTMLDivElement>(null);
  // After a revocation, the next co-host's 'Revoke', else the form's field.
  const focus = useRemovalFocus(() => group.current?.querySelector<HTMLElement>("input, button"));

  useEffect(() => {
    let live = true;
    api.cohosts(kitId, ownerToken).then(
      (listed) => live && setCohosts(listed),
      () => live && setLoadFailed(true),
    );
    return () => {
      live = false;
    };
  }, [api, kitId, ownerToken]);

  const add = async (label: string) => {
    const made = await api.addCohost(kitId, label, ownerToken);
    const { cohostId, createdAt } = made;
    setCohosts((listed) => [...listed ?? [], { cohostId, label: made.label, createdAt }]);
    setCreated(made);
    onSaid(message("event.cohosts.added", { label: made.label }));
  };

  const revoke = async (cohost: Cohost, index: number) => {
    setConfirming(null);
    try {
      await api.revokeCohost(kitId, cohost.cohostId, ownerToken);
    } catch (error) {
      // Already gone is what the owner asked for.
      if (apiErrorStatus(error) !== 404) {
        toasts.show(EVENT_TOASTS.revokeFailed);
        return;
      }
    }
    focus.removed(index, (cohosts?.length ?? 1) - 1);
    setCohosts((listed) => (listed ?? []).filter((each) => each.cohostId !== cohost.cohostId));
    if (created?.cohostId === cohost.cohostId) setCreated(null);
    onSaid(message("event.cohosts.revoked", { label: cohost.label }));
  };

  const addedOn = (iso: string) => new Date(iso).toLocaleDateString(language, { dateStyle: "medium" });
  return (
    <div ref={group} className="owner-cohosts" role="group" aria-labelledby={headingId}>
      <h4 id={headingId} className="owner-cohosts-title">{t("event.cohosts.title")}</h4>
      {(cohosts?.length ?? 0) >= MAX_COHOSTS
        ? <p className="owner-update-hint">{t("event.cohosts.limit", { max: MAX_COHOSTS })}</p>
        : <CohostForm add={add} />}
      {created && (
        <LinkToCopy
          url={created.link}
          label={t("event.cohosts.linkLabel", { label: created.label })}
          hint={t("event.cohosts.linkHint", { label: created.label })}
          copied={EVENT_TOASTS.cohostLinkCopied}
          focusOnShow
        />
      )}
      {loadFailed && <p role="alert">{t("event.cohosts.loadFailed")}</p>}
      {cohosts && (cohosts.length > 0
        ? (
          <ul className="owner-cohost-list" aria-label={t("event.cohosts.listLabel")}>
            {cohosts.map((cohost, index) => (
              <li key={cohost.cohostId} className="owner-guest">
                <div className="owner-guest-text">
                  <p>
                    <strong dir="auto">{cohost.label}</strong>
                  </p>
                  <p className="owner-guest-note">
                    {t("event.cohosts.addedOn", { date: addedOn(cohost.createdAt) })}
                  </p>
                </div>
                <AskFirst
                  words={{
                    action: t("event.cohosts.revoke"),
                    actionLabel: t("event.cohosts.revokeLabel", { label: cohost.label }),
                    question: t("event.cohosts.confirmLabel", { label: cohost.label }),
                    confirm: t("event.cohosts.confirm"),
                    cancel: t("event.owner.cancel"),
                  }}
                  asking={confirming === cohost.cohostId}
                  onAsk={(asking) => setConfirming(asking ? cohost.cohostId : null)}
                  onConfirm={() => void revoke(cohost, index)}
                  actionRef={focus.itemRef(index)}
                />
              </li>
            ))}
          </ul>
        )
        : <p className="owner-empty">{t("event.cohosts.empty")}</p>)}
    </div>
  );
}

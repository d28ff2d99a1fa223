/**
 * The owner's updates in the owner's panel (issue 38): a text of several lines (up to UPDATE_TEXT_MAX characters)
 * and 'Post update', then every update posted with 'Remove' (asked first). What each action came to is said in
 * the panel's live region (`onSaid`), a failure in an alert; the event page's own list follows at once
 * (`onChange`), without a reload.
 */
import { type FormEvent, useId, useRef, useState } from "react";
import { UPDATE_TEXT_MAX } from "../../brandkit/web.ts";
import { ApiError } from "../api/api-error.ts";
import { AskFirst } from "../components/AskFirst.tsx";
import { BusyButton } from "../components/BusyButton.tsx";
import { useRemovalFocus } from "../hooks/use-removal-focus.ts";
import { type Message, message, say } from "../i18n/translator.ts";
import { useWords } from "../i18n/use-words.ts";
import type { UpdatesApi } from "./updates-api.ts";
import { type EventUpdateItem, eventUpdateItemOf } from "./updates-data.ts";

export type UpdatesEditorProps = {
  kitId: string;
  ownerToken: string;
  api: UpdatesApi;
  /** The updates the page shows, newest first. */
  items: readonly EventUpdateItem[];
  /** The zone their dates are written in. */
  timeZone: string;
  /** The page's list, changed. */
  onChange: (items: EventUpdateItem[]) => void;
  /** What an action came to, for the panel's live region. */
  onSaid: (said: Message) => void;
};

export function UpdatesEditor(props: UpdatesEditorProps) {
  const { kitId, ownerToken, api, items } = props;
  const { language, t } = useWords();
  const ids = { heading: useId(), text: useId(), hint: useId() };
  const [text, setText] = useState("");
  const [posting, setPosting] = useState(false);
  const [failure, setFailure] = useState<Message | null>(null);
  const [confirming, setConfirming] = useState<string | null>(null);
  const textArea = useRef<HTMLTextAreaElement>(null);
  // After a removal, the next update's 'Remove', else the text to write a new one.
  const focus = useRemovalFocus(() => textArea.current);

  const post = async (event?: FormEvent<HTMLFormElement>) => {
    event?.preventDefault();
    if (posting || text.trim() === "") return;
    setPosting(true);
    setFailure(null);
    try {
      const posted = await api.post(kitId, text, ownerToken);
      props.onChange([eventUpdateItemOf(posted, language, props.timeZone), ...items]);
      setText("");
      props.onSaid(message("event.updates.posted"));
    } catch (error) {
      setFailure(
        error instanceof ApiError && error.code === "RATE_LIMIT_EXCEEDED"
          ? message("event.updates.limit")
          : message("event.updates.postFailed"),
      );
    } finally {
      setPosting(false);
    }
  };

  const remove = async (update: EventUpdateItem, index: number) => {
    setConfirming(null);
    setFailure(null);
    try {
      await api.remove(kitId, update.id, ownerToken);
    } catch (error) {
      // Already gone is what the owner asked for.
      if (!(error instanceof ApiError && error.code === "NOT_FOUND")) {
        setFailure(message("event.updates.removeFailed"));
        return;
      }
    }
    focus.removed(index, items.length - 1);
    props.onChange(items.filter((item) => item.id !== update.id));
    props.onSaid(message("event.updates.removed"));
  };

  return (
    <div className="owner-updates" role="group" aria-labelledby={ids.heading}>
      <h3 id={ids.heading} className="owner-settings-title">{t("event.updates.ownerTitle")}</h3>
      <form className="owner-update-form" onSubmit={(event) => void post(event)}>
        <label className="field-label" htmlFor={ids.text}>{t("event.updates.label")}</label>
        <textarea
          ref={textArea}
          id={ids.text}
          className="input owner-update-text"
          name="text"
          rows={4}
          dir="auto"
          maxLength={UPDATE_TEXT_MAX}
          aria-describedby={ids.hint}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <p id={ids.hint} className="owner-update-hint">
          {t("event.updates.hint", { max: UPDATE_TEXT_MAX })}
        </p>
        <BusyButton className="button event-button" busy={posting} onClick={() => void post()}>
          {t("event.updates.post")}
        </BusyButton>
      </form>
      {failure && <p role="alert">{say(t, failure)}</p>}
      {items.length > 0 && (
        <ul className="owner-update-list" aria-label={t("event.updates.title")}>
          {items.map((update, index) => (
            <li key={update.id} className="owner-guest">
              <div className="owner-guest-text">
                <p>
                  <time dateTime={update.createdAt}>{update.date}</time>
                </p>
                <p className="event-update-text" dir="auto">{update.text}</p>
              </div>
              <AskFirst
                words={{
                  action: t("event.owner.remove"),
                  actionLabel: t("event.updates.removeLabel", { date: update.date }),
                  question: t("event.updates.confirmLabel", { date: update.date }),
                  confirm: t("event.updates.confirm"),
                  cancel: t("event.owner.cancel"),
                }}
                asking={confirming === update.id}
                onAsk={(asking) => setConfirming(asking ? update.id : null)}
                onConfirm={() => void remove(update, index)}
                actionRef={focus.itemRef(index)}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The create form's fields and submit button (docs/behaviour.md#the-form): every field optional; submitting
 * stores the input and generates the kit, with the button busy and the steps shown as the server reports
 * them, and a rate limit shown beside the button. The event link (issue 14) is checked when the visitor
 * leaves it and on submit; a bad one stops the submit and takes the focus, its message announced. A field the
 * server refused (the name, the place, the date, the link) says why under it, in the interface's words. The
 * fields start from `initial` (empty, or a shared kit's request for 'Make your own'); CreateForm remounts the
 * form to start it again.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import {
  AUTO_LANGUAGE,
  type GenerationRequestInput,
  hasDatePassed,
  localCalendarDate,
  REQUEST_LIMITS,
} from "../../brandkit/web.ts";
import { useKitState, useServices } from "../app-context.ts";
import { EVENT_LINK_EXAMPLE, eventLinkProblem } from "../form/event-link.ts";
import { type Message, message, say } from "../i18n/translator.ts";
import { useT } from "../i18n/use-words.ts";
import { fieldErrorText } from "../state/field-errors.ts";
import type { FormValues } from "../state/form-draft.ts";
import { secondsLeft } from "../state/kit-page-store.ts";
import { ColorField } from "./ColorField.tsx";
import { EventTimeFields, eventTimesOf } from "./EventTimeFields.tsx";
import { GenerationProgress } from "./GenerationProgress.tsx";
import { InspirationField } from "./InspirationField.tsx";
import { LanguageField } from "./LanguageField.tsx";
import { RateLimitPanel } from "./RateLimitPanel.tsx";
import { SubmitButton } from "./SubmitButton.tsx";
import { TextField } from "./TextField.tsx";
import { VibeField } from "./VibeField.tsx";

export type KitFormProps = {
  /** What the fields start with. */
  initial: FormValues;
};

/** Under the date field once the visitor picks a day before their today. */
export const PAST_DATE_HINT = message("form.date.pastHint");

export function KitForm({ initial }: KitFormProps) {
  const { kit, deps } = useServices();
  const state = useKitState();
  const t = useT();
  const { busy } = state;
  const countdownId = useId();
  const [name, setName] = useState(initial.name);
  const [vibes, setVibes] = useState(initial.vibes);
  const [colors, setColors] = useState(initial.colors);
  const [paletteName, setPaletteName] = useState(initial.paletteName);
  const [date, setDate] = useState(initial.date);
  const [times, setTimes] = useState({
    time: initial.time,
    endTime: initial.endTime,
    timeZone: initial.timeZone,
  });
  const [location, setLocation] = useState(initial.location);
  const [inspiration, setInspiration] = useState("");
  const [link, setLink] = useState(initial.link);
  const [language, setLanguage] = useState(initial.language);
  const [linkError, setLinkError] = useState<Message | null>(null);
  const linkInput = useRef<HTMLInputElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const locationInput = useRef<HTMLInputElement>(null);
  const dateInput = useRef<HTMLInputElement>(null);
  const { fieldErrors } = state;

  // A field the server refused (a character no font can draw, a name too long) takes the focus.
  useEffect(() => {
    if (fieldErrors?.customEventName) nameInput.current?.focus();
    else if (fieldErrors?.eventLocation) locationInput.current?.focus();
    else if (fieldErrors?.eventDate) dateInput.current?.focus();
  }, [fieldErrors]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const problem = eventLinkProblem(link);
    setLinkError(problem);
    if (problem) {
      linkInput.current?.focus();
      return;
    }
    const request: GenerationRequestInput = {
      vibes: [...vibes],
      colors: [...colors],
      inspirationImage: inspiration,
    };
    if (name.trim()) request.customEventName = name.trim();
    if (date) request.eventDate = date;
    Object.assign(request, eventTimesOf(times, deps.timeZone()));
    if (location.trim()) request.eventLocation = location.trim();
    if (link.trim()) request.eventLink = link.trim();
    if (language !== AUTO_LANGUAGE) request.language = language;
    void kit.submit(request);
  };

  return (
    <form onSubmit={submit} noValidate>
      <fieldset className="form-grid" disabled={busy}>
        <legend className="visually-hidden">{t("form.legend")}</legend>
        <TextField
          label={t("form.name.label")}
          hint={t("form.name.hint")}
          value={name}
          onChange={(value) => {
            setName(value);
            kit.clearFieldError("customEventName");
          }}
          error={fieldErrorText(t, fieldErrors?.customEventName)}
          inputRef={nameInput}
          placeholder={t("form.name.placeholder")}
          maxLength={80}
          wide
        />
        <VibeField vibes={vibes} onChange={setVibes} />
        <ColorField
          vibes={vibes}
          colors={colors}
          onColorsChange={setColors}
          paletteName={paletteName}
          onPaletteNameChange={setPaletteName}
        />
        <TextField
          label={t("form.date.label")}
          type="date"
          value={date}
          onChange={(value) => {
            setDate(value);
            kit.clearFieldError("eventDate");
          }}
          error={fieldErrorText(t, fieldErrors?.eventDate)}
          inputRef={dateInput}
          hint={date && hasDatePassed(date, localCalendarDate(deps.now()))
            ? say(t, PAST_DATE_HINT)
            : undefined}
        />
        <EventTimeFields value={times} onChange={setTimes} />
        <TextField
          label={t("form.location.label")}
          value={location}
          onChange={(value) => {
            setLocation(value);
            kit.clearFieldError("eventLocation");
          }}
          error={fieldErrorText(t, fieldErrors?.eventLocation)}
          inputRef={locationInput}
          placeholder={t("form.location.placeholder")}
          maxLength={120}
          autoComplete="address-level2"
          wide
        />
        <TextField
          label={t("form.link.label")}
          hint={t("form.link.hint")}
          type="url"
          value={link}
          onChange={(value) => {
            setLink(value);
            // A shown error goes as soon as the link is right; a new one waits until the visitor leaves.
            if (linkError) setLinkError(eventLinkProblem(value));
            kit.clearFieldError("eventLink");
          }}
          onBlur={() => setLinkError(eventLinkProblem(link))}
          error={linkError ? say(t, linkError) : fieldErrorText(t, fieldErrors?.eventLink)}
          inputRef={linkInput}
          placeholder={EVENT_LINK_EXAMPLE}
          maxLength={REQUEST_LIMITS.maxEventLinkLength}
          autoComplete="url"
          wide
        />
        <LanguageField value={language} onChange={setLanguage} />
        <InspirationField value={inspiration} onChange={setInspiration} />
      </fieldset>
      <SubmitButton busy={busy} describedBy={secondsLeft(state) > 0 ? countdownId : undefined} />
      <RateLimitPanel countdownId={countdownId} />
      {busy && <GenerationProgress />}
    </form>
  );
}

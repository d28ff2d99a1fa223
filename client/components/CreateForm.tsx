/**
 * The create form (spec §2.1): every field optional; submitting stores the input and generates the kit, with
 * the button busy and the steps shown as the server reports them, and a rate limit shown beside the button.
 * The event link (issue 14) is checked when the visitor leaves it and on submit; a bad one stops the submit
 * and takes the focus, its message announced.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import {
  AUTO_LANGUAGE,
  DEFAULT_COLORS,
  DEFAULT_PALETTE_NAME,
  type GenerationRequestInput,
  hasDatePassed,
  localCalendarDate,
  REQUEST_LIMITS,
} from "../../brandkit/mod.ts";
import { useKitState, useServices } from "../app-context.ts";
import { EVENT_LINK_EXAMPLE, eventLinkProblem } from "../form/event-link.ts";
import { secondsLeft } from "../state/kit-store.ts";
import { ColorField } from "./ColorField.tsx";
import { GenerationProgress } from "./GenerationProgress.tsx";
import { InspirationField } from "./InspirationField.tsx";
import { LanguageField } from "./LanguageField.tsx";
import { RateLimitPanel } from "./RateLimitPanel.tsx";
import { SubmitButton } from "./SubmitButton.tsx";
import { TextField } from "./TextField.tsx";
import { VibeField } from "./VibeField.tsx";

export type CreateFormProps = {
  /** Move focus to the heading when shown (after 'Create New'), not on the first page load. */
  focusOnMount: boolean;
};

/** Under the date field once the visitor picks a day before their today. */
export const PAST_DATE_HINT = "This date has passed. Check the year if the event is still to come.";

export function CreateForm({ focusOnMount }: CreateFormProps) {
  const { kit, deps } = useServices();
  const state = useKitState();
  const { busy } = state;
  const headingId = useId();
  const countdownId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [name, setName] = useState("");
  const [vibes, setVibes] = useState<readonly string[]>([]);
  const [colors, setColors] = useState<readonly string[]>(DEFAULT_COLORS);
  const [paletteName, setPaletteName] = useState(DEFAULT_PALETTE_NAME);
  const [date, setDate] = useState("");
  const [location, setLocation] = useState("");
  const [inspiration, setInspiration] = useState("");
  const [link, setLink] = useState("");
  const [language, setLanguage] = useState(AUTO_LANGUAGE);
  const [linkError, setLinkError] = useState<string | null>(null);
  const linkInput = useRef<HTMLInputElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const locationInput = useRef<HTMLInputElement>(null);
  const { fieldErrors } = state;

  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);

  // A field the server refused (a character no font can draw, a name too long) takes the focus.
  useEffect(() => {
    if (fieldErrors?.customEventName) nameInput.current?.focus();
    else if (fieldErrors?.eventLocation) locationInput.current?.focus();
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
    if (location.trim()) request.eventLocation = location.trim();
    if (link.trim()) request.eventLink = link.trim();
    if (language !== AUTO_LANGUAGE) request.language = language;
    void kit.submit(request);
  };

  return (
    <section className="card create-card" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1} className="card-title">Create Your Event Brand</h2>
      <p className="card-lead">
        Every field is optional. Tell us what you have, and BrandKit fills in the rest.
      </p>
      <form onSubmit={submit} noValidate>
        <fieldset className="form-grid" disabled={busy}>
          <legend className="visually-hidden">Event details</legend>
          <TextField
            label="Custom event name"
            hint="Leave empty and the AI suggests three names."
            value={name}
            onChange={(value) => {
              setName(value);
              kit.clearFieldError("customEventName");
            }}
            error={fieldErrors?.customEventName ?? null}
            inputRef={nameInput}
            placeholder="e.g. Neon Nights"
            maxLength={80}
            wide
          />
          <VibeField vibes={vibes} onChange={setVibes} />
          <ColorField
            colors={colors}
            onColorsChange={setColors}
            paletteName={paletteName}
            onPaletteNameChange={setPaletteName}
          />
          <TextField
            label="Event date"
            type="date"
            value={date}
            onChange={setDate}
            hint={date && hasDatePassed(date, localCalendarDate(deps.now())) ? PAST_DATE_HINT : undefined}
          />
          <TextField
            label="Event location"
            value={location}
            onChange={(value) => {
              setLocation(value);
              kit.clearFieldError("eventLocation");
            }}
            error={fieldErrors?.eventLocation ?? null}
            inputRef={locationInput}
            placeholder="Austin, TX"
            maxLength={120}
            autoComplete="address-level2"
          />
          <TextField
            label="Event link (tickets or RSVP)"
            hint="Optional. It becomes a QR code on the poster and story, and the calendar file's link."
            type="url"
            value={link}
            onChange={(value) => {
              setLink(value);
              // A shown error goes as soon as the link is right; a new one waits until the visitor leaves.
              if (linkError) setLinkError(eventLinkProblem(value));
            }}
            onBlur={() => setLinkError(eventLinkProblem(link))}
            error={linkError}
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
    </section>
  );
}

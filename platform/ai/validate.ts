/**
 * The AI service's input rules (docs/behaviour.md#platform-input-rules): a prompt or messages; image URLs in
 * messages over HTTPS and ending in jpg, jpeg, png, gif or webp; 1 to 50 images to modify; text for speech;
 * audio for transcription.
 */
import { MAX_MODIFY_IMAGES, MESSAGE_IMAGE_EXTENSIONS } from "../constants.ts";
import { validationError } from "../errors.ts";

/** One part of a message's content. */
export type ContentPart = { type: "text"; text: string } | { type: "image"; image: string };
export type Message = { role: "system" | "user" | "assistant"; content: string | ContentPart[] };

export const PROMPT_REQUIRED = "Prompt is required";
export const MAX_IMAGES_MESSAGE = `Maximum ${MAX_MODIFY_IMAGES} images allowed`;

/** The reason `url` may not be sent as a message image, or undefined when it may. */
export function imageUrlProblem(url: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return `Image URL is not a valid URL: ${url}`;
  }
  if (parsed.protocol !== "https:") return `Image URL must use HTTPS: ${url}`;
  const extension = parsed.pathname.split(".").pop()?.toLowerCase() ?? "";
  if (!parsed.pathname.includes(".") || !MESSAGE_IMAGE_EXTENSIONS.includes(extension)) {
    return `Image URL must end in ${MESSAGE_IMAGE_EXTENSIONS.join(", ")}: ${url}`;
  }
  return undefined;
}

/** A prompt or at least one message is required, and message images must be acceptable URLs. */
export function checkPromptOrMessages(
  prompt: string | undefined,
  messages: readonly Message[] | undefined,
): void {
  const hasPrompt = typeof prompt === "string" && prompt.trim() !== "";
  if (!hasPrompt && (!messages || messages.length === 0)) throw validationError(PROMPT_REQUIRED);
  for (const message of messages ?? []) {
    if (typeof message.content === "string") continue;
    for (const part of message.content) {
      if (part.type !== "image") continue;
      const problem = imageUrlProblem(part.image);
      if (problem) throw validationError(problem);
    }
  }
}

export function checkPrompt(prompt: string | undefined): void {
  if (typeof prompt !== "string" || prompt.trim() === "") throw validationError(PROMPT_REQUIRED);
}

/** Modify-image needs 1 to 50 image URLs and a prompt. */
export function checkModifyImages(images: readonly string[] | undefined, prompt: string | undefined): void {
  if (!images || images.length === 0) throw validationError("At least one image URL is required");
  if (images.length > MAX_MODIFY_IMAGES) throw validationError(MAX_IMAGES_MESSAGE);
  checkPrompt(prompt);
}

export function checkSpeechText(text: string | undefined): void {
  if (typeof text !== "string" || text.trim() === "") throw validationError("Text is required");
}

export function checkAudio(audio: unknown): void {
  const empty = audio === undefined || audio === null || audio === "" ||
    (audio instanceof Uint8Array && audio.byteLength === 0) ||
    (audio instanceof ArrayBuffer && audio.byteLength === 0);
  if (empty) throw validationError("Audio is required");
}

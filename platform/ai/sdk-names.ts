/**
 * The AI calls under the names and argument shapes of the platform's published SDK, for people coming from it:
 * generateText, generateObject, generateImage, generateSpeech and transcribeAudio (streamText, streamObject and
 * modifyImage already share its names). Each maps onto our own call, so checks, errors and answers are the same.
 */
import type {
  CoreAiApi,
  GenerationOptions,
  ImageOptions,
  ImageResult,
  ObjectOptions,
  SpeechResult,
  TextResult,
  TranscriptionResult,
} from "./schemas.ts";

/** generateText's options: ours, plus the SDK's `systemPrompt` spelling of `system`. */
export type SdkTextOptions = GenerationOptions & { systemPrompt?: string };

/** generateSpeech's options, named as in the SDK. */
export type SdkSpeechOptions = {
  text: string;
  voice?: string;
  model?: string;
  /** "mp3", "opus", "aac", "flac", "wav" or "pcm". */
  response_format?: string;
  speed?: number;
  signal?: AbortSignal;
};

/** transcribeAudio's options, named as in the SDK (audio may also be a list of byte values). */
export type SdkTranscriptionOptions = {
  audio: string | number[] | ArrayBuffer | Uint8Array;
  language?: string;
  model?: string;
  response_format?: string;
  signal?: AbortSignal;
};

export type SdkNamedAi = {
  generateText(options: SdkTextOptions): Promise<TextResult>;
  generateObject<T = unknown>(options: ObjectOptions<T>): Promise<{ object: T; [key: string]: unknown }>;
  generateImage(options: ImageOptions): Promise<ImageResult>;
  generateSpeech(options: SdkSpeechOptions): Promise<SpeechResult>;
  transcribeAudio(options: SdkTranscriptionOptions): Promise<TranscriptionResult>;
};

/** `core` with the SDK's names added. */
export function withSdkNames<Core extends CoreAiApi>(core: Core): Core & SdkNamedAi {
  return {
    ...core,
    generateText({ systemPrompt, ...options }) {
      return core.text({ ...options, system: options.system ?? systemPrompt });
    },
    generateObject: (options) => core.object(options),
    generateImage: (options) => core.image(options),
    generateSpeech({ response_format, ...options }) {
      return core.speech({ ...options, format: response_format });
    },
    transcribeAudio({ audio, response_format, ...options }) {
      const bytes = Array.isArray(audio) ? Uint8Array.from(audio) : audio;
      return core.transcribe({ ...options, audio: bytes, format: response_format });
    },
  };
}

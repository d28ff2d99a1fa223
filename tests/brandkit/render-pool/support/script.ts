/** What the scripted fixture worker is told to do with a job, and what it answers. Shared by both threads. */
import type { ErrorCode } from "../../../../brandkit/errors.ts";

export type Script =
  | { do: "answer"; label: string; delayMs: number }
  | { do: "crash"; message: string }
  | { do: "hang" }
  | { do: "fail"; code: ErrorCode; message: string };

/** The fixture's "PNG": who answered, whether it had its assets, and when it worked on the job (Date.now). */
export type Answer = {
  label: string;
  workerId: string;
  initialised: boolean;
  startedAt: number;
  endedAt: number;
};

/** The media type the fixture's jobs are sent with (the pool passes it through untouched). */
export const SCRIPT_MIME_TYPE = "application/x-fixture-script";

export function writeScript(script: Script): Uint8Array {
  return new TextEncoder().encode(JSON.stringify(script));
}

export function readScript(bytes: Uint8Array): Script {
  return JSON.parse(new TextDecoder().decode(bytes));
}

export function readAnswer(bytes: Uint8Array): Answer {
  return JSON.parse(new TextDecoder().decode(bytes));
}

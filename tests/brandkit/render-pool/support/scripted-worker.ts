/**
 * A stand-in render worker that speaks the pool's protocol (ToWorker / FromWorker) and does what each job's
 * script says: answer after a delay, crash with an uncaught error, hang for ever, or fail with a wire error.
 * A job is a "fit" whose bytes are the JSON of a Script (see ./script.ts); an answer's "PNG" is the JSON of
 * an Answer, so the tests can see which worker did what and when.
 */
import type { FromWorker, ToWorker } from "../../../../brandkit/render-pool/_messages.ts";
import { type Answer, readScript } from "./script.ts";

type WorkerScope = {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage(message: FromWorker): void;
};

const scope = globalThis as unknown as WorkerScope;
/** Tells this worker from the one that replaces it. */
const workerId = crypto.randomUUID();
let initialised = false;

function answer(id: number, body: Answer): void {
  scope.postMessage({ id, ok: true, png: new TextEncoder().encode(JSON.stringify(body)) });
}

scope.onmessage = (event) => {
  const message = event.data;
  if (message.type === "init") {
    initialised = true;
    return;
  }
  const startedAt = Date.now();
  if (message.job.op !== "fit") {
    scope.postMessage({
      id: message.id,
      ok: false,
      error: { code: "INTERNAL", message: `The fixture only runs fit jobs, not ${message.job.op}` },
    });
    return;
  }
  const script = readScript(message.job.bytes);
  switch (script.do) {
    case "answer":
      setTimeout(() => {
        answer(message.id, { label: script.label, workerId, initialised, startedAt, endedAt: Date.now() });
      }, script.delayMs);
      return;
    case "crash":
      // Thrown outside the message handler's stack, as a real crash would be: nothing here catches it.
      setTimeout(() => {
        throw new Error(script.message);
      }, 0);
      return;
    case "hang":
      return;
    case "fail":
      scope.postMessage({ id: message.id, ok: false, error: { code: script.code, message: script.message } });
      return;
  }
};

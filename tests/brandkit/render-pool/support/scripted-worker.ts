/**
 * A stand-in render worker that speaks the pool's protocol (ToWorker / FromWorker) as the real one does: jobs one
 * at a time in the order they came, a waiting job dropped on "cancel". Each job does what its script says:
 * answer after a delay, crash with an uncaught error, hang for ever, or fail with a wire error. A job is a "fit"
 * whose bytes are the JSON of a Script (see ./script.ts); an answer's "PNG" is the JSON of an Answer, so the
 * tests can see which worker did what and when.
 */
import type { FromWorker, ToWorker } from "../../../../brandkit/render-pool/_messages.ts";
import { type Answer, readScript } from "./script.ts";

type WorkerScope = {
  onmessage: ((event: MessageEvent<ToWorker>) => void) | null;
  postMessage(message: FromWorker): void;
};
type JobMessage = Extract<ToWorker, { type: "job" }>;

const scope = globalThis as unknown as WorkerScope;
/** Tells this worker from the one that replaces it. */
const workerId = crypto.randomUUID();
let initialised = false;
const waiting: JobMessage[] = [];
let working = false;

function answer(id: number, body: Answer): void {
  scope.postMessage({ id, ok: true, png: new TextEncoder().encode(JSON.stringify(body)) });
}

/** Does one job; resolves when it has answered (never, for "hang" and "crash"). */
function work(message: JobMessage): Promise<void> {
  const startedAt = Date.now();
  if (message.job.op !== "fit") {
    scope.postMessage({
      id: message.id,
      ok: false,
      error: { code: "INTERNAL", message: `The fixture only runs fit jobs, not ${message.job.op}` },
    });
    return Promise.resolve();
  }
  const script = readScript(message.job.bytes);
  switch (script.do) {
    case "answer":
      return new Promise((resolve) =>
        setTimeout(() => {
          answer(message.id, { label: script.label, workerId, initialised, startedAt, endedAt: Date.now() });
          resolve();
        }, script.delayMs)
      );
    case "crash":
      // Thrown outside the message handler's stack, as a real crash would be: nothing here catches it.
      setTimeout(() => {
        throw new Error(script.message);
      }, 0);
      return new Promise(() => {});
    case "hang":
      return new Promise(() => {});
    case "fail":
      scope.postMessage({ id: message.id, ok: false, error: { code: script.code, message: script.message } });
      return Promise.resolve();
  }
}

async function drain(): Promise<void> {
  if (working) return;
  working = true;
  while (waiting.length > 0) await work(waiting.shift()!);
  working = false;
}

scope.onmessage = (event) => {
  const message = event.data;
  if (message.type === "init") {
    initialised = true;
    return;
  }
  if (message.type === "cancel") {
    const index = waiting.findIndex((job) => job.id === message.id);
    if (index < 0) return;
    waiting.splice(index, 1);
    scope.postMessage({
      id: message.id,
      ok: false,
      error: { code: "CANCELLED", message: "Generation was cancelled." },
    });
    return;
  }
  waiting.push(message);
  void drain();
};

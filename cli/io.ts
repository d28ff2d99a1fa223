/**
 * The CLI's adapter over Deno's terminal: stdout and stderr, and sleeping. The only module in cli/ besides
 * main.ts that touches `Deno`, so every command stays testable with plain objects. (The file system is
 * adapters/deno-fs.ts, shared with the server.)
 */
import type { Output } from "./deps.ts";

/** True when colours may be used on a terminal: NO_COLOR unset, FORCE_COLOR not "0". */
function colorsAllowed(isTerminal: boolean): boolean {
  const noColor = Deno.env.get("NO_COLOR");
  const force = Deno.env.get("FORCE_COLOR");
  if (noColor) return false;
  if (force !== undefined && force !== "") return force !== "0" && force !== "false";
  return isTerminal && Deno.env.get("TERM") !== "dumb";
}

function terminalColumns(isTerminal: boolean): number | undefined {
  if (!isTerminal) return undefined;
  try {
    return Deno.consoleSize().columns;
  } catch {
    return undefined;
  }
}

/** stdout or stderr as an Output; writes are synchronous so lines keep their order. */
function denoOutput(stream: typeof Deno.stdout | typeof Deno.stderr): Output {
  const encoder = new TextEncoder();
  const isTerminal = stream.isTerminal();
  return {
    write(text) {
      const bytes = encoder.encode(text);
      let written = 0;
      while (written < bytes.length) written += stream.writeSync(bytes.subarray(written));
    },
    isTerminal,
    colors: colorsAllowed(isTerminal),
    columns: terminalColumns(isTerminal),
  };
}

/** The process's stdout and stderr. */
export function denoOutputs(): { stdout: Output; stderr: Output } {
  return { stdout: denoOutput(Deno.stdout), stderr: denoOutput(Deno.stderr) };
}

/** Waits `ms` milliseconds; rejects with the signal's reason when it aborts first. */
export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, ms);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

/** The lines of a process's output as they come, without their newlines; a last line without one comes too. */
export async function* linesOf(stream: Deno.ChildProcess["stdout"]): AsyncGenerator<string> {
  let pending = "";
  for await (const chunk of stream.pipeThrough(new TextDecoderStream())) {
    pending += chunk;
    const complete = pending.split("\n");
    pending = complete.pop()!;
    yield* complete;
  }
  if (pending) yield pending;
}

/**
 * Generating a kit: the generator and its steps (the copy, the graphics), the provider interface it sees, the
 * prompts, the provider's failures in the error vocabulary, the seed that makes a request repeatable (handed on
 * from brandkit/seed.ts, where the lower floors take it), and step 0
 * (settle.ts): the request's language, colours and text settled and checked once.
 * The folder's face; server code imports it, the browser takes what it may through brandkit/web.ts.
 */
export * from "./copy-step.ts";
export * from "./generator.ts";
export * from "./prompts.ts";
export * from "./provider-errors.ts";
export * from "./provider.ts";
export * from "../seed.ts";
export * from "./settle.ts";

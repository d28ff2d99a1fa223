/** Shared imports and fixtures of the core's tests. */
export * from "../../brandkit/mod.ts";
export { SAMPLE_COPY as SAMPLE_COPY_FOR_TESTS } from "../../brandkit/providers/fake.ts";

/** Shared imports and helpers of the core's tests. */
import type { BrandKitError } from "../../brandkit/web.ts";

export * from "../../brandkit/mod.ts";
export * from "../../brandkit/web.ts";
export { SAMPLE_COPY as SAMPLE_COPY_FOR_TESTS } from "../support/fake-provider.ts";

/** The BrandKitError `promise` rejects with; fails the test when it resolves instead. */
export async function failureOf(promise: Promise<unknown>): Promise<BrandKitError> {
  try {
    await promise;
  } catch (error) {
    return error as BrandKitError;
  }
  throw new Error("expected a failure");
}

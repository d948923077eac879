/**
 * `load` made into a function that runs it once: every call answers the same promise. A load that failed (a chunk that
 * did not arrive) is not kept: the next call runs it again.
 */
export function loadOnce(load: () => Promise<void>): () => Promise<void> {
  let loaded: Promise<void> | undefined;
  return () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
}

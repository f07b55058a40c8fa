/**
 * A choice that needs loading first (a language whose catalogue may be a chunk
 * to fetch), applied only while it is still the latest one made: loads finish
 * in any order, and one asked for earlier must not undo a later choice. A load
 * that fails still applies its choice (the caller's fallback shows meanwhile).
 */
export function latestChoice<T>(
  load: (value: T) => Promise<unknown>,
  apply: (value: T) => void,
): (value: T) => void {
  let latest: { value: T } | null = null;
  return (value) => {
    const choice = { value };
    latest = choice;
    void load(value)
      .catch(() => undefined)
      .then(() => {
        if (latest === choice) apply(value);
      });
  };
}

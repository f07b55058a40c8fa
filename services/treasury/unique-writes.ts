import { isUniqueViolation } from '../kit/database.js';

/**
 * Runs `work`; when one of its writes trips a unique index named in `taken`
 * (a concurrent write got there first, past the checks read before it), the
 * caller is answered that index's refusal instead of a server error.
 */
export async function refusingTaken<T>(
  work: () => Promise<T>,
  taken: Readonly<Record<string, () => Error>>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    for (const [index, refuse] of Object.entries(taken))
      if (isUniqueViolation(error, index)) throw refuse();
    throw error;
  }
}

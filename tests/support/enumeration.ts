import { expect } from 'vitest';

/**
 * Asks the same thing about a known and about unknown emails, alternating,
 * and checks that nothing tells them apart: every answer equals `expected`,
 * and the fastest times are within a factor of two of each other. The known
 * email may change by round (a function of it): a question that counts
 * against the account, a failed sign-in, is then spread over several.
 */
export async function expectIndistinguishable<T>(
  knownEmail: string | ((round: number) => string),
  ask: (email: string) => Promise<T>,
  expected: T,
  rounds = 4,
  maxRounds = 24,
): Promise<void> {
  const time = async (email: string) => {
    const started = process.hrtime.bigint();
    const answer = await ask(email);
    return { answer, ms: Number(process.hrtime.bigint() - started) / 1e6 };
  };
  const known: { answer: T; ms: number }[] = [];
  const unknown: { answer: T; ms: number }[] = [];
  // The fastest run of each kind, not the median: a busy machine only ever adds time (another test's work, a collection),
  // so the fastest run is what the request itself costs, and a real difference (a hash done for one kind only) stays in it.
  const fastest = (runs: { ms: number }[]) => Math.min(...runs.map((run) => run.ms));
  const ratio = () => fastest(known) / fastest(unknown);
  const alike = () => ratio() > 0.5 && ratio() < 2;
  // The order swaps every round (K U, U K, K U, U K): work a request leaves running after its answer (a known email's mail)
  // then lands on both kinds alike, instead of always on the unknown one that follows, which on a busy machine made it look slower.
  // After the first rounds, more rounds are asked while the fastest times still differ: more samples only bring each fastest
  // time down to what the request costs, so noise (a few milliseconds answers on a loaded CI machine) fades, while a real
  // difference stays however many rounds run.
  for (let round = 0; round < maxRounds && (round < rounds || !alike()); round += 1) {
    const askKnown = async () =>
      known.push(await time(typeof knownEmail === 'string' ? knownEmail : knownEmail(round)));
    const askUnknown = async () =>
      unknown.push(await time(`tidak-ada-${round}-${Date.now()}@example.co.id`));
    if (round % 2 === 0) {
      await askKnown();
      await askUnknown();
    } else {
      await askUnknown();
      await askKnown();
    }
  }
  for (const run of [...known, ...unknown]) expect(run.answer).toEqual(expected);
  expect(ratio()).toBeGreaterThan(0.5);
  expect(ratio()).toBeLessThan(2);
}

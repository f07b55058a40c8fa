import { DEMO } from '../../demo/seed.js';
import type { RunningSystem } from '../system-process.js';

/** A session of the demo user against the running system's account service: its bearer token and organisation. */
export async function signInDemo(
  system: Pick<RunningSystem, 'accountUrl'>,
): Promise<{ accessToken: string; organizationId: string }> {
  const signIn = await fetch(`${system.accountUrl}/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: DEMO.email, password: DEMO.password }),
  });
  return (await signIn.json()) as { accessToken: string; organizationId: string };
}

/**
 * Fills the demo organisation with a benchmark's data (`seed`) and signs the demo user in: the session the benchmark
 * asks with, sure to be the organisation the data went to.
 */
export async function seedAndSignInDemo<Seeded extends { organizationId: string }>(
  system: Pick<RunningSystem, 'accountUrl' | 'databaseUrl'>,
  seed: (databaseUrl: string) => Promise<Seeded>,
): Promise<{ seeded: Seeded; accessToken: string; organizationId: string }> {
  const seeded = await seed(system.databaseUrl);
  const { accessToken, organizationId } = await signInDemo(system);
  if (organizationId !== seeded.organizationId)
    throw new Error('the seeded accounts are not the demo organisation’s');
  return { seeded, accessToken, organizationId };
}

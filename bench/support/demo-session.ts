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

import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { atProductPasswordCost, createOrganization } from '../support/factories.js';
import { expectIndistinguishable } from '../support/enumeration.js';
import { GraphQLClient } from '../support/graphql-client.js';
import { systemSuite } from '../support/system-suite.js';
import { fileEnvironment } from '../support/environment.js';

// The limits this file counts against, in a system of the file's own (it reads these as it starts; the
// BFF trusts X-Forwarded-For in it). The lock keeps its 15 minutes: its end is moved into the past in
// the database rather than waited for.
fileEnvironment({
  LOGIN_MAX_ATTEMPTS: '5',
  LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '12',
});

let addressCounter = 10;

const SIGN_IN = `mutation ($input: SignInInput!) { signIn(input: $input) { viewer { user { email } } userErrors { code message } } }`;
type Result = {
  signIn: {
    viewer: { user: { email: string } } | null;
    userErrors: { code: string; message: string }[];
  };
};

/** Signs in from one client address (the BFF trusts X-Forwarded-For in this system). */
function from(address: string) {
  return async (email: string, password: string) => {
    const result = await new GraphQLClient(suite.system.url).request<Result>(
      SIGN_IN,
      { input: { email, password } },
      { 'x-forwarded-for': address },
    );
    return result.data!.signIn.viewer ? 'SIGNED_IN' : result.data!.signIn.userErrors[0]!.code;
  };
}
const freshAddress = () => `203.0.113.${(addressCounter += 1)}`;

const suite = systemSuite({ trustProxy: true });

describe('locking out repeated failures', () => {
  it('the fifth wrong password locks the account; the right one is refused during the lock and accepted after it', async () => {
    const { owner } = await createOrganization(suite.system);
    const signIn = from(freshAddress());
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1)
      answers.push(await signIn(owner.email, 'Salah12345'));
    expect(answers).toEqual(['U-ACC-AU-1', 'U-ACC-AU-1', 'U-ACC-AU-1', 'U-ACC-AU-1', 'U-ACC-AU-5']);
    expect(await signIn(owner.email, owner.password)).toBe('U-ACC-AU-6');
    // The lock's window as it would be 15 minutes on: its end moved into the past.
    const ended = await suite.system.account.db
      .updateTable('attempt_counters')
      .set({ resets_at: sql<Date>`now() - interval '1 second'` })
      .where('key', '=', `sign-in:email:${owner.email.toLowerCase()}`)
      .where('resets_at', '>', sql<Date>`now() + interval '14 minutes'`)
      .executeTakeFirst();
    expect(ended.numUpdatedRows).toBe(1n);
    expect(await signIn(owner.email, owner.password)).toBe('SIGNED_IN');
    // A success resets the count: one more failure is an ordinary one.
    expect(await signIn(owner.email, 'Salah12345')).toBe('U-ACC-AU-1');
  });

  it('an unknown email goes through exactly the same answers, so the lock reveals no account', async () => {
    const signIn = from(freshAddress());
    const answers = [];
    for (let attempt = 0; attempt < 6; attempt += 1)
      answers.push(await signIn('tidak-terdaftar@example.co.id', 'Salah12345'));
    expect(answers).toEqual([
      'U-ACC-AU-1',
      'U-ACC-AU-1',
      'U-ACC-AU-1',
      'U-ACC-AU-1',
      'U-ACC-AU-5',
      'U-ACC-AU-6',
    ]);
  });

  it('the messages are the catalogue’s', async () => {
    const signIn = async (password: string) =>
      (
        await new GraphQLClient(suite.system.url).request<Result>(
          SIGN_IN,
          { input: { email: 'pesan@example.co.id', password } },
          { 'x-forwarded-for': '203.0.113.250' },
        )
      ).data!.signIn.userErrors[0]!;
    for (let attempt = 0; attempt < 4; attempt += 1) await signIn('Salah12345');
    expect(await signIn('Salah12345')).toEqual({
      code: 'U-ACC-AU-5',
      message: 'Too many sign-in attempts. Your account is locked for a while.',
    });
    expect(await signIn('Salah12345')).toEqual({
      code: 'U-ACC-AU-6',
      message: 'Your account is in a lock period. Please try again later.',
    });
  });

  it('one address failing across many emails is blocked, even with a right password', async () => {
    const { owner } = await createOrganization(suite.system);
    const signIn = from(freshAddress());
    for (let attempt = 0; attempt < 12; attempt += 1)
      expect(await signIn(`coba-${attempt}@example.co.id`, 'Salah12345')).toBe('U-ACC-AU-1');
    expect(await signIn(owner.email, owner.password)).toBe('U-ACC-AU-5');
    expect(await from(freshAddress())(owner.email, owner.password)).toBe('SIGNED_IN');
  });
});

describe('no user enumeration', () => {
  it('a known and an unknown email get the same answer in similar time', async () => {
    // A fifth failure would lock a known email and change its answer (LOGIN_MAX_ATTEMPTS is 5): the known emails take turns,
    // four failures each at most, so that more rounds can be asked while the times still differ on a busy machine.
    // Hashed at the product's cost, as real users are: the unknown email is checked against a hash of that cost.
    const owners = await Promise.all(
      Array.from({ length: 6 }, async () => {
        const { owner } = await createOrganization(suite.system);
        await atProductPasswordCost(suite.system, owner);
        return owner.email;
      }),
    );
    await expectIndistinguishable(
      (round) => owners[round % owners.length]!,
      (email) => from(freshAddress())(email, 'Salah12345'),
      'U-ACC-AU-1',
      4,
      24,
    );
  });
});

import { describe, expect, it, vi } from 'vitest';
import { sql } from 'kysely';
import { toGlobalId } from '../../bff/global-id.js';
import {
  RESET_REQUESTS_PER_ADDRESS,
  RESET_REQUESTS_PER_EMAIL,
} from '../../services/account/password-resets/service.js';
import { builtInRoleId, createOrganization, type Credentials } from '../support/factories.js';
import { GraphQLClient, signedInClient, type UserErrors } from '../support/graphql-client.js';
import { oathtoolCode } from '../support/oathtool.js';
import { send, TRANSPORTS, type Transport } from '../support/transports.js';
import { systemSuite } from '../support/system-suite.js';
import { fileEnvironment } from '../support/environment.js';
import { countOf } from '../support/database.js';

/**
 * What is counted must be counted before it is
 * checked, so a burst of parallel requests gets no further than one at a time.
 */
// In a system of the file's own (it reads these as it starts): the lock is long enough to outlast every burst.
fileEnvironment({
  LOGIN_MAX_ATTEMPTS: '5',
  LOGIN_MAX_ATTEMPTS_PER_ADDRESS: '20',
  LOGIN_LOCK_SECONDS: '900',
});

let addressCounter = 0;
/** A client address of its own for each test (the BFF trusts X-Forwarded-For in this system). */
const freshAddress = () => (
  (addressCounter += 1),
  `10.9.${Math.floor(addressCounter / 250)}.${(addressCounter % 250) + 1}`
);

const SIGN_IN =
  'mutation ($input: SignInInput!) { signIn(input: $input) { viewer { user { email } } twoFactorRequired userErrors { code message } } }';
const SECOND =
  'mutation ($input: SignInTwoFactorInput!) { signInTwoFactor(input: $input) { viewer { usedTwoFactor } userErrors { field code message } } }';
const INVITE =
  'mutation ($input: MemberInviteInput!) { memberInvite(input: $input) { invitation { email } userErrors { field code message } } }';
const RESET =
  'mutation ($input: PasswordResetRequestInput!) { passwordResetRequest(input: $input) { accepted userErrors { code } } }';
const RESET_LINK = 'query ($token: String!) { passwordResetLink(token: $token) { valid } }';

type SignInResult = {
  signIn: {
    viewer: { user: { email: string } } | null;
    twoFactorRequired: boolean;
    userErrors: { code: string; message: string }[];
  };
};

const suite = systemSuite({ trustProxy: true });

/** Signs in over a transport from an address; answers SIGNED_IN or the refusal's code. */
async function signIn(
  transport: Transport,
  email: string,
  password: string,
  address: string,
): Promise<string> {
  const result = await send<SignInResult>(
    transport,
    new GraphQLClient(suite.system.url),
    SIGN_IN,
    { input: { email, password } },
    { 'x-forwarded-for': address },
  );
  if (!result.data) throw new Error(`sign-in failed: ${JSON.stringify(result)}`);
  return result.data.signIn.viewer
    ? 'SIGNED_IN'
    : (result.data.signIn.userErrors[0]?.code ?? 'TWO_FACTOR_REQUIRED');
}

/** Passwords and codes actually checked and found wrong: each one leaves a SIGN_IN_FAILED event. */
async function failuresChecked(where: {
  email?: string;
  ip?: string;
  category?: 'AUTH' | 'TWO_FACTOR_AUTH';
}): Promise<number> {
  let query = suite.system.account.db
    .selectFrom('auth_events')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('event', '=', 'SIGN_IN_FAILED');
  if (where.email) query = query.where('email', '=', where.email);
  if (where.ip) query = query.where('ip', '=', where.ip);
  if (where.category) query = query.where('category', '=', where.category);
  return Number((await query.executeTakeFirstOrThrow()).n);
}

const tally = (answers: string[]) =>
  answers.reduce<Record<string, number>>(
    (counts, answer) => ({ ...counts, [answer]: (counts[answer] ?? 0) + 1 }),
    {},
  );

describe.each(TRANSPORTS)('lockout under a burst, over %s', (transport) => {
  it('30 parallel wrong passwords check 5, and the right password sent inside the burst once the limit is taken is refused', async () => {
    const { owner } = await createOrganization(suite.system);
    // Each from an address of its own: the email's lock alone is at work here.
    const burst = Promise.all(
      Array.from({ length: 30 }, () =>
        signIn(transport, owner.email, 'Salah12345', freshAddress()),
      ),
    );
    // Once the five attempts the lock allows are taken (whether or not their passwords were checked yet), the right password comes.
    await vi.waitFor(
      async () => {
        const row = await suite.system.account.db
          .selectFrom('attempt_counters')
          .select('attempts')
          .where('key', '=', `sign-in:email:${owner.email.toLowerCase()}`)
          .executeTakeFirst();
        expect(row?.attempts ?? 0).toBeGreaterThanOrEqual(5);
      },
      { timeout: 20_000, interval: 5 },
    );
    const right = signIn(transport, owner.email, owner.password, freshAddress());
    const answers = await burst;
    expect(await right).toBe('U-ACC-AU-6');

    expect(await failuresChecked({ email: owner.email })).toBe(5);
    expect(tally(answers)).toEqual({ 'U-ACC-AU-1': 4, 'U-ACC-AU-5': 1, 'U-ACC-AU-6': 25 });
    // And after the burst, too.
    expect(await signIn(transport, owner.email, owner.password, freshAddress())).toBe('U-ACC-AU-6');
  });

  it('60 parallel sign-ins from one address across emails check 20 passwords, then the address is blocked even for a right one', async () => {
    const { owner } = await createOrganization(suite.system);
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 60 }, (_, index) =>
        signIn(transport, `tebak-${transport}-${index}@example.co.id`, 'Salah12345', address),
      ),
    );
    expect(await failuresChecked({ ip: address })).toBe(20);
    expect(tally(answers)).toEqual({ 'U-ACC-AU-1': 20, 'U-ACC-AU-5': 40 });
    expect(await signIn(transport, owner.email, owner.password, address)).toBe('U-ACC-AU-5');
    expect(await signIn(transport, owner.email, owner.password, freshAddress())).toBe('SIGNED_IN');
  });

  it('60 parallel authenticator codes check 5, and the right code after them is refused', async () => {
    const { owner, secret } = await ownerWithAuthenticator();
    const browser = new GraphQLClient(suite.system.url);
    const first = await browser.request<SignInResult>(
      SIGN_IN,
      { input: { email: owner.email, password: owner.password } },
      { 'x-forwarded-for': freshAddress() },
    );
    expect(first.data!.signIn.twoFactorRequired).toBe(true);

    const valid = new Set([-1, 0, 1, 2].map((offset) => oathtoolCode(secret, offset)));
    const wrongCodes = Array.from({ length: 60 }, (_, index) =>
      String(100_000 + index * 7919).padStart(6, '0'),
    ).filter((code) => !valid.has(code));
    const answers = await Promise.all(
      wrongCodes.map(async (code) => {
        // Each from an address of its own: the email's lock alone is at work here.
        const result = await send<{ signInTwoFactor: { userErrors: UserErrors } }>(
          transport,
          browser,
          SECOND,
          { input: { method: 'AUTHENTICATOR_APP', code } },
          { 'x-forwarded-for': freshAddress() },
        );
        return result.data!.signInTwoFactor.userErrors[0]?.code ?? 'SIGNED_IN';
      }),
    );
    expect(await failuresChecked({ email: owner.email, category: 'TWO_FACTOR_AUTH' })).toBe(5);
    expect(tally(answers)).toEqual({
      'U-ACC-AU-7': 4,
      'U-ACC-AU-5': 1,
      'U-ACC-AU-6': wrongCodes.length - 5,
    });

    const right = await send<{ signInTwoFactor: { viewer: unknown; userErrors: UserErrors } }>(
      transport,
      browser,
      SECOND,
      { input: { method: 'AUTHENTICATOR_APP', code: oathtoolCode(secret, 1) } },
      { 'x-forwarded-for': freshAddress() },
    );
    expect(right.data!.signInTwoFactor.viewer).toBeNull();
    expect(right.data!.signInTwoFactor.userErrors.map((error) => error.code)).toEqual([
      'U-ACC-AU-6',
    ]);
  });
});

/** An owner with a confirmed authenticator; confirming spent the current step's code. */
async function ownerWithAuthenticator(): Promise<{ owner: Credentials; secret: string }> {
  const { owner } = await createOrganization(suite.system);
  const browser = new GraphQLClient(suite.system.url);
  await browser.request(
    SIGN_IN,
    { input: { email: owner.email, password: owner.password } },
    { 'x-forwarded-for': freshAddress() },
  );
  const start = await browser.request<{ authenticatorSetupStart: { secret: string } }>(
    'mutation { authenticatorSetupStart { secret userErrors { code } } }',
  );
  const secret = start.data!.authenticatorSetupStart.secret;
  const confirmed = await browser.request<{
    authenticatorSetupConfirm: { userErrors: UserErrors };
  }>(
    'mutation ($input: AuthenticatorSetupConfirmInput!) { authenticatorSetupConfirm(input: $input) { userErrors { field code message } } }',
    { input: { code: oathtoolCode(secret) } },
  );
  expect(confirmed.data!.authenticatorSetupConfirm.userErrors).toEqual([]);
  return { owner, secret };
}

describe('password reset requests under a burst', () => {
  /** Reset mails that reached an address, newest last, with the link each carries. */
  async function mailedTokens(email: string): Promise<string[]> {
    const mails = await suite.system.account.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', email)
      .orderBy('id')
      .execute();
    return mails.map((mail) => mail.text_body.match(/\/forgot-password\?token=([\w-]+)/)![1]!);
  }

  /** Waits until so many requests were handled: each ends mailed (PASSWORD_RESET_REQUESTED, after the mail) or limited. */
  async function handled(where: { email?: string; ip?: string }, count: number) {
    await vi.waitFor(
      async () => {
        let query = suite.system.account.db
          .selectFrom('auth_events')
          .select('id')
          .where('event', 'in', ['PASSWORD_RESET_REQUESTED', 'PASSWORD_RESET_LIMITED']);
        if (where.email) query = query.where('email', '=', where.email);
        if (where.ip) query = query.where('ip', '=', where.ip);
        expect(await query.execute()).toHaveLength(count);
      },
      { timeout: 20_000, interval: 20 },
    );
  }

  it.each(TRANSPORTS)(
    '30 parallel requests for one email over %s mail at most three links, and only one of them works',
    async (transport) => {
      const { owner } = await createOrganization(suite.system);
      // From 30 addresses, so that only the email's limit applies.
      const answers = await Promise.all(
        Array.from({ length: 30 }, () =>
          send<{ passwordResetRequest: { accepted: boolean } }>(
            transport,
            new GraphQLClient(suite.system.url),
            RESET,
            { input: { email: owner.email } },
            { 'x-forwarded-for': freshAddress() },
          ),
        ),
      );
      // Every request gets the same answer: nothing tells a limited request, or an unknown email, apart.
      expect(answers.map((answer) => answer.data?.passwordResetRequest.accepted)).toEqual(
        Array(30).fill(true),
      );
      await handled({ email: owner.email }, 30);

      const tokens = await mailedTokens(owner.email);
      expect(tokens).toHaveLength(RESET_REQUESTS_PER_EMAIL);
      const live = await suite.system.account.db
        .selectFrom('password_resets')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('user_id', '=', owner.userId)
        .where('used_at', 'is', null)
        .where('expires_at', '>', sql<Date>`now()`)
        .executeTakeFirstOrThrow();
      expect(Number(live.n)).toBe(1);
      const valid = [];
      for (const token of tokens)
        valid.push(
          (
            await new GraphQLClient(suite.system.url).request<{
              passwordResetLink: { valid: boolean };
            }>(RESET_LINK, { token })
          ).data!.passwordResetLink.valid,
        );
      expect(valid.filter(Boolean)).toHaveLength(1);
    },
  );

  it('a later request ends the earlier link; one address asking for many emails is limited too', async () => {
    const { owner } = await createOrganization(suite.system);
    const address = freshAddress();
    const ask = (email: string) =>
      new GraphQLClient(suite.system.url).request(
        RESET,
        { input: { email } },
        { 'x-forwarded-for': address },
      );
    await ask(owner.email);
    await handled({ email: owner.email }, 1);
    await ask(owner.email);
    await handled({ email: owner.email }, 2);
    const [first, second] = await mailedTokens(owner.email);
    const validity = async (token: string) =>
      (
        await new GraphQLClient(suite.system.url).request<{
          passwordResetLink: { valid: boolean };
        }>(RESET_LINK, { token })
      ).data!.passwordResetLink.valid;
    expect([await validity(first!), await validity(second!)]).toEqual([false, true]);

    // 40 parallel requests for 40 other users from the same address: the address had 2 of its 20, so 18 more are served.
    const others = Array.from(
      { length: 40 },
      (_, index) => `lupa-${index}-${owner.userId}@example.co.id`,
    );
    await suite.system.account.db
      .insertInto('users')
      .values(
        others.map((email) => ({ email, password_hash: 'unused', full_name: 'Pengguna Lupa' })),
      )
      .execute();
    await Promise.all(others.map(ask));
    await handled({ ip: address }, 42);
    const mailed = await suite.system.account.db
      .selectFrom('mail_outbox')
      .select('id')
      .where('to_address', 'in', others)
      .execute();
    expect(mailed).toHaveLength(RESET_REQUESTS_PER_ADDRESS - 2);
  });
});

/** The role of each invitation of `email` in the organisation that is neither accepted nor revoked. */
const openInvitations = (organizationId: string, email: string) =>
  suite.system.account.db
    .selectFrom('invitations')
    .select('role_id')
    .where('organization_id', '=', organizationId)
    .where('email', '=', email)
    .where('accepted_at', 'is', null)
    .where('revoked_at', 'is', null)
    .execute();

describe.each(TRANSPORTS)('invitations under a burst, over %s', (transport) => {
  it('30 parallel invitations of one email leave one open invitation and one mail; the others are told it is already invited', async () => {
    const { organizationId, owner } = await createOrganization(suite.system);
    const admin = await signedInClient(suite.system.url, owner);
    const email = `calon-${transport}@example.co.id`;
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        send<{ memberInvite: { invitation: unknown; userErrors: UserErrors } }>(
          transport,
          admin,
          INVITE,
          { input: { email } },
        ),
      ),
    );
    const errors = results.map((result) => result.data!.memberInvite.userErrors);
    expect(errors.filter((list) => list.length === 0)).toHaveLength(1);
    expect(
      new Set(errors.filter((list) => list.length > 0).map((list) => JSON.stringify(list))),
    ).toEqual(
      new Set([
        JSON.stringify([
          {
            field: 'email',
            code: 'U-ACC-INV-6',
            message:
              'This person already has an open invitation in this role. Send it again or cancel it.',
          },
        ]),
      ]),
    );
    expect(await openInvitations(organizationId, email)).toHaveLength(1);
    expect(
      await countOf(
        suite.system.account.db,
        sql`select count(*) from mail_outbox where to_address = ${email}`,
      ),
    ).toBe(1);

    // Another role replaces the open invitation (still one), as inviting again after a mistake does.
    const approver = await builtInRoleId(suite.system, organizationId, 'APPROVER');
    const replaced = await send<{ memberInvite: { userErrors: UserErrors } }>(
      transport,
      admin,
      INVITE,
      { input: { email, roleId: toGlobalId('Role', approver) } },
    );
    expect(replaced.data!.memberInvite.userErrors).toEqual([]);
    expect(await openInvitations(organizationId, email)).toEqual([{ role_id: approver }]);
  });
});

describe.each(TRANSPORTS)('accepting an invitation under a burst, over %s', (transport) => {
  it('20 parallel wrong passwords of an existing account check 5, and then its right password is refused there too', async () => {
    const { owner } = await createOrganization(suite.system);
    const { owner: invitee } = await createOrganization(suite.system);
    const admin = await signedInClient(suite.system.url, owner);
    const invited = await admin.request<{ memberInvite: { userErrors: UserErrors } }>(INVITE, {
      input: { email: invitee.email },
    });
    expect(invited.data!.memberInvite.userErrors).toEqual([]);
    const mail = await suite.system.account.db
      .selectFrom('mail_outbox')
      .select('text_body')
      .where('to_address', '=', invitee.email)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    const token = mail.text_body.match(/\/invitation\?token=([\w-]+)/)![1]!;
    const ACCEPT =
      'mutation ($input: InvitationAcceptInput!) { invitationAccept(input: $input) { viewer { user { email } } userErrors { code } } }';
    const accept = async (password: string) => {
      const result = await send<{
        invitationAccept: { viewer: unknown; userErrors: { code: string }[] };
      }>(
        transport,
        new GraphQLClient(suite.system.url),
        ACCEPT,
        { input: { token, password, passwordConfirmation: password } },
        { 'x-forwarded-for': freshAddress() },
      );
      return result.data!.invitationAccept.viewer
        ? 'JOINED'
        : result.data!.invitationAccept.userErrors[0]!.code;
    };
    const answers = await Promise.all(Array.from({ length: 20 }, () => accept('Salah12345')));
    expect(await failuresChecked({ email: invitee.email })).toBe(5);
    expect(tally(answers)).toEqual({ 'U-ACC-AU-1': 4, 'U-ACC-AU-5': 1, 'U-ACC-AU-6': 15 });
    expect(await accept(invitee.password)).toBe('U-ACC-AU-6');
  });
});

import { expect } from 'vitest';
import { addMemberInBuiltInRole } from '../../support/factories.js';
import { SoftAuthenticator, type CreationOptions } from '../../support/soft-authenticator.js';
import { defineSeed, globalId } from './seeds.js';

/** The organisation and its owner, a role, a member and an invitation, a passkey and an API key. */
export default defineSeed({
  arguments: {
    actorId: ['User'],
    assigneeId: ['User'],
    mentionIds: ['User'],
    memberId: ['Member', 'Invitation'],
  },
  async make({ system, organizationId, owner, browser }) {
    const role = await browser.data<{ roleCreate: { role: { id: string } } }>(
      'mutation { roleCreate(input: { name: "Rahasia", permissions: ["payments:read"] }) { role { id } } }',
    );
    const maker = await addMemberInBuiltInRole(system, organizationId, 'MAKER');
    const invited = await browser.data<{ memberInvite: { member: { id: string } } }>(
      'mutation { memberInvite(input: { email: "orang.lain@contoh.co.id" }) { member { id } } }',
    );
    const members = await browser.data<{
      members: { edges: { node: { id: string; email: string } }[] };
    }>('{ members(first: 10) { edges { node { id email } } } }');
    const start = await browser.data<{ passkeyRegistrationStart: { optionsJSON: string } }>(
      'mutation { passkeyRegistrationStart { optionsJSON } }',
    );
    const answer = new SoftAuthenticator().register(
      JSON.parse(start.passkeyRegistrationStart.optionsJSON) as CreationOptions,
    );
    const passkey = await browser.data<{ passkeyRegister: { passkey: { id: string } } }>(
      'mutation ($input: PasskeyRegisterInput!) { passkeyRegister(input: $input) { passkey { id } } }',
      { input: { name: 'Kunci', response: JSON.stringify(answer) } },
    );
    const apiKey = await browser.data<{ apiKeyCreate: { apiKey: { id: string } } }>(
      'mutation ($input: ApiKeyCreateInput!) { apiKeyCreate(input: $input) { apiKey { id } } }',
      { input: { name: 'Integrasi', roleId: role.roleCreate.role.id, expiresInDays: 30 } },
    );
    return {
      Organization: globalId('Organization', organizationId),
      User: globalId('User', owner.userId),
      Role: role.roleCreate.role.id,
      Invitation: invited.memberInvite.member.id,
      Member: members.members.edges.find((edge) => edge.node.email === maker.email)!.node.id,
      Passkey: passkey.passkeyRegister.passkey.id,
      ApiKey: apiKey.apiKeyCreate.apiKey.id,
    };
  },
  async unchanged(system) {
    const roles = await system.account.db
      .selectFrom('roles')
      .select('name')
      .where('name', '=', 'Rahasia')
      .execute();
    expect(roles).toHaveLength(1);
    const invitations = await system.account.db
      .selectFrom('invitations')
      .select(['revoked_at'])
      .where('email', '=', 'orang.lain@contoh.co.id')
      .execute();
    expect(invitations.map((row) => row.revoked_at)).toEqual([null]);
    const passkeys = await system.account.db.selectFrom('passkeys').select('name').execute();
    expect(passkeys.map((row) => row.name)).toEqual(['Kunci']);
    const keys = await system.account.db.selectFrom('api_keys').select('revoked_at').execute();
    expect(keys.map((row) => row.revoked_at)).toEqual([null]);
  },
});

import { describe, expect, it } from 'vitest';
import { createApiKey, asIntegratorAt } from '../support/api-keys.js';
import { createOrganization } from '../support/factories.js';
import { signedInClient } from '../support/graphql-client.js';
import { systemSuite } from '../support/system-suite.js';
import { overSocket } from '../support/transports.js';

const suite = systemSuite();

const COUNTERPARTIES = '{ counterparties(first: 5) { totalCount } }';
const FORGED = `kas_${'a'.repeat(12)}_${'b'.repeat(43)}`;

type Result = {
  data?: Record<string, unknown> | null;
  errors?: { extensions?: { code?: string } }[];
};

async function organizationKey(role = 'Maker') {
  const { owner, organizationId } = await createOrganization(suite.system);
  const admin = await signedInClient(suite.system.url, owner);
  return { admin, owner, organizationId, secret: await createApiKey(admin, role) };
}

describe('an API key on the WebSocket', () => {
  it.each(['authorization', 'Authorization', 'AUTHORIZATION'])(
    'is read from the %s connection parameter, as HTTP reads the header in any case',
    async (name) => {
      const { secret } = await organizationKey();
      const answer = await overSocket(
        suite.system.url,
        COUNTERPARTIES,
        {},
        {
          connectionParams: { [name]: `Bearer ${secret}` },
        },
      );
      expect(answer).toMatchObject({ data: { counterparties: { totalCount: 0 } } });
      expect(answer.errors).toBeUndefined();
    },
  );

  it('that is unknown is refused at once (4401), as HTTP refuses it (UNAUTHENTICATED)', async () => {
    const overHttp = await asIntegratorAt<Result>(suite.system.url, FORGED, COUNTERPARTIES);
    expect(overHttp.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const answer = await overSocket(
      suite.system.url,
      COUNTERPARTIES,
      {},
      {
        connectionParams: { Authorization: `Bearer ${FORGED}` },
      },
    );
    expect(answer.closed).toEqual({ code: 4401, reason: 'Unknown, revoked or expired API key' });
  });

  it('that was revoked is refused on a new socket', async () => {
    const { admin, secret } = await organizationKey();
    const { apiKeys } = await admin.data<{ apiKeys: { id: string }[] }>('{ apiKeys { id } }');
    await admin.data(
      'mutation ($id: ID!) { apiKeyRevoke(input: { apiKeyId: $id }) { userErrors { code } } }',
      {
        id: apiKeys[0]!.id,
      },
    );
    const answer = await overSocket(
      suite.system.url,
      COUNTERPARTIES,
      {},
      {
        connectionParams: { authorization: `Bearer ${secret}` },
      },
    );
    expect(answer.closed?.code).toBe(4401);
  });
});

import { describe, expect, it } from 'vitest';
import {
  addMember,
  addMemberInBuiltInRole,
  callRest,
  manualAccountInput,
} from '../support/factories.js';
import { signedInClient, type UserErrors } from '../support/graphql-client.js';
import { organisationSuite } from '../support/organisation-suite.js';

const suite = organisationSuite({
  name: 'PT Sinar Terang Abadi',
  outsider: 'PT Organisasi Seberang',
  clients: true,
});

const globalId = (type: string, id: string) => Buffer.from(`${type}:${id}`).toString('base64url');

const FIELDS = `id type status openedOn daysOpen line { date description amount { amount currency } direction reconciliationStatus }
  statementTransaction { id } assignee { id email } resolution resolutionNote resolvedBy { email } resolvedAt`;
const LIST = `query ($status: [ExceptionTicketStatus!], $type: ExceptionType, $assigneeId: ID, $unassigned: Boolean) {
  exceptionTickets(first: 50, status: $status, type: $type, assigneeId: $assigneeId, unassigned: $unassigned) { totalCount edges { cursor node { ${FIELDS} } } }
}`;
const SCAN = 'mutation { exceptionsScan { opened resolved userErrors { field code message } } }';
const move = (name: string, inputType: string) =>
  `mutation ($input: ${inputType}!) { ${name}(input: $input) { exceptionTicket { ${FIELDS} } userErrors { field code message } } }`;
const ASSIGN = move('exceptionTicketAssign', 'ExceptionTicketAssignInput');
const START = move('exceptionTicketStart', 'ExceptionTicketInput');
const RESOLVE = move('exceptionTicketResolve', 'ExceptionTicketResolveInput');
const REOPEN = move('exceptionTicketReopen', 'ExceptionTicketInput');
const SETTINGS =
  'mutation ($input: ExceptionSettingsUpdateInput!) { exceptionSettingsUpdate(input: $input) { exceptionSettings { unmatchedAfterDays } userErrors { field code message } } }';

type Ticket = {
  id: string;
  type: string;
  status: string;
  daysOpen: number;
  line: { date: string; description: string };
  assignee: { id: string; email: string } | null;
  resolutionNote: string | null;
};
type MovePayload = { exceptionTicket: Ticket | null; userErrors: UserErrors };
type TicketState = { status: string; assignee: { id: string } | null; updatedAt: string };
const TICKET =
  'query ($id: ID!) { node(id: $id) { ... on ExceptionTicket { status assignee { id } updatedAt } } }';

let lineSequence = 0;
/** A statement line entered by hand in the owner's organisation, twelve days before TEST_DATE unless dated otherwise. */
async function oldLine(date = '2026-11-10'): Promise<string> {
  const account = await callRest<{ id: string }>(
    suite.system.treasuryUrl,
    'POST',
    '/bank-accounts',
    suite.owner,
    manualAccountInput(),
  );
  lineSequence += 1;
  const line = await callRest<{ id: string }>(
    suite.system.treasuryUrl,
    'POST',
    '/statement-transactions',
    suite.owner,
    {
      bankAccountId: account.body.id,
      transactionDate: date,
      description: `SETORAN TUNAI ${lineSequence} KCP KELAPA GADING`,
      direction: 'CREDIT',
      amount: '4250000.00',
    },
  );
  expect(line.status, JSON.stringify(line.body)).toBe(201);
  return line.body.id;
}

/** The ticket of a line after a scan, as the owner sees it. */
async function ticketOf(lineId: string): Promise<Ticket> {
  expect(
    (await suite.ownerClient.request<{ exceptionsScan: { userErrors: UserErrors } }>(SCAN)).data!
      .exceptionsScan.userErrors,
  ).toEqual([]);
  const list = await suite.ownerClient.request<{
    exceptionTickets: { edges: { node: Ticket & { statementTransaction: { id: string } } }[] };
  }>(LIST, {});
  const found = list.data!.exceptionTickets.edges.find(
    (edge) => edge.node.statementTransaction.id === globalId('StatementTransaction', lineId),
  );
  if (!found) throw new Error(`no ticket for ${lineId}: ${JSON.stringify(list)}`);
  return found.node;
}

describe('exceptions through GraphQL', () => {
  it('a scan opens a ticket for a line unmatched twelve days; it is assigned, started, resolved with a note and reopened', async () => {
    const lineId = await oldLine();
    const ticket = await ticketOf(lineId);
    expect(ticket).toMatchObject({
      type: 'UNMATCHED_STATEMENT_TRANSACTION',
      status: 'OPEN',
      openedOn: '2026-11-17',
      daysOpen: 5,
      line: {
        date: '2026-11-10',
        amount: { amount: '4250000.00', currency: 'IDR' },
        direction: 'CREDIT',
        reconciliationStatus: 'UNRECONCILED',
      },
      assignee: null,
    });

    const ownerId = globalId('User', suite.ownerCredentials.userId);
    const assigned = await suite.ownerClient.request<{ exceptionTicketAssign: MovePayload }>(
      ASSIGN,
      {
        input: { exceptionTicketId: ticket.id, assigneeId: ownerId },
      },
    );
    expect(assigned.data!.exceptionTicketAssign).toMatchObject({
      userErrors: [],
      exceptionTicket: { assignee: { id: ownerId, email: suite.ownerCredentials.email } },
    });
    const mineOnly = await suite.ownerClient.request<{
      exceptionTickets: { edges: { node: { id: string } }[] };
    }>(LIST, { assigneeId: ownerId });
    expect(mineOnly.data!.exceptionTickets.edges.map((edge) => edge.node.id)).toContain(ticket.id);

    const started = await suite.ownerClient.request<{ exceptionTicketStart: MovePayload }>(START, {
      input: { exceptionTicketId: ticket.id },
    });
    expect(started.data!.exceptionTicketStart.exceptionTicket).toMatchObject({
      status: 'IN_PROGRESS',
    });

    const noNote = await suite.ownerClient.request<{ exceptionTicketResolve: MovePayload }>(
      RESOLVE,
      {
        input: { exceptionTicketId: ticket.id, note: ' ' },
      },
    );
    expect(noNote.data!.exceptionTicketResolve).toMatchObject({
      exceptionTicket: null,
      userErrors: [{ field: 'note', code: 'U-TRSY-EXC-5' }],
    });
    const resolved = await suite.ownerClient.request<{ exceptionTicketResolve: MovePayload }>(
      RESOLVE,
      {
        input: { exceptionTicketId: ticket.id, note: 'Setoran tunai cabang, tidak ada tagihan.' },
      },
    );
    expect(resolved.data!.exceptionTicketResolve.exceptionTicket).toMatchObject({
      status: 'RESOLVED',
      resolution: 'MANUAL',
      resolutionNote: 'Setoran tunai cabang, tidak ada tagihan.',
      resolvedBy: { email: suite.ownerCredentials.email },
    });
    const again = await suite.ownerClient.request<{ exceptionTicketStart: MovePayload }>(START, {
      input: { exceptionTicketId: ticket.id },
    });
    expect(again.data!.exceptionTicketStart.userErrors).toMatchObject([{ code: 'U-TRSY-EXC-2' }]);

    const reopened = await suite.ownerClient.request<{ exceptionTicketReopen: MovePayload }>(
      REOPEN,
      {
        input: { exceptionTicketId: ticket.id },
      },
    );
    expect(reopened.data!.exceptionTicketReopen.exceptionTicket).toMatchObject({
      status: 'OPEN',
      resolution: null,
      resolutionNote: null,
    });
  });

  it('assigning to someone who is not a member of the organisation is refused and changes nothing', async () => {
    const ticket = await ticketOf(await oldLine());
    const stranger = await suite.ownerClient.request<{ exceptionTicketAssign: MovePayload }>(
      ASSIGN,
      {
        input: {
          exceptionTicketId: ticket.id,
          assigneeId: globalId('User', suite.outsiderCredentials.userId),
        },
      },
    );
    expect(stranger.data!.exceptionTicketAssign).toMatchObject({
      exceptionTicket: null,
      userErrors: [{ field: 'assigneeId', code: 'U-TRSY-EXC-8' }],
    });
    const notAUser = await suite.ownerClient.request<{ exceptionTicketAssign: MovePayload }>(
      ASSIGN,
      {
        input: { exceptionTicketId: ticket.id, assigneeId: ticket.id },
      },
    );
    expect(notAUser.data!.exceptionTicketAssign.userErrors).toMatchObject([
      { code: 'U-TRSY-EXC-8' },
    ]);
    const node = await suite.ownerClient.request<{ node: { assignee: unknown } }>(
      'query ($id: ID!) { node(id: $id) { ... on ExceptionTicket { assignee { id } } } }',
      { id: ticket.id },
    );
    expect(node.data!.node).toEqual({ assignee: null });
  });

  it('when a member is removed or deactivated, assigning a ticket to them is refused with U-TRSY-EXC-13 and the ticket stays as it was', async () => {
    const ticket = await ticketOf(await oldLine());
    const ownerId = globalId('User', suite.ownerCredentials.userId);
    expect(
      (
        await suite.ownerClient.request<{ exceptionTicketAssign: MovePayload }>(ASSIGN, {
          input: { exceptionTicketId: ticket.id, assigneeId: ownerId },
        })
      ).data!.exceptionTicketAssign.userErrors,
    ).toEqual([]);
    const before = (
      await suite.ownerClient.request<{ node: TicketState }>(TICKET, { id: ticket.id })
    ).data!.node;

    const removed = await addMemberInBuiltInRole(
      suite.system,
      suite.owner.organizationId,
      'MAKER_APPROVER',
    );
    const deactivated = await addMemberInBuiltInRole(
      suite.system,
      suite.owner.organizationId,
      'MAKER_APPROVER',
    );
    const members = (
      await suite.ownerClient.request<{
        members: { edges: { node: { id: string; email: string } }[] };
      }>('{ members(first: 50) { edges { node { id email } } } }')
    ).data!.members.edges;
    for (const [mutation, person] of [
      ['memberRemove', removed],
      ['memberDeactivate', deactivated],
    ] as const) {
      const memberId = members.find((edge) => edge.node.email === person.email)!.node.id;
      const changed = await suite.ownerClient.request<Record<string, { userErrors: UserErrors }>>(
        `mutation ($input: MemberInput!) { ${mutation}(input: $input) { userErrors { code } } }`,
        {
          input: { memberId },
        },
      );
      expect(changed.data![mutation]!.userErrors).toEqual([]);
      const refused = await suite.ownerClient.request<{ exceptionTicketAssign: MovePayload }>(
        ASSIGN,
        {
          input: { exceptionTicketId: ticket.id, assigneeId: globalId('User', person.userId) },
        },
      );
      expect({ mutation, payload: refused.data!.exceptionTicketAssign }).toEqual({
        mutation,
        payload: {
          exceptionTicket: null,
          userErrors: [
            {
              field: 'assigneeId',
              code: 'U-TRSY-EXC-13',
              message:
                'This person is no longer an active member of the organisation. Assign the exception to an active member.',
            },
          ],
        },
      });
    }

    // Nothing changed: the same assignee, the same last change.
    expect(
      (await suite.ownerClient.request<{ node: TicketState }>(TICKET, { id: ticket.id })).data!
        .node,
    ).toEqual({ ...before, assignee: { id: ownerId } });
  });

  it('the age is the organisation’s: 0 days is refused with its code', async () => {
    const refused = await suite.ownerClient.request<{
      exceptionSettingsUpdate: { userErrors: UserErrors };
    }>(SETTINGS, { input: { unmatchedAfterDays: 0 } });
    expect(refused.data!.exceptionSettingsUpdate.userErrors).toMatchObject([
      { field: 'unmatchedAfterDays', code: 'U-TRSY-EXC-11' },
    ]);
    const read = await suite.ownerClient.request<{
      exceptionSettings: { unmatchedAfterDays: number };
    }>('{ exceptionSettings { unmatchedAfterDays } }');
    expect(read.data!.exceptionSettings.unmatchedAfterDays).toBe(7);
  });

  it('reading needs exceptions:read and moving needs exceptions:manage: FORBIDDEN otherwise', async () => {
    const ticket = await ticketOf(await oldLine());
    const organizationId = suite.owner.organizationId;
    const reader = await signedInClient(
      suite.system.url,
      await addMember(suite.system, organizationId, ['exceptions:read']),
    );
    const seen = await reader.request<{ exceptionTickets: { totalCount: number } }>(LIST, {});
    expect(seen.data!.exceptionTickets.totalCount).toBeGreaterThan(0);
    const refused = await reader.request(RESOLVE, {
      input: { exceptionTicketId: ticket.id, note: 'tidak boleh' },
    });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect((await reader.request(SCAN)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const outsider = await signedInClient(
      suite.system.url,
      await addMember(suite.system, organizationId, ['statements:read']),
    );
    expect((await outsider.request(LIST, {})).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('another organisation’s ticket is not found: not listed, no node, its moves answer U-TRSY-EXC-1', async () => {
    const ticket = await ticketOf(await oldLine());
    const list = await suite.outsiderClient.request<{ exceptionTickets: { totalCount: number } }>(
      LIST,
      {},
    );
    expect(list.data!.exceptionTickets.totalCount).toBe(0);
    const node = await suite.outsiderClient.request<{ node: unknown }>(
      'query ($id: ID!) { node(id: $id) { id } }',
      { id: ticket.id },
    );
    expect(node.data!.node).toBeNull();
    const resolved = await suite.outsiderClient.request<{ exceptionTicketResolve: MovePayload }>(
      RESOLVE,
      {
        input: { exceptionTicketId: ticket.id, note: 'bukan milik kami' },
      },
    );
    expect(resolved.data!.exceptionTicketResolve).toMatchObject({
      exceptionTicket: null,
      userErrors: [{ field: 'exceptionTicketId', code: 'U-TRSY-EXC-1' }],
    });
    const still = await suite.ownerClient.request<{ node: { status: string } }>(
      'query ($id: ID!) { node(id: $id) { ... on ExceptionTicket { status } } }',
      { id: ticket.id },
    );
    expect(still.data!.node.status).toBe('OPEN');
  });

  it('twenty resolutions of one ticket at once: exactly one wins, the others are told it is resolved', async () => {
    const ticket = await ticketOf(await oldLine());
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        suite.ownerClient.request<{ exceptionTicketResolve: MovePayload }>(RESOLVE, {
          input: { exceptionTicketId: ticket.id, note: `Selesai ${index}` },
        }),
      ),
    );
    const payloads = answers.map((answer) => answer.data!.exceptionTicketResolve);
    expect(
      payloads.filter((payload) => payload.exceptionTicket?.status === 'RESOLVED'),
    ).toHaveLength(1);
    expect(
      payloads.filter((payload) => payload.userErrors[0]?.code === 'U-TRSY-EXC-2'),
    ).toHaveLength(19);
  });
});

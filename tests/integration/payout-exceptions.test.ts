import { beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../support/eventually.js';
import { addMember, createOrganization } from '../support/factories.js';
import { signedInClient, type UserErrors } from '../support/graphql-client.js';
import {
  createXenditProviderRest,
  importProviderReport,
  settledPaymentsReport,
} from '../support/payment-reports.js';
import { organisationSuite } from '../support/organisation-suite.js';
import { latestActivityRest } from '../support/activity.js';
import { createManualAccountRest, enterLineRest } from '../support/treasury-rest.js';

/**
 * Settlement's differences become exceptions: what a gateway's report says it
 * paid out against what the bank statement shows. The organisation imports
 * Xendit's Detailed Transactions Report of three payouts (settled 12, 10 and
 * 3 days before TEST_DATE, 2026-11-22); the payouts that are not on the
 * statement 7 days on (the default age) become tickets, one lands short by a
 * BI-FAST fee and is reconciled with the fee booked, one lands in full. The
 * tickets resolve themselves as their difference goes.
 */
const suite = organisationSuite({ name: 'PT Payout Selisih', clients: true });

const PAYOUT = `id type status openedOn daysOpen resolution resolutionNote line { date }
  payout { providerName provider date expected { amount currency } received { amount } difference { amount } reconciliationStatus }
  paymentSettlement { id reconciliationStatus }`;
const TICKETS = `query ($type: ExceptionType) {
  exceptionTickets(first: 50, type: $type, status: [OPEN, IN_PROGRESS, RESOLVED]) { totalCount edges { node { ${PAYOUT} } } }
}`;
const SCAN = 'mutation { exceptionsScan { opened resolved userErrors { code } } }';
const move = (name: string, input: string) =>
  `mutation ($input: ${input}!) { ${name}(input: $input) { exceptionTicket { id status } userErrors { field code } } }`;

type Ticket = {
  id: string;
  type: string;
  status: string;
  openedOn: string;
  daysOpen: number;
  resolution: string | null;
  resolutionNote: string | null;
  line: null;
  payout: {
    providerName: string;
    provider: string;
    date: string;
    expected: { amount: string; currency: string };
    received: { amount: string };
    difference: { amount: string };
    reconciliationStatus: string;
  };
  paymentSettlement: { id: string; reconciliationStatus: string } | null;
};

/** The service's id of a global id. */
const serviceIdOf = (globalId: string) =>
  Buffer.from(globalId, 'base64url').toString().split(':')[1]!;

const treasury = <T>(method: string, path: string, body?: unknown) =>
  suite.treasury<T>(method, path, suite.owner, body);

const tickets = async (client = suite.ownerClient, type?: string) =>
  (
    await client.data<{ exceptionTickets: { edges: { node: Ticket }[] } }>(TICKETS, { type })
  ).exceptionTickets.edges.map((edge) => edge.node);
const ticketOf = async (date: string, type: string, status?: string) =>
  (await tickets(suite.ownerClient, type)).find(
    (ticket) => ticket.payout.date === date && (!status || ticket.status === status),
  );

let bankAccountId: string;
/** A bank credit on the organisation's account, as the bank's statement shows it. */
const credit = (date: string, amount: string, description: string): Promise<string> =>
  enterLineRest(suite.system, suite.owner, {
    bankAccountId,
    transactionDate: date,
    description,
    amount,
  });

beforeAll(async () => {
  bankAccountId = await createManualAccountRest(suite.system, suite.owner);
  const provider = await createXenditProviderRest(suite.system, suite.owner, {
    name: 'Xendit Toko',
    bankAccountId,
    secretKey: 'xnd_development_selisih',
    webhookToken: 'tok-selisih',
  });
  // Each virtual account payment costs Rp 4,000 and 11% VAT of it: a payout is the gross less 4,440.00 a payment.
  const imported = await importProviderReport(
    suite.system,
    suite.owner,
    provider,
    settledPaymentsReport([
      { gross: '1000000', settledOn: '2026-11-10', reference: 'ORD-SELISIH-1' },
      { gross: '2000000', settledOn: '2026-11-12', reference: 'ORD-SELISIH-2' },
      { gross: '500000', settledOn: '2026-11-19', reference: 'ORD-SELISIH-3' },
    ]),
  );
  expect(imported).toMatchObject({ status: 'COMPLETED' });
});

describe('a payout that is not on the bank statement', () => {
  it('becomes one ticket per payout seven days after its settlement date, however many scans run at once', async () => {
    const scans = await Promise.all(
      Array.from({ length: 20 }, () =>
        suite.ownerClient.data<{ exceptionsScan: { opened: number; userErrors: UserErrors } }>(
          SCAN,
        ),
      ),
    );
    expect(scans.every((scan) => scan.exceptionsScan.userErrors.length === 0)).toBe(true);
    expect(scans.reduce((sum, scan) => sum + scan.exceptionsScan.opened, 0)).toBe(2);
    const found = await tickets();
    expect(found).toHaveLength(2);
    expect(await ticketOf('2026-11-10', 'PAYOUT_NOT_ON_STATEMENT')).toMatchObject({
      status: 'OPEN',
      openedOn: '2026-11-17',
      daysOpen: 5,
      line: null,
      payout: {
        providerName: 'Xendit Toko',
        provider: 'XENDIT',
        expected: { amount: '995560.00', currency: 'IDR' },
        received: { amount: '0.00' },
        difference: { amount: '995560.00' },
        reconciliationStatus: 'UNRECONCILED',
      },
      paymentSettlement: { reconciliationStatus: 'UNRECONCILED' },
    });
    // Settled three days ago: within the age, no ticket yet.
    expect(found.some((ticket) => ticket.payout.date === '2026-11-19')).toBe(false);
    const rows = await suite.system.treasury.db
      .selectFrom('exception_tickets')
      .select('payment_settlement_id')
      .where('organization_id', '=', suite.organizationId)
      .execute();
    expect(new Set(rows.map((row) => row.payment_settlement_id)).size).toBe(2);
  });

  it('resolves itself moments after the payout is reconciled in full, with a note and an activity entry', async () => {
    const ticket = (await ticketOf('2026-11-10', 'PAYOUT_NOT_ON_STATEMENT'))!;
    const lineId = await credit('2026-11-10', '995560.00', 'TRSF CR XENDIT PAYOUT 10/11');
    const settlementId = serviceIdOf(ticket.paymentSettlement!.id);
    const matched = await treasury('POST', '/reconciliations', {
      statementTransactionIds: [lineId],
      items: [{ kind: 'PAYMENT_SETTLEMENT', id: settlementId }],
    });
    expect(matched.status, JSON.stringify(matched.body)).toBe(201);
    // No scan asked for: the match's notification queues the follow-up.
    await eventually(
      async () => (await ticketOf('2026-11-10', 'PAYOUT_NOT_ON_STATEMENT'))?.status === 'RESOLVED',
      10_000,
      100,
    );
    expect(await ticketOf('2026-11-10', 'PAYOUT_NOT_ON_STATEMENT')).toMatchObject({
      resolution: 'RECONCILED',
      resolutionNote: 'Resolved by itself: the payout is reconciled.',
      paymentSettlement: { reconciliationStatus: 'RECONCILED' },
    });
    const log = await latestActivityRest(suite.system.treasuryUrl, suite.owner, 20);
    expect(
      log
        .filter((entry) => entry.entityId === serviceIdOf(ticket.id))
        .map((entry) => entry.summary),
    ).toEqual([
      'Exception (payout not on the bank statement) on the payout of IDR 995560.00 by "Xendit Toko" on 2026-11-10 resolved: the payout is reconciled',
      'Exception opened (payout not on the bank statement): payout of IDR 995560.00 by "Xendit Toko" on 2026-11-10, IDR 0.00 received',
    ]);
  });
});

describe('a payout that lands short of what the provider paid out', () => {
  let matchId: string;

  it('becomes a ticket naming what was expected, what arrived and the difference once reconciled with the fee booked', async () => {
    const lineId = await credit('2026-11-12', '1993060.00', 'TRSF CR XENDIT PAYOUT 12/11 BIFAST');
    const run = await treasury<{ confirmed: number }>('POST', '/reconciliations/runs', {});
    expect(run.status, JSON.stringify(run.body)).toBe(200);
    const pending = await treasury<{ items: { node: { id: string; fee: string } }[] }>(
      'GET',
      `/reconciliation-proposals?statementTransactionId=${lineId}`,
    );
    // The owner's run may confirm it by itself; otherwise a reviewer accepts the proposal: one or
    // the other, so the checks of the proposal below run unless the run confirmed it.
    expect(pending.body.items.length + run.body.confirmed).toBe(1);
    for (const { node: proposal } of pending.body.items) {
      expect(proposal.fee).toBe('2500.00');
      const accepted = await treasury('POST', `/reconciliation-proposals/${proposal.id}/accept`);
      expect(accepted.status, JSON.stringify(accepted.body)).toBeLessThan(300);
    }
    await eventually(
      async () => (await ticketOf('2026-11-12', 'PAYOUT_AMOUNT_DIFFERS')) !== undefined,
      10_000,
      100,
    );
    expect(await ticketOf('2026-11-12', 'PAYOUT_AMOUNT_DIFFERS')).toMatchObject({
      status: 'OPEN',
      openedOn: '2026-11-22',
      payout: {
        expected: { amount: '1995560.00' },
        received: { amount: '1993060.00' },
        difference: { amount: '2500.00' },
        reconciliationStatus: 'RECONCILED',
      },
    });
    // The payout is on the statement now: its first ticket resolved itself.
    expect(await ticketOf('2026-11-12', 'PAYOUT_NOT_ON_STATEMENT')).toMatchObject({
      status: 'RESOLVED',
      resolution: 'RECONCILED',
    });
    const allocation = await suite.system.treasury.db
      .selectFrom('reconciliation_allocations')
      .select('reconciliation_id')
      .where('statement_transaction_id', '=', lineId)
      .executeTakeFirstOrThrow();
    matchId = allocation.reconciliation_id;
    // Twenty scans at once add nothing.
    const scans = await Promise.all(
      Array.from({ length: 20 }, () =>
        suite.ownerClient.data<{ exceptionsScan: { opened: number } }>(SCAN),
      ),
    );
    expect(scans.reduce((sum, scan) => sum + scan.exceptionsScan.opened, 0)).toBe(0);
  });

  it('resolves itself when the match is removed, cannot be reopened then, and the payout is not on the statement again', async () => {
    const ticket = (await ticketOf('2026-11-12', 'PAYOUT_AMOUNT_DIFFERS'))!;
    const removed = await treasury('DELETE', `/reconciliations/${matchId}`);
    expect(removed.status, JSON.stringify(removed.body)).toBeLessThan(300);
    await eventually(
      async () => (await ticketOf('2026-11-12', 'PAYOUT_AMOUNT_DIFFERS'))?.status === 'RESOLVED',
      10_000,
      100,
    );
    expect(await ticketOf('2026-11-12', 'PAYOUT_AMOUNT_DIFFERS')).toMatchObject({
      resolution: 'UNMATCHED',
      resolutionNote: 'Resolved by itself: the match that showed the difference was removed.',
    });
    const reopened = await suite.ownerClient.data<{
      exceptionTicketReopen: { exceptionTicket: null; userErrors: UserErrors };
    }>(move('exceptionTicketReopen', 'ExceptionTicketInput'), {
      input: { exceptionTicketId: ticket.id },
    });
    expect(reopened.exceptionTicketReopen.userErrors).toMatchObject([{ code: 'U-TRSY-EXC-14' }]);

    // The payout, and the bank credit that was matched with it, are unmatched ten days on again: each a ticket.
    expect(
      (await suite.ownerClient.data<{ exceptionsScan: { opened: number } }>(SCAN)).exceptionsScan
        .opened,
    ).toBe(2);
    expect(await ticketOf('2026-11-12', 'PAYOUT_NOT_ON_STATEMENT', 'OPEN')).toMatchObject({
      payout: { received: { amount: '0.00' }, reconciliationStatus: 'UNRECONCILED' },
    });
  });
});

describe('who sees a payout’s ticket', () => {
  it('another organisation finds no ticket to read or move; without exceptions:read the list is FORBIDDEN; without payment-providers:read the payout shows and the settlement does not', async () => {
    const ticket = (await ticketOf('2026-11-12', 'PAYOUT_NOT_ON_STATEMENT', 'OPEN'))!;
    const stranger = await signedInClient(
      suite.system.url,
      (await createOrganization(suite.system, 'PT Orang Lain')).owner,
    );
    const node = await stranger.data<{ node: null }>('query ($id: ID!) { node(id: $id) { id } }', {
      id: ticket.id,
    });
    expect(node.node).toBeNull();
    const resolved = await stranger.data<{
      exceptionTicketResolve: { exceptionTicket: null; userErrors: UserErrors };
    }>(move('exceptionTicketResolve', 'ExceptionTicketResolveInput'), {
      input: { exceptionTicketId: ticket.id, note: 'bukan milik saya' },
    });
    expect(resolved.exceptionTicketResolve).toEqual({
      exceptionTicket: null,
      userErrors: [{ field: 'exceptionTicketId', code: 'U-TRSY-EXC-1' }],
    });
    expect(await tickets(stranger)).toEqual([]);

    const outsider = await signedInClient(
      suite.system.url,
      await addMember(suite.system, suite.organizationId, [
        'payment-providers:read',
        'statements:read',
      ]),
    );
    const refused = await outsider.request(TICKETS);
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const reader = await signedInClient(
      suite.system.url,
      await addMember(suite.system, suite.organizationId, ['exceptions:read']),
    );
    const seen = (await tickets(reader)).find((found) => found.id === ticket.id);
    expect(seen).toMatchObject({
      payout: { providerName: 'Xendit Toko', expected: { amount: '1995560.00' } },
      paymentSettlement: null,
    });
    const started = await reader.request(move('exceptionTicketStart', 'ExceptionTicketInput'), {
      input: { exceptionTicketId: ticket.id },
    });
    expect(started.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('a member works it like any ticket, and the log names the payout', async () => {
    const ticket = (await ticketOf('2026-11-12', 'PAYOUT_NOT_ON_STATEMENT', 'OPEN'))!;
    const resolved = await suite.ownerClient.data<{
      exceptionTicketResolve: { exceptionTicket: { status: string }; userErrors: UserErrors };
    }>(move('exceptionTicketResolve', 'ExceptionTicketResolveInput'), {
      input: { exceptionTicketId: ticket.id, note: 'Xendit menahan dana, dikonfirmasi CS.' },
    });
    expect(resolved.exceptionTicketResolve).toMatchObject({
      exceptionTicket: { status: 'RESOLVED' },
      userErrors: [],
    });
    // A member's resolution holds: the next scan does not open the payout's ticket again.
    expect(
      (await suite.ownerClient.data<{ exceptionsScan: { opened: number } }>(SCAN)).exceptionsScan
        .opened,
    ).toBe(0);
    const log = await latestActivityRest(suite.system.treasuryUrl, suite.owner, 5);
    expect(log.find((entry) => entry.entityId === serviceIdOf(ticket.id))?.summary).toBe(
      'Exception (payout not on the bank statement) on the payout of IDR 1995560.00 by "Xendit Toko" on 2026-11-12 resolved',
    );
  });
});

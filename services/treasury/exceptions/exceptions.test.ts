import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../../../tests/support/eventually.js';
import { restCaller, type Tokens } from '../../../tests/support/factories.js';
import { startTreasuryForTest, type TreasuryUnderTest } from '../../../tests/support/treasury.js';
import { createManualAccountRest, enterLineRest } from '../../../tests/support/treasury-rest.js';
import type {
  ExceptionListResponse,
  ExceptionResponse,
} from '../../../contracts/treasury/exceptions.js';
import { EXCEPTION_SCAN_JOB } from './service.js';
import { latestActivityRest } from '../../../tests/support/activity.js';

// TEST_DATE is 2026-11-22 (tests/support/system.ts): the dates below are counted from it.
const TWELVE_DAYS_AGO = '2026-11-10';
const THREE_DAYS_AGO = '2026-11-19';

let system: TreasuryUnderTest;

const call = restCaller(() => system.treasuryUrl);

const bankAccount = (tokens: Tokens) => createManualAccountRest(system, tokens);

let lineSequence = 0;
/** An incoming statement line entered by hand, its description numbered. */
const line = (
  tokens: Tokens,
  bankAccountId: string,
  transactionDate: string,
  amount = '2500000.00',
) =>
  enterLineRest(system, tokens, {
    bankAccountId,
    transactionDate,
    description: `TRSF E-BANKING CR ${String((lineSequence += 1)).padStart(4, '0')}/FTSCY/WS95031 CV SUMBER REJEKI`,
    amount,
  });

const scan = (tokens: Tokens) =>
  call<{ opened: number; resolved: number }>('POST', '/exceptions/scan', tokens);
const list = (tokens: Tokens, query = '') =>
  call<ExceptionListResponse>('GET', `/exceptions${query}`, tokens);
const ticketsOf = async (tokens: Tokens, lineId: string) =>
  (await list(tokens, '?first=100')).body.items
    .map((edge) => edge.node)
    .filter((node) => node.statementTransaction?.id === lineId);

/** A proposal for the line that a reviewer rejected, written as the reconciliation module writes one. */
async function rejectedProposal(
  organizationId: string,
  lineId: string,
  actedAt: string,
): Promise<void> {
  await sql`insert into reconciliation_proposals (organization_id, run_id, strategy, result, statement_transaction_ids, items, amount, confidence, reasons, rule_id, status, acted_by, acted_at)
    values (${organizationId}, ${randomUUID()}, 'ONE_TO_ONE', 'FULL_MATCH', array[${lineId}::uuid], ${JSON.stringify([{ kind: 'EXPECTED_TRANSACTION', id: randomUUID() }])}::jsonb,
      2500000, 0.8, '[]'::jsonb, 'default', 'REJECTED', ${randomUUID()}, ${actedAt}::timestamptz)`.execute(
    system.service.db,
  );
}

beforeAll(async () => {
  system = await startTreasuryForTest();
});

afterAll(() => system?.stop());

describe('the scan', () => {
  it('a line unmatched twelve days becomes an Open ticket five days old (default age 7); a three-day-old line does not', async () => {
    const owner = await system.tokensFor();
    const account = await bankAccount(owner);
    const old = await line(owner, account, TWELVE_DAYS_AGO, '15750000.00');
    const recent = await line(owner, account, THREE_DAYS_AGO);

    const scanned = await scan(owner);
    expect(scanned.status).toBe(200);
    expect(scanned.body).toEqual({ opened: 1, resolved: 0 });
    const [ticket] = await ticketsOf(owner, old);
    expect(ticket).toMatchObject({
      type: 'UNMATCHED_STATEMENT_TRANSACTION',
      status: 'OPEN',
      openedOn: '2026-11-17',
      daysOpen: 5,
      assigneeId: null,
      statementTransaction: {
        id: old,
        transactionDate: TWELVE_DAYS_AGO,
        amount: '15750000.00',
        currency: 'IDR',
        direction: 'CREDIT',
        reconciliationStatus: 'UNRECONCILED',
      },
    });
    expect(await ticketsOf(owner, recent)).toEqual([]);

    expect((await scan(owner)).body).toEqual({ opened: 0, resolved: 0 });
    const log = await latestActivityRest(system.treasuryUrl, owner, 5);
    expect(log.find((entry) => entry.entityId === ticket!.id)).toMatchObject({
      action: 'CREATED',
      entity: 'EXCEPTION',
      actorId: null,
      summary:
        'Exception opened (unmatched): statement transaction of IDR 15750000.00 on 2026-11-10',
    });
  });

  it('the organisation’s age decides: at 30 days a twelve-day-old line waits; 0 days is refused and changes nothing', async () => {
    const owner = await system.tokensFor();
    const reader = await system.tokensFor({
      organizationId: owner.organizationId,
      permissions: ['exceptions:read'],
    });
    expect((await call('GET', '/exceptions/settings', reader)).body).toEqual({
      unmatchedAfterDays: 7,
      updatedAt: null,
    });

    const set = await call('PUT', '/exceptions/settings', owner, { unmatchedAfterDays: 30 });
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ unmatchedAfterDays: 30 });
    const refused = await call('PUT', '/exceptions/settings', owner, { unmatchedAfterDays: 0 });
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: 'U-TRSY-EXC-11',
      field: 'unmatchedAfterDays',
    });
    expect(
      (await call('PUT', '/exceptions/settings', reader, { unmatchedAfterDays: 3 })).status,
    ).toBe(403);
    expect((await call('GET', '/exceptions/settings', owner)).body).toMatchObject({
      unmatchedAfterDays: 30,
    });

    const account = await bankAccount(owner);
    const lineId = await line(owner, account, TWELVE_DAYS_AGO);
    await scan(owner);
    expect(await ticketsOf(owner, lineId)).toEqual([]);
  });

  it('a line whose proposals were rejected twice becomes a REJECTED_TWICE ticket, opened on the day of the second rejection; once rejected is not enough', async () => {
    const owner = await system.tokensFor();
    const account = await bankAccount(owner);
    const twice = await line(owner, account, THREE_DAYS_AGO);
    const once = await line(owner, account, THREE_DAYS_AGO);
    await rejectedProposal(owner.organizationId, twice, '2026-11-19T09:00:00+07:00');
    await rejectedProposal(owner.organizationId, twice, '2026-11-20T23:30:00+07:00');
    await rejectedProposal(owner.organizationId, once, '2026-11-20T09:00:00+07:00');

    await scan(owner);
    expect(await ticketsOf(owner, twice)).toMatchObject([
      { type: 'REJECTED_TWICE', status: 'OPEN', openedOn: '2026-11-20', daysOpen: 2 },
    ]);
    expect(await ticketsOf(owner, once)).toEqual([]);
  });

  it('a line whose proposals a reviewer rejected twice becomes a ticket moments after the second rejection, with no scan asked for', async () => {
    const owner = await system.tokensFor();
    const account = await bankAccount(owner);
    const lineId = await line(owner, account, THREE_DAYS_AGO, '500000.00');
    for (const invoice of ['INV/2026/11/0201', 'INV/2026/11/0202']) {
      const item = await call('POST', '/expected-transactions', owner, {
        date: THREE_DAYS_AGO,
        description: `Pelunasan ${invoice}`,
        amount: '500000.00',
        direction: 'CREDIT',
        bankAccountId: account,
      });
      expect(item.status).toBe(201);
    }
    let rejected = 0;
    for (let round = 0; round < 3 && rejected < 2; round += 1) {
      expect((await call('POST', '/reconciliations/runs', owner, {})).status).toBe(200);
      const pending = await call<{ items: { node: { id: string } }[] }>(
        'GET',
        `/reconciliation-proposals?statementTransactionId=${lineId}`,
        owner,
      );
      for (const { node: proposal } of pending.body.items) {
        expect(
          (await call('POST', `/reconciliation-proposals/${proposal.id}/reject`, owner)).status,
        ).toBe(204);
        rejected += 1;
      }
    }
    expect(rejected).toBeGreaterThanOrEqual(2);
    await eventually(
      async () =>
        (await ticketsOf(owner, lineId)).some((ticket) => ticket.type === 'REJECTED_TWICE'),
      10_000,
      100,
    );
    expect(await ticketsOf(owner, lineId)).toMatchObject([
      { type: 'REJECTED_TWICE', status: 'OPEN' },
    ]);
  });

  it('a reconciled line’s ticket resolves itself moments after the match, with a note saying so, in the activity log', async () => {
    const owner = await system.tokensFor();
    const account = await bankAccount(owner);
    const lineId = await line(owner, account, TWELVE_DAYS_AGO, '880000.00');
    await scan(owner);
    // Entered after the scan: its age is the scheduled scan's to notice, not a change of reconciliation's.
    const waiting = await line(owner, account, TWELVE_DAYS_AGO, '125000.00');
    const item = await call<{ node: { id: string } }>('POST', '/expected-transactions', owner, {
      date: TWELVE_DAYS_AGO,
      description: 'Faktur',
      amount: '880000.00',
      direction: 'CREDIT',
    });
    const matched = await call('POST', '/reconciliations', owner, {
      statementTransactionIds: [lineId],
      items: [{ kind: 'EXPECTED_TRANSACTION', id: item.body.node.id }],
    });
    expect(matched.status, JSON.stringify(matched.body)).toBe(201);

    // No scan asked for: the match's notification queues one.
    await eventually(
      async () => (await ticketsOf(owner, lineId))[0]?.status === 'RESOLVED',
      10_000,
      100,
    );
    expect(await ticketsOf(owner, waiting)).toEqual([]);
    expect((await scan(owner)).body).toEqual({ opened: 1, resolved: 0 });
    const [ticket] = await ticketsOf(owner, lineId);
    expect(ticket).toMatchObject({
      status: 'RESOLVED',
      resolution: 'RECONCILED',
      resolutionNote: 'Resolved by itself: the statement transaction is reconciled.',
      resolvedBy: null,
      daysOpen: 5,
    });
    const log = await latestActivityRest(system.treasuryUrl, owner, 5);
    expect(log.find((entry) => entry.entityId === ticket!.id)).toMatchObject({
      action: 'UPDATED',
      summary:
        'Exception (unmatched) on the statement transaction of IDR 880000.00 on 2026-11-10 resolved: the statement transaction is reconciled',
    });
    const reopened = await call('POST', `/exceptions/${ticket!.id}/reopen`, owner);
    expect(reopened.body.error).toMatchObject({ code: 'U-TRSY-EXC-9' });
  });

  it('twenty scans at once open each ticket once', async () => {
    const owner = await system.tokensFor();
    const account = await bankAccount(owner);
    const lines = await Promise.all(
      ['2026-11-01', '2026-11-02', '2026-11-03'].map((date) => line(owner, account, date)),
    );
    const results = await Promise.all(Array.from({ length: 20 }, () => scan(owner)));
    expect(results.every((result) => result.status === 200)).toBe(true);
    expect(results.reduce((sum, result) => sum + result.body.opened, 0)).toBe(3);
    const page = await list(owner, '?first=100');
    expect(page.body.totalCount).toBe(3);
    expect(page.body.items.map((edge) => edge.node.statementTransaction?.id).sort()).toEqual(
      [...lines].sort(),
    );
  });

  it('the scheduled job scans every organisation with work, with no one asking', async () => {
    const [first, second] = [await system.tokensFor(), await system.tokensFor()];
    const lines = [
      await line(first, await bankAccount(first), TWELVE_DAYS_AGO),
      await line(second, await bankAccount(second), TWELVE_DAYS_AGO),
    ];
    // What the crontab queues every 15 minutes (tests turn the schedule off, so that nothing scans before they ask).
    await system.service.jobs.add(EXCEPTION_SCAN_JOB, {});
    await eventually(
      async () =>
        (await ticketsOf(first, lines[0]!)).length > 0 &&
        (await ticketsOf(second, lines[1]!)).length > 0,
      10_000,
    );
    expect((await ticketsOf(first, lines[0]!)).map((ticket) => ticket.status)).toEqual(['OPEN']);
    expect((await ticketsOf(second, lines[1]!)).map((ticket) => ticket.status)).toEqual(['OPEN']);
  });
});

describe('working a ticket', () => {
  async function openTicket(owner: Tokens): Promise<ExceptionResponse> {
    const account = await bankAccount(owner);
    const lineId = await line(owner, account, TWELVE_DAYS_AGO);
    await scan(owner);
    const [ticket] = await ticketsOf(owner, lineId);
    return ticket!;
  }

  it('assign, start, resolve with a note, reopen: each move in the log, each wrong move refused with its code', async () => {
    const owner = await system.tokensFor();
    const ticket = await openTicket(owner);
    const member = randomUUID();

    const assigned = await call<ExceptionResponse>(
      'POST',
      `/exceptions/${ticket.id}/assign`,
      owner,
      { assigneeId: member },
    );
    expect(assigned.body).toMatchObject({ assigneeId: member, status: 'OPEN' });
    expect(
      (await call('POST', `/exceptions/${ticket.id}/assign`, owner, { assigneeId: member })).body
        .error,
    ).toMatchObject({ code: 'U-TRSY-EXC-7', field: 'assigneeId' });
    expect(
      (await list(owner, `?assigneeId=${member}`)).body.items.map((edge) => edge.node.id),
    ).toEqual([ticket.id]);

    const started = await call<ExceptionResponse>('POST', `/exceptions/${ticket.id}/start`, owner);
    expect(started.body).toMatchObject({ status: 'IN_PROGRESS', assigneeId: member });
    expect((await call('POST', `/exceptions/${ticket.id}/start`, owner)).body.error).toMatchObject({
      code: 'U-TRSY-EXC-3',
    });

    const blank = await call('POST', `/exceptions/${ticket.id}/resolve`, owner, { note: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error).toMatchObject({ code: 'U-TRSY-EXC-5', field: 'note' });
    expect(
      (await call('POST', `/exceptions/${ticket.id}/resolve`, owner, { note: 'x'.repeat(1001) }))
        .body.error,
    ).toMatchObject({ code: 'U-TRSY-EXC-6' });
    expect(
      (await call<ExceptionResponse>('GET', `/exceptions/${ticket.id}`, owner)).body.status,
    ).toBe('IN_PROGRESS');

    const resolved = await call<ExceptionResponse>(
      'POST',
      `/exceptions/${ticket.id}/resolve`,
      owner,
      { note: '  Biaya admin bank, dicatat manual.  ' },
    );
    expect(resolved.body).toMatchObject({
      status: 'RESOLVED',
      resolution: 'MANUAL',
      resolutionNote: 'Biaya admin bank, dicatat manual.',
    });
    expect(
      (await call('POST', `/exceptions/${ticket.id}/assign`, owner, { assigneeId: null })).body
        .error,
    ).toMatchObject({ code: 'U-TRSY-EXC-2' });
    expect(
      (await call('POST', `/exceptions/${ticket.id}/resolve`, owner, { note: 'again' })).body.error,
    ).toMatchObject({ code: 'U-TRSY-EXC-2' });

    // A member's resolution holds: the next scan does not open the line's ticket again.
    expect((await scan(owner)).body.opened).toBe(0);

    const reopened = await call<ExceptionResponse>(
      'POST',
      `/exceptions/${ticket.id}/reopen`,
      owner,
    );
    expect(reopened.body).toMatchObject({
      status: 'OPEN',
      resolution: null,
      resolutionNote: null,
      resolvedAt: null,
    });
    expect((await call('POST', `/exceptions/${ticket.id}/reopen`, owner)).body.error).toMatchObject(
      { code: 'U-TRSY-EXC-4' },
    );

    const log = await latestActivityRest(system.treasuryUrl, owner, 20);
    const assignedEntry = log.find(
      (entry) =>
        entry.entityId === ticket.id && entry.description?.message === 'EXCEPTION_ASSIGNED',
    );
    expect(assignedEntry?.changes).toEqual([{ field: 'assigneeId', before: null, after: member }]);
    const resolvedEntry = log.find(
      (entry) =>
        entry.entityId === ticket.id && entry.description?.message === 'EXCEPTION_RESOLVED',
    );
    expect(resolvedEntry?.changes).toEqual([
      { field: 'status', before: 'IN_PROGRESS', after: 'RESOLVED' },
      { field: 'resolutionNote', before: null, after: 'Biaya admin bank, dicatat manual.' },
    ]);
    expect(
      log
        .filter((entry) => entry.entityId === ticket.id)
        .map((entry) => entry.description?.message)
        .reverse(),
    ).toEqual([
      'EXCEPTION_OPENED',
      'EXCEPTION_ASSIGNED',
      'EXCEPTION_STARTED',
      'EXCEPTION_RESOLVED',
      'EXCEPTION_REOPENED',
    ]);
  });

  it('starting a ticket assigned to nobody makes it the starter’s', async () => {
    const owner = await system.tokensFor();
    const ticket = await openTicket(owner);
    const started = await call<ExceptionResponse>('POST', `/exceptions/${ticket.id}/start`, owner);
    expect(started.body.assigneeId).not.toBeNull();
    expect((await list(owner, '?unassigned=true')).body.totalCount).toBe(0);
    expect(
      (await list(owner, '?status=IN_PROGRESS&status=RESOLVED')).body.items.map(
        (edge) => edge.node.id,
      ),
    ).toEqual([ticket.id]);
    expect((await list(owner, '?status=OPEN')).body.totalCount).toBe(0);
  });

  it('twenty people resolving one ticket at once: one wins, nineteen are told it is resolved', async () => {
    const owner = await system.tokensFor();
    const ticket = await openTicket(owner);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        call('POST', `/exceptions/${ticket.id}/resolve`, owner, { note: `Ditutup oleh ${index}` }),
      ),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    expect(
      results.filter(
        (result) => result.status === 409 && result.body.error?.code === 'U-TRSY-EXC-2',
      ),
    ).toHaveLength(19);
    const log = await latestActivityRest(system.treasuryUrl, owner, 50);
    expect(
      log.filter(
        (entry) =>
          entry.entityId === ticket.id && entry.description?.message === 'EXCEPTION_RESOLVED',
      ),
    ).toHaveLength(1);
  });

  it('twenty starts at once: one wins', async () => {
    const owner = await system.tokensFor();
    const ticket = await openTicket(owner);
    const results = await Promise.all(
      Array.from({ length: 20 }, () => call('POST', `/exceptions/${ticket.id}/start`, owner)),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(1);
    expect(results.filter((result) => result.body.error?.code === 'U-TRSY-EXC-3')).toHaveLength(19);
  });

  it('another organisation’s ticket is not found; a reader may look but not move it', async () => {
    const owner = await system.tokensFor();
    const ticket = await openTicket(owner);
    const stranger = await system.tokensFor();
    const reader = await system.tokensFor({
      organizationId: owner.organizationId,
      permissions: ['exceptions:read'],
    });
    expect((await call('GET', `/exceptions/${ticket.id}`, stranger)).status).toBe(404);
    const moved = await call('POST', `/exceptions/${ticket.id}/resolve`, stranger, {
      note: 'bukan milik saya',
    });
    expect(moved.status).toBe(404);
    expect(moved.body.error).toMatchObject({ code: 'U-TRSY-EXC-1' });
    expect((await list(stranger)).body.totalCount).toBe(0);
    expect((await call('GET', `/exceptions/${ticket.id}`, reader)).status).toBe(200);
    expect((await call('POST', `/exceptions/${ticket.id}/start`, reader)).status).toBe(403);
    expect((await call('POST', '/exceptions/scan', reader)).status).toBe(403);
    expect(
      (
        await call(
          'GET',
          '/exceptions',
          await system.tokensFor({
            organizationId: owner.organizationId,
            permissions: ['statements:read'],
          }),
        )
      ).status,
    ).toBe(403);
  });
});

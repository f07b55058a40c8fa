import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type {
  PaymentActionResponse,
  PaymentExportActionResponse,
  PaymentOrderEdge,
  PaymentOrderResponse,
} from '../../../contracts/treasury/payments.js';
import { eventually } from '../../../tests/support/eventually.js';
import {
  addMemberInBuiltInRole,
  authHeaders,
  signInRest,
  type Tokens,
} from '../../../tests/support/factories.js';
import {
  approveOrdersRest,
  approverRest,
  type Approver,
  createApiAccountRest,
  type PayingOrganisation,
  payingOrganisationRest,
} from '../../../tests/support/payments.js';
import { TEST_DATE } from '../../../tests/support/system.js';
import { systemSuite } from '../../../tests/support/system-suite.js';
import { queueSend } from './service.js';
import { countOf } from '../../../tests/support/database.js';
import { latestActivityRest } from '../../../tests/support/activity.js';
import { enterLineRest } from '../../../tests/support/treasury-rest.js';

const suite = systemSuite();
const call = suite.treasury;

/** A date after the tests' today: an approved order waits Scheduled for it. */
const LATER = '2026-12-01';

type Org = PayingOrganisation & { destination: string; approver: Approver };

/** An organisation with two API accounts at BCA and a counterparty at Mandiri. */
async function organisation(): Promise<Org> {
  const org = await payingOrganisationRest(suite.system, 'PT PENERIMA, "DANA"');
  const destination = (await createApiAccountRest(suite.system, org.owner)).id;
  const approver = await approverRest(suite.system, org.organizationId);
  return { ...org, destination, approver };
}

/** An order the organisation's owner makes of `body`: the service's answer. */
const ownersOrder = (org: Org, body: Record<string, unknown>) =>
  call<PaymentOrderEdge>('POST', '/payment-orders', org.owner, body);

/** A payment made by the owner and approved: Scheduled when dated later, sent at once (and, with no bank here, Failed) when dated today. */
async function approvedPayment(org: Org, overrides: Record<string, unknown> = {}): Promise<string> {
  const made = await ownersOrder(org, {
    kind: 'PAYMENT',
    sourceAccountId: org.source,
    counterpartyBankAccountId: org.payeeAccount,
    method: 'BI_FAST',
    amount: '15000000',
    paymentDate: LATER,
    memo: '=INV/2026/11/0042',
    ...overrides,
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const approved = await approveOrdersRest(
    suite.system,
    org.approver.tokens,
    [made.body.node.id],
    org.approver.code(),
  );
  expect(approved.body.results[0]!.error).toBeNull();
  return made.body.node.id;
}

const exportOrders = (tokens: Tokens, kind: 'PAYMENT' | 'TRANSFER', ids: string[], code: string) =>
  call<PaymentExportActionResponse>('POST', '/payment-orders/export', tokens, { kind, ids, code });
const order = async (org: Org, id: string) =>
  (await call<PaymentOrderResponse>('GET', `/payment-orders/${id}`, org.owner)).body;
const attemptsOf = async (id: string) =>
  countOf(
    suite.system.treasury.db,
    sql`select count(*) from payment_attempts where payment_order_id = ${id}`,
  );
const exportsOf = async (organizationId: string) =>
  countOf(
    suite.system.treasury.db,
    sql`select count(*) from payment_exports where organization_id = ${organizationId}`,
  );
const queued = async (id: string) =>
  countOf(
    suite.system.treasury.db,
    sql`select count(*) from treasury_jobs.jobs where key = ${`payment-order:${id}`}`,
  );

async function fileOf(
  tokens: Tokens,
  exportId: string,
): Promise<{ status: number; type: string | null; disposition: string | null; text: string }> {
  const answer = await fetch(`${suite.system.treasuryUrl}/payment-exports/${exportId}/file`, {
    headers: authHeaders(tokens),
  });
  return {
    status: answer.status,
    type: answer.headers.get('content-type'),
    disposition: answer.headers.get('content-disposition'),
    text: await answer.text(),
  };
}

describe('manual export of payments and transfers', () => {
  it('a Scheduled payment leaves the API for a file, waits In Progress, and its send job leaves it alone', async () => {
    const org = await organisation();
    const id = await approvedPayment(org);
    expect((await order(org, id)).status).toBe('SCHEDULED');

    const exported = await exportOrders(org.approver.tokens, 'PAYMENT', [id], org.approver.code());
    expect(exported.status, JSON.stringify(exported.body)).toBe(200);
    expect(exported.body.results).toEqual([
      {
        id,
        order: expect.objectContaining({
          id,
          status: 'IN_PROGRESS',
          manualExportId: exported.body.export!.id,
        }),
        error: null,
      },
    ]);
    expect(exported.body.export).toMatchObject({
      kind: 'PAYMENT',
      orderCount: 1,
      fileName: expect.stringMatching(
        /^payments-manual-export-\d{4}-\d{2}-\d{2}-[0-9a-f]{8}\.csv$/,
      ),
    });

    // Its send job, made due now, runs and finds it exported: no attempt reaches the bank.
    await suite.system.treasury.db.transaction().execute((trx) => queueSend(trx, id, null));
    await eventually(async () => (await queued(id)) === 0, 10_000, 25);
    expect(await attemptsOf(id)).toBe(0);
    expect((await order(org, id)).status).toBe('IN_PROGRESS');

    const file = await fileOf(org.owner, exported.body.export!.id);
    expect(file.status).toBe(200);
    expect(file.type).toBe('text/csv; charset=utf-8');
    expect(file.disposition).toBe(`attachment; filename="${exported.body.export!.fileName}"`);
    const [header, row, end] = file.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe(
      'Reference,Type,Payment date,Source bank code,Source bank,Source account number,Source account name,Beneficiary bank code,Beneficiary bank,Beneficiary account number,Beneficiary account name,Method,Currency,Amount,Fee,Memo,Status',
    );
    // The name's comma and quotes are quoted; the memo's leading "=" cannot become a spreadsheet formula.
    expect(row).toMatch(
      new RegExp(
        `^${id},Payment,${LATER},014,[^,]*BCA[^,]*,\\d+,PT PEMBAYAR,008,[^,]*Mandiri[^,]*,\\d+,"PT PENERIMA, ""DANA""",BI-FAST,IDR,15000000.00,2500.00,'=INV/2026/11/0042,Exported$`,
      ),
    );
    expect(end).toBe('');

    const log = await latestActivityRest(suite.system.treasuryUrl, org.owner, 1);
    expect(log[0]).toMatchObject({
      action: 'UPDATED',
      summary: 'Payment of IDR 15000000.00 to PT PENERIMA, "DANA" exported to send by hand',
    });
  });

  it('a Failed payment can be exported to send by hand; what was never approved, another kind, another organisation’s or an unknown id is refused and left as it was', async () => {
    const org = await organisation();
    const failed = await approvedPayment(org, { paymentDate: TEST_DATE });
    await eventually(async () => (await order(org, failed)).status === 'FAILED', 10_000, 25);
    /** An order of 1,000.00 from the source account dated later, made and never approved: its id. */
    const unapproved = async (order: Record<string, unknown>) =>
      (
        await ownersOrder(org, {
          sourceAccountId: org.source,
          amount: '1000',
          paymentDate: LATER,
          ...order,
        })
      ).body.node.id;
    const waiting = await unapproved({
      kind: 'PAYMENT',
      counterpartyBankAccountId: org.payeeAccount,
      method: 'BI_FAST',
    });
    const transfer = await unapproved({ kind: 'TRANSFER', destinationAccountId: org.destination });
    const other = await organisation();
    const theirs = await approvedPayment(other);
    const unknown = '00000000-0000-4000-8000-000000000000';

    const exporter = await approverRest(suite.system, org.organizationId);
    const exported = await exportOrders(
      exporter.tokens,
      'PAYMENT',
      [failed, waiting, transfer, theirs, unknown],
      exporter.code(),
    );
    expect(exported.status, JSON.stringify(exported.body)).toBe(200);
    expect(
      exported.body.results.map((result) => [
        result.id,
        result.order?.status ?? null,
        result.error?.code ?? null,
      ]),
    ).toEqual([
      [failed, 'IN_PROGRESS', null],
      [waiting, null, 'U-TRSY-TRF-5'],
      [transfer, null, 'U-TRSY-TRF-18'],
      [theirs, null, 'U-TRSY-TRF-18'],
      [unknown, null, 'U-TRSY-TRF-18'],
    ]);
    expect(exported.body.export!.orderCount).toBe(1);
    expect((await order(org, failed)).failureReason).toBeNull();
    expect(await attemptsOf(failed)).toBe(1);
    expect((await order(org, waiting)).status).toBe('NEEDS_APPROVAL');
    expect((await order(other, theirs)).status).toBe('SCHEDULED');

    // Another organisation's export is not found, nor its file.
    expect(
      (await call('GET', `/payment-exports/${exported.body.export!.id}`, other.owner)).body.error,
    ).toMatchObject({ code: 'U-TRSY-TRF-36' });
    expect((await fileOf(other.owner, exported.body.export!.id)).status).toBe(404);

    // Nothing exportable: no export is left behind.
    const none = await exportOrders(exporter.tokens, 'PAYMENT', [waiting], exporter.code());
    expect(none.body.export).toBeNull();
    expect(await exportsOf(org.organizationId)).toBe(1);
  });

  it('needs the approve permission and a current authenticator code; a refused export changes nothing', async () => {
    const org = await organisation();
    const id = await approvedPayment(org);
    const maker = await signInRest(
      suite.system,
      await addMemberInBuiltInRole(suite.system, org.organizationId, 'MAKER'),
    );
    expect((await exportOrders(maker, 'PAYMENT', [id], '123456')).status).toBe(403);
    const wrong = await exportOrders(org.approver.tokens, 'PAYMENT', [id], '000000');
    expect(wrong.body.error).toMatchObject({ code: 'U-TRSY-TRF-6', field: 'code' });
    expect((await order(org, id)).status).toBe('SCHEDULED');
    expect(await exportsOf(org.organizationId)).toBe(0);
  });

  it('an exported payment is Sent once its statement line is matched with it, or cancelled with a reason before that', async () => {
    const org = await organisation();
    const [sent, dropped] = [
      await approvedPayment(org),
      await approvedPayment(org, { amount: '2000000' }),
    ];
    const exporter = await approverRest(suite.system, org.organizationId);
    const exported = await exportOrders(
      exporter.tokens,
      'PAYMENT',
      [sent, dropped],
      exporter.code(),
    );
    expect(exported.body.results.map((result) => result.order?.status)).toEqual([
      'IN_PROGRESS',
      'IN_PROGRESS',
    ]);

    const lineId = await enterLineRest(suite.system, org.owner, {
      bankAccountId: org.source,
      description: `TRSF DB ${sent}`,
      direction: 'DEBIT',
      amount: '15000000',
    });
    const matched = await call('POST', '/reconciliations', org.owner, {
      statementTransactionIds: [lineId],
      items: [{ kind: 'PAYMENT_ORDER', id: sent }],
    });
    expect(matched.status, JSON.stringify(matched.body)).toBe(201);
    expect((await order(org, sent)).status).toBe('SENT');
    // Sent is final: it cannot be cancelled any more.
    const late = await call<PaymentActionResponse>('POST', '/payment-orders/cancel', org.owner, {
      ids: [sent],
      reason: 'Dikirim dua kali',
    });
    expect(late.body.results[0]!.error).toMatchObject({ code: 'U-TRSY-TRF-5' });

    const cancelled = await call<PaymentActionResponse>(
      'POST',
      '/payment-orders/cancel',
      org.owner,
      { ids: [dropped], reason: 'Tidak jadi dikirim lewat portal bank' },
    );
    expect(cancelled.body.results[0]!.order).toMatchObject({
      status: 'CANCELLED',
      cancellation: { reason: 'Tidak jadi dikirim lewat portal bank' },
    });

    const file = await fileOf(org.owner, exported.body.export!.id);
    expect(
      file.text
        .split('\r\n')
        .slice(1, 3)
        .map((row) => row.split(',').at(-1)),
    ).toEqual(['Sent', 'Cancelled']);

    // The match was wrong: removing it leaves nothing saying the payment left the account, so it waits In Progress again.
    const removed = await call(
      'DELETE',
      `/reconciliations/${(matched.body as { id: string }).id}`,
      org.owner,
    );
    expect(removed.status, JSON.stringify(removed.body)).toBe(204);
    expect(await order(org, sent)).toMatchObject({
      status: 'IN_PROGRESS',
      sentAt: null,
      manualExportId: exported.body.export!.id,
    });
    const activity = await sql<{
      description: unknown;
    }>`select description from activity_log where entity_id = ${sent} order by id desc limit 1`.execute(
      suite.system.treasury.db,
    );
    expect(activity.rows[0]!.description).toMatchObject({ message: 'PAYMENT_REOPENED' });
  });

  it('twenty exports of one order at once: it is exported once, in one export', async () => {
    const org = await organisation();
    const id = await approvedPayment(org);
    const approvers = await Promise.all(
      Array.from({ length: 20 }, () => approverRest(suite.system, org.organizationId)),
    );
    const answers = await Promise.all(
      approvers.map((approver) => exportOrders(approver.tokens, 'PAYMENT', [id], approver.code())),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(answers.filter((answer) => answer.body.export !== null)).toHaveLength(1);
    expect(
      answers.filter((answer) => answer.body.results[0]!.error?.code === 'U-TRSY-TRF-5'),
    ).toHaveLength(19);
    expect(await exportsOf(org.organizationId)).toBe(1);
  });
});

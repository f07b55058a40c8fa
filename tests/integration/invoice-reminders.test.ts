import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseCrontab } from 'graphile-worker';
import {
  INVOICE_REMINDER_MAIL_JOB,
  INVOICE_REMINDERS_DUE_JOB,
  INVOICE_REMINDERS_RUN_JOB,
} from '../../contracts/invoicing/invoice-reminders.js';
import { INVOICE_LINK_TOKEN_HEADER } from '../../contracts/invoicing/invoice-links.js';
import { INVOICING_JOBS_SCHEMA } from '../../services/invoicing/database-schema.js';
import { INVOICE_REMINDERS_CRONTAB } from '../../services/invoicing/invoice-reminders/service.js';
import { addJobsInTransaction } from '../../services/kit/jobs.js';
import type { SalesInvoiceResponse } from '../../contracts/invoicing/sales-invoices.js';
import { toGlobalId } from '../../bff/global-id.js';
import type { System } from '../../system.js';
import { eventually } from '../support/eventually.js';
import {
  addMember,
  addMemberInBuiltInRole,
  callRest,
  createOrganization,
  signInRest,
  type Tokens,
} from '../support/factories.js';
import { signedInClient, type UserErrors } from '../support/graphql-client.js';
import { insertActiveBuyer } from '../support/invoicing.js';
import { buyerMailedIn, linkTokenIn, mailsTo, type OutboxMail } from '../support/invoice-links.js';
import { issuedInvoice, type InvoiceWriters, transferRecorded } from '../support/sales-invoices.js';
import { workerSystem } from '../support/system.js';
import { rowsOf } from '../support/database.js';

/**
 * Payment reminders of overdue invoices, through the real stack: the
 * organisation sets its schedule through the BFF (validated, permission
 * checked, logged, its own), the job's runs (queued with the day they mean:
 * the test system's daily schedule is off) write each step of an invoice
 * once and mail it to the buyer as the invoice's mail goes, in the buyer's
 * language, and the invoice's page lists what was sent. The invoices are
 * dated 2026-11-12 at 30 days: due 2026-12-12.
 */
let system: System;

const SETTINGS = `{ viewer { organization { invoiceReminderSettings { enabled days } } } }`;
const UPDATE = `mutation ($input: OrganizationInvoiceRemindersUpdateInput!) {
  organizationInvoiceRemindersUpdate(input: $input) {
    organization { invoiceReminderSettings { enabled days } }
    userErrors { field code message }
  }
}`;
type Update = {
  organizationInvoiceRemindersUpdate: {
    organization: { invoiceReminderSettings: { enabled: boolean; days: number[] } } | null;
    userErrors: UserErrors;
  };
};
const INVOICE = `query ($id: ID!) {
  node(id: $id) {
    ... on SalesInvoice {
      reminders { milestone step daysOverdue sentAt sentTo }
      activities { summary description { message } }
    }
  }
}`;
type InvoiceReminders = {
  node: {
    reminders: {
      milestone: number | null;
      step: number;
      daysOverdue: number;
      sentAt: string;
      sentTo: string;
    }[];
    activities: { summary: string; description: { message: string } | null }[];
  };
};

/** An organisation whose owner sets the schedule through the BFF, and whose two members write and approve its invoices. */
async function seller(name: string) {
  const created = await createOrganization(system, name);
  const [writer, approver, owner] = (await Promise.all([
    signInRest(
      system,
      await addMemberInBuiltInRole(system, created.organizationId, 'MAKER_APPROVER'),
    ),
    signInRest(
      system,
      await addMemberInBuiltInRole(system, created.organizationId, 'MAKER_APPROVER'),
    ),
    signInRest(system, created.owner),
  ])) as [Tokens, Tokens, Tokens];
  const writers: InvoiceWriters = {
    system,
    organizationId: created.organizationId,
    writer,
    approver,
  };
  const client = await signedInClient(system.url, created.owner);
  const schedule = async (days: number[], enabled = true) =>
    (await client.data<Update>(UPDATE, { input: { enabled, days } }))
      .organizationInvoiceRemindersUpdate;
  return { ...created, writers, owner, client, schedule };
}

/** A run of the reminder job for the organisation, as the daily schedule's is, on the day at 08:00 in Jakarta. */
const runOn = (organizationId: string, day: string) =>
  system.invoicing.reminders.run(organizationId, new Date(`${day}T08:00:00+07:00`));

/** Once none of the organisation's reminders waits for its mail, the reminders it has: invoice, step, sent or moot. */
async function remindersSettled(organizationId: string) {
  let rows: { invoice_id: string; step_days: number; sent: boolean; moot: boolean }[] = [];
  await eventually(async () => {
    rows = await rowsOf(
      system.invoicing.db,
      sql<{ invoice_id: string; step_days: number; sent: boolean; moot: boolean }>`
        select invoice_id, step_days, sent_at is not null as sent, moot_at is not null as moot
        from invoice_reminders where organization_id = ${organizationId} order by invoice_id, step_days`,
    );
    return rows.every((row) => row.sent || row.moot);
  }, 10_000);
  return rows;
}

/** The reminder mails to `to` (the invoice's own mail left out), once every reminder of the organisation was sent or found moot. */
async function remindersTo(organizationId: string, to: string): Promise<OutboxMail[]> {
  await remindersSettled(organizationId);
  const mails = await mailsTo(system, to, 1);
  return mails.filter((mail) => /^(Reminder|Pengingat):/.test(mail.subject));
}

beforeAll(async () => {
  system = await workerSystem();
});

describe('the schedule', () => {
  it('is off with the steps 1, 7, 14 and 30 until set; a change is the organisation’s own and is logged', async () => {
    const first = await seller('PT Jadwal Pengingat');
    const other = await seller('PT Tetangga Pengingat');
    expect(await first.client.data(SETTINGS)).toEqual({
      viewer: {
        organization: { invoiceReminderSettings: { enabled: false, days: [1, 7, 14, 30] } },
      },
    });
    expect(await first.schedule([3, 10, 45])).toEqual({
      organization: { invoiceReminderSettings: { enabled: true, days: [3, 10, 45] } },
      userErrors: [],
    });
    expect(await first.client.data(SETTINGS)).toEqual({
      viewer: { organization: { invoiceReminderSettings: { enabled: true, days: [3, 10, 45] } } },
    });
    // Another organisation's schedule is untouched, and its run sends nothing.
    expect(await other.client.data(SETTINGS)).toEqual({
      viewer: {
        organization: { invoiceReminderSettings: { enabled: false, days: [1, 7, 14, 30] } },
      },
    });
    const log = await first.client.data<{
      activityLog: { edges: { node: { summary: string; changes: unknown[] } }[] };
    }>(
      `{ activityLog(first: 5, entity: "ORGANIZATION") { edges { node { summary changes { field before after } } } } }`,
    );
    expect(log.activityLog.edges.map(({ node }) => node)).toEqual([
      {
        summary: 'Payment reminder settings changed',
        changes: [
          { field: 'enabled', before: 'false', after: 'true' },
          { field: 'days', before: '1, 7, 14, 30', after: '3, 10, 45' },
        ],
      },
    ]);
  });

  it('is refused with a code for each broken rule, on days, and keeps what it was', async () => {
    const { schedule, client } = await seller('PT Jadwal Salah');
    const refusals: [number[], string, string][] = [
      [[], 'U-INV-RM-1', 'Set 1 to 10 reminder steps.'],
      [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], 'U-INV-RM-1', 'Set 1 to 10 reminder steps.'],
      [[0, 7], 'U-INV-RM-2', 'Each reminder step is a whole number of days from 1 to 365.'],
      [[1, 366], 'U-INV-RM-2', 'Each reminder step is a whole number of days from 1 to 365.'],
      [
        [7, 1],
        'U-INV-RM-3',
        'Write the reminder steps from the earliest to the latest, each day once.',
      ],
      [
        [1, 7, 7],
        'U-INV-RM-3',
        'Write the reminder steps from the earliest to the latest, each day once.',
      ],
    ];
    for (const [days, code, message] of refusals)
      expect([days, await schedule(days)]).toEqual([
        days,
        { organization: null, userErrors: [{ field: 'days', code, message }] },
      ]);
    expect(await client.data(SETTINGS)).toEqual({
      viewer: {
        organization: { invoiceReminderSettings: { enabled: false, days: [1, 7, 14, 30] } },
      },
    });
  });

  it('needs settings:manage to change (FORBIDDEN otherwise, in the BFF and in the service); settings:read to read', async () => {
    const { organizationId } = await seller('PT Jadwal Terlarang');
    const reader = await addMember(system, organizationId, ['settings:read', 'invoices:read']);
    const client = await signedInClient(system.url, reader);
    const refused = await client.request(UPDATE, { input: { enabled: true, days: [1] } });
    expect(refused.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await client.data(SETTINGS)).toEqual({
      viewer: {
        organization: { invoiceReminderSettings: { enabled: false, days: [1, 7, 14, 30] } },
      },
    });
    const direct = await callRest<{ error: { code: string } }>(
      system.invoicingUrl,
      'PUT',
      '/invoice-reminders/settings',
      await signInRest(system, reader),
      { enabled: true, days: [1] },
    );
    expect([direct.status, direct.body.error.code]).toEqual([403, 'FORBIDDEN']);
    const nobody = await signedInClient(
      system.url,
      await addMember(system, organizationId, ['invoices:read']),
    );
    expect(await nobody.data(SETTINGS)).toEqual({
      viewer: { organization: { invoiceReminderSettings: null } },
    });
  });
});

describe('sending', () => {
  let shop: Awaited<ReturnType<typeof seller>>;
  const stamp = Date.now();
  const indonesian = `keuangan-id-${stamp}@pembeli.co.id`;
  const english = `finance-en-${stamp}@buyer.co.id`;
  let indonesianInvoice: { id: string; number: string | null };
  let englishInvoice: SalesInvoiceResponse;
  let bothEmail: string;

  beforeAll(async () => {
    shop = await seller('PT Pengingat Tagihan');
    await shop.schedule([1, 7, 14, 30]);
    const idBuyer = await buyerMailedIn(system, shop.organizationId, 'id', indonesian);
    const enBuyer = await buyerMailedIn(system, shop.organizationId, 'en', english);
    // No finance contact and no language: the customer's own email, in both languages.
    const both = await buyerMailedIn(system, shop.organizationId, null, null);
    bothEmail = both.email;
    [indonesianInvoice, englishInvoice] = await Promise.all([
      issuedInvoice(shop.writers, { buyerId: idBuyer.id, quantity: '12' }),
      issuedInvoice(shop.writers, { buyerId: enBuyer.id, quantity: '2' }),
      issuedInvoice(shop.writers, { buyerId: both.id, quantity: '1' }),
    ]);
  });

  it('sends nothing before the first step is reached: before the due date, or on it', async () => {
    expect(await runOn(shop.organizationId, '2026-12-12')).toBe(0);
    expect(await runOn(shop.organizationId, '2026-12-01')).toBe(0);
  });

  it('a run that comes late sends the latest step reached, once, in the buyer’s language, to the finance contact', async () => {
    // 16 days past due: steps 1, 7 and 14 were missed; only 14 goes out.
    expect(await runOn(shop.organizationId, '2026-12-28')).toBe(3);
    expect(await runOn(shop.organizationId, '2026-12-29')).toBe(0);
    const [inIndonesian, ...more] = await remindersTo(shop.organizationId, indonesian);
    expect(more).toEqual([]);
    expect(inIndonesian!.subject).toBe(
      `Pengingat: faktur ${indonesianInvoice.number} dari PT Pengingat Tagihan telah lewat jatuh tempo 16 hari`,
    );
    expect(inIndonesian!.text_body).toContain(
      `faktur ${indonesianInvoice.number} dari PT Pengingat Tagihan jatuh tempo pada 12 Desember 2026 dan kini telah lewat 16 hari.`,
    );
    expect(inIndonesian!.text_body).toContain('Sisa tagihan: Rp 1.200.000,00');
    expect(inIndonesian!.text_body).toMatch(/\/checkout\?token=[\w-]{43}\n/);
    expect(inIndonesian!.attachments).toBeNull();
    const [inEnglish] = await remindersTo(shop.organizationId, english);
    expect(inEnglish!.subject).toBe(
      `Reminder: invoice ${englishInvoice.number} from PT Pengingat Tagihan is 16 days overdue`,
    );
    expect(inEnglish!.text_body).toContain(
      'was due on December 12, 2026 and is now 16 days overdue.',
    );
    expect(inEnglish!.text_body).toContain('Amount remaining: IDR 200,000.00');
    const [inBoth] = await remindersTo(shop.organizationId, bothEmail);
    expect(inBoth!.subject).toMatch(/^Reminder: .* is 16 days overdue \/ Pengingat: .* 16 hari$/);
    expect(inBoth!.text_body).toContain('Amount remaining: IDR 100,000.00');
    expect(inBoth!.text_body).toContain('Sisa tagihan: Rp 100.000,00');
  });

  it('the invoice lists the reminder it was sent and its activity says so; another organisation reads none of it', async () => {
    await remindersSettled(shop.organizationId);
    const { node } = await shop.client.data<InvoiceReminders>(INVOICE, {
      id: toGlobalId('SalesInvoice', indonesianInvoice.id),
    });
    expect(node.reminders).toEqual([
      {
        milestone: null,
        step: 14,
        daysOverdue: 16,
        sentAt: expect.any(String),
        sentTo: indonesian,
      },
    ]);
    // Another organisation's member reads nothing of them, whatever ids it names.
    const outsider = await seller('PT Orang Lain Pengingat');
    const theirs = await callRest<{ items: unknown[] }>(
      system.invoicingUrl,
      'GET',
      `/invoice-reminders?invoiceIds=${indonesianInvoice.id}`,
      outsider.owner,
    );
    expect([theirs.status, theirs.body.items]).toEqual([200, []]);
    expect(node.activities[0]).toEqual({
      summary: `Invoice ${indonesianInvoice.number}: payment reminder sent to ${indonesian}, 16 days overdue`,
      description: { message: 'SALES_INVOICE_REMINDER_SENT' },
    });
  });

  it('the next step goes out when it is reached, with what is left to pay, and its new link spends the one before', async () => {
    await transferRecorded(system, shop.owner, englishInvoice, {
      amount: '50000.00',
      paymentDate: '2026-11-20',
    });
    expect(await runOn(shop.organizationId, '2027-01-11')).toBe(3);
    const mails = await remindersTo(shop.organizationId, english);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Reminder: invoice ${englishInvoice.number} from PT Pengingat Tagihan is 16 days overdue`,
      `Reminder: invoice ${englishInvoice.number} from PT Pengingat Tagihan is 30 days overdue`,
    ]);
    expect(mails[1]!.text_body).toContain('Amount remaining: IDR 150,000.00');
    const state = async (mail: OutboxMail) =>
      (
        (await (
          await fetch(`${system.invoicingUrl}/invoice-link`, {
            headers: { [INVOICE_LINK_TOKEN_HEADER]: linkTokenIn(mail) },
          })
        ).json()) as { state: string }
      ).state;
    expect([await state(mails[0]!), await state(mails[1]!)]).toEqual(['SPENT', 'VALID']);
  });
});

describe('an invoice paid in milestones', () => {
  it('is mailed with its milestones, and each milestone with something left is reminded from its own due date, naming it', async () => {
    const shop = await seller('PT Pengingat Termin');
    await shop.schedule([1, 7]);
    const to = `keuangan-termin-${Date.now()}@pembeli.co.id`;
    const buyer = await buyerMailedIn(system, shop.organizationId, 'id', to);
    const invoice = await issuedInvoice(shop.writers, {
      buyerId: buyer.id,
      quantity: '10',
      milestones: [
        { name: 'Uang muka', percent: '30', dueDate: '2026-11-12' },
        { name: 'Termin 2', percent: '40', dueDate: '2026-11-26' },
        { name: 'Pelunasan', percent: '30' },
      ],
    });
    const [mailed] = await mailsTo(system, to);
    expect(mailed!.text_body).toContain(
      'Faktur ini dibayar bertahap (termin), masing-masing dengan jatuh temponya sendiri:\n' +
        '- Uang muka (30.00%): Rp 300.000,00, jatuh tempo 12 November 2026\n' +
        '- Termin 2 (40.00%): Rp 400.000,00, jatuh tempo 26 November 2026\n' +
        '- Pelunasan (30.00%): Rp 300.000,00, jatuh tempo 12 Desember 2026\n',
    );
    // The down payment is paid: two days after its due date only the second milestone is reminded of.
    await transferRecorded(system, shop.owner, invoice, {
      amount: '300000.00',
      paymentDate: '2026-11-15',
    });
    expect(await runOn(shop.organizationId, '2026-11-28')).toBe(1);
    const [first] = await remindersTo(shop.organizationId, to);
    expect(first!.subject).toBe(
      `Pengingat: termin Termin 2 faktur ${invoice.number} dari PT Pengingat Termin telah lewat jatuh tempo 2 hari`,
    );
    expect(first!.text_body).toContain('jatuh tempo pada 26 November 2026');
    expect(first!.text_body).toContain('Sisa tagihan termin ini: Rp 400.000,00');
    // Past the invoice's due date: the second milestone's next step, and the last milestone's first.
    expect(await runOn(shop.organizationId, '2026-12-13')).toBe(2);
    await remindersSettled(shop.organizationId);
    const { node } = await shop.client.data<InvoiceReminders>(INVOICE, {
      id: toGlobalId('SalesInvoice', invoice.id),
    });
    expect(
      node.reminders
        .map(({ milestone, step, daysOverdue }) => [milestone, step, daysOverdue])
        .sort(),
    ).toEqual([
      [2, 1, 2],
      [2, 7, 17],
      [3, 1, 1],
    ]);
  });
});

describe('what is not sent', () => {
  it('an invoice paid or cancelled before the run, or not yet due, is not reminded; an organisation with reminders off sends none', async () => {
    const shop = await seller('PT Tidak Diingatkan');
    const quiet = await seller('PT Pengingat Mati');
    await shop.schedule([1]);
    const buyerId = await insertActiveBuyer(system.invoicing.db, shop.organizationId);
    const [paid, cancelled, later, owed] = await Promise.all([
      issuedInvoice(shop.writers, { buyerId, quantity: '3' }),
      issuedInvoice(shop.writers, { buyerId, quantity: '4' }),
      issuedInvoice(shop.writers, { buyerId, quantity: '5', paymentTermDays: 60 }),
      issuedInvoice(shop.writers, { buyerId, quantity: '6' }),
    ]);
    const rest = (path: string, body: unknown) =>
      callRest<{ error?: unknown }>(system.invoicingUrl, 'POST', path, shop.owner, body);
    await transferRecorded(system, shop.owner, paid, {
      amount: '300000.00',
      paymentDate: '2026-11-20',
    });
    expect(
      (await rest(`/sales-invoices/${cancelled.id}/cancel`, { reason: 'Salah tagih' })).status,
    ).toBe(200);
    // 2026-12-20: 8 days past the 30-day invoices' due date, 22 days before the 60-day one's.
    expect(await runOn(shop.organizationId, '2026-12-20')).toBe(1);
    const rows = await remindersSettled(shop.organizationId);
    expect(rows).toEqual([{ invoice_id: owed.id, step_days: 1, sent: true, moot: false }]);
    expect(later.dueDate).toBe('2027-01-11');

    const quietBuyer = await insertActiveBuyer(system.invoicing.db, quiet.organizationId);
    await issuedInvoice(quiet.writers, { buyerId: quietBuyer });
    expect(await runOn(quiet.organizationId, '2027-06-01')).toBe(0);
  });

  it('a reminder whose invoice was cancelled after the run wrote it, before its mail went, is found moot and not sent', async () => {
    const shop = await seller('PT Pengingat Basi');
    await shop.schedule([1]);
    const to = `basi-${Date.now()}@pembeli.co.id`;
    const buyer = await buyerMailedIn(system, shop.organizationId, 'id', to);
    const invoice = await issuedInvoice(shop.writers, { buyerId: buyer.id });
    await mailsTo(system, to, 1);
    expect(
      (
        await callRest(
          system.invoicingUrl,
          'POST',
          `/sales-invoices/${invoice.id}/cancel`,
          shop.owner,
          { reason: 'Dibatalkan pembeli' },
        )
      ).status,
    ).toBe(200);
    // What a run that read the invoice just before its cancellation committed leaves: the reminder and its queued mail.
    await system.invoicing.db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('invoice_reminders')
        .values({
          organization_id: shop.organizationId,
          invoice_id: invoice.id,
          step_days: 1,
          days_overdue: 3,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await addJobsInTransaction(trx, INVOICING_JOBS_SCHEMA, INVOICE_REMINDER_MAIL_JOB, [
        { organizationId: shop.organizationId, reminderId: id },
      ]);
    });
    expect(await remindersSettled(shop.organizationId)).toEqual([
      { invoice_id: invoice.id, step_days: 1, sent: false, moot: true },
    ]);
    expect((await mailsTo(system, to, 1)).map((mail) => mail.subject)).toEqual([
      expect.stringMatching(/^Faktur /),
    ]);
  });
});

describe('runs at once', () => {
  it('twenty runs of the job at once, and then twenty more queued, send each step of each invoice once', async () => {
    const shop = await seller('PT Pengingat Serentak');
    await shop.schedule([1, 7]);
    const to = `serentak-${Date.now()}@pembeli.co.id`;
    const buyer = await buyerMailedIn(system, shop.organizationId, 'en', to);
    const invoices = await Promise.all(
      ['1', '2', '3'].map((quantity) =>
        issuedInvoice(shop.writers, { buyerId: buyer.id, quantity }),
      ),
    );
    await mailsTo(system, to, 3);
    const now = new Date('2026-12-20T08:00:00+07:00');
    const queued = await Promise.all(
      Array.from({ length: 20 }, () => system.invoicing.reminders.run(shop.organizationId, now)),
    );
    expect(queued.reduce((sum, count) => sum + count, 0)).toBe(3);
    for (let run = 0; run < 20; run += 1)
      await system.invoicing.jobs.add(INVOICE_REMINDERS_RUN_JOB, {
        organizationId: shop.organizationId,
        now: now.toISOString(),
      });
    await eventually(async () => {
      const { rows } = await sql<{ waiting: number }>`select count(*)::int as waiting
        from ${sql.raw(INVOICING_JOBS_SCHEMA)}.jobs where task_identifier = ${INVOICE_REMINDERS_RUN_JOB}`.execute(
        system.invoicing.db,
      );
      return rows[0]!.waiting === 0;
    }, 10_000);
    const rows = await remindersSettled(shop.organizationId);
    expect(rows.map((row) => [row.invoice_id, row.step_days, row.sent])).toEqual(
      invoices
        .map((invoice) => invoice.id)
        .sort()
        .map((id) => [id, 7, true]),
    );
    const reminders = await remindersTo(shop.organizationId, to);
    expect(reminders.map((mail) => mail.subject).sort()).toEqual(
      invoices
        .map(
          (invoice) =>
            `Reminder: invoice ${invoice.number} from PT Pengingat Serentak is 8 days overdue`,
        )
        .sort(),
    );
  });
});

describe('the daily job', () => {
  // Last in the file: it queues a run for every organisation here whose reminders are on (the others have nothing more due).
  it('is due at 08:00 in Jakarta, catching up a missed day, and queues a run for each organisation whose reminders are on', async () => {
    const [entry] = parseCrontab(INVOICE_REMINDERS_CRONTAB);
    expect(entry).toMatchObject({
      identifier: INVOICE_REMINDERS_DUE_JOB,
      options: { backfillPeriod: 86_400_000 },
    });
    const at = (hour: number) => entry!.match({ min: 0, hour, date: 14, month: 12, dow: 1 });
    expect([at(1), at(0), at(8)]).toEqual([true, false, false]);

    const shop = await seller('PT Pengingat Harian');
    await shop.schedule([2]);
    const to = `harian-${Date.now()}@pembeli.co.id`;
    const buyer = await buyerMailedIn(system, shop.organizationId, 'en', to);
    const invoice = await issuedInvoice(shop.writers, { buyerId: buyer.id });
    await mailsTo(system, to, 1);
    expect(await system.invoicing.reminders.queueRuns(new Date('2026-12-14T01:00:00Z'))).toBe(
      await system.invoicing.db
        .selectFrom('invoice_reminder_settings')
        .where('enabled', '=', true)
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow()
        .then((row) => Number(row.count)),
    );
    const mails = await mailsTo(system, to, 2);
    expect(mails[1]!.subject).toBe(
      `Reminder: invoice ${invoice.number} from PT Pengingat Harian is 2 days overdue`,
    );
  });
});

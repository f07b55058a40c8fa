import { mailedRequestToken } from '../support/mail.js';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENTS_BY_TYPE } from '../../contracts/invoicing/customers.js';
import { OWNER_NIK, SENAYAN_WARD } from '../support/customer-profiles.js';
import {
  addMember,
  addMemberInBuiltInRole,
  allowSelfApproval,
  createOrganization,
  type Credentials,
} from '../support/factories.js';
import { GraphQLClient, signedInClient, type UserErrors } from '../support/graphql-client.js';
import {
  browserSuite,
  screenshot,
  signInFrom,
  withPage,
  withPageIn,
  openSignedIn,
} from './browser.js';
import { fitsEverywhere } from './fits.js';
import { insertActiveBuyer } from '../support/invoicing.js';
import { isDesktop, resizeTo, settledOverflow, WINDOWS } from './windows.js';
import { expectToContainEach } from '../support/text.js';
import { plain, SERVER_ROUND_TRIP } from './rows.js';

const suite = browserSuite('PT Pemasok Nusantara Jaya');

/** A small real PDF: what the buyer uploads through the link. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
  'latin1',
);

/** Kebayoran Baru, Jakarta Selatan: a real ward with its postal code, and a NIK issued there (born 12 January 1990). */
const ADDRESS = { street1: 'Jl. Senayan No. 12', ...SENAYAN_WARD };
const NIK = OWNER_NIK;

/** What a company's request says (every field its type is asked), as the buyer's form saves it. */
const COMPANY_DATA = {
  type: 'COMPANY',
  name: 'PT Sumber Rejeki Abadi',
  phone: '0215551234',
  business: {
    alias: 'Sumber Rejeki',
    industry: 'Distribusi bahan bangunan',
    employeeCount: 85,
    nib: '9120001234567',
  },
  owner: {
    nik: NIK,
    picName: 'Dewi Lestari',
    picEmail: 'dewi@sumberrejeki.co.id',
    picPhone: '081298765432',
  },
  tax: { taxStatus: 'PKP', taxNumber: '012345678901000' },
  directors: [{ name: 'Hendra Wijaya', contact: 'hendra@sumberrejeki.co.id' }],
  finance: {
    bankName: 'BCA',
    accountNumber: '5230987654',
    accountName: 'PT SUMBER REJEKI ABADI',
    branchName: 'KCU Sudirman',
  },
  invoiceDelivery: {
    hardCopyRequired: true,
    financeContactName: 'Rina Kusuma',
    financeContactEmail: 'tagihan@sumberrejeki.co.id',
  },
};
/** What the company's buyer uploads: every document its checklist requires. */
const COMPANY_DOCUMENTS = DOCUMENTS_BY_TYPE.COMPANY.required;

/** …and a person's. */
const individualData = (name: string) => ({
  type: 'INDIVIDUAL',
  name,
  phone: '081234567890',
  owner: { nik: NIK },
  finance: { bankName: 'Mandiri', accountNumber: '1370012345678', accountName: name.toUpperCase() },
  invoiceDelivery: { financeContactName: name, financeContactEmail: 'budi.santoso@contoh.co.id' },
});

const SAVE =
  'mutation ($input: CustomerRequestSaveInput!) { customerRequestSave(input: $input) { userErrors { field code message } } }';
const SUBMIT =
  'mutation ($input: CustomerRequestTokenInput!) { customerRequestSubmit(input: $input) { request { state } userErrors { field code message } } }';
const INVITE =
  'mutation ($input: CustomerInviteInput!) { customerInvite(input: $input) { customer { id } userErrors { field code message } } }';
const APPROVE =
  'mutation ($input: CustomerApproveInput!) { customerApprove(input: $input) { customer { status } userErrors { field code message } } }';

const unique = () => Math.random().toString(36).slice(2, 8);
/** The UUID inside a Customer's global id, as its page's route names it. */
const uuidOf = (globalId: string) =>
  Buffer.from(globalId, 'base64url').toString('utf8').split(':')[1]!;

let owner: GraphQLClient;

beforeAll(async () => {
  // The owner approves their own work here: the company allows self-approval (four eyes are
  // four-eyes.test.ts's subject).
  await allowSelfApproval(suite.system, suite.organizationId);
  owner = await signedInClient(suite.system.url, suite.owner);
});

/**
 * The buyer's side, which the request form's own e2e drives in the browser:
 * both steps saved and every required document uploaded through the link,
 * then the request sent for review.
 */
async function fillRequest(
  token: string,
  data: Record<string, unknown>,
  documents: readonly string[],
): Promise<void> {
  const buyer = new GraphQLClient(suite.system.url);
  const saved = await buyer.data<{ customerRequestSave: { userErrors: UserErrors } }>(SAVE, {
    input: { token, step: 'CUSTOMER_DATA', ...data },
  });
  expect(saved.customerRequestSave.userErrors).toEqual([]);
  const addressed = await buyer.data<{ customerRequestSave: { userErrors: UserErrors } }>(SAVE, {
    input: {
      token,
      step: 'BILLING_ADDRESS',
      address: ADDRESS,
      billingAddressSameAsRegistered: true,
    },
  });
  expect(addressed.customerRequestSave.userErrors).toEqual([]);
  for (const kind of documents) {
    const uploaded = await fetch(
      `${suite.system.url}/api/customer-request-documents?kind=${kind}`,
      {
        method: 'POST',
        headers: {
          'content-type': 'application/pdf',
          'x-file-name': encodeURIComponent(`${kind.toLowerCase()}.pdf`),
          'x-customer-request-token': token,
        },
        body: new Uint8Array(PDF),
      },
    );
    expect(uploaded.status).toBe(201);
  }
  const sent = await buyer.data<{
    customerRequestSubmit: { request: { state: string } | null; userErrors: UserErrors };
  }>(SUBMIT, { input: { token } });
  expect(sent.customerRequestSubmit.userErrors).toEqual([]);
  expect(sent.customerRequestSubmit.request?.state).toBe('SENT');
}

/** A buyer invited through GraphQL whose request is sent: its global id. */
async function sentRequest(
  data: Record<string, unknown>,
  documents: readonly string[],
): Promise<string> {
  const email = `pembeli-${unique()}@contoh.co.id`;
  const invited = await owner.data<{
    customerInvite: { customer: { id: string } | null; userErrors: UserErrors };
  }>(INVITE, { input: { email, type: data.type } });
  expect(invited.customerInvite.userErrors).toEqual([]);
  await fillRequest(await mailedRequestToken(suite.system, email), data, documents);
  return invited.customerInvite.customer!.id;
}

/** Opens a page of the app signed in as `who` (the owner unless said) and waits for the customers list's filters or a customer's name. */
async function open(page: Page, path: string, who: Credentials = suite.owner): Promise<void> {
  await openSignedIn(page, `${suite.system.url}${path}`, who);
  await page
    .locator(
      path.startsWith('/buyer/')
        ? '[data-testid="customer-name"], [data-testid="customer-not-found"]'
        : '[data-testid="customers-filters"]',
    )
    .first()
    .waitFor();
}

/** The revision history's lines, as read. */
async function historyOf(page: Page): Promise<string> {
  return plain(await page.getByTestId('customer-revisions').innerText());
}

describe('customers in the browser', () => {
  it('the owner invites a company buyer from /buyer; its request, filled through the link, waits under the invited filter; its page shows the sections and documents, and a rejection needs a reason', () =>
    withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      await open(page, '/buyer');
      await expect
        .poll(() => page.getByTestId('customers-empty').count(), SERVER_ROUND_TRIP)
        .toBe(1);
      expect(await page.getByTestId('customers-empty').innerText()).toContain(
        'No customers invited yet',
      );

      // The invitation asks for an email and a type before anything is sent.
      await page.getByTestId('customer-invite').click();
      const dialog = page.getByTestId('customer-invite-dialog');
      await dialog.getByTestId('customer-invite-submit').click();
      await expect.poll(() => dialog.innerText()).toContain('Email is Required');
      expect(await dialog.innerText()).toContain('Choose a customer type');
      const email = `keuangan-${unique()}@sumberrejeki.co.id`;
      await dialog.locator('input[name="email"]').fill(email);
      await dialog.locator('select[name="type"]').selectOption('COMPANY');
      await dialog.locator('input[name="name"]').fill('PT Sumber Rejeki Abadi');
      await screenshot(page, 'customer-invite-en');
      await dialog.getByTestId('customer-invite-submit').click();
      await dialog.waitFor({ state: 'detached' });

      const rows = page.getByTestId('customer-row');
      await expect.poll(() => rows.count(), SERVER_ROUND_TRIP).toBe(1);
      const invitedRow = plain(await rows.first().innerText());
      for (const expected of ['PT Sumber Rejeki Abadi', 'Company', 'Invited', email])
        expect(invitedRow).toContain(expected);
      expect(invitedRow).toMatch(/Link expires [A-Z][a-z]{2} \d+, \d{4}/);
      expect(await page.getByTestId('customers-total').innerText()).toBe('Showing 1 of 1');

      // The same email again is refused on its field, in the service's words (U-INV-CU-4).
      await page.getByTestId('customer-invite').click();
      await dialog.locator('input[name="email"]').fill(email);
      await dialog.locator('select[name="type"]').selectOption('INDIVIDUAL');
      await dialog.getByTestId('customer-invite-submit').click();
      await expect
        .poll(() => dialog.innerText(), SERVER_ROUND_TRIP)
        .toContain('A customer with this email is already invited or active.');
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });

      // The buyer fills the request through the mailed link and sends it.
      await fillRequest(
        await mailedRequestToken(suite.system, email),
        COMPANY_DATA,
        COMPANY_DOCUMENTS,
      );
      await page.reload();
      await expect
        .poll(() => rows.first().getByTestId('customer-status').innerText(), SERVER_ROUND_TRIP)
        .toBe('Request sent');
      expect(plain(await rows.first().innerText())).toMatch(
        /Request sent\s+[\s\S]*Sent [A-Z][a-z]{2} \d+, \d{4}/,
      );
      await page.locator('select[name="status"]').selectOption('REQUEST_SENT');
      await expect.poll(() => rows.count(), SERVER_ROUND_TRIP).toBe(1);
      await page.locator('select[name="status"]').selectOption('CANCELLED');
      await expect
        .poll(() => page.getByTestId('customers-empty').count(), SERVER_ROUND_TRIP)
        .toBe(1);
      expect(await page.getByTestId('customers-empty').innerText()).toContain('No customers match');
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await expect.poll(() => rows.count(), SERVER_ROUND_TRIP).toBe(1);
      await page.getByTestId('customers-search').fill('rejeki');
      await expect
        .poll(() => page.getByTestId('customers-total').innerText(), SERVER_ROUND_TRIP)
        .toBe('Showing 1 of 1');
      // It is not active yet: the active filter does not list it.
      await page.getByTestId('customers-stage-active').click();
      await page.waitForURL((url) => url.search === '?stage=active');
      await expect
        .poll(() => page.getByTestId('customers-empty').innerText(), SERVER_ROUND_TRIP)
        .toContain('No active customers yet');
      await page.getByTestId('customers-stage-invited').click();
      await page.waitForURL((url) => url.pathname === '/buyer' && url.search === '?stage=invited');

      // Its page: name, status and type, the sections of a company in the spec's order, the documents.
      await rows.first().getByTestId('customer-link').click();
      await page.waitForURL((url) => /^\/buyer\/[0-9a-f-]{36}$/.test(url.pathname));
      await expect
        .poll(() => page.getByTestId('customer-name').innerText(), SERVER_ROUND_TRIP)
        .toBe('PT Sumber Rejeki Abadi');
      expect(await page.getByTestId('customer-status').innerText()).toBe('Request sent');
      expect(await page.getByTestId('customer-type').innerText()).toBe('Company');
      const sections = await page
        .locator('[data-testid^="customer-view-section-"]')
        .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-testid')));
      expect(sections).toEqual(
        ['business', 'address', 'tax', 'directors', 'finance', 'invoiceDelivery', 'pic'].map(
          (id) => `customer-view-section-${id}`,
        ),
      );
      const profile = plain(await page.locator('main').innerText());
      expectToContainEach(profile, [
        'Sumber Rejeki',
        '9120001234567',
        'Hendra Wijaya',
        'hendra@sumberrejeki.co.id',
        '5230987654',
        'Dewi Lestari',
        'Jl. Senayan No. 12',
        '12190',
      ]);
      expect(await page.getByTestId('customer-payment-pending').innerText()).toContain(
        'set when the request is approved',
      );
      const documents = page.getByTestId('customer-document');
      expect(await documents.count()).toBe(7);
      for (const kind of COMPANY_DOCUMENTS)
        expect(
          await page
            .locator(`[data-testid="customer-document"][data-kind="${kind}"]`)
            .getAttribute('data-uploaded'),
        ).toBe('true');
      expect(
        await page
          .locator('[data-testid="customer-document"][data-kind="BANK_STATEMENT"]')
          .getAttribute('data-uploaded'),
      ).toBe('false');
      const file = page
        .locator('[data-testid="customer-document"][data-kind="DIRECTOR_ID"]')
        .getByTestId('customer-document-file-row');
      expect(plain(await file.innerText())).toMatch(
        /director_id\.pdf\s+PDF · \d+ byte · [A-Z][a-z]{2} \d+, \d{4}, \d\d:\d\d [AP]M · The customer/,
      );
      // The download answers the file as an attachment, never shown inline.
      const href = (await file.getByTestId('customer-document-download').getAttribute('href'))!;
      const download = await page.request.get(new URL(href, suite.system.url).href);
      expect(download.status()).toBe(200);
      expect(download.headers()['content-disposition']).toMatch(/^attachment;/);
      expect((await download.body()).subarray(0, 8).toString('latin1')).toBe('%PDF-1.4');
      await screenshot(page, 'customer-request-sent-en');

      // A rejection needs a reason: refused empty on the client, then kept with who and when.
      await page.getByTestId('customer-reject').click();
      const reject = page.getByTestId('customer-reject-dialog');
      await reject.getByTestId('customer-reject-confirm').click();
      await expect.poll(() => reject.innerText()).toContain('Give a reason.');
      await reject.getByTestId('customer-reject-reason').fill('   ');
      await reject.getByTestId('customer-reject-confirm').click();
      expect(await reject.innerText()).toContain('Give a reason.');
      await reject
        .getByTestId('customer-reject-reason')
        .fill('Laporan keuangan tidak sesuai dengan NPWP perusahaan.');
      await screenshot(page, 'customer-reject-en');
      await reject.getByTestId('customer-reject-confirm').click();
      await expect
        .poll(() => page.getByTestId('customer-status').innerText(), SERVER_ROUND_TRIP)
        .toBe('Rejected');
      expect(await page.getByTestId('customer-rejection').innerText()).toContain('Rejected by');
      expect(await page.getByTestId('customer-rejection-reason').innerText()).toBe(
        'Laporan keuangan tidak sesuai dengan NPWP perusahaan.',
      );
      expect(await page.getByTestId('customer-approve').count()).toBe(0);
      expect(await page.getByTestId('customer-reject').count()).toBe(0);
      await expect
        .poll(() => historyOf(page), SERVER_ROUND_TRIP)
        .toContain('Status: Request sent → Rejected');
      const history = await historyOf(page);
      expectToContainEach(history, [
        'Rejection reason: — → Laporan keuangan tidak sesuai dengan NPWP perusahaan.',
        'Request sent for review',
        'Document uploaded',
        "Director's ID (KTP): — → director_id.pdf",
        'Invited',
      ]);
      expect(history).toMatch(/Request saved\s+The customer, [A-Z][a-z]{2} \d+/);
    }));

  it('an individual buyer is approved with the Orders settings’ terms changed and a credit limit, shows under the active filter, is deactivated with a reason, and the history lists each change', async () => {
    const id = await sentRequest(individualData('Budi Santoso'), ['INDIVIDUAL_ID']);
    const settings = await owner.data<{
      viewer: {
        organization: {
          ordersSettings: {
            defaultPaymentTermDays: number;
            defaultCreditLimit: string;
            defaultBillingCycle: string;
          };
        };
      };
    }>(
      '{ viewer { organization { ordersSettings { defaultPaymentTermDays defaultCreditLimit defaultBillingCycle } } } }',
    );
    const defaults = settings.viewer.organization.ordersSettings;
    await withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      await open(page, `/buyer/${uuidOf(id)}`);
      expect(await page.getByTestId('customer-status').innerText()).toBe('Request sent');

      // The approval starts from the Orders settings' defaults.
      await page.getByTestId('customer-approve').click();
      const approve = page.getByTestId('customer-approve-dialog');
      expect(await approve.getByTestId('customer-approve-term').inputValue()).toBe(
        String(defaults.defaultPaymentTermDays),
      );
      expect(await approve.getByTestId('customer-approve-cycle').inputValue()).toBe(
        defaults.defaultBillingCycle,
      );
      expect(await approve.getByTestId('customer-approve-credit-limit').inputValue()).toBe(
        Number(defaults.defaultCreditLimit).toLocaleString('en-US', { minimumFractionDigits: 2 }),
      );
      await approve.getByTestId('customer-approve-term').fill('400');
      await approve.getByTestId('customer-approve-credit-limit').fill('25.000.000,505');
      await approve.getByTestId('customer-approve-confirm').click();
      await expect.poll(() => approve.innerText()).toContain('The payment term is 0 to 365 days.');
      expect(await approve.innerText()).toContain(
        'Enter a credit limit of zero or more with at most two decimals.',
      );
      await approve.getByTestId('customer-approve-term').fill('45');
      await approve.getByTestId('customer-approve-cycle').selectOption('BIWEEKLY');
      await approve.getByTestId('customer-approve-credit-limit').fill('25,000,000');
      await screenshot(page, 'customer-approve-en');
      await approve.getByTestId('customer-approve-confirm').click();
      await expect
        .poll(() => page.getByTestId('customer-status').innerText(), SERVER_ROUND_TRIP)
        .toBe('Active');
      expect(await page.getByTestId('customer-payment-term').innerText()).toBe('45 days');
      expect(await page.getByTestId('customer-billing-cycle').innerText()).toBe('Every two weeks');
      expect(plain(await page.getByTestId('customer-credit-limit').innerText())).toBe(
        'Rp 25,000,000.00',
      );
      expect(await page.getByTestId('customer-approval').innerText()).toMatch(
        /, [A-Z][a-z]{2} \d+, \d{4}/,
      );
      await screenshot(page, 'customer-active-en');

      // Under the active filter, with its approval date; no longer under the invited one.
      await page.goto(`${suite.system.url}/buyer?stage=active`);
      const row = page.getByTestId('customer-row').filter({ hasText: 'Budi Santoso' });
      await expect.poll(() => row.count(), SERVER_ROUND_TRIP).toBe(1);
      expect(plain(await row.innerText())).toMatch(
        /Individual\s+Active[\s\S]*\+6281234567890[\s\S]*Approved [A-Z][a-z]{2} \d+, \d{4}/,
      );
      await page.goto(`${suite.system.url}/buyer`);
      await page.getByTestId('customers-filters').waitFor();
      await expect
        .poll(
          () => page.getByTestId('customer-row').filter({ hasText: 'Budi Santoso' }).count(),
          SERVER_ROUND_TRIP,
        )
        .toBe(0);

      // Deactivation needs a reason too.
      await page.goto(`${suite.system.url}/buyer/${uuidOf(id)}`);
      await page.getByTestId('customer-deactivate').click();
      const deactivate = page.getByTestId('customer-deactivate-dialog');
      await deactivate.getByTestId('customer-deactivate-confirm').click();
      await expect.poll(() => deactivate.innerText()).toContain('Give a reason.');
      await deactivate
        .getByTestId('customer-deactivate-reason')
        .fill('Usaha ditutup per Desember 2026.');
      await deactivate.getByTestId('customer-deactivate-confirm').click();
      await expect
        .poll(() => page.getByTestId('customer-status').innerText(), SERVER_ROUND_TRIP)
        .toBe('Deactivated');
      expect(await page.getByTestId('customer-deactivation-reason').innerText()).toBe(
        'Usaha ditutup per Desember 2026.',
      );
      expect(await page.getByTestId('customer-deactivate').count()).toBe(0);

      await expect
        .poll(() => historyOf(page), SERVER_ROUND_TRIP)
        .toContain('Status: Active → Deactivated');
      const history = await historyOf(page);
      expectToContainEach(history, [
        'Deactivated',
        'Deactivation reason: — → Usaha ditutup per Desember 2026.',
        'Approved',
        'Status: Request sent → Active',
        'Payment term (days): — → 45',
        'Billing cycle: — → Every two weeks',
        'Credit limit: — → Rp 25,000,000.00',
        'Request sent for review',
        'ID card (KTP): — → individual_id.pdf',
        `${'NIK (ID card number)'}: — → ${NIK}`,
      ]);
      // The newest first: the deactivation, then the approval.
      const actions = await page
        .getByTestId('customer-revision')
        .evaluateAll((elements) => elements.map((element) => element.getAttribute('data-action')));
      expect(actions.slice(0, 2)).toEqual(['DEACTIVATED', 'APPROVED']);
    });
  });

  it('a member without customers:approve sees a request but no Approve or Reject, and may edit it; in Indonesian the screens speak Indonesian', async () => {
    const id = await sentRequest(individualData('Siti Rahayu'), ['INDIVIDUAL_ID']);
    const maker = await addMemberInBuiltInRole(suite.system, suite.organizationId, 'MAKER');
    await withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      await open(page, `/buyer/${uuidOf(id)}`, maker);
      expect(await page.getByTestId('customer-status').innerText()).toBe('Request sent');
      expect(await page.getByTestId('customer-approve').count()).toBe(0);
      expect(await page.getByTestId('customer-reject').count()).toBe(0);
      expect(await page.getByTestId('customer-document-upload').count()).toBeGreaterThan(0);

      // The maker corrects the request with the same form as adding one; the change is kept field by field, by whom.
      await page.getByTestId('customer-edit').click();
      await page.waitForURL((url) => url.pathname === `/buyer/${uuidOf(id)}/edit`);
      const form = page.getByTestId('customer-form');
      await expect
        .poll(() => form.locator('input[name="finance.bankName"]').inputValue(), SERVER_ROUND_TRIP)
        .toBe('Mandiri');
      expect(await form.getByTestId('customer-form-type').inputValue()).toBe('INDIVIDUAL');
      await expect
        .poll(
          () => form.getByTestId('customer-address-villageCode').inputValue(),
          SERVER_ROUND_TRIP,
        )
        .toBe(ADDRESS.villageCode);
      await form.locator('input[name="finance.bankName"]').fill('BRI');
      await form.locator('input[name="owner.nik"]').fill('3174071201900000');
      await form.getByTestId('customer-form-submit').click();
      await expect
        .poll(() => form.innerText())
        .toContain('The NIK’s last four digits cannot be 0000.');
      await form.locator('input[name="owner.nik"]').fill(NIK);
      await form.getByTestId('customer-form-submit').click();
      await page.waitForURL((url) => url.pathname === `/buyer/${uuidOf(id)}`);
      await expect
        .poll(() => historyOf(page), SERVER_ROUND_TRIP)
        .toContain('Bank name: Mandiri → BRI');
      expect(await historyOf(page)).toMatch(/Changed\s+Anggota MAKER, [A-Z][a-z]{2} \d+/);
    });
    await withPage(
      suite.browser,
      { locale: 'id-ID', timezoneId: 'Asia/Jakarta' },
      async (page, context) => {
        await context.addCookies([{ name: 'language', value: 'id', url: suite.system.url }]);
        await open(page, '/buyer');
        expect(await page.locator('h1').innerText()).toBe('Pelanggan');
        expect(await page.getByTestId('customers-stages').innerText()).toMatch(/Diundang\s+Aktif/);
        const row = page.getByTestId('customer-row').filter({ hasText: 'Siti Rahayu' });
        await expect.poll(() => row.count(), SERVER_ROUND_TRIP).toBe(1);
        expect(plain(await row.innerText())).toMatch(
          /Perorangan\s+Permintaan terkirim[\s\S]*Dikirim \d+ \w+ \d{4}/,
        );
        expect(
          plain(
            await page
              .getByTestId('customer-row')
              .filter({ hasText: 'PT Sumber Rejeki Abadi' })
              .innerText(),
          ),
        ).toContain('Ditolak');
        await row.getByTestId('customer-link').click();
        await expect
          .poll(() => page.getByTestId('customer-name').innerText(), SERVER_ROUND_TRIP)
          .toBe('Siti Rahayu');
        const text = await page.locator('main').innerText();
        expectToContainEach(text, [
          'Permintaan terkirim',
          'Perorangan',
          'Setujui',
          'Tolak',
          'Informasi pembayaran',
          'Dokumen pendukung',
          'Riwayat revisi',
          'Wajib',
          'Terunggah',
          'Permintaan dikirim untuk ditinjau',
        ]);
        await page.getByTestId('customer-reject').click();
        const reject = page.getByTestId('customer-reject-dialog');
        await reject.getByTestId('customer-reject-confirm').click();
        await expect.poll(() => reject.innerText()).toContain('Berikan alasannya.');
      },
    );
  });

  it('when the owner resends a customer’s invitation and then cancels it from its page, each is confirmed first and ends with its toast; the cancelled invitation shows as Cancelled', async () => {
    const email = `undangan-${unique()}@contoh.co.id`;
    const invited = await owner.data<{
      customerInvite: { customer: { id: string } | null; userErrors: UserErrors };
    }>(INVITE, { input: { email, type: 'COMPANY' } });
    expect(invited.customerInvite.userErrors).toEqual([]);
    await withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      await open(page, `/buyer/${uuidOf(invited.customerInvite.customer!.id)}`);
      expect(await page.getByTestId('customer-status').innerText()).toBe('Invited');

      await page.getByTestId('customer-resend-invitation').click();
      const resend = page.getByTestId('customer-resend-dialog');
      await resend.getByTestId('customer-resend-confirm').click();
      await resend.waitFor({ state: 'detached' });
      await expect
        .poll(() => page.getByTestId('toast').first().innerText(), SERVER_ROUND_TRIP)
        .toBe(`A new invitation link was mailed to ${email}.`);

      await page.getByTestId('customer-cancel-invitation').click();
      const cancel = page.getByTestId('customer-cancel-dialog');
      await cancel.getByTestId('customer-cancel-confirm').click();
      await cancel.waitFor({ state: 'detached' });
      await expect
        .poll(() => page.getByTestId('customer-status').innerText(), SERVER_ROUND_TRIP)
        .toBe('Cancelled');
      expect(await page.getByTestId('toast').allInnerTexts()).toContain(
        `The invitation to ${email} was cancelled.`,
      );
    });
  });

  it('another organisation’s member, and a UUID that names no customer, find no customer there', async () => {
    const id = await sentRequest(individualData('Rudi Hartono'), ['INDIVIDUAL_ID']);
    const stranger = (await createOrganization(suite.system, 'PT Pesaing Dagang')).owner;
    await withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      await open(page, `/buyer/${uuidOf(id)}`, stranger);
      expect(await page.getByTestId('customer-not-found').innerText()).toContain(
        'Customer not found.',
      );
      await page.goto(`${suite.system.url}/buyer/00000000-0000-4000-8000-000000000000/edit`);
      await expect
        .poll(() => page.getByTestId('customer-not-found').count(), SERVER_ROUND_TRIP)
        .toBe(1);
      await page.goto(`${suite.system.url}/buyer`);
      await expect
        .poll(() => page.getByTestId('customers-empty').count(), SERVER_ROUND_TRIP)
        .toBe(1);
    });
    // A member of this organisation without customers:read is refused the list and the page.
    const outsider = await addMember(suite.system, suite.organizationId, ['settings:read']);
    await withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      await signInFrom(page, suite.system.url, outsider);
      for (const path of ['/buyer', `/buyer/${uuidOf(id)}`]) {
        await page.goto(`${suite.system.url}${path}`);
        await expect.poll(() => page.getByTestId('status-403').count(), SERVER_ROUND_TRIP).toBe(1);
      }
    });
  });

  it('the owner adds a buyer with the whole form; it waits for review on its own page', () =>
    withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      await open(page, '/buyer');
      await page.getByTestId('customer-add').click();
      await page.waitForURL((url) => url.pathname === '/buyer/create');
      const form = page.getByTestId('customer-form');
      await form.getByTestId('customer-form-submit').click();
      await expect.poll(() => form.innerText()).toContain('Choose a customer type');
      await form.getByTestId('customer-form-type').selectOption('INDIVIDUAL');
      await form.locator('input[name="name"]').fill('Agus Prasetyo');
      await form.locator('input[name="email"]').fill(`agus-${unique()}@contoh.co.id`);
      await form.locator('input[name="phone"]').fill('81377788899');
      await form.locator('input[name="owner.nik"]').fill(NIK);
      await form.locator('input[name="finance.bankName"]').fill('BNI');
      await form.locator('input[name="finance.accountNumber"]').fill('0912345678');
      await form.locator('input[name="finance.accountName"]').fill('AGUS PRASETYO');
      await form.locator('input[name="address.street1"]').fill('Jl. Wolter Monginsidi No. 8');
      for (const level of ['provinceCode', 'regencyCode', 'districtCode', 'villageCode'] as const) {
        const select = form.getByTestId(`customer-address-${level}`);
        await expect
          .poll(
            () => select.locator(`option[value="${ADDRESS[level]}"]`).count(),
            SERVER_ROUND_TRIP,
          )
          .toBe(1);
        await select.selectOption(ADDRESS[level]);
      }
      await form.locator('input[name="address.postalCode"]').fill(ADDRESS.postalCode);
      await screenshot(page, 'customer-create-en');
      await form.getByTestId('customer-form-submit').click();
      await page.waitForURL(
        (url) => /^\/buyer\/[0-9a-f-]{36}$/.test(url.pathname),
        SERVER_ROUND_TRIP,
      );
      await expect
        .poll(() => page.getByTestId('customer-name').innerText(), SERVER_ROUND_TRIP)
        .toBe('Agus Prasetyo');
      expect(await page.getByTestId('customer-status').innerText()).toBe('Request sent');
      expect(await page.getByTestId('customer-revision-action').first().innerText()).toBe(
        'Added by staff',
      );
    }));

  describe('an organisation whose buyers are all approved', () => {
    // An organisation of its own: the suite's has invited buyers, whose tab the list rightly opens on.
    let approvedOnly: Credentials;
    beforeAll(async () => {
      const company = await createOrganization(suite.system, 'PT Pembeli Disetujui');
      approvedOnly = company.owner;
      for (const name of ['PT Karya Logistik Nusantara', 'CV Sumber Makmur'])
        await insertActiveBuyer(suite.system.invoicing.db, company.organizationId, { name });
    });

    for (const language of ['en', 'id'] as const) {
      it(`opens /buyer on the active tab, which has the buyers, yet keeps the invited tab when the URL names it (${language === 'en' ? 'English' : 'Indonesian'})`, () =>
        withPageIn(suite.browser, suite.system.url, language, async (page) => {
          // The suite's own organisation has invited buyers by now: they are not this one's, so the invited tab is empty.
          await open(page, '/buyer', approvedOnly);
          await page.waitForURL((url) => url.search === '?stage=active', SERVER_ROUND_TRIP);
          const rows = page.getByTestId('customer-row');
          await expect.poll(() => rows.count(), SERVER_ROUND_TRIP).toBe(2);
          expectToContainEach(plain((await rows.allInnerTexts()).join(' ')), [
            'PT Karya Logistik Nusantara',
            'CV Sumber Makmur',
          ]);
          expect(
            await page.getByTestId('customers-stage-active').getAttribute('aria-current'),
          ).toBe('page');

          await page.getByTestId('customers-stage-invited').click();
          await page.waitForURL((url) => url.search === '?stage=invited');
          await expect
            .poll(() => page.getByTestId('customers-empty').innerText(), SERVER_ROUND_TRIP)
            .toContain(
              language === 'en' ? 'No customers invited yet' : 'Belum ada pelanggan yang diundang',
            );
          await fitsEverywhere(page, 'customers-invited-empty', language);
        }));
    }
  });

  describe('at every width, in both languages', () => {
    let requestSent = '';
    let active = '';
    beforeAll(async () => {
      requestSent = await sentRequest(
        { ...COMPANY_DATA, name: 'PT Cahaya Baru Sentosa' },
        COMPANY_DOCUMENTS,
      );
      active = await sentRequest(
        { ...COMPANY_DATA, name: 'PT Karya Mandiri Utama' },
        COMPANY_DOCUMENTS,
      );
      const approved = await owner.data<{
        customerApprove: { customer: { status: string } | null; userErrors: UserErrors };
      }>(APPROVE, {
        input: {
          customerId: active,
          paymentTermDays: 30,
          billingCycle: 'MONTHLY',
          creditLimit: '150000000',
        },
      });
      expect(approved.customerApprove.customer?.status).toBe('ACTIVE');
    });

    /** Nothing of the page sticks out sideways at `viewport`, and on a desktop no table scrolls inside its card nor any action is cut off. */
    async function fits(page: Page, viewport: { width: number }): Promise<void> {
      const problems = await settledOverflow(page, isDesktop(viewport));
      expect(problems, problems.join('\n')).toEqual([]);
    }

    // Each screen is loaded once per language and then looked at in each window, widest first (tests/e2e/windows.ts).
    const widths = WINDOWS.map((viewport) => viewport.width).join(', ');
    for (const language of ['en', 'id'] as const) {
      it(`the list, the invitation, a request and an active customer at ${widths} px in ${language === 'en' ? 'English' : 'Indonesian'}`, () =>
        withPage(
          suite.browser,
          { locale: language === 'en' ? 'en-US' : 'id-ID', timezoneId: 'Asia/Jakarta' },
          async (page, context) => {
            await context.addCookies([
              { name: 'language', value: language, url: suite.system.url },
            ]);
            await context.addInitScript(() =>
              window.sessionStorage.setItem('kas.smallScreenNoticeDismissed', '1'),
            );
            await page.setViewportSize(WINDOWS[0]);
            await open(page, '/buyer');
            for (const viewport of WINDOWS) {
              await resizeTo(page, viewport);
              await expect
                .poll(() => page.getByTestId('customer-row').count(), SERVER_ROUND_TRIP)
                .toBeGreaterThanOrEqual(3);
              await fits(page, viewport);
              await screenshot(page, `customers-invited-${viewport.width}-${language}`);
            }
            await page.getByTestId('customer-invite').click();
            await page.getByTestId('customer-invite-dialog').waitFor();
            for (const viewport of WINDOWS) {
              await resizeTo(page, viewport);
              await screenshot(page, `customer-invite-${viewport.width}-${language}`, false);
            }
            await page.keyboard.press('Escape');
            await page.getByTestId('customer-invite-dialog').waitFor({ state: 'detached' });

            await page.getByTestId('customers-stage-active').click();
            for (const viewport of WINDOWS) {
              await resizeTo(page, viewport);
              await expect
                .poll(
                  () =>
                    page
                      .getByTestId('customer-row')
                      .filter({ hasText: 'PT Karya Mandiri Utama' })
                      .count(),
                  SERVER_ROUND_TRIP,
                )
                .toBe(1);
              await fits(page, viewport);
              await screenshot(page, `customers-active-${viewport.width}-${language}`);
            }

            await page.goto(`${suite.system.url}/buyer/${uuidOf(requestSent)}`);
            await page.getByTestId('customer-revisions').waitFor();
            for (const viewport of WINDOWS) {
              await resizeTo(page, viewport);
              await fits(page, viewport);
              await screenshot(page, `customer-request-sent-${viewport.width}-${language}`);
            }
            for (const decision of ['approve', 'reject'] as const) {
              await page.getByTestId(`customer-${decision}`).click();
              await page.getByTestId(`customer-${decision}-dialog`).waitFor();
              for (const viewport of WINDOWS) {
                await resizeTo(page, viewport);
                await screenshot(page, `customer-${decision}-${viewport.width}-${language}`, false);
              }
              await page.keyboard.press('Escape');
              await page.getByTestId(`customer-${decision}-dialog`).waitFor({ state: 'detached' });
            }

            await page.goto(`${suite.system.url}/buyer/${uuidOf(active)}`);
            await page.getByTestId('customer-revisions').waitFor();
            for (const viewport of WINDOWS) {
              await resizeTo(page, viewport);
              expect(plain(await page.getByTestId('customer-credit-limit').innerText())).toBe(
                language === 'en' ? 'Rp 150,000,000.00' : 'Rp 150.000.000,00',
              );
              await fits(page, viewport);
              await screenshot(page, `customer-active-${viewport.width}-${language}`);
            }

            await page.goto(`${suite.system.url}/buyer/create`);
            await page.getByTestId('customer-form-type').selectOption('COMPANY');
            await page.getByTestId('customer-profile-directors').waitFor();
            for (const viewport of WINDOWS) {
              await resizeTo(page, viewport);
              await fits(page, viewport);
              await screenshot(page, `customer-create-${viewport.width}-${language}`);
            }
          },
        ));
    }
  });
});

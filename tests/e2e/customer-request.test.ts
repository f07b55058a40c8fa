import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { OWNER_NIK, SENAYAN_WARD } from '../support/customer-profiles.js';
import { GraphQLClient, signedInClient, type UserErrors } from '../support/graphql-client.js';
import { browserSuite, screenshot, withPage } from './browser.js';
import { isDesktop, resizeTo, settledOverflow, WINDOWS } from './windows.js';
import { SERVER_ROUND_TRIP } from './rows.js';

const suite = browserSuite('PT Pemasok Sentosa');

/** Small real documents, and a Windows program renamed as a PDF (tests/fixtures/documents). */
const DOCUMENTS = path.resolve(import.meta.dirname, '../fixtures/documents');
const PDF = path.join(DOCUMENTS, 'akta.pdf');
const PNG = path.join(DOCUMENTS, 'ktp.png');
const FAKE_PDF = path.join(DOCUMENTS, 'fake.pdf');

/** Kebayoran Baru, Jakarta Selatan: a real ward, and a NIK issued in that district (born 12 January 1990). */
const WARD = SENAYAN_WARD;
const NIK = OWNER_NIK;

const INVITE =
  'mutation ($input: CustomerInviteInput!) { customerInvite(input: $input) { customer { id } userErrors { field code message } } }';
const CANCEL =
  'mutation ($input: CustomerIdInput!) { customerInvitationCancel(input: $input) { userErrors { code } } }';
const REQUEST =
  'query ($token: String!) { customerRequest(token: $token) { state completedSteps documents { kind fileName } } }';

const unique = () => Math.random().toString(36).slice(2, 8);

let owner: GraphQLClient;

beforeAll(async () => {
  owner = await signedInClient(suite.system.url, suite.owner);
});

/** Invites a buyer by email through GraphQL, as the owner: the customer's id and the link mailed (from the invoicing service's outbox). */
async function invite(
  type: 'INDIVIDUAL' | 'INDIVIDUAL_B2B' | 'COMPANY',
  language: 'en' | 'id' = 'en',
): Promise<{ id: string; link: string; token: string }> {
  const email = `pembeli-${unique()}@contoh.co.id`;
  const invited = await owner.data<{
    customerInvite: { customer: { id: string } | null; userErrors: UserErrors };
  }>(INVITE, { input: { email, type, language: language.toUpperCase() } });
  expect(invited.customerInvite.userErrors).toEqual([]);
  const { rows } = await sql<{
    text_body: string;
  }>`select text_body from mail_outbox where to_address = ${email} order by id desc limit 1`.execute(
    suite.system.invoicing.db,
  );
  const found = /(https?:\/\/\S+\/invitation\?request=(\S+))/.exec(rows[0]?.text_body ?? '');
  if (!found) throw new Error(`no invitation mailed to ${email}`);
  const token = decodeURIComponent(found[2]!);
  return {
    id: invited.customerInvite.customer!.id,
    token,
    link: `${suite.system.url}/invitation?request=${encodeURIComponent(token)}`,
  };
}

/** The request as the server has it now. */
async function requestOf(token: string) {
  const buyer = new GraphQLClient(suite.system.url);
  return (
    await buyer.data<{
      customerRequest: {
        state: string;
        completedSteps: string[];
        documents: { kind: string; fileName: string }[];
      };
    }>(REQUEST, { token })
  ).customerRequest;
}

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);

async function fill(page: Page, values: Record<string, string>): Promise<void> {
  for (const [name, value] of Object.entries(values)) await field(page, name).fill(value);
}

/** Chooses an address's regions one level at a time (each list loads once the level above is chosen), then its street and postal code. */
async function fillAddress(
  page: Page,
  prefix: 'address' | 'billingAddress',
  street: string,
): Promise<void> {
  await field(page, `${prefix}.street1`).fill(street);
  for (const level of ['provinceCode', 'regencyCode', 'districtCode', 'villageCode'] as const) {
    await field(page, `${prefix}.${level}`).selectOption(WARD[level]);
  }
  await field(page, `${prefix}.postalCode`).fill(WARD.postalCode);
}

/** The section of the customer data open now (its test id names it). */
async function section(page: Page, id: string): Promise<void> {
  await page
    .getByTestId(`customer-request-section-${id}`)
    .waitFor()
    .catch(async (error: unknown) => {
      // What the page showed instead (a refusal on a field, a general error) is what a failure needs.
      await screenshot(page, `customer-request-failed-at-${id}`);
      throw error;
    });
}

const next = (page: Page) => page.getByTestId('customer-request-next').click();

/** Waits for the section `id`, fills it with `values` and goes on to the next. */
async function fillSection(page: Page, id: string, values: Record<string, string>): Promise<void> {
  await section(page, id);
  await fill(page, values);
  await next(page);
}

/** Gives the field `name` of the section `id` the value `refused`, sees the section refuse it with `message`, then gives it `kept`. */
async function refusedThenKept(
  page: Page,
  id: string,
  name: string,
  [refused, message, kept]: [string, string, string],
): Promise<void> {
  await field(page, name).fill(refused);
  await next(page);
  await expect
    .poll(() => page.getByTestId(`customer-request-section-${id}`).innerText())
    .toContain(message);
  await field(page, name).fill(kept);
}

/** Waits for the address step, once the service has the customer data step done. */
async function atAddressAfterCustomerData(page: Page, token: string): Promise<void> {
  await page.getByTestId('customer-request-address').waitFor();
  await expect
    .poll(() => requestOf(token).then((request) => request.completedSteps), SERVER_ROUND_TRIP)
    .toEqual(['CUSTOMER_DATA']);
}

/** Uploads `file` to the checklist's line of `kind` and waits until the line shows it. */
async function upload(page: Page, kind: string, file: string): Promise<void> {
  await page.getByTestId(`customer-request-upload-${kind}`).setInputFiles(file);
  await page
    .getByTestId(`customer-request-document-${kind}`)
    .getByTestId('customer-request-file')
    .waitFor(SERVER_ROUND_TRIP);
}

describe('a buyer opening the invitation link, without an account', () => {
  it('fills a company’s request in three steps, uploads its documents (a disguised program refused), sends it and sees the completion', async () => {
    const { link, token } = await invite('COMPANY');
    await withPage(suite.browser, {}, async (page) => {
      await page.goto(link);
      await page.getByTestId('customer-request-start').waitFor();
      const start = await page.locator('body').innerText();
      expect(start).toContain('PT Pemasok Sentosa invites you to become a customer');
      // The invitation's type is chosen, and its documents are listed, required ones first.
      await expect
        .poll(() => page.getByTestId('customer-request-type-COMPANY').getAttribute('data-state'))
        .toBe('checked');
      expect(await page.getByTestId('customer-request-checklist').innerText()).toContain(
        'Deed of establishment',
      );
      await screenshot(page, 'customer-request-start');
      await page.getByTestId('customer-request-begin').click();

      // Step 1, the create-account wizard's sections: business, PIC, financial, tax, directors, invoice delivery.
      await section(page, 'business');
      await next(page);
      // Nothing typed: the required fields say so, and nothing moves on.
      await expect
        .poll(() => page.getByTestId('customer-request-section-business').innerText())
        .toContain('This field is required');
      await fill(page, {
        name: 'PT Sumber Rejeki Abadi',
        'business.alias': 'Sumber Rejeki',
        'business.industry': 'Distribusi bahan bangunan',
        'business.employeeCount': '85',
        phone: '215551234',
      });
      await refusedThenKept(page, 'business', 'business.nib', [
        '91200012345',
        'The NIB has 13 digits.',
        '9120001234567',
      ]);
      await screenshot(page, 'customer-request-company-business');
      await next(page);

      await section(page, 'pic');
      await fill(page, {
        'owner.picName': 'Dewi Lestari',
        'owner.picEmail': 'dewi@sumberrejeki.co.id',
        'owner.picPhone': '81298765432',
      });
      await refusedThenKept(page, 'pic', 'owner.nik', [
        '3174071201900000',
        'The NIK’s last four digits cannot be 0000.',
        NIK,
      ]);
      await next(page);

      await fillSection(page, 'finance', {
        'finance.bankName': 'BCA',
        'finance.accountNumber': '5230987654',
        'finance.accountName': 'PT SUMBER REJEKI ABADI',
        'finance.branchName': 'KCU Sudirman',
      });

      await section(page, 'tax');
      await field(page, 'tax.taxStatus').selectOption('PKP');
      await field(page, 'tax.taxNumber').fill('012345678901000');
      await next(page);

      await section(page, 'directors');
      await fill(page, {
        'directors.0.name': 'Hendra Wijaya',
        'directors.0.contact': 'hendra@sumberrejeki.co.id',
      });
      await page.getByTestId('customer-director-add').click();
      await fill(page, {
        'directors.1.name': 'Sari Wijaya',
        'directors.1.contact': '0811 2233 4455',
      });
      await screenshot(page, 'customer-request-company-directors');
      await next(page);

      await section(page, 'invoiceDelivery');
      await fill(page, {
        'invoiceDelivery.financeContactName': 'Rina Kusuma',
        'invoiceDelivery.financeContactEmail': 'tagihan@sumberrejeki.co.id',
      });
      await page.locator('label:has(input[name="invoiceDelivery.hardCopyRequired"])').click();
      await next(page);

      // Step 2: the registered address from the regional lists, and a separate billing address.
      await atAddressAfterCustomerData(page, token);
      await fillAddress(page, 'address', 'Jl. Senayan No. 12');
      await page.getByTestId('customer-billing-same').click();
      await fillAddress(page, 'billingAddress', 'Jl. Panglima Polim No. 3');
      await screenshot(page, 'customer-request-address');
      await next(page);

      // Step 3: the documents, each uploaded to its line of the checklist.
      await page.getByTestId('customer-request-documents').waitFor();
      await page
        .getByTestId('customer-request-upload-DEED_OF_ESTABLISHMENT')
        .setInputFiles(FAKE_PDF);
      await expect
        .poll(
          () => page.getByTestId('customer-request-upload-error-DEED_OF_ESTABLISHMENT').innerText(),
          SERVER_ROUND_TRIP,
        )
        .toBe('Upload a PDF, JPG or PNG file.');
      // Sending before every required document is there says so.
      await page.getByTestId('customer-request-submit').click();
      await expect
        .poll(() => page.getByTestId('form-error').innerText())
        .toBe('Upload every required document before sending the request.');
      for (const kind of [
        'FINANCIAL_STATEMENT',
        'ARTICLES_OF_ASSOCIATION',
        'DEED_OF_ESTABLISHMENT',
        'COMPANY_TAX_NUMBER',
        'BUSINESS_IDENTIFICATION_NUMBER',
      ]) {
        await upload(page, kind, PDF);
      }
      await upload(page, 'DIRECTOR_ID', PNG);
      // A file uploaded by mistake is removed.
      await page.getByTestId('customer-request-upload-BANK_STATEMENT').setInputFiles(PNG);
      const bankStatement = page.getByTestId('customer-request-document-BANK_STATEMENT');
      await bankStatement.getByTestId('customer-request-file').waitFor(SERVER_ROUND_TRIP);
      await bankStatement.getByTestId('customer-request-file-remove').click();
      await expect
        .poll(() => bankStatement.getByTestId('customer-request-file').count(), SERVER_ROUND_TRIP)
        .toBe(0);
      expect(await page.getByTestId('customer-request-document-DIRECTOR_ID').innerText()).toContain(
        'ktp.png',
      );
      await screenshot(page, 'customer-request-documents');

      await page.getByTestId('customer-request-submit').click();
      await page.getByTestId('customer-request-sent').waitFor(SERVER_ROUND_TRIP);
      expect(await page.getByTestId('customer-request-sent').innerText()).toContain(
        'PT Pemasok Sentosa will review it',
      );
      await screenshot(page, 'customer-request-sent');
      const sent = await requestOf(token);
      expect(sent.state).toBe('SENT');
      expect(sent.documents.map((document) => document.kind).sort()).toEqual(
        [
          'ARTICLES_OF_ASSOCIATION',
          'BUSINESS_IDENTIFICATION_NUMBER',
          'COMPANY_TAX_NUMBER',
          'DEED_OF_ESTABLISHMENT',
          'DIRECTOR_ID',
          'FINANCIAL_STATEMENT',
        ].sort(),
      );

      // The link shows the completion from now on, read-only.
      await page.reload();
      await page.getByTestId('customer-request-sent').waitFor();
    });
  });

  it('takes an individual up where they left off after a reload, with what they saved', async () => {
    const { link, token } = await invite('INDIVIDUAL');
    await withPage(suite.browser, {}, async (page) => {
      await page.goto(link);
      await page.getByTestId('customer-request-begin').click();
      await fillSection(page, 'person', {
        name: 'Budi Santoso',
        phone: '81234567890',
        'owner.nik': NIK,
      });
      await section(page, 'tax');
      // A person's 16-digit NPWP is their NIK.
      await refusedThenKept(page, 'tax', 'tax.taxNumber', [
        '3174071201900002',
        'A person’s 16-digit NPWP is their NIK: it must equal the NIK given.',
        NIK,
      ]);
      await next(page);
      await fillSection(page, 'finance', {});
      await fillSection(page, 'invoiceDelivery', {});
      await atAddressAfterCustomerData(page, token);

      // Opened again: straight to the billing address, the customer data kept.
      await page.reload();
      await page.getByTestId('customer-request-address').waitFor();
      expect(
        await page.getByTestId('customer-request-step-CUSTOMER_DATA').getAttribute('data-state'),
      ).toBe('done');
      await fillAddress(page, 'address', 'Jl. Senayan No. 12');
      await next(page);
      await page.getByTestId('customer-request-documents').waitFor();
      await page.reload();
      await page.getByTestId('customer-request-documents').waitFor();
      await page.getByTestId('customer-request-back').click();
      await page.getByTestId('customer-request-address').waitFor();
      await expect
        .poll(() => field(page, 'address.villageCode').inputValue())
        .toBe(WARD.villageCode);
      expect(await field(page, 'address.street1').inputValue()).toBe('Jl. Senayan No. 12');
      await page.getByTestId('customer-request-back').click();
      await section(page, 'invoiceDelivery');
      await page.getByTestId('customer-request-back').click();
      await page.getByTestId('customer-request-back').click();
      await page.getByTestId('customer-request-back').click();
      await section(page, 'person');
      expect(await field(page, 'name').inputValue()).toBe('Budi Santoso');
      expect(await field(page, 'phone').inputValue()).toBe('812-3456-7890');

      // Back at the start, Continue goes on where the buyer left off.
      await page.getByTestId('customer-request-back').click();
      await page.getByTestId('customer-request-begin').click();
      await page.getByTestId('customer-request-documents').waitFor();
      await upload(page, 'INDIVIDUAL_ID', PNG);
      await page.getByTestId('customer-request-submit').click();
      await page.getByTestId('customer-request-sent').waitFor(SERVER_ROUND_TRIP);
    });
  });

  it('an unknown, withdrawn or missing link shows the expired state', async () => {
    const { id, link } = await invite('INDIVIDUAL_B2B');
    const cancelled = await owner.data<{ customerInvitationCancel: { userErrors: UserErrors } }>(
      CANCEL,
      { input: { customerId: id } },
    );
    expect(cancelled.customerInvitationCancel.userErrors).toEqual([]);
    await withPage(suite.browser, {}, async (page) => {
      for (const url of [
        link,
        `${suite.system.url}/invitation?request=tidak-berlaku`,
        `${suite.system.url}/invitation?request=`,
      ]) {
        await page.goto(url);
        await page.getByTestId('customer-request-expired').waitFor();
      }
      await screenshot(page, 'customer-request-expired');
      // A member's invitation link still opens the member's page.
      await page.goto(`${suite.system.url}/invitation?token=tidak-berlaku`);
      await page.getByTestId('invitation-expired').waitFor();
    });
  });

  it('when a buyer opens the request form on a phone, no “best on a larger screen” notice stands before it; a member’s invitation keeps it', async () => {
    const { link } = await invite('INDIVIDUAL_B2B');
    await withPage(suite.browser, { viewport: WINDOWS[2] }, async (page) => {
      await page.goto(link);
      await page.getByTestId('customer-request-start').waitFor();
      expect(await page.getByTestId('small-screen-notice').count()).toBe(0);
      await page.goto(`${suite.system.url}/invitation?token=tidak-berlaku`);
      await page.getByTestId('small-screen-notice').waitFor();
    });
  });

  it('fits a phone, a laptop and a wide screen in English and Indonesian, at every step', async () => {
    const { link } = await invite('INDIVIDUAL_B2B');
    await withPage(suite.browser, {}, async (page) => {
      await page.addInitScript(() => sessionStorage.setItem('kas.smallScreenNoticeDismissed', '1'));
      await page.goto(link);
      await page.getByTestId('customer-request-start').waitFor();
      const views: [string, () => Promise<void>][] = [
        ['start', () => page.getByTestId('customer-request-start').waitFor()],
        [
          'data',
          async () => {
            await page.getByTestId('customer-request-begin').click();
            await fillSection(page, 'person', {
              name: 'Andi Pratama',
              phone: '81234567890',
              'owner.nik': NIK,
            });
            await section(page, 'business');
          },
        ],
        [
          'address',
          async () => {
            await fill(page, {
              'business.alias': 'Toko Andi',
              'business.industry': 'Ritel',
              'business.nib': '9120001234567',
            });
            await next(page);
            await section(page, 'tax');
            await field(page, 'tax.taxStatus').selectOption('NON_PKP');
            await field(page, 'tax.taxNumber').fill(NIK);
            await next(page);
            await fillSection(page, 'finance', {
              'finance.bankName': 'Mandiri',
              'finance.accountNumber': '1370012345678',
              'finance.accountName': 'ANDI PRATAMA',
            });
            await fillSection(page, 'invoiceDelivery', {});
            await page.getByTestId('customer-request-address').waitFor();
            await page.getByTestId('customer-billing-same').click();
          },
        ],
        [
          'documents',
          async () => {
            await fillAddress(page, 'address', 'Jl. Senayan No. 12');
            await fillAddress(page, 'billingAddress', 'Jl. Panglima Polim No. 3');
            await next(page);
            await page.getByTestId('customer-request-documents').waitFor();
            await upload(page, 'INDIVIDUAL_ID', PNG);
          },
        ],
      ];
      for (const [name, reach] of views) {
        await reach();
        for (const language of ['en', 'id'] as const) {
          await page.getByTestId('language-switch').selectOption(language);
          await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(language);
          for (const viewport of WINDOWS) {
            await resizeTo(page, viewport);
            const problems = await settledOverflow(page, isDesktop(viewport));
            expect(problems, `${name} at ${viewport.width} px in ${language}`).toEqual([]);
            await screenshot(page, `customer-request-${name}-${viewport.width}-${language}`);
          }
        }
        await resizeTo(page, WINDOWS[0]);
        await page.getByTestId('language-switch').selectOption('en');
      }
    });
  });
});

/** The fixtures are what they claim: a PDF, a PNG, and a program named as a PDF. */
describe('the document fixtures', () => {
  it('start with their formats’ signatures', () => {
    expect(readFileSync(PDF).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect(readFileSync(PNG).subarray(0, 4)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47]));
    expect(readFileSync(FAKE_PDF).subarray(0, 2).toString('latin1')).toBe('MZ');
  });
});

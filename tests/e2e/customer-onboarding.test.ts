import path from 'node:path';
import { sql } from 'kysely';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { OWNER_NIK, SENAYAN_WARD } from '../support/customer-profiles.js';
import { allowSelfApproval, callRest, signInRest, type Tokens } from '../support/factories.js';
import { en, id } from '../../web/i18n/messageFiles.js';
import { browserSuite, screenshot, withPage, openSignedIn } from './browser.js';
import { plain } from './rows.js';

/**
 * The onboarding journey, in the browser end to end: the owner invites a
 * buyer from /buyer; the buyer opens the mailed link in a fresh browser (no
 * account), fills the three steps with a document and sends the request; the
 * owner approves it with a credit limit and finds the buyer active. The owner
 * reads the app in English and the buyer in Indonesian, so one run passes
 * through both languages (the catalogue test holds every message in both).
 */
const suite = browserSuite('PT Pemasok Nusantara');

const CATALOGUES = { en, id };
const KTP = path.resolve(import.meta.dirname, '../fixtures/documents/ktp.png');
/** Kebayoran Baru, Jakarta Selatan, and a NIK issued there (a man born 12 January 1990). */
const WARD = SENAYAN_WARD;
const NIK = OWNER_NIK;

let tokens: Tokens;

beforeAll(async () => {
  // The owner approves their own work here: the company allows self-approval (four eyes are
  // four-eyes.test.ts's subject).
  await allowSelfApproval(suite.system, suite.organizationId);
  tokens = await signInRest(suite.system, suite.owner);
});

const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);

/** The token of the last invitation mailed to `email`, from the invoicing service's outbox. */
async function mailedLink(email: string): Promise<string> {
  const { rows } = await sql<{
    text_body: string;
  }>`select text_body from mail_outbox where to_address = ${email} order by id desc limit 1`.execute(
    suite.system.invoicing.db,
  );
  const found = /\/invitation\?request=(\S+)/.exec(rows[0]?.text_body ?? '');
  if (!found) throw new Error(`no invitation mailed to ${email}`);
  return `${suite.system.url}/invitation?request=${found[1]!}`;
}

describe('a buyer from invitation to approval', () => {
  const language = 'en';
  const words = CATALOGUES[language];
  const buyerLanguage = 'id';
  it('the owner invites, the buyer fills the three steps with a document in a fresh browser, the owner approves with a credit limit and sees the buyer active', async () => {
    // The owner reads the app in this language: saved before signing in, so nothing races the switch.
    expect(
      (
        await callRest(suite.system.accountUrl, 'PUT', '/me/profile', tokens, {
          fullName: 'Pemilik Uji',
          language,
        })
      ).status,
    ).toBe(200);
    const email = `pembeli-${language}-${Date.now()}@contoh.co.id`;
    const name = 'Siti Rahmawati';
    await withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (staff) => {
      await openSignedIn(staff, `${suite.system.url}/buyer`, suite.owner);
      await staff.getByTestId('customers-filters').waitFor();
      await expect
        .poll(() => staff.getByTestId('customer-invite').innerText())
        .toBe(words['customers.invite']);
      await staff.getByTestId('customer-invite').click();
      const dialog = staff.getByTestId('customer-invite-dialog');
      await dialog.locator('input[name="email"]').fill(email);
      await dialog.locator('select[name="type"]').selectOption('INDIVIDUAL');
      await dialog.getByTestId('customer-invite-submit').click();
      await dialog.waitFor({ state: 'detached' });
      const row = staff.getByTestId('customer-row').filter({ hasText: email });
      await expect.poll(() => row.getAttribute('data-status')).toBe('INVITED');

      // The buyer, in a browser of their own, in their language, with no account.
      const link = await mailedLink(email);
      await withPage(
        suite.browser,
        { locale: 'id-ID', timezoneId: 'Asia/Jakarta' },
        async (buyer) => {
          await buyer.goto(link);
          await buyer.getByTestId('customer-request-start').waitFor();
          expect(await buyer.locator('body').innerText()).toContain('PT Pemasok Nusantara');
          await buyer.getByTestId('customer-request-begin').click();

          // Step 1: customer data.
          await buyer.getByTestId('customer-request-section-person').waitFor();
          await field(buyer, 'name').fill(name);
          await field(buyer, 'phone').fill('81234567890');
          await field(buyer, 'owner.nik').fill(NIK);
          for (const section of ['person', 'tax', 'finance', 'invoiceDelivery']) {
            await buyer.getByTestId(`customer-request-section-${section}`).waitFor();
            await buyer.getByTestId('customer-request-next').click();
          }

          // Step 2: the billing address, chosen level by level from the regional lists.
          await buyer.getByTestId('customer-request-address').waitFor();
          await field(buyer, 'address.street1').fill('Jl. Senayan No. 12');
          for (const level of [
            'provinceCode',
            'regencyCode',
            'districtCode',
            'villageCode',
          ] as const)
            await field(buyer, `address.${level}`).selectOption(WARD[level]);
          await field(buyer, 'address.postalCode').fill(WARD.postalCode);
          await screenshot(buyer, `customer-onboarding-address-${buyerLanguage}`);
          await buyer.getByTestId('customer-request-next').click();

          // Step 3: the documents; the ID card is the one an individual must give.
          await buyer.getByTestId('customer-request-documents').waitFor();
          await buyer.getByTestId('customer-request-upload-INDIVIDUAL_ID').setInputFiles(KTP);
          await buyer
            .getByTestId('customer-request-document-INDIVIDUAL_ID')
            .getByTestId('customer-request-file')
            .waitFor();
          await buyer.getByTestId('customer-request-submit').click();
          await buyer.getByTestId('customer-request-sent').waitFor();
          expect(await buyer.getByTestId('customer-request-sent').innerText()).toContain(
            CATALOGUES[buyerLanguage]['customerRequest.sent.title'],
          );
          await screenshot(buyer, `customer-onboarding-sent-${buyerLanguage}`);
        },
      );

      // The owner finds the request waiting, opens it and approves it with a credit limit.
      await staff.reload();
      await expect.poll(() => row.getAttribute('data-status')).toBe('REQUEST_SENT');
      await row.getByTestId('customer-link').click();
      await expect.poll(() => staff.getByTestId('customer-name').innerText()).toBe(name);
      expect(await staff.getByTestId('customer-status').innerText()).toBe(
        words['customers.status.REQUEST_SENT'],
      );
      await staff.getByTestId('customer-approve').click();
      const approve = staff.getByTestId('customer-approve-dialog');
      await approve.getByTestId('customer-approve-credit-limit').fill('75,000,000');
      await approve.getByTestId('customer-approve-confirm').click();
      await expect
        .poll(() => staff.getByTestId('customer-status').innerText())
        .toBe(words['customers.status.ACTIVE']);
      expect(plain(await staff.getByTestId('customer-credit-limit').innerText())).toBe(
        'Rp 75,000,000.00',
      );
      await screenshot(staff, `customer-onboarding-active-${language}`);

      // Under the active filter.
      await staff.goto(`${suite.system.url}/buyer?stage=active`);
      await expect
        .poll(() =>
          staff.getByTestId('customer-row').filter({ hasText: name }).getAttribute('data-status'),
        )
        .toBe('ACTIVE');
    });
  });
});

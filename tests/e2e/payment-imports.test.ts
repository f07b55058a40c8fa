import { beforeAll, describe, expect, it } from 'vitest';
import {
  addMemberInBuiltInRole,
  createCounterpartyRest,
  signInRest,
} from '../support/factories.js';
import { signedInClient } from '../support/graphql-client.js';
import { createBankAccount, nextAccountNumber } from '../support/payments.js';
import { browserSuite, type PageSteps, screenshot, signInAt, withPage } from './browser.js';
import { downloadTemplate, importInDialog } from './imports.js';

/** The tests' services run on TEST_TODAY, before the templates' example dates. */
const suite = browserSuite('PT Impor Bayar');
const inPage = (steps: PageSteps, locale = 'en-US') => withPage(suite.browser, { locale }, steps);

const TRANSFERS_HEADER =
  'source_account,destination_account,method,amount,currency,payment_date,memo,notes,repeat_unit,repeat_every,repeat_until';

beforeAll(async () => {
  // The names the templates use.
  const client = await signedInClient(suite.system.url, suite.owner);
  for (const [alias, bankCode] of [
    ['BCA Operasional', '014'],
    ['Mandiri Payroll', '008'],
  ] as const)
    await createBankAccount(client, {
      bankCode,
      accountNumber: nextAccountNumber(),
      accountName: 'PT IMPOR BAYAR',
      alias,
    });
  await createCounterpartyRest(suite.system, await signInRest(suite.system, suite.owner), {
    alias: 'Kertas Nusantara',
    taxNumber: '012345678901234',
    bankAccounts: [
      { bankCode: '008', accountNumber: '1234567890', accountName: 'PT KERTAS NUSANTARA' },
    ],
  });
});

describe('importing payments and transfers in the browser', () => {
  it('imports the downloaded payments template: its payments join the list, waiting for approval', () =>
    inPage(async (page) => {
      await signInAt(page, suite.system.url + '/payments', suite.owner);
      const template = await downloadTemplate(page, 'payments-template');

      await page.getByTestId('import-payments').click();
      const file = { name: 'pembayaran.csv', buffer: template };
      const dialog = await importInDialog(page, file, 'COMPLETED');
      await expect
        .poll(() => dialog.getByTestId('import-result').innerText())
        .toContain('2 records imported');
      await screenshot(page, 'payments-import-done', false);
      await dialog.getByTestId('import-done').click();
      await expect
        .poll(() =>
          page
            .getByTestId('payment-order-row')
            .evaluateAll((rows) => rows.map((row) => row.getAttribute('data-status'))),
        )
        .toEqual(['NEEDS_APPROVAL', 'NEEDS_APPROVAL']);
    }));

  it('a broken transfers file is blocked row by row, and nothing joins the list', () =>
    inPage(async (page) => {
      await signInAt(page, suite.system.url + '/transfers', suite.owner);
      await page.getByTestId('import-transfers').click();
      const file = `${TRANSFERS_HEADER}\nBCA Operasional,Mandiri Payroll,BI_FAST,1000,IDR,2026-12-01,,,,,\nBCA Operasional,Rekening Lain,BI_FAST,1000,IDR,2026-12-01,,,,,\n`;
      const dialog = await importInDialog(
        page,
        { name: 'transfer.csv', buffer: Buffer.from(file) },
        'BLOCKED',
      );
      const issue = dialog.getByTestId('import-issue').first();
      await expect.poll(() => issue.innerText()).toMatch(/^3\s/);
      expect(await issue.innerText()).toContain('destination_account');
      expect(await issue.innerText()).toContain('Rekening Lain');
      await screenshot(page, 'transfers-import-blocked', false);
      expect(await page.getByTestId('payment-order-row').count()).toBe(0);
    }));

  it('is not offered to a member who may not create payments', () =>
    inPage(async (page) => {
      const approver = await addMemberInBuiltInRole(suite.system, suite.organizationId, 'APPROVER');
      await signInAt(page, suite.system.url + '/payments', approver);
      // The list is there (the payments imported above), without the import.
      await expect.poll(() => page.getByTestId('payment-order-row').count()).toBe(2);
      expect(await page.getByTestId('import-payments').count()).toBe(0);
      expect(await page.getByTestId('payments-template').count()).toBe(0);
    }));
});

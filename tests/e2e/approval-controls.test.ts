import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { toGlobalId } from '../../bff/global-id.js';
import { oathtoolCode } from '../support/oathtool.js';
import {
  memberWithApp,
  payableOrganisation,
  setUpAuthenticator,
  type PayableOrganisation,
} from '../support/payments.js';
import { TEST_DATE } from '../support/system.js';
import { browserSuite, screenshot, signInOnThePage, withPage } from './browser.js';

/**
 * The four-eyes control in the browser: letting makers approve their own asks
 * the owner for an authenticator code, and a payment the viewer may not
 * approve says why instead of offering Approve.
 */
const suite = browserSuite('PT Empat Mata');
let org: PayableOrganisation;

const WIDTHS = [1440, 1280, 390] as const;
const inPage = (steps: (page: Page) => Promise<void>) => withPage(suite.browser, {}, steps);
const organization = () =>
  suite.system.account.db
    .selectFrom('organizations')
    .select('self_approval_allowed')
    .where('id', '=', suite.organizationId)
    .executeTakeFirstOrThrow();

beforeAll(async () => {
  org = await payableOrganisation(suite.system, suite.owner);
});

/** Screenshots of what the page shows now at each width, named `<name>-<width>-<language>`. */
async function shotsAtWidths(page: Page, name: string, language: 'en' | 'id') {
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await screenshot(page, `${name}-${width}-${language}`, false);
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

describe('the self-approval control in the browser', () => {
  it('when the owner switches self-approval on, a dialog asks for their code: a wrong one is refused and changes nothing, the right one switches it on', async () => {
    const app = await setUpAuthenticator(suite.system, suite.owner);
    await inPage(async (page) => {
      await signInOnThePage(page, suite.system.url, suite.owner, app);
      await page.goto(suite.system.url + '/settings/controls');
      const control = page.getByTestId('control-self-approval');
      await control.waitFor();
      expect(await control.getAttribute('data-checked-state')).toBe('off');

      await control.locator('[data-part="control"]').click();
      const dialog = page.getByTestId('self-approval-code-dialog');
      await dialog.waitFor();
      expect(await dialog.innerText()).toContain('Allow self-approval?');
      await dialog.getByTestId('self-approval-code').fill('000000');
      await dialog.getByTestId('self-approval-code-submit').click();
      await expect.poll(() => dialog.innerText()).toContain('Invalid 2FA code.');
      expect(await control.getAttribute('data-checked-state')).toBe('off');
      expect(await organization()).toEqual({ self_approval_allowed: false });
      await shotsAtWidths(page, 'self-approval-code', 'en');

      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.count()).toBe(0);
      expect(await control.getAttribute('data-checked-state')).toBe('off');
      await page.getByTestId('language-switch').selectOption('id');
      await expect
        .poll(() => control.innerText())
        .toContain(
          'Pembuat & Penyetuju boleh menyetujui pembayaran dan transfer buatannya sendiri',
        );
      await control.locator('[data-part="control"]').click();
      await dialog.waitFor();
      await expect.poll(() => dialog.innerText()).toContain('Izinkan persetujuan sendiri?');
      await shotsAtWidths(page, 'self-approval-code', 'id');

      // The step after now: never spent by the sign-in, within the service's window.
      await dialog.getByTestId('self-approval-code').fill(oathtoolCode(app.secret, 1));
      await dialog.getByTestId('self-approval-code-submit').click();
      await page
        .getByText(
          'Pembuat & Penyetuju kini boleh menyetujui pembayaran dan transfer buatannya sendiri.',
        )
        .waitFor();
      await expect.poll(() => control.getAttribute('data-checked-state')).toBe('on');
      expect(await organization()).toEqual({ self_approval_allowed: true });

      // Switching it back off needs no code.
      await control.locator('[data-part="control"]').click();
      await page
        .getByText('Pembayaran dan transfer kini harus disetujui penyetuju lain.')
        .waitFor();
      expect(await organization()).toEqual({ self_approval_allowed: false });
      await page.getByTestId('language-switch').selectOption('en');
    });
  });
});

describe('why Approve is not offered', () => {
  it('when a Maker & Approver opens the payment they made, the row and its detail say why they may not approve it and offer no Approve', async () => {
    const { credentials: creator, app } = await memberWithApp(
      suite.system,
      suite.organizationId,
      'MAKER_APPROVER',
    );
    const bankAccounts = await app.client.data<{
      counterparty: { bankAccounts: { id: string }[] };
    }>('query ($id: ID!) { counterparty(id: $id) { bankAccounts { id } } }', {
      id: toGlobalId('Counterparty', org.counterparties.sinarJaya.id),
    });
    const made = await app.client.data<{ paymentCreate: { userErrors: unknown[] } }>(
      'mutation ($input: PaymentCreateInput!) { paymentCreate(input: $input) { payment { id } userErrors { code } } }',
      {
        input: {
          sourceAccountId: org.accounts.bcaOperations,
          counterpartyBankAccountId: bankAccounts.counterparty.bankAccounts[0]!.id,
          method: 'BI_FAST',
          amount: '12500000',
          paymentDate: TEST_DATE,
          memo: 'INV/SJA/2026/0117',
        },
      },
    );
    expect(made.paymentCreate.userErrors).toEqual([]);

    await inPage(async (page) => {
      await signInOnThePage(page, suite.system.url, creator, app);
      await page.goto(suite.system.url + '/payments?tab=needs-approval');
      const row = page
        .getByTestId('payment-order-row')
        .filter({ hasText: org.counterparties.sinarJaya.alias });
      await expect.poll(() => row.count()).toBe(1);
      const said =
        'You made or changed this payment. Another approver must approve it, unless your company’s controls allow self-approval.';
      expect(await row.getByTestId('payment-order-approval-block').innerText()).toBe(said);

      await row.getByTestId('payment-order-open').click();
      const drawer = page.getByTestId('payment-order-drawer');
      await expect.poll(() => drawer.getByTestId('payment-order-approval-block').count()).toBe(1);
      expect(await drawer.getByTestId('payment-order-approval-block').innerText()).toContain(said);
      expect(await drawer.getByTestId('payment-order-drawer-approve').count()).toBe(0);
      expect(await drawer.getByTestId('payment-order-drawer-reject').count()).toBe(0);
      await shotsAtWidths(page, 'payment-approval-block', 'en');

      await page.keyboard.press('Escape');
      await expect.poll(() => drawer.count()).toBe(0);
      await page.getByTestId('language-switch').selectOption('id');
      const dikatakan =
        'Anda membuat atau mengubah pembayaran ini. Penyetuju lain harus menyetujuinya, kecuali kontrol perusahaan mengizinkan persetujuan sendiri.';
      await expect
        .poll(() => row.getByTestId('payment-order-approval-block').innerText())
        .toBe(dikatakan);
      await shotsAtWidths(page, 'payment-approval-block-list', 'id');
      await row.getByTestId('payment-order-open').click();
      await expect
        .poll(() => drawer.getByTestId('payment-order-approval-block').innerText())
        .toContain(dikatakan);
      await shotsAtWidths(page, 'payment-approval-block', 'id');
    });
  });
});

import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addMember,
  createOrganization,
  signInRest,
  type Credentials,
  type Tokens,
} from '../support/factories.js';
import { createExpectedRest, signedInWithLineRest } from '../support/treasury-rest.js';
import { browserSuite, screenshot, withPage, withPageIn, openSignedIn } from './browser.js';
import { isDesktop, resizeTo, settledOverflow, WINDOWS } from './windows.js';

const suite = browserSuite('PT Sinar Rekonsiliasi');

beforeAll(() => withLineToPropose(suite.owner));

/** A line paid two days after its expected date, 2,500 short (a BI-FAST fee): the preview has something to propose. */
async function withLineToPropose(owner: Credentials): Promise<Tokens> {
  const tokens = await signedInWithLineRest(suite.system, owner, {
    transactionDate: '2026-11-20',
    description: 'TRSF E-BANKING CR 2011/FTSCY/WS95031 INV/2026/11/0042 CV ANEKA JAYA',
    amount: '18347500.00',
  });
  await createExpectedRest(suite.system, tokens, '18350000.00', {
    date: '2026-11-18',
    description: 'Pelunasan INV/2026/11/0042',
    externalId: 'INV/2026/11/0042',
  });
  return tokens;
}

/** Opens /reconciliation/rules signed in as the owner, or as `member`. */
async function onRules(page: Page, member = suite.owner): Promise<void> {
  await openSignedIn(page, `${suite.system.url}/reconciliation/rules`, member);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

const ruleNames = (page: Page) =>
  page
    .getByTestId('reconciliation-rule')
    .evaluateAll((cards) => cards.map((card) => card.getAttribute('data-rule-name')));

describe('matching rules in the browser', () => {
  it('creates a rule, previews it on the last 90 days, saves it, adds a second and moves it first, then deletes one', () =>
    withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      await onRules(page);
      await page.getByTestId('rules-use-default').waitFor();
      expect(await page.getByTestId('reconciliation-rules-empty').count()).toBe(1);

      await page.getByTestId('create-reconciliation-rule').click();
      const editor = page.getByTestId('reconciliation-rule-editor');
      await editor.waitFor();
      // Self-confirmation is off until switched on.
      expect(await editor.getByTestId('rule-auto-confirm').locator('input').isChecked()).toBe(
        false,
      );
      // A bad value is refused on the form with the service's words, before anything is sent.
      await editor.getByTestId('rule-days-after').fill('61');
      // Leaving the field shows its error (and moves what is below it) before the button is pressed.
      await editor.getByTestId('rule-days-after').blur();
      await editor.getByTestId('rule-preview').click();
      await expect
        .poll(() => editor.innerText())
        .toContain('The date window must be a whole number of days from 0 to 60 on each side.');
      expect(await editor.innerText()).toContain('Give the rule a name.');

      await editor.getByTestId('rule-name').fill('Transfer fees');
      await editor.getByTestId('rule-absolute').fill('2.500');
      await editor.getByTestId('rule-relative').fill('0,5');
      await editor.getByTestId('rule-days-after').fill('5');
      await editor.getByTestId('rule-days-after').blur();
      await editor.getByTestId('rule-preview').click();
      const result = editor.getByTestId('rule-preview-result');
      await result.waitFor();
      expect(await result.getByTestId('preview-proposed').getAttribute('data-value')).toBe('1');
      expect(await result.getByTestId('preview-would-confirm').getAttribute('data-value')).toBe(
        '0',
      );
      expect(await result.getByTestId('preview-sample').innerText()).toContain('CV ANEKA JAYA');
      await screenshot(page, 'reconciliation-rules-preview-1440-en');
      // The preview wrote nothing: the list is still empty.
      expect(await page.getByTestId('reconciliation-rule').count()).toBe(0);

      await editor.getByTestId('rule-save').click();
      await expect.poll(() => ruleNames(page)).toEqual(['Transfer fees']);
      const first = page.getByTestId('reconciliation-rule').first();
      expect(await first.innerText()).toContain('Amount within 2,500.00 or 0.5%');
      expect(await first.getByTestId('rule-auto-confirm').innerText()).toBe(
        'Self-confirmation off',
      );
      expect(await page.getByTestId('rules-use-default').count()).toBe(0);

      await page.getByTestId('create-reconciliation-rule').click();
      await editor.getByTestId('rule-name').fill('Reference required');
      await editor.getByTestId('rule-require-reference').click();
      await editor.getByTestId('rule-auto-confirm').click();
      await editor.getByTestId('rule-auto-confirm-at').fill('97');
      await editor.getByTestId('rule-auto-confirm-at').blur();
      await editor.getByTestId('rule-save').click();
      await expect.poll(() => ruleNames(page)).toEqual(['Transfer fees', 'Reference required']);
      expect(
        await page
          .getByTestId('reconciliation-rule')
          .nth(1)
          .getByTestId('rule-auto-confirm')
          .innerText(),
      ).toBe('Confirms itself from 97%');

      await page.getByTestId('reconciliation-rule').nth(1).getByTestId('rule-move-up').click();
      await expect.poll(() => ruleNames(page)).toEqual(['Reference required', 'Transfer fees']);
      // The order is the server's: it holds after a reload.
      await page.reload();
      await expect.poll(() => ruleNames(page)).toEqual(['Reference required', 'Transfer fees']);
      await screenshot(page, 'reconciliation-rules-1440-en');

      await page.getByTestId('reconciliation-rule').first().getByTestId('rule-delete').click();
      const dialog = page.getByTestId('reconciliation-rule-delete-dialog');
      await dialog.waitFor();
      expect(await dialog.innerText()).toContain(
        'Delete the rule Reference required? The rules after it move up.',
      );
      await page.getByTestId('reconciliation-rule-delete-confirm').click();
      await expect.poll(() => ruleNames(page)).toEqual(['Transfer fees']);
      expect(
        await page.getByTestId('reconciliation-rule').first().getAttribute('data-priority'),
      ).toBe('1');
    }));

  // Each screen is loaded once per language and then looked at in each window, widest first (tests/e2e/windows.ts).
  const widths = WINDOWS.map((viewport) => viewport.width).join(', ');
  describe('laid out', () => {
    // An organisation of their own, with the line to propose and the rule the first test ends with,
    // made over REST, so that these read nothing the first test left.
    let laidOut: Credentials;
    beforeAll(async () => {
      ({ owner: laidOut } = await createOrganization(suite.system, 'PT Aturan Tata Letak'));
      const tokens = await withLineToPropose(laidOut);
      const rule = await suite.treasury('POST', '/reconciliation-rules', tokens, {
        name: 'Transfer fees',
        amountToleranceAbsolute: '2500',
        amountToleranceRelative: '0.005',
        daysAfter: 5,
      });
      expect(rule.status, JSON.stringify(rule.body)).toBe(201);
    });

    for (const language of ['en', 'id'] as const) {
      it(`the screen and its editor at ${widths} px in ${language === 'en' ? 'English' : 'Indonesian'}`, () =>
        withPageIn(suite.browser, suite.system.url, language, async (page) => {
          await onRules(page, laidOut);
          for (const viewport of WINDOWS) {
            await resizeTo(page, viewport);
            await expect
              .poll(() => page.getByTestId('reconciliation-rule').count())
              .toBeGreaterThan(0);
            expect(await page.getByTestId('reconciliation-rule').first().innerText()).toContain(
              language === 'en'
                ? 'Amount within 2,500.00 or 0.5%'
                : 'Nominal dalam selisih 2.500,00 atau 0,5%',
            );
            const problems = await settledOverflow(page, isDesktop(viewport));
            expect(problems, `${viewport.width} px`).toEqual([]);
            await screenshot(page, `reconciliation-rules-${viewport.width}-${language}`);
          }

          await page.getByTestId('reconciliation-rule').first().getByTestId('rule-edit').click();
          const editor = page.getByTestId('reconciliation-rule-editor');
          await editor.getByTestId('rule-preview').click();
          await editor.getByTestId('rule-preview-result').waitFor();
          for (const viewport of WINDOWS) {
            await resizeTo(page, viewport);
            await editor.getByTestId('rule-preview-result').scrollIntoViewIfNeeded();
            expect(await editor.getByTestId('rule-preview-result').innerText()).toContain(
              language === 'en' ? 'Proposals' : 'Usulan',
            );
            await screenshot(
              page,
              `reconciliation-rules-editor-${viewport.width}-${language}`,
              false,
            );
          }
        }));
    }
  });

  it('while a rule confirms by itself, a member without the auto-reconciliation permission is told so and cannot switch it on', async () => {
    const tokens = await signInRest(suite.system, suite.owner);
    const sure = await suite.treasury('POST', '/reconciliation-rules', tokens, {
      name: 'Sure matches',
      autoConfirmAt: '0.98',
    });
    expect(sure.status).toBe(201);
    const reconciler = await addMember(suite.system, suite.organizationId, [
      'reconciliation:read',
      'reconciliation:reconcile',
    ]);
    await withPage(suite.browser, { timezoneId: 'Asia/Jakarta' }, async (page) => {
      await onRules(page, reconciler);
      await page.getByTestId('rules-need-auto-permission').waitFor();
      await page.getByTestId('reconciliation-rule').first().getByTestId('rule-edit').click();
      const editor = page.getByTestId('reconciliation-rule-editor');
      expect(await editor.getByTestId('rule-auto-confirm').locator('input').isDisabled()).toBe(
        true,
      );
      expect(await editor.innerText()).toContain(
        'Turning on automatic confirmation needs the auto-reconciliation permission.',
      );
      await screenshot(page, 'reconciliation-rules-without-auto-permission-1440-en', false);
    });
  });
});

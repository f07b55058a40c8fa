import { beforeAll, describe, expect, it } from 'vitest';
import {
  authHeaders,
  createCounterpartyRest,
  signInRest,
  type Tokens,
} from '../support/factories.js';
import {
  browserSuite,
  type PageSteps,
  screenshot,
  signInAt,
  signInThroughFormAt,
  submitSignIn,
  withPage,
} from './browser.js';
import { downloadTemplate, importInDialog } from './imports.js';

let ownerTokens: Tokens;

const suite = browserSuite('PT Peramban Uji');

beforeAll(async () => {
  const tokens = await signInRest(suite.system, suite.owner);
  ownerTokens = tokens;
  for (const name of ['Anugerah Logam', 'Bintang Timur', 'Cipta Karya']) {
    await createCounterpartyRest(suite.system, tokens, { legalName: `PT ${name}`, alias: name });
  }
});

const inPage = (steps: PageSteps, locale = 'en-US') => withPage(suite.browser, { locale }, steps);

describe('a member in the browser: signing in, creating, languages', () => {
  it('signs in, sees the counterparties, creates one, sees it listed, and switches to Indonesian', () =>
    inPage(async (page, context) => {
      await signInThroughFormAt(page, suite.system.url + '/counterparties', suite.owner);
      const rows = page.getByTestId('counterparty-row');
      await expect.poll(() => rows.count()).toBe(3);
      await expect.poll(() => rows.first().innerText()).toContain('PT Anugerah Logam');
      await screenshot(page, 'counterparties-en');

      await page.goto(suite.system.url + '/counterparties/create');
      await page.locator('input[name="legalName"]').fill('PT Delta Samudra');
      await page.locator('input[name="alias"]').fill('Delta Samudra');
      await page.locator('input[name="email"]').fill('keuangan@deltasamudra.co.id');
      // The NPWP is formatted while it is typed, checked before it is sent, and stored as its digits.
      const taxNumber = page.locator('input[name="taxNumber"]');
      await taxNumber.fill('0123');
      await taxNumber.blur();
      await expect
        .poll(() => page.getByText('The tax number (NPWP) has 15 or 16 digits.').count())
        .toBeGreaterThan(0);
      await taxNumber.fill('012345678901000');
      expect(await taxNumber.inputValue()).toBe('01.234.567.8-901.000');
      await page.locator('select[name="bankAccounts.0.bankCode"]').selectOption('014');
      await page.locator('input[name="bankAccounts.0.accountNumber"]').fill('5271234567');
      await page.locator('input[name="bankAccounts.0.accountName"]').fill('PT DELTA SAMUDRA');
      await screenshot(page, 'counterparty-create-en');
      await page.locator('button[type="submit"]').click();
      await page.waitForURL('**/counterparties');
      await expect
        .poll(() =>
          page.getByTestId('counterparty-row').filter({ hasText: 'PT Delta Samudra' }).count(),
        )
        .toBe(1);
      await expect.poll(() => rows.count()).toBe(4);
      await page
        .getByTestId('counterparty-legal-name')
        .filter({ hasText: 'PT Delta Samudra' })
        .click();
      await expect
        .poll(() => page.getByTestId('detail-tax-number').innerText())
        .toBe('01.234.567.8-901.000');
      await page.keyboard.press('Escape');

      await page.getByTestId('language-switch').selectOption('id');
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('id');
      await expect
        .poll(() => page.getByRole('heading', { name: 'Rekanan' }).count())
        .toBeGreaterThan(0);
      const cookies = await context.cookies();
      expect(cookies.find((cookie) => cookie.name === 'language')?.value).toBe('id');
      await screenshot(page, 'counterparties-id');

      // The language survives a reload: the cookie wins.
      await page.reload();
      await expect
        .poll(() => page.getByRole('heading', { name: 'Rekanan' }).count())
        .toBeGreaterThan(0);

      // The choice is also kept on the user, for their next sign-in anywhere: put English back for the next stories.
      await page.getByTestId('language-switch').selectOption('en');
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    }));

  it('with a wrong password sees the spec’s message and stays signed out', () =>
    inPage(async (page) => {
      await page.goto(suite.system.url + '/');
      await submitSignIn(page, { email: suite.owner.email, password: 'Salah12345' });
      await expect
        .poll(() => page.getByTestId('login-error').innerText())
        .toContain('Your email or password does not match.');
      expect(new URL(page.url()).pathname).toBe('/');
    }));

  it('a create form with a taken alias shows the error on the alias field and creates nothing', () =>
    inPage(async (page) => {
      await signInAt(page, suite.system.url + '/counterparties/create', suite.owner);
      await page.locator('input[name="legalName"]').fill('PT Tiruan');
      await page.locator('input[name="alias"]').fill('Bintang Timur');
      await page.locator('select[name="bankAccounts.0.bankCode"]').selectOption('008');
      await page.locator('input[name="bankAccounts.0.accountNumber"]').fill('1230009998887');
      await page.locator('input[name="bankAccounts.0.accountName"]').fill('PT TIRUAN');
      await page.locator('button[type="submit"]').click();
      await expect
        .poll(() => page.locator('body').innerText())
        .toContain('This alias is already used by another counterparty.');
      expect(new URL(page.url()).pathname).toBe('/counterparties/create');
    }));

  it('signed out, an app route sends the visitor to sign in and back there', () =>
    inPage(async (page) => {
      await page.goto(suite.system.url + '/counterparties');
      await page.waitForURL((url) => url.pathname === '/');
      expect(new URL(page.url()).searchParams.get('next')).toBe('/counterparties');
      await submitSignIn(page, suite.owner);
      await page.waitForURL((url) => url.pathname === '/counterparties');
      await page.getByTestId('counterparty-row').first().waitFor();
    }));

  it('prefers Indonesian for a browser that asks for it, before any cookie', () =>
    inPage(async (page) => {
      await page.goto(suite.system.url + '/');
      await expect.poll(() => page.locator('button[type="submit"]').innerText()).toBe('Masuk');
      await screenshot(page, 'login-id', false);
    }, 'id-ID'));
});

describe('a member in the browser: detail, editing, deleting and importing', () => {
  it('opens a counterparty’s detail from its row, edits its alias, deactivates it, and finds it among the inactive ones', () =>
    inPage(async (page) => {
      await signInAt(page, suite.system.url + '/counterparties', suite.owner);
      await page
        .getByTestId('counterparty-legal-name')
        .filter({ hasText: 'PT Bintang Timur' })
        .click();
      const drawer = page.getByTestId('counterparty-drawer');
      await expect
        .poll(() => drawer.getByTestId('detail-legal-name').innerText())
        .toBe('PT Bintang Timur');
      expect(await drawer.getByTestId('detail-alias').innerText()).toBe('Bintang Timur');
      expect(await drawer.getByTestId('detail-bank-account').count()).toBe(1);
      await screenshot(page, 'counterparty-detail-en', false);

      await drawer.getByTestId('counterparty-edit').click();
      const form = drawer.getByTestId('counterparty-edit-form');
      await form.locator('input[name="alias"]').fill('Bintang Timur Raya');
      await form.locator('input[name="externalId"]').fill('ERP-BT-001');
      await form.locator('input[name="bankAccounts.0.alias"]').fill('Rekening Utama');
      await screenshot(page, 'counterparty-edit-en', false);
      await form.getByTestId('counterparty-save').click();
      await expect
        .poll(() => drawer.getByTestId('detail-alias').innerText())
        .toBe('Bintang Timur Raya');
      expect(await drawer.getByTestId('detail-external-id').innerText()).toBe('ERP-BT-001');
      expect(await drawer.getByTestId('detail-bank-account-alias').innerText()).toBe(
        'Rekening Utama',
      );

      await drawer.getByTestId('counterparty-toggle-status').click();
      await expect
        .poll(() => drawer.getByTestId('counterparty-status').first().getAttribute('data-status'))
        .toBe('INACTIVE');
      const row = page.getByTestId('counterparty-row').filter({ hasText: 'PT Bintang Timur' });
      await expect
        .poll(() => row.getByTestId('counterparty-status').getAttribute('data-status'))
        .toBe('INACTIVE');
      await expect.poll(() => row.innerText()).toContain('Bintang Timur Raya');
      await page.keyboard.press('Escape');
      await expect.poll(() => drawer.count()).toBe(0);

      await page.getByTestId('counterparty-status-filter').selectOption('INACTIVE');
      await expect
        .poll(() => page.getByTestId('counterparty-row').allInnerTexts())
        .toEqual([expect.stringContaining('PT Bintang Timur')]);
      await screenshot(page, 'counterparties-inactive-en', false);
      await page.getByTestId('counterparty-status-filter').selectOption('ACTIVE');
      await expect
        .poll(() =>
          page.getByTestId('counterparty-row').filter({ hasText: 'PT Bintang Timur' }).count(),
        )
        .toBe(0);
    }));

  it('keeps the search and filters in the URL: a shared link opens the same list, Back returns to the one before, and a value the list does not know reads as any', () =>
    inPage(async (page, context) => {
      await context.addInitScript(() =>
        sessionStorage.setItem('kas.smallScreenNoticeDismissed', '1'),
      );
      await signInAt(page, suite.system.url + '/counterparties', suite.owner);
      const names = () => page.getByTestId('counterparty-legal-name').allInnerTexts();
      const query = () => new URL(page.url()).search;
      await expect
        .poll(names)
        .toEqual(expect.arrayContaining(['PT Anugerah Logam', 'PT Cipta Karya']));

      // Typed words reach the URL after a pause, as one history entry, not one per keystroke.
      await page.getByTestId('counterparty-search').pressSequentially('cipta');
      await expect.poll(query).toBe('?search=cipta');
      await expect.poll(names).toEqual(['PT Cipta Karya']);
      await page.getByTestId('counterparty-type-filter').selectOption('INDIVIDUAL');
      await expect.poll(query).toBe('?search=cipta&type=INDIVIDUAL');
      await expect.poll(() => page.getByTestId('counterparties-empty').count()).toBe(1);

      await page.goBack();
      await expect.poll(query).toBe('?search=cipta');
      await expect.poll(names).toEqual(['PT Cipta Karya']);
      expect(await page.getByTestId('counterparty-search').inputValue()).toBe('cipta');
      await page.goBack();
      await expect.poll(query).toBe('');
      await expect.poll(() => page.getByTestId('counterparty-search').inputValue()).toBe('');
      await expect.poll(async () => (await names()).length).toBeGreaterThanOrEqual(3);

      // A link opened afresh loads the list it names, its controls set to match.
      await page.goto(suite.system.url + '/counterparties?search=logam&status=ACTIVE');
      await expect.poll(names).toEqual(['PT Anugerah Logam']);
      expect(await page.getByTestId('counterparty-search').inputValue()).toBe('logam');
      expect(await page.getByTestId('counterparty-status-filter').inputValue()).toBe('ACTIVE');
      await page.goto(suite.system.url + '/counterparties?type=NOBODY');
      expect(await page.getByTestId('counterparty-type-filter').inputValue()).toBe('');
      await expect.poll(async () => (await names()).length).toBeGreaterThanOrEqual(3);

      // A column's heading sorts the list on the server; again, the other way round. The URL keeps it, with the filters.
      const collator = new Intl.Collator('en', { sensitivity: 'base' });
      const listed = await names();
      await page.getByTestId('counterparty-table-sort-NAME').click();
      await expect.poll(query).toBe('?sort=NAME&dir=DESC');
      await expect.poll(names).toEqual([...listed].sort(collator.compare).reverse());
      await page.getByTestId('counterparty-table-sort-ALIAS').click();
      await expect.poll(query).toBe('?sort=ALIAS&dir=ASC');
      const aliases = () =>
        page
          .getByTestId('counterparty-row')
          .evaluateAll((rows) =>
            rows.map((row) => row.querySelectorAll('td')[1]?.textContent?.trim() ?? ''),
          );
      await expect
        .poll(async () => {
          const shown = await aliases();
          return (
            shown.length >= 3 && shown.join('|') === [...shown].sort(collator.compare).join('|')
          );
        })
        .toBe(true);
      await page.getByTestId('counterparty-status-filter').selectOption('ACTIVE');
      await expect.poll(query).toBe('?sort=ALIAS&dir=ASC&status=ACTIVE');
      for (const language of ['en', 'id']) {
        await page.getByTestId('language-switch').selectOption(language);
        await expect.poll(() => page.locator('html').getAttribute('lang')).toBe(language);
        for (const width of [1440, 1280, 390]) {
          await page.setViewportSize({ width, height: 900 });
          await screenshot(page, `counterparties-sorted-${width}-${language}`);
        }
      }
      await page.getByTestId('language-switch').selectOption('en');
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goBack();
      await expect.poll(query).toBe('?sort=ALIAS&dir=ASC');
    }));

  it('refuses to remove the last bank account in the form, and deletes a counterparty after confirming', () =>
    inPage(async (page) => {
      await signInAt(page, suite.system.url + '/counterparties', suite.owner);
      await page
        .getByTestId('counterparty-legal-name')
        .filter({ hasText: 'PT Cipta Karya' })
        .click();
      const drawer = page.getByTestId('counterparty-drawer');
      await drawer.getByTestId('counterparty-edit').click();
      await drawer.getByTestId('toggle-remove-bank-account').click();
      await drawer.getByTestId('counterparty-save').click();
      await expect
        .poll(() => drawer.getByTestId('bank-accounts-error').innerText())
        .toBe('A counterparty keeps at least one bank account.');
      await drawer.getByRole('button', { name: 'Cancel' }).click();

      await drawer.getByTestId('counterparty-delete').click();
      const dialog = page.getByTestId('counterparty-delete-dialog');
      await expect.poll(() => dialog.innerText()).toContain('Delete PT Cipta Karya?');
      await dialog.getByTestId('counterparty-delete-confirm').click();
      await expect
        .poll(() =>
          page.getByTestId('counterparty-row').filter({ hasText: 'PT Cipta Karya' }).count(),
        )
        .toBe(0);
      await expect.poll(() => drawer.count()).toBe(0);
    }));

  it('offers the import template for download, and shows an entity’s generated counterparty read-only', async () => {
    const response = await fetch(`${suite.system.treasuryUrl}/entities`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...authHeaders(ownerTokens) },
      body: JSON.stringify({ name: 'Cabang Bandung' }),
    });
    expect(response.status).toBe(201);
    await inPage(async (page) => {
      await signInAt(page, suite.system.url + '/counterparties', suite.owner);
      const template = page.getByTestId('counterparties-template');
      const href = await template.getAttribute('href');
      expect(href).toBe('/templates/counterparties-template.csv');
      const csv = await page.request.get(suite.system.url + href);
      expect((await csv.text()).split('\n')[0]).toBe(
        'legal_name,alias,email,type,external_id,bank_code,account_number,account_name,account_alias',
      );

      await page
        .getByTestId('counterparty-legal-name')
        .filter({ hasText: 'Cabang Bandung' })
        .click();
      const drawer = page.getByTestId('counterparty-drawer');
      await expect.poll(() => drawer.getByTestId('counterparty-generated-notice').count()).toBe(1);
      expect(await drawer.getByTestId('counterparty-edit').count()).toBe(0);
      expect(await drawer.getByTestId('counterparty-delete').count()).toBe(0);
      await screenshot(page, 'counterparty-generated-en', false);

      // In Indonesian, the same detail with a user's counterparty; then English back for other stories.
      await page.keyboard.press('Escape');
      await page.getByTestId('language-switch').selectOption('id');
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('id');
      await page
        .getByTestId('counterparty-legal-name')
        .filter({ hasText: 'PT Anugerah Logam' })
        .click();
      await expect.poll(() => drawer.getByTestId('counterparty-edit').innerText()).toBe('Ubah');
      await screenshot(page, 'counterparty-detail-id', false);
      await page.keyboard.press('Escape');
      await page.getByTestId('language-switch').selectOption('en');
      await expect.poll(() => page.locator('html').getAttribute('lang')).toBe('en');
    });
  });
  it('downloads the import template, imports counterparties from it, and sees them listed; the same file again is refused row by row', () =>
    inPage(async (page) => {
      await signInAt(page, suite.system.url + '/counterparties', suite.owner);
      const template = await downloadTemplate(page, 'counterparties-template');

      await page.getByTestId('import-counterparties').click();
      const file = { name: 'rekanan.csv', buffer: template };
      const dialog = await importInDialog(page, file, 'COMPLETED');
      await expect
        .poll(() => dialog.getByTestId('import-result').innerText())
        .toContain('2 records imported');
      await screenshot(page, 'counterparties-import-done', false);
      await dialog.getByTestId('import-done').click();
      await expect
        .poll(() => page.getByTestId('counterparty-legal-name').allInnerTexts())
        .toEqual(expect.arrayContaining(['PT Sumber Rejeki Abadi', 'Dewi Anggraini']));

      await page.getByTestId('import-counterparties').click();
      const again = await importInDialog(page, file, 'BLOCKED');
      await expect
        .poll(() => again.getByTestId('import-issue').first().innerText())
        .toMatch(/^2\s/);
      await screenshot(page, 'counterparties-import-blocked', false);
    }));
});

import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createOrganizationWithOwner,
  usernameFor,
} from '../../services/account/organizations/service.js';
import { browserSuite, openSignedIn, withPage } from './browser.js';
import { SERVER_ROUND_TRIP } from './rows.js';

const FIRST = 'PT Pertama Beralih';
const SECOND = 'PT Kedua Beralih';
const suite = browserSuite(FIRST);

// The suite's owner makes a second organisation, as someone with an account does: they own both.
beforeAll(async () => {
  await createOrganizationWithOwner(suite.system.account.db, {
    name: SECOND,
    username: `${usernameFor(SECOND)}-${Date.now().toString(36)}`,
    ownerEmail: suite.owner.email,
    ownerPassword: suite.owner.password,
    ownerName: 'Pemilik Uji',
  });
});

const headerName = (page: Page) => page.getByTestId('organization-name').innerText();

/** The header menu's organisations, each with whether it is the chosen one. */
async function menuChoices(page: Page): Promise<string[]> {
  await page.getByTestId('organization-menu').click();
  const items = page.getByTestId('organization-menu-item');
  await items.first().waitFor();
  const choices: string[] = [];
  for (const item of await items.all())
    choices.push(`${await item.innerText()} ${await item.getAttribute('aria-checked')}`);
  await page.keyboard.press('Escape');
  return choices.sort();
}

describe('an owner of two organisations', () => {
  it('when they pick the other in the header’s menu, the app loads afresh in it and the menu marks it; the /o page lists both and switches back', () =>
    withPage(suite.browser, {}, async (page) => {
      await openSignedIn(page, `${suite.system.url}/home`, suite.owner);
      await expect.poll(() => headerName(page), SERVER_ROUND_TRIP).toBe(FIRST);
      expect(await menuChoices(page)).toEqual([`${SECOND} false`, `${FIRST} true`]);

      await page.getByTestId('organization-menu').click();
      await page.getByTestId('organization-menu-item').filter({ hasText: SECOND }).click();
      await expect.poll(() => headerName(page), SERVER_ROUND_TRIP).toBe(SECOND);
      expect(new URL(page.url()).pathname).toBe('/home');
      expect(await menuChoices(page)).toEqual([`${SECOND} true`, `${FIRST} false`]);

      await page.goto(`${suite.system.url}/o`);
      await expect
        .poll(() => page.getByTestId('organization-option').count(), SERVER_ROUND_TRIP)
        .toBe(2);
      expect(
        await page.locator('[data-testid="organization-option"][data-current="true"]').innerText(),
      ).toContain(SECOND);
      await page
        .locator('[data-testid="organization-option"][data-current="false"]')
        .filter({ hasText: FIRST })
        .click();
      await expect.poll(() => headerName(page), SERVER_ROUND_TRIP).toBe(FIRST);
      expect(await menuChoices(page)).toEqual([`${SECOND} false`, `${FIRST} true`]);
    }));
});

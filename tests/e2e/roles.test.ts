import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS } from '../../contracts/account/permissions.js';
import { addMember, addMemberInBuiltInRole, type Credentials } from '../support/factories.js';
import { browserSuite, screenshot, withPage, type PageSteps } from './browser.js';

const ROLES_PATH = '/management/customer/role';

let maker: Credentials;
/** Holds only `roles:read`, in a custom role of their own (so that role has a member). */
let reader: Credentials;

const suite = browserSuite('PT Peran Uji');

beforeAll(async () => {
  maker = await addMemberInBuiltInRole(suite.system, suite.organizationId, 'MAKER');
  reader = await addMember(suite.system, suite.organizationId, ['roles:read']);
});

const inPage = (steps: PageSteps, locale = 'en-US') => withPage(suite.browser, { locale }, steps);

const shot = screenshot;
const rowOf = (page: Page, name: string) =>
  page
    .getByTestId('role-row')
    .filter({ has: page.getByTestId('role-name').getByText(name, { exact: true }) });

describe('roles in the browser: managing roles', () => {
  it('an owner adds the role Kasir with two permissions, sees it listed, edits it and deletes it', () =>
    inPage(async (page) => {
      await suite.signIn(page, suite.owner);
      await page.goto(suite.system.url + ROLES_PATH);
      const rows = page.getByTestId('role-row');
      // The four built-in roles and the reader's own role.
      await expect.poll(() => rows.count()).toBe(5);
      await expect.poll(() => rowOf(page, 'Maker').getByTestId('role-built-in').count()).toBe(1);
      await shot(page, 'roles-en');

      // The search filters by name.
      await page.getByTestId('role-search').fill('appro');
      await expect.poll(() => rows.count()).toBe(2);
      await page.getByTestId('role-search').fill('nothing like it');
      await expect.poll(() => page.getByTestId('roles-empty').count()).toBe(1);
      await page.getByTestId('role-search').fill('');

      // An empty form is refused with the catalogue's messages.
      await page.getByTestId('role-add').click();
      const editor = page.getByTestId('role-editor');
      await editor.waitFor();
      await page.getByTestId('role-save').click();
      await expect.poll(() => editor.innerText()).toContain('This field is required');
      await expect.poll(() => editor.innerText()).toContain('Choose at least one permission.');
      await shot(page, 'role-editor-errors-en');

      await editor.locator('input[name="name"]').fill('Kasir');
      await editor
        .locator('textarea[name="description"]')
        .fill('Mencatat pembayaran masuk di kasir.');
      await page.getByTestId('permission-payments:read').click();
      await page.getByTestId('permission-payments:create').click();
      await expect
        .poll(() => page.getByTestId('permission-area-all-payments').getAttribute('data-state'))
        .toBe('indeterminate');
      await expect
        .poll(() => page.getByTestId('role-permissions-chosen').innerText())
        .toBe(`2 of ${PERMISSIONS.length} chosen`);
      await shot(page, 'role-editor-create-en');
      await page.getByTestId('role-save').click();
      await expect
        .poll(() => page.getByTestId('toast').first().innerText())
        .toContain('Role “Kasir” added');
      await expect.poll(() => rowOf(page, 'Kasir').count()).toBe(1);
      await expect
        .poll(() => rowOf(page, 'Kasir').getByTestId('role-permission-count').innerText())
        .toBe(`2 of ${PERMISSIONS.length}`);
      await expect.poll(() => rows.count()).toBe(6);
      await expect.poll(() => editor.count()).toBe(0);
      await shot(page, 'roles-after-create-en');

      // Editing: the form opens with the role's values; all of Counterparties is added in one click.
      await rowOf(page, 'Kasir').getByTestId('role-open').click();
      await editor.waitFor();
      expect(await editor.locator('input[name="name"]').inputValue()).toBe('Kasir');
      expect(await page.getByTestId('permission-payments:create').getAttribute('data-state')).toBe(
        'checked',
      );
      await editor.locator('input[name="name"]').fill('Kasir Toko');
      await page.getByTestId('permission-area-all-counterparties').click();
      await expect
        .poll(() =>
          page.getByTestId('permission-area-all-counterparties').getAttribute('data-state'),
        )
        .toBe('checked');
      await shot(page, 'role-editor-edit-en');
      await page.getByTestId('role-save').click();
      await expect
        .poll(() => rowOf(page, 'Kasir Toko').getByTestId('role-permission-count').innerText())
        .toBe(`6 of ${PERMISSIONS.length}`);
      await expect.poll(() => editor.count()).toBe(0);

      // Deleting asks first, naming the role.
      await rowOf(page, 'Kasir Toko').getByTestId('role-delete').click();
      const dialog = page.getByTestId('role-delete-dialog');
      await expect.poll(() => dialog.innerText()).toContain('Delete the role “Kasir Toko”?');
      await shot(page, 'role-delete-en');
      await page.getByTestId('role-delete-confirm').click();
      await expect.poll(() => rowOf(page, 'Kasir Toko').count()).toBe(0);
      await expect.poll(() => rows.count()).toBe(5);
      await expect
        .poll(() => page.getByTestId('toast').filter({ hasText: 'deleted' }).count())
        .toBe(1);
    }));

  it('a name already taken lands on the name field; a held role says why it cannot be deleted; a built-in role is read-only', () =>
    inPage(async (page) => {
      await suite.signIn(page, suite.owner);
      await page.goto(suite.system.url + ROLES_PATH);
      await expect.poll(() => page.getByTestId('role-row').count()).toBe(5);

      await page.getByTestId('role-add').click();
      const editor = page.getByTestId('role-editor');
      await editor.locator('input[name="name"]').fill('approver');
      await page.getByTestId('permission-area-all-bills').click();
      await page.getByTestId('role-save').click();
      // The answer lands on the name field, which comes back into view above the long permissions list.
      const nameField = editor
        .locator('[data-invalid]')
        .filter({ has: page.locator('input[name="name"]') });
      await expect
        .poll(() => nameField.innerText())
        .toContain('A role with this name already exists.');
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.getAttribute('name')))
        .toBe('name');
      await shot(page, 'role-editor-name-taken-en');
      await editor.getByRole('button', { name: 'Cancel' }).click();
      await expect.poll(() => editor.count()).toBe(0);

      const held = page.getByTestId('role-row').filter({ hasText: /^Role / });
      await held.getByTestId('role-delete').click();
      const dialog = page.getByTestId('role-delete-dialog');
      await expect
        .poll(() => dialog.getByTestId('role-delete-blocked').innerText())
        .toContain('This role is held by members or offered in open invitations.');
      expect(await page.getByTestId('role-delete-confirm').count()).toBe(0);
      await shot(page, 'role-delete-blocked-en');
      await dialog.getByRole('button', { name: 'Close' }).click();

      await rowOf(page, 'Owner').getByTestId('role-open').click();
      await expect
        .poll(() => page.getByTestId('role-details').innerText())
        .toContain('cannot be changed or deleted');
      expect(await rowOf(page, 'Owner').getByTestId('role-delete').count()).toBe(0);
      expect(await editor.locator('input[name="name"]').count()).toBe(0);
      await shot(page, 'role-details-owner-en');
    }));
});

describe('roles in the browser: languages and permissions', () => {
  it('in Indonesian the list, the editor and the permission labels are translated', () =>
    inPage(async (page) => {
      await suite.signIn(page, suite.owner);
      await page.goto(suite.system.url + ROLES_PATH);
      await expect
        .poll(() => page.getByRole('heading', { name: 'Peran', exact: true }).count())
        .toBeGreaterThan(0);
      await expect.poll(() => page.getByTestId('role-row').count()).toBe(5);
      await shot(page, 'roles-id');
      await page.getByTestId('role-add').click();
      await expect
        .poll(() => page.getByTestId('permission-area-reconciliation').innerText())
        .toContain('Rekonsiliasi otomatis');
      await page.getByTestId('permission-reconciliation:auto-reconcile').click();
      await page.getByTestId('permission-bills:pay').click();
      await shot(page, 'role-editor-id');
      await page.keyboard.press('Escape');
      await rowOf(page, 'Pembuat').getByTestId('role-open').click();
      await expect
        .poll(() => page.getByTestId('role-details').innerText())
        .toContain('Menyiapkan pembayaran, transfer, dan catatan.');
      await shot(page, 'role-details-maker-id');
    }, 'id-ID'));

  it('a member who may only read roles sees them read-only, without Add role or Delete', () =>
    inPage(async (page) => {
      await suite.signIn(page, reader);
      await page.goto(suite.system.url + ROLES_PATH);
      await expect.poll(() => page.getByTestId('role-row').count()).toBe(5);
      expect(await page.getByTestId('role-add').count()).toBe(0);
      expect(await page.getByTestId('role-delete').count()).toBe(0);
      const held = page.getByTestId('role-row').filter({ hasText: /^Role / });
      await expect.poll(() => held.getByTestId('role-open').innerText()).toBe('View');
      await held.getByTestId('role-open').click();
      await expect
        .poll(() => page.getByTestId('role-details').innerText())
        .toContain('changing them needs the permission to manage roles');
      await shot(page, 'role-details-reader-en');
    }));

  it('a Maker, who may not read roles, gets the 403 page and no Add role button', () =>
    inPage(async (page) => {
      await suite.signIn(page, maker);
      await page.goto(suite.system.url + ROLES_PATH);
      await expect.poll(() => page.getByTestId('status-403').count()).toBe(1);
      expect(await page.getByTestId('role-add').count()).toBe(0);
      await shot(page, 'roles-maker-403-en');
    }));
});

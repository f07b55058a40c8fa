import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_ROLES } from '../../contracts/account/permissions.js';
import { addMember, addMemberInBuiltInRole } from '../support/factories.js';
import { signedInClient } from '../support/graphql-client.js';
import {
  browserSuite,
  borrowPage,
  screenshot,
  submitSignIn,
  waitForHome,
  withPage,
  type PageSteps,
} from './browser.js';
import { mailedLink } from '../support/mail.js';

const ORGANIZATION = 'PT Tim Kas Sejahtera';

const suite = browserSuite(ORGANIZATION);

beforeAll(async () => {
  // A custom role that opens a single screen, so the invitee's menu shows exactly what their role allows.
  const client = await signedInClient(suite.system.url, suite.owner);
  const created = await client.request<{ roleCreate: { userErrors: unknown[] } }>(
    'mutation ($input: RoleInput!) { roleCreate(input: $input) { role { id } userErrors { code } } }',
    {
      input: {
        name: 'Kasir',
        description: 'Melihat rekanan.',
        permissions: ['counterparties:read'],
      },
    },
  );
  expect(created.data!.roleCreate.userErrors).toEqual([]);
});

const newPage = (locale = 'en-US') => borrowPage(suite.browser, { locale });
const inPage = (steps: PageSteps, locale = 'en-US') => withPage(suite.browser, { locale }, steps);

async function signIn(page: Page, credentials: { email: string; password: string }) {
  await page.goto(suite.system.url + '/');
  await submitSignIn(page, credentials);
  await waitForHome(page);
}

const shot = screenshot;

/** The sidebar's entries, in order. */
const menuOf = (page: Page) => page.getByTestId('sidebar').locator('a').allInnerTexts();
const rowOf = (page: Page, name: string) =>
  page
    .getByTestId('member-row')
    .filter({ has: page.getByTestId('member-name').getByText(name, { exact: true }) });
const selectedRole = (page: Page) =>
  page
    .getByTestId('member-role-select')
    .evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.text);

async function chooseAction(page: Page, name: string, action: string) {
  await rowOf(page, name).getByTestId('member-actions').click();
  await page.getByTestId(`member-action-${action}`).click();
}

describe('the team in the browser: inviting and roles', () => {
  it('an owner invites someone as Kasir, who joins and sees Kasir’s menu; after Set role to Approver their next page shows the Approver’s menu without signing in again', async () => {
    const email = 'kasir.baru@timkas.co.id';
    const admin = await newPage();
    const invitee = await newPage();
    try {
      const { page } = admin;
      await signIn(page, suite.owner);
      await page.goto(suite.system.url + '/management');
      await expect
        .poll(() => page.getByRole('heading', { name: 'Users', exact: true }).count())
        .toBe(1);
      await expect.poll(() => page.getByTestId('member-row').count()).toBe(1);
      const ownerRow = rowOf(page, 'Pemilik Uji');
      expect(await ownerRow.getByTestId('member-owner').innerText()).toBe('Owner');
      expect(await ownerRow.getByTestId('member-you').innerText()).toBe('You');
      expect(await ownerRow.getByTestId('member-actions').count()).toBe(0);

      // The form's rules use the catalogue's words.
      await page.getByTestId('member-invite').click();
      const dialog = page.getByTestId('member-invite-dialog');
      await dialog.getByTestId('member-role-select').waitFor();
      await expect.poll(() => selectedRole(page)).toBe('Maker');
      const offered = await dialog
        .getByTestId('member-role-select')
        .evaluate((select: HTMLSelectElement) => [...select.options].map((option) => option.text));
      expect(offered).toEqual(['Maker', 'Approver', 'Maker & Approver', 'Kasir']);
      await page.getByTestId('member-invite-submit').click();
      await expect.poll(() => dialog.innerText()).toContain('Email is Required');
      await dialog.locator('input[name="email"]').fill('kasir.baru');
      await page.getByTestId('member-invite-submit').click();
      await expect.poll(() => dialog.innerText()).toContain('Invalid email format');
      await shot(page, 'member-invite-errors-en');

      await dialog.locator('input[name="email"]').fill(email);
      await dialog.getByTestId('member-role-select').selectOption({ label: 'Kasir' });
      await shot(page, 'member-invite-en');
      await page.getByTestId('member-invite-submit').click();
      await expect
        .poll(() => page.getByTestId('toast').first().innerText())
        .toContain(`Invitation sent to ${email}`);
      const invitation = rowOf(page, email);
      await expect.poll(() => invitation.getByTestId('member-status').innerText()).toBe('Invited');
      expect(await invitation.getByTestId('member-role').innerText()).toBe('Kasir');
      expect(await page.getByTestId('member-total').innerText()).toBe('2 people');
      await shot(page, 'members-invited-en');

      // The invitee opens the mailed link in their own browser, joins and skips the authenticator.
      const joining = invitee.page;
      await joining.goto(await mailedLink(suite.system, email, '/invitation'));
      await expect.poll(() => joining.locator('body').innerText()).toContain(ORGANIZATION);
      await joining.locator('input[name="fullName"]').fill('Kasir Baru');
      await joining.locator('input[name="password"]').fill('Rahasia123');
      await joining.locator('input[name="passwordConfirmation"]').fill('Rahasia123');
      await joining.locator('button[type="submit"]').click();
      await joining.getByTestId('invitation-two-factor').waitFor();
      await joining.getByRole('button', { name: 'Skip for now' }).click();
      await waitForHome(joining);
      await expect.poll(() => menuOf(joining)).toEqual(['Home', 'Counterparties', 'Settings']);
      await joining.getByTestId('home').waitFor();
      await expect
        .poll(() => joining.getByTestId('home-quick-link').allInnerTexts())
        .toEqual(['Counterparties']);
      expect(await joining.getByTestId('home-invite-card').count()).toBe(0);
      await shot(joining, 'home-kasir-en');

      // The owner sees them joined, and gives them the Approver role.
      await page.reload();
      const joined = rowOf(page, 'Kasir Baru');
      await expect.poll(() => joined.getByTestId('member-status').innerText()).toBe('Active');
      expect(await joined.getByTestId('member-email').innerText()).toBe(email);
      await chooseAction(page, 'Kasir Baru', 'setRole');
      const roleDialog = page.getByTestId('member-role-dialog');
      await roleDialog.getByTestId('member-role-select').waitFor();
      await expect.poll(() => selectedRole(page)).toBe('Kasir');
      await roleDialog.getByTestId('member-role-select').selectOption({ label: 'Approver' });
      await shot(page, 'member-set-role-en');
      await page.getByTestId('member-role-save').click();
      await expect
        .poll(() => page.getByTestId('toast').first().innerText())
        .toContain('Kasir Baru now has the role Approver');
      await expect.poll(() => joined.getByTestId('member-role').innerText()).toBe('Approver');
      await shot(page, 'members-after-set-role-en');

      // The invitee's next page carries the new role: the wider menu, still signed in.
      await joining.getByTestId('sidebar').getByRole('link', { name: 'Counterparties' }).click();
      await joining.waitForURL('**/counterparties');
      await joining.getByTestId('sidebar').getByRole('link', { name: 'Home' }).click();
      await expect.poll(() => menuOf(joining)).toContain('Payments');
      expect(await menuOf(joining)).toEqual(
        expect.arrayContaining([
          'Home',
          'Balances',
          'Counterparties',
          'Payments',
          'Transfers',
          'Settings',
        ]),
      );
      await expect
        .poll(() => joining.getByTestId('home-quick-link').allInnerTexts())
        .toContain('Balances');
      await shot(joining, 'home-approver-en');
      await joining.reload();
      await expect.poll(() => menuOf(joining)).toContain('Payments');
      expect(joining.url()).toContain('/home');
    } finally {
      await admin.release();
      await invitee.release();
    }
  });
});

describe('the team in the browser: a member’s lifecycle', () => {
  it('an owner deactivates and activates, removes and reactivates a member, and resends and cancels an invitation; each asks first', async () => {
    const maker = await addMemberInBuiltInRole(suite.system, suite.organizationId, 'MAKER');
    const makerName = 'Anggota MAKER';
    await inPage(async (page) => {
      await signIn(page, suite.owner);
      await page.goto(suite.system.url + '/settings/team-members');
      await expect
        .poll(() => page.getByRole('heading', { name: 'Team members', exact: true }).count())
        .toBe(1);
      const row = rowOf(page, makerName);
      await expect.poll(() => row.getByTestId('member-status').innerText()).toBe('Active');
      expect(await row.getByTestId('member-email').innerText()).toBe(maker.email);

      await row.getByTestId('member-actions').click();
      await expect
        .poll(() => page.getByTestId('member-actions-menu').innerText())
        .toMatch(/Set role\s+Deactivate\s+Remove/);
      await shot(page, 'member-actions-menu-en');
      await page.getByTestId('member-action-deactivate').click();
      const dialog = page.getByTestId('member-action-dialog');
      await expect
        .poll(() => dialog.innerText())
        .toContain('loses access to this organisation at once');
      await shot(page, 'member-deactivate-en');
      await page.getByTestId('member-action-confirm').click();
      await expect.poll(() => row.getByTestId('member-status').innerText()).toBe('Deactivated');
      await expect
        .poll(() => page.getByTestId('toast').first().innerText())
        .toContain(`${makerName} deactivated`);

      await chooseAction(page, makerName, 'activate');
      await page.getByTestId('member-action-confirm').click();
      await expect.poll(() => row.getByTestId('member-status').innerText()).toBe('Active');

      await chooseAction(page, makerName, 'remove');
      await expect.poll(() => dialog.innerText()).toContain('they show as Removed');
      await page.getByTestId('member-action-confirm').click();
      await expect.poll(() => row.getByTestId('member-status').innerText()).toBe('Removed');
      await row.getByTestId('member-actions').click();
      await expect
        .poll(async () => (await page.getByTestId('member-actions-menu').innerText()).trim())
        .toBe('Reactivate');
      await page.getByTestId('member-action-reactivate').click();
      await page.getByTestId('member-action-confirm').click();
      await expect.poll(() => row.getByTestId('member-status').innerText()).toBe('Active');
      expect(await row.getByTestId('member-role').innerText()).toBe('Maker');

      // An invitation made elsewhere: resent, then cancelled (it leaves the list).
      const client = await signedInClient(suite.system.url, suite.owner);
      const email = 'calon.anggota@timkas.co.id';
      await client.request(
        'mutation ($i: MemberInviteInput!) { memberInvite(input: $i) { userErrors { code } } }',
        {
          i: { email },
        },
      );
      await page.reload();
      const invitation = rowOf(page, email);
      await expect.poll(() => invitation.getByTestId('member-status').innerText()).toBe('Invited');
      await chooseAction(page, email, 'resend');
      await expect.poll(() => dialog.innerText()).toContain('The link sent earlier stops working');
      await page.getByTestId('member-action-confirm').click();
      await expect
        .poll(() =>
          page
            .getByTestId('toast')
            .filter({ hasText: `Invitation sent again to ${email}` })
            .count(),
        )
        .toBe(1);

      // The filters: Invited only, then a search that matches nobody.
      await page.getByTestId('member-status-filter').selectOption('INVITED');
      await expect.poll(() => page.getByTestId('member-row').count()).toBe(1);
      await page.getByTestId('member-status-filter').selectOption('ALL');
      await page.getByTestId('member-search').fill('tidak ada orang ini');
      await expect.poll(() => page.getByTestId('members-empty').count()).toBe(1);
      await shot(page, 'members-empty-search-en');
      await page.getByRole('button', { name: 'Clear filters' }).click();
      await expect.poll(() => invitation.count()).toBe(1);

      const before = await page.getByTestId('member-row').count();
      await chooseAction(page, email, 'cancel');
      await shot(page, 'member-cancel-invitation-en');
      await page.getByTestId('member-action-confirm').click();
      await expect.poll(() => invitation.count()).toBe(0);
      expect(await page.getByTestId('member-row').count()).toBe(before - 1);
      await expect
        .poll(() =>
          page
            .getByTestId('toast')
            .filter({ hasText: `Invitation to ${email} cancelled` })
            .count(),
        )
        .toBe(1);
      await shot(page, 'team-members-en');
    });
  });

  it('a deactivated member’s open session ends at once: their next page goes to the signed-out notice', async () => {
    const member = await addMemberInBuiltInRole(suite.system, suite.organizationId, 'APPROVER');
    const session = await newPage();
    const admin = await newPage();
    try {
      await signIn(session.page, member);

      await signIn(admin.page, suite.owner);
      await admin.page.goto(suite.system.url + '/management');
      await chooseAction(admin.page, 'Anggota APPROVER', 'deactivate');
      await admin.page.getByTestId('member-action-confirm').click();
      await expect
        .poll(() => rowOf(admin.page, 'Anggota APPROVER').getByTestId('member-status').innerText())
        .toBe('Deactivated');

      // Their next page finds the session ended: the sign-in page says so.
      await session.page
        .getByTestId('sidebar')
        .getByRole('link', { name: 'Counterparties' })
        .click();
      await session.page.locator('input[name="email"]').waitFor();
      await expect
        .poll(() => session.page.locator('body').innerText())
        .toContain('Your session has expired. Please sign in again.');
      expect(new URL(session.page.url()).pathname).toBe('/');
      await shot(session.page, 'deactivated-session-ended-en');
    } finally {
      await session.release();
      await admin.release();
    }
  });
});

describe('the team in the browser: languages and Home', () => {
  it('in Indonesian the team list, its dialogs and Home are translated', () =>
    inPage(async (page) => {
      await signIn(page, suite.owner);
      await page.goto(suite.system.url + '/settings/team-members');
      await expect
        .poll(() => page.getByRole('heading', { name: 'Anggota tim', exact: true }).count())
        .toBe(1);
      await expect
        .poll(() => rowOf(page, 'Pemilik Uji').getByTestId('member-owner').innerText())
        .toBe('Pemilik');
      await expect
        .poll(() => rowOf(page, 'Anggota MAKER').getByTestId('member-status').innerText())
        .toBe('Aktif');
      await shot(page, 'team-members-id');
      await chooseAction(page, 'Anggota MAKER', 'remove');
      await expect
        .poll(() => page.getByTestId('member-action-dialog').innerText())
        .toContain('Keluarkan Anggota MAKER?');
      await shot(page, 'member-remove-id');
      await page.getByRole('button', { name: 'Batal' }).click();

      await page.goto(suite.system.url + '/management');
      await expect
        .poll(() => page.getByRole('heading', { name: 'Pengguna', exact: true }).count())
        .toBe(1);
      await page.getByTestId('member-invite').click();
      const dialog = page.getByTestId('member-invite-dialog');
      await dialog.getByTestId('member-role-select').waitFor();
      await page.getByTestId('member-invite-submit').click();
      await expect.poll(() => dialog.innerText()).toContain('Email wajib diisi');
      await shot(page, 'member-invite-id');
      await page.keyboard.press('Escape');

      await page.goto(suite.system.url + '/home');
      await expect
        .poll(() => page.getByTestId('home').innerText())
        .toContain('Selamat datang, Pemilik Uji');
      await expect
        .poll(() => page.getByTestId('home-invite-card').innerText())
        .toContain('Undang pengguna');
      await shot(page, 'home-owner-id');
      await page.getByTestId('home-invite').click();
      await page.getByTestId('member-invite-dialog').getByTestId('member-role-select').waitFor();
      await shot(page, 'home-invite-dialog-id');
    }, 'id-ID'));

  it('the owner’s Home in English offers Invite a user and shortcuts to every screen', () =>
    inPage(async (page) => {
      await signIn(page, suite.owner);
      await page.goto(suite.system.url + '/home');
      await expect
        .poll(() => page.getByTestId('home').innerText())
        .toContain('Welcome, Pemilik Uji');
      await expect
        .poll(() => page.getByTestId('home').innerText())
        .toContain(`You’re working in ${ORGANIZATION} as Owner.`);
      await page.getByTestId('home-invite').click();
      const dialog = page.getByTestId('member-invite-dialog');
      await dialog.getByTestId('member-role-select').waitFor();
      await dialog.locator('input[name="email"]').fill('dari.beranda@timkas.co.id');
      await page.getByTestId('member-invite-submit').click();
      await expect
        .poll(() => page.getByTestId('toast').first().innerText())
        .toContain('Invitation sent to dari.beranda@timkas.co.id');
      await shot(page, 'home-owner-en');
    }));
});

describe('the team in the browser: what each permission shows', () => {
  it('a member who may read but not manage members sees the list without Invite or row menus', async () => {
    const reader = await addMember(suite.system, suite.organizationId, ['members:read']);
    await inPage(async (page) => {
      await signIn(page, reader);
      await page.goto(suite.system.url + '/management');
      await expect.poll(() => page.getByTestId('member-row').count()).toBeGreaterThan(2);
      expect(await page.getByTestId('member-invite').count()).toBe(0);
      expect(await page.getByTestId('member-actions').count()).toBe(0);
      await expect.poll(() => rowOf(page, 'Anggota Uji').getByTestId('member-you').count()).toBe(1);
      await shot(page, 'members-reader-en');
    });
  });

  it('a member who manages members but may not read roles invites in the default role and is not offered Set role', async () => {
    // It holds what a Maker holds: nobody invites into a role with a permission they lack.
    const manager = await addMember(suite.system, suite.organizationId, [
      'members:read',
      'members:manage',
      ...BUILT_IN_ROLES.MAKER.permissions,
    ]);
    await inPage(async (page) => {
      await signIn(page, manager);
      await page.goto(suite.system.url + '/management');
      await rowOf(page, 'Anggota MAKER').getByTestId('member-actions').click();
      await expect
        .poll(() => page.getByTestId('member-actions-menu').innerText())
        .toMatch(/^\s*Deactivate\s+Remove\s*$/);
      await page.keyboard.press('Escape');
      await page.getByTestId('member-invite').click();
      const dialog = page.getByTestId('member-invite-dialog');
      await expect
        .poll(() => dialog.getByTestId('member-invite-default-role').innerText())
        .toContain('Maker');
      expect(await dialog.getByTestId('member-role-select').count()).toBe(0);
      await dialog.locator('input[name="email"]').fill('tanpa.peran@timkas.co.id');
      await page.getByTestId('member-invite-submit').click();
      const invitation = rowOf(page, 'tanpa.peran@timkas.co.id');
      await expect.poll(() => invitation.getByTestId('member-role').innerText()).toBe('Maker');
      await shot(page, 'members-manager-without-roles-en');
    });
  });

  it('a member who may not read members gets the 403 page at /management', async () => {
    const cashier = await addMember(suite.system, suite.organizationId, ['counterparties:read']);
    await inPage(async (page) => {
      await signIn(page, cashier);
      await page.goto(suite.system.url + '/management');
      await expect.poll(() => page.getByTestId('status-403').count()).toBe(1);
    });
  });
});

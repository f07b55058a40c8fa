import Decimal from 'decimal.js';
import type { Kysely, Updateable } from 'kysely';
import { changesBetween, describeActivity, recordActivityBy } from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { normaliseTaxNumber } from '../../kit/text.js';
import type { AccountDatabase } from '../db-types.js';
import { hashPassword } from '../passwords.js';
import { checkPasswordPolicy } from '../passwords/policy.js';
import {
  findOrganizationRow,
  insertBuiltInRoles,
  insertOrganization,
  insertUser,
  joinOrganization,
  lockOrganizationRow,
  updateOrganizationRow,
  usernameTaken,
  type OrganizationRow,
} from './repository.js';
import { findUserIdByEmail } from '../users/repository.js';
import { compareAmounts, parseWrittenAmount } from '../../../formats/amount.js';
import { npwp16 } from '../../../formats/coretax.js';
import {
  CREDIT_LIMIT_MAX,
  NUMBER_PREFIX_MAX,
  PAYMENT_TERM_MAX_DAYS,
  TEXT_MAX,
  type ControlsBody,
  type OrdersSettingsBody,
  type OrganizationProfileBody,
  type OrganizationProfileResponse,
  type OrganizationSettingsResponse,
} from '../../../contracts/account/organizations.js';
import type {
  ApiCostSettingsBody,
  ApiCostSettingsResponse,
} from '../../../contracts/account/api-cost.js';
import type { CostBucketDefaults } from '../api-cost/service.js';
import type { TwoFactorService } from '../two-factor/service.js';
import { organizationErrors } from './errors.js';

export { NUMBER_PREFIX_MAX, organizationErrors, PAYMENT_TERM_MAX_DAYS, TEXT_MAX };

export type NewOrganization = {
  name: string;
  username?: string;
  ownerEmail: string;
  ownerPassword: string;
  ownerName?: string;
};

/** Turns a company name into a unique-looking handle: "PT Sinar Jaya" → "pt-sinar-jaya". */
export function usernameFor(name: string): string {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'organization'
  );
}

/**
 * Creates an organisation with its default roles and its owner, in one
 * transaction. An existing user (same email) becomes the owner without a new
 * password; a new one must satisfy the password rule.
 */
export async function createOrganizationWithOwner(
  db: Kysely<AccountDatabase>,
  input: NewOrganization,
) {
  const name = input.name.trim();
  if (!name) throw organizationErrors.nameRequired();
  if (name.length > TEXT_MAX) throw organizationErrors.tooLong('name');
  if (!input.ownerEmail.includes('@')) throw organizationErrors.invalidEmail('ownerEmail');
  const username = input.username ?? usernameFor(name);
  return db.transaction().execute(async (trx) => {
    if (await usernameTaken(trx, username)) throw organizationErrors.usernameTaken(username);
    const organization = await insertOrganization(trx, name, username);
    const roles = await insertBuiltInRoles(trx, organization.id);
    const ownerRole = roles.find((role) => role.name === 'owner')!;
    let user = await findUserIdByEmail(trx, input.ownerEmail.trim());
    if (!user) {
      checkPasswordPolicy(input.ownerPassword, 'ownerPassword');
      user = await insertUser(trx, {
        email: input.ownerEmail.trim(),
        passwordHash: await hashPassword(input.ownerPassword),
        fullName: input.ownerName?.trim() || input.ownerEmail.split('@')[0]!,
      });
    }
    await joinOrganization(trx, organization.id, user.id, ownerRole.id);
    return { organization, owner: user, roles };
  });
}

/** Trimmed text, or null when nothing is left. */
function optionalText(value: string | null | undefined): string | null {
  const text = value?.trim() ?? '';
  return text === '' ? null : text;
}

function limited(value: string | null | undefined, field: string): string | null {
  const text = optionalText(value);
  if (text !== null && text.length > TEXT_MAX) throw organizationErrors.tooLong(field);
  return text;
}

/**
 * An Indonesian phone number in E.164 (`+62…`), from `+62`, `62` or a leading
 * `0`, ignoring spaces, dashes and brackets: 8 to 13 digits after the country
 * code, the first not 0. Null when empty; U-ACC-ORG-8 otherwise.
 *
 * @example normalizePhone('0812-3456-7890') === '+6281234567890'
 */
export function normalizePhone(value: string | null | undefined): string | null {
  const text = optionalText(value);
  if (text === null) return null;
  const compact = text.replace(/[\s().-]/g, '');
  const national = compact.startsWith('+62')
    ? compact.slice(3)
    : compact.startsWith('62')
      ? compact.slice(2)
      : compact.startsWith('0')
        ? compact.slice(1)
        : null;
  if (national === null || !/^[1-9]\d{7,12}$/.test(national)) throw organizationErrors.phone();
  return `+62${national}`;
}

const TIME_ZONES = new Set(Intl.supportedValuesOf('timeZone'));

/** Whether the runtime knows the IANA time zone (the list `Intl.supportedValuesOf('timeZone')` gives). */
export function isKnownTimeZone(value: string): boolean {
  return TIME_ZONES.has(value);
}

const NUMBER_PREFIX = new RegExp(`^[A-Za-z0-9/._-]{1,${NUMBER_PREFIX_MAX}}$`);

/** Checks and tidies a company profile; the first broken rule throws its code, naming the field. */
export function checkOrganizationProfile(body: OrganizationProfileBody) {
  const name = body.name.trim();
  if (!name) throw organizationErrors.nameRequired();
  if (name.length > TEXT_MAX) throw organizationErrors.tooLong('name');
  const legalName = limited(body.legalName, 'legalName');
  const taxNumber = normaliseTaxNumber(body.taxNumber, organizationErrors.taxNumber);
  const street = limited(body.address?.street, 'address.street');
  const city = limited(body.address?.city, 'address.city');
  const province = limited(body.address?.province, 'address.province');
  const postalCode = optionalText(body.address?.postalCode);
  if (postalCode !== null && !/^\d{5}$/.test(postalCode)) throw organizationErrors.postalCode();
  const phone = normalizePhone(body.phone);
  const email = limited(body.email, 'email');
  if (email !== null && !email.includes('@')) throw organizationErrors.invalidEmail('email');
  if (!isKnownTimeZone(body.timeZone)) throw organizationErrors.timeZone();
  return {
    name,
    legal_name: legalName,
    tax_number: taxNumber,
    address_street: street,
    address_city: city,
    address_province: province,
    address_postal_code: postalCode,
    phone,
    email,
    time_zone: body.timeZone,
    default_currency: body.defaultCurrency,
  };
}

/**
 * The default credit limit as the API takes it, a decimal string (`"50000000.00"`,
 * `"0"`, `"1500.5"`), in its canonical form with two decimals: 0 or more, at
 * most two decimals, at most CREDIT_LIMIT_MAX. U-ACC-ORG-12 otherwise. No
 * thousands separators here: the form reads what a person writes and sends
 * the canonical string.
 *
 * @example creditLimitOf('50000000') === '50000000.00'
 */
export function creditLimitOf(text: string): string {
  return settingAmountOf(text, organizationErrors.creditLimit);
}

/** An amount setting in its canonical form (two decimals, 0 up to CREDIT_LIMIT_MAX); `refusal` otherwise. */
function settingAmountOf(text: string, refusal: () => Error): string {
  const value = text.trim();
  const amount = /^\d+(\.\d{1,2})?$/.test(value) ? parseWrittenAmount(value) : null;
  if (amount === null || compareAmounts(amount, CREDIT_LIMIT_MAX) > 0) throw refusal();
  return amount;
}

/**
 * The purchase orders' approval settings as given: a field left out keeps
 * its value; the threshold, when given, is an amount as the default credit
 * limit is (U-ACC-ORG-14 otherwise), or null for every order.
 */
function purchaseOrderApprovalOf(body: OrdersSettingsBody) {
  const threshold = body.purchaseOrderApprovalThreshold;
  return {
    ...(body.purchaseOrderApprovalRequired === undefined
      ? {}
      : { purchase_order_approval_required: body.purchaseOrderApprovalRequired }),
    ...(threshold === undefined
      ? {}
      : {
          purchase_order_approval_threshold:
            threshold === null || threshold.trim() === ''
              ? null
              : settingAmountOf(threshold, organizationErrors.purchaseOrderApprovalThreshold),
        }),
  };
}

/** A bill tolerance as given: a percentage of 0 to 100 with at most two decimals (U-INV-PO-9 on its field otherwise). */
function tolerancePercentOf(text: string, field: 'billQuantityTolerance' | 'billPriceTolerance') {
  const value = text.trim();
  if (!/^\d{1,3}(\.\d{1,2})?$/.test(value) || new Decimal(value).gt(100))
    throw organizationErrors.billTolerance(field);
  return new Decimal(value).toFixed(2);
}

/** The three-way match's tolerances as given; one left out keeps its value. */
function billTolerancesOf(body: OrdersSettingsBody) {
  return {
    ...(body.billQuantityTolerance === undefined
      ? {}
      : {
          bill_quantity_tolerance: tolerancePercentOf(
            body.billQuantityTolerance,
            'billQuantityTolerance',
          ),
        }),
    ...(body.billPriceTolerance === undefined
      ? {}
      : {
          bill_price_tolerance: tolerancePercentOf(body.billPriceTolerance, 'billPriceTolerance'),
        }),
  };
}

/** Checks and tidies the orders settings; the first broken rule throws its code, naming the field. */
export function checkOrdersSettings(body: OrdersSettingsBody) {
  const term = body.defaultPaymentTermDays;
  if (!Number.isInteger(term) || term < 0 || term > PAYMENT_TERM_MAX_DAYS)
    throw organizationErrors.paymentTerm();
  const invoiceNumberPrefix = body.invoiceNumberPrefix.trim();
  if (!NUMBER_PREFIX.test(invoiceNumberPrefix))
    throw organizationErrors.numberPrefix('invoiceNumberPrefix');
  const salesOrderNumberPrefix = body.salesOrderNumberPrefix.trim();
  if (!NUMBER_PREFIX.test(salesOrderNumberPrefix))
    throw organizationErrors.numberPrefix('salesOrderNumberPrefix');
  return {
    default_payment_term_days: term,
    invoice_number_prefix: invoiceNumberPrefix,
    sales_order_number_prefix: salesOrderNumberPrefix,
    sales_order_approval_required: body.salesOrderApprovalRequired,
    ...(body.creditMemoApprovalRequired === undefined
      ? {}
      : { credit_memo_approval_required: body.creditMemoApprovalRequired }),
    ...purchaseOrderApprovalOf(body),
    ...billTolerancesOf(body),
    default_credit_limit: creditLimitOf(body.defaultCreditLimit),
    default_billing_cycle: body.defaultBillingCycle,
  };
}

const toProfile = (row: OrganizationRow): OrganizationProfileResponse => ({
  id: row.id,
  name: row.name,
  legalName: row.legal_name,
  taxNumber: row.tax_number,
  address: {
    street: row.address_street,
    city: row.address_city,
    province: row.address_province,
    postalCode: row.address_postal_code,
  },
  phone: row.phone,
  email: row.email,
  timeZone: row.time_zone,
  defaultCurrency: row.default_currency as OrganizationProfileResponse['defaultCurrency'],
});

/** The organisation as `GET /me` shows it (OrganizationResponse), from its row. */
export const toOrganizationResponse = (row: OrganizationRow) => ({
  id: row.id,
  name: row.name,
  username: row.username,
  timeZone: row.time_zone,
  defaultCurrency: row.default_currency,
  twoFactorRequired: row.two_factor_required,
  selfApprovalAllowed: row.self_approval_allowed,
  transfersActive: row.transfers_active,
  paymentsActive: row.payments_active,
  balanceShortfallRefused: row.balance_shortfall_refused,
});

const toSettings = (row: OrganizationRow): OrganizationSettingsResponse => ({
  organizationId: row.id,
  timeZone: row.time_zone,
  defaultCurrency: row.default_currency as OrganizationSettingsResponse['defaultCurrency'],
  twoFactorRequired: row.two_factor_required,
  selfApprovalAllowed: row.self_approval_allowed,
  transfersActive: row.transfers_active,
  paymentsActive: row.payments_active,
  balanceShortfallRefused: row.balance_shortfall_refused,
  orders: {
    defaultPaymentTermDays: row.default_payment_term_days,
    invoiceNumberPrefix: row.invoice_number_prefix,
    salesOrderNumberPrefix: row.sales_order_number_prefix,
    salesOrderApprovalRequired: row.sales_order_approval_required,
    creditMemoApprovalRequired: row.credit_memo_approval_required,
    purchaseOrderApprovalRequired: row.purchase_order_approval_required,
    purchaseOrderApprovalThreshold: row.purchase_order_approval_threshold,
    billQuantityTolerance: row.bill_quantity_tolerance,
    billPriceTolerance: row.bill_price_tolerance,
    defaultCreditLimit: row.default_credit_limit,
    defaultBillingCycle: row.default_billing_cycle,
  },
  seller: {
    name: row.name,
    legalName: row.legal_name,
    taxNumber: row.tax_number,
    nitku: headOfficeNitku(row.tax_number),
    address: addressLine(row),
  },
});

/**
 * The head office's NITKU (Nomor Identitas Tempat Kegiatan Usaha): the NPWP as
 * Coretax's 16 digits followed by the place of business 000000, as Odoo's
 * Coretax export writes the company's `SellerIDTKU` (`vat + (l10n_id_tku or
 * '000000')`, the TKU "left empty for headquarters":
 * https://github.com/odoo/odoo/blob/18.0/addons/l10n_id_efaktur_coretax/models/account_move.py
 * and models/res_partner.py).
 */
function headOfficeNitku(taxNumber: string | null): string | null {
  const tin = taxNumber ? npwp16(taxNumber) : null;
  return tin ? `${tin}000000` : null;
}

/** The company profile's address on one line, as a letterhead bears it; null when it has none. */
function addressLine(row: OrganizationRow): string | null {
  const postal = [row.address_province, row.address_postal_code].filter(Boolean).join(' ');
  const parts = [row.address_street, row.address_city, postal].filter(Boolean);
  return parts.length > 0 ? parts.join(', ') : null;
}

/**
 * The settings of the caller's organisation: its controls, company profile
 * and orders defaults, all on its `organizations` row. Reading the rules is
 * open to every member (other services apply them); the company profile
 * needs `settings:read`; every change needs `settings:manage` and touches
 * only the fields it names.
 */
export class OrganizationSettingsService {
  constructor(
    private readonly db: Kysely<AccountDatabase>,
    /** Checks the second factor that loosening the self-approval control needs. */
    private readonly twoFactor: Pick<TwoFactorService, 'verifyForTransaction'>,
    /** The GraphQL cost buckets of an organisation that set none of its own. */
    private readonly costDefaults: CostBucketDefaults,
  ) {}

  private async row(organizationId: string): Promise<OrganizationRow> {
    const row = await findOrganizationRow(this.db, organizationId);
    if (!row) throw new Error('the organisation of a valid token does not exist');
    return row;
  }

  async organization(auth: AccessClaims) {
    return toOrganizationResponse(await this.row(auth.org));
  }

  async settings(auth: AccessClaims): Promise<OrganizationSettingsResponse> {
    return toSettings(await this.row(auth.org));
  }

  /**
   * Changes the controls a request names. Letting makers approve their own
   * payments and transfers needs a current authenticator code of the member
   * (never an API key), counted by their lockout before it is checked;
   * tightening needs none. Without a code, `selfApprovalAllowed: true` leaves
   * the control as it is, so a switch-off at the same moment is not undone.
   */
  async updateControls(auth: AccessClaims, body: ControlsBody, ip: string | null = null) {
    requirePermission(auth, 'settings:manage');
    let loosened = false;
    if (body.selfApprovalAllowed === true && !(await this.row(auth.org)).self_approval_allowed) {
      if (auth.kind === 'api_key' || !body.code)
        throw organizationErrors.selfApprovalCodeRequired();
      await this.twoFactor.verifyForTransaction(auth.sub, 'AUTHENTICATOR_APP', body.code, ip);
      loosened = true;
    }
    const values = {
      ...(body.twoFactorRequired === undefined
        ? {}
        : { two_factor_required: body.twoFactorRequired }),
      ...(body.selfApprovalAllowed === false || loosened
        ? { self_approval_allowed: body.selfApprovalAllowed }
        : {}),
      ...(body.transfersActive === undefined ? {} : { transfers_active: body.transfersActive }),
      ...(body.paymentsActive === undefined ? {} : { payments_active: body.paymentsActive }),
      ...(body.balanceShortfallRefused === undefined
        ? {}
        : { balance_shortfall_refused: body.balanceShortfallRefused }),
    };
    const row =
      Object.keys(values).length > 0
        ? await this.change(auth, values, 'CONTROLS_CHANGED')
        : await this.row(auth.org);
    return toOrganizationResponse(row);
  }

  async profile(auth: AccessClaims): Promise<OrganizationProfileResponse> {
    requirePermission(auth, 'settings:read');
    return toProfile(await this.row(auth.org));
  }

  async updateProfile(
    auth: AccessClaims,
    body: OrganizationProfileBody,
  ): Promise<OrganizationProfileResponse> {
    requirePermission(auth, 'settings:manage');
    return toProfile(
      await this.change(auth, checkOrganizationProfile(body), 'COMPANY_PROFILE_CHANGED'),
    );
  }

  async updateOrders(
    auth: AccessClaims,
    body: OrdersSettingsBody,
  ): Promise<OrganizationSettingsResponse> {
    requirePermission(auth, 'settings:manage');
    return toSettings(
      await this.change(auth, checkOrdersSettings(body), 'ORDERS_SETTINGS_CHANGED'),
    );
  }

  /** The GraphQL API's cost buckets as they apply to the organisation (needs settings:read). */
  async apiCost(auth: AccessClaims): Promise<ApiCostSettingsResponse> {
    requirePermission(auth, 'settings:read');
    return this.toApiCost(await this.row(auth.org));
  }

  /** Sets the organisation's own cost buckets, or (null) goes back to the defaults (needs settings:manage). */
  async updateApiCost(
    auth: AccessClaims,
    body: ApiCostSettingsBody,
  ): Promise<ApiCostSettingsResponse> {
    requirePermission(auth, 'settings:manage');
    const values = {
      ...(body.apiKeys === undefined
        ? {}
        : {
            api_key_cost_bucket_size: body.apiKeys?.bucketSize ?? null,
            api_key_cost_restore_rate: body.apiKeys?.restoreRate ?? null,
          }),
      ...(body.sessions === undefined
        ? {}
        : {
            session_cost_bucket_size: body.sessions?.bucketSize ?? null,
            session_cost_restore_rate: body.sessions?.restoreRate ?? null,
          }),
    };
    const row =
      Object.keys(values).length > 0
        ? await this.change(auth, values, 'API_COST_SETTINGS_CHANGED')
        : await this.row(auth.org);
    return this.toApiCost(row);
  }

  private toApiCost(row: OrganizationRow): ApiCostSettingsResponse {
    const bucket = (size: number | null, rate: number | null, kind: keyof CostBucketDefaults) => ({
      bucketSize: size ?? this.costDefaults[kind].size,
      restoreRate: rate ?? this.costDefaults[kind].rate,
      custom: size !== null || rate !== null,
    });
    return {
      apiKeys: bucket(row.api_key_cost_bucket_size, row.api_key_cost_restore_rate, 'api_key'),
      sessions: bucket(row.session_cost_bucket_size, row.session_cost_restore_rate, 'session'),
    };
  }

  /** Changes the organisation's row and records what changed, before and after, in the activity log. */
  private change(
    auth: AccessClaims,
    values: Updateable<AccountDatabase['organizations']>,
    message:
      | 'CONTROLS_CHANGED'
      | 'COMPANY_PROFILE_CHANGED'
      | 'ORDERS_SETTINGS_CHANGED'
      | 'API_COST_SETTINGS_CHANGED',
  ): Promise<OrganizationRow> {
    return this.db.transaction().execute(async (trx) => {
      const before = await lockOrganizationRow(trx, auth.org);
      const after = await updateOrganizationRow(trx, auth.org, values);
      const fields = Object.keys(values) as (keyof OrganizationRow & string)[];
      const changes = changesBetween(before, after, fields).map((change) => ({
        ...change,
        field: change.field.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase()),
      }));
      if (changes.length > 0) {
        await recordActivityBy(trx, auth, {
          entity: 'ORGANIZATION',
          entityId: auth.org,
          action: 'UPDATED',
          description: describeActivity(message),
          changes,
        });
      }
      return after;
    });
  }
}

import type {
  CustomerAddress,
  CustomerProfile,
  CustomerType,
} from '../../../contracts/invoicing/customers.js';
import {
  nibIssue,
  nikIssue,
  npwpDigits,
  npwpIssue,
  phoneIssue,
  toInternationalPhone,
} from '../../../formats/indonesia.js';
import { isEmail } from '../../../formats/email.js';
import { checkEach } from '../../kit/errors.js';
import { normaliseOptionalName } from '../../kit/text.js';
import type { RegionService } from '../regions/service.js';
import { customerErrors as errors } from './errors.js';

/** The customer's identity as a form gives it: who, how reached, and the profile's sections. */
export type CustomerData = {
  type: CustomerType;
  name: string | null;
  phone: string | null;
  profile: CustomerProfile;
};

/** Which of the profile's fields each type is asked (contracts/invoicing/customers.ts documents the same). */
const ASKED: Record<CustomerType, ReadonlySet<string>> = {
  INDIVIDUAL: new Set(['owner.nik', 'tax.taxNumber', 'finance', 'invoiceDelivery']),
  INDIVIDUAL_B2B: new Set(['business', 'owner.nik', 'tax', 'finance', 'invoiceDelivery']),
  COMPANY: new Set(['business', 'owner', 'tax', 'directors', 'finance', 'invoiceDelivery']),
};

/** What each type must give before its customer data step is complete, by field path. */
const REQUIRED: Record<CustomerType, readonly string[]> = {
  INDIVIDUAL: ['owner.nik'],
  INDIVIDUAL_B2B: [
    'owner.nik',
    'business.nib',
    'tax.taxStatus',
    'tax.taxNumber',
    'finance.bankName',
    'finance.accountNumber',
    'finance.accountName',
  ],
  COMPANY: [
    'business.nib',
    'owner.picName',
    'owner.picEmail',
    'owner.picPhone',
    'tax.taxStatus',
    'tax.taxNumber',
    'finance.bankName',
    'finance.accountNumber',
    'finance.accountName',
    'invoiceDelivery.financeContactName',
    'invoiceDelivery.financeContactEmail',
  ],
};

const DATA_SECTIONS = ['business', 'owner', 'tax', 'finance', 'invoiceDelivery'] as const;
type DataSection = (typeof DATA_SECTIONS)[number];

const asked = (type: CustomerType, section: string, field?: string) =>
  ASKED[type].has(section) || (field !== undefined && ASKED[type].has(`${section}.${field}`));

/**
 * The customer data step's sections after the rules: text trimmed and
 * normalised (NIK, NPWP and NIB as digits, phones as +62…), empty values
 * dropped, each value checked by the Indonesian rules; a field the type is
 * not asked refuses naming its path. With `complete`, the fields the type
 * requires must be there. The faults are thrown together, each naming its field.
 */
export function checkCustomerData(
  data: CustomerData,
  regions: RegionService,
  { complete, today }: { complete: boolean; today?: string },
): CustomerData {
  const { type } = data;
  // The name, the phone, the profile's values and what it lacks are refused together, each on its field.
  const [name, phone, profile] = checkEach(
    () => {
      const name = normaliseOptionalName(data.name, 'name');
      if (complete && !name) throw errors.required('name');
      return name;
    },
    () => {
      const phone = data.phone?.trim() ? internationalPhone(data.phone, 'phone') : null;
      if (complete && !phone) throw errors.required('phone');
      return phone;
    },
    () => {
      const profile = askedProfile(data);
      checkEach(
        () => checkNumbersAndContacts(profile, type, regions, today),
        () => complete && requireComplete(profile, type),
      );
      return profile;
    },
  );
  return { type, name, phone, profile };
}

/**
 * The sections' values trimmed, the empty ones dropped, each one the type is
 * asked (or refused naming its path); the directors each with a name and an
 * email or Indonesian phone; whether a hard copy is wanted, as given.
 */
function askedProfile({ type, profile: given }: CustomerData): CustomerProfile {
  const profile: CustomerProfile = {};
  for (const section of DATA_SECTIONS) {
    const values = given[section] as Record<string, unknown> | null | undefined;
    if (!values) continue;
    const kept: Record<string, unknown> = {};
    for (const [field, raw] of Object.entries(values)) {
      const value =
        typeof raw === 'string' ? normaliseOptionalName(raw, `profile.${section}.${field}`) : raw;
      if (value === null || value === undefined) continue;
      if (!asked(type, section, field)) throw errors.typeMismatch(`profile.${section}.${field}`);
      kept[field] = value;
    }
    if (Object.keys(kept).length > 0) (profile as Record<DataSection, unknown>)[section] = kept;
  }
  const directors = (given.directors ?? []).map((director, index) => ({
    name: normaliseOptionalName(director.name, `profile.directors.${index}.name`),
    contact: normaliseOptionalName(director.contact, `profile.directors.${index}.contact`),
  }));
  if (directors.length > 0) {
    if (!asked(type, 'directors')) throw errors.typeMismatch('profile.directors');
    directors.forEach((director, index) => {
      if (!director.name) throw errors.required(`profile.directors.${index}.name`);
      if (!director.contact) throw errors.required(`profile.directors.${index}.contact`);
      // A director is reached by email or by an Indonesian phone number.
      if (!isEmail(director.contact))
        director.contact = internationalPhone(
          director.contact,
          `profile.directors.${index}.contact`,
        );
    });
    profile.directors = directors as { name: string; contact: string }[];
  }
  if (
    given.invoiceDelivery?.hardCopyRequired !== undefined &&
    given.invoiceDelivery.hardCopyRequired !== null
  ) {
    profile.invoiceDelivery = {
      ...profile.invoiceDelivery,
      hardCopyRequired: given.invoiceDelivery.hardCopyRequired,
    };
  }
  return profile;
}

/** The Indonesian numbers (NIK, NPWP, NIB, a bank account), each as its digits once it passes, and the contacts' emails and phones. */
function checkNumbersAndContacts(
  profile: CustomerProfile,
  type: CustomerType,
  regions: RegionService,
  today: string | undefined,
): void {
  const owner = profile.owner;
  if (owner?.nik) {
    const nik = owner.nik.replace(/[\s.-]/g, '');
    const issue = nikIssue(nik, { knownDistrict: (code) => regions.isDistrict(code), today });
    if (issue)
      throw {
        LENGTH: errors.nikLength,
        REGION: errors.nikRegion,
        BIRTH_DATE: errors.nikBirthDate,
        SERIAL: errors.nikSerial,
      }[issue]('profile.owner.nik');
    owner.nik = nik;
  }
  if (owner?.picEmail && !isEmail(owner.picEmail))
    throw errors.invalidEmail('profile.owner.picEmail');
  if (owner?.picPhone)
    owner.picPhone = internationalPhone(owner.picPhone, 'profile.owner.picPhone');
  const tax = profile.tax;
  if (tax?.taxNumber) {
    // A person's 16-digit NPWP is their NIK; a company's 16 digits are 0 and its 15.
    const issue = npwpIssue(
      tax.taxNumber,
      type === 'COMPANY' ? {} : { nik: owner?.nik ?? undefined, today },
    );
    if (issue === 'LENGTH') throw errors.npwpLength('profile.tax.taxNumber');
    if (issue) throw errors.npwpNotNik('profile.tax.taxNumber');
    tax.taxNumber = npwpDigits(tax.taxNumber)!;
  }
  const business = profile.business;
  if (business?.nib) {
    const nib = business.nib.replace(/[\s.-]/g, '');
    if (nibIssue(nib)) throw errors.nibLength('profile.business.nib');
    business.nib = nib;
  }
  const finance = profile.finance;
  if (finance?.accountNumber) {
    const digits = finance.accountNumber.replace(/[\s.-]/g, '');
    if (!/^\d{5,34}$/.test(digits))
      throw errors.invalidAccountNumber('profile.finance.accountNumber');
    finance.accountNumber = digits;
  }
  if (
    profile.invoiceDelivery?.financeContactEmail &&
    !isEmail(profile.invoiceDelivery.financeContactEmail)
  )
    throw errors.invalidEmail('profile.invoiceDelivery.financeContactEmail');
}

/** The fields the type requires, a company's directors, and whether a hard copy is wanted (no, unless said). */
function requireComplete(profile: CustomerProfile, type: CustomerType): void {
  for (const path of REQUIRED[type]) {
    const [section, field] = path.split('.') as [DataSection, string];
    const value = (profile[section] as Record<string, unknown> | undefined)?.[field];
    if (value === undefined || value === null || value === '')
      throw errors.required(`profile.${path}`);
  }
  if (type === 'COMPANY' && !profile.directors?.length) throw errors.directorsRequired();
  if (profile.invoiceDelivery?.hardCopyRequired === undefined)
    profile.invoiceDelivery = { ...profile.invoiceDelivery, hardCopyRequired: false };
}

/** The billing address step after the rules: the registered address, and the billing one unless it is the same. */
export function checkAddresses(
  profile: CustomerProfile,
  regions: RegionService,
): Pick<CustomerProfile, 'address' | 'billingAddressSameAsRegistered' | 'billingAddress'> {
  if (!profile.address) throw errors.required('profile.address');
  const address = checkAddress(profile.address, 'profile.address', regions);
  const same = profile.billingAddressSameAsRegistered ?? !profile.billingAddress;
  if (same) return { address, billingAddressSameAsRegistered: true, billingAddress: null };
  if (!profile.billingAddress) throw errors.required('profile.billingAddress');
  return {
    address,
    billingAddressSameAsRegistered: false,
    billingAddress: checkAddress(profile.billingAddress, 'profile.billingAddress', regions),
  };
}

function checkAddress(
  address: CustomerAddress,
  path: string,
  regions: RegionService,
): CustomerAddress {
  const street1 = normaliseOptionalName(address.street1, `${path}.street1`);
  if (!street1) throw errors.required(`${path}.street1`);
  const checked = {
    ...address,
    street1,
    street2: normaliseOptionalName(address.street2, `${path}.street2`),
    postalCode: address.postalCode.trim(),
  };
  const issue = regions.addressIssue(checked);
  if (issue === 'POSTAL_CODE') throw errors.postalCodeInvalid(`${path}.postalCode`);
  if (issue)
    throw errors.addressNotFound(
      `${path}.${{ PROVINCE: 'provinceCode', REGENCY: 'regencyCode', DISTRICT: 'districtCode', VILLAGE: 'villageCode' }[issue]}`,
    );
  return checked;
}

/** A phone as stored, +62 and its digits: typed with +62, 62 or a leading 0; another country's code refuses. */
function internationalPhone(value: string, field: string): string {
  const compact = value.replace(/[\s().-]/g, '');
  if (compact.startsWith('+') && !compact.startsWith('+62')) throw errors.invalidPhone(field);
  const phone = toInternationalPhone(compact.startsWith('62') ? `+${compact}` : compact);
  if (!phone || phoneIssue(phone)) throw errors.invalidPhone(field);
  return phone;
}

/**
 * A customer's fields as `path → text`, for the revision history's
 * field-by-field comparison: every leaf of the profile by its dotted path
 * (`profile.address.postalCode`, `profile.directors.0.name`).
 */
export function flatten(
  value: unknown,
  path: string,
  into: Map<string, string> = new Map(),
): Map<string, string> {
  if (value === null || value === undefined || value === '') return into;
  if (Array.isArray(value)) value.forEach((item, index) => flatten(item, `${path}.${index}`, into));
  else if (typeof value === 'object')
    for (const [key, item] of Object.entries(value))
      flatten(item, path ? `${path}.${key}` : key, into);
  else into.set(path, String(value));
  return into;
}

/** The fields that differ between two views of a customer, in a stable order. */
export function fieldChanges(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): { field: string; from: string | null; to: string | null }[] {
  const was = flatten(before, '');
  const now = flatten(after, '');
  const fields = [...new Set([...was.keys(), ...now.keys()])].sort();
  return fields.flatMap((field) =>
    was.get(field) === now.get(field)
      ? []
      : [{ field, from: was.get(field) ?? null, to: now.get(field) ?? null }],
  );
}

import { getIn, setIn } from 'formik';
import { formatLocalPhone, toInternationalPhone } from '../../../../formats/indonesia';
import { formatTaxNumber, taxNumberDigits } from '../../../domain/taxNumber';
import type { customerProfileFields_customer$data } from '../../../__generated__/customerProfileFields_customer.graphql';
import type { customerProfileFields_request$data } from '../../../__generated__/customerProfileFields_request.graphql';
import { isOneOf } from '../customerLabels';
import {
  allFields,
  fieldsFor,
  PROFILE_TYPES,
  sectionsFor,
  type CustomerTypeValue,
  type ProfileField,
} from './customerProfileFields';

/** An address as the form holds it: the codes of the regions chosen, '' until chosen. */
export type AddressValues = {
  street1: string;
  street2: string;
  provinceCode: string;
  regencyCode: string;
  districtCode: string;
  villageCode: string;
  postalCode: string;
};

export type DirectorValues = { name: string; contact: string };

/**
 * A profile as a Formik form holds it: the fixed parts typed, and each field
 * of the list (customerProfileFields.ts) at its path (`values.business.nib`)
 * as it is typed — text for all but the checkboxes.
 */
export type CustomerProfileValues = {
  /** The type chosen, '' until one is. */
  type: CustomerTypeValue | '';
  name: string;
  email: string;
  /** The part after +62, as shown while typing: 812-3456-7890. */
  phone: string;
  directors: DirectorValues[];
  address: AddressValues;
  billingAddressSameAsRegistered: boolean;
  billingAddress: AddressValues;
} & { [section: string]: unknown };

/** What the forms read of a customer or a request: either profile fragment's data. */
export type ProfileData = customerProfileFields_customer$data | customerProfileFields_request$data;

type AddressData = NonNullable<ProfileData['address']>;

/** Which parts of the profile a form holds or sends: the request form's first step, its second, or all (staff). */
export type ProfilePart = 'all' | 'data' | 'address';

export const EMPTY_ADDRESS: AddressValues = {
  street1: '',
  street2: '',
  provinceCode: '',
  regencyCode: '',
  districtCode: '',
  villageCode: '',
  postalCode: '',
};

/** A field's value as the form shows it, from the value the server sent. */
function formValueOf(field: ProfileField, value: unknown): unknown {
  switch (field.kind) {
    case 'boolean':
      return value === true;
    case 'integer':
      return typeof value === 'number' ? String(value) : '';
    case 'phone':
      return typeof value === 'string' ? formatLocalPhone(value) : '';
    case 'npwp':
      return typeof value === 'string' ? formatTaxNumber(value) : '';
    default:
      return typeof value === 'string' ? value : '';
  }
}

function addressValuesOf(address: AddressData | null | undefined): AddressValues {
  if (!address) return { ...EMPTY_ADDRESS };
  return {
    street1: address.street1,
    street2: address.street2 ?? '',
    provinceCode: address.province.code,
    regencyCode: address.regency.code,
    districtCode: address.district.code,
    villageCode: address.village.code,
    postalCode: address.postalCode,
  };
}

/**
 * The form's values from a customer's or a request's profile (null: an empty
 * form). Every field of the list gets a value, whichever the type, so
 * changing the type keeps what was typed; a company starts with one
 * director's row, and the billing address as the registered one.
 */
export function initialProfileValues(data: ProfileData | null | undefined): CustomerProfileValues {
  let values: CustomerProfileValues = {
    type: data?.type && isOneOf(PROFILE_TYPES, data.type) ? data.type : '',
    name: '',
    email: '',
    phone: '',
    directors: data?.directors?.length
      ? data.directors.map((director) => ({ name: director.name, contact: director.contact }))
      : [{ name: '', contact: '' }],
    address: addressValuesOf(data?.address),
    billingAddressSameAsRegistered: data?.billingAddressSameAsRegistered ?? true,
    billingAddress: addressValuesOf(data?.billingAddress),
  };
  for (const field of allFields())
    values = setIn(
      values,
      field.name,
      formValueOf(field, data ? getIn(data, field.name) : undefined),
    ) as CustomerProfileValues;
  return values;
}

/** A field's value as the service takes it: trimmed, digits only for the numbers, +62 for a phone, null when empty. */
export function inputValueOf(field: ProfileField, value: unknown): unknown {
  if (field.kind === 'boolean') return value === true;
  const text = typeof value === 'string' ? value.trim() : '';
  switch (field.kind) {
    case 'phone':
      return toInternationalPhone(text);
    case 'npwp':
      return taxNumberDigits(text) || null;
    case 'nik':
    case 'nib':
    case 'digits':
      return text.replace(/[\s.-]/g, '') || null;
    case 'integer':
      return text === '' ? null : Number(text);
    default:
      return text || null;
  }
}

/**
 * A phone number typed in full (a director's contact) as the service stores
 * it: +62 and its digits, typed with +62, 62 or a leading 0; null for another
 * country's code or no digits.
 */
export function contactPhone(text: string): string | null {
  const compact = text.replace(/[\s().-]/g, '');
  if (compact.startsWith('+') && !compact.startsWith('+62')) return null;
  return toInternationalPhone(compact.startsWith('62') ? `+${compact}` : compact);
}

/** A director's contact as sent: an email as typed, else the phone number with +62. */
export function directorContactInput(contact: string): string {
  const text = contact.trim();
  return text.includes('@') ? text : (contactPhone(text) ?? text);
}

function addressInputOf(address: AddressValues) {
  return {
    street1: address.street1.trim(),
    street2: address.street2.trim() || null,
    provinceCode: address.provinceCode,
    regencyCode: address.regencyCode,
    districtCode: address.districtCode,
    villageCode: address.villageCode,
    postalCode: address.postalCode.trim(),
  };
}

/** The sections of the input every profile has (`business`, `owner`…): those a type is not asked are sent as null. */
const INPUT_SECTIONS = [
  ...new Set(
    allFields().flatMap((field) =>
      field.name.includes('.') ? [field.name.slice(0, field.name.indexOf('.'))] : [],
    ),
  ),
];

/** The input of a profile as the GraphQL inputs take it (CustomerCreateInput, CustomerUpdateInput, CustomerRequestSaveInput's sections). */
export type ProfileInput = {
  type: CustomerTypeValue;
  name?: string | null;
  email?: string | null;
  phone?: string | null;
  directors?: DirectorValues[] | null;
  address?: ReturnType<typeof addressInputOf> | null;
  billingAddressSameAsRegistered?: boolean | null;
  billingAddress?: ReturnType<typeof addressInputOf> | null;
} & { [section: string]: unknown };

/**
 * The GraphQL input of the form's values: only the fields the type is asked
 * (the service refuses another type's, U-INV-CU-33), each as the service
 * takes it, the sections the type is not asked as null. `part` keeps the
 * request form's step ('data': all but the addresses; 'address': only those);
 * `staff` includes the fields only staff edit (the email).
 */
export function toProfileInput(
  values: CustomerProfileValues,
  { part = 'all', staff = false }: { part?: ProfilePart; staff?: boolean } = {},
): ProfileInput {
  const type = values.type as CustomerTypeValue;
  let input: ProfileInput = { type };
  const sections = sectionsFor(type);
  if (part !== 'address') {
    for (const name of INPUT_SECTIONS) input[name] = null;
    input.directors = null;
    for (const section of sections) {
      if (section.kind === 'fields') {
        for (const field of fieldsFor(section, type)) {
          if (field.staffOnly && !staff) continue;
          input = setIn(
            input,
            field.name,
            inputValueOf(field, getIn(values, field.name)),
          ) as ProfileInput;
        }
      } else if (section.kind === 'directors') {
        input.directors = values.directors
          .map((director) => ({
            name: director.name.trim(),
            contact: directorContactInput(director.contact),
          }))
          .filter((director) => director.name !== '' || director.contact !== '');
      }
    }
  }
  if (part !== 'data' && sections.some((section) => section.kind === 'address')) {
    input.address = addressInputOf(values.address);
    input.billingAddressSameAsRegistered = values.billingAddressSameAsRegistered;
    input.billingAddress = values.billingAddressSameAsRegistered
      ? null
      : addressInputOf(values.billingAddress);
  }
  return input;
}

/** Whether a server `field` path (`owner.nik`, `address.postalCode`, `directors.0.name`) names a value of the form. */
export function isProfilePath(
  values: CustomerProfileValues,
  path: string | null | undefined,
): path is string {
  return typeof path === 'string' && getIn(values, path) !== undefined;
}

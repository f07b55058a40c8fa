import type { IntlShape } from 'react-intl';
import * as yup from 'yup';
import {
  nibIssue,
  nikIssue,
  npwpIssue,
  phoneIssue,
  postalCodeIssue,
  toInternationalPhone,
  type NikIssue,
  type NpwpIssue,
} from '../../../../formats/indonesia';
import { isEmail } from '../../../../formats/email';
import {
  DIRECTORS_MAX,
  fieldsFor,
  PROFILE_TYPES,
  sectionsFor,
  type CustomerTypeValue,
  type ProfileField,
  type ProfileSectionId,
} from './customerProfileFields';
import { contactPhone, type ProfilePart } from './profileValues';

/** The service's message for each way a NIK is refused (contracts/invoicing/customers.ts). */
const NIK_CODES: Record<NikIssue, string> = {
  LENGTH: 'error.U-INV-CU-8',
  REGION: 'error.U-INV-CU-9',
  BIRTH_DATE: 'error.U-INV-CU-10',
  SERIAL: 'error.U-INV-CU-11',
};
/** …and an NPWP (a 16-digit one not starting with 0 is a NIK, so it is checked as one). */
const NPWP_CODES: Record<NpwpIssue, string> = {
  LENGTH: 'error.U-INV-CU-12',
  NIK_MISMATCH: 'error.U-INV-CU-13',
  NIK_INVALID: 'customer.validation.npwpNikInvalid',
};

const ACCOUNT_NUMBER = /^\d{5,34}$/;
const compact = (value: string) => value.replace(/[\s.-]/g, '');
/** The longest street line the service keeps. */
const STREET_MAX = 200;

/** Whether a director's contact is an email address, or an Indonesian phone number (+62 added as for the other phones). */
export function isDirectorContact(contact: string): boolean {
  const text = contact.trim();
  if (isEmail(text)) return true;
  const phone = contactPhone(text);
  return phone !== null && phoneIssue(phone) === null;
}

type Messages = ReturnType<typeof messagesOf>;

function messagesOf(intl: IntlShape) {
  const message = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id }, values);
  return {
    message,
    required: message('error.U-INV-CU-6'),
    tooLong: (max: number) => message('validation.maxLength', { max }),
    number: (value: number) => intl.formatNumber(value),
  };
}

/** The rule of one field of the list for a type: required or not, then its kind's check. */
function fieldRule(
  field: ProfileField,
  type: CustomerTypeValue,
  { message, required, tooLong, number }: Messages,
  persons: boolean,
): yup.Schema {
  if (field.kind === 'boolean') return yup.boolean();
  let rule = yup.string().trim();
  if (field.required.includes(type)) rule = rule.required(required);
  if (field.max !== undefined && field.kind !== 'integer')
    rule = rule.max(field.max, tooLong(field.max));
  const check = (name: string, reason: (value: string) => string | null) =>
    rule.test(name, function test(value) {
      if (!value) return true;
      const why = reason(value);
      return why === null || this.createError({ message: message(why) });
    });
  switch (field.kind) {
    case 'email':
      return check('email', (value) => (isEmail(value) ? null : 'error.U-INV-CU-3'));
    case 'phone':
      return check('phone', (value) =>
        phoneIssue(toInternationalPhone(value) ?? '') === null ? null : 'error.U-INV-CU-7',
      );
    case 'nik':
      return check('nik', (value) => {
        const issue = nikIssue(value);
        return issue ? NIK_CODES[issue] : null;
      });
    case 'nib':
      return check('nib', (value) => (nibIssue(value) === null ? null : 'error.U-INV-CU-14'));
    case 'digits':
      return check('account-number', (value) =>
        ACCOUNT_NUMBER.test(compact(value)) ? null : 'error.U-INV-CU-18',
      );
    case 'integer': {
      const min = field.min ?? 0;
      const max = field.max ?? Number.MAX_SAFE_INTEGER;
      return rule.test(
        'integer',
        message('customer.validation.integer', { min: number(min), max: number(max) }),
        (value) => !value || (/^\d+$/.test(value) && Number(value) >= min && Number(value) <= max),
      );
    }
    case 'select':
      return rule.oneOf(['', ...(field.options ?? [])], message('customer.validation.choose'));
    case 'npwp':
      return rule.test('npwp', function test(value) {
        if (!value) return true;
        // A person's 16-digit NPWP is their own NIK; a company's is checked on its own.
        const root = this.from?.[this.from.length - 1]?.value as
          { owner?: { nik?: string } } | undefined;
        const issue = npwpIssue(value, persons ? { nik: root?.owner?.nik ?? '' } : {});
        return issue === null || this.createError({ message: message(NPWP_CODES[issue]) });
      });
    default:
      return rule;
  }
}

/** An address's rules: a street, each region chosen from the list, a 5-digit postal code. */
function addressRule({ message, required, tooLong }: Messages) {
  const chosen = yup.string().required(required);
  return yup.object({
    street1: yup.string().trim().required(required).max(STREET_MAX, tooLong(STREET_MAX)),
    street2: yup.string().trim().max(STREET_MAX, tooLong(STREET_MAX)),
    provinceCode: chosen,
    regencyCode: chosen,
    districtCode: chosen,
    villageCode: chosen,
    postalCode: yup
      .string()
      .trim()
      .required(required)
      .test(
        'postal-code',
        message('error.U-INV-CU-16'),
        (value) => !value || postalCodeIssue(value) === null,
      ),
  });
}

type Shape = { [name: string]: yup.Schema | Shape };

function toObject(shape: Shape): yup.AnyObjectSchema {
  return yup.object(
    Object.fromEntries(
      Object.entries(shape).map(([name, rule]) => [
        name,
        rule instanceof yup.Schema ? rule : toObject(rule),
      ]),
    ),
  );
}

/**
 * The profile's rules for a type of customer, built from the field list with
 * the service's messages (U-INV-CU-3 to 18): each field the type is asked,
 * required as the list says, checked by its kind; the board of directors (1
 * to 10, each with a name and a phone or email); the addresses. `part` keeps
 * a step of the request form ('data', 'address'), `sections` some sections
 * (a step of the wizard); `staff` adds the email. Without a type, only the
 * type is asked for.
 *
 * @example validationSchema={customerProfileSchema(intl, values.type, { staff: true })}
 */
export function customerProfileSchema(
  intl: IntlShape,
  type: CustomerTypeValue | '',
  {
    part = 'all',
    staff = false,
    sections,
  }: { part?: ProfilePart; staff?: boolean; sections?: readonly ProfileSectionId[] } = {},
) {
  const messages = messagesOf(intl);
  const { message, required } = messages;
  const shape: Shape = {
    type: yup
      .string()
      .required(message('customer.validation.type'))
      .oneOf([...PROFILE_TYPES], message('customer.validation.type')),
  };
  if (type === '') return toObject(shape);
  const persons = type !== 'COMPANY';
  for (const section of sectionsFor(type)) {
    if (sections && !sections.includes(section.id)) continue;
    if (section.kind === 'address') {
      if (part === 'data') continue;
      shape.address = addressRule(messages);
      shape.billingAddressSameAsRegistered = yup.boolean();
      shape.billingAddress = yup
        .object()
        .when('billingAddressSameAsRegistered', { is: false, then: () => addressRule(messages) });
      continue;
    }
    if (part === 'address') continue;
    if (section.kind === 'directors') {
      const [nameField, contactField] = section.fields;
      shape.directors = yup
        .array()
        .of(
          yup.object({
            name: yup
              .string()
              .trim()
              .required(required)
              .max(nameField!.max!, messages.tooLong(nameField!.max!)),
            contact: yup
              .string()
              .trim()
              .required(required)
              .max(contactField!.max!, messages.tooLong(contactField!.max!))
              .test(
                'contact',
                message('customer.validation.directorContact'),
                (value) => !value || isDirectorContact(value),
              ),
          }),
        )
        .min(1, message('error.U-INV-CU-17'))
        .max(DIRECTORS_MAX, message('customer.validation.directorsMax', { max: DIRECTORS_MAX }));
      continue;
    }
    for (const field of fieldsFor(section, type)) {
      if (field.staffOnly && !staff) continue;
      let node = shape;
      const path = field.name.split('.');
      for (const segment of path.slice(0, -1)) node = (node[segment] ??= {}) as Shape;
      node[path[path.length - 1]!] = fieldRule(field, type, messages, persons);
    }
  }
  return toObject(shape);
}

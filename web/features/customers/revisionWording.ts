import type { IntlShape } from 'react-intl';
import { formatMoney } from '../../i18n/format';
import type { Language } from '../../i18n/language';
import { BILLING_CYCLE_LABELS, isBillingCycle } from '../../domain/billingCycles';
import { hasNoCreditLimit } from '../../domain/creditLimits';
import {
  CUSTOMER_DOCUMENT_KINDS,
  CUSTOMER_DOCUMENT_LABEL,
  CUSTOMER_STATUS_TONES,
  CUSTOMER_STATUSES,
  CUSTOMER_TYPE_LABEL,
  CUSTOMER_TYPES,
  isOneOf,
  type CustomerTypeValue,
} from './customerLabels';
import { allFields, fieldsFor, labelOf, sectionsFor } from './profile/customerProfileFields';

/** The record's own fields (not the profile's), as the service names them in a change. */
const RECORD_FIELDS = [
  'type',
  'status',
  'paymentTermDays',
  'billingCycle',
  'creditLimit',
  'rejectionReason',
  'deactivationReason',
] as const;

/**
 * What wording a change needs: the catalogue, the reader's language, the
 * customer's type (a label may depend on it), the organisation's currency,
 * and the names of the regions the customer's addresses name now, by code.
 */
export type RevisionContext = {
  intl: IntlShape;
  language: Language;
  type: string;
  currency: string;
  regions?: ReadonlyMap<string, string>;
};

const has = (intl: IntlShape, id: string) => Object.hasOwn(intl.messages, id);

/**
 * A changed field's name in the reader's words, from the path the service
 * gives (`profile.owner.nik`, `profile.directors.0.name`,
 * `profile.address.postalCode`, `documents.DIRECTOR_ID`, `creditLimit`): the
 * profile's fields through their list (customerProfileFields.ts, so a new
 * field is worded by its own label), the record's own and the documents
 * through this area's catalogue; a path nothing names shows as it is.
 *
 * @example revisionFieldLabel('profile.owner.nik', context) // 'NIK'
 */
export function revisionFieldLabel(path: string, { intl, type }: RevisionContext): string {
  const say = (id: string) => intl.formatMessage({ id });
  if (path.startsWith('documents.')) {
    const kind = path.slice('documents.'.length);
    return isOneOf(CUSTOMER_DOCUMENT_KINDS, kind) ? say(CUSTOMER_DOCUMENT_LABEL[kind].id) : kind;
  }
  if (isOneOf(RECORD_FIELDS, path)) return say(`customers.revision.field.${path}`);
  const rest = path.startsWith('profile.') ? path.slice('profile.'.length) : path;

  const director = /^directors\.(\d+)\.(name|contact)$/.exec(rest);
  if (director) {
    const label = has(intl, `customer.field.directors.${director[2]}`)
      ? say(`customer.field.directors.${director[2]}`)
      : director[2]!;
    return intl.formatMessage(
      { id: 'customers.revision.director' },
      { number: Number(director[1]) + 1, field: label },
    );
  }

  const field = profileFieldOf(rest, type);
  if (field) return say(field);

  const address = /^(address|billingAddress)\.(\w+)$/.exec(rest);
  if (address) {
    const section = has(intl, `customer.section.${address[1]}`)
      ? say(`customer.section.${address[1]}`)
      : address[1]!;
    const leaf = [`customer.field.address.${address[2]}`, `customer.address.${address[2]}`].find(
      (id) => has(intl, id),
    );
    return `${section}: ${leaf ? say(leaf) : address[2]}`;
  }
  return has(intl, `customer.field.${rest}`) ? say(`customer.field.${rest}`) : path;
}

/** A profile field's label id for the customer's type (`name` is a person's full name or a company's legal name), or any type's when its own does not ask it. */
function profileFieldOf(path: string, type: string): string | null {
  if (isOneOf(CUSTOMER_TYPES, type)) {
    for (const section of sectionsFor(type)) {
      if (section.kind !== 'fields') continue;
      const field = fieldsFor(section, type).find((candidate) => candidate.name === path);
      if (field) return labelOf(field, type);
    }
  }
  const any = allFields().find((candidate) => candidate.name === path);
  return any ? labelOf(any, any.types[0] as CustomerTypeValue) : null;
}

/**
 * A changed field's value in the reader's words: a status, type or billing
 * cycle by its label, a credit limit as money (0 as no limit), a yes or no, an option of the
 * profile by its label (`customer.option.<field>.<value>`), a region's code
 * by its name when the customer's addresses name it now; other values as
 * written; nothing as a dash.
 */
export function revisionValue(
  path: string,
  value: string | null | undefined,
  { intl, language, currency, regions }: RevisionContext,
): string {
  if (value === null || value === undefined || value === '') return '—';
  const say = (id: string) => intl.formatMessage({ id });
  if (path === 'status' && isOneOf(CUSTOMER_STATUSES, value))
    return say(CUSTOMER_STATUS_TONES[value].label.id);
  if (path === 'type' && isOneOf(CUSTOMER_TYPES, value)) return say(CUSTOMER_TYPE_LABEL[value].id);
  if (path === 'billingCycle' && isBillingCycle(value)) return say(BILLING_CYCLE_LABELS[value].id);
  if (path === 'creditLimit' && hasNoCreditLimit(value)) return say('customers.creditLimit.none');
  if (path === 'creditLimit' && /^-?\d+(\.\d+)?$/.test(value))
    return formatMoney(value, currency, language);
  if (/(province|regency|district|village)Code$/.test(path) && regions?.has(value))
    return regions.get(value)!;
  if (value === 'true' || value === 'false')
    return say(value === 'true' ? 'customers.yes' : 'customers.no');
  const option = `customer.option.${path.replace(/^profile\./, '')}.${value}`;
  return has(intl, option) ? say(option) : value;
}

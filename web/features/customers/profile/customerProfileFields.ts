/**
 * The customer profile's fields, declared once: what the buyer's request form
 * (features/customer-request), the staff's add and edit form and the staff's
 * detail page (features/customers) show, check and send. Everything else in
 * this folder is generic over this list: the Formik renderer
 * (CustomerProfileFields.tsx), the read-only renderer (CustomerProfileView.tsx),
 * the yup schema (customerProfileSchema.ts), the form's values and the
 * GraphQL input (profileValues.ts).
 *
 * Adding a field to a customer (say `business.website`) touches these files
 * and no other:
 *   1. contracts/invoicing/customers.ts — the field in `CustomerProfile`
 *      (the service checks and keeps it from there);
 *   2. bff/modules/customers/schema.graphql — the field in the output type
 *      (`CustomerBusiness`) and in the input (`CustomerBusinessInput`); the
 *      BFF passes sections through with default resolvers;
 *   3. this file — one line in `PROFILE_SECTIONS` (its kind, which types show
 *      it, which require it) and the field's name in the section's fragment
 *      below (`customerProfileFields_business`);
 *   4. and 5. the area's catalogues, messages/en.json and messages/id.json — its label,
 *      `customer.field.business.website`.
 * (`npx relay-compiler` then regenerates web/__generated__, which is built,
 * not written.) A field of a new section also needs the section's types in
 * schema.graphql and a fragment here; an address is a fixed structure
 * (AddressFields.tsx).
 */
import { graphql } from 'react-relay';
import type { CustomerTypeValue } from '../customerLabels';

export type { CustomerTypeValue };

/** Every customer type, in the order the forms offer them. */
export const PROFILE_TYPES: readonly CustomerTypeValue[] = [
  'INDIVIDUAL',
  'INDIVIDUAL_B2B',
  'COMPANY',
];
const ALL = PROFILE_TYPES;
const PERSONS: readonly CustomerTypeValue[] = ['INDIVIDUAL', 'INDIVIDUAL_B2B'];
const BUSINESSES: readonly CustomerTypeValue[] = ['INDIVIDUAL_B2B', 'COMPANY'];
const COMPANY: readonly CustomerTypeValue[] = ['COMPANY'];
const NONE: readonly CustomerTypeValue[] = [];

/**
 * How a field is typed, checked and sent:
 * - text: trimmed text, empty sent as null;
 * - email: an address with an @ (U-INV-CU-3);
 * - phone: typed after a fixed +62, sent as +62…, 8 to 13 digits (U-INV-CU-7);
 * - nik: 16 digits with a real province and birth date (U-INV-CU-8 to 11);
 * - npwp: 15 or 16 digits, a person's 16-digit one equal to their NIK (U-INV-CU-12, 13);
 * - nib: 13 digits (U-INV-CU-14);
 * - digits: an account number, 5 to 34 digits (U-INV-CU-18);
 * - integer: a whole number within `min` and `max`;
 * - boolean: a checkbox;
 * - select: one of `options` (each labelled `customer.option.<name>.<value>`).
 */
export type ProfileFieldKind =
  'text' | 'email' | 'phone' | 'nik' | 'npwp' | 'nib' | 'digits' | 'integer' | 'boolean' | 'select';

export type ProfileField = {
  /** The field's path in the GraphQL input, in the form's values and in the fragment's data (`business.nib`). */
  name: string;
  kind: ProfileFieldKind;
  /** The types of customer that are asked it. */
  types: readonly CustomerTypeValue[];
  /** The types for which it may not be left empty. */
  required: readonly CustomerTypeValue[];
  /** The label's message id; `customer.field.<name>` unless given, or a type's own (`name`: full name or legal name). */
  label?: string;
  labelByType?: Partial<Record<CustomerTypeValue, string>>;
  /** A hint under the field, by message id. */
  hint?: string;
  /** The longest text the service keeps (contracts' `maxLength`). */
  max?: number;
  /** An integer's bounds. */
  min?: number;
  /** A select's values. */
  options?: readonly string[];
  /** Only the staff's forms edit it (the email: the buyer's is the invitation's). */
  staffOnly?: boolean;
  /** Half or the whole row on a wide screen; half by default. */
  wide?: boolean;
};

/** The sub-forms of a profile: fields, the repeatable board of directors, an address. */
export type ProfileSectionKind = 'fields' | 'directors' | 'address';

export type ProfileSection = {
  id: ProfileSectionId;
  kind: ProfileSectionKind;
  /** The types of customer asked this section, in the order `sectionsFor` gives. */
  types: readonly CustomerTypeValue[];
  /** `customer.section.<id>` unless a type has its own. */
  titleByType?: Partial<Record<CustomerTypeValue, string>>;
  /** `customer.section.<id>.hint` when set. */
  hint?: boolean;
  fields: readonly ProfileField[];
};

export type ProfileSectionId =
  'business' | 'person' | 'pic' | 'tax' | 'directors' | 'finance' | 'invoiceDelivery' | 'address';

/** The board of directors (companies): at least one, at most DIRECTORS_MAX (contracts/invoicing/customers.ts). */
export const DIRECTORS_MAX = 10;

/**
 * Which fields are required follows the service's rules for a complete
 * customer data step (services/invoicing/customers/profile.ts REQUIRED), the
 * name and phone for every type.
 *
 * The sections in the order of the create-account wizard (spec): business,
 * owner or PIC, financial, company (tax status and NPWP), board of directors,
 * invoice delivery; a person's own data first for the individual types. A
 * field shown in different places by type (the name: a company's legal name
 * under its business, a person's full name under their own data) is listed
 * once per place, each for its types.
 */
/** A section of the list by its id (written so, the catalogue test does not take the ids for message ids). */
const section = (id: ProfileSectionId, rest: Omit<ProfileSection, 'id'>): ProfileSection => ({
  id,
  ...rest,
});

export const PROFILE_SECTIONS: readonly ProfileSection[] = [
  section('person', {
    kind: 'fields',
    types: PERSONS,
    titleByType: { INDIVIDUAL_B2B: 'customer.section.person.owner' },
    fields: [
      {
        name: 'name',
        kind: 'text',
        types: PERSONS,
        required: PERSONS,
        label: 'customer.field.fullName',
        max: 200,
        wide: true,
      },
      {
        name: 'email',
        kind: 'email',
        types: PERSONS,
        required: PERSONS,
        max: 200,
        staffOnly: true,
      },
      { name: 'phone', kind: 'phone', types: PERSONS, required: PERSONS },
      {
        name: 'owner.nik',
        kind: 'nik',
        types: PERSONS,
        required: PERSONS,
        hint: 'customer.hint.nik',
      },
    ],
  }),
  section('business', {
    kind: 'fields',
    types: BUSINESSES,
    fields: [
      {
        name: 'name',
        kind: 'text',
        types: COMPANY,
        required: COMPANY,
        label: 'customer.field.legalName',
        max: 200,
        wide: true,
      },
      {
        name: 'business.alias',
        kind: 'text',
        types: BUSINESSES,
        required: NONE,
        hint: 'customer.hint.alias',
        max: 100,
      },
      { name: 'business.industry', kind: 'text', types: BUSINESSES, required: NONE, max: 100 },
      { name: 'business.website', kind: 'text', types: BUSINESSES, required: NONE, max: 200 },
      {
        name: 'business.employeeCount',
        kind: 'integer',
        types: COMPANY,
        required: NONE,
        min: 1,
        max: 10_000_000,
      },
      {
        name: 'business.nib',
        kind: 'nib',
        types: BUSINESSES,
        required: BUSINESSES,
        hint: 'customer.hint.nib',
      },
      {
        name: 'email',
        kind: 'email',
        types: COMPANY,
        required: COMPANY,
        label: 'customer.field.companyEmail',
        max: 200,
        staffOnly: true,
      },
      {
        name: 'phone',
        kind: 'phone',
        types: COMPANY,
        required: COMPANY,
        label: 'customer.field.companyPhone',
      },
    ],
  }),
  section('pic', {
    kind: 'fields',
    types: COMPANY,
    hint: true,
    fields: [
      { name: 'owner.picName', kind: 'text', types: COMPANY, required: COMPANY, max: 200 },
      { name: 'owner.picEmail', kind: 'email', types: COMPANY, required: COMPANY, max: 200 },
      { name: 'owner.picPhone', kind: 'phone', types: COMPANY, required: COMPANY },
      {
        name: 'owner.nik',
        kind: 'nik',
        types: COMPANY,
        required: NONE,
        label: 'customer.field.picNik',
        hint: 'customer.hint.nik',
      },
    ],
  }),
  section('finance', {
    kind: 'fields',
    types: ALL,
    hint: true,
    fields: [
      { name: 'finance.bankName', kind: 'text', types: ALL, required: BUSINESSES, max: 100 },
      { name: 'finance.accountNumber', kind: 'digits', types: ALL, required: BUSINESSES },
      { name: 'finance.accountName', kind: 'text', types: ALL, required: BUSINESSES, max: 200 },
      { name: 'finance.branchName', kind: 'text', types: ALL, required: NONE, max: 100 },
    ],
  }),
  section('tax', {
    kind: 'fields',
    types: ALL,
    titleByType: { COMPANY: 'customer.section.tax.company' },
    fields: [
      {
        name: 'tax.taxStatus',
        kind: 'select',
        types: BUSINESSES,
        required: BUSINESSES,
        options: ['PKP', 'NON_PKP'],
      },
      {
        name: 'tax.taxNumber',
        kind: 'npwp',
        types: ALL,
        required: BUSINESSES,
        hint: 'customer.hint.taxNumber',
      },
    ],
  }),
  section('directors', {
    kind: 'directors',
    types: COMPANY,
    hint: true,
    fields: [
      {
        name: 'name',
        kind: 'text',
        types: COMPANY,
        required: COMPANY,
        label: 'customer.field.directors.name',
        max: 200,
      },
      {
        name: 'contact',
        kind: 'text',
        types: COMPANY,
        required: COMPANY,
        label: 'customer.field.directors.contact',
        hint: 'customer.hint.directorContact',
        max: 200,
      },
    ],
  }),
  section('invoiceDelivery', {
    kind: 'fields',
    types: ALL,
    fields: [
      {
        name: 'invoiceDelivery.financeContactName',
        kind: 'text',
        types: ALL,
        required: COMPANY,
        max: 200,
      },
      {
        name: 'invoiceDelivery.financeContactEmail',
        kind: 'email',
        types: ALL,
        required: COMPANY,
        hint: 'customer.hint.financeContactEmail',
        max: 200,
      },
      {
        name: 'invoiceDelivery.invoiceLanguage',
        kind: 'select',
        types: ALL,
        required: NONE,
        options: ['EN', 'ID'],
      },
      {
        name: 'invoiceDelivery.hardCopyRequired',
        kind: 'boolean',
        types: ALL,
        required: NONE,
        wide: true,
      },
    ],
  }),
  section('address', {
    kind: 'address',
    types: ALL,
    fields: [],
  }),
];

/** The sections a type of customer is asked, in order (the address last: the request form's second step). */
export function sectionsFor(type: CustomerTypeValue): ProfileSection[] {
  const order: Record<CustomerTypeValue, readonly ProfileSectionId[]> = {
    INDIVIDUAL: ['person', 'tax', 'finance', 'invoiceDelivery', 'address'],
    INDIVIDUAL_B2B: ['person', 'business', 'tax', 'finance', 'invoiceDelivery', 'address'],
    COMPANY: ['business', 'pic', 'finance', 'tax', 'directors', 'invoiceDelivery', 'address'],
  };
  return order[type].map((id) => PROFILE_SECTIONS.find((section) => section.id === id)!);
}

/** The fields of a section a type is asked. */
export function fieldsFor(section: ProfileSection, type: CustomerTypeValue): ProfileField[] {
  return section.fields.filter((field) => field.types.includes(type));
}

/** A field's label's message id for a type. */
export function labelOf(field: ProfileField, type: CustomerTypeValue): string {
  return field.labelByType?.[type] ?? field.label ?? `customer.field.${field.name}`;
}

/** A section's title's message id for a type. */
export function titleOf(section: ProfileSection, type: CustomerTypeValue): string {
  return section.titleByType?.[type] ?? `customer.section.${section.id}`;
}

/** Every field of the list once by its path (a path listed for several types, such as `name`, once). */
export function allFields(): ProfileField[] {
  const seen = new Map<string, ProfileField>();
  for (const section of PROFILE_SECTIONS) {
    if (section.kind !== 'fields') continue;
    for (const field of section.fields) if (!seen.has(field.name)) seen.set(field.name, field);
  }
  return [...seen.values()];
}

/**
 * What the forms and the detail page read of a customer's profile, the same
 * for a customer (staff) and a request (the buyer's link): each section's
 * fields, spread unmasked into `customerProfileFields_profile`, which both
 * `customerProfileFields_customer` and `customerProfileFields_request` spread.
 * A new field of a section is one name here.
 */
export const businessSectionFragment = graphql`
  fragment customerProfileFields_business on CustomerBusiness {
    alias
    industry
    website
    employeeCount
    nib
  }
`;

export const ownerSectionFragment = graphql`
  fragment customerProfileFields_owner on CustomerOwner {
    nik
    picName
    picEmail
    picPhone
  }
`;

export const taxSectionFragment = graphql`
  fragment customerProfileFields_tax on CustomerTax {
    taxStatus
    taxNumber
  }
`;

export const directorSectionFragment = graphql`
  fragment customerProfileFields_director on CustomerDirector {
    name
    contact
  }
`;

export const financeSectionFragment = graphql`
  fragment customerProfileFields_finance on CustomerFinance {
    bankName
    accountNumber
    accountName
    branchName
  }
`;

export const invoiceDeliverySectionFragment = graphql`
  fragment customerProfileFields_invoiceDelivery on CustomerInvoiceDelivery {
    hardCopyRequired
    financeContactName
    financeContactEmail
    invoiceLanguage
  }
`;

/** An address's regions, each with its code and its name: the address section, and the names the revision history shows for codes. */
export const addressRegionsFragment = graphql`
  fragment customerProfileFields_addressRegions on CustomerAddress {
    province {
      code
      name
    }
    regency {
      code
      name
    }
    district {
      code
      name
    }
    village {
      code
      name
    }
  }
`;

export const addressSectionFragment = graphql`
  fragment customerProfileFields_address on CustomerAddress {
    street1
    street2
    ...customerProfileFields_addressRegions @relay(mask: false)
    postalCode
  }
`;

/**
 * The profile a customer's record and a request share (the CustomerProfile
 * interface), spread unmasked into both fragments below: every section but
 * the type and the email, which each keeps as its own (a customer always has
 * them; a request may not have them yet).
 */
export const sharedProfileFragment = graphql`
  fragment customerProfileFields_profile on CustomerProfile {
    name
    phone
    business {
      ...customerProfileFields_business @relay(mask: false)
    }
    owner {
      ...customerProfileFields_owner @relay(mask: false)
    }
    tax {
      ...customerProfileFields_tax @relay(mask: false)
    }
    directors {
      ...customerProfileFields_director @relay(mask: false)
    }
    finance {
      ...customerProfileFields_finance @relay(mask: false)
    }
    invoiceDelivery {
      ...customerProfileFields_invoiceDelivery @relay(mask: false)
    }
    address {
      ...customerProfileFields_address @relay(mask: false)
    }
    billingAddressSameAsRegistered
    billingAddress {
      ...customerProfileFields_address @relay(mask: false)
    }
  }
`;

/** A customer's profile as staff read it (the detail page, the edit form). */
export const customerProfileFragment = graphql`
  fragment customerProfileFields_customer on Customer {
    type
    email
    ...customerProfileFields_profile @relay(mask: false)
  }
`;

/** The request as the buyer saved it so far (the link's form). */
export const requestProfileFragment = graphql`
  fragment customerProfileFields_request on CustomerRequest {
    type
    email
    ...customerProfileFields_profile @relay(mask: false)
  }
`;

import { createIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { CustomerProfile } from '../../../../contracts/invoicing/customers';
import { en, id } from '../../../i18n/messageFiles';
import {
  PROFILE_SECTIONS,
  allFields,
  labelOf,
  sectionsFor,
  titleOf,
  type CustomerTypeValue,
} from './customerProfileFields';
import { customerProfileSchema } from './customerProfileSchema';
import {
  EMPTY_ADDRESS,
  initialProfileValues,
  toProfileInput,
  type CustomerProfileValues,
} from './profileValues';
import { formErrorsOfSync } from '../../../../tests/support/form-errors';
import { GAMBIR_WARD } from '../../../../tests/support/customer-profiles';

/** A request as the server answers it, as the form reads it. */
type SavedRequest = NonNullable<Parameters<typeof initialProfileValues>[0]>;

// The field list declares its fragments beside it; the unit tests run without Relay's compiler (vi.mock is hoisted).
vi.mock('react-relay', () => ({ graphql: () => ({}) }));

const catalogues = { en, id } as const;
type Language = keyof typeof catalogues;
const intlOf = (language: Language) =>
  createIntl({ locale: language, messages: catalogues[language] });
/** A message of a catalogue, as the schema words it. */
const say = (language: Language, messageId: string, values?: Record<string, string | number>) =>
  intlOf(language).formatMessage({ id: messageId }, values);

const NIK = '3171011203950001';
/** An address in Gambir, Jakarta Pusat, as the form holds it. */
const ADDRESS = { street1: 'Jl. Medan Merdeka Barat No. 12', street2: '', ...GAMBIR_WARD };

/** A company's request filled as the service expects. */
function company(
  overrides: (values: CustomerProfileValues) => void = () => undefined,
): CustomerProfileValues {
  const values = initialProfileValues(null);
  values.type = 'COMPANY';
  Object.assign(values, {
    name: 'PT Sinar Jaya Abadi',
    email: 'finance@sinarjaya.co.id',
    phone: '21-5201234',
    business: {
      alias: 'Sinar Jaya',
      industry: 'Distribusi bahan bangunan',
      employeeCount: '120',
      nib: '9120001234567',
    },
    owner: {
      nik: NIK,
      picName: 'Rina Wijaya',
      picEmail: 'rina@sinarjaya.co.id',
      picPhone: '812-3456-7890',
    },
    tax: { taxStatus: 'PKP', taxNumber: '01.234.567.8-901.000' },
    directors: [{ name: 'Budi Santoso', contact: '811-2233-4455' }],
    finance: {
      bankName: 'BCA',
      accountNumber: '1234567890',
      accountName: 'PT Sinar Jaya Abadi',
      branchName: 'Sudirman',
    },
    invoiceDelivery: {
      hardCopyRequired: true,
      financeContactName: 'Dewi',
      financeContactEmail: 'ap@sinarjaya.co.id',
    },
    address: { ...ADDRESS },
    billingAddressSameAsRegistered: true,
    billingAddress: { ...EMPTY_ADDRESS },
  });
  overrides(values);
  return values;
}

/** A person's request (INDIVIDUAL) filled as the service expects. */
function person(
  overrides: (values: CustomerProfileValues) => void = () => undefined,
  type: CustomerTypeValue = 'INDIVIDUAL',
): CustomerProfileValues {
  const values = company();
  values.type = type;
  values.name = 'Andi Pratama';
  (values.owner as Record<string, string>).nik = NIK;
  (values.tax as Record<string, string>).taxNumber = '';
  overrides(values);
  return values;
}

const set = (values: CustomerProfileValues, path: string, value: unknown) => {
  const [section, field] = path.split('.');
  if (field === undefined) (values as Record<string, unknown>)[section!] = value;
  else (values[section!] as Record<string, unknown>)[field] = value;
};

/** Each field at fault with its first message, as formik shows them. */
const errorsOf = (
  values: CustomerProfileValues,
  language: Language = 'en',
  options: Parameters<typeof customerProfileSchema>[2] = { staff: true },
) => formErrorsOfSync(customerProfileSchema(intlOf(language), values.type, options), values);

describe('the customer profile’s rules', () => {
  it('a profile filled as the service expects passes, for each type', () => {
    expect(errorsOf(company())).toEqual({});
    expect(errorsOf(person())).toEqual({});
    expect(errorsOf(person(() => undefined, 'INDIVIDUAL_B2B'))).toEqual({
      'tax.taxNumber': say('en', 'error.U-INV-CU-6'),
    });
    expect(
      errorsOf(person((values) => set(values, 'tax.taxNumber', NIK), 'INDIVIDUAL_B2B')),
    ).toEqual({});
  });

  for (const language of ['en', 'id'] as const) {
    describe(`in ${language === 'en' ? 'English' : 'Indonesian'}`, () => {
      it('without a type, asks for one', () => {
        const values = initialProfileValues(null);
        expect(errorsOf(values, language)).toEqual({
          type: say(language, 'customer.validation.type'),
        });
      });

      it('the fields each type requires say so when empty (U-INV-CU-6)', () => {
        const required = say(language, 'error.U-INV-CU-6');
        const empty = initialProfileValues(null);
        empty.type = 'COMPANY';
        expect(errorsOf(empty, language)).toEqual(
          Object.fromEntries(
            [
              'name',
              'email',
              'phone',
              'business.nib',
              'owner.picName',
              'owner.picEmail',
              'owner.picPhone',
              'finance.bankName',
              'finance.accountNumber',
              'finance.accountName',
              'tax.taxStatus',
              'tax.taxNumber',
              'directors[0].name',
              'directors[0].contact',
              'invoiceDelivery.financeContactName',
              'invoiceDelivery.financeContactEmail',
              'address.street1',
              'address.provinceCode',
              'address.regencyCode',
              'address.districtCode',
              'address.villageCode',
              'address.postalCode',
            ].map((path) => [path, required]),
          ),
        );
        empty.type = 'INDIVIDUAL';
        expect(
          Object.keys(errorsOf(empty, language, { part: 'data', staff: true })).sort(),
        ).toEqual(['name', 'email', 'phone', 'owner.nik'].sort());
        // The buyer's form does not ask the email: the invitation's is the buyer's.
        expect(errorsOf(empty, language, { part: 'data' })).toHaveProperty('name', required);
        expect(
          Object.keys(errorsOf(empty, language, { part: 'data', staff: false })),
        ).not.toContain('email');
      });

      it('a phone is +62 and 8 to 13 digits (U-INV-CU-7)', () => {
        for (const phone of ['812', '812-3456', '0']) {
          expect(
            errorsOf(
              company((values) => set(values, 'owner.picPhone', phone)),
              language,
            ),
          ).toEqual({ 'owner.picPhone': say(language, 'error.U-INV-CU-7') });
        }
        expect(
          errorsOf(
            company((values) => set(values, 'owner.picPhone', '0812 3456 7890')),
            language,
          ),
        ).toEqual({});
      });

      it('a NIK has 16 digits, a real province, a real birth date and a serial other than 0000 (U-INV-CU-8 to 11)', () => {
        const nikError = (nik: string) =>
          errorsOf(
            person((values) => set(values, 'owner.nik', nik)),
            language,
          )['owner.nik'];
        expect(nikError('317101120395')).toBe(say(language, 'error.U-INV-CU-8'));
        expect(nikError('9971011203950001')).toBe(say(language, 'error.U-INV-CU-9'));
        expect(nikError('3171013213950001')).toBe(say(language, 'error.U-INV-CU-10'));
        expect(nikError('3171011203950000')).toBe(say(language, 'error.U-INV-CU-11'));
        expect(nikError('3171015203950001')).toBeUndefined(); // a woman's: day + 40
      });

      it('an NPWP has 15 or 16 digits, and a person’s 16-digit one is their NIK (U-INV-CU-12, 13)', () => {
        const npwpError = (values: CustomerProfileValues) =>
          errorsOf(values, language)['tax.taxNumber'];
        expect(
          npwpError(company((values) => set(values, 'tax.taxNumber', '01.234.567.8-901'))),
        ).toBe(say(language, 'error.U-INV-CU-12'));
        expect(
          npwpError(person((values) => set(values, 'tax.taxNumber', '3171011203950002'))),
        ).toBe(say(language, 'error.U-INV-CU-13'));
        expect(npwpError(person((values) => set(values, 'tax.taxNumber', NIK)))).toBeUndefined();
        expect(
          npwpError(person((values) => set(values, 'tax.taxNumber', '0012345678901000'))),
        ).toBeUndefined();
        // A company's 16-digit NPWP not starting with 0 must be a valid NIK.
        expect(
          npwpError(company((values) => set(values, 'tax.taxNumber', '9912345678901000'))),
        ).toBe(say(language, 'customer.validation.npwpNikInvalid'));
      });

      it('a NIB has 13 digits (U-INV-CU-14), an account number 5 to 34 (U-INV-CU-18)', () => {
        expect(
          errorsOf(
            company((values) => set(values, 'business.nib', '912000123')),
            language,
          ),
        ).toEqual({ 'business.nib': say(language, 'error.U-INV-CU-14') });
        expect(
          errorsOf(
            company((values) => set(values, 'finance.accountNumber', '1234')),
            language,
          ),
        ).toEqual({ 'finance.accountNumber': say(language, 'error.U-INV-CU-18') });
      });

      it('emails have a name, an @ and a domain (U-INV-CU-3)', () => {
        expect(
          errorsOf(
            company((values) => set(values, 'owner.picEmail', 'rina@')),
            language,
          ),
        ).toEqual({ 'owner.picEmail': say(language, 'error.U-INV-CU-3') });
        expect(
          errorsOf(
            company((values) =>
              set(values, 'invoiceDelivery.financeContactEmail', 'ap sinarjaya.co.id'),
            ),
            language,
          ),
        ).toEqual({
          'invoiceDelivery.financeContactEmail': say(language, 'error.U-INV-CU-3'),
        });
        for (const email of ['staff@sinarjaya.co.id\u0085', 'ap\u2028@sinarjaya.co.id'])
          expect(
            errorsOf(
              company((values) => set(values, 'email', email)),
              language,
            ),
            JSON.stringify(email),
          ).toEqual({ email: say(language, 'error.U-INV-CU-3') });
      });

      it('the number of employees is a whole number from 1 to 10,000,000', () => {
        const message = say(language, 'customer.validation.integer', {
          min: intlOf(language).formatNumber(1),
          max: intlOf(language).formatNumber(10_000_000),
        });
        for (const count of ['0', '10000001', '1.5']) {
          expect(
            errorsOf(
              company((values) => set(values, 'business.employeeCount', count)),
              language,
            ),
          ).toEqual({ 'business.employeeCount': message });
        }
      });

      it('a tax status is one of the list', () => {
        expect(
          errorsOf(
            company((values) => set(values, 'tax.taxStatus', 'VAT')),
            language,
          ),
        ).toEqual({ 'tax.taxStatus': say(language, 'customer.validation.choose') });
      });

      it('a company names one to ten directors, each with a phone or an email (U-INV-CU-17)', () => {
        expect(
          errorsOf(
            company((values) => set(values, 'directors', [])),
            language,
          ),
        ).toEqual({ directors: say(language, 'error.U-INV-CU-17') });
        const eleven = Array.from({ length: 11 }, (_, index) => ({
          name: `Direktur ${index + 1}`,
          contact: `d${index}@sinarjaya.co.id`,
        }));
        expect(
          errorsOf(
            company((values) => set(values, 'directors', eleven)),
            language,
          ),
        ).toEqual({ directors: say(language, 'customer.validation.directorsMax', { max: 10 }) });
        expect(
          errorsOf(
            company((values) =>
              set(values, 'directors', [{ name: 'Budi', contact: 'budi at home' }]),
            ),
            language,
          ),
        ).toEqual({
          'directors[0].contact': say(language, 'customer.validation.directorContact'),
        });
        expect(
          errorsOf(
            company((values) =>
              set(values, 'directors', [{ name: 'Budi', contact: 'budi@sinarjaya.co.id' }]),
            ),
            language,
          ),
        ).toEqual({});
      });

      it('an address has a street, the four regions and a 5-digit postal code; a separate billing address the same', () => {
        expect(
          errorsOf(
            company((values) => set(values, 'address', { ...ADDRESS, postalCode: '1027' })),
            language,
          ),
        ).toEqual({ 'address.postalCode': say(language, 'error.U-INV-CU-16') });
        expect(
          errorsOf(
            company((values) => set(values, 'billingAddressSameAsRegistered', false)),
            language,
          ),
        ).toEqual(
          Object.fromEntries(
            [
              'street1',
              'provinceCode',
              'regencyCode',
              'districtCode',
              'villageCode',
              'postalCode',
            ].map((field) => [`billingAddress.${field}`, say(language, 'error.U-INV-CU-6')]),
          ),
        );
      });

      it('text longer than the service keeps is refused with its length', () => {
        expect(
          errorsOf(
            company((values) => set(values, 'business.alias', 'x'.repeat(101))),
            language,
          ),
        ).toEqual({ 'business.alias': say(language, 'validation.maxLength', { max: 100 }) });
      });
    });
  }

  it('a step of the request form checks only its part, a wizard section only its fields', () => {
    const values = company((item) => set(item, 'address', { ...EMPTY_ADDRESS }));
    expect(errorsOf(values, 'en', { part: 'data' })).toEqual({});
    expect(Object.keys(errorsOf(values, 'en', { part: 'address' }))).toContain('address.street1');
    const blank = initialProfileValues(null);
    blank.type = 'COMPANY';
    expect(Object.keys(errorsOf(blank, 'en', { part: 'data', sections: ['pic'] })).sort()).toEqual([
      'owner.picEmail',
      'owner.picName',
      'owner.picPhone',
    ]);
  });
});

describe('the profile’s values and input', () => {
  it('sends only the fields the type is asked, as the service takes them, the other sections as null', () => {
    const input = toProfileInput(person(), { part: 'data' });
    expect(input).toMatchObject({
      type: 'INDIVIDUAL',
      name: 'Andi Pratama',
      phone: '+62215201234',
      owner: { nik: NIK },
      tax: { taxNumber: null },
      finance: {
        bankName: 'BCA',
        accountNumber: '1234567890',
        accountName: 'PT Sinar Jaya Abadi',
        branchName: 'Sudirman',
      },
      business: null,
      directors: null,
    });
    expect(input).not.toHaveProperty('email');
    expect(input).not.toHaveProperty('address');
    expect(input.owner).not.toHaveProperty('picName');
    expect(input.tax).not.toHaveProperty('taxStatus');
  });

  it('a company’s input has its numbers as digits, its phones with +62 and its directors’ contacts normalised', () => {
    const input = toProfileInput(
      company((values) =>
        set(values, 'directors', [
          { name: 'Budi Santoso', contact: '0811-2233-4455' },
          { name: 'Sari', contact: ' sari@sinarjaya.co.id ' },
        ]),
      ),
      { staff: true },
    );
    expect(input).toMatchObject({
      email: 'finance@sinarjaya.co.id',
      business: { employeeCount: 120, nib: '9120001234567' },
      owner: { picPhone: '+6281234567890' },
      tax: { taxStatus: 'PKP', taxNumber: '012345678901000' },
      directors: [
        { name: 'Budi Santoso', contact: '+6281122334455' },
        { name: 'Sari', contact: 'sari@sinarjaya.co.id' },
      ],
      address: { ...ADDRESS, street2: null },
      billingAddressSameAsRegistered: true,
      billingAddress: null,
    });
  });

  it('reads a saved profile back into the form as it was typed', () => {
    const values = initialProfileValues({
      ' $fragmentType': 'customerProfileFields_request',
      type: 'COMPANY',
      name: 'PT Sinar Jaya Abadi',
      email: 'finance@sinarjaya.co.id',
      phone: '+62215201234',
      // Saved before any later field of the list existed: a section the form reads whatever fields it has.
      business: {
        alias: null,
        industry: 'Distribusi',
        employeeCount: 120,
        nib: '9120001234567',
      } as SavedRequest['business'],
      owner: {
        nik: NIK,
        picName: 'Rina',
        picEmail: 'rina@sinarjaya.co.id',
        picPhone: '+6281234567890',
      },
      tax: { taxStatus: 'PKP', taxNumber: '012345678901000' },
      directors: [{ name: 'Budi', contact: '+6281122334455' }],
      finance: null,
      invoiceDelivery: {
        hardCopyRequired: true,
        financeContactName: null,
        financeContactEmail: null,
        invoiceLanguage: 'ID',
      },
      address: {
        street1: 'Jl. Sudirman',
        street2: null,
        province: { code: '31', name: 'DKI Jakarta' },
        regency: { code: '31.71', name: 'Kota Administrasi Jakarta Pusat' },
        district: { code: '31.71.01', name: 'Gambir' },
        village: { code: '31.71.01.1001', name: 'Gambir' },
        postalCode: '10110',
      },
      billingAddressSameAsRegistered: true,
      billingAddress: null,
    });
    expect(values).toMatchObject({
      type: 'COMPANY',
      phone: '21-5201234',
      business: { alias: '', employeeCount: '120' },
      owner: { picPhone: '812-3456-7890' },
      tax: { taxNumber: '01.234.567.8-901.000' },
      finance: { bankName: '' },
      invoiceDelivery: { hardCopyRequired: true },
      address: { provinceCode: '31', villageCode: '31.71.01.1001', street2: '' },
    });
    expect(errorsOf(values, 'en', { part: 'address' })).toEqual({});
  });
});

describe('the field list', () => {
  const contractSections = CustomerProfile.properties as Record<
    string,
    { anyOf?: { properties?: Record<string, unknown> }[]; properties?: Record<string, unknown> }
  >;

  it('names fields the contract’s profile has (or the customer’s own name, email and phone)', () => {
    for (const field of allFields()) {
      const [section, name] = field.name.split('.');
      if (name === undefined) {
        expect(['name', 'email', 'phone']).toContain(section);
        continue;
      }
      const schema = contractSections[section!];
      const object = schema?.anyOf?.find((member) => member.properties) ?? schema;
      expect(object?.properties, field.name).toHaveProperty(name);
    }
  });

  it('has a label and a title in both catalogues for every type', () => {
    const missing: string[] = [];
    for (const type of ['INDIVIDUAL', 'INDIVIDUAL_B2B', 'COMPANY'] as const) {
      for (const section of sectionsFor(type)) {
        const ids = [
          titleOf(section, type),
          ...section.fields
            .filter((field) => field.types.includes(type))
            .map((field) => labelOf(field, type)),
        ];
        if (section.hint) ids.push(`customer.section.${section.id}.hint`);
        for (const field of section.fields) {
          if (field.hint) ids.push(field.hint);
          for (const option of field.options ?? [])
            ids.push(`customer.option.${field.name}.${option}`);
        }
        for (const messageId of ids)
          for (const language of ['en', 'id'] as const)
            if (!(messageId in catalogues[language])) missing.push(`${language}: ${messageId}`);
      }
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it('lists each section once, each path once per type', () => {
    expect(new Set(PROFILE_SECTIONS.map((section) => section.id)).size).toBe(
      PROFILE_SECTIONS.length,
    );
    for (const type of ['INDIVIDUAL', 'INDIVIDUAL_B2B', 'COMPANY'] as const) {
      const paths = sectionsFor(type).flatMap((section) =>
        section.kind === 'fields'
          ? section.fields.filter((field) => field.types.includes(type)).map((field) => field.name)
          : [],
      );
      expect(new Set(paths).size, type).toBe(paths.length);
    }
  });
});

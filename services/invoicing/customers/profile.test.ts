import { describe, expect, it } from 'vitest';
import type { CustomerProfile, CustomerType } from '../../../contracts/invoicing/customers.js';
import { ServiceError } from '../../kit/errors.js';
import { RegionService } from '../regions/service.js';
import { checkAddresses, checkCustomerData, fieldChanges } from './profile.js';
import { BUYER_NIK, SENAYAN_ADDRESS } from '../../../tests/support/customer-profiles.js';

const regions = new RegionService();
const today = '2026-11-23';

const company: CustomerProfile = {
  business: {
    alias: 'Sinar Jaya',
    industry: 'Distribusi',
    employeeCount: 120,
    nib: '9120001234567',
  },
  owner: {
    picName: 'Dewi Lestari',
    picEmail: 'dewi@sinarjaya.co.id',
    picPhone: '0812-3456-7890',
    nik: BUYER_NIK,
  },
  tax: { taxStatus: 'PKP', taxNumber: '01.234.567.8-901.000' },
  directors: [{ name: 'Budi Santoso', contact: '+62 811 2233 4455' }],
  finance: {
    bankName: 'BCA',
    accountNumber: '0183-456-721',
    accountName: 'PT SINAR JAYA',
    branchName: 'Sudirman',
  },
  invoiceDelivery: {
    hardCopyRequired: true,
    financeContactName: 'Rina',
    financeContactEmail: 'finance@sinarjaya.co.id',
  },
};

const check = (
  type: CustomerType,
  profile: CustomerProfile,
  extra: { name?: string; phone?: string } = {},
) =>
  checkCustomerData(
    {
      type,
      name: extra.name ?? 'PT Sinar Jaya Abadi',
      phone: extra.phone ?? '081234567890',
      profile,
    },
    regions,
    { complete: true, today },
  );

/** The code and field of the refusal `work` throws. */
function refusal(work: () => unknown): { code: string; field: string | undefined } {
  try {
    work();
  } catch (error) {
    if (error instanceof ServiceError) return { code: error.code, field: error.field };
    throw error;
  }
  throw new Error('Expected a refusal');
}

describe('a customer’s data, checked as the service stores it', () => {
  it('keeps a company’s data with its numbers as digits and its phones as +62', () => {
    const checked = check('COMPANY', company);
    expect(checked.phone).toBe('+6281234567890');
    expect(checked.profile.owner).toMatchObject({ nik: BUYER_NIK, picPhone: '+6281234567890' });
    expect(checked.profile.tax).toEqual({ taxStatus: 'PKP', taxNumber: '012345678901000' });
    expect(checked.profile.finance?.accountNumber).toBe('0183456721');
    expect(checked.profile.directors).toEqual([
      { name: 'Budi Santoso', contact: '+6281122334455' },
    ]);
  });

  it.each([
    [
      'a NIK of 15 digits',
      { owner: { ...company.owner, nik: '317407520390000' } },
      'U-INV-CU-8',
      'profile.owner.nik',
    ],
    [
      'a NIK whose district does not exist (31.74.99)',
      { owner: { ...company.owner, nik: '3174995203900001' } },
      'U-INV-CU-9',
      'profile.owner.nik',
    ],
    [
      'a NIK whose province does not exist (10)',
      { owner: { ...company.owner, nik: '1074075203900001' } },
      'U-INV-CU-9',
      'profile.owner.nik',
    ],
    [
      'a NIK born on 31 February',
      { owner: { ...company.owner, nik: '3174073102900001' } },
      'U-INV-CU-10',
      'profile.owner.nik',
    ],
    [
      'a NIK born on day 72 (a woman’s 32nd)',
      { owner: { ...company.owner, nik: '3174077201900001' } },
      'U-INV-CU-10',
      'profile.owner.nik',
    ],
    [
      'a NIK with serial 0000',
      { owner: { ...company.owner, nik: '3174075203900000' } },
      'U-INV-CU-11',
      'profile.owner.nik',
    ],
    [
      'an NPWP of 14 digits',
      { tax: { taxStatus: 'PKP' as const, taxNumber: '01.234.567.8-901.00' } },
      'U-INV-CU-12',
      'profile.tax.taxNumber',
    ],
    [
      'an NIB of 12 digits',
      { business: { ...company.business, nib: '912000123456' } },
      'U-INV-CU-14',
      'profile.business.nib',
    ],
    [
      'a PIC phone outside Indonesia',
      { owner: { ...company.owner, picPhone: '+6581234567' } },
      'U-INV-CU-7',
      'profile.owner.picPhone',
    ],
    [
      'a PIC email without @',
      { owner: { ...company.owner, picEmail: 'dewi.sinarjaya.co.id' } },
      'U-INV-CU-3',
      'profile.owner.picEmail',
    ],
    [
      'an account number with letters',
      { finance: { ...company.finance, accountNumber: '0183A' } },
      'U-INV-CU-18',
      'profile.finance.accountNumber',
    ],
    ['no director', { directors: [] }, 'U-INV-CU-17', 'profile.directors'],
    [
      'a director without a contact',
      { directors: [{ name: 'Budi', contact: ' ' }] },
      'U-INV-CU-6',
      'profile.directors.0.contact',
    ],
    ['no NIB', { business: { alias: 'Sinar Jaya' } }, 'U-INV-CU-6', 'profile.business.nib'],
  ])('refuses %s, naming the field', (_case, change, code, field) => {
    expect(refusal(() => check('COMPANY', { ...company, ...change }))).toEqual({ code, field });
  });

  it('refuses a phone that is not +62 and a missing name', () => {
    expect(refusal(() => check('COMPANY', company, { phone: '+1 415 555 0100' }))).toEqual({
      code: 'U-INV-CU-7',
      field: 'phone',
    });
    expect(refusal(() => check('COMPANY', company, { name: '  ' }))).toEqual({
      code: 'U-INV-CU-6',
      field: 'name',
    });
  });

  it('takes a person’s 16-digit NPWP only when it is their NIK', () => {
    const person: CustomerProfile = { owner: { nik: BUYER_NIK }, tax: { taxNumber: BUYER_NIK } };
    expect(check('INDIVIDUAL', person, { name: 'Siti Rahma' }).profile.tax?.taxNumber).toBe(
      BUYER_NIK,
    );
    expect(
      refusal(() => check('INDIVIDUAL', { ...person, tax: { taxNumber: '3174075203900002' } })),
    ).toEqual({ code: 'U-INV-CU-13', field: 'profile.tax.taxNumber' });
    expect(
      check('INDIVIDUAL', { ...person, tax: { taxNumber: '012345678901000' } }).profile.tax
        ?.taxNumber,
    ).toBe('012345678901000');
  });

  it('refuses what a type is not asked: an individual’s directors or NIB', () => {
    expect(
      refusal(() =>
        check('INDIVIDUAL', {
          owner: { nik: BUYER_NIK },
          directors: [{ name: 'Budi', contact: 'budi@example.id' }],
        }),
      ),
    ).toEqual({
      code: 'U-INV-CU-33',
      field: 'profile.directors',
    });
    expect(
      refusal(() =>
        check('INDIVIDUAL', { owner: { nik: BUYER_NIK }, business: { nib: '9120001234567' } }),
      ),
    ).toEqual({ code: 'U-INV-CU-33', field: 'profile.business.nib' });
  });

  it('asks an individual trading as a business for its NIB, tax status and NPWP', () => {
    expect(refusal(() => check('INDIVIDUAL_B2B', { owner: { nik: BUYER_NIK } }))).toEqual({
      code: 'U-INV-CU-6',
      field: 'profile.business.nib',
    });
  });
});

describe('the addresses, chosen from the regional dataset', () => {
  it('keeps a consistent address, the billing one the same', () => {
    expect(
      checkAddresses({ address: SENAYAN_ADDRESS, billingAddressSameAsRegistered: true }, regions),
    ).toEqual({
      address: { ...SENAYAN_ADDRESS, street2: null },
      billingAddressSameAsRegistered: true,
      billingAddress: null,
    });
  });

  it.each([
    ['a province that does not exist', { provinceCode: '10' }, 'profile.address.provinceCode'],
    ['a regency of another province', { regencyCode: '32.73' }, 'profile.address.regencyCode'],
    ['a district of another regency', { districtCode: '31.71.01' }, 'profile.address.districtCode'],
    ['a ward of another district', { villageCode: '31.74.01.1001' }, 'profile.address.villageCode'],
  ])('refuses %s, naming the level', (_case, change, field) => {
    expect(
      refusal(() => checkAddresses({ address: { ...SENAYAN_ADDRESS, ...change } }, regions)),
    ).toEqual({
      code: 'U-INV-CU-15',
      field,
    });
  });

  it('refuses a postal code that is not 5 digits, and a different billing address that is missing', () => {
    expect(
      refusal(() =>
        checkAddresses({ address: { ...SENAYAN_ADDRESS, postalCode: '1219' } }, regions),
      ),
    ).toEqual({ code: 'U-INV-CU-16', field: 'profile.address.postalCode' });
    expect(
      refusal(() =>
        checkAddresses(
          { address: SENAYAN_ADDRESS, billingAddressSameAsRegistered: false },
          regions,
        ),
      ),
    ).toEqual({ code: 'U-INV-CU-6', field: 'profile.billingAddress' });
  });
});

describe('the revision history’s comparison', () => {
  it('lists each field that changed by its path, with its value before and after', () => {
    expect(
      fieldChanges(
        {
          name: 'PT A',
          profile: { address: { postalCode: '12190' }, directors: [{ name: 'Budi' }] },
        },
        {
          name: 'PT A',
          profile: {
            address: { postalCode: '12110' },
            directors: [{ name: 'Budi' }, { name: 'Sari' }],
          },
        },
      ),
    ).toEqual([
      { field: 'profile.address.postalCode', from: '12190', to: '12110' },
      { field: 'profile.directors.1.name', from: null, to: 'Sari' },
    ]);
  });
});

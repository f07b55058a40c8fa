import { createIntl } from 'react-intl';
import { describe, expect, it, vi } from 'vitest';
import { en, id } from '../../i18n/messageFiles';
import { revisionFieldLabel, revisionValue, type RevisionContext } from './revisionWording';

// The field list declares its fragments beside it; the unit tests run without Relay's compiler (vi.mock is hoisted).
vi.mock('react-relay', () => ({ graphql: () => ({}) }));

const context = (type: string, language: 'en' | 'id' = 'en'): RevisionContext => ({
  intl: createIntl({ locale: language, messages: language === 'en' ? en : id }),
  language,
  type,
  currency: 'IDR',
});

/** A change as the history writes it. */
const line = (field: string, from: string | null, to: string | null, at: RevisionContext) =>
  at.intl.formatMessage(
    { id: 'customers.revision.change' },
    {
      field: revisionFieldLabel(field, at),
      from: revisionValue(field, from, at),
      to: revisionValue(field, to, at),
    },
  );

describe('the revision history’s words', () => {
  it('when a profile field changed, it is named by the field list’s own label, for the customer’s type', () => {
    expect(
      line('profile.owner.nik', '3174011505900001', '3174011505900002', context('INDIVIDUAL')),
    ).toBe(`${en['customer.field.owner.nik']}: 3174011505900001 → 3174011505900002`);
    expect(revisionFieldLabel('name', context('COMPANY'))).toBe(en['customer.field.legalName']);
    expect(revisionFieldLabel('name', context('INDIVIDUAL'))).toBe(en['customer.field.fullName']);
    expect(revisionFieldLabel('profile.owner.nik', context('COMPANY'))).toBe(
      en['customer.field.picNik'],
    );
  });

  it('when an address, a director or a document changed, the history says which', () => {
    expect(revisionFieldLabel('profile.address.postalCode', context('COMPANY'))).toBe(
      `${en['customer.section.address']}: ${en['customer.field.address.postalCode']}`,
    );
    expect(revisionFieldLabel('profile.billingAddress.street1', context('COMPANY'))).toBe(
      `${en['customer.section.billingAddress']}: ${en['customer.field.address.street1']}`,
    );
    expect(revisionFieldLabel('profile.directors.1.contact', context('COMPANY'))).toBe(
      `Director 2: ${en['customer.field.directors.contact']}`,
    );
    expect(line('documents.DIRECTOR_ID', null, 'ktp-direktur.pdf', context('COMPANY'))).toBe(
      "Director's ID (KTP): — → ktp-direktur.pdf",
    );
  });

  it('when a region of an address changed, a code the customer’s addresses name now reads as its name; another stays a code', () => {
    const at = { ...context('COMPANY'), regions: new Map([['31.74.07', 'Kebayoran Baru']]) };
    expect(line('profile.address.districtCode', '31.74.01', '31.74.07', at)).toBe(
      `${en['customer.section.address']}: ${en['customer.field.address.districtCode']}: 31.74.01 → Kebayoran Baru`,
    );
  });

  it('when the status, terms or a yes-or-no changed, the values are worded, in Indonesian too', () => {
    expect(line('status', 'REQUEST_SENT', 'ACTIVE', context('COMPANY'))).toBe(
      'Status: Request sent → Active',
    );
    expect(line('creditLimit', null, '50000000.00', context('COMPANY'))).toBe(
      'Credit limit: — → Rp\u00a050,000,000.00',
    );
    expect(line('creditLimit', '50000000.00', '0.00', context('COMPANY', 'id'))).toBe(
      'Limit kredit: Rp\u00a050.000.000,00 → Tanpa limit kredit',
    );
    expect(line('billingCycle', null, 'BIWEEKLY', context('COMPANY', 'id'))).toBe(
      `Siklus penagihan: — → ${id['billingCycle.BIWEEKLY']}`,
    );
    expect(line('status', 'REQUEST_SENT', 'REJECTED', context('COMPANY', 'id'))).toBe(
      'Status: Permintaan terkirim → Ditolak',
    );
    expect(
      revisionValue('profile.invoiceDelivery.hardCopyRequired', 'true', context('COMPANY', 'id')),
    ).toBe('Ya');
  });

  it('when the service names a field no list knows, it shows as the service wrote it', () => {
    expect(revisionFieldLabel('profile.loyalty.tier', context('COMPANY'))).toBe(
      'profile.loyalty.tier',
    );
  });
});

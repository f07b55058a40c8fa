import { describe, expect, it } from 'vitest';
import { en, id } from '../../i18n/messageFiles';
import { customersPathOf, openingStage, readCustomerStage } from './customerStage';
import {
  CUSTOMER_DOCUMENT_LABEL,
  CUSTOMER_REVISION_ACTION_LABEL,
  CUSTOMER_STATUS_TONES,
  CUSTOMER_TYPE_LABEL,
} from './customerLabels';

describe('the customers’ words', () => {
  it('when any of them is shown, both languages word it, and differently where the languages differ', () => {
    const ids = [
      ...Object.values(CUSTOMER_STATUS_TONES).map((tone) => tone.label.id),
      ...Object.values(CUSTOMER_TYPE_LABEL).map((label) => label.id),
      ...Object.values(CUSTOMER_DOCUMENT_LABEL).map((label) => label.id),
      ...Object.values(CUSTOMER_REVISION_ACTION_LABEL).map((label) => label.id),
    ];
    const catalogues: Record<string, Record<string, string>> = { en, id };
    for (const catalogue of Object.values(catalogues))
      expect(ids.filter((key) => !catalogue[key])).toEqual([]);
    expect(en['customers.status.EXPIRED']).toBe('Expired');
    expect(id['customers.status.EXPIRED']).toBe('Kedaluwarsa');
    expect(id['customers.type.COMPANY']).toBe('Perusahaan');
  });

  it('when the URL names a stage, the list shows it; anything else shows the invited ones, and each tab names its stage', () => {
    expect(readCustomerStage(new URLSearchParams('stage=active'))).toBe('ACTIVE');
    expect(readCustomerStage(new URLSearchParams('stage=ACTIVE'))).toBe('ACTIVE');
    expect(readCustomerStage(new URLSearchParams('stage=archived'))).toBe('INVITED');
    expect(readCustomerStage(new URLSearchParams(''))).toBe('INVITED');
    expect(customersPathOf('ACTIVE')).toBe('/buyer?stage=active');
    expect(customersPathOf('INVITED')).toBe('/buyer?stage=invited');
  });

  it('the bare list opens on the first tab with buyers, and on the invited tab when none has any', () => {
    const count = (totalCount: number) => ({ totalCount });
    expect(openingStage({ INVITED: count(0), ACTIVE: count(4) })).toBe('ACTIVE');
    expect(openingStage({ INVITED: count(2), ACTIVE: count(4) })).toBe('INVITED');
    expect(openingStage({ INVITED: count(0), ACTIVE: count(0) })).toBe('INVITED');
    expect(openingStage({ INVITED: null, ACTIVE: undefined })).toBe('INVITED');
  });
});

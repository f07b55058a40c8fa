/**
 * What the tests write into a buyer's profile and expect back: a real person's identity number
 * and a real address, both of which the invoicing service checks against Indonesia's regions.
 */

/** A woman born 12 March 1990, registered in Kebayoran Baru (31.74.07): day 12 + 40. */
export const BUYER_NIK = '3174075203900001';

/** A man born 12 January 1990, registered in Kebayoran Baru (31.74.07), serial 0001. */
export const OWNER_NIK = '3174071201900001';

/**
 * A real ward: Senayan, Kebayoran Baru, Jakarta Selatan, by its Kemendagri region codes, and
 * its postal code (an address but for its street).
 */
export const SENAYAN_WARD = {
  provinceCode: '31',
  regencyCode: '31.74',
  districtCode: '31.74.07',
  villageCode: '31.74.07.1006',
  postalCode: '12190',
};

/** Another real ward: Gambir, Jakarta Pusat (31.71.01), by its Kemendagri region codes, and its postal code. */
export const GAMBIR_WARD = {
  provinceCode: '31',
  regencyCode: '31.71',
  districtCode: '31.71.01',
  villageCode: '31.71.01.1001',
  postalCode: '10110',
};

/** An address in Senayan, Kebayoran Baru, Jakarta Selatan, with its Kemendagri region codes. */
export const SENAYAN_ADDRESS = { street1: 'Jl. Asia Afrika No. 8', ...SENAYAN_WARD };

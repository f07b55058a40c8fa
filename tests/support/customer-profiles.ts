/**
 * What the tests write into a buyer's profile and expect back: a real person's identity number
 * and a real address, both of which the invoicing service checks against Indonesia's regions.
 */

/** A woman born 12 March 1990, registered in Kebayoran Baru (31.74.07): day 12 + 40. */
export const BUYER_NIK = '3174075203900001';

/** An address in Senayan, Kebayoran Baru, Jakarta Selatan, with its Kemendagri region codes. */
export const SENAYAN_ADDRESS = {
  street1: 'Jl. Asia Afrika No. 8',
  provinceCode: '31',
  regencyCode: '31.74',
  districtCode: '31.74.07',
  villageCode: '31.74.07.1006',
  postalCode: '12190',
};

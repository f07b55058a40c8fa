import { Type, type Static } from 'typebox';
import { defineErrors } from '../common/errors.js';
import { LiteralUnion } from '../common/literal-union.js';

/**
 * Indonesia's administrative regions, from which an address is chosen:
 * province > city/regency > district (kecamatan) > ward (kelurahan/desa), as
 * the `idn-area-data` package lists them with Kemendagri's codes (`31`,
 * `31.74`, `31.74.07`, `31.74.07.1006`). The list is public: a buyer filling
 * the request form from an invitation has no staff account.
 *
 * The dataset has no postal codes, and no package on the registry was found
 * that joins them to these codes reliably, so the postal code of an address
 * is typed (5 digits, formats/indonesia.ts `postalCodeIssue`).
 */
export const REGION_LEVELS = ['PROVINCE', 'REGENCY', 'DISTRICT', 'VILLAGE'] as const;
export type RegionLevel = (typeof REGION_LEVELS)[number];
export const RegionLevel = LiteralUnion(REGION_LEVELS, {
  description:
    'PROVINCE (provinsi), REGENCY (kabupaten or kota), DISTRICT (kecamatan), VILLAGE (kelurahan or desa).',
});

/** A province (`31`), regency (`31.74`), district (`31.74.07`) or village (`31.74.07.1006`) code. */
export const REGION_CODE_PATTERN = '^\\d{2}(\\.\\d{2}(\\.\\d{2}(\\.\\d{4})?)?)?$';

export const RegionResponse = Type.Object({
  code: Type.String({
    pattern: REGION_CODE_PATTERN,
    description: 'Kemendagri code: `31`, `31.74`, `31.74.07`, `31.74.07.1006`.',
  }),
  name: Type.String({
    description:
      'As shown: `DKI Jakarta`, `Kota Administrasi Jakarta Selatan`, `Kebayoran Baru`, `Senayan`.',
  }),
  level: RegionLevel,
});
export type RegionResponse = Static<typeof RegionResponse>;

export const RegionListQuery = Type.Object({
  parent: Type.Optional(
    Type.String({
      pattern: '^\\d{2}(\\.\\d{2}(\\.\\d{2})?)?$',
      description:
        'A province, regency or district code, whose children are listed; without it, the provinces.',
    }),
  ),
});
export type RegionListQuery = Static<typeof RegionListQuery>;

export const RegionListResponse = Type.Object({ items: Type.Array(RegionResponse) });
export type RegionListResponse = Static<typeof RegionListResponse>;

export const RegionParams = Type.Object({ code: Type.String({ pattern: REGION_CODE_PATTERN }) });
export type RegionParams = Static<typeof RegionParams>;

/** One region with the regions above it, from its province down (a stored address shown again by its codes). */
export const RegionPathResponse = Type.Object({
  ...RegionResponse.properties,
  parents: Type.Array(RegionResponse, {
    description: 'From the province down to the region’s parent; empty for a province.',
  }),
});
export type RegionPathResponse = Static<typeof RegionPathResponse>;

/**
 * Where an address is wrong, the first level from the top: a region unknown
 * or not inside the one above, or POSTAL_CODE (not 5 digits).
 */
export type AddressIssue = RegionLevel | 'POSTAL_CODE';

/** The codes of an address as the customers' contract holds them. */
export type AddressCodes = {
  provinceCode: string;
  regencyCode: string;
  districtCode: string;
  villageCode: string;
  postalCode: string;
};

export const regionErrors = defineErrors({
  notFound: { status: 404, code: 'U-INV-RG-1', message: 'Region not found.' },
});

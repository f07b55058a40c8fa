import type {
  AddressCodes,
  AddressIssue,
  RegionLevel,
  RegionPathResponse,
} from '../../../contracts/invoicing/regions.js';
import { postalCodeIssue } from '../../../formats/indonesia.js';
import { regionDataset, type Region, type RegionDataset } from './dataset.js';
import { regionErrors } from './errors.js';

export type { Region } from './dataset.js';

/** The level each part of an address must be, from the top. */
const ADDRESS_LEVELS: readonly { level: RegionLevel; field: keyof AddressCodes }[] = [
  { level: 'PROVINCE', field: 'provinceCode' },
  { level: 'REGENCY', field: 'regencyCode' },
  { level: 'DISTRICT', field: 'districtCode' },
  { level: 'VILLAGE', field: 'villageCode' },
];

/**
 * Indonesia's regions for choosing and checking an address: province >
 * city/regency > district > village, from `idn-area-data` (dataset.ts), read
 * once per process on first use (about half a second, some 20 MB of heap) and
 * shared by every instance.
 */
export class RegionService {
  constructor(private readonly dataset: () => RegionDataset = regionDataset) {}

  /**
   * The regions inside `parent` (a province, regency or district code), sorted
   * by name; the provinces without one. U-INV-RG-1 when `parent` is not a
   * province, regency or district.
   */
  children(parent?: string): readonly Region[] {
    if (parent === undefined) return this.dataset().childrenOf('') ?? [];
    const region = this.find(parent);
    if (!region || region.level === 'VILLAGE') throw regionErrors.notFound('parent');
    return this.dataset().childrenOf(parent) ?? [];
  }

  /** The region of a code (`31.74.07.1006`), or null. */
  find(code: string): Region | null {
    return this.dataset().byCode.get(code) ?? null;
  }

  /** The region and the regions above it, from its province down. U-INV-RG-1 when the code is unknown. */
  path(code: string): RegionPathResponse {
    const region = this.find(code);
    if (!region) throw regionErrors.notFound();
    const parents: Region[] = [];
    for (let above = region.parentCode; above !== null;) {
      const parent = this.find(above)!;
      parents.unshift(parent);
      above = parent.parentCode;
    }
    return { ...region, parents };
  }

  /**
   * Whether a code (`PP.RR.DD`) is a district (kecamatan): the `knownDistrict`
   * of formats/indonesia.ts `nikIssue`.
   *
   * @example nikIssue(nik, { knownDistrict: (code) => regions.isDistrict(code) })
   */
  isDistrict(code: string): boolean {
    return this.find(code)?.level === 'DISTRICT';
  }

  /**
   * Where an address is wrong, or null: the first level from the top whose
   * code is unknown, of another level, or not inside the region above it;
   * then POSTAL_CODE when the postal code is not 5 digits (the dataset has no
   * postal codes, so it is typed and only its shape is checked).
   *
   * @example addressIssue({ provinceCode: '31', regencyCode: '31.74', districtCode: '31.74.07', villageCode: '31.74.07.1006', postalCode: '12190' }) === null
   */
  addressIssue(address: AddressCodes): AddressIssue | null {
    let above: string | null = null;
    for (const { level, field } of ADDRESS_LEVELS) {
      const region = this.find(address[field]);
      if (!region || region.level !== level || region.parentCode !== above) return level;
      above = region.code;
    }
    return postalCodeIssue(address.postalCode) === null ? null : 'POSTAL_CODE';
  }
}

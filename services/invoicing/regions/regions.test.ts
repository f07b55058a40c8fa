import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AddressCodes,
  RegionListResponse,
  RegionPathResponse,
} from '../../../contracts/invoicing/regions.js';
import { nikIssue, npwpIssue, PROVINCE_CODES } from '../../../formats/indonesia.js';
import {
  startInvoicingForTest,
  type InvoicingUnderTest,
} from '../../../tests/support/invoicing.js';
import { RegionService } from './service.js';
import { SENAYAN_WARD } from '../../../tests/support/customer-profiles.js';

/**
 * The invoicing service alone (the worker's, tests/support/invoicing.ts),
 * reached over HTTP. The regions are public: no token is sent.
 */
let invoicing: InvoicingUnderTest;
let baseUrl: string;

beforeAll(async () => {
  invoicing = await startInvoicingForTest();
  baseUrl = invoicing.invoicingUrl;
});

afterAll(() => invoicing?.stop());

type ErrorBody = { error: { code: string; message: string; field?: string } };
async function get<T>(path: string): Promise<{ status: number; body: T & Partial<ErrorBody> }> {
  const response = await fetch(`${baseUrl}${path}`);
  return { status: response.status, body: (await response.json()) as T & Partial<ErrorBody> };
}

const regions = new RegionService();
const senayan: AddressCodes = SENAYAN_WARD;

describe('choosing an address, without signing in', () => {
  it('the provinces are the 38 of the dataset, by name, DKI Jakarta among them', async () => {
    const { status, body } = await get<RegionListResponse>('/regions');
    expect(status).toBe(200);
    expect(body.items).toHaveLength(38);
    expect(body.items).toContainEqual({ code: '31', name: 'DKI Jakarta', level: 'PROVINCE' });
    expect(body.items.slice(0, 4).map((item) => item.name)).toEqual([
      'Aceh',
      'Bali',
      'Banten',
      'Bengkulu',
    ]);
    expect(body.items.map((item) => item.name)).toContain('Daerah Istimewa Yogyakarta');
    // formats/indonesia.ts checks a NIK's province without the dataset: its list is this one.
    expect(new Set(body.items.map((item) => item.code))).toEqual(PROVINCE_CODES);
  });

  it('Jakarta Selatan’s districts are its ten kecamatan, by name', async () => {
    const { status, body } = await get<RegionListResponse>('/regions?parent=31.74');
    expect(status).toBe(200);
    expect(body.items.map((item) => item.name)).toEqual([
      'Cilandak',
      'Jagakarsa',
      'Kebayoran Baru',
      'Kebayoran Lama',
      'Mampang Prapatan',
      'Pancoran',
      'Pasar Minggu',
      'Pesanggrahan',
      'Setiabudi',
      'Tebet',
    ]);
    expect(body.items).toContainEqual({
      code: '31.74.07',
      name: 'Kebayoran Baru',
      level: 'DISTRICT',
    });
  });

  it('DKI Jakarta’s regencies are written as they are shown, not in the dataset’s capitals', async () => {
    const { body } = await get<RegionListResponse>('/regions?parent=31');
    expect(body.items).toContainEqual({
      code: '31.74',
      name: 'Kota Administrasi Jakarta Selatan',
      level: 'REGENCY',
    });
    expect(body.items).toHaveLength(6);
  });

  it('Kebayoran Baru’s villages include Senayan, and Senayan is found with the regions above it', async () => {
    const villages = await get<RegionListResponse>('/regions?parent=31.74.07');
    expect(villages.body.items).toContainEqual({
      code: '31.74.07.1006',
      name: 'Senayan',
      level: 'VILLAGE',
    });
    expect(
      villages.body.items.every(
        (item) => item.level === 'VILLAGE' && item.code.startsWith('31.74.07.'),
      ),
    ).toBe(true);

    const { status, body } = await get<RegionPathResponse>('/regions/31.74.07.1006');
    expect(status).toBe(200);
    expect(body).toEqual({
      code: '31.74.07.1006',
      name: 'Senayan',
      level: 'VILLAGE',
      parents: [
        { code: '31', name: 'DKI Jakarta', level: 'PROVINCE' },
        { code: '31.74', name: 'Kota Administrasi Jakarta Selatan', level: 'REGENCY' },
        { code: '31.74.07', name: 'Kebayoran Baru', level: 'DISTRICT' },
      ],
    });
  });

  it.each([
    ['a regency that does not exist', '31.99'],
    ['a district that does not exist', '31.74.99'],
    ['a province that does not exist', '20'],
  ])('the regions inside %s answer 404 U-INV-RG-1', async (_story, parent) => {
    expect(await get(`/regions?parent=${parent}`)).toEqual({
      status: 404,
      body: { error: { code: 'U-INV-RG-1', message: 'Region not found.', field: 'parent' } },
    });
  });

  it('a village has nothing inside it: its code is refused as a parent before the service is asked', async () => {
    const { status, body } = await get('/regions?parent=31.74.07.1006');
    expect(status).toBe(400);
    expect(body.error?.code).toBe('BAD_REQUEST');
  });

  it('the routes are in the OpenAPI document at /docs', async () => {
    const document = (await (await fetch(`${baseUrl}/docs/json`)).json()) as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/regions', '/regions/{code}']),
    );
  });

  it('an unknown region code answers 404 U-INV-RG-1, a malformed one 400', async () => {
    expect(await get('/regions/31.74.07.9999')).toEqual({
      status: 404,
      body: { error: { code: 'U-INV-RG-1', message: 'Region not found.' } },
    });
    expect((await get('/regions/jakarta')).status).toBe(400);
  });
});

describe('checking an address', () => {
  it('DKI Jakarta > Kota Administrasi Jakarta Selatan > Kebayoran Baru > Senayan, 12190, is consistent', () => {
    expect(regions.addressIssue(senayan)).toBeNull();
  });

  it.each([
    ['an unknown province', { provinceCode: '20' }, 'PROVINCE'],
    ['a regency code given as the province', { provinceCode: '31.74' }, 'PROVINCE'],
    ['a regency of another province (Kota Bandung)', { regencyCode: '32.73' }, 'REGENCY'],
    ['an unknown regency', { regencyCode: '31.99' }, 'REGENCY'],
    [
      'a district of another regency (Gambir, Jakarta Pusat)',
      { districtCode: '31.71.01' },
      'DISTRICT',
    ],
    ['an unknown district', { districtCode: '31.74.99' }, 'DISTRICT'],
    ['a village of another district', { villageCode: '31.71.01.1001' }, 'VILLAGE'],
    ['an unknown village', { villageCode: '31.74.07.9999' }, 'VILLAGE'],
    ['a district code given as the village', { villageCode: '31.74.07' }, 'VILLAGE'],
    ['a postal code of four digits', { postalCode: '1219' }, 'POSTAL_CODE'],
    ['a postal code with a letter', { postalCode: '1219O' }, 'POSTAL_CODE'],
  ])('%s is refused at %s', (_story, change, level) => {
    expect(regions.addressIssue({ ...senayan, ...change })).toBe(level);
  });

  it('the first wrong level from the top is named', () => {
    expect(
      regions.addressIssue({
        ...senayan,
        regencyCode: '31.99',
        districtCode: '31.99.01',
        postalCode: '',
      }),
    ).toBe('REGENCY');
  });
});

describe('a NIK’s district, checked against the dataset', () => {
  const knownDistrict = (code: string) => regions.isDistrict(code);

  it('a NIK registered in Gambir, Jakarta Pusat (31.71.01), is accepted', () => {
    expect(nikIssue('3171011203950001', { knownDistrict, today: '2026-11-24' })).toBeNull();
    expect(nikIssue('3174075503950002', { knownDistrict, today: '2026-11-24' })).toBeNull();
  });

  it('a NIK of a made-up district (31.71.99) or regency (31.99.01) is refused with REGION', () => {
    expect(nikIssue('3171991203950001', { knownDistrict, today: '2026-11-24' })).toBe('REGION');
    expect(nikIssue('3199011203950001', { knownDistrict, today: '2026-11-24' })).toBe('REGION');
    expect(npwpIssue('3171991203950001', { knownDistrict, today: '2026-11-24' })).toBe(
      'NIK_INVALID',
    );
  });

  it('only districts are districts', () => {
    expect(regions.isDistrict('31.71.01')).toBe(true);
    expect(regions.isDistrict('31.71')).toBe(false);
    expect(regions.isDistrict('31.71.01.1001')).toBe(false);
  });
});

describe('the dataset', () => {
  it('holds every level of idn-area-data 3.1.2', () => {
    const counts = { PROVINCE: 0, REGENCY: 0, DISTRICT: 0, VILLAGE: 0 };
    const walk = (parent?: string) => {
      for (const region of regions.children(parent)) {
        counts[region.level] += 1;
        if (region.level !== 'VILLAGE') walk(region.code);
      }
    };
    walk();
    expect(counts).toEqual({ PROVINCE: 38, REGENCY: 514, DISTRICT: 7277, VILLAGE: 83763 });
  });

  it('keeps a name the source writes with a quote as it is', () => {
    expect(regions.find('35.13.15.2017')).toEqual({
      code: '35.13.15.2017',
      name: 'Soka"an',
      level: 'VILLAGE',
      parentCode: '35.13.15',
    });
  });
});

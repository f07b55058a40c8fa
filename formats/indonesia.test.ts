import { describe, expect, it } from 'vitest';
import {
  formatLocalPhone,
  localPhoneDigits,
  nibIssue,
  nikBirthDate,
  nikDistrictCode,
  nikIssue,
  npwpIssue,
  phoneIssue,
  postalCodeIssue,
  PROVINCE_CODES,
  toInternationalPhone,
} from './indonesia';

const TODAY = '2026-11-24';

describe('NIK', () => {
  it.each([
    ['a man registered in Gambir, Jakarta Pusat, born 12 March 1995', '3171011203950001'],
    ['a woman registered in Kebayoran Baru, born 15 March 1995 (day 55)', '3174075503950002'],
    ['a woman born on the 1st (day 41)', '3273014101880123'],
    ['a woman born on the 31st (day 71)', '3578017112790007'],
    ['typed with dots, dashes and spaces', '31.71.01-120395 0001'],
    ['born on 29 February 2000, a leap year', '3201012902000001'],
    [
      'born on 29 February 1996, a year the later century would put in the future',
      '3201012902960001',
    ],
    ['born today', '3171012411260001'],
    ['from Papua Barat Daya (96), one of the 2022 provinces', '9671011203950001'],
  ])('%s is valid', (_story, nik) => {
    expect(nikIssue(nik, { today: TODAY })).toBeNull();
  });

  it.each([
    ['15 digits', '317101120395001', 'LENGTH'],
    ['17 digits', '31710112039500011', 'LENGTH'],
    ['a letter among the digits', '31710112039A0001', 'LENGTH'],
    ['empty', '', 'LENGTH'],
    ['province 20, which does not exist', '2071011203950001', 'REGION'],
    ['province 00', '0071011203950001', 'REGION'],
    ['regency 00', '3100011203950001', 'REGION'],
    ['district 00', '3171001203950001', 'REGION'],
    ['day 00', '3171010003950001', 'BIRTH_DATE'],
    ['day 32, neither a man’s nor a woman’s', '3171013203950001', 'BIRTH_DATE'],
    ['day 40, a woman’s day 0', '3171014003950001', 'BIRTH_DATE'],
    ['day 72, a woman’s day 32', '3171017203950001', 'BIRTH_DATE'],
    ['month 13', '3171011213950001', 'BIRTH_DATE'],
    ['month 00', '3171011200950001', 'BIRTH_DATE'],
    ['31 April', '3171013104950001', 'BIRTH_DATE'],
    ['29 February 2001, not a leap year', '3171012902010001', 'BIRTH_DATE'],
    ['a woman born on 29 February 2001 (day 69)', '3171016902010001', 'BIRTH_DATE'],
    ['serial 0000', '3171011203950000', 'SERIAL'],
    ['serial 0000 of a woman', '3174075503950000', 'SERIAL'],
  ])('%s is refused with %s', (_story, nik, reason) => {
    expect(nikIssue(nik, { today: TODAY })).toBe(reason);
  });

  it('when the district is checked, a known one passes and an unknown one is refused with REGION', () => {
    const knownDistrict = (code: string) => code === '31.71.01';
    expect(nikIssue('3171011203950001', { knownDistrict, today: TODAY })).toBeNull();
    expect(nikIssue('3171991203950001', { knownDistrict, today: TODAY })).toBe('REGION');
    // A province that does not exist is refused before the district is asked.
    expect(nikIssue('2071011203950001', { knownDistrict: () => true, today: TODAY })).toBe(
      'REGION',
    );
  });

  it.each([
    ['a man born on 12 March 1995', '3171011203950001', { date: '1995-03-12', female: false }],
    ['a woman born on 15 March 1995', '3174075503950002', { date: '1995-03-15', female: true }],
    ['a child born in March 2024', '3171011503240001', { date: '2024-03-15', female: false }],
    ['born today, this century', '3171012411260001', { date: '2026-11-24', female: false }],
    [
      'born tomorrow’s date, so a century ago',
      '3171012511260001',
      { date: '1926-11-25', female: false },
    ],
    ['a woman born on 29 February 2000', '3201016902000001', { date: '2000-02-29', female: true }],
    [
      'born on 29 February of a year 96: 1996, since 2096 is after today',
      '3201012902960001',
      { date: '1996-02-29', female: false },
    ],
  ])('the birth date of %s is read', (_story, nik, birth) => {
    expect(nikBirthDate(nik, TODAY)).toEqual(birth);
  });

  it('on 1 January 2000, a NIK of 29 February 00 reads as 1900, which had no 29 February', () => {
    expect(nikBirthDate('3201012902000001', '2000-01-01')).toBeNull();
    expect(nikIssue('3201012902000001', { today: '2000-01-01' })).toBe('BIRTH_DATE');
    expect(nikIssue('3201012902000001', { today: '2000-02-29' })).toBeNull();
  });

  it('a birth date can never be after today: a date later this year reads as a century ago', () => {
    expect(nikBirthDate('3171013112260001', TODAY)).toEqual({ date: '1926-12-31', female: false });
    expect(nikIssue('3171013112260001', { today: TODAY })).toBeNull();
  });

  it('without a date given, today is Jakarta’s', () => {
    expect(nikIssue('3171011203950001')).toBeNull();
  });

  it.each([
    ['3171011203950001', '31.71.01'],
    ['32.73.01-410188-0123', '32.73.01'],
    ['317101120395', null],
  ])('the district code of %s is %s', (nik, code) => {
    expect(nikDistrictCode(nik)).toBe(code);
  });

  it('the birth date of a NIK that is not 16 digits is unknown', () => {
    expect(nikBirthDate('317101120395', TODAY)).toBeNull();
  });

  it('knows the 38 provinces', () => {
    expect(PROVINCE_CODES.size).toBe(38);
    expect(PROVINCE_CODES.has('31')).toBe(true);
    expect(PROVINCE_CODES.has('20')).toBe(false);
  });
});

describe('NPWP', () => {
  it.each([
    ['a classic 15-digit NPWP as printed', '01.234.567.8-901.000', {}],
    ['a classic 15-digit NPWP as digits', '012345678901000', {}],
    ['a company’s 16-digit NPWP: 0 and the classic 15', '0012.3456.7890.1000', {}],
    ['a person’s 16-digit NPWP, their NIK', '3171011203950001', { nik: '3171011203950001' }],
    [
      'a person’s NPWP typed in groups and their NIK typed plain',
      '3171 0112 0395 0001',
      { nik: '3171011203950001' },
    ],
    ['a person’s 16-digit NPWP, a valid NIK, with no NIK to compare', '3174075503950002', {}],
    [
      'a company’s 16-digit NPWP with a NIK beside it (the PIC’s)',
      '0012345678901000',
      { nik: '3171011203950001' },
    ],
  ])('%s is valid', (_story, npwp, options) => {
    expect(npwpIssue(npwp, { ...options, today: TODAY })).toBeNull();
  });

  it.each([
    ['14 digits', '01.234.567.8-901.00', {}, 'LENGTH'],
    ['17 digits', '01234567890100012', {}, 'LENGTH'],
    ['a letter among the digits', '01.234.567.8-901.00A', {}, 'LENGTH'],
    [
      'a NIK that is someone else’s',
      '3171011203950001',
      { nik: '3171011203950002' },
      'NIK_MISMATCH',
    ],
    ['a NIK of another district', '3174075503950002', { nik: '3171015503950002' }, 'NIK_MISMATCH'],
    ['a 16-digit number that is no NIK (province 20)', '2071011203950001', {}, 'NIK_INVALID'],
    ['a 16-digit number that is no NIK (serial 0000)', '3171011203950000', {}, 'NIK_INVALID'],
    ['a 16-digit number that is no NIK (31 April)', '3171013104950001', {}, 'NIK_INVALID'],
  ])('%s is refused with %s', (_story, npwp, options, reason) => {
    expect(npwpIssue(npwp, { ...options, today: TODAY })).toBe(reason);
  });

  it('a NIK-based NPWP is checked against the known districts when no NIK is given', () => {
    const knownDistrict = (code: string) => code === '31.71.01';
    expect(npwpIssue('3171011203950001', { knownDistrict, today: TODAY })).toBeNull();
    expect(npwpIssue('3171991203950001', { knownDistrict, today: TODAY })).toBe('NIK_INVALID');
  });
});

describe('NIB', () => {
  it.each([['9120001234567'], ['1234 5678 90123'], ['0220000123456']])('%s is valid', (nib) => {
    expect(nibIssue(nib)).toBeNull();
  });

  it.each([['912000123456'], ['91200012345678'], ['912000123456A'], ['']])(
    '%s is refused with LENGTH',
    (nib) => {
      expect(nibIssue(nib)).toBe('LENGTH');
    },
  );
});

describe('postal code', () => {
  it.each([['12190'], ['10110'], ['99351'], [' 12190 ']])('%s is valid', (code) => {
    expect(postalCodeIssue(code)).toBeNull();
  });

  it.each([['1219'], ['121900'], ['1219O'], ['']])('%s is refused with LENGTH', (code) => {
    expect(postalCodeIssue(code)).toBe('LENGTH');
  });
});

describe('phone numbers', () => {
  it.each([
    ['a mobile number', '+6281234567890'],
    ['a mobile number typed with spaces and dashes', '+62 812-3456-7890'],
    ['a Jakarta landline of 8 digits after +62, the fewest', '+6221520123'],
    ['13 digits after +62, the most', '+628123456789012'],
    ['a Yogyakarta landline', '+62274512345'],
  ])('%s as stored is valid', (_story, phone) => {
    expect(phoneIssue(phone)).toBeNull();
  });

  it.each([
    ['a national number with its leading 0', '081234567890', 'PREFIX'],
    ['62 without the +', '6281234567890', 'PREFIX'],
    ['another country’s code', '+6591234567', 'PREFIX'],
    ['+62 then the trunk 0', '+62081234567890', 'PREFIX'],
    ['7 digits after +62', '+622152012', 'LENGTH'],
    ['14 digits after +62', '+6281234567890123', 'LENGTH'],
    ['+62 alone', '+62', 'LENGTH'],
    ['letters after +62', '+62812abc4567', 'LENGTH'],
  ])('%s is refused with %s', (_story, phone, reason) => {
    expect(phoneIssue(phone)).toBe(reason);
  });

  it('what toInternationalPhone sends passes the check', () => {
    expect(phoneIssue(toInternationalPhone('0812-3456-7890')!)).toBeNull();
    expect(phoneIssue(toInternationalPhone('(021) 520 1234')!)).toBeNull();
  });

  it('when a mobile number is typed, it is grouped 3-4-4', () => {
    expect(formatLocalPhone('81234567890')).toBe('812-3456-7890');
    expect(formatLocalPhone('8123')).toBe('812-3');
  });

  it('when a Jakarta landline is typed with its leading 0, the 0 goes and the area code stands apart', () => {
    expect(formatLocalPhone('021 520 1234')).toBe('21-5201234');
    expect(formatLocalPhone('0274512345')).toBe('274-512345');
  });

  it('when a full international number is pasted, +62 is not repeated', () => {
    expect(localPhoneDigits('+62 812-3456-7890')).toBe('81234567890');
    expect(toInternationalPhone('+62 812-3456-7890')).toBe('+6281234567890');
  });

  it('when nothing is typed, there is no number to send', () => {
    expect(toInternationalPhone('  ')).toBeNull();
  });
});

import { dateIn, daysInMonth } from './calendar';

/**
 * Checks of Indonesian identity and contact numbers, the same in the browser
 * (yup rules) and in the services. Each check answers null when the value is
 * valid, or a reason code: the web words it through react-intl, a service
 * through its error catalogue. None throws. Input is normalised first: spaces,
 * dots and dashes are ignored, as people type them (`31.71.01-120190.0001`).
 */

/** Drops the spaces, dots and dashes people type between digit groups. */
const compact = (value: string) => value.replace(/[\s.-]/g, '');

/**
 * The 38 provinces' Kemendagri codes, as `idn-area-data` 3.1.2 lists them
 * (its data/provinces.csv, 93 to 96 being the Papua provinces formed in
 * 2022); the invoicing service's region tests hold this list to that dataset.
 */
// prettier-ignore
export const PROVINCE_CODES: ReadonlySet<string> = new Set([
  '11', '12', '13', '14', '15', '16', '17', '18', '19', '21', // Sumatera and its islands
  '31', '32', '33', '34', '35', '36', // Jawa
  '51', '52', '53', // Bali and Nusa Tenggara
  '61', '62', '63', '64', '65', // Kalimantan
  '71', '72', '73', '74', '75', '76', // Sulawesi
  '81', '82', // Maluku
  '91', '92', '93', '94', '95', '96', // Papua
]);

/** The words of the legal forms an Indonesian name carries (PT, CV, Tbk, UD, …), upper case: they say what kind of holder it is, not who. */
export const LEGAL_FORM_WORDS: readonly string[] = [
  'PT',
  'CV',
  'TBK',
  'UD',
  'PD',
  'FIRMA',
  'KOPERASI',
  'YAYASAN',
  'PERSERO',
];

/** The date in Jakarta of an instant, YYYY-MM-DD: the business date of something that happened then. */
export function jakartaDate(at: Date): string {
  return dateIn('Asia/Jakarta', at);
}

/** Today's date in Jakarta, YYYY-MM-DD: the business date the checks compare birth dates with by default. */
export function jakartaToday(): string {
  return jakartaDate(new Date());
}

// ---------------------------------------------------------------------------
// NIK
// ---------------------------------------------------------------------------

/**
 * Why a NIK is refused: LENGTH (not 16 digits), REGION (not a real province,
 * regency or district code), BIRTH_DATE (not a real date once the 40 of women
 * is taken off, or after today), SERIAL (0000).
 */
export type NikIssue = 'LENGTH' | 'REGION' | 'BIRTH_DATE' | 'SERIAL';

export type NikOptions = {
  /**
   * Whether a district code (`PP.RR.DD`) is a real kecamatan; the invoicing
   * service passes its regional dataset's (`RegionService.isDistrict`).
   * Without it only the province is checked.
   */
  knownDistrict?: (code: string) => boolean;
  /** The date the birth date may not be after (YYYY-MM-DD); today in Jakarta by default. */
  today?: string;
};

/**
 * The layout of a NIK (Nomor Induk Kependudukan, the number on the KTP), as
 * the civil registry describes it — Dukcapil Kabupaten Klaten, "Arti 16 Digit
 * Nomor Induk Kependudukan (NIK)"
 * (https://dukcapil.klaten.go.id/arti-16-digit-nomor-induk-kependudukan-nik),
 * confirmed by the Director General of Dukcapil Kemendagri, Teguh Setyabudi
 * (Kompas/TribunJakarta, 29 August 2023); every resident holds one for life
 * (UU 23/2006 on Administrasi Kependudukan, article 13):
 *
 *   PP RR DD  the province, regency/city and district (kecamatan) where the NIK
 *             was first registered, in Kemendagri's region codes
 *   DD MM YY  the birth date, with 40 added to the day for women (41-71)
 *   NNNN      the serial, from 0001
 */
const NIK = /^(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{4})$/;

/**
 * The birth date a NIK carries, and whether its holder is a woman (day + 40).
 * The two-digit year is read in the latest century that does not put the date
 * after `today`: `…150395…` is 1995-03-15, `…150324…` 2024-03-15 (in 2026).
 * Null when the NIK is not 16 digits or its date is not a real one.
 *
 * @example nikBirthDate('3171015503950001', '2026-11-24') // { date: '1995-03-15', female: true }
 */
export function nikBirthDate(
  nik: string,
  today: string = jakartaToday(),
): { date: string; female: boolean } | null {
  const parts = NIK.exec(compact(nik));
  if (!parts) return null;
  const coded = Number(parts[4]);
  const female = coded > 40;
  const day = female ? coded - 40 : coded;
  const month = Number(parts[5]);
  const yy = Number(parts[6]);
  const monthDay = `${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  const thisCentury = Math.floor(Number(today.slice(0, 4)) / 100) * 100;
  // The month and day compare as text with today's: a later one in the same year puts the date a century back.
  const sameCentury = `${String(thisCentury + yy).padStart(4, '0')}-${monthDay}`;
  const year = sameCentury <= today ? thisCentury + yy : thisCentury - 100 + yy;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { date: `${String(year).padStart(4, '0')}-${monthDay}`, female };
}

/**
 * The district (kecamatan) a NIK was registered in, as the Kemendagri code
 * `PP.RR.DD` that `idn-area-data` and the invoicing service's regions use.
 * Null when the NIK is not 16 digits.
 *
 * @example nikDistrictCode('3171011203950001') === '31.71.01'
 */
export function nikDistrictCode(nik: string): string | null {
  const parts = NIK.exec(compact(nik));
  return parts ? `${parts[1]}.${parts[2]}.${parts[3]}` : null;
}

/**
 * Why a NIK is refused, or null when it is valid: 16 digits, a real province
 * (and, with `knownDistrict`, a real district), a real birth date not after
 * today, a serial other than 0000.
 *
 * @example nikIssue('3171011203950001') === null
 * @example nikIssue('3171011303950000') === 'SERIAL'
 */
export function nikIssue(
  nik: string,
  { knownDistrict, today = jakartaToday() }: NikOptions = {},
): NikIssue | null {
  const parts = NIK.exec(compact(nik));
  if (!parts) return 'LENGTH';
  const [, province, regency, district] = parts;
  if (!PROVINCE_CODES.has(province!) || regency === '00' || district === '00') return 'REGION';
  if (knownDistrict && !knownDistrict(`${province}.${regency}.${district}`)) return 'REGION';
  const born = nikBirthDate(nik, today);
  // The century rule never reads a date after today; the comparison keeps the promise should that rule change.
  if (!born || born.date > today) return 'BIRTH_DATE';
  if (parts[7] === '0000') return 'SERIAL';
  return null;
}

// ---------------------------------------------------------------------------
// NPWP
// ---------------------------------------------------------------------------

/**
 * Why an NPWP is refused: LENGTH (not 15 or 16 digits), NIK_MISMATCH (a
 * person's 16-digit NPWP that is not their NIK), NIK_INVALID (a 16-digit NPWP
 * not starting with 0, so a NIK, that is not a valid NIK).
 */
export type NpwpIssue = 'LENGTH' | 'NIK_MISMATCH' | 'NIK_INVALID';

/**
 * The digits of an NPWP as typed (`01.234.567.8-901.000` → `012345678901000`),
 * or null when they are not 15 or 16. The web's formatter as typed is
 * `web/domain/taxNumber.ts`; the services' normaliser that throws their own error
 * is `normaliseTaxNumber` in `services/kit/text.ts` (formats/ imports neither).
 */
export function npwpDigits(npwp: string): string | null {
  const digits = compact(npwp);
  return /^\d{15,16}$/.test(digits) ? digits : null;
}

/**
 * Why an NPWP is refused, or null. PMK 112/PMK.03/2022 (article 2): since 14
 * July 2022, and for every service since 2024, a resident person's NPWP is
 * their NIK, and other taxpayers' a 16-digit number, which for those holding a
 * classic 15-digit NPWP (`01.234.567.8-901.000`) is that number with a 0 in
 * front. The 15-digit form is still taken. A 16-digit NPWP not starting with 0
 * is therefore a NIK: it must equal the `nik` given, or without one pass
 * `nikIssue` (with the same `knownDistrict` and `today`).
 *
 * @example npwpIssue('01.234.567.8-901.000') === null
 * @example npwpIssue('3171011203950001', { nik: '3171011203950002' }) === 'NIK_MISMATCH'
 */
export function npwpIssue(
  npwp: string,
  { nik, ...nikOptions }: NikOptions & { nik?: string } = {},
): NpwpIssue | null {
  const digits = npwpDigits(npwp);
  if (digits === null) return 'LENGTH';
  if (digits.length === 15 || digits.startsWith('0')) return null;
  if (nik !== undefined && compact(nik) !== '')
    return compact(nik) === digits ? null : 'NIK_MISMATCH';
  return nikIssue(digits, nikOptions) === null ? null : 'NIK_INVALID';
}

// ---------------------------------------------------------------------------
// NIB, postal code
// ---------------------------------------------------------------------------

/** Why a NIB is refused: LENGTH (not 13 digits). */
export type NibIssue = 'LENGTH';

/**
 * Why a NIB (Nomor Induk Berusaha, the business identity number the OSS RBA
 * system issues under PP 5/2021, now PP 28/2025) is refused, or null: it is 13
 * digits, random ones with no structure to check.
 *
 * @example nibIssue('9120001234567') === null
 */
export function nibIssue(nib: string): NibIssue | null {
  return /^\d{13}$/.test(compact(nib)) ? null : 'LENGTH';
}

/** Why a postal code is refused: LENGTH (not 5 digits). */
export type PostalCodeIssue = 'LENGTH';

/**
 * Why an Indonesian postal code (kode pos) is refused, or null: 5 digits. The
 * regional dataset has no postal codes, so the code is typed, and only its
 * shape is checked.
 *
 * @example postalCodeIssue('12190') === null
 */
export function postalCodeIssue(postalCode: string): PostalCodeIssue | null {
  return /^\d{5}$/.test(compact(postalCode)) ? null : 'LENGTH';
}

// ---------------------------------------------------------------------------
// Phone numbers (+62)
// ---------------------------------------------------------------------------

/** Indonesia's two-digit area codes (Jakarta, Bandung, Semarang, Surabaya, Medan); the others have three. */
const TWO_DIGIT_AREAS = new Set(['21', '22', '24', '31', '61']);
/** The most digits after +62. */
const MAX_PHONE_DIGITS = 13;

/**
 * The digits after +62 of a number as typed: `+62`, a leading 0 and anything
 * but digits are dropped, and digits beyond 13.
 *
 * @example localPhoneDigits('+62 812-3456-7890') === '81234567890'
 */
export function localPhoneDigits(input: string): string {
  const trimmed = input.trim().replace(/^\+62/, '');
  return trimmed.replace(/\D/g, '').replace(/^0+/, '').slice(0, MAX_PHONE_DIGITS);
}

/**
 * Formats the part after +62 while it is typed: a mobile number (8…) as
 * 812-3456-7890, a landline as area code and subscriber number (21-5201234).
 */
export function formatLocalPhone(input: string): string {
  const digits = localPhoneDigits(input);
  if (digits.startsWith('8'))
    return [digits.slice(0, 3), digits.slice(3, 7), digits.slice(7)].filter(Boolean).join('-');
  const area = TWO_DIGIT_AREAS.has(digits.slice(0, 2)) ? 2 : 3;
  return [digits.slice(0, area), digits.slice(area)].filter(Boolean).join('-');
}

/** The number to send: +62 and the digits, or null when none were typed. */
export function toInternationalPhone(input: string): string | null {
  const digits = localPhoneDigits(input);
  return digits === '' ? null : `+62${digits}`;
}

/** Why a stored phone number is refused: PREFIX (not +62 followed by a digit other than 0), LENGTH (not 8 to 13 digits after +62). */
export type PhoneIssue = 'PREFIX' | 'LENGTH';

/**
 * Why a phone number as stored is refused, or null: E.164 for Indonesia, `+62`
 * then 8 to 13 digits, the first not 0 (`+6281234567890`), which is what
 * `toInternationalPhone` makes of what was typed. A national form (`0812…`,
 * `62812…`) is refused with PREFIX here: turning it into +62 is the typing
 * helpers' work, not the check's.
 *
 * @example phoneIssue('+62 812-3456-7890') === null
 * @example phoneIssue('081234567890') === 'PREFIX'
 */
export function phoneIssue(phone: string): PhoneIssue | null {
  const number = compact(phone);
  if (!number.startsWith('+62') || number[3] === '0') return 'PREFIX';
  return /^\+62\d{8,13}$/.test(number) ? null : 'LENGTH';
}

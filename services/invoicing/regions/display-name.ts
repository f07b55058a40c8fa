/** Words of upper-case region names that stay as they are: Daerah Khusus Ibukota, Daerah Istimewa. */
const ACRONYMS = new Set(['DKI', 'DI']);
/** Abbreviations written with a capital only (`KOTA ADM. JAKARTA SELATAN` → `Kota Adm. Jakarta Selatan`). */
const ABBREVIATIONS = new Map([['ADM.', 'Adm.']]);
/** Conjunctions written in lower case inside a name (`Kabupaten Pangkajene dan Kepulauan`). */
const LOWER = new Set(['DAN']);

const capitalise = (word: string) =>
  word.replace(/[A-Z]+/g, (letters) => letters[0] + letters.slice(1).toLowerCase());

/**
 * A region's name as shown. The dataset writes provinces and regencies in
 * upper case (`DKI JAKARTA`, `KABUPATEN ACEH SELATAN`) and districts and
 * villages as they are written (`Kebayoran Baru`, `Koto XI Tarusan`). An
 * upper-case name is title-cased, with DKI and DI kept upper, `ADM.` written
 * `Adm.` and `dan` inside a name in lower case; a name with any lower-case
 * letter is kept as it is.
 *
 * @example displayName('KOTA ADMINISTRASI JAKARTA SELATAN') === 'Kota Administrasi Jakarta Selatan'
 * @example displayName('DKI JAKARTA') === 'DKI Jakarta'
 */
export function displayName(name: string): string {
  if (/[a-z]/.test(name)) return name;
  return name
    .split(' ')
    .map((word, index) => {
      if (ACRONYMS.has(word)) return word;
      const abbreviation = ABBREVIATIONS.get(word);
      if (abbreviation) return abbreviation;
      if (index > 0 && LOWER.has(word)) return word.toLowerCase();
      return capitalise(word);
    })
    .join(' ');
}

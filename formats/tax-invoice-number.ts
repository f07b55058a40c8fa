/**
 * The tax invoice number (kode dan nomor seri faktur pajak) DJP's Coretax
 * gives an e-Faktur once it is uploaded and approved.
 *
 * PER-11/PJ/2025 (the Coretax successor of PER-03/PJ/2022), article 37(1):
 * 17 digits, being a 2-digit transaction code, a 2-digit status code and the
 * 13-digit serial number DJP assigns (2 digits of the year, 11 of sequence).
 * Its transaction codes are 01 to 10 (the same regulation's list; 10 is new in
 * it). The article counts digits and names no separator, and no public source
 * we found writes the 17-digit number with one, so only the digits are taken:
 * a number with dots and dashes is most likely the 16-digit one of the old
 * e-Faktur application (PER-03/PJ/2022: `010.000-22.12345678`), which Coretax
 * no longer gives.
 */
const TAX_INVOICE_NUMBER = /^(0[1-9]|10)[0-9]{15}$/;

/**
 * The tax invoice number as it is stored (its 17 digits, the surrounding
 * spaces a paste brings taken off), or null when `written` is not one.
 *
 * @example taxInvoiceNumber(' 04002500123456789 ') === '04002500123456789'
 */
export function taxInvoiceNumber(written: string): string | null {
  const number = written.trim();
  return TAX_INVOICE_NUMBER.test(number) ? number : null;
}

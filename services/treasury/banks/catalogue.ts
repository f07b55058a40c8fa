/** A bank in Indonesian clearing, by its three-digit code. */
export type Bank = { code: string; name: string };

/** The banks accounts can be held at, by clearing code. */
export const BANKS: readonly Bank[] = [
  { code: '002', name: 'Bank Rakyat Indonesia (BRI)' },
  { code: '008', name: 'Bank Mandiri' },
  { code: '009', name: 'Bank Negara Indonesia (BNI)' },
  { code: '011', name: 'Bank Danamon' },
  { code: '013', name: 'Bank Permata' },
  { code: '014', name: 'Bank Central Asia (BCA)' },
  { code: '022', name: 'CIMB Niaga' },
  { code: '028', name: 'Bank OCBC NISP' },
  { code: '200', name: 'Bank Tabungan Negara (BTN)' },
  { code: '451', name: 'Bank Syariah Indonesia (BSI)' },
];

const byCode = new Map(BANKS.map((bank) => [bank.code, bank]));

export function findBank(code: string): Bank | undefined {
  return byCode.get(code);
}

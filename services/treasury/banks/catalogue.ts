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

/** The internet-banking portals an automated (crawler) connection can read, by bank. */
export const AUTOMATED_TYPES: Readonly<Record<string, { bankCode: string }>> = {
  KLIKBCA_BISNIS: { bankCode: '014' },
  KLIKBCA_INDIVIDUAL: { bankCode: '014' },
  MANDIRI_MCM: { bankCode: '008' },
  BNI_DIRECT: { bankCode: '009' },
  BRI_QLOLA: { bankCode: '002' },
};

/** The automated types a bank offers, in catalogue order; none for a bank without a crawler. */
export function automatedTypesOf(bankCode: string): string[] {
  return Object.entries(AUTOMATED_TYPES)
    .filter(([, type]) => type.bankCode === bankCode)
    .map(([name]) => name);
}

import { addDays } from '../formats/calendar.js';

type Headers = Record<string, string>;

/**
 * The demo business's time deposits, placed before `today` and still running
 * (a deposit that would have matured is refused): a one-month rupiah deposit
 * at BCA renewing principal and interest, maturing in about ten days; a
 * three-month one at Mandiri paid out at maturity; and a dollar deposit at BNI
 * renewing its principal. Rates are in the range Indonesian banks' counter
 * rates for corporate time deposits sat in 2025-2026.
 */
export async function seedDeposits(
  treasuryUrl: string,
  headers: Headers,
  today: string,
): Promise<void> {
  const deposits = [
    {
      bankCode: '014',
      alias: 'BCA Deposito 1 bulan',
      amount: '2000000000.00',
      issuedDate: addDays(today, -20),
      tenor: 1,
      tenorType: 'MONTHS',
      term: 'RENEW_PRINCIPAL_AND_INTEREST',
      interestRate: '4.25',
    },
    {
      bankCode: '008',
      alias: 'Mandiri Deposito 3 bulan',
      amount: '1500000000.00',
      issuedDate: addDays(today, -45),
      tenor: 3,
      tenorType: 'MONTHS',
      term: 'NO_RENEWAL',
      interestRate: '4.75',
    },
    {
      bankCode: '009',
      alias: 'BNI Deposito Valas USD',
      currency: 'USD',
      amount: '50000.00',
      issuedDate: addDays(today, -10),
      tenor: 6,
      tenorType: 'MONTHS',
      term: 'RENEW_PRINCIPAL',
      interestRate: '3.25',
    },
  ];
  for (const deposit of deposits) {
    const response = await fetch(`${treasuryUrl}/deposits`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(deposit),
    });
    if (!response.ok)
      throw new Error(
        `Seeding failed at POST ${treasuryUrl}/deposits: ${response.status} ${await response.text()}`,
      );
  }
}

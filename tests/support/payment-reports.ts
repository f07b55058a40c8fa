import Decimal from 'decimal.js';
import { expect } from 'vitest';
import { xenditReportCsv, type ReportPayment } from '../../services/gateway-sandbox/report.js';
import type { System } from '../../system.js';
import { callRest, createdRest, type Tokens } from './factories.js';
import { endedImportRest } from './treasury-rest.js';
import { takenUploadId, uploadCsvToTreasury } from './csv-uploads.js';

/**
 * Adds a Xendit payment provider named `name`, paying out into the bank account
 * `bankAccountId`, with the test `credentials`, over the treasury's REST API as
 * the member `tokens`: answers its id; a refusal fails the test with the service's answer.
 */
export async function createXenditProviderRest(
  system: Pick<System, 'treasuryUrl'>,
  tokens: Tokens,
  provider: { name: string; bankAccountId: string; secretKey: string; webhookToken: string },
): Promise<string> {
  const { name, bankAccountId, secretKey, webhookToken } = provider;
  const made = await createdRest<{ id: string }>(system.treasuryUrl, '/payment-providers', tokens, {
    provider: 'XENDIT',
    name,
    bankAccountId,
    credentials: { secretKey, webhookToken },
  });
  return made.id;
}

type ImportAnswer = { id: string; status: string; [field: string]: unknown };

/**
 * A payment provider's report imported as a member imports it: uploaded as
 * CSV, imported for the provider, and read once the import has finished.
 * Answers the finished import.
 */
export async function importProviderReport(
  system: Pick<System, 'treasuryUrl'>,
  tokens: Tokens,
  paymentProviderId: string,
  csv: string,
): Promise<ImportAnswer> {
  const uploadId = await takenUploadId(
    uploadCsvToTreasury(system, tokens, 'PAYMENT_REPORT', 'xendit-transactions.csv', csv),
  );
  const started = await callRest<ImportAnswer>(system.treasuryUrl, 'POST', '/imports', tokens, {
    kind: 'PAYMENT_REPORT',
    uploadId,
    paymentProviderId,
  });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  return endedImportRest<ImportAnswer>(system, tokens, started.body.id, 30_000);
}

/**
 * Xendit's Detailed Transactions Report (as the gateway sandbox and the demo
 * write it) of virtual account payments, each paid the day before it was
 * settled at 10:00 Jakarta time on `settledOn`: one payout per settlement day,
 * the payments' gross less Rp 4,000 and 11% VAT of it each.
 */
export function settledPaymentsReport(
  payments: readonly { gross: string; settledOn: string; reference: string }[],
): string {
  return xenditReportCsv(
    payments.map(({ gross, settledOn, reference }): ReportPayment => {
      const settledAt = new Date(`${settledOn}T10:00:00+07:00`);
      return {
        method: 'VA',
        channel: 'BCA',
        gross: new Decimal(gross),
        reference,
        transactionId: `txn-${reference}`,
        description: `Pembayaran ${reference}`,
        paidAt: new Date(settledAt.getTime() - 24 * 60 * 60 * 1000),
        settledAt,
        expectedSettlementAt: settledAt,
        vaNumber: '8808123456789012',
      };
    }),
  );
}

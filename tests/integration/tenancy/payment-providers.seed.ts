import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { eventually } from '../../support/eventually.js';
import { defineSeed, globalId, serviceId } from './seeds.js';
import { takenUploadId, uploadCsvThroughBff } from '../../support/csv-uploads.js';

/** A payment provider of theirs, with the records, transactions and settlement of a Xendit report. */
export default defineSeed({
  needs: ['BankAccount'],
  arguments: { itemIds: ['PaymentSettlement'] },
  async make({ system, browser }, made) {
    const provider = await browser.data<{
      paymentProviderCreate: { paymentProvider: { id: string } };
    }>(
      'mutation ($input: PaymentProviderCreateInput!) { paymentProviderCreate(input: $input) { paymentProvider { id } } }',
      {
        input: {
          provider: 'XENDIT',
          name: 'Xendit Rahasia',
          bankAccountId: made.BankAccount,
          credentials: [
            { key: 'secretKey', value: 'xnd_rahasia' },
            { key: 'webhookToken', value: 'tok_rahasia' },
          ],
        },
      },
    );
    const reportId = await takenUploadId(
      uploadCsvThroughBff(
        system,
        browser,
        'PAYMENT_REPORT',
        'xendit.csv',
        readFileSync(
          path.join(
            import.meta.dirname,
            '../../fixtures/payment-providers/xendit-detailed-transactions.csv',
          ),
        ),
      ),
    );
    const started = await browser.data<{ paymentReportImportStart: { import: { id: string } } }>(
      'mutation ($input: PaymentReportImportStartInput!) { paymentReportImportStart(input: $input) { import { id } } }',
      {
        input: {
          uploadId: reportId,
          paymentProviderId: provider.paymentProviderCreate.paymentProvider.id,
        },
      },
    );
    await eventually(async () => {
      const state = await browser.data<{ node: { status: string } }>(
        'query ($id: ID!) { node(id: $id) { ... on Import { status } } }',
        { id: started.paymentReportImportStart.import.id },
      );
      return state.node.status === 'COMPLETED';
    }, 10_000);
    const db = system.treasury.db;
    const record = await db
      .selectFrom('payment_records')
      .select(['id', 'settlement_id'])
      .where('settlement_id', 'is not', null)
      .executeTakeFirstOrThrow();
    const transaction = await db
      .selectFrom('payment_transactions')
      .select('id')
      .executeTakeFirstOrThrow();
    return {
      PaymentProvider: provider.paymentProviderCreate.paymentProvider.id,
      PaymentRecord: globalId('PaymentRecord', record.id),
      PaymentSettlement: globalId('PaymentSettlement', record.settlement_id!),
      PaymentTransaction: globalId('PaymentTransaction', transaction.id),
    };
  },
  async unchanged(system, made) {
    const db = system.treasury.db;
    expect(
      await db.selectFrom('payment_providers').select(['name', 'bank_account_id']).execute(),
    ).toEqual([{ name: 'Xendit Rahasia', bank_account_id: serviceId(made.BankAccount!) }]);
    expect(await db.selectFrom('payment_records').select('id').execute()).toHaveLength(5);
  },
});

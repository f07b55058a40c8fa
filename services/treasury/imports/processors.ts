import { counterpartiesImport } from '../counterparties/import.js';
import { expectedTransactionsImport } from '../expected-transactions/import.js';
import { paymentReportImport } from '../payment-providers/import.js';
import { paymentOrdersImport } from '../payments/import.js';
import { statementImportProcessor } from '../statements/import.js';
import type { ImportKind, ImportProcessor } from './types.js';

/** Every kind of import and the processor that writes its rows. */
export function importProcessors(
  options: { now?: (() => Date) | undefined } = {},
): Map<ImportKind, ImportProcessor> {
  const processors = [
    statementImportProcessor({ now: options.now }),
    counterpartiesImport,
    expectedTransactionsImport,
    paymentReportImport,
    paymentOrdersImport('PAYMENTS', { now: options.now }),
    paymentOrdersImport('TRANSFERS', { now: options.now }),
  ];
  return new Map(processors.map((processor) => [processor.kind, processor]));
}

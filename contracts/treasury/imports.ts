import { Type, type Static } from 'typebox';
import { LiteralUnion } from '../common/literal-union.js';
import { defineErrors } from '../common/errors.js';
import { BatchIdsQuery } from '../common/schemas.js';
import { IMPORT_LABELS, areaActivity } from '../common/activity-text.js';

export { IdParams } from '../common/schemas.js';

/** Every kind of import, in the order the schema lists them. */
export const IMPORT_KINDS = [
  'STATEMENT',
  'COUNTERPARTIES',
  'EXPECTED_TRANSACTIONS',
  'PAYMENT_REPORT',
  'PAYMENTS',
  'TRANSFERS',
] as const;

/** What a CSV import brings in: PAYMENTS and TRANSFERS make payment orders of that kind (contracts/treasury/payment-imports.ts). */
export const ImportKind = LiteralUnion(IMPORT_KINDS);
export type ImportKind = Static<typeof ImportKind>;

/** The statuses an import rests in until someone acts: it has finished running, well or not. */
export const ENDED_IMPORT_STATUSES = [
  'COMPLETED',
  'BLOCKED',
  'NEEDS_CONFIRMATION',
  'FAILED',
] as const;

export const ImportStatus = LiteralUnion(['QUEUED', 'RUNNING', ...ENDED_IMPORT_STATUSES]);
export type ImportStatus = Static<typeof ImportStatus>;

/** The upload limit of every import (spec: 25MB maximum). */
export const IMPORT_MAX_BYTES = 25 * 1024 * 1024;

/** `POST /uploads?purpose=…`: the import the file is for. */
export const UploadQuery = Type.Object({ purpose: ImportKind });
export type UploadQuery = Static<typeof UploadQuery>;

export const UploadResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  purpose: ImportKind,
  fileName: Type.String(),
  size: Type.Integer(),
  sha256: Type.String(),
  createdAt: Type.String({ format: 'date-time' }),
});
export type UploadResponse = Static<typeof UploadResponse>;

/** One problem in the file. */
export const ImportIssue = Type.Object({
  row: Type.Integer({ description: '1-based line of the file; 0 for the file as a whole.' }),
  field: Type.String(),
  severity: LiteralUnion(['error', 'warning']),
  code: Type.String(),
  message: Type.String(),
  value: Type.Optional(Type.String()),
  expected: Type.Optional(Type.String()),
});
export type ImportIssue = Static<typeof ImportIssue>;

export const ImportResponse = Type.Object({
  id: Type.String({ format: 'uuid' }),
  kind: ImportKind,
  status: ImportStatus,
  fileName: Type.String(),
  bankAccountId: Type.Union([Type.String(), Type.Null()]),
  /** For a payment provider's report: the provider configuration it is from. */
  paymentProviderId: Type.Union([Type.String(), Type.Null()]),
  ignoreWarnings: Type.Boolean(),
  totalBytes: Type.Integer(),
  processedBytes: Type.Integer(),
  rowsRead: Type.Integer(),
  created: Type.Integer(),
  skipped: Type.Integer(),
  errorCount: Type.Integer(),
  warningCount: Type.Integer(),
  issues: Type.Array(ImportIssue),
  summary: Type.Record(Type.String(), Type.String()),
  failureCode: Type.Union([Type.String(), Type.Null()]),
  createdBy: Type.Union([Type.String(), Type.Null()]),
  createdAt: Type.String({ format: 'date-time' }),
  startedAt: Type.Union([Type.String(), Type.Null()]),
  finishedAt: Type.Union([Type.String(), Type.Null()]),
});
export type ImportResponse = Static<typeof ImportResponse>;

export const ImportStartBody = Type.Object(
  {
    kind: ImportKind,
    uploadId: Type.String({ format: 'uuid' }),
    bankAccountId: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])),
    paymentProviderId: Type.Optional(Type.Union([Type.String({ format: 'uuid' }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type ImportStartBody = Static<typeof ImportStartBody>;

export const ImportListQuery = Type.Object({
  kind: ImportKind,
  bankAccountId: Type.Optional(Type.String({ format: 'uuid' })),
  paymentProviderId: Type.Optional(Type.String({ format: 'uuid' })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 50 })),
});
export type ImportListQuery = Static<typeof ImportListQuery>;

export const ImportBatchQuery = BatchIdsQuery;
export type ImportBatchQuery = Static<typeof ImportBatchQuery>;

export const ImportListResponse = Type.Object({ items: Type.Array(ImportResponse) });
export type ImportListResponse = Static<typeof ImportListResponse>;

/** The code an import ends with when the system, not the file, failed; nothing was written. */
export const IMPORT_FAILURE_CODE = 'U-TRSY-IM-9';

/** The refusals of an upload or an import (spec: CSV only, 25 MB maximum). */
export const importErrors = defineErrors({
  tooLarge: {
    status: 413,
    code: 'U-TRSY-IM-1',
    message: 'The file is larger than 25 MB. Split it into smaller files.',
    field: 'file',
  },
  /** `{reason}` says what was wrong with the file; the message is trimmed when there is none. */
  notCsv: {
    status: 400,
    code: 'U-TRSY-IM-2',
    message: 'Only CSV files can be imported. {reason}',
    field: 'file',
  },
  uploadNotFound: {
    status: 404,
    code: 'U-TRSY-IM-3',
    message: 'The uploaded file was not found. Upload it again.',
    field: 'uploadId',
  },
  notFound: { status: 404, code: 'U-TRSY-IM-4', message: 'Import not found.' },
  notAwaitingConfirmation: {
    status: 409,
    code: 'U-TRSY-IM-5',
    message: 'This import is not waiting for a decision on its warnings.',
  },
  wrongKind: {
    status: 400,
    code: 'U-TRSY-IM-6',
    message: 'This file was uploaded for another kind of import.',
    field: 'uploadId',
  },
  alreadyImported: {
    status: 409,
    code: 'U-TRSY-IM-7',
    message: 'This file has already been imported. Upload it again to import it again.',
    field: 'uploadId',
  },
  bankAccountRequired: {
    status: 400,
    code: 'U-TRSY-IM-8',
    message: 'Choose the bank account the statement belongs to.',
    field: 'bankAccountId',
  },
  emptyFile: { status: 400, code: 'U-TRSY-IM-10', message: 'The file is empty.', field: 'file' },
  fileName: {
    status: 400,
    code: 'U-TRSY-IM-11',
    message: 'Give the file name, ending in .csv.',
    field: 'fileName',
  },
});

/** What this area writes to the activity log: the kinds of record it names, and each message's English text (the entry's `summary`) from typed values; joined in contracts/activity-log.ts. */
export const IMPORTS_ACTIVITY = areaActivity(['IMPORT'], {
  /** `kind`: the import's kind (STATEMENT, COUNTERPARTIES, EXPECTED_TRANSACTIONS, PAYMENT_REPORT, PAYMENTS, TRANSFERS); `skipped`: records already present (0: none). */
  IMPORT_COMPLETED: (v: { kind: string; count: number; fileName: string; skipped: number }) =>
    `Imported ${v.count} ${IMPORT_LABELS[v.kind] ?? v.kind.toLowerCase()} ${v.count === 1 ? 'record' : 'records'} from ${v.fileName}${v.skipped ? ` (${v.skipped} already present, skipped)` : ''}`,
});

/**
 * Bank statement CSV parsing: a pure, streaming library with no database. The
 * import pipeline feeds it the uploaded file and stores the lines it hands out.
 */
export { parseStatement, STATEMENT_MAX_BYTES } from './parse-statement.js';
export { lineFingerprint, normaliseDescription } from './fingerprint.js';
export {
  STATEMENT_ERROR_CODES,
  STATEMENT_ISSUE,
  formatStatementMessage,
  type StatementErrorCode,
  type StatementIssueKind,
} from './error-codes.js';
export { STATEMENT_LAYOUTS } from './layouts.js';
export { parseAmount, type NumberStyle, type ParsedAmount } from './amounts.js';
export { businessToday, parseStatementDate, parseStatementTime } from './dates.js';
export type {
  ParsedLine,
  ParseStatementOptions,
  ParseStatementResult,
  RowIssue,
  RowIssueField,
  StatementHeader,
  StatementLayout,
} from './types.js';

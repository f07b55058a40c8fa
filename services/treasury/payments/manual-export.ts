import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import type {
  PaymentActionResponse,
  PaymentExportActionResponse,
  PaymentExportResponse,
  PaymentKind,
} from '../../../contracts/treasury/payments.js';
import { describeActivity, recordActivityBy } from '../../kit/activity.js';
import { requirePermission, type AccessClaims } from '../../kit/auth.js';
import { CSV_BOM, csvRecord } from '../../../formats/csv.js';
import { ServiceError } from '../../kit/errors.js';
import type { AccountClient, OnBehalfOf } from '../../kit/account-client.js';
import { findBank } from '../banks/catalogue.js';
import type { TreasuryDatabase } from '../db-types.js';
import { paymentErrors as errors } from './errors.js';
import { findOrders, lockOrder, type OrderRow } from './repository.js';
import { announce, entityOf, scheduleNextOccurrence, verifyApproverCode } from './service.js';

/**
 * The columns of a manual export's file: our own layout, one order per
 * record, for the person who sends the orders through the bank's own portal.
 * It is not a bank's bulk-upload layout: BCA (KlikBCA Bisnis) and Mandiri
 * (Kopra/MCM) give theirs to their customers only, so none is copied here.
 * `Reference` is the order's id, the reference to put on the transfer so the
 * statement line can be matched with it.
 */
export const EXPORT_HEADER = [
  'Reference',
  'Type',
  'Payment date',
  'Source bank code',
  'Source bank',
  'Source account number',
  'Source account name',
  'Beneficiary bank code',
  'Beneficiary bank',
  'Beneficiary account number',
  'Beneficiary account name',
  'Method',
  'Currency',
  'Amount',
  'Fee',
  'Memo',
  'Status',
] as const;

/** The methods as the bank's portals name them. */
const METHOD_NAMES = {
  BI_FAST: 'BI-FAST',
  SKN: 'SKN',
  RTGS: 'RTGS',
  ONLINE: 'Online',
  SAME_BANK: 'Same Bank',
} as const;

const kindPermission = (kind: PaymentKind, action: 'read' | 'approve') =>
  `${kind === 'PAYMENT' ? 'payments' : 'transfers'}:${action}`;
const fileNameOf = (kind: PaymentKind, createdAt: Date, id: string) =>
  `${kind === 'PAYMENT' ? 'payments' : 'transfers'}-manual-export-${createdAt.toISOString().slice(0, 10)}-${id.slice(0, 8)}.csv`;

type ExportRow = {
  id: string;
  kind: PaymentKind;
  order_count: number;
  requested_by: string;
  created_at: Date;
};

function exportResponse(row: ExportRow): PaymentExportResponse {
  return {
    id: row.id,
    kind: row.kind,
    orderCount: row.order_count,
    requestedBy: row.requested_by,
    fileName: fileNameOf(row.kind, row.created_at, row.id),
    createdAt: row.created_at.toISOString(),
  };
}

/**
 * Manual export (spec: "A manual export moves selected items to In Progress
 * until they are reconciled (then Sent) or cancelled"): an approver takes
 * approved orders that have not reached the bank (Scheduled, or Failed) out
 * of sending through the bank's API, with a code of their authenticator app
 * as approving needs, and downloads them as a file to send by hand.
 *
 * Each order is locked, checked and marked in one transaction with the
 * export: the send job takes the same lock and leaves a marked order alone,
 * so an order is sent by the API or exported, never both. An exported order
 * waits In Progress; the statement transaction that explains it marks it
 * Sent (reconciliation), or it is cancelled with a reason.
 */
export class PaymentExportService {
  constructor(
    private readonly db: Kysely<TreasuryDatabase>,
    private readonly accounts: AccountClient,
  ) {}

  async export(
    auth: AccessClaims,
    caller: OnBehalfOf,
    kind: PaymentKind,
    ids: readonly string[],
    code: string,
  ): Promise<PaymentExportActionResponse> {
    requirePermission(auth, kindPermission(kind, 'approve'));
    const settings = await this.accounts.settings(caller);
    if (kind === 'PAYMENT' && !settings.paymentsActive) throw errors.paymentsInactive();
    if (kind === 'TRANSFER' && !settings.transfersActive) throw errors.transfersInactive();
    await verifyApproverCode(this.accounts, auth, caller, code);
    const exportId = randomUUID();
    const outcome = await this.db.transaction().execute(async (trx) => {
      // The export's row first (the orders point to it); removed again below when no order could go.
      const created = await trx
        .insertInto('payment_exports')
        .values({
          id: exportId,
          organization_id: auth.org,
          kind,
          requested_by: auth.sub,
          order_count: ids.length,
        })
        .returning('created_at')
        .executeTakeFirstOrThrow();
      const refused = new Map<string, PaymentActionResponse['results'][number]['error']>();
      const exported: string[] = [];
      // Locks in id order, as every other path that locks several orders.
      for (const id of [...new Set(ids)].sort()) {
        const order = await lockOrder(trx, auth.org, id);
        const refusal = order && order.kind === kind ? exportRefusal(order) : errors.notFound();
        if (refusal) {
          refused.set(id, {
            code: refusal.code,
            message: refusal.message,
            ...(refusal.field ? { field: refusal.field } : {}),
          });
          continue;
        }
        await this.take(trx, auth, order!, exportId);
        exported.push(id);
      }
      if (exported.length === 0) {
        await trx.deleteFrom('payment_exports').where('id', '=', exportId).execute();
        return { exported, refused, createdAt: null };
      }
      await trx
        .updateTable('payment_exports')
        .set({ order_count: exported.length })
        .where('id', '=', exportId)
        .execute();
      return { exported, refused, createdAt: created.created_at };
    });
    const orders = new Map(
      (await findOrders(this.db, auth.org, outcome.exported)).map((order) => [order.id, order]),
    );
    return {
      export: outcome.createdAt
        ? exportResponse({
            id: exportId,
            kind,
            order_count: outcome.exported.length,
            requested_by: auth.sub,
            created_at: outcome.createdAt,
          })
        : null,
      results: ids.map((id) => ({
        id,
        order: outcome.refused.has(id) ? null : (orders.get(id) ?? null),
        error: outcome.refused.get(id) ?? null,
      })),
    };
  }

  /** One export of the organisation, of a kind the caller may read. */
  async get(auth: AccessClaims, id: string): Promise<PaymentExportResponse> {
    const row = await this.find(auth, id);
    return exportResponse(row);
  }

  /** The export's file: its orders as they stand now (a cancelled one says so), in the order they were made. */
  async file(auth: AccessClaims, id: string): Promise<{ fileName: string; text: string }> {
    const row = await this.find(auth, id);
    const orders = await this.db
      .selectFrom('payment_orders as o')
      .innerJoin('bank_accounts as a', 'a.id', 'o.source_account_id')
      .select([
        'o.id',
        'o.kind',
        'o.payment_date',
        'o.beneficiary_bank_code',
        'o.beneficiary_account_number',
        'o.beneficiary_account_name',
        'o.method',
        'o.currency',
        'o.amount',
        'o.fee',
        'o.memo',
        'o.status',
        'a.bank_code',
        'a.account_number',
        'a.account_name',
      ])
      .where('o.organization_id', '=', auth.org)
      .where('o.manual_export_id', '=', id)
      .orderBy('o.created_at')
      .orderBy('o.id')
      .execute();
    let text = CSV_BOM + csvRecord(EXPORT_HEADER);
    for (const order of orders) {
      text += csvRecord([
        order.id,
        order.kind === 'PAYMENT' ? 'Payment' : 'Transfer',
        order.payment_date,
        order.bank_code,
        findBank(order.bank_code)?.name ?? order.bank_code,
        order.account_number,
        order.account_name,
        order.beneficiary_bank_code,
        findBank(order.beneficiary_bank_code)?.name ?? order.beneficiary_bank_code,
        order.beneficiary_account_number,
        order.beneficiary_account_name,
        METHOD_NAMES[order.method],
        order.currency,
        order.amount,
        order.fee,
        order.memo,
        order.status === 'IN_PROGRESS'
          ? 'Exported'
          : order.status === 'SENT'
            ? 'Sent'
            : 'Cancelled',
      ]);
    }
    return { fileName: fileNameOf(row.kind, row.created_at, row.id), text };
  }

  private async find(auth: AccessClaims, id: string): Promise<ExportRow> {
    const row = await this.db
      .selectFrom('payment_exports')
      .select(['id', 'kind', 'order_count', 'requested_by', 'created_at'])
      .where('organization_id', '=', auth.org)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row || !auth.perms.includes(kindPermission(row.kind, 'read')))
      throw errors.exportNotFound();
    return row;
  }

  /** Marks one locked order exported: In Progress by hand, with its activity entry and event; a recurring one's next occurrence is made as when the API sends it. */
  private async take(
    trx: Transaction<TreasuryDatabase>,
    auth: AccessClaims,
    order: OrderRow,
    exportId: string,
  ): Promise<void> {
    await trx
      .updateTable('payment_orders')
      .set({
        status: 'IN_PROGRESS',
        manual_export_id: exportId,
        failure_reason: null,
        updated_at: new Date(),
      })
      .where('id', '=', order.id)
      .execute();
    // A Scheduled occurrence goes out now; a Failed one's next occurrence was made when it first went out.
    if (order.status === 'SCHEDULED') await scheduleNextOccurrence(trx, order);
    await recordActivityBy(trx, auth, {
      entity: entityOf(order.kind),
      entityId: order.id,
      action: 'UPDATED',
      description: describeActivity('PAYMENT_EXPORTED', {
        kind: order.kind,
        amount: { currency: order.currency, amount: order.amount },
        name: order.beneficiary_account_name,
      }),
    });
    await announce(trx, order, 'EXPORTED');
  }
}

/** Why an order cannot be exported, or null: only approved orders that are not with the bank (Scheduled, or Failed), not archived. */
function exportRefusal(order: OrderRow): ServiceError | null {
  if (order.archived_at !== null) return errors.statusNotValid();
  if (order.status !== 'SCHEDULED' && order.status !== 'FAILED') return errors.statusNotValid();
  return null;
}

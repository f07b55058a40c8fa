import type {
  ApprovalRuleBody,
  ApprovalRuleListResponse,
  ApprovalRuleResponse,
  PaymentActionResponse,
  PaymentBatchResponse,
  PaymentCreateBody,
  PaymentExportActionResponse,
  PaymentExportResponse,
  PaymentKind,
  PaymentListQuery,
  PaymentListResponse,
  PaymentCreateResponse,
  PaymentOrderResponse,
  PaymentUpdateBody,
} from '../../../contracts/treasury/payments.js';
import type {
  EventReplayQuery,
  EventReplayResponse,
} from '../../../contracts/common/event-feed.js';
import type { DomainEvent } from '../../events.js';
import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';

/** What `paymentUpdated` and `transferUpdated` resolve from: the event the treasury published on commit. */
export type OrderUpdateRecord = DomainEvent;

/** The treasury service's payments and transfers (`/payment-orders`) and approval rules. */
export class PaymentsApi {
  constructor(readonly client: UpstreamClient) {}

  /** The treasury's events of the organisation from a subscriber's cursor on (EventHub.subscribeFrom). */
  replayEvents(caller: CallerIdentity, query: EventReplayQuery): Promise<EventReplayResponse> {
    return this.client.call(caller, {
      method: 'GET',
      path: '/organization/events/replay',
      query: {
        since: query.since,
        types: query.types,
        ...(query.subjectId === undefined ? {} : { subjectId: query.subjectId }),
      },
    });
  }

  list(
    caller: CallerIdentity,
    { archived, ...query }: PaymentListQuery,
  ): Promise<PaymentListResponse> {
    return this.client.call(caller, {
      method: 'GET',
      path: '/payment-orders',
      query: { ...query, ...(archived === undefined ? {} : { archived: String(archived) }) },
    });
  }

  byIds(caller: CallerIdentity, ids: readonly string[]): Promise<PaymentOrderResponse[]> {
    return this.client.items<PaymentBatchResponse>(caller, '/payment-orders/batch', {
      ids: [...ids],
    });
  }

  create(caller: CallerIdentity, body: PaymentCreateBody): Promise<PaymentCreateResponse> {
    return this.client.call(caller, { method: 'POST', path: '/payment-orders', body });
  }

  update(
    caller: CallerIdentity,
    id: string,
    body: PaymentUpdateBody,
  ): Promise<PaymentOrderResponse> {
    return this.client.call(caller, {
      method: 'PUT',
      path: `/payment-orders/${encodeURIComponent(id)}`,
      body,
    });
  }

  /** A bulk action: approve (with the versions reviewed and the code) and resend (with the code), reject and cancel (with the reason), archive. */
  act(
    caller: CallerIdentity,
    action: 'approve' | 'resend' | 'reject' | 'cancel' | 'archive',
    body: { ids: string[]; versions?: number[]; code?: string; reason?: string },
  ): Promise<PaymentActionResponse> {
    return this.client.call(caller, { method: 'POST', path: `/payment-orders/${action}`, body });
  }

  /** A manual export of orders of one kind, with the approver's code. */
  exportOrders(
    caller: CallerIdentity,
    body: { kind: PaymentKind; ids: string[]; code: string },
  ): Promise<PaymentExportActionResponse> {
    return this.client.call(caller, { method: 'POST', path: '/payment-orders/export', body });
  }

  manualExport(caller: CallerIdentity, id: string): Promise<PaymentExportResponse> {
    return this.client.call(caller, {
      method: 'GET',
      path: `/payment-exports/${encodeURIComponent(id)}`,
    });
  }

  approvalRules(caller: CallerIdentity): Promise<ApprovalRuleListResponse> {
    return this.client.call(caller, { method: 'GET', path: '/approval-rules' });
  }

  createApprovalRule(
    caller: CallerIdentity,
    body: ApprovalRuleBody,
  ): Promise<ApprovalRuleResponse> {
    return this.client.call(caller, { method: 'POST', path: '/approval-rules', body });
  }

  updateApprovalRule(
    caller: CallerIdentity,
    id: string,
    body: ApprovalRuleBody,
  ): Promise<ApprovalRuleResponse> {
    return this.client.call(caller, {
      method: 'PUT',
      path: `/approval-rules/${encodeURIComponent(id)}`,
      body,
    });
  }

  deleteApprovalRule(caller: CallerIdentity, id: string): Promise<void> {
    return this.client.call(caller, {
      method: 'DELETE',
      path: `/approval-rules/${encodeURIComponent(id)}`,
    });
  }

  reorderApprovalRules(
    caller: CallerIdentity,
    ruleIds: string[],
  ): Promise<ApprovalRuleListResponse> {
    return this.client.call(caller, {
      method: 'PUT',
      path: '/approval-rules/order',
      body: { ruleIds },
    });
  }
}

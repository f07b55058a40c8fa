import type { Permission } from '../../../contracts/account/permissions.js';
import { bankAccountErrors } from '../../../contracts/treasury/bank-accounts.js';
import { invoicePaymentErrors } from '../../../contracts/invoicing/invoice-payments.js';
import {
  approvalRefusal,
  approvalRuleErrors,
  METHODS,
  paymentErrors,
  type ApprovalRuleResponse,
  type PaymentActionResponse,
  type PaymentKind,
  type PaymentListQuery,
  type PaymentMethod,
  type PaymentOrderResponse,
  type PaymentStatus,
  type PaymentWarning,
  type RecurrenceUnit,
} from '../../../contracts/treasury/payments.js';
import type {
  Currency,
  PaymentSort,
  PaymentTab,
  Resolvers,
  SortDirection,
} from '../../__generated__/resolvers-types.js';
import type { Context } from '../../context.js';
import { eventAfresh } from '../../subscriptions.js';
import { can, requirePermission } from '../../guards.js';
import {
  graphQLError,
  namingField,
  userErrorOf,
  withUserErrors,
  type UserError,
} from '../../errors.js';
import { idOfType, toGlobalId } from '../../global-id.js';
import type { OrderUpdateRecord } from './upstream.js';
import { eventPlace, replayCursor } from '../../events.js';
import { ruleDeleted, rulesReordered, ruleUpdated } from '../../ordered-rule-mutations.js';

const MAX_PAGE_SIZE = 100;
/** At most this many orders are acted on by one bulk mutation. */
const MAX_BULK = 100;

const NOT_FOUND = userErrorOf(paymentErrors.notFound);

const TAB_STATUSES: Record<PaymentTab, PaymentStatus[]> = {
  ALL: [],
  NEEDS_APPROVAL: ['NEEDS_APPROVAL'],
  SCHEDULED: ['SCHEDULED'],
  IN_PROGRESS: ['IN_PROGRESS'],
  SENT: ['SENT'],
  FAILED: ['FAILED'],
  CANCELLED_REJECTED: ['CANCELLED', 'REJECTED'],
};

const EMPTY_PAGE = {
  items: [],
  totalCount: 0,
  totals: [],
  pageInfo: { hasNextPage: false, hasPreviousPage: false, startCursor: null, endCursor: null },
};

const money = (amount: string, currency: string) => ({ amount, currency: currency as Currency });

/** A service's balance warning as the schema's `PaymentWarning`, `field` naming the order's place in a bulk action's `ids`. */
const warningOf = (warning: PaymentWarning, field: string | null = null) => ({
  field,
  code: warning.code,
  message: warning.message,
  available: warning.available === null ? null : money(warning.available, warning.currency),
  amount: money(warning.amount, warning.currency),
  shortfall: warning.shortfall === null ? null : money(warning.shortfall, warning.currency),
});
type Warning = ReturnType<typeof warningOf>;

/** What differs between payments and transfers in the schema: their type name, permission area and event. */
const KINDS = {
  PAYMENT: { type: 'Payment', area: 'payments', event: 'payment.updated' },
  TRANSFER: { type: 'Transfer', area: 'transfers', event: 'transfer.updated' },
} as const satisfies Record<
  PaymentKind,
  { type: 'Payment' | 'Transfer'; area: string; event: string }
>;

/** One tab of one kind's list. */
async function listOf(
  context: Context,
  kind: PaymentKind,
  args: {
    first?: number | null;
    after?: string | null;
    sort?: PaymentSort | null;
    sortDirection?: SortDirection | null;
    tab?: PaymentTab | null;
    archived?: boolean | null;
    matchableWith?: string | null;
    updatedSince?: string | null;
  },
) {
  requirePermission(context, `${KINDS[kind].area}:read` as Permission);
  if (
    args.first !== null &&
    args.first !== undefined &&
    (args.first < 0 || args.first > MAX_PAGE_SIZE)
  ) {
    throw graphQLError('BAD_USER_INPUT', `first must be between 0 and ${MAX_PAGE_SIZE}.`, {
      field: 'first',
    });
  }
  const matchableWith = args.matchableWith
    ? idOfType(args.matchableWith, 'StatementTransaction')
    : undefined;
  // A line that is not one (or another organisation's, which the service filters out) has nothing to be matched with.
  if (matchableWith === null) return EMPTY_PAGE;
  const query: PaymentListQuery = {
    kind,
    ...(matchableWith ? { matchableWith } : {}),
    ...(args.first === null || args.first === undefined ? {} : { first: args.first }),
    ...(args.after ? { after: args.after } : {}),
    ...(args.sort ? { sort: args.sort } : {}),
    ...(args.sortDirection ? { sortDirection: args.sortDirection } : {}),
    ...(args.updatedSince ? { updatedSince: args.updatedSince } : {}),
    ...(args.archived ? { archived: true } : {}),
    statuses: TAB_STATUSES[args.tab ?? 'ALL'],
  };
  const page = await context.api.payments.list(context.caller, query);
  for (const { node } of page.items) context.loaders.paymentOrder.prime(node.id, node);
  return page;
}

/** What a create or change of a payment order takes, as its GraphQL input has it. */
type WriteInput = {
  sourceAccountId: string;
  counterpartyBankAccountId?: string;
  destinationAccountId?: string;
  method?: PaymentMethod | null;
  amount: string;
  paymentDate: string;
  memo?: string | null;
  notes?: string | null;
  recurrence?: { unit: RecurrenceUnit; every: number; until?: string | null } | null;
  expectedTransactionId?: string | null;
  billId?: string | null;
  refundOf?: string | null;
};

/** What a write answers: the order and its cursor with their warnings, or the user errors, nothing made. */
type WriteAnswer = {
  order: PaymentOrderResponse | null;
  cursor: string | null;
  userErrors: UserError[];
  warnings: Warning[];
};

const refused = (userErrors: UserError[]): WriteAnswer => ({
  order: null,
  cursor: null,
  warnings: [],
  userErrors,
});

/**
 * A write's global ids read back to service ids, or the user error of the
 * first of another type (answered as missing). Absent from a change keeps
 * what the order pays (undefined); null lets it go, and makes none.
 */
function serviceIdsOf(kind: PaymentKind, input: WriteInput, existingId: string | undefined) {
  const sourceAccountId = idOfType(input.sourceAccountId, 'BankAccount');
  if (!sourceAccountId) return userErrorOf(bankAccountErrors.notFound, 'sourceAccountId');
  const destinationAccountId =
    kind === 'TRANSFER' ? idOfType(input.destinationAccountId, 'BankAccount') : undefined;
  if (destinationAccountId === null)
    return userErrorOf(bankAccountErrors.notFound, 'destinationAccountId');
  const expectedTransactionId = input.expectedTransactionId
    ? idOfType(input.expectedTransactionId, 'ExpectedTransaction')
    : input.expectedTransactionId === null || existingId === undefined
      ? null
      : undefined;
  if (expectedTransactionId === null && input.expectedTransactionId)
    return userErrorOf(paymentErrors.expectedTransactionNotFound);
  const billId = input.billId
    ? idOfType(input.billId, 'Bill')
    : input.billId === null || existingId === undefined
      ? null
      : undefined;
  if (billId === null && input.billId) return userErrorOf(paymentErrors.billNotFound);
  // The credit it pays back is named on create only: an order keeps it.
  const refundOf = input.refundOf ? idOfType(input.refundOf, 'InvoicePayment') : undefined;
  if (refundOf === null) return userErrorOf(invoicePaymentErrors.notFound, 'refundOf');
  return { sourceAccountId, destinationAccountId, expectedTransactionId, billId, refundOf };
}

/**
 * A change of the order of one kind the input names by its global id in
 * `field`: an id of another type, or the service's not found, is refused
 * under that field. A change answers no edge: the order keeps its place.
 */
async function rewrite(
  context: Context,
  kind: PaymentKind,
  input: WriteInput,
  globalId: string,
  field: string,
): Promise<WriteAnswer> {
  const id = idOfType(globalId, kind === 'PAYMENT' ? 'Payment' : 'Transfer');
  if (!id) return refused([{ ...NOT_FOUND, field }]);
  const { order, userErrors, warnings } = await write(context, kind, input, id);
  return {
    order,
    cursor: null,
    warnings,
    userErrors: userErrors.map(namingField(NOT_FOUND.code, field)),
  };
}

/** A create or change of one kind: the global ids read back to service ids (one of another type is answered as missing), then the service's answer. */
async function write(
  context: Context,
  kind: PaymentKind,
  input: WriteInput,
  existingId?: string,
): Promise<WriteAnswer> {
  const ids = serviceIdsOf(kind, input, existingId);
  if ('code' in ids) return refused([ids]); // one of another type
  const { sourceAccountId, destinationAccountId, expectedTransactionId, billId, refundOf } = ids;
  const body = {
    kind,
    sourceAccountId,
    ...(kind === 'PAYMENT'
      ? { counterpartyBankAccountId: input.counterpartyBankAccountId }
      : { destinationAccountId }),
    ...(input.method ? { method: input.method } : {}),
    amount: input.amount,
    paymentDate: input.paymentDate,
    memo: input.memo ?? null,
    notes: input.notes ?? null,
    recurrence: input.recurrence
      ? {
          unit: input.recurrence.unit,
          every: input.recurrence.every,
          until: input.recurrence.until ?? null,
        }
      : null,
    ...(expectedTransactionId === undefined ? {} : { expectedTransactionId }),
    ...(billId === undefined || kind === 'TRANSFER' ? {} : { billId }),
    ...(refundOf === undefined || kind === 'TRANSFER' ? {} : { refundOf }),
  };
  const result = await withUserErrors(async () =>
    existingId === undefined
      ? await context.api.payments.create(context.caller, body)
      : {
          cursor: null,
          node: await context.api.payments.update(context.caller, existingId, body),
          warnings: [],
        },
  );
  if (!result.ok) return refused(result.userErrors);
  context.loaders.paymentOrder.prime(result.value.node.id, result.value.node);
  return {
    order: result.value.node,
    cursor: result.value.cursor,
    userErrors: [],
    warnings: result.value.warnings.map((warning) => warningOf(warning)),
  };
}

/**
 * A bulk action on orders of one kind: ids of another type are refused at
 * their place, the rest go to the service at once, and each refusal comes
 * back as a user error naming its place in `ids`.
 */
async function act(
  context: Context,
  kind: PaymentKind,
  action: 'approve' | 'resend' | 'reject' | 'cancel' | 'archive',
  input: { ids: readonly string[]; versions?: readonly number[]; code?: string; reason?: string },
): Promise<{ orders: PaymentOrderResponse[]; userErrors: UserError[]; warnings: Warning[] }> {
  if (input.versions && input.versions.length !== input.ids.length)
    return { orders: [], userErrors: [userErrorOf(paymentErrors.versionsRequired)], warnings: [] };
  const { orders, userErrors, warnings } = await actOn(context, kind, input.ids, (ids, places) =>
    context.api.payments.act(context.caller, action, {
      ids,
      ...(input.versions ? { versions: places.map((place) => input.versions![place]!) } : {}),
      ...(input.code === undefined ? {} : { code: input.code }),
      ...(input.reason === undefined ? {} : { reason: input.reason }),
    }),
  );
  return { orders, userErrors, warnings };
}

/** A manual export of orders of one kind, as a bulk action with the export it made. */
async function exportOrders(
  context: Context,
  kind: PaymentKind,
  input: { ids: readonly string[]; code: string },
) {
  const { orders, userErrors, answer } = await actOn(context, kind, input.ids, (ids) =>
    context.api.payments.exportOrders(context.caller, { kind, ids, code: input.code }),
  );
  return { export: answer?.export ?? null, orders, userErrors };
}

/** The bulk actions' one path: global ids read back (another type refused at its place), the service asked once, each refusal a user error at its place in `ids`. */
async function actOn<Answer extends PaymentActionResponse>(
  context: Context,
  kind: PaymentKind,
  globalIds: readonly string[],
  send: (ids: string[], places: number[]) => Promise<Answer>,
): Promise<{
  orders: PaymentOrderResponse[];
  userErrors: UserError[];
  warnings: Warning[];
  answer: Answer | null;
}> {
  const input = { ids: globalIds };
  if (input.ids.length === 0 || input.ids.length > MAX_BULK)
    throw graphQLError('BAD_USER_INPUT', `Give between 1 and ${MAX_BULK} ids.`, { field: 'ids' });
  const userErrors: UserError[] = [];
  const asked: { id: string; place: number }[] = [];
  input.ids.forEach((globalId, place) => {
    const id = idOfType(globalId, KINDS[kind].type);
    if (id && !asked.some((other) => other.id === id)) asked.push({ id, place });
    else if (!id) userErrors.push({ ...NOT_FOUND, field: `ids.${place}` });
  });
  if (asked.length === 0) return { orders: [], userErrors, warnings: [], answer: null };
  const result = await withUserErrors(() =>
    send(
      asked.map((entry) => entry.id),
      asked.map((entry) => entry.place),
    ),
  );
  // The whole request refused (a wrong code, an API key): one user error for it, naming the input's field.
  if (!result.ok)
    return {
      orders: [],
      userErrors: [...userErrors, ...result.userErrors],
      warnings: [],
      answer: null,
    };
  const orders: PaymentOrderResponse[] = [];
  const warnings: Warning[] = [];
  result.value.results.forEach((outcome: PaymentActionResponse['results'][number], index) => {
    if (outcome.order) {
      orders.push(outcome.order);
      context.loaders.paymentOrder.clear(outcome.order.id).prime(outcome.order.id, outcome.order);
      for (const warning of outcome.warnings ?? [])
        warnings.push(warningOf(warning, `ids.${asked[index]!.place}`));
    } else if (outcome.error) {
      userErrors.push({
        field: `ids.${asked[index]!.place}`,
        code: outcome.error.code,
        message: outcome.error.message,
      });
    }
  });
  userErrors.sort((a, b) => Number(a.field!.slice(4)) - Number(b.field!.slice(4)));
  return { orders, userErrors, warnings, answer: result.value };
}

/** The rule's values as the service takes them. */
const ruleBody = (input: {
  name: string;
  appliesTo: 'PAYMENT' | 'TRANSFER' | 'ALL';
  minAmount: string;
  methods: PaymentMethod[];
  approvalsRequired: number;
  approverRoles: string[];
}) => ({
  name: input.name,
  appliesTo: input.appliesTo,
  minAmount: input.minAmount,
  methods: input.methods,
  approvalsRequired: input.approvalsRequired,
  approverRoles: input.approverRoles,
});

/**
 * A subscription to one kind's changes in the viewer's organisation; with
 * `after`, those since that cursor first (EventHub.subscribeFrom).
 */
const updates = (kind: PaymentKind) => ({
  subscribe: (_root: unknown, { after }: { after?: string | null }, context: Context) => {
    const viewer = requirePermission(context, `${KINDS[kind].area}:read` as Permission);
    const type = KINDS[kind].event;
    if (after === undefined || after === null)
      return context.events.subscribe(type, viewer.organizationId, viewer.permissions) as never;
    return context.events.subscribeFrom(
      type,
      viewer.organizationId,
      viewer.permissions,
      undefined,
      () =>
        context.api.payments.replayEvents(context.caller, {
          since: replayCursor(after),
          types: [type],
        }),
    ) as never;
  },
  // Each event reads the order afresh, once for all its subscribers of one organisation and permissions.
  resolve: eventAfresh<OrderUpdateRecord>,
});

/**
 * Whether the viewer may approve an order now, and why not when it needs
 * approval: their role lacks the approve permission, or the treasury's own
 * rule (approvalRefusal) refuses them, with the company's self-approval
 * control and the viewer's role read once per request.
 */
async function approvalVerdict(
  order: PaymentOrderResponse,
  context: Context,
): Promise<{ allowed: boolean; block: UserError | null }> {
  const viewer = context.viewer;
  if (!viewer || order.status !== 'NEEDS_APPROVAL') return { allowed: false, block: null };
  if (!can(context, `${KINDS[order.kind].area}:approve` as Permission))
    return { allowed: false, block: userErrorOf(paymentErrors.approvePermissionMissing) };
  if (viewer.apiKeyId) return { allowed: false, block: userErrorOf(paymentErrors.keyNotAllowed) };
  // Only what the rule can turn on is read: the control for a maker who may approve their own, the role for an order whose rule names roles.
  const maker = order.makers.find((made) => made.makerId === viewer.userId);
  const [selfApprovalAllowed, role] = await Promise.all([
    maker?.mayApprove
      ? context.loaders.organizationSettings
          .load('current')
          .then((settings) => settings.selfApprovalAllowed)
      : false,
    order.approverRoles.length > 0 ? context.loaders.me.load('me').then((me) => me.role.name) : '',
  ]);
  const refusal = approvalRefusal({ userId: viewer.userId, role }, order, selfApprovalAllowed);
  return refusal
    ? { allowed: false, block: userErrorOf(paymentErrors[refusal]) }
    : { allowed: true, block: null };
}

/** What payments and transfers resolve alike. */
const orderFields = {
  amount: (order: PaymentOrderResponse) => money(order.amount, order.currency),
  fee: (order: PaymentOrderResponse) => money(order.fee, order.currency),
  sourceAccount: (order: PaymentOrderResponse, _args: unknown, context: Context) =>
    can(context, 'bank-accounts:read')
      ? context.loaders.bankAccount.load(order.sourceAccountId)
      : null,
  maker: (order: PaymentOrderResponse, _args: unknown, context: Context) =>
    context.loaders.user.load(order.makerId),
  approvalRule: async (order: PaymentOrderResponse, _args: unknown, context: Context) =>
    order.approvalRuleId && can(context, 'settings:read')
      ? ((await context.loaders.approvalRules.load('all')).items.find(
          (rule) => rule.id === order.approvalRuleId,
        ) ?? null)
      : null,
  approvals: (order: PaymentOrderResponse) => order.approvals,
  reconciliations: async (order: PaymentOrderResponse, _args: unknown, context: Context) =>
    can(context, 'reconciliation:read')
      ? context.api.reconciliation.reconciliations(context.caller, { paymentOrderIds: [order.id] })
      : [],
  manualExport: (order: PaymentOrderResponse, _args: unknown, context: Context) =>
    order.manualExportId ? context.loaders.paymentExport.load(order.manualExportId) : null,
  expectedTransaction: (order: PaymentOrderResponse, _args: unknown, context: Context) =>
    order.expectedTransactionId && can(context, 'expected-transactions:read')
      ? context.loaders.expectedTransaction.load(order.expectedTransactionId)
      : null,
  rejection: (order: PaymentOrderResponse) => order.rejection,
  cancellation: (order: PaymentOrderResponse) => order.cancellation,
  makers: (order: PaymentOrderResponse, _args: unknown, context: Context) =>
    Promise.all(order.makers.map((made) => context.loaders.user.load(made.makerId))),
  viewerCanApprove: async (order: PaymentOrderResponse, _args: unknown, context: Context) =>
    (await approvalVerdict(order, context)).allowed,
  viewerApprovalBlock: async (order: PaymentOrderResponse, _args: unknown, context: Context) =>
    (await approvalVerdict(order, context)).block,
};

/** Payments and transfers: the lists, create and change, the bulk actions, live updates, and the approval rules. */
export const paymentResolvers: Resolvers = {
  Query: {
    payments: (_root, args, context) => listOf(context, 'PAYMENT', args),
    transfers: (_root, args, context) => listOf(context, 'TRANSFER', args),
    paymentMethods: () =>
      (Object.entries(METHODS) as [PaymentMethod, (typeof METHODS)[PaymentMethod]][]).map(
        ([method, terms]) => ({
          method,
          fee: money(terms.fee, 'IDR'),
          speed: terms.speed,
          upTo: terms.upTo ? money(terms.upTo, 'IDR') : null,
          above: terms.above ? money(terms.above, 'IDR') : null,
          interbank: terms.interbank,
        }),
      ),
    approvalRules: async (_root, _args, context) => {
      requirePermission(context, 'settings:read');
      return (await context.loaders.approvalRules.load('all')).items;
    },
  },
  Mutation: {
    paymentCreate: async (_root, { input }, context) =>
      toPayment(await write(context, 'PAYMENT', input)),
    paymentUpdate: async (_root, { input }, context) =>
      toPayment(await rewrite(context, 'PAYMENT', input, input.paymentId, 'paymentId')),
    transferCreate: async (_root, { input }, context) =>
      toTransfer(await write(context, 'TRANSFER', input)),
    transferUpdate: async (_root, { input }, context) =>
      toTransfer(await rewrite(context, 'TRANSFER', input, input.transferId, 'transferId')),
    paymentsApprove: async (_root, { input }, context) =>
      toPayments(await act(context, 'PAYMENT', 'approve', input)),
    paymentsReject: async (_root, { input }, context) =>
      toPayments(await act(context, 'PAYMENT', 'reject', input)),
    paymentsCancel: async (_root, { input }, context) =>
      toPayments(await act(context, 'PAYMENT', 'cancel', input)),
    paymentsResend: async (_root, { input }, context) =>
      toPayments(await act(context, 'PAYMENT', 'resend', input)),
    paymentsArchive: async (_root, { input }, context) =>
      toPayments(await act(context, 'PAYMENT', 'archive', input)),
    transfersApprove: async (_root, { input }, context) =>
      toTransfers(await act(context, 'TRANSFER', 'approve', input)),
    transfersReject: async (_root, { input }, context) =>
      toTransfers(await act(context, 'TRANSFER', 'reject', input)),
    transfersCancel: async (_root, { input }, context) =>
      toTransfers(await act(context, 'TRANSFER', 'cancel', input)),
    transfersResend: async (_root, { input }, context) =>
      toTransfers(await act(context, 'TRANSFER', 'resend', input)),
    transfersArchive: async (_root, { input }, context) =>
      toTransfers(await act(context, 'TRANSFER', 'archive', input)),
    paymentsExport: async (_root, { input }, context) => {
      const { export: made, orders, userErrors } = await exportOrders(context, 'PAYMENT', input);
      return { export: made, payments: orders, userErrors };
    },
    transfersExport: async (_root, { input }, context) => {
      const { export: made, orders, userErrors } = await exportOrders(context, 'TRANSFER', input);
      return { export: made, transfers: orders, userErrors };
    },
    approvalRuleCreate: async (_root, { input }, context) => {
      const result = await withUserErrors(() =>
        context.api.payments.createApprovalRule(context.caller, ruleBody(input)),
      );
      return result.ok
        ? { rule: result.value, userErrors: [] }
        : { rule: null, userErrors: result.userErrors };
    },
    approvalRuleUpdate: (_root, { input }, context) =>
      ruleUpdated(APPROVAL_RULES, input.ruleId, (id) =>
        context.api.payments.updateApprovalRule(context.caller, id, ruleBody(input)),
      ),
    approvalRuleDelete: (_root, { input }, context) =>
      ruleDeleted(
        APPROVAL_RULES,
        input.ruleId,
        (id) => context.api.payments.deleteApprovalRule(context.caller, id),
        async () => (await context.api.payments.approvalRules(context.caller)).items,
      ),
    approvalRulesReorder: (_root, { input }, context) =>
      rulesReordered(
        APPROVAL_RULES,
        input.ruleIds,
        async (ids) => (await context.api.payments.reorderApprovalRules(context.caller, ids)).items,
      ),
  },
  Subscription: {
    paymentUpdated: updates('PAYMENT'),
    transferUpdated: updates('TRANSFER'),
  },
  PaymentUpdate: {
    payment: async (event, _args, context) =>
      orderOfKind(await context.loaders.paymentOrder.load(event.subjectId), 'PAYMENT'),
    ...eventPlace,
  },
  TransferUpdate: {
    transfer: async (event, _args, context) =>
      orderOfKind(await context.loaders.paymentOrder.load(event.subjectId), 'TRANSFER'),
    ...eventPlace,
  },
  PaymentOrder: {
    __resolveType: (order) => KINDS[order.kind].type,
  },
  Payment: {
    ...orderFields,
    id: (order) => toGlobalId('Payment', order.id),
    counterparty: (order, _args, context) =>
      order.counterpartyId && can(context, 'counterparties:read')
        ? context.loaders.counterparty.load(order.counterpartyId)
        : null,
    counterpartyBankAccount: async (order, _args, context) => {
      if (
        !order.counterpartyId ||
        !order.counterpartyBankAccountId ||
        !can(context, 'counterparties:read')
      )
        return null;
      const counterparty = await context.loaders.counterparty.load(order.counterpartyId);
      return (
        counterparty?.bankAccounts.find(
          (account) => account.id === order.counterpartyBankAccountId,
        ) ?? null
      );
    },
    bill: (order, _args, context) =>
      order.billId && can(context, 'bills:read') ? context.loaders.bill.load(order.billId) : null,
  },
  Transfer: {
    ...orderFields,
    id: (order) => toGlobalId('Transfer', order.id),
    destinationAccount: (order, _args, context) =>
      order.destinationAccountId && can(context, 'bank-accounts:read')
        ? context.loaders.bankAccount.load(order.destinationAccountId)
        : null,
    // Same Bank is chosen exactly when both accounts are at one bank (services/treasury/payments/service.ts methodOf).
    scope: (order) => (order.method === 'SAME_BANK' ? 'INTERNAL' : 'EXTERNAL'),
  },
  PaymentConnection: { edges: (page) => page.items },
  TransferConnection: { edges: (page) => page.items },
  PaymentApproval: {
    approver: (approval, _args, context) => context.loaders.user.load(approval.approverId),
  },
  PaymentDecision: {
    by: (decision, _args, context) => context.loaders.user.load(decision.by),
  },
  ApprovalRule: {
    id: (rule: ApprovalRuleResponse) => toGlobalId('ApprovalRule', rule.id),
  },
  PaymentExport: {
    downloadUrl: (made) => `/payment-exports/${made.id}/download`,
    requestedBy: (made, _args, context) => context.loaders.user.load(made.requestedBy),
  },
};

const orderOfKind = (order: PaymentOrderResponse | null, kind: PaymentKind) =>
  order?.kind === kind ? order : null;
type Acted = { orders: PaymentOrderResponse[]; userErrors: UserError[]; warnings: Warning[] };
/** A write's answer as the payment mutations give it: the order, with its edge when it has a cursor (a new one). */
const toPayment = ({ order, cursor, userErrors, warnings }: WriteAnswer) => ({
  payment: order,
  paymentEdge: order && cursor ? { cursor, node: order } : null,
  userErrors,
  warnings,
});
const toTransfer = ({ order, cursor, userErrors, warnings }: WriteAnswer) => ({
  transfer: order,
  transferEdge: order && cursor ? { cursor, node: order } : null,
  userErrors,
  warnings,
});
const toPayments = ({ orders, userErrors, warnings }: Acted) => ({
  payments: orders,
  userErrors,
  warnings,
});
const toTransfers = ({ orders, userErrors, warnings }: Acted) => ({
  transfers: orders,
  userErrors,
  warnings,
});
/** The approval rules, an ordered list: changed, deleted and reordered as every such list is. */
const APPROVAL_RULES = { type: 'ApprovalRule', notFound: approvalRuleErrors.notFound } as const;

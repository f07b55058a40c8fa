import {
  invoicePaymentErrors,
  type InvoicePaymentResponse,
  type PaymentAllocationInput as AllocationBody,
  type WithholdingInput,
  type WithholdingResponse,
} from '../../../contracts/invoicing/invoice-payments.js';
import type { ErrorDefinition } from '../../../contracts/common/errors.js';
import type { PaymentRecordResponse } from '../../../contracts/treasury/payment-providers.js';
import type {
  InvoicePaymentAction,
  InvoiceWithholdingInput,
  PaymentAllocationInput,
  Resolvers,
} from '../../__generated__/resolvers-types.js';
import { checkPageSize, EMPTY_PAGE } from '../../connections.js';
import type { Context } from '../../context.js';
import { userErrorOf, withUserErrors } from '../../errors.js';
import { idOfType, toGlobalId } from '../../global-id.js';
import { can, requirePermission } from '../../guards.js';
import { withoutNulls, UUID, syncArgs } from '../../upstream/fields.js';
import { sumRupiahSettled } from '../../../formats/exchange-difference.js';
import { moneyIn } from '../documents/records.js';
import { rupiah, rupiahOrNull } from './records.js';
import { userOf } from '../profile/loaders.js';
import { eventUpdates } from '../../subscriptions.js';

const refused = (field: string, definition: ErrorDefinition) => ({
  invoicePayment: null,
  userErrors: [userErrorOf(definition, field)],
});
const PAYMENT_NOT_FOUND = refused('invoicePaymentId', invoicePaymentErrors.notFound);

/** The allocations with the invoices' service ids; null when one names no SalesInvoice. */
function allocationsOf(inputs: readonly PaymentAllocationInput[]): AllocationBody[] | null {
  const allocations: AllocationBody[] = [];
  for (const input of inputs) {
    const invoiceId = idOfType(input.invoiceId, 'SalesInvoice');
    if (!invoiceId) return null;
    allocations.push({ invoiceId, amount: input.amount });
  }
  return allocations;
}

/** The withholdings with the invoices' service ids; null when one names no SalesInvoice. */
function withholdingsOf(inputs: readonly InvoiceWithholdingInput[]): WithholdingInput[] | null {
  const withholdings: WithholdingInput[] = [];
  for (const input of inputs) {
    const invoiceId = idOfType(input.invoiceId, 'SalesInvoice');
    if (!invoiceId) return null;
    withholdings.push({
      invoiceId,
      ...withoutNulls({ slipNumber: input.slipNumber, slipDate: input.slipDate }),
    });
  }
  return withholdings;
}

/** Runs a withholding mutation: the withholding, or the refusals (one not found named as `withholdingId`). */
async function withholdingChanged(
  context: Context,
  input: { withholdingId: string },
  change: (id: string) => Promise<WithholdingResponse>,
) {
  const notFound = {
    withholding: null,
    userErrors: [userErrorOf(invoicePaymentErrors.withholdingNotFound, 'withholdingId')],
  };
  if (!UUID.test(input.withholdingId)) return notFound;
  const result = await withUserErrors(() => change(input.withholdingId));
  if (!result.ok)
    return {
      withholding: null,
      userErrors: result.userErrors.map((error) =>
        error.code === invoicePaymentErrors.withholdingNotFound.code
          ? { ...error, field: 'withholdingId' }
          : error,
      ),
    };
  context.loaders.salesInvoice.clear(result.value.invoice.id);
  if (result.value.paymentId) context.loaders.invoicePayment.clear(result.value.paymentId);
  return { withholding: result.value, userErrors: [] };
}

/**
 * Runs a payment mutation and answers its payload: the payment (kept for the
 * rest of the request, its invoices read again when asked) or the refusals,
 * a payment not found named as `invoicePaymentId`.
 */
async function changed(context: Context, change: () => Promise<InvoicePaymentResponse>) {
  const result = await withUserErrors(change);
  if (!result.ok)
    return {
      invoicePayment: null,
      userErrors: result.userErrors.map((error) =>
        error.code === invoicePaymentErrors.notFound.code
          ? { ...error, field: 'invoicePaymentId' }
          : error,
      ),
    };
  const payment = result.value;
  context.loaders.invoicePayment.prime(payment.id, payment);
  for (const { invoice } of payment.allocations) {
    context.loaders.salesInvoice.clear(invoice.id);
    context.loaders.paymentsOfInvoice.clear(invoice.id);
  }
  return { invoicePayment: payment, userErrors: [] };
}

/** The service id of the payment a mutation names, or null for an id of another type. */
const paymentId = (input: { invoicePaymentId: string }) =>
  idOfType(input.invoicePaymentId, 'InvoicePayment') ?? null;

/** Invoice payments: the list, record, allocate, undo and cancel, the node, an invoice's allocations and a buyer's credit. */
export const invoicePaymentResolvers: Resolvers = {
  Query: {
    invoicePayments: async (_root, args, context) => {
      requirePermission(context, 'invoice-payments:read');
      checkPageSize('first', args.first);
      const customerId = args.customerId ? idOfType(args.customerId, 'Customer') : undefined;
      const invoiceId = args.invoiceId ? idOfType(args.invoiceId, 'SalesInvoice') : undefined;
      // Another type's id names no buyer or invoice: no payments.
      if (customerId === null || invoiceId === null) return EMPTY_PAGE;
      const page = await context.api.invoicePayments.list(
        context.caller,
        { first: args.first, after: args.after },
        { ...withoutNulls({ status: args.status, customerId, invoiceId }), ...syncArgs(args) },
      );
      for (const { node } of page.items) context.loaders.invoicePayment.prime(node.id, node);
      return page;
    },
  },
  Mutation: {
    invoicePaymentCreate: async (_root, { input }, context) => {
      const customerId = idOfType(input.customerId, 'Customer');
      if (!customerId) return refused('customerId', invoicePaymentErrors.customerNotFound);
      const allocations = input.allocations ? allocationsOf(input.allocations) : undefined;
      const withholdings = input.withholdings ? withholdingsOf(input.withholdings) : undefined;
      if (allocations === null || withholdings === null)
        return refused('invoiceId', invoicePaymentErrors.invoiceNotFound);
      return changed(context, () =>
        context.api.invoicePayments.create(context.caller, {
          customerId,
          paymentDate: input.paymentDate,
          amount: input.amount,
          method: input.method,
          ...withoutNulls({
            currency: input.currency,
            reference: input.reference,
            exchangeRate: input.exchangeRate,
            allocations,
            withholdings,
          }),
        }),
      );
    },
    invoicePaymentAllocate: async (_root, { input }, context) => {
      const id = paymentId(input);
      if (!id) return PAYMENT_NOT_FOUND;
      const allocations = input.allocations ? allocationsOf(input.allocations) : undefined;
      if (allocations === null) return refused('invoiceId', invoicePaymentErrors.invoiceNotFound);
      return changed(context, () =>
        context.api.invoicePayments.allocate(context.caller, id, withoutNulls({ allocations })),
      );
    },
    invoicePaymentUnallocate: async (_root, { input }, context) => {
      const id = paymentId(input);
      if (!id) return PAYMENT_NOT_FOUND;
      if (!UUID.test(input.allocationId))
        return refused('allocationId', invoicePaymentErrors.allocationNotFound);
      return changed(context, () =>
        context.api.invoicePayments.unallocate(context.caller, id, input.allocationId),
      );
    },
    invoiceWithholdingReceiveSlip: (_root, { input }, context) =>
      withholdingChanged(context, input, (id) =>
        context.api.invoicePayments.receiveSlip(context.caller, id, {
          slipNumber: input.slipNumber,
          slipDate: input.slipDate,
        }),
      ),
    invoiceWithholdingCancel: (_root, { input }, context) =>
      withholdingChanged(context, input, (id) =>
        context.api.invoicePayments.cancelWithholding(context.caller, id, input.reason),
      ),
    invoicePaymentProofDelete: async (_root, { input }, context) => {
      const id = paymentId(input);
      if (!id) return PAYMENT_NOT_FOUND;
      if (!UUID.test(input.proofId)) return refused('proofId', invoicePaymentErrors.fileNotFound);
      const result = await changed(context, () =>
        context.api.invoicePayments.deleteProof(context.caller, id, input.proofId),
      );
      return {
        ...result,
        userErrors: result.userErrors.map((error) =>
          error.code === invoicePaymentErrors.fileNotFound.code
            ? { ...error, field: 'proofId' }
            : error,
        ),
      };
    },
    invoicePaymentCancel: async (_root, { input }, context) => {
      const id = paymentId(input);
      if (!id) return PAYMENT_NOT_FOUND;
      return changed(context, () =>
        context.api.invoicePayments.cancel(context.caller, id, input.reason),
      );
    },
  },
  Subscription: {
    invoicePaymentUpdated: eventUpdates('invoice-payment.changed', 'invoice-payments:read'),
  },
  InvoicePaymentUpdate: {
    invoicePayment: (event, _args, context) => context.loaders.invoicePayment.load(event.subjectId),
  },
  SalesInvoice: {
    withheldAmount: (invoice) => moneyIn(invoice, invoice.withheldAmount),
    exchange: async (invoice, _args, context) => {
      if (invoice.currency === 'IDR' || !can(context, 'invoice-payments:read')) return null;
      const payments = await context.loaders.paymentsOfInvoice.load(invoice.id);
      const settled = payments.flatMap((payment) =>
        payment.allocations.flatMap((allocation) =>
          allocation.invoice.id === invoice.id && allocation.exchange ? [allocation.exchange] : [],
        ),
      );
      return settled.length > 0 ? sumRupiahSettled(settled) : null;
    },
    paymentAllocations: async (invoice, _args, context) => {
      if (!can(context, 'invoice-payments:read')) return [];
      const payments = await context.loaders.paymentsOfInvoice.load(invoice.id);
      return payments
        .flatMap((node) => {
          context.loaders.invoicePayment.prime(node.id, node);
          return node.allocations
            .filter((allocation) => allocation.invoice.id === invoice.id)
            .map((allocation) => ({ ...allocation, currency: node.currency, payment: node }));
        })
        .sort((a, b) => a.allocatedAt.localeCompare(b.allocatedAt));
    },
  },
  Customer: {
    credit: async (customer, _args, context) => {
      if (!can(context, 'invoice-payments:read')) return [];
      const { credits } = await context.api.invoicePayments.credit(context.caller, customer.id);
      return credits.map((credit) => moneyIn(credit, credit.amount));
    },
  },
  InvoicePaymentConnection: {
    edges: (page) => page.items,
  },
  InvoicePayment: {
    id: (payment) => toGlobalId('InvoicePayment', payment.id),
    customer: (payment, _args, context) =>
      can(context, 'customers:read') ? context.loaders.customer.load(payment.customer.id) : null,
    customerName: (payment) => payment.customer.name,
    customerId: (payment) => toGlobalId('Customer', payment.customer.id),
    amount: (payment) => moneyIn(payment, payment.amount),
    allocatedAmount: (payment) => moneyIn(payment, payment.allocatedAmount),
    refundedAmount: (payment) => moneyIn(payment, payment.refundedAmount),
    unallocatedAmount: (payment) => moneyIn(payment, payment.unallocatedAmount),
    allocations: (payment) =>
      payment.allocations.map((allocation) => ({
        ...allocation,
        currency: payment.currency,
        payment,
      })),
    // A checkout payment is settled once the gateway's payout holding it is reconciled in the treasury.
    settlementStatus: async (payment, _args, context) => {
      if (payment.source !== 'CHECKOUT') return payment.settlementStatus;
      return (await payoutStatus(payment, context))?.settled ? 'SETTLED' : 'PENDING';
    },
    settledOn: async (payment, _args, context) => {
      if (payment.source !== 'CHECKOUT') return payment.settledOn;
      return (await payoutStatus(payment, context))?.settledOn ?? null;
    },
    gatewayFee: async (payment, _args, context) => {
      const record = await gatewayRecord(payment, context);
      return record ? { amount: record.fees, currency: record.currency } : null;
    },
    payout: async (payment, _args, context) => {
      const record = await gatewayRecord(payment, context);
      return record?.settlementId
        ? context.loaders.paymentSettlement.load(record.settlementId)
        : null;
    },
    actions: (payment) =>
      payment.actions.map((action) => action.toUpperCase() as InvoicePaymentAction),
    proofs: (payment) =>
      payment.proofs.map((proof) => ({
        ...proof,
        downloadUrl: `/invoice-payment-proofs/${payment.id}/${proof.id}/download`,
      })),
    revisions: async (payment, _args, context) =>
      (await context.api.invoicePayments.revisions(context.caller, payment.id)).items,
    createdBy: (payment, _args, context) => userOf(context, payment.createdBy),
  },
  CreditRefund: {
    amount: (refund) => moneyIn(refund, refund.amount),
    payment: async (refund, _args, context) => {
      if (!can(context, 'payments:read')) return null;
      const order = await context.loaders.paymentOrder.load(refund.id);
      return order?.kind === 'PAYMENT' ? order : null;
    },
    requestedBy: (refund, _args, context) => context.loaders.user.load(refund.requestedBy),
  },
  Payment: {
    refundOf: (order, _args, context) =>
      order.refundOf && can(context, 'invoice-payments:read')
        ? context.loaders.invoicePayment.load(order.refundOf)
        : null,
  },
  InvoiceWithholding: {
    invoiceId: (withholding) => toGlobalId('SalesInvoice', withholding.invoice.id),
    invoiceNumber: (withholding) => withholding.invoice.number,
    paymentId: (withholding) =>
      withholding.paymentId ? toGlobalId('InvoicePayment', withholding.paymentId) : null,
    base: (withholding) => moneyIn(withholding, withholding.base),
    amount: (withholding) => moneyIn(withholding, withholding.amount),
    slipNumber: (withholding) => withholding.slip?.number ?? null,
    slipDate: (withholding) => withholding.slip?.date ?? null,
    slipFile: (withholding) =>
      withholding.slipFile
        ? {
            ...withholding.slipFile,
            downloadUrl: `/invoice-withholding-slips/${withholding.id}/${withholding.slipFile.id}/download`,
          }
        : null,
  },
  InvoicePaymentFile: {
    uploadedBy: (file, _args, context) => context.loaders.user.load(file.uploadedBy),
  },
  PaymentExchange: {
    kursPajakValidFrom: (exchange) => exchange.taxRate?.validFrom ?? null,
    kursPajakSource: (exchange) => exchange.taxRate?.source ?? null,
    atInvoiceRates: (exchange) => rupiah(exchange.total.atInvoiceRate),
    atPaymentRate: (exchange) => rupiahOrNull(exchange.total.atPaymentRate),
    difference: (exchange) => rupiahOrNull(exchange.total.difference),
  },
  AllocationExchange: {
    atInvoiceRate: (exchange) => rupiah(exchange.atInvoiceRate),
    atPaymentRate: (exchange) => rupiahOrNull(exchange.atPaymentRate),
    difference: (exchange) => rupiahOrNull(exchange.difference),
  },
  InvoiceExchange: {
    atInvoiceRate: (exchange) => rupiah(exchange.atInvoiceRate),
    atPaymentRates: (exchange) => rupiahOrNull(exchange.atPaymentRate),
    difference: (exchange) => rupiahOrNull(exchange.difference),
  },
  PaymentAllocation: {
    payment: (allocation) => allocation.payment,
    invoiceId: (allocation) => toGlobalId('SalesInvoice', allocation.invoice.id),
    invoiceNumber: (allocation) => allocation.invoice.number,
    invoiceDueDate: (allocation) => allocation.invoice.dueDate,
    amount: (allocation) => moneyIn(allocation, allocation.amount),
    rounding: (allocation) => moneyIn(allocation, allocation.rounding),
    allocatedBy: (allocation, _args, context) => userOf(context, allocation.allocatedBy),
  },
};

/**
 * What the gateway's report says of a payment made at checkout (the
 * treasury's payment record of its charge's order id): its fee, and the
 * payout (settlement) that brought it to the bank. Null for other payments,
 * before the report is imported, and for a viewer who may not read payment
 * providers.
 */
/** Whether a checkout payment's payout is on the bank statement: read by whoever reads the payment. */
function payoutStatus(payment: InvoicePaymentResponse, context: Context) {
  if (!payment.checkout) return Promise.resolve(null);
  return context.loaders.payoutStatusByOrderId.load(payment.checkout.orderId);
}

function gatewayRecord(
  payment: InvoicePaymentResponse,
  context: Context,
): Promise<PaymentRecordResponse | null> {
  if (!payment.checkout || !can(context, 'payment-providers:read')) return Promise.resolve(null);
  return context.loaders.paymentRecordByOrderId.load(payment.checkout.orderId);
}

import type { OrganizationUserResponse } from '../../../contracts/account/users.js';
import type { Currency, Resolvers } from '../../__generated__/resolvers-types.js';
import type { Context } from '../../context.js';
import { can, requirePermission } from '../../guards.js';
import { graphQLError } from '../../errors.js';
import { fromGlobalId } from '../../global-id.js';
import type { ActivityFilter, ActivityValueRecord } from './upstream.js';
import {
  ACTIVITY_SOURCES,
  decodeMergedCursor,
  mergeActivityPages,
  type ActivitySource,
  type MergedEntry,
  type SourcePage,
} from './merge.js';
import { userOf } from '../profile/loaders.js';

const MAX_PAGE = 100;

type ActivityPart =
  | { __typename: 'ActivityTextPart'; name: string; text: string }
  | { __typename: 'ActivityCountPart'; name: string; count: number }
  | { __typename: 'ActivityMoneyPart'; name: string; money: { amount: string; currency: Currency } }
  | { __typename: 'ActivityDatePart'; name: string; date: string };

/** One named value of a stored description, typed by its shape. */
function activityPart(name: string, value: ActivityValueRecord): ActivityPart {
  if (typeof value === 'string') return { __typename: 'ActivityTextPart', name, text: value };
  if (typeof value === 'number') return { __typename: 'ActivityCountPart', name, count: value };
  if ('amount' in value)
    return {
      __typename: 'ActivityMoneyPart',
      name,
      money: { amount: value.amount, currency: value.currency as Currency },
    };
  return { __typename: 'ActivityDatePart', name, date: value.date };
}

/** The most entries a document's activity shows. */
const DOCUMENT_ACTIVITY = 100;

/** What was done to some of invoicing's records, newest first, for a viewer who may read the activity log. */
async function invoicingActivity(context: Context, ids: readonly string[]): Promise<MergedEntry[]> {
  if (!can(context, 'activity-log:read') || ids.length === 0) return [];
  const page = await context.api.activity.invoicing.page(context.caller, {
    entityIds: [...new Set(ids)].slice(0, DOCUMENT_ACTIVITY),
    first: DOCUMENT_ACTIVITY,
  });
  return page.items.map((item) => ({ ...item, source: 'invoicing' as const }));
}

/** The organisation's activity log: the three services' logs merged, newest first. */
export const activityResolvers: Resolvers = {
  SalesOrder: {
    activities: async (order, _args, context) => {
      const receipts = can(context, 'sales-orders:read')
        ? (await context.loaders.receiptsOfOrder.load(order.id)).items.map((receipt) => receipt.id)
        : [];
      const invoices = can(context, 'invoices:read')
        ? (
            await context.api.salesInvoices.list(
              context.caller,
              { first: 100 },
              { salesOrderId: order.id },
            )
          ).items.map(({ node }) => node.id)
        : [];
      return invoicingActivity(context, [order.id, ...receipts, ...invoices]);
    },
  },
  PurchaseOrder: {
    activities: async (order, _args, context) => {
      const { items } = await context.loaders.receiptsOfPurchaseOrder.load(order.id);
      return invoicingActivity(context, [order.id, ...items.map((receipt) => receipt.id)]);
    },
  },
  SalesInvoice: {
    activities: (invoice, _args, context) => invoicingActivity(context, [invoice.id]),
  },
  Query: {
    activityLogActors: async (_root, _args, context) => {
      requirePermission(context, 'activity-log:read');
      const ids = [
        ...new Set(
          (
            await Promise.all(
              ACTIVITY_SOURCES.map((source) => context.api.activity[source].actors(context.caller)),
            )
          ).flat(),
        ),
      ];
      const users = await context.loaders.user.loadMany(ids);
      return users
        .filter(
          (user): user is OrganizationUserResponse => user !== null && !(user instanceof Error),
        )
        .sort((a, b) => a.fullName.localeCompare(b.fullName));
    },
    activityLog: async (_root, args, context) => {
      requirePermission(context, 'activity-log:read');
      const first = Math.min(Math.max(args.first ?? 20, 1), MAX_PAGE);
      const previous = decodeMergedCursor(args.after);
      if (!previous)
        throw graphQLError('BAD_USER_INPUT', 'The cursor is not valid.', { field: 'after' });
      const actor = args.actorId ? fromGlobalId(args.actorId) : null;
      // An actor id that is not a user's matches nobody.
      if (args.actorId && actor?.type !== 'User')
        return {
          edges: [],
          pageInfo: {
            hasNextPage: false,
            hasPreviousPage: false,
            startCursor: null,
            endCursor: null,
          },
        };
      const filter: ActivityFilter = {
        from: args.from ?? undefined,
        to: args.to ?? undefined,
        actorId: actor?.id,
        entity: args.entity ?? undefined,
        action: args.action ?? undefined,
      };
      const sources = ACTIVITY_SOURCES.filter((source) => !previous.done?.includes(source));
      const fetched = await Promise.all(
        sources.map(
          async (source) =>
            [
              source,
              await context.api.activity[source].page(context.caller, {
                ...filter,
                first,
                after: previous[source],
              }),
            ] as const,
        ),
      );
      const pages = Object.fromEntries(fetched) as Partial<Record<ActivitySource, SourcePage>>;
      const merged = mergeActivityPages(pages, previous, first);
      return {
        edges: merged.entries.map((entry, index) => ({
          cursor: merged.entryCursors[index]!,
          node: entry,
        })),
        pageInfo: {
          hasNextPage: merged.hasNextPage,
          hasPreviousPage: Boolean(args.after),
          startCursor: args.after ?? null,
          endCursor: merged.entries.length ? merged.cursor : (args.after ?? null),
        },
      };
    },
  },
  ActivityEntry: {
    id: (entry) => Buffer.from(`${entry.source}:${entry.id}`).toString('base64url'),
    actor: (entry, _args, context) => userOf(context, entry.actorId),
    action: (entry) => entry.action as never,
    // Every kind a service writes is in the enum (services/kit/activity.ts ACTIVITY_ENTITIES; a test holds them together).
    entityKind: (entry) => entry.entity as never,
    description: (entry) => entry.description,
  },
  ActivityDescription: {
    message: (description) => description.message as never,
    // By name: the stored JSON keeps no order, and a client finds a part by its name anyway.
    parts: (description) =>
      Object.keys(description.values)
        .sort()
        .map((name) => activityPart(name, description.values[name]!)),
  },
  ActivityDescriptionPart: {
    __resolveType: (part) => part.__typename ?? null,
  },
};

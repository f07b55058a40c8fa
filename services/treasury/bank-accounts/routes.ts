import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { created, routeDocs } from '../../kit/route-docs.js';
import { recordReadRoutes } from '../../kit/read-routes.js';
import { recordWriteRoutes } from '../../kit/write-routes.js';
import {
  BalancesResponse,
  BankAccountBalanceBody,
  BankAccountCreateBody,
  BankAccountListQuery,
  BankAccountListResponse,
  BankAccountResponse,
  BankAccountUpdateBody,
  IdParams,
} from '../../../contracts/treasury/bank-accounts.js';
import type { BankAccountService } from './service.js';

const balanceDoc = routeDocs('balances', 400, 403, 404, 409);
const doc = routeDocs('bank-accounts', 400, 403, 404, 409);

type BankAccountRouteOptions = { accounts: BankAccountService };

/** The organisation's bank accounts: read (all, by id, one), added, changed, removed. */
const bankAccountRecordRoutes: FastifyPluginAsyncTypebox<BankAccountRouteOptions> = async (
  app,
  { accounts },
) => {
  app.get(
    '/bank-accounts',
    {
      schema: doc(
        'The organisation’s bank accounts with their latest balance, by alias (needs bank-accounts:read)',
        {
          description:
            'Credentials are never answered; `hasCredentials` says whether some are stored.',
          querystring: BankAccountListQuery,
          response: { 200: BankAccountListResponse },
        },
      ),
    },
    async (request) => ({ items: await accounts.list(request.auth, request.query) }),
  );

  recordReadRoutes(app, '/bank-accounts', doc, BankAccountResponse, accounts, {
    batch: 'Bank accounts by id (repeat `ids`); other organisations’ are left out',
    get: 'One bank account',
  });

  recordWriteRoutes(
    app,
    '/bank-accounts',
    doc,
    {
      create: {
        summary: 'Add a bank account (needs bank-accounts:manage)',
        description:
          'MANUAL needs no credentials; AUTOMATED (a crawler of the bank’s internet banking) needs `automatedType`, `userId` and `password` (and `companyId`, `cif` where the portal asks); API (SNAP) needs `clientId`, `clientSecret`, `partnerId`, `channelId` and an RSA `privateKey` in PEM. Credentials are sealed with AES-256-GCM.',
        body: BankAccountCreateBody,
        response: BankAccountResponse,
      },
      update: {
        method: 'PATCH',
        summary:
          'Change a bank account’s alias, name, entity, status or connection; new credentials replace the stored ones (needs bank-accounts:manage)',
        body: BankAccountUpdateBody,
        response: BankAccountResponse,
      },
      remove: {
        summary: 'Delete a bank account (needs bank-accounts:manage)',
      },
    },
    accounts,
  );
};

/** The accounts' balances: one account's recorded, every account's read. */
const balanceRoutes: FastifyPluginAsyncTypebox<BankAccountRouteOptions> = async (
  app,
  { accounts },
) => {
  app.post(
    '/bank-accounts/:id/balances',
    {
      schema: doc('Record a balance read by hand (source MANUAL; needs bank-accounts:manage)', {
        params: IdParams,
        body: BankAccountBalanceBody,
        response: { 201: BankAccountResponse },
      }),
    },
    async (request, reply) =>
      created(reply, accounts.recordBalance(request.auth, request.params.id, request.body)),
  );

  app.get(
    '/balances',
    {
      schema: balanceDoc(
        'Every open account’s latest balance, and the total per currency (needs balances:read)',
        { response: { 200: BalancesResponse } },
      ),
    },
    async (request) => accounts.balances(request.auth),
  );
};

/** The organisation's bank accounts and their balances. */
export const bankAccountRoutes: FastifyPluginAsyncTypebox<BankAccountRouteOptions> = async (
  app,
  options,
) => {
  await bankAccountRecordRoutes(app, options);
  await balanceRoutes(app, options);
};

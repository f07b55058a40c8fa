import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { routeDocs } from '../../kit/route-docs.js';
import { BankListResponse } from '../../../contracts/treasury/banks.js';
import { automatedTypesOf, BANKS } from './catalogue.js';

const doc = routeDocs('banks');

/** The bank catalogue: data in code, no SQL and no rules, so no service or repository. */
export const bankRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/banks',
    { schema: doc('Banks accounts can be held at', { response: { 200: BankListResponse } }) },
    async () => ({
      items: BANKS.map((bank) => ({ ...bank, automatedTypes: automatedTypesOf(bank.code) })),
    }),
  );
};

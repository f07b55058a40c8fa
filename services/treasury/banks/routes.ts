import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { BankListResponse } from '../../../contracts/treasury/banks.js';
import { automatedTypesOf, BANKS } from './catalogue.js';

/** The bank catalogue: data in code, no SQL and no rules, so no service or repository. */
export const bankRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/banks', { schema: { summary: 'Banks accounts can be held at', tags: ['banks'], response: { 200: BankListResponse } } }, async () => ({
    items: BANKS.map((bank) => ({ ...bank, automatedTypes: automatedTypesOf(bank.code) })),
  }));
};

import { Type } from 'typebox';
import type { ServiceApp } from '../../kit/server.js';
import { automatedTypesOf, BANKS } from './catalogue.js';

export function bankRoutes(app: ServiceApp): void {
  app.get(
    '/banks',
    {
      schema: {
        summary: 'Banks accounts can be held at',
        tags: ['banks'],
        response: {
          200: Type.Object({
            items: Type.Array(
              Type.Object({
                code: Type.String(),
                name: Type.String(),
                automatedTypes: Type.Array(Type.String(), { description: 'The internet banking an automated (crawler) connection of this bank can read.' }),
              }),
            ),
          }),
        },
      },
    },
    async () => ({ items: BANKS.map((bank) => ({ ...bank, automatedTypes: automatedTypesOf(bank.code) })) }),
  );
}

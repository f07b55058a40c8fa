import { Type } from 'typebox';
import type { ServiceApp } from '../../kit/server.js';
import { BANKS } from './catalogue.js';

export function bankRoutes(app: ServiceApp): void {
  app.get(
    '/banks',
    {
      schema: {
        summary: 'Banks accounts can be held at',
        tags: ['banks'],
        response: { 200: Type.Object({ items: Type.Array(Type.Object({ code: Type.String(), name: Type.String() })) }) },
      },
    },
    async () => ({ items: [...BANKS] }),
  );
}

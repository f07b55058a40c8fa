import type { Static, TSchema } from 'typebox';
import { IdParams } from '../../contracts/common/schemas.js';
import type { AccessClaims } from './auth.js';
import type { ModuleDocs, RoutesApp } from './route-docs.js';

/**
 * Registers `POST <path>/:id/<action>` for each action `summaries` names:
 * a move of one record that takes nothing but its id and answers the record
 * as it stands after (`response`). Each summary ends with what the move
 * `needs`, as the route's documentation says it; `act` runs the move for the
 * request's caller.
 *
 * @example idActionRoutes(app, { path: '/webhook-endpoints', doc, response, needs: 'needs webhooks:manage', summaries: { enable: 'Enable an endpoint' } }, (auth, id, action) => webhooks[action](auth, id))
 */
export function idActionRoutes<Action extends string, Response extends TSchema>(
  app: RoutesApp,
  routes: {
    path: string;
    doc: ModuleDocs;
    response: Response;
    needs: string;
    summaries: Record<Action, string>;
  },
  act: (auth: AccessClaims, id: string, action: Action) => Promise<Static<Response>>,
): void {
  // Checked above against the answer's schema; the routes below are typed for any schema.
  const response: TSchema = routes.response;
  const run: (auth: AccessClaims, id: string, action: Action) => Promise<unknown> = act;
  for (const [action, summary] of Object.entries<string>(routes.summaries) as [Action, string][])
    app.post(
      `${routes.path}/:id/${action}`,
      {
        schema: routes.doc(`${summary} (${routes.needs})`, {
          params: IdParams,
          response: { 200: response },
        }),
      },
      async (request) => run(request.auth, request.params.id, action),
    );
}

import type { Upstreams } from '../context.js';
import { AccountApi } from '../upstream/account.js';
import { ActivityApi } from '../upstream/activity.js';
import type { UpstreamClients } from '../upstream/client.js';
import { StatementsApi } from '../upstream/statements.js';
import { TreasuryApi } from '../upstream/treasury.js';
import { SocialSignInApi } from './social-sign-in/upstream.js';

/** Every module's upstream calls, over the services' shared HTTP clients. */
export function createUpstreams(clients: UpstreamClients): Upstreams {
  const account = new AccountApi(clients.account);
  return {
    account,
    treasury: new TreasuryApi(clients.treasury),
    statements: new StatementsApi(clients.treasury),
    activity: { account: new ActivityApi(clients.account), treasury: new ActivityApi(clients.treasury), invoicing: new ActivityApi(clients.invoicing) },
    session: account,
    apiKeys: account,
    socialSignIn: new SocialSignInApi(clients.account),
  };
}

/** The parts of oidc-provider (an OpenID Connect server; a development dependency) the tests use. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type Account = {
    accountId: string;
    claims: () => Record<string, unknown> | Promise<Record<string, unknown>>;
  };

  export type Grant = { addOIDCScope(scope: string): void; save(): Promise<string> };

  export type KoaContextWithOIDC = {
    oidc: {
      provider: Provider;
      client?: { clientId: string };
      session?: { accountId?: string; grantIdFor(clientId: string): string | undefined };
      result?: { consent?: { grantId?: string } };
    };
  };

  export default class Provider {
    constructor(issuer: string, configuration?: Record<string, unknown>);
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    readonly Grant: {
      new (properties: { accountId?: string; clientId: string }): Grant;
      find(id: string): Promise<Grant | undefined>;
    };
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}

import { defineModule } from '../module.js';
import { socialSignInResolvers } from './resolvers.js';
import { SocialSignInApi } from './upstream.js';

/** Sign-in with a social provider (OpenID Connect): whether it is offered. */
export const socialSignInModule = defineModule({
  typeDefs: new URL('./schema.graphql', import.meta.url),
  resolvers: socialSignInResolvers,
  upstream: (clients) => new SocialSignInApi(clients.account),
});

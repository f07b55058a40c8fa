import type { MeResponse } from '../../../contracts/account/users.js';
import type { Context } from '../../context.js';

/**
 * Who the caller is, as `/me` answers a member: for an API key, the key's
 * own answer (`/api-keys/self`: the member it acts for, its organisation and
 * role), since a key may not read a member's own `/me`.
 */
export function viewerProfile(context: Context): Promise<MeResponse> {
  return context.viewer?.apiKeyId
    ? context.api.apiKeys.self(context.caller)
    : context.loaders.me.load('me');
}

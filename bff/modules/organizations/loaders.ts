import DataLoader from 'dataloader';
import type {
  OrganizationProfileResponse,
  OrganizationSettingsResponse,
} from '../../../contracts/account/organizations.js';
import type { CallerIdentity } from '../../upstream/client.js';
import { once } from '../module.js';
import type { OrganizationsApi } from './upstream.js';

/** The organizations DataLoaders: each batches the ids a request asks for into one upstream call. */
export function organizationsLoaders(caller: CallerIdentity, api: OrganizationsApi) {
  return {
    /** The current organisation's rules: controls and orders settings (any member). */
    organizationSettings: new DataLoader<'current', OrganizationSettingsResponse>((keys) =>
      once(keys, () => api.organizationSettings(caller)),
    ),
    /** The current organisation's company profile (needs settings:read). */
    organizationProfile: new DataLoader<'current', OrganizationProfileResponse>((keys) =>
      once(keys, () => api.organizationProfile(caller)),
    ),
  };
}

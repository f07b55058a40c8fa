import DataLoader from 'dataloader';
import type { CallerIdentity } from '../../upstream/client.js';
import { once } from '../module.js';
import type { OrganizationsApi, OrganizationProfileRecord, OrganizationSettingsRecord } from './upstream.js';

/** The organizations DataLoaders: each batches the ids a request asks for into one upstream call. */
export function organizationsLoaders(caller: CallerIdentity, api: OrganizationsApi) {
  return {
    /** The current organisation's rules: controls and orders settings (any member). */
    organizationSettings: new DataLoader<'current', OrganizationSettingsRecord>((keys) => once(keys, () => api.organizationSettings(caller))),
    /** The current organisation's company profile (needs settings:read). */
    organizationProfile: new DataLoader<'current', OrganizationProfileRecord>((keys) => once(keys, () => api.organizationProfile(caller))),
  };
}

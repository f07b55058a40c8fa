import type {
  ControlsBody,
  OrdersSettingsBody,
  OrganizationProfileBody,
  OrganizationProfileResponse,
  OrganizationResponse,
  OrganizationSettingsResponse,
} from '../../../contracts/account/organizations.js';
import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';

/** The account service's organisation: its rules, settings and company profile. */
export class OrganizationsApi {
  constructor(readonly client: UpstreamClient) {}

  /** The caller's organisation (works for API keys too, unlike `me`). */
  organization(caller: CallerIdentity): Promise<OrganizationResponse> {
    return this.client.call(caller, { method: 'GET', path: '/organization' });
  }

  organizationSettings(caller: CallerIdentity): Promise<OrganizationSettingsResponse> {
    return this.client.call(caller, { method: 'GET', path: '/organization/settings' });
  }

  updateOrganizationSettings(
    caller: CallerIdentity,
    settings: ControlsBody,
  ): Promise<OrganizationResponse> {
    return this.client.call(caller, {
      method: 'PATCH',
      path: '/organization/settings',
      body: settings,
    });
  }

  updateOrdersSettings(
    caller: CallerIdentity,
    settings: OrdersSettingsBody,
  ): Promise<OrganizationSettingsResponse> {
    return this.client.call(caller, {
      method: 'PUT',
      path: '/organization/orders-settings',
      body: settings,
    });
  }

  organizationProfile(caller: CallerIdentity): Promise<OrganizationProfileResponse> {
    return this.client.call(caller, { method: 'GET', path: '/organization/profile' });
  }

  updateOrganizationProfile(
    caller: CallerIdentity,
    profile: OrganizationProfileBody,
  ): Promise<OrganizationProfileResponse> {
    return this.client.call(caller, {
      method: 'PUT',
      path: '/organization/profile',
      body: profile,
    });
  }
}

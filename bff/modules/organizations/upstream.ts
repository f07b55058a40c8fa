import type { CallerIdentity, UpstreamClient } from '../../upstream/client.js';

export type OrganizationRecord = {
  id: string;
  name: string;
  username: string;
  timeZone: string;
  defaultCurrency: string;
  twoFactorRequired: boolean;
  selfApprovalAllowed: boolean;
  transfersActive: boolean;
  paymentsActive: boolean;
};
/** The company profile (needs settings:read). */
export type OrganizationProfileRecord = {
  id: string;
  name: string;
  legalName: string | null;
  taxNumber: string | null;
  address: { street: string | null; city: string | null; province: string | null; postalCode: string | null };
  phone: string | null;
  email: string | null;
  timeZone: string;
  defaultCurrency: 'IDR' | 'USD' | 'SGD';
};
export type OrdersSettingsRecord = {
  defaultPaymentTermDays: number;
  invoiceNumberPrefix: string;
  salesOrderNumberPrefix: string;
  salesOrderApprovalRequired: boolean;
};
/** The organisation's rules other services apply (any member). */
export type OrganizationSettingsRecord = {
  organizationId: string;
  timeZone: string;
  defaultCurrency: string;
  twoFactorRequired: boolean;
  selfApprovalAllowed: boolean;
  transfersActive: boolean;
  paymentsActive: boolean;
  orders: OrdersSettingsRecord;
};
export type ControlsRecord = { twoFactorRequired?: boolean; selfApprovalAllowed?: boolean; transfersActive?: boolean; paymentsActive?: boolean };
export type OrganizationProfileInputRecord = Omit<OrganizationProfileRecord, 'id' | 'address'> & { address: Partial<OrganizationProfileRecord['address']> | null };

/** The account service's organisation: its rules, settings and company profile. */
export class OrganizationsApi {
  constructor(readonly client: UpstreamClient) {}

  /** The caller's organisation (works for API keys too, unlike `me`). */
  organization(caller: CallerIdentity): Promise<OrganizationRecord> {
    return this.client.call(caller, { method: 'GET', path: '/organization' });
  }

  organizationSettings(caller: CallerIdentity): Promise<OrganizationSettingsRecord> {
    return this.client.call(caller, { method: 'GET', path: '/organization/settings' });
  }

  updateOrganizationSettings(caller: CallerIdentity, settings: ControlsRecord): Promise<OrganizationRecord> {
    return this.client.call(caller, { method: 'PATCH', path: '/organization/settings', body: settings });
  }

  updateOrdersSettings(caller: CallerIdentity, settings: OrdersSettingsRecord): Promise<OrganizationSettingsRecord> {
    return this.client.call(caller, { method: 'PUT', path: '/organization/orders-settings', body: settings });
  }

  organizationProfile(caller: CallerIdentity): Promise<OrganizationProfileRecord> {
    return this.client.call(caller, { method: 'GET', path: '/organization/profile' });
  }

  updateOrganizationProfile(caller: CallerIdentity, profile: OrganizationProfileInputRecord): Promise<OrganizationProfileRecord> {
    return this.client.call(caller, { method: 'PUT', path: '/organization/profile', body: profile });
  }
}

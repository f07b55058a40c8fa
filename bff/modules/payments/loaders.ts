import DataLoader from 'dataloader';
import {
  paymentErrors,
  type ApprovalRuleListResponse,
  type PaymentExportResponse,
  type PaymentOrderResponse,
} from '../../../contracts/treasury/payments.js';
import { UpstreamError } from '../../upstream/errors.js';
import type { CallerIdentity } from '../../upstream/client.js';
import { byId, once } from '../module.js';
import type { PaymentsApi } from './upstream.js';

/** The payments DataLoaders: orders by id batched into one upstream call, and the approval rules read once per request. */
export function paymentsLoaders(caller: CallerIdentity, api: PaymentsApi) {
  return {
    /** Payments and transfers by id, of the kinds the viewer may read. */
    paymentOrder: new DataLoader<string, PaymentOrderResponse | null>(
      async (ids) => byId(ids, await api.byIds(caller, ids)),
      { maxBatchSize: 100 },
    ),
    /** Manual exports by id; null for one the viewer may not read. */
    paymentExport: new DataLoader<string, PaymentExportResponse | null>((ids) =>
      Promise.all(
        ids.map((id) =>
          api.manualExport(caller, id).catch((error: unknown) => {
            if (error instanceof UpstreamError && error.code === paymentErrors.exportNotFound.code)
              return null;
            throw error;
          }),
        ),
      ),
    ),
    /** The organisation's approval rules (needs settings:read). */
    approvalRules: new DataLoader<'all', ApprovalRuleListResponse>((keys) =>
      once(keys, () => api.approvalRules(caller)),
    ),
  };
}

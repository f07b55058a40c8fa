import type { Logger } from 'pino';
import {
  createGatewaySandbox,
  type GatewaySandbox,
  type GatewaySandboxOptions,
} from '../services/gateway-sandbox/sandbox.js';
import type {
  GatewayProvider,
  PaymentGateway,
} from '../services/invoicing/checkout/gateways/gateway.js';
import { MidtransGateway } from '../services/invoicing/checkout/gateways/midtrans.js';
import { XenditGateway } from '../services/invoicing/checkout/gateways/xendit.js';

/** A local payment gateway for the demo and the tests, and the product's adapter pointed at it. */
export type LocalGateway = {
  sandbox: GatewaySandbox;
  /** The adapter checkout uses: Xendit's or Midtrans's protocol, to the sandbox. */
  gateway: PaymentGateway;
  /** The adapter of the other protocol to the same sandbox: a gateway the organisation used before (resolvingGateways). */
  other: PaymentGateway;
  /**
   * Tells the sandbox where to post notifications: `${baseUrl}/checkout/notifications/<provider>`,
   * the product's public address as a provider is given it (the tests may name the invoicing service's).
   */
  notifyTo(baseUrl: string): void;
  stop(): Promise<void>;
};

/**
 * Starts the local gateway sandbox (services/gateway-sandbox/) and the
 * adapter of `provider` pointed at it, as a deployment points it at the real
 * provider through XENDIT_* or MIDTRANS_* (checkout/gateways/from-environment.ts).
 */
export async function startLocalGateway(
  provider: GatewayProvider,
  options: Omit<GatewaySandboxOptions, 'logger'> & { logger?: Logger } = {},
): Promise<LocalGateway> {
  const sandbox = await createGatewaySandbox(options);
  return {
    sandbox,
    gateway: sandboxAdapter(sandbox, provider),
    other: sandboxAdapter(sandbox, provider === 'XENDIT' ? 'MIDTRANS' : 'XENDIT'),
    notifyTo: (baseUrl) =>
      sandbox.setWebhookUrls({
        xendit: `${baseUrl}/checkout/notifications/xendit`,
        midtrans: `${baseUrl}/checkout/notifications/midtrans`,
      }),
    stop: () => sandbox.stop(),
  };
}

/** The product's adapter of `provider` pointed at the sandbox, as XENDIT_* or MIDTRANS_* would point it. */
function sandboxAdapter(sandbox: GatewaySandbox, provider: GatewayProvider): PaymentGateway {
  return provider === 'XENDIT'
    ? new XenditGateway({
        secretKey: sandbox.xendit.secretKey,
        callbackToken: sandbox.xendit.callbackToken,
        baseUrl: sandbox.xendit.baseUrl,
      })
    : new MidtransGateway({
        serverKey: sandbox.midtrans.serverKey,
        snapUrl: sandbox.midtrans.snapUrl,
        apiUrl: sandbox.midtrans.apiUrl,
      });
}

import type { GatewayProvider, PaymentGateway } from './gateway.js';
import { MidtransGateway, type MidtransConfiguration } from './midtrans.js';
import { XenditGateway, type XenditConfiguration } from './xendit.js';

/**
 * The gateways' keys and base URLs come from configuration, so pointing the
 * product at a provider's own sandbox (or at the local gateway sandbox) needs
 * no code change:
 *
 * - XENDIT_SECRET_KEY, XENDIT_CALLBACK_TOKEN, XENDIT_BASE_URL (default
 *   https://api.xendit.co; Xendit's test mode is the same host with a
 *   development key).
 * - MIDTRANS_SERVER_KEY, MIDTRANS_SNAP_URL (default
 *   https://app.sandbox.midtrans.com), MIDTRANS_API_URL (default
 *   https://api.sandbox.midtrans.com); production is https://app.midtrans.com
 *   and https://api.midtrans.com (Midtrans's Node client `lib/apiConfig.js`).
 * - PAYMENT_GATEWAY (XENDIT or MIDTRANS) picks one when both are configured.
 */
export type GatewayConfiguration = {
  xendit: Required<Pick<XenditConfiguration, 'secretKey' | 'callbackToken' | 'baseUrl'>> | null;
  midtrans: Required<Pick<MidtransConfiguration, 'serverKey' | 'snapUrl' | 'apiUrl'>> | null;
  preferred: GatewayProvider | null;
};

type Environment = Record<string, string | undefined>;

function url(env: Environment, name: string, fallback: string): string {
  const value = env[name]?.trim() || fallback;
  let parsed: URL;
  try {
    parsed = new URL(value);
  } catch {
    throw new Error(`${name} must be an http(s) URL; it is "${value}".`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
    throw new Error(`${name} must be an http(s) URL; it is "${value}".`);
  return value.replace(/\/+$/, '');
}

/**
 * Reads and checks the gateways' configuration; a gateway is configured when
 * its key is set, and a half-configured one (a Xendit key without its
 * callback token) is an error that names the missing variable.
 */
export function gatewayConfiguration(env: Environment = process.env): GatewayConfiguration {
  const xenditKey = env.XENDIT_SECRET_KEY?.trim();
  const callbackToken = env.XENDIT_CALLBACK_TOKEN?.trim();
  if (xenditKey && !callbackToken)
    throw new Error('XENDIT_CALLBACK_TOKEN is required with XENDIT_SECRET_KEY.');
  const midtransKey = env.MIDTRANS_SERVER_KEY?.trim();
  const preferred = env.PAYMENT_GATEWAY?.trim().toUpperCase() || null;
  if (preferred !== null && preferred !== 'XENDIT' && preferred !== 'MIDTRANS')
    throw new Error(`PAYMENT_GATEWAY must be XENDIT or MIDTRANS; it is "${preferred}".`);
  return {
    xendit:
      xenditKey && callbackToken
        ? {
            secretKey: xenditKey,
            callbackToken,
            baseUrl: url(env, 'XENDIT_BASE_URL', 'https://api.xendit.co'),
          }
        : null,
    midtrans: midtransKey
      ? {
          serverKey: midtransKey,
          snapUrl: url(env, 'MIDTRANS_SNAP_URL', 'https://app.sandbox.midtrans.com'),
          apiUrl: url(env, 'MIDTRANS_API_URL', 'https://api.sandbox.midtrans.com'),
        }
      : null,
    preferred,
  };
}

/**
 * The configured gateway: the one PAYMENT_GATEWAY (or `provider`) names, or
 * the only one configured. Throws when none is, or when the choice is ambiguous.
 */
export function gatewayFromEnvironment(
  env: Environment = process.env,
  provider?: GatewayProvider,
): PaymentGateway {
  const config = gatewayConfiguration(env);
  const wanted =
    provider ??
    config.preferred ??
    (config.xendit && config.midtrans
      ? null
      : config.xendit
        ? 'XENDIT'
        : config.midtrans
          ? 'MIDTRANS'
          : null);
  if (wanted === null)
    throw new Error(
      config.xendit && config.midtrans
        ? 'Both Xendit and Midtrans are configured: set PAYMENT_GATEWAY to XENDIT or MIDTRANS.'
        : 'No payment gateway is configured: set XENDIT_SECRET_KEY and XENDIT_CALLBACK_TOKEN, or MIDTRANS_SERVER_KEY.',
    );
  if (wanted === 'XENDIT') {
    if (!config.xendit) throw new Error('XENDIT_SECRET_KEY is not set.');
    return new XenditGateway(config.xendit);
  }
  if (!config.midtrans) throw new Error('MIDTRANS_SERVER_KEY is not set.');
  return new MidtransGateway(config.midtrans);
}

/**
 * Every configured gateway but `chosen`: the organisation moved from it to
 * `chosen`, and the charges opened there still take their notifications,
 * status checks and expiry (invoicing's `resolvingGateways`) as long as its
 * keys stay configured. PAYMENT_GATEWAY names the one new charges open at.
 */
export function resolvingGatewaysFromEnvironment(
  chosen: GatewayProvider,
  env: Environment = process.env,
): PaymentGateway[] {
  const config = gatewayConfiguration(env);
  return [
    ...(config.xendit && chosen !== 'XENDIT' ? [new XenditGateway(config.xendit)] : []),
    ...(config.midtrans && chosen !== 'MIDTRANS' ? [new MidtransGateway(config.midtrans)] : []),
  ];
}

/** The key of the flag that shows Webhooks under Management (the BFF refuses their changes by the same key: bff/feature-flags.ts). */
export const WEBHOOKS_FLAG = 'webhooks';

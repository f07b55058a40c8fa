import type { FastifyInstance } from 'fastify';
import type { SandboxCharge, SandboxStatus } from './charges.js';
import { changeStatus, findCharge, openMidtrans, type SandboxState } from './state.js';

/**
 * The hosted payment page of a charge (Xendit's invoice_url, Midtrans's
 * redirect_url): plain HTML without external assets, showing the amount, the
 * method and the VA number or QRIS payload, with buttons that play the
 * buyer's outcome and then send the browser where the merchant asked.
 */

const escape = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character]!,
  );

function rupiah(charge: SandboxCharge): string {
  const whole = charge.amount.toFixed(0).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `Rp ${whole}`;
}

export function renderPage(charge: SandboxCharge): string {
  const provider = charge.provider === 'XENDIT' ? 'Xendit' : 'Midtrans';
  const code =
    charge.method === 'QRIS'
      ? `<p>QRIS</p><pre id="qr-string">${escape(charge.qrString ?? '')}</pre>`
      : `<p>${charge.method} virtual account</p><p id="va-number"><strong>${escape(charge.vaNumber ?? '')}</strong></p>`;
  const button = (action: string, label: string) =>
    `<form method="post" action="${escape(charge.pagePath)}/${action}"><button type="submit" name="action" value="${action}">${label}</button></form>`;
  const open = charge.status === 'PENDING';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${provider} sandbox: ${escape(charge.orderId)}</title></head>
<body>
<h1>${provider} sandbox checkout</h1>
<p>Order <span id="order-id">${escape(charge.orderId)}</span>: ${escape(charge.description)}</p>
<p>Amount <strong id="amount">${rupiah(charge)}</strong></p>
${code}
<p>Status <span id="status">${charge.status}</span>, pay before ${charge.expiresAt.toISOString()}</p>
${open ? button('pay', 'Pay') + button('expire', 'Expire') + button('fail', 'Fail') : ''}
</body></html>`;
}

/** Where the buyer goes after an outcome, with Midtrans's query parameters on its finish URL. */
function redirectAfter(charge: SandboxCharge, outcome: SandboxStatus | 'FAILED_ATTEMPT'): string {
  const success = outcome === 'PAID';
  const target = (success ? charge.successUrl : charge.failureUrl) ?? charge.successUrl;
  if (!target) return charge.pagePath;
  if (charge.provider === 'XENDIT') return target;
  const url = new URL(target);
  const [statusCode, transactionStatus] =
    outcome === 'PAID'
      ? ['200', 'settlement']
      : outcome === 'EXPIRED'
        ? ['407', 'expire']
        : ['202', 'deny'];
  url.searchParams.set('order_id', charge.orderId);
  url.searchParams.set('status_code', statusCode);
  url.searchParams.set('transaction_status', transactionStatus);
  return url.toString();
}

/** The page and its three buttons under `prefix` ("/checkout/v2" or "/midtrans/snap/v4/redirection"). */
export function addPageRoutes(app: FastifyInstance, state: SandboxState, prefix: string): void {
  const chargeAt = (ref: string) => {
    const charge = state.charges.get(ref);
    return charge && charge.pagePath === `${prefix}/${ref}` ? charge : null;
  };
  app.get<{ Params: { ref: string } }>(`${prefix}/:ref`, async (request, reply) => {
    const charge = chargeAt(request.params.ref);
    if (!charge) return reply.status(404).type('text/html').send('<p>No such checkout.</p>');
    // Opening Snap's page is where the buyer picks the (only) method.
    openMidtrans(state, charge);
    return reply.type('text/html; charset=utf-8').send(renderPage(charge));
  });
  app.post<{ Params: { ref: string; action: string } }>(
    `${prefix}/:ref/:action`,
    async (request, reply) => {
      const charge = chargeAt(request.params.ref);
      const action = request.params.action;
      if (!charge || !['pay', 'expire', 'fail'].includes(action))
        return reply.status(404).type('text/html').send('<p>No such checkout.</p>');
      if (charge.status !== 'PENDING')
        return reply.status(409).type('text/html').send(renderPage(charge));
      if (action === 'fail' && charge.provider === 'XENDIT')
        // A failed attempt leaves a Xendit invoice PENDING; the buyer goes to failure_redirect_url.
        return reply.redirect(redirectAfter(charge, 'FAILED_ATTEMPT'), 303);
      const to = action === 'pay' ? 'PAID' : action === 'expire' ? 'EXPIRED' : 'FAILED';
      changeStatus(state, findCharge(state, charge.ref), to);
      return reply.redirect(redirectAfter(charge, to), 303);
    },
  );
}

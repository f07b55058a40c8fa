import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { System } from '../../system.js';
import type { Credentials } from '../support/factories.js';
import { signInFrom } from './browser.js';

/** A request the browser sent to the collector: its path and its body as text. */
export type Sent = { path: string; body: string };

/**
 * A stand-in for Amplitude's ingestion endpoint and Sentry's envelope
 * endpoint on loopback: it keeps every body sent to it and answers as they
 * do (Amplitude's `{code: 200}`), allowing the app's origin (CORS).
 */
export class TelemetryCollector {
  private constructor(
    private readonly server: Server,
    readonly url: string,
    readonly sent: Sent[],
    /** Called after each request the collector keeps: `until`'s waiters. */
    private readonly arrived: Set<() => void>,
  ) {}

  static async start(): Promise<TelemetryCollector> {
    const sent: Sent[] = [];
    const arrived = new Set<() => void>();
    const server = createServer((request, response) => {
      response.setHeader('access-control-allow-origin', request.headers.origin ?? '*');
      response.setHeader('access-control-allow-headers', '*');
      response.setHeader('access-control-allow-methods', 'POST, GET, OPTIONS');
      if (request.method === 'OPTIONS') return void response.writeHead(204).end();
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        sent.push({ path: request.url ?? '/', body: Buffer.concat(chunks).toString('utf8') });
        for (const waiter of arrived) waiter();
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({ code: 200, events_ingested: 1, server_upload_time: Date.now() }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return new TelemetryCollector(server, `http://127.0.0.1:${port}`, sent, arrived);
  }

  /**
   * Resolves when `check` holds of what was sent, looked at again as each
   * request arrives (a flush, an envelope); fails after `ms` with what the
   * collector had by then.
   */
  until(check: () => boolean, ms: number): Promise<void> {
    if (check()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.arrived.delete(waiter);
        reject(
          new Error(`not sent within ${ms} ms; sent: ${this.sent.map((r) => r.path).join(', ')}`),
        );
      }, ms);
      const waiter = () => {
        if (!check()) return;
        clearTimeout(timer);
        this.arrived.delete(waiter);
        resolve();
      };
      this.arrived.add(waiter);
    });
  }

  /** The analytics events sent so far (Amplitude's HTTP API body: `{api_key, events}`). */
  analyticsEvents(): { event_type: string; event_properties?: Record<string, unknown> }[] {
    return this.sent
      .filter((request) => request.path.startsWith('/analytics'))
      .flatMap((request) => (JSON.parse(request.body) as { events: never[] }).events);
  }

  /** The Sentry envelopes sent so far, each as its lines' item types (`event`, `replay_event`, `session`, …). */
  envelopeItemTypes(): string[] {
    return this.sent
      .filter((request) => request.path.includes('/envelope/'))
      .flatMap((request) =>
        request.body
          .split('\n')
          .map((line) => {
            try {
              return (JSON.parse(line) as { type?: string }).type;
            } catch {
              return undefined;
            }
          })
          .filter((type): type is string => typeof type === 'string'),
      );
  }

  /** Stops at once: the browser's keep-alive connections would hold `close` until they idle out. */
  stop(): Promise<void> {
    const closed = new Promise<void>((resolve) => this.server.close(() => resolve()));
    this.server.closeAllConnections();
    return closed;
  }
}

/** What the journey's screens showed (and its addresses' ids) that must never be sent: read from the screens themselves. */
export type OnScreen = string[];

/** An element's text on one line, non-breaking spaces (currency formatting) as plain ones. */
const textOf = async (page: Page, testId: string) =>
  (await page.getByTestId(testId).first().innerText()).replace(/\s+/g, ' ').trim();

/** The counterparty the journey types into the form: a name, an email, an NPWP, an account number. */
export const TYPED = {
  legalName: 'PT Rahasia Samudra',
  alias: 'Rahasia Samudra',
  email: 'keuangan@rahasiasamudra.co.id',
  taxNumber: '012345678901000',
  accountNumber: '5279876543',
  accountName: 'PT RAHASIA SAMUDRA',
};

/**
 * The journey both telemetry tests take: sign in, create a counterparty
 * through its form (a name, an email, an NPWP and an account number typed),
 * see it listed, open the payments list and a payment's page (its amount and
 * payee on screen), and throw an error whose text holds what the screens
 * showed. Gives back the values the screens showed.
 */
export async function telemetryJourney(
  page: Page,
  system: System,
  owner: Credentials,
): Promise<OnScreen> {
  await signInFrom(page, system.url, owner);
  await page.waitForURL((url) => url.pathname === '/home');
  // Client-side navigations from here: each a completed route change in the same page.
  const navigate = (path: string) =>
    page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  await navigate('/counterparties/create');
  await page.locator('input[name="legalName"]').fill(TYPED.legalName);
  await page.locator('input[name="alias"]').fill(TYPED.alias);
  await page.locator('input[name="email"]').fill(TYPED.email);
  await page.locator('input[name="taxNumber"]').fill(TYPED.taxNumber);
  await page.locator('select[name="bankAccounts.0.bankCode"]').selectOption('014');
  await page.locator('input[name="bankAccounts.0.accountNumber"]').fill(TYPED.accountNumber);
  await page.locator('input[name="bankAccounts.0.accountName"]').fill(TYPED.accountName);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => url.pathname === '/counterparties');
  const names = page.getByTestId('counterparty-legal-name');
  await expect.poll(() => names.filter({ hasText: TYPED.legalName }).count()).toBe(1);
  const listed = await names.allInnerTexts();

  // A query string, which a page view must not carry.
  await navigate('/payments?archived=0');
  await page.getByTestId('payment-order-link').first().click();
  await page.waitForURL((url) => /^\/payments\/[0-9a-f-]{36}$/.test(url.pathname));
  await expect.poll(() => textOf(page, 'payment-order-page-title')).toBe('Sinar Jaya');
  const amount = await textOf(page, 'payment-detail-amount');
  // The payment's id, in the address: addresses leave as their route pattern only.
  const paymentId = new URL(page.url()).pathname.split('/').at(-1)!;
  expect(amount).toBe('Rp 2,500,000.50');

  // An error nobody caught, whose text holds what the screens showed (quoted, as messages name things).
  const payee = await textOf(page, 'payment-order-page-title');
  await page.evaluate(
    ([name, shown, email]) =>
      setTimeout(() => {
        throw new Error(`Payment to "${name}" of ${shown} for ${email} could not be approved`);
      }),
    [payee, amount, owner.email],
  );
  return [
    paymentId,
    amount,
    amount.replace('Rp ', ''),
    '2500000.50',
    '2500000',
    payee,
    'PT Sinar Jaya Abadi',
    owner.email,
    TYPED.legalName,
    TYPED.alias,
    TYPED.email,
    TYPED.taxNumber,
    '01.234.567.8-901.000',
    TYPED.accountNumber,
    ...listed.map((name) => name.trim()).filter(Boolean),
  ];
}

/** Which of `values` appear in `bodies` (numbers also among other digits only when bounded by non-digits). */
export function leaked(values: OnScreen, bodies: string[]): string[] {
  const text = bodies.join('\n');
  return [...new Set(values)].filter((value) =>
    /^\d+$/.test(value)
      ? new RegExp(`(?<!\\d)${value}(?!\\d)`).test(text)
      : text.includes(value) || text.includes(JSON.stringify(value).slice(1, -1)),
  );
}

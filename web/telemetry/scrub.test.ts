import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router';
import { patternFinder } from './routePattern';
import {
  MASK,
  MAX_TEXT,
  routeOf,
  scrubAnalyticsEvent,
  scrubBreadcrumb,
  scrubEnvelope,
  scrubErrorReport,
  scrubRecordingEvent,
  scrubText,
} from './scrub';

/** What the screens show that must never leave: amounts in both formats, a name, an email, a NIK, an NPWP, an account number. */
const SECRETS = [
  'Rp 1.250.000,00',
  '1,250,000.00',
  '2500000.50',
  'Sinar Jaya',
  'budi.santoso@example.co.id',
  '3171234567890123',
  '01.234.567.8-901.000',
  '1234567890',
];

const routes: RouteObject[] = [
  { path: '/payments' },
  { path: '/payments/:paymentId' },
  { path: '/payments/:paymentId/edit' },
  { path: '*' },
];
const patternOf = patternFinder(routes);

// The app's own origin, as the browser's `location` gives it: its addresses are matched against the route table.
beforeAll(() => {
  vi.stubGlobal('location', { origin: 'https://kas.example' });
  return () => vi.unstubAllGlobals();
});

/** Whether any of the secrets, or any of their digits' runs, is in what would be sent. */
function leaks(sent: unknown): string[] {
  const text = JSON.stringify(sent);
  const digits = text.replace(/\D/g, ' ');
  return SECRETS.filter(
    (secret) =>
      text.includes(secret) ||
      (/\d{5,}/.test(secret.replace(/\D/g, '')) && digits.includes(secret.replace(/\D/g, ''))),
  );
}

describe('the privacy filter of analytics and error reporting', () => {
  it('masks amounts in Indonesian and English formats, emails, NIK, NPWP and account numbers in a text, keeping the rest', () => {
    const text =
      'Payment of Rp 1.250.000,00 (1,250,000.00; 2500000.50) to budi.santoso@example.co.id, NIK 3171234567890123, NPWP 01.234.567.8-901.000, account 1234567890 failed on page 2';
    const scrubbed = scrubText(text);
    expect(leaks(scrubbed)).toEqual([]);
    expect(scrubbed).toContain('Payment of');
    expect(scrubbed).toContain('failed on page 2');
    expect(scrubbed).toContain(MASK);
  });

  it('masks the quoted parts of a message, where messages name people and companies, and caps a text at 255 characters', () => {
    expect(scrubText('Payee "Sinar Jaya" not found')).toBe(`Payee ${MASK} not found`);
    expect(scrubText('Counterparty “Sinar Jaya” exists')).toBe(`Counterparty ${MASK} exists`);
    expect(scrubText('x'.repeat(1000))).toHaveLength(MAX_TEXT);
    expect(scrubText('of Rp 2,500,000.50 for')).toBe(`of ${MASK} for`);
  });

  it('reduces an address to its route pattern: the app’s route table first, ids and query strings never', () => {
    expect(
      routeOf('/payments/7d1c2b9a-1111-4222-8333-444455556666?search=Sinar%20Jaya#top', patternOf),
    ).toBe('/payments/:paymentId');
    expect(routeOf('/payments/7d1c2b9a-1111-4222-8333-444455556666/edit', patternOf)).toBe(
      '/payments/:paymentId/edit',
    );
    // Not the app's (the catch-all): segments that look like ids become :id.
    expect(routeOf('/graphql?id=3171234567890123', patternOf)).toBe('/graphql');
    expect(routeOf('/invoice/UGF5bWVudDo3ZDFjMmI5YS0xMTEx/pdf', patternOf)).toBe(
      '/invoice/:id/pdf',
    );
    expect(routeOf('https://api.example.com/v1/accounts/1234567890?owner=budi')).toBe(
      'https://api.example.com/v1/accounts/:id',
    );
  });

  it('sends an analytics event with only the properties the app means, addresses as routes, opaque ids only', () => {
    const event = {
      event_type: 'Page Viewed',
      user_id: '0123abcdef0123abcdef0123abcdef01',
      device_id: 'a-device',
      ip: '10.0.0.1',
      event_properties: {
        route: '/payments/7d1c2b9a-1111-4222-8333-444455556666?q=Sinar+Jaya',
        '[Amplitude] Page Title': 'Sinar Jaya · Rp 1.250.000,00',
        '[Amplitude] Page URL': 'https://kas.example/payments?search=budi.santoso@example.co.id',
        amount: 2500000.5,
        nik: '3171234567890123',
      },
      user_properties: {
        $set: {
          organization: '0123abcdef0123abcdef0123abcdef01',
          email: 'budi.santoso@example.co.id',
          name: 'Sinar Jaya',
        },
      },
      groups: { organization: 'PT Sinar Jaya Abadi' },
    };
    const scrubbed = scrubAnalyticsEvent(event, patternOf)!;
    expect(leaks(scrubbed)).toEqual([]);
    expect(scrubbed.event_properties).toEqual({ route: '/payments/:paymentId' });
    expect(scrubbed.user_properties).toEqual({
      $set: { organization: '0123abcdef0123abcdef0123abcdef01' },
    });
    expect(scrubbed.groups).toEqual({});
    expect(scrubbed).not.toHaveProperty('ip');
    expect(scrubbed.device_id).toBe('a-device');
  });

  it('drops analytics events the app does not send itself (element clicks, form fields a remote configuration could turn on)', () => {
    for (const event_type of ['[Amplitude] Element Clicked', '[Amplitude] Form Started', 'Custom'])
      expect(
        scrubAnalyticsEvent({
          event_type,
          event_properties: { '[Amplitude] Element Text': 'Sinar Jaya' },
        }),
      ).toBeNull();
  });

  it('sends an error report without amounts, names, emails, identity numbers, source lines, extras or the page’s query string', () => {
    const report = {
      message: 'Rp 1.250.000,00 for budi.santoso@example.co.id',
      exception: {
        values: [
          {
            type: 'Error',
            value: 'Payee "Sinar Jaya" (NIK 3171234567890123) refused 1,250,000.00',
            stacktrace: {
              frames: [
                {
                  filename: 'https://kas.example/assets/main-B1x2y3.js',
                  function: 'submit',
                  lineno: 12,
                  colno: 34,
                  context_line: 'const payee = "Sinar Jaya";',
                  vars: { amount: '2500000.50' },
                },
              ],
            },
          },
        ],
      },
      request: {
        url: 'https://kas.example/payments/7d1c2b9a-1111-4222-8333-444455556666?search=Sinar+Jaya',
        headers: {
          'User-Agent': 'Chromium',
          Referer: 'https://kas.example/counterparties?q=Sinar',
        },
        query_string: 'search=Sinar+Jaya',
      },
      breadcrumbs: [
        { category: 'console', message: 'Sinar Jaya Rp 1.250.000,00' },
        { category: 'ui.click', message: 'button[aria-label="Pay Sinar Jaya"]' },
        {
          category: 'navigation',
          data: { from: '/payments?q=Sinar', to: '/payments/7d1c2b9a-1111-4222-8333-444455556666' },
        },
        {
          category: 'fetch',
          data: {
            method: 'POST',
            url: '/graphql?account=1234567890',
            status_code: 200,
            body: 'Sinar Jaya',
          },
        },
      ],
      user: { id: '0123abcdef', email: 'budi.santoso@example.co.id', username: 'Sinar Jaya' },
      tags: { organization: 'Sinar Jaya', route: '/payments/1234567890', release: 'abc+12' },
      contexts: { browser: { name: 'Chrome' }, state: { payee: 'Sinar Jaya' } },
      extra: { amount: '2500000.50' },
      urls: ['https://kas.example/payments?search=01.234.567.8-901.000'],
    };
    const scrubbed = scrubErrorReport(report, patternOf);
    expect(leaks(scrubbed)).toEqual([]);
    expect(scrubbed.exception?.values?.[0]?.stacktrace?.frames?.[0]).toEqual({
      filename: '/assets/main-B1x2y3.js',
      function: 'submit',
      lineno: 12,
      colno: 34,
      in_app: undefined,
    });
    expect(scrubbed.request).toEqual({
      url: '/payments/:paymentId',
      headers: { 'User-Agent': 'Chromium' },
    });
    expect(scrubbed.breadcrumbs?.map((crumb) => crumb.category)).toEqual([
      'ui.click',
      'navigation',
      'fetch',
    ]);
    expect(scrubbed.breadcrumbs?.[1]?.data).toEqual({
      from: '/payments',
      to: '/payments/:paymentId',
    });
    expect(scrubbed.user).toEqual({ id: '0123abcdef' });
    expect(scrubbed.tags).toEqual({ route: '/payments/:paymentId', release: 'abc+12' });
    expect(scrubbed.contexts).toEqual({ browser: { name: 'Chrome' } });
    expect(scrubbed).not.toHaveProperty('extra');
    expect(scrubbed.urls).toEqual(['/payments']);
  });

  it('drops console breadcrumbs and scrubs the rest', () => {
    expect(scrubBreadcrumb({ category: 'console', message: 'x' })).toBeNull();
    expect(
      scrubBreadcrumb({ category: 'ui.input', message: 'input[name="npwp"] 3171234567890123' }),
    ).toEqual({
      category: 'ui.input',
      message: `input${'['}name=${MASK}] ${MASK}`,
    });
  });

  it('rewrites a replay’s page address and network spans to routes, and its breadcrumbs as any', () => {
    expect(
      scrubRecordingEvent(
        {
          type: 4,
          data: {
            href: 'https://kas.example/payments/7d1c2b9a-1111-4222-8333-444455556666?x=1',
            width: 1,
          },
        },
        patternOf,
      ),
    ).toEqual({ type: 4, data: { href: '/payments/:paymentId', width: 1 } });
    const snapshot = scrubRecordingEvent(
      {
        type: 2,
        data: {
          node: {
            tagName: 'body',
            childNodes: [
              {
                tagName: 'a',
                attributes: {
                  href: 'https://kas.example/payments/7d1c2b9a-1111-4222-8333-444455556666?x=1',
                  class: 'link',
                },
                childNodes: [{ textContent: '***** ****' }],
              },
            ],
          },
        },
      },
      patternOf,
    );
    expect(JSON.stringify(snapshot)).toContain('"href":"/payments/:paymentId","class":"link"');
    const mutation = scrubRecordingEvent(
      {
        type: 3,
        data: { source: 0, attributes: [{ id: 7, attributes: { href: '/payments/1234567890' } }] },
      },
      patternOf,
    );
    expect(JSON.stringify(mutation)).toContain('"href":"/payments/:paymentId"');
    const span = scrubRecordingEvent({
      type: 5,
      data: {
        tag: 'performanceSpan',
        payload: {
          op: 'resource.fetch',
          description: 'https://kas.example/graphql?email=budi.santoso@example.co.id',
          data: { request: { body: 'Sinar Jaya' } },
        },
      },
    });
    expect(leaks(span)).toEqual([]);
    expect(
      scrubRecordingEvent({
        type: 5,
        data: { tag: 'breadcrumb', payload: { category: 'console' } },
      }),
    ).toBeNull();
  });

  it('filters every event of a replay recording as it is sent, and sends no recording it cannot read', () => {
    const recording = [
      {
        type: 2,
        data: { node: { attributes: { href: '/payments/7d1c2b9a-1111-4222-8333-444455556666' } } },
      },
      {
        type: 5,
        data: { tag: 'breadcrumb', payload: { category: 'console', message: 'Sinar Jaya' } },
      },
    ];
    const envelope = [
      { event_id: 'x' },
      [
        [{ type: 'replay_event' }, { urls: [] }],
        [{ type: 'replay_recording' }, `{"segment_id":0}\n${JSON.stringify(recording)}`],
      ],
    ];
    const sent = scrubEnvelope(envelope, patternOf) as unknown as [unknown, [unknown, string][]];
    expect(sent[1][1]![1]).toBe(
      `{"segment_id":0}\n${JSON.stringify([{ type: 2, data: { node: { attributes: { href: '/payments/:paymentId' } } } }])}`,
    );
    const compressed = scrubEnvelope(
      [{}, [[{ type: 'replay_recording' }, new Uint8Array([1, 2])]]],
      patternOf,
    ) as unknown[];
    expect(compressed[1]).toEqual([]);
  });
});

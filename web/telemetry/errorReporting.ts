import * as Sentry from '@sentry/react';
import type { RuntimeSettings } from '../relay/runtimeSettings';
import {
  scrubBreadcrumb,
  scrubEnvelope,
  scrubErrorReport,
  scrubRecordingEvent,
  type PatternOf,
  type RecordingEvent,
} from './scrub';

/** What the app asks of error reporting (web/telemetry/telemetry.ts calls it once loaded). */
export type ErrorReporting = {
  report: (error: unknown) => void;
  identify: (userId: string, organizationId: string) => void;
};

/**
 * Sentry with session replay, with the spec's constants (product-spec:
 * "Error reporting ignores errors whose text matches Hydration, Hydrate,
 * TypeError, AxiosError or undefined; trace sampling is 0; 100% of sessions
 * with errors are recorded and 10% of ordinary sessions; all text is masked
 * and all media blocked in recordings", and "Replay: … flush 5000-5500 ms;
 * duration up to 1 hour; idle pause 5 minutes; session expiry 15 minutes
 * idle; network bodies cut at 150,000 characters; 100 breadcrumbs"). Every
 * report, breadcrumb and recording event passes the privacy filter (scrub.ts).
 */
export function startErrorReporting(
  settings: RuntimeSettings & { errorReporting: { dsn: string } },
  patternOf: PatternOf,
  release: string | undefined,
): ErrorReporting {
  const scrub = <E extends object>(event: E) => scrubErrorReport(event, patternOf);
  Sentry.init({
    dsn: settings.errorReporting.dsn,
    environment: settings.environment,
    release: release,
    ignoreErrors: ['Hydration', 'Hydrate', 'TypeError', 'AxiosError', 'undefined'],
    tracesSampleRate: 0,
    // Spec: "10% of ordinary sessions", "100% of sessions with errors".
    replaysSessionSampleRate: 0.1,
    replaysOnErrorSampleRate: 1,
    // Spec: "100 breadcrumbs".
    maxBreadcrumbs: 100,
    // Nothing about the member, their cookies, headers, query strings or bodies is collected; the
    // filter below would drop it anyway.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
      graphQL: { document: false, variables: false },
    },
    beforeSend: scrub,
    beforeSendTransaction: scrub,
    beforeBreadcrumb: (crumb) => scrubBreadcrumb(crumb, patternOf),
    // The last gate: replay recordings pass the filter whole as they are sent.
    transport: (options) => {
      const fetchTransport = Sentry.makeFetchTransport(options);
      return {
        ...fetchTransport,
        send: (envelope) => fetchTransport.send(scrubEnvelope(envelope, patternOf)),
      };
    },
    // "3 retries starting at 5 s": the replay's uploads retry so (its RETRY_BASE_INTERVAL 5000 and
    // RETRY_MAX_COUNT 3; no option); error reports are sent once, as the SDK does.
    integrations: [
      Sentry.replayIntegration({
        maskAllText: true,
        maskAllInputs: true,
        blockAllMedia: true,
        // Tooltips and labels can carry names; masked like text. (Links' addresses are recorded as
        // they are whatever this says: the transport reduces them to routes.)
        maskAttributes: ['title', 'placeholder', 'aria-label', 'alt', 'value'],
        flushMinDelay: 5_000,
        flushMaxDelay: 5_500,
        maxReplayDuration: 60 * 60_000,
        // Idle pause (5 minutes) and session expiry (15 minutes idle) are the SDK's constants, with
        // no option. Network bodies (cut at 150,000 characters by the SDK) are not recorded at all:
        // no address is in `networkDetailAllowUrls`.
        networkDetailAllowUrls: [],
        networkCaptureBodies: false,
        // The Content-Security-Policy allows no blob: workers (the SDK's compression worker): send
        // recordings uncompressed rather than log a refused worker on every page.
        useCompression: false,
        beforeAddRecordingEvent: (event) =>
          scrubRecordingEvent(event as unknown as RecordingEvent, patternOf) as typeof event | null,
      }),
    ],
  });
  // Replay events and sessions pass no beforeSend hook: the filter runs on every event as a processor too.
  Sentry.addEventProcessor((event) => scrub(event));
  return {
    report: (error) => void Sentry.captureException(error),
    identify: (userId, organizationId) => {
      Sentry.setUser({ id: userId });
      Sentry.setTag('organization', organizationId);
    },
  };
}

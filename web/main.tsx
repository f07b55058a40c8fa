import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import '@fontsource/rubik/400.css';
import '@fontsource/rubik/500.css';
import '@fontsource/rubik/600.css';
import '@fontsource/rubik/700.css';
import { ChakraProvider } from '@chakra-ui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { loadCatalogue } from './i18n/catalogues';
import { I18nProvider } from './i18n/I18nProvider';
import { initialLanguage } from './i18n/language';
import { routes } from './routes';
import { system } from './theme/system';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// The first render waits for the interface language's catalogue (English is already here), and for
// the web's traces when the installation collects them, so that the first queries carry `traceparent`.
await Promise.all([
  loadCatalogue(initialLanguage()).catch(() => undefined),
  import('./tracing').then(({ startWebTracing }) => startWebTracing()),
]);

// Created after the tracing: the router runs the first page's loaders, and their queries, as it is created.
const router = createBrowserRouter(routes);
// Analytics and error reporting, when the runtime settings configure them; nothing otherwise. Their
// loader is a chunk of its own, fetched beside the first render rather than before it.
void import('./telemetry/telemetry').then(({ startTelemetry }) => startTelemetry(router, routes));

createRoot(container).render(
  <StrictMode>
    {/* Relay's environment is provided by each lazy route (relay/RelayScope.tsx): the sign-in page renders without it. */}
    <ChakraProvider value={system}>
      <I18nProvider>
        <RouterProvider router={router} />
      </I18nProvider>
    </ChakraProvider>
  </StrictMode>,
);

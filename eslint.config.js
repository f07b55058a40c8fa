import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import { importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layering (ARCHITECTURE.md "Runtime" and "Contracts"): the web talks to
 * the BFF over GraphQL only; the BFF and the services never import each other;
 * a service never imports another; `contracts/` (the REST contract) and
 * `platform/` (runtime code both tiers need) import neither side. Only the
 * composition root may import both sides: it starts the system (system.ts,
 * start.ts, cli.ts), seeds it (demo/), or drives it from outside (tests/,
 * bench/, scripts/). tests/lint/boundaries.test.ts proves every zone fires.
 */
const COMPOSITION_ROOT = ['./system.ts', './start.ts', './cli.ts', './demo', './tests', './bench', './scripts'];
const SERVICES = ['account', 'treasury', 'invoicing', 'snap-sandbox'];

function zone(target, from, message) {
  return { target, from, message };
}

function boundaries(...zones) {
  return { 'import-x/no-restricted-paths': ['error', { zones }] };
}

const NO_ROOT = (target) => zone(target, COMPOSITION_ROOT, 'Only the composition root (system.ts, start.ts, cli.ts, demo/, tests/, bench/, scripts/) may import the composition root.');
/** A test beside the code it tests may use the test harness (tests/support/, system.ts): it is driven from outside too. */
const NO_ROOT_BUT_HARNESS = (target) =>
  zone(
    target,
    COMPOSITION_ROOT.filter((root) => root !== './tests' && root !== './system.ts'),
    'A test may use tests/support/ and system.ts, nothing else of the composition root.',
  );
const WEB = zone('./web', ['./bff', './services', './contracts', './platform'], 'The web talks to the BFF over GraphQL only: it imports no server code.');
const BFF_TO_SERVICES = zone('./bff', ['./services'], 'The BFF calls the services over HTTP: import their contract from contracts/, never a service.');
const BFF_TO_WEB = zone('./bff', ['./web'], 'The BFF never imports the web app.');
const NEUTRAL = (target) =>
  zone(
    target,
    ['./bff', './services', './web'].filter((from) => !target.startsWith(from)),
    `${target.slice(2)}/ is neutral: it imports neither the BFF, nor a service, nor the web.`,
  );
const SERVICE_ZONES = SERVICES.map((service) =>
  zone(
    `./services/${service}`,
    [...SERVICES.filter((other) => other !== service).map((other) => `./services/${other}`), './bff', './web'],
    `A service imports only itself, services/kit, contracts/ and platform/: it asks another service over HTTP and never imports the BFF or the web.`,
  ),
);
/** A web feature composes the UI kit (web/ui/) and the neutral folders, never another feature's internals. */
const FEATURES = readdirSync(new URL('./web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const FEATURE_ZONES = FEATURES.map((feature) => ({
  target: `./web/features/${feature}`,
  from: './web/features',
  except: [`./${feature}`],
  message: 'A feature imports web/ui/, web/relay/, web/i18n/, web/navigation/ and its own folder, never another feature: move what two features share to a neutral home.',
}));
/** The UI kit and the web's neutral folders serve every feature, so they import none. */
const NEUTRAL_WEB = ['./web/ui', './web/relay', './web/i18n', './web/navigation'].map((target) =>
  zone(target, ['./web/features'], `${target.slice(2)}/ is shared by the features: it imports none of them.`),
);
const KIT = zone(
  './services/kit',
  [...SERVICES.map((service) => `./services/${service}`), './bff', './web'],
  'services/kit is shared by every service: it imports none of them, nor the BFF or the web.',
);

export default tseslint.config(
  { ignores: ['node_modules', 'dist', '.data', '**/__generated__/**', 'coverage'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Command-line output is their purpose.
    files: ['bench/**', 'scripts/**', 'tests/support/summarise-results.mjs'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createTypeScriptImportResolver({ alwaysTryTypes: true })] },
  },
  { files: ['web/**'], ignores: ['web/**/*.test.{ts,tsx}'], rules: boundaries(WEB, NO_ROOT('./web'), ...FEATURE_ZONES, ...NEUTRAL_WEB) },
  // A web test may check a catalogue against the contract the services answer with.
  { files: ['web/**/*.test.{ts,tsx}'], rules: boundaries({ ...WEB, from: WEB.from.filter((from) => from !== './contracts') }, NO_ROOT_BUT_HARNESS('./web'), ...FEATURE_ZONES, ...NEUTRAL_WEB) },
  { files: ['bff/**'], ignores: ['bff/**/*.test.ts'], rules: boundaries(BFF_TO_SERVICES, BFF_TO_WEB, NO_ROOT('./bff')) },
  // A BFF test may check that the web has a label for every value the schema answers with.
  { files: ['bff/**/*.test.ts'], rules: boundaries(BFF_TO_SERVICES, NO_ROOT_BUT_HARNESS('./bff')) },
  { files: ['services/**'], ignores: ['services/**/*.test.ts'], rules: boundaries(...SERVICE_ZONES, KIT, NO_ROOT('./services')) },
  // A service's tests may stand the SNAP sandbox (a bank, not one of our services) up beside it.
  {
    files: ['services/**/*.test.ts'],
    rules: boundaries(...SERVICE_ZONES.map((service) => ({ ...service, from: service.from.filter((from) => from !== './services/snap-sandbox') })), KIT, NO_ROOT_BUT_HARNESS('./services')),
  },
  { files: ['contracts/**'], rules: boundaries(NEUTRAL('./contracts'), zone('./contracts', ['./platform'], 'contracts/ is data: it needs no runtime code.'), NO_ROOT('./contracts')) },
  { files: ['platform/**'], rules: boundaries(NEUTRAL('./platform'), zone('./platform', ['./contracts'], 'platform/ is runtime code both tiers share; it knows no contract.'), NO_ROOT('./platform')) },
);

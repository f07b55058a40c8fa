import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * The layering (ARCHITECTURE.md "Runtime" and "Contracts"): the web talks to
 * the BFF over GraphQL only, and a web feature composes the UI kit
 * (web/ui: primitives, no GraphQL, no domain) and the shared domain
 * components (web/domain: pickers, dialogs and labels of the business, with
 * their fragments), never another feature; web/domain may use the UI kit,
 * never a feature; the BFF and the services never import each other; a
 * service never imports another; `contracts/` (the REST contract) and
 * `platform/` (runtime code both tiers need) import neither side;
 * `formats/` (pure code the browser and the services apply alike: readers of
 * what people type and files carry, amounts, dates, and the figures of a
 * document's lines and totals) imports nothing of
 * ours, and every tier, the web included, may import it. Only the
 * composition root may import both sides: it starts the system (system.ts,
 * start.ts, cli.ts), seeds it (demo/), or drives it from outside (tests/,
 * bench/, scripts/). ESLint's own no-restricted-imports matches the import
 * as written: every import in the tree is relative, so a path that climbs
 * out of a folder (`../../services/…`) names where it lands.
 * tests/lint/boundaries.test.ts proves every rule fires.
 */
const UP = String.raw`^(\.\./)+`;
const SERVICES = ['account', 'treasury', 'invoicing', 'snap-sandbox', 'gateway-sandbox'];
/** Stand-ins for outside parties (a bank, a payment gateway), which a service's tests may stand up beside it. */
const SANDBOXES = ['snap-sandbox', 'gateway-sandbox'];
const FEATURES = readdirSync(new URL('./web/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const forbid = (regex, message) => ({ regex, message });
const boundaries = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const ROOT = forbid(
  `${UP}(system|start|cli)(\\.js)?$|${UP}(demo|bench|scripts)/`,
  'Only the composition root (system.ts, start.ts, cli.ts, demo/, tests/, bench/, scripts/) may import the composition root.',
);
const TESTS = forbid(`${UP}tests/`, 'Only tests may use the test harness in tests/.');
const WEB_SERVER = forbid(
  // Except the contract modules that are pure data and import no schema library, so the web reads the
  // one declaration instead of copying it: the documents' lifecycles, the cash categories and the
  // value lists kept in `contracts/<service>/<name>-values.ts`.
  String.raw`${UP}(bff|services|platform)/|${UP}contracts/(?!invoicing/lifecycles(\.js)?$|treasury/categories(\.js)?$|[a-z]+/[a-z-]+-values(\.js)?$)`,
  'The web talks to the BFF over GraphQL only: it imports no server code (of contracts/, only the lifecycles, the cash categories and the *-values lists).',
);
const WEB_SERVICES = forbid(
  `${UP}(bff|services|platform)/`,
  'The web talks to the BFF over GraphQL only: it imports no server code.',
);
const NO_FEATURE = forbid(
  `${UP}features/`,
  'web/relay, web/i18n and web/navigation are shared by the features: they import none of them.',
);
const UI_LAYERS = forbid(
  `${UP}(features|domain)/`,
  'web/ui holds the primitives every screen composes: it imports no feature and no shared domain component (web/domain).',
);
const UI_GRAPHQL = forbid(
  `${UP}__generated__/|^react-relay$|^relay-runtime$`,
  'web/ui holds primitives without GraphQL: a component with a fragment, query or mutation belongs in web/domain or its feature.',
);
const DOMAIN = forbid(
  `${UP}features/`,
  'web/domain holds what features share of the business: it may use web/ui, never a feature.',
);
const otherFeature = (feature) =>
  forbid(
    String.raw`^\.\./(?!${feature}/)[^./][^/]*/|${UP}features/`,
    'A feature imports web/ui/, web/domain/, web/relay/, web/i18n/, web/navigation/ and its own folder, never another feature: move what two features share to web/domain/ (or web/ui/ when it is a primitive).',
  );
const BFF_SERVICES = forbid(
  `${UP}services/`,
  'The BFF calls the services over HTTP: import their contract from contracts/, never a service.',
);
const BFF_WEB = forbid(`${UP}web/`, 'The BFF never imports the web app.');
/** Another service, the BFF or the web; a test may stand a sandbox (a bank, a gateway: not one of our services) up beside its service. */
const otherService = (service, { test = false } = {}) =>
  forbid(
    `${UP}(${SERVICES.filter((other) => other !== service && !(test && SANDBOXES.includes(other))).join('|')})/|${UP}(bff|web)/`,
    'A service imports only itself, services/kit, contracts/ and platform/: it asks another service over HTTP and never imports the BFF or the web.',
  );
const KIT = forbid(
  `${UP}(${SERVICES.join('|')})/|${UP}(bff|web)/`,
  'services/kit is shared by every service: it imports none of them, nor the BFF or the web.',
);
const CONTRACTS = forbid(
  `${UP}(bff|services|web|platform)/`,
  'contracts/ is data both tiers read: it imports neither the BFF, nor a service, nor the web, nor runtime code.',
);
const CONTRACT_VALUES = forbid(
  String.raw`^(?!\./[a-z-]+-values\.js$)`,
  'A contract’s *-values module is plain data the web imports too: it imports nothing but another such module, so the browser never loads a schema library.',
);
const FORMATS = forbid(
  `${UP}(bff|services|web|contracts|platform|tests)/`,
  'formats/ is pure code the web and the servers both run: it imports nothing of ours (no tier, no runtime code, no contract).',
);
const PLATFORM = forbid(
  `${UP}(bff|services|web|contracts)/`,
  'platform/ is runtime code both tiers share: it imports neither the BFF, nor a service, nor the web, nor a contract.',
);

const TEST_FILES = '**/*.test.{ts,tsx}';
/** A rule set for a tier's code, and one for its tests, which may use the harness in tests/. */
function tier(files, code, tests = code) {
  return [
    { files, ignores: [TEST_FILES], rules: boundaries(...code, ROOT, TESTS) },
    {
      files: files.map((glob) => `${glob.replace(/\*\*$/, '')}${TEST_FILES}`),
      rules: boundaries(...tests, ROOT),
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      '.data',
      '**/__generated__/**',
      'examples/typed-client/gql',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // TypeScript's own check finds what is declared and never read in the TypeScript files (tsconfig.json:
    // noUnusedLocals, noUnusedParameters, with a leading underscore for what must stay): the type check
    // has the program read already, where this rule walked every file's scopes again (ESLint over the
    // tree: 52.6 s of CPU with it, 50.0 s without). The JavaScript files, which the type check does not
    // read, keep the rule.
    files: ['**/*.{ts,tsx,mts,cts}'],
    rules: { '@typescript-eslint/no-unused-vars': 'off' },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
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
  ...tier(['web/**'], [WEB_SERVER], [WEB_SERVICES]),
  ...['relay', 'i18n', 'navigation'].flatMap((folder) =>
    tier([`web/${folder}/**`], [WEB_SERVER, NO_FEATURE], [WEB_SERVICES, NO_FEATURE]),
  ),
  ...tier(
    ['web/ui/**'],
    [WEB_SERVER, UI_LAYERS, UI_GRAPHQL],
    [WEB_SERVICES, UI_LAYERS, UI_GRAPHQL],
  ),
  ...tier(['web/domain/**'], [WEB_SERVER, DOMAIN], [WEB_SERVICES, DOMAIN]),
  ...FEATURES.flatMap((feature) =>
    tier(
      [`web/features/${feature}/**`],
      [WEB_SERVER, otherFeature(feature)],
      [WEB_SERVICES, otherFeature(feature)],
    ),
  ),
  ...tier(['bff/**'], [BFF_SERVICES, BFF_WEB], [BFF_SERVICES]),
  ...tier(['services/kit/**'], [KIT]),
  ...SERVICES.flatMap((service) =>
    tier(
      [`services/${service}/**`],
      [otherService(service)],
      [otherService(service, { test: true })],
    ),
  ),
  ...tier(['contracts/**'], [CONTRACTS]),
  {
    files: ['contracts/**/*-values.ts'],
    rules: boundaries(CONTRACTS, CONTRACT_VALUES, ROOT, TESTS),
  },
  ...tier(['platform/**'], [PLATFORM]),
  ...tier(['formats/**'], [FORMATS]),
);

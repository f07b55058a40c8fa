import { existsSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Fixtures for the layering rules of eslint.config.js: each is a file as it
 * would stand in the tree, importing what its tier must not. ESLint lints the
 * text under that path with the project's own configuration, so a rule that
 * stops firing (a zone renamed, a folder moved) fails here.
 */
const ROOT = path.resolve(import.meta.dirname, '../..');
const RULE = 'no-restricted-imports';

type Fixture = { file: string; source: string };

const FORBIDDEN: Record<string, Fixture> = {
  'the web importing BFF code': {
    file: 'web/features/example/Example.tsx',
    source: "import { createBff } from '../../../bff/server.js';\nexport const x = createBff;\n",
  },
  'the web importing a service': {
    file: 'web/features/example/Example.tsx',
    source:
      "import { ServiceError } from '../../../services/kit/errors.js';\nexport const x = ServiceError;\n",
  },
  'the web importing the REST contract': {
    file: 'web/features/example/Example.tsx',
    source:
      "import { PERMISSIONS } from '../../../contracts/account/permissions.js';\nexport const x = PERMISSIONS;\n",
  },
  'the web importing an invoicing contract other than the lifecycles': {
    file: 'web/domain/documents/Example.tsx',
    source:
      "import { DOCUMENT_TYPES } from '../../../contracts/invoicing/documents.js';\nexport const x = DOCUMENT_TYPES;\n",
  },
  'a web feature importing another feature': {
    file: 'web/features/counterparties/Example.tsx',
    source:
      "import { BalancesPage } from '../balances/BalancesPage';\nexport const x = BalancesPage;\n",
  },
  'the UI kit importing a feature': {
    file: 'web/ui/Example.tsx',
    source:
      "import { BalancesPage } from '../features/balances/BalancesPage';\nexport const x = BalancesPage;\n",
  },
  'the UI kit importing a shared domain component': {
    file: 'web/ui/Example.tsx',
    source:
      "import { CounterpartySelect } from '../domain/CounterpartySelect';\nexport const x = CounterpartySelect;\n",
  },
  'the UI kit importing generated GraphQL code': {
    file: 'web/ui/Example.tsx',
    source:
      "import type { CounterpartySelect_query$key } from '../__generated__/CounterpartySelect_query.graphql';\nexport type X = CounterpartySelect_query$key;\n",
  },
  'the UI kit using Relay': {
    file: 'web/ui/lists/Example.tsx',
    source: "import { graphql } from 'react-relay';\nexport const x = graphql;\n",
  },
  'a shared domain component importing a feature': {
    file: 'web/domain/Example.tsx',
    source:
      "import { BalancesPage } from '../features/balances/BalancesPage';\nexport const x = BalancesPage;\n",
  },
  'the BFF importing a service': {
    file: 'bff/modules/example/resolvers.ts',
    source:
      "import { ServiceError } from '../../../services/kit/errors.js';\nexport const x = ServiceError;\n",
  },
  'the BFF importing the web': {
    file: 'bff/modules/example/resolvers.ts',
    source:
      "import { formatMoney } from '../../../web/i18n/format.js';\nexport const x = formatMoney;\n",
  },
  'a service importing the BFF': {
    file: 'services/treasury/example/service.ts',
    source: "import { createBff } from '../../../bff/server.js';\nexport const x = createBff;\n",
  },
  'a service importing another service': {
    file: 'services/treasury/example/service.ts',
    source:
      "import { RoleService } from '../../account/roles/service.js';\nexport const x = RoleService;\n",
  },
  'the service kit importing a service': {
    file: 'services/kit/example.ts',
    source:
      "import { RoleService } from '../account/roles/service.js';\nexport const x = RoleService;\n",
  },
  'a service importing the composition root': {
    file: 'services/account/example/service.ts',
    source: "import { startSystem } from '../../../system.js';\nexport const x = startSystem;\n",
  },
  'the BFF importing the composition root': {
    file: 'bff/modules/example/resolvers.ts',
    source: "import { startSystem } from '../../../system.js';\nexport const x = startSystem;\n",
  },
  'the shared formats importing the REST contract': {
    file: 'formats/example.ts',
    source:
      "import { PERMISSIONS } from '../contracts/account/permissions.js';\nexport const x = PERMISSIONS;\n",
  },
  'the contract importing a service': {
    file: 'contracts/account/example.ts',
    source:
      "import { ServiceError } from '../../services/kit/errors.js';\nexport const x = ServiceError;\n",
  },
  'a contract’s plain-data values importing the schema library': {
    file: 'contracts/treasury/example-values.ts',
    source: "import { Type } from 'typebox';\nexport const x = Type.String();\n",
  },
};

const ALLOWED: Record<string, Fixture> = {
  'the web reading the documents’ lifecycles': {
    file: 'web/domain/documents/Example.tsx',
    source:
      "import { LIFECYCLES } from '../../../contracts/invoicing/lifecycles.js';\nexport const x = LIFECYCLES;\n",
  },
  'the web reading a contract’s plain-data values': {
    file: 'web/features/customers/Example.tsx',
    source:
      "import { CUSTOMER_TYPES } from '../../../contracts/invoicing/customer-values.js';\nexport const x = CUSTOMER_TYPES;\n",
  },
  'a service importing the REST contract': {
    file: 'services/account/example/service.ts',
    source:
      "import { PERMISSIONS } from '../../../contracts/account/permissions.js';\nexport const x = PERMISSIONS;\n",
  },
  'a service importing the service kit': {
    file: 'services/treasury/example/service.ts',
    source: "import { ServiceError } from '../../kit/errors.js';\nexport const x = ServiceError;\n",
  },
  'the BFF importing the REST contract': {
    file: 'bff/modules/example/resolvers.ts',
    source:
      "import { PERMISSIONS } from '../../../contracts/account/permissions.js';\nexport const x = PERMISSIONS;\n",
  },
  'a web feature importing the UI kit and its own files': {
    file: 'web/features/counterparties/Example.tsx',
    source:
      "import { ConfirmDialog } from '../../ui/ConfirmDialog';\nimport { CounterpartyList } from './CounterpartyList';\nexport const x = [ConfirmDialog, CounterpartyList];\n",
  },
  'a web feature importing a shared domain component': {
    file: 'web/features/bills/Example.tsx',
    source:
      "import { CounterpartySelect } from '../../domain/CounterpartySelect';\nexport const x = CounterpartySelect;\n",
  },
  'a shared domain component importing the UI kit and Relay': {
    file: 'web/domain/Example.tsx',
    source:
      "import { graphql } from 'react-relay';\nimport { FormField } from '../ui/FormField';\nexport const x = [graphql, FormField];\n",
  },
  'the web importing the shared formats': {
    file: 'web/features/statements/Example.tsx',
    source: "import { addMonths } from '../../../formats/calendar';\nexport const x = addMonths;\n",
  },
  'a service importing the shared formats': {
    file: 'services/treasury/example/service.ts',
    source:
      "import { parseWrittenAmount } from '../../../formats/amount.js';\nexport const x = parseWrittenAmount;\n",
  },
  'the composition root importing both sides': {
    file: 'system.ts',
    source:
      "import { createBff } from './bff/server.js';\nimport { ServiceError } from './services/kit/errors.js';\nexport const x = [createBff, ServiceError];\n",
  },
};

let eslint: ESLint;

/** A fixture must import files that exist: the rule passes over an import it cannot resolve, and so would the test. */
function expectImportsResolve({ file, source }: Fixture): void {
  // A package (react-relay) resolves from node_modules.
  for (const [, specifier] of source.matchAll(/from '(\.[^']+)'/g)) {
    const target = path.resolve(ROOT, path.dirname(file), specifier!).replace(/\.js$/, '');
    expect(
      ['.ts', '.tsx'].some((extension) => existsSync(target + extension)),
      `${specifier} from ${file}`,
    ).toBe(true);
  }
}

async function boundaryMessages(fixture: Fixture): Promise<string[]> {
  expectImportsResolve(fixture);
  const { file, source } = fixture;
  const [result] = await eslint.lintText(source, { filePath: path.join(ROOT, file) });
  return result!.messages
    .filter((message) => message.ruleId === RULE)
    .map((message) => message.message);
}

beforeAll(() => {
  eslint = new ESLint({ cwd: ROOT });
});

describe('the layering rules', () => {
  it.each(Object.entries(FORBIDDEN))('refuse %s', async (_name, fixture) => {
    const messages = await boundaryMessages(fixture);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/import|composition root/);
  });

  it.each(Object.entries(ALLOWED))('allow %s', async (_name, fixture) => {
    expect(await boundaryMessages(fixture)).toEqual([]);
  });
});

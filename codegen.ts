import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { CodegenConfig } from '@graphql-codegen/cli';

const MODULES_DIR = path.resolve('bff/modules');
const OUTPUT = 'bff/__generated__/resolvers-types.ts';

/**
 * Every BFF module's mappers (`bff/modules/<area>/mappers.ts`, paths relative
 * to that folder), rebased onto the generated file: a new area declares its
 * own beside its schema slice and edits nothing here.
 */
function moduleMappers(): Record<string, string> {
  const load = createRequire(import.meta.url);
  const mappers: Record<string, string> = {};
  for (const area of readdirSync(MODULES_DIR, { withFileTypes: true })) {
    if (!area.isDirectory()) continue;
    const file = path.join(MODULES_DIR, area.name, 'mappers.ts');
    let declared: Record<string, string>;
    try {
      declared = (load(file) as { mappers: Record<string, string> }).mappers;
    } catch (error) {
      if ((error as { code?: string }).code === 'MODULE_NOT_FOUND') continue;
      throw error;
    }
    for (const [type, target] of Object.entries(declared)) {
      if (mappers[type]) throw new Error(`Two modules map ${type}`);
      const [module, name] = target.split('#');
      const rebased = path.relative(
        path.dirname(path.resolve(OUTPUT)),
        path.join(MODULES_DIR, area.name, module!),
      );
      mappers[type] = `${rebased.startsWith('.') ? rebased : `./${rebased}`}#${name}`;
    }
  }
  return mappers;
}

/**
 * Resolver types for bff/ from schema.graphql (assembled from the modules' slices);
 * each GraphQL object maps to the contract type its service answers (contracts/),
 * or to a part of one its module's upstream names where the contract has no
 * name for it, as each module's mappers.ts declares. The output is generated,
 * not checked in.
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  silent: true,
  generates: {
    [OUTPUT]: {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: '../context.js#Context',
        useTypeImports: true,
        enumsAsTypes: true,
        // Mapped types are imported as <Name>Mapper: a contract's ExpectedTransactionEdge would otherwise clash with the schema's.
        mapperTypeSuffix: 'Mapper',
        scalars: { Decimal: 'string', Date: 'string', DateTime: 'string' },
        mappers: moduleMappers(),
      },
    },
  },
};

export default config;

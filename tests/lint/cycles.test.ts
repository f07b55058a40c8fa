import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { plantedFolder } from '../support/planted-files.js';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The code that runs (tests and benchmarks aside): every tier and the composition root. */
const SOURCES = [
  'bff',
  'services',
  'web',
  'contracts',
  'formats',
  'platform',
  'demo',
  'system.ts',
  'system-database.ts',
  'start.ts',
  'cli.ts',
];

/** Not read at all: generated code, packages and declarations. */
const UNREAD = /__generated__|node_modules|\.d\.ts$/;
/** Read for what they import, but not part of the graph: the tests. */
const TEST = /\.test\.tsx?$/;

/** The project's compiler options (tsconfig.json), for TypeScript's own module resolution. */
function compilerOptions(): ts.CompilerOptions {
  const file = ts.readConfigFile(path.join(ROOT, 'tsconfig.json'), ts.sys.readFile);
  const { options, errors } = ts.convertCompilerOptionsFromJson(
    (file.config as { compilerOptions: unknown }).compilerOptions,
    ROOT,
  );
  const problems = [file.error, ...errors].filter((problem) => problem !== undefined);
  if (problems.length > 0)
    throw new Error(
      problems.map((p) => ts.flattenDiagnosticMessageText(p.messageText, '\n')).join('\n'),
    );
  return options;
}

const COMPILER_OPTIONS = compilerOptions();

const typeOnlyImport = ({ importClause: clause }: ts.ImportDeclaration) =>
  !!clause &&
  (clause.isTypeOnly ||
    (!clause.name &&
      !!clause.namedBindings &&
      ts.isNamedImports(clause.namedBindings) &&
      clause.namedBindings.elements.length > 0 &&
      clause.namedBindings.elements.every((element) => element.isTypeOnly)));

const typeOnlyExport = ({ isTypeOnly, exportClause }: ts.ExportDeclaration) =>
  isTypeOnly ||
  (!!exportClause &&
    ts.isNamedExports(exportClause) &&
    exportClause.elements.length > 0 &&
    exportClause.elements.every((element) => element.isTypeOnly));

/**
 * What `file` imports that runs before it does: its import and re-export
 * declarations (a module's static imports are all at its top level), less
 * those of types only. A lazy `import()` runs later and is not one.
 */
function runtimeImports(file: string): string[] {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    false,
    file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const specifiers: ts.Expression[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !typeOnlyImport(statement))
      specifiers.push(statement.moduleSpecifier);
    else if (
      ts.isExportDeclaration(statement) &&
      statement.moduleSpecifier &&
      !typeOnlyExport(statement)
    )
      specifiers.push(statement.moduleSpecifier);
    else if (
      ts.isImportEqualsDeclaration(statement) &&
      ts.isExternalModuleReference(statement.moduleReference)
    )
      specifiers.push(statement.moduleReference.expression);
  }
  return specifiers.filter(ts.isStringLiteralLike).map((specifier) => specifier.text);
}

/**
 * The runtime imports among the TypeScript files under `paths` and every file
 * they reach (a test's imports are followed too, the test itself left out),
 * resolved as TypeScript resolves them: file to the files it imports, both
 * relative to `baseDir`.
 */
function importGraph(baseDir: string, paths: string[]): Map<string, string[]> {
  const cache = ts.createModuleResolutionCache(baseDir, (name) => name, COMPILER_OPTIONS);
  const graph = new Map<string, string[]>();
  const readTests = new Set<string>();
  const queue = paths.flatMap((entry) => {
    const at = path.join(baseDir, entry);
    if (!statSync(at).isDirectory()) return [at];
    return readdirSync(at, { recursive: true, encoding: 'utf8' })
      .map((file) => path.join(at, file))
      .filter((file) => /\.tsx?$/.test(file) && !UNREAD.test(file));
  });
  for (let file = queue.pop(); file; file = queue.pop()) {
    const test = TEST.test(file);
    if (test ? readTests.has(file) : graph.has(path.relative(baseDir, file))) continue;
    const imported = new Set<string>();
    if (test) readTests.add(file);
    else graph.set(path.relative(baseDir, file), []);
    for (const specifier of runtimeImports(file)) {
      const resolved = ts.resolveModuleName(specifier, file, COMPILER_OPTIONS, ts.sys, cache)
        .resolvedModule?.resolvedFileName;
      if (!resolved || UNREAD.test(resolved) || TEST.test(resolved)) continue;
      imported.add(path.relative(baseDir, resolved));
      if (/\.tsx?$/.test(resolved)) queue.push(path.resolve(resolved));
    }
    if (!test) graph.set(path.relative(baseDir, file), [...imported].sort());
  }
  return new Map([...graph].sort(([a], [b]) => (a < b ? -1 : 1)));
}

/** Each cycle a depth-first walk of `graph` meets, as the files on it from where it closes. */
function cyclesOf(graph: Map<string, string[]>): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const onPath: string[] = [];
  const visit = (file: string) => {
    onPath.push(file);
    for (const imported of graph.get(file) ?? []) {
      if (done.has(imported)) continue;
      const at = onPath.indexOf(imported);
      if (at >= 0) cycles.push(onPath.slice(at));
      else visit(imported);
    }
    onPath.pop();
    done.add(file);
  };
  for (const file of graph.keys()) if (!done.has(file)) visit(file);
  return cycles;
}

/**
 * The import cycles among the files under `paths`, with TypeScript's own
 * resolution. Imports of types only, and lazy `import()`s (a route's screen),
 * are left out: neither runs a module before another has finished, which is
 * what a cycle breaks. This was madge's graph, edge for edge; madge parsed
 * every file to a full ESTree, walked all of it and read the tsconfig again
 * for each import it resolved (18 s of CPU where this takes under 3 s).
 */
function cyclesUnder(baseDir: string, paths: string[]): string[][] {
  return cyclesOf(importGraph(baseDir, paths));
}

describe('module imports', () => {
  it('form no cycle: a module never waits on one that waits on it', { timeout: 180_000 }, () => {
    expect(cyclesUnder(ROOT, SOURCES)).toEqual([]);
  });

  it('the check finds a planted one, and not an import of types only or a lazy one', () => {
    const planted = plantedFolder('kas-cycle-', {
      'a.ts': "import { b } from './b.js';\nexport const a = () => b();\n",
      'b.ts': "import { a } from './a.js';\nexport const b = () => a();\n",
      'c.ts': "import type { a } from './a.js';\nexport type C = typeof a;\n",
      // d and e import each other, but d only a type and lazily: neither runs the other first.
      'd.ts':
        "import { type E } from './e.js';\nexport const d = (text: E) => import('./e.js').then(() => text);\n",
      'e.ts':
        "import { d } from './d.js';\nexport type E = string;\nexport const e = () => d('e');\n",
    });
    expect(cyclesUnder(planted, ['a.ts', 'b.ts', 'c.ts', 'd.ts', 'e.ts'])).toEqual([
      ['a.ts', 'b.ts'],
    ]);
  });
});

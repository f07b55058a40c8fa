import { readFileSync } from 'node:fs';
import path from 'node:path';
import { generate } from '@graphql-codegen/cli';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import config from '../../examples/typed-client/codegen.js';

const EXAMPLE = path.resolve(import.meta.dirname, '../../examples/typed-client');

/**
 * What an integrator's new project type-checks with: the options `tsc --init`
 * writes (TypeScript 5.9: NodeNext modules, strict, exact optional
 * properties, verbatim module syntax…), with Node's types, which the example
 * uses, and unused locals refused as most lint setups do.
 */
const INTEGRATOR_OPTIONS: ts.CompilerOptions = {
  module: ts.ModuleKind.NodeNext,
  moduleResolution: ts.ModuleResolutionKind.NodeNext,
  target: ts.ScriptTarget.ESNext,
  types: ['node'],
  strict: true,
  noUncheckedIndexedAccess: true,
  exactOptionalPropertyTypes: true,
  verbatimModuleSyntax: true,
  isolatedModules: true,
  noUncheckedSideEffectImports: true,
  moduleDetection: ts.ModuleDetectionKind.Force,
  noUnusedLocals: true,
  skipLibCheck: true,
  noEmit: true,
};

let outputs: { filename: string; content: string }[];

beforeAll(async () => {
  outputs = (await generate(config, false)) as typeof outputs;
}, 30_000);

describe('the typed client example’s generated documents', () => {
  it('are what `npm run codegen:example` writes from schema.graphql and client.ts today', () => {
    expect(outputs.length).toBeGreaterThan(0);
    for (const output of outputs)
      expect(readFileSync(output.filename, 'utf8'), `${output.filename} is stale`).toBe(
        output.content,
      );
  });

  it('type-check with the example’s operations, as generated now, in a project made by `tsc --init`', () => {
    // The generation of this run, not the committed files: the setup the guide recommends, run on today's schema.
    const generated = new Map(outputs.map((output) => [output.filename, output.content]));
    const host = ts.createCompilerHost(INTEGRATOR_OPTIONS);
    const readFile = host.readFile.bind(host);
    host.readFile = (file) => generated.get(file) ?? readFile(file);
    const roots = ['client.ts', 'webhooks.ts'].map((file) => path.join(EXAMPLE, file));
    const program = ts.createProgram(roots, INTEGRATOR_OPTIONS, host);
    const problems = ts
      .getPreEmitDiagnostics(program)
      .map(
        (diagnostic) =>
          `${path.relative(EXAMPLE, diagnostic.file?.fileName ?? '')}: ${ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ')}`,
      );
    expect(problems).toEqual([]);
    // The check read what this run generated, not only the example's own files.
    expect(outputs.every((output) => program.getSourceFile(output.filename))).toBe(true);
  });
});

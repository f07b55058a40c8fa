import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import ts from 'typescript';

/** A function longer than the limit: where it starts, its name as far as one can be given, and its length in lines. */
export type LongFunction = { file: string; name: string; line: number; lines: number };

function nameOf(node: ts.Node): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name)
    return node.name.getText();
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText();
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText();
  if (parent && ts.isCallExpression(parent))
    return `${parent.expression.getText().slice(0, 40)}(…)`;
  return '(anonymous)';
}

/** The tracked and new TypeScript files under `folders` (all of them by default), generated code and declarations left out. */
export function typeScriptFiles(root: string, folders: readonly string[] = ['.']): string[] {
  return execFileSync('git', ['ls-files', '-co', '--exclude-standard', '--', ...folders], {
    cwd: root,
    encoding: 'utf8',
  })
    .split('\n')
    .filter(
      (file) =>
        /\.(ts|tsx)$/.test(file) && !file.includes('__generated__/') && !file.endsWith('.d.ts'),
    );
}

/**
 * The functions (declarations, expressions, arrows, methods) longer than
 * `limit` lines in the given TypeScript files, longest first. A file that
 * cannot be read is skipped.
 *
 * @example longFunctions(['web/features/bills/BillList.tsx'], 150) // []
 */
export function longFunctions(
  files: readonly string[],
  limit: number,
  readText: (file: string) => string = (file) => readFileSync(file, 'utf8'),
): LongFunction[] {
  const found: LongFunction[] = [];
  for (const file of files) {
    let text: string;
    try {
      text = readText(file);
    } catch {
      continue;
    }
    const source = ts.createSourceFile(
      file,
      text,
      ts.ScriptTarget.Latest,
      true,
      file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
    );
    const visit = (node: ts.Node) => {
      if (
        ts.isFunctionDeclaration(node) ||
        ts.isFunctionExpression(node) ||
        ts.isArrowFunction(node) ||
        ts.isMethodDeclaration(node)
      ) {
        const start = source.getLineAndCharacterOfPosition(node.getStart()).line;
        const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
        const lines = end - start + 1;
        if (lines > limit) found.push({ file, name: nameOf(node), line: start + 1, lines });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return found.sort((a, b) => b.lines - a.lines);
}

/**
 * Lists the functions longer than a limit (default 150 lines), the figure the house is held to:
 * `node --import tsx scripts/long-functions.ts [limit] [folder…]`. Generated code is left out.
 */
import { readFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import ts from 'typescript';

const [limitArgument, ...folders] = process.argv.slice(2);
const limit = Number(limitArgument ?? 150);
const files = execFileSync('git', ['ls-files', '-co', '--exclude-standard', '--', ...(folders.length > 0 ? folders : ['.'])], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => /\.(ts|tsx)$/.test(file) && !file.includes('__generated__/') && !file.endsWith('.d.ts'));

type Long = { file: string; name: string; line: number; lines: number };
const found: Long[] = [];

function nameOf(node: ts.Node): string {
  if ((ts.isFunctionDeclaration(node) || ts.isMethodDeclaration(node)) && node.name) return node.name.getText();
  const parent = node.parent;
  if (parent && ts.isVariableDeclaration(parent)) return parent.name.getText();
  if (parent && ts.isPropertyAssignment(parent)) return parent.name.getText();
  if (parent && ts.isCallExpression(parent)) return `${parent.expression.getText().slice(0, 40)}(…)`;
  return '(anonymous)';
}

for (const file of files) {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    continue;
  }
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const visit = (node: ts.Node) => {
    if (ts.isFunctionDeclaration(node) || ts.isFunctionExpression(node) || ts.isArrowFunction(node) || ts.isMethodDeclaration(node)) {
      const start = source.getLineAndCharacterOfPosition(node.getStart()).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = end - start + 1;
      if (lines > limit) found.push({ file, name: nameOf(node), line: start + 1, lines });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
}

found.sort((a, b) => b.lines - a.lines);
for (const long of found) console.log(`${String(long.lines).padStart(5)}  ${long.file}:${long.line}  ${long.name}`);
console.log(`${found.length} functions over ${limit} lines in ${files.length} files`);

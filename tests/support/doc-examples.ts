import { transform } from 'esbuild';

/**
 * A runnable example of a guide: a fenced block tagged `sh example` (curl
 * commands) or `ts example` (a script that calls `fetch`), under its section.
 * `expect=CODE` on the fence names the GraphQL error it is meant to answer,
 * `status=NNN` the HTTP status, `userError=CODE` a userErrors code of its
 * answer, `logs=TEXT` what a TypeScript example prints.
 */
export type DocExample = {
  section: string;
  language: 'sh' | 'ts';
  code: string;
  expectedCode: string | null;
  expectedStatus: number | null;
  expectedUserError: string | null;
  expectedLog: string | null;
};

/** The `sh example` and `ts example` blocks of a markdown text, in order. */
export function docExamples(markdown: string): DocExample[] {
  const examples: DocExample[] = [];
  let section = '';
  const fence = /^```(sh|ts) example([^\n]*)\n([\s\S]*?)^```$/gm;
  const headings = [...markdown.matchAll(/^#{2,3} (.+)$/gm)];
  for (const match of markdown.matchAll(fence)) {
    section = headings.filter((heading) => heading.index < match.index).at(-1)?.[1] ?? section;
    const attributes = new Map(
      [...match[2]!.matchAll(/(\w+)=(\S+)/g)].map((attribute) => [attribute[1], attribute[2]]),
    );
    examples.push({
      section,
      language: match[1] as 'sh' | 'ts',
      code: match[3]!,
      expectedCode: attributes.get('expect') ?? null,
      expectedStatus: attributes.has('status') ? Number(attributes.get('status')) : null,
      expectedUserError: attributes.get('userError') ?? null,
      expectedLog: attributes.get('logs') ?? null,
    });
  }
  return examples;
}

/**
 * The words of one shell command line as sh would pass them: single quotes
 * literal, double quotes and bare words with `$NAME` replaced from `env`, and
 * a backslash escaping the next character outside single quotes.
 */
export function shellWords(line: string, env: Record<string, string>): string[] {
  const words: string[] = [];
  let word: string | null = null;
  let quote: "'" | '"' | null = null;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index]!;
    if (quote === "'") {
      if (char === "'") quote = null;
      else word += char;
    } else if (char === '\\' && index + 1 < line.length) {
      index += 1;
      word = (word ?? '') + line[index];
    } else if (char === '$' && /[A-Z_]/.test(line[index + 1] ?? '')) {
      const name = /^[A-Z_][A-Z0-9_]*/.exec(line.slice(index + 1))![0];
      if (!(name in env)) throw new Error(`The example uses $${name}, which the test does not set`);
      word = (word ?? '') + env[name];
      index += name.length;
    } else if (quote === '"') {
      if (char === '"') quote = null;
      else word += char;
    } else if (char === "'" || char === '"') {
      quote = char;
      word ??= '';
    } else if (/\s/.test(char)) {
      if (word !== null) words.push(word);
      word = null;
    } else word = (word ?? '') + char;
  }
  if (quote) throw new Error(`Unclosed ${quote} in: ${line}`);
  if (word !== null) words.push(word);
  return words;
}

/** What a curl command asks for, as `fetch` takes it. */
export type CurlRequest = { url: string; init: RequestInit };

const IGNORED_FLAGS = new Set(['-s', '--silent', '-i', '--include', '-S', '--show-error']);

/**
 * The curl commands of a shell example, each as a fetch request: the
 * options the guide uses (`-H`, `-d`/`--data`/`--data-raw`, `-X`, and the
 * silent and include flags) and nothing else, so that an example written with
 * another option fails here rather than passing untried. Lines continued with
 * a backslash are joined; comments and `export` lines are skipped.
 */
export function curlRequests(script: string, env: Record<string, string>): CurlRequest[] {
  return script
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#') && !line.startsWith('export '))
    .map((line) => {
      const [command, ...args] = shellWords(line, env);
      if (command !== 'curl') throw new Error(`Not a curl command: ${line}`);
      const headers = new Headers();
      let url: string | null = null;
      let body: string | undefined;
      let method: string | undefined;
      for (let index = 0; index < args.length; index += 1) {
        const arg = args[index]!;
        if (arg === '-H' || arg === '--header') {
          const header = args[(index += 1)]!;
          const colon = header.indexOf(':');
          headers.append(header.slice(0, colon).trim(), header.slice(colon + 1).trim());
        } else if (['-d', '--data', '--data-raw'].includes(arg)) body = args[(index += 1)];
        else if (arg === '-X' || arg === '--request') method = args[(index += 1)];
        else if (IGNORED_FLAGS.has(arg)) continue;
        else if (arg.startsWith('-')) throw new Error(`The test does not know curl's ${arg}`);
        else url = arg;
      }
      if (!url) throw new Error(`No URL in: ${line}`);
      if (body !== undefined && !headers.has('content-type'))
        headers.set('content-type', 'application/x-www-form-urlencoded');
      return {
        url,
        init: { method: method ?? (body === undefined ? 'GET' : 'POST'), headers, body },
      };
    });
}

/**
 * Runs a TypeScript example as the body of an async function, with `fetch`,
 * `process.env` and `console` of the caller's choosing: what it fetches and
 * logs is the caller's to check, and nothing of the test's environment
 * changes. An example may use top-level `await`; it imports nothing.
 */
export async function runTypeScriptExample(
  code: string,
  scope: {
    fetch: typeof fetch;
    env: Record<string, string>;
    log: (...values: unknown[]) => void;
    /** The standard WebSocket the example may use (global from Node 22; the tests run on 20 too). */
    WebSocket?: unknown;
  },
): Promise<void> {
  const { code: javascript } = await transform(code, { loader: 'ts', format: 'esm' });
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (
    ...args: string[]
  ) => (...values: unknown[]) => Promise<void>;
  const run = new AsyncFunction('fetch', 'process', 'console', 'WebSocket', javascript);
  await run(
    scope.fetch,
    { env: scope.env },
    { log: scope.log, error: scope.log, warn: scope.log },
    scope.WebSocket,
  );
}

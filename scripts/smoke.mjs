/**
 * Starts the product as `npm start` does, under the Node binary given (or the
 * one running this), on a fresh data folder and a free port, and checks that
 * it serves: the demo member signs in and reads Home through the web app's
 * own persisted documents, the probes answer, and a SIGTERM ends it cleanly.
 * Plain JavaScript, so that any supported Node runs it:
 *
 *   node scripts/smoke.mjs [path/to/node]
 *
 * CI runs the suite on one Node version and this on the others (.ci/run).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const nodeBinary = process.argv[2] ?? process.execPath;
// A smoke run beside other work at a low priority (CI runs them beside the suite) may be given longer.
const STARTUP_LIMIT_MS = Number(process.env.SMOKE_STARTUP_LIMIT_MS ?? 180_000);
const STOP_LIMIT_MS = Number(process.env.SMOKE_STOP_LIMIT_MS ?? 30_000);

/** A port nothing listens on now. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The id the web app sends for its operation `name` (bff/persisted-documents.json). */
function documentIdOf(name) {
  const documents = JSON.parse(
    readFileSync(path.join(root, 'bff', 'persisted-documents.json'), 'utf8'),
  );
  const found = Object.entries(documents).find(([, text]) =>
    new RegExp(`^(query|mutation) ${name}\\b`).test(text),
  );
  if (!found) throw new Error(`the web app sends no ${name}`);
  return `sha256:${found[0]}`;
}

/**
 * Which of the ports the product's log says it listens on still have a listening socket (Linux's
 * /proc/net/tcp, state 0A): when a start fails on connections its own services refused, whether
 * they had stopped listening or were only too slow to accept.
 */
function listeningPorts(output) {
  const ports = [...output.matchAll(/listening at http:\/\/127\.0\.0\.1:(\d+)/g)].map((m) =>
    Number(m[1]),
  );
  let table = '';
  try {
    table = readFileSync('/proc/net/tcp', 'utf8');
  } catch {
    return 'unknown (no /proc/net/tcp)';
  }
  const listening = new Set(
    table
      .split('\n')
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((fields) => fields[3] === '0A')
      .map((fields) => parseInt(fields[1].split(':')[1], 16)),
  );
  return ports
    .map((port) => `${port} ${listening.has(port) ? 'listening' : 'not listening'}`)
    .join(', ');
}

function fail(message, output = '') {
  console.error(`smoke: ${message}`);
  if (output) {
    if (portsWhenRefused)
      console.error(
        `smoke: the services' ports at the first refused connection: ${portsWhenRefused}`,
      );
    console.error(output.slice(-4_000));
  }
  process.exitCode = 1;
}

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'kas-smoke-'));
const port = await freePort();
const url = `http://127.0.0.1:${port}`;
const started = Date.now();
const child = spawn(nodeBinary, ['--import', 'tsx', 'start.ts'], {
  cwd: root,
  env: { ...process.env, DATA_DIR: dataDir, PORT: String(port), DEMO: '1', LOG_FORMAT: 'json' },
  stdio: ['ignore', 'pipe', 'pipe'],
});
let output = '';
/** The services' ports as they were when the product's log first told of a connection refused. */
let portsWhenRefused = '';
const collect = (chunk) => {
  output += chunk;
  if (!portsWhenRefused && output.includes('ECONNREFUSED'))
    portsWhenRefused = listeningPorts(output);
};
child.stdout.on('data', collect);
child.stderr.on('data', collect);
const exited = new Promise((resolve) =>
  child.once('exit', (code, signal) => resolve({ code, signal })),
);
// Stopped from outside (CI stops the smokes running beside the suite when the suite fails): the product
// stops too, with its PostgreSQL, rather than running on without its smoke.
for (const signal of ['SIGTERM', 'SIGINT'])
  process.once(signal, () => {
    child.kill('SIGTERM');
    const late = setTimeout(() => child.kill('SIGKILL'), STOP_LIMIT_MS);
    void exited.then(() => {
      clearTimeout(late);
      rmSync(dataDir, { recursive: true, force: true });
      process.exit(1);
    });
  });

try {
  const version = await new Promise((resolve, reject) => {
    const probe = spawn(nodeBinary, ['--version']);
    let text = '';
    probe.stdout.on('data', (chunk) => (text += chunk));
    probe.once('exit', (code) =>
      code === 0 ? resolve(text.trim()) : reject(new Error('no node')),
    );
  });
  const ready = await Promise.race([
    new Promise((resolve) => {
      const check = () =>
        output.includes('Demo sign-in') ? resolve(true) : setTimeout(check, 100).unref();
      check();
    }),
    exited.then(() => false),
    new Promise((resolve) => setTimeout(() => resolve(false), STARTUP_LIMIT_MS).unref()),
  ]);
  if (!ready) throw new Error(`the product did not start under Node ${version}`);
  const startSeconds = ((Date.now() - started) / 1000).toFixed(1);

  const graphql = async (name, variables, cookie = '') => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify({ documentId: documentIdOf(name), variables }),
    });
    return { response, body: await response.json() };
  };
  const signIn = await graphql('LoginPageSignInMutation', {
    input: { email: 'demo@kas.id', password: 'Demo1234' },
  });
  if (!signIn.body.data?.signIn?.viewer) throw new Error(`sign-in: ${JSON.stringify(signIn.body)}`);
  const cookie = signIn.response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const home = await graphql('HomePageQuery', {}, cookie);
  if (home.body.errors || !home.body.data?.homeSummary)
    throw new Error(`Home: ${JSON.stringify(home.body).slice(0, 500)}`);
  for (const probe of ['/healthz', '/readyz']) {
    const answer = await fetch(`${url}${probe}`);
    if (answer.status !== 200) throw new Error(`${probe} answered ${answer.status}`);
  }

  child.kill('SIGTERM');
  const stopped = await Promise.race([
    exited,
    new Promise((resolve) => setTimeout(() => resolve(null), STOP_LIMIT_MS).unref()),
  ]);
  if (!stopped)
    throw new Error(`the product did not stop within ${STOP_LIMIT_MS / 1000} s of SIGTERM`);
  if (stopped.code !== 0) throw new Error(`the product exited with ${stopped.code} on SIGTERM`);
  console.log(
    `smoke: Node ${version}: started in ${startSeconds} s, signed in, read Home, probes ready, stopped cleanly`,
  );
} catch (error) {
  fail(error instanceof Error ? error.message : String(error), output);
  child.kill('SIGKILL');
  await exited;
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

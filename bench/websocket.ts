import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { DEMO } from '../demo/seed.js';
import { startSystemProcess } from './system-process.js';

const ROUNDS = 4;
const SECONDS = 4;
const ATTACKERS = 4;
const TARGET_RATIO = 2;

/** What a normal client does on its socket: a small query with an upstream call behind it. */
const QUERY = '{ viewer { user { email } organization { name } } }';

/**
 * The attacker, in a thread of its own so that building and sending its
 * messages does not slow the measuring client's event loop: half its sockets
 * send one 8 MB subscribe message each (ws closes them at the frame header),
 * the other half send documents just under the 1 MB frame limit made of
 * hundreds of thousands of tokens (the parser stops at the token limit).
 */
const ATTACKER = `
const { parentPort, workerData } = require('node:worker_threads');
const WebSocket = require(workerData.wsPath);
const huge = JSON.stringify({ id: '1', type: 'subscribe', payload: { query: '{ ' + '__typename '.repeat(800000) + '}' } });
const tokens = JSON.stringify({ id: '1', type: 'subscribe', payload: { query: '{ ' + 'a '.repeat(450000) + '}' } });
let stop = false; let sent = 0;
parentPort.on('message', () => { stop = true; });
function attack(kind) {
  if (stop) return;
  const socket = new WebSocket(workerData.url, 'graphql-transport-ws');
  socket.on('open', () => {
    socket.send(JSON.stringify({ type: 'connection_init' }));
    if (kind === 'huge') { socket.send(huge); sent++; }
    else { for (let i = 0; i < 4; i++) { socket.send(tokens.replace('"1"', '"' + i + '"')); sent++; } setTimeout(() => socket.close(), 50); }
  });
  socket.on('error', () => {});
  socket.on('close', () => { if (stop) parentPort.postMessage(sent); else setImmediate(() => attack(kind)); });
}
for (let i = 0; i < workerData.attackers; i++) attack(i % 2 === 0 ? 'huge' : 'tokens');
`;

function p99(latencies: number[]): number {
  const sorted = [...latencies].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))]!;
}

/** Runs the normal client's queries one after another for `SECONDS`, returning each one's latency in milliseconds. */
async function measure(client: Client): Promise<number[]> {
  const latencies: number[] = [];
  const until = Date.now() + SECONDS * 1000;
  while (Date.now() < until) {
    const started = performance.now();
    await new Promise<void>((resolve, reject) => {
      client.subscribe({ query: QUERY }, { next: (result) => (result.errors ? reject(new Error(JSON.stringify(result.errors))) : undefined), error: reject, complete: resolve });
    });
    latencies.push(performance.now() - started);
  }
  return latencies;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * A normal client's p99 latency on its WebSocket while attackers send 8 MB
 * messages and documents of too many tokens, against the same client's p99
 * with nobody attacking, in alternating rounds on the same running product.
 * Judged by the median of the paired ratios; target: at most 2x idle.
 */
export async function runWebSocketBenchmark() {
  const system = await startSystemProcess();
  const wsUrl = system.url.replace(/^http/, 'ws') + '/graphql';
  try {
    const signIn = await fetch(`${system.accountUrl}/sessions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO.email, password: DEMO.password }),
    });
    const { accessToken } = (await signIn.json()) as { accessToken: string };
    const client = createClient({ url: wsUrl, webSocketImpl: WebSocket, connectionParams: { authorization: `Bearer ${accessToken}` }, lazy: false, retryAttempts: 0 });
    await measure(client); // warm-up: compiled operations, connections, caches

    const ratios: number[] = [];
    const rows: string[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const idle = p99(await measure(client));
      const worker = new Worker(ATTACKER, { eval: true, workerData: { url: wsUrl, attackers: ATTACKERS, wsPath: createRequire(import.meta.url).resolve('ws') } });
      const attacked = await measure(client);
      const messages = new Promise<number>((resolve) => worker.once('message', resolve));
      worker.postMessage('stop');
      const sent = await messages;
      await worker.terminate();
      const underAttack = p99(attacked);
      ratios.push(underAttack / idle);
      rows.push(`  round ${round}: idle p99 ${idle.toFixed(2)} ms (${attacked.length} queries under attack), under attack p99 ${underAttack.toFixed(2)} ms, ${sent} hostile messages, ratio ${(underAttack / idle).toFixed(2)}`);
    }
    await client.dispose();
    const ratio = median(ratios);
    const passed = ratio <= TARGET_RATIO;
    console.log('\nWebSocket under attack (8 MB messages and over-long documents, 4 attacking sockets at a time)');
    for (const row of rows) console.log(row);
    console.log(`  median ratio (p99 under attack / p99 idle): ${ratio.toFixed(2)}  target <= ${TARGET_RATIO}  ${passed ? 'PASS' : 'FAIL'}`);
    return { passed };
  } finally {
    await system.stop();
  }
}

import { Worker } from 'node:worker_threads';
import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';
import { signInDemo } from './support/demo-session.js';
import { startSystemProcess } from './system-process.js';
import { sized } from './size.js';

const ROUNDS = sized(4, 1);
const SECONDS = sized(4, 1);
const ATTACKERS = 4;
/**
 * How often the attackers open a socket, all together: each brings one 8 MB
 * message or four near-1 MB documents, so about 80 MB a second arrive. Paced,
 * because an attacker on this same 2-core machine that sends as fast as it can
 * spends the cores itself, and the figure would measure that, not the product.
 */
const ATTACKS_PER_SECOND = 20;
const TARGET_RATIO = 2;

/** What a normal client does on its socket: a small query with an upstream call behind it. */
const QUERY = '{ viewer { user { email } organization { name } } }';

/**
 * The attacker, in a thread of its own so that it does not slow the measuring
 * client's event loop. It speaks WebSocket on raw TCP with frames built once
 * (RFC 6455 section 5.2; a zero masking key leaves the payload as it is), so
 * that what it costs the machine is the sending, not its own masking of 8 MB:
 * the benchmark judges the product's cost. Half its sockets send one 8 MB
 * subscribe message each (ws refuses it at the frame header); the other half
 * send documents just under the 1 MB frame limit made of hundreds of
 * thousands of tokens, as a socket without a session.
 */
const ATTACKER = `
const net = require('node:net');
const { parentPort, workerData } = require('node:worker_threads');
function frame(text) {
  const payload = Buffer.from(text);
  const header = Buffer.alloc(14);
  header[0] = 0x81; // FIN, text
  header[1] = 0x80 | 127; // masked, 64-bit length
  header.writeBigUInt64BE(BigInt(payload.length), 2);
  // bytes 10-13: the masking key, zero
  return Buffer.concat([header, payload]);
}
const init = frame(JSON.stringify({ type: 'connection_init' }));
const huge = frame(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: '{ ' + '__typename '.repeat(800000) + '}' } }));
const tokens = frame(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: '{ ' + 'a '.repeat(450000) + '}' } }));
const { hostname, port } = new URL(workerData.url);
const upgrade = 'GET /graphql HTTP/1.1\\r\\nHost: ' + hostname + ':' + port + '\\r\\nUpgrade: websocket\\r\\nConnection: Upgrade\\r\\nSec-WebSocket-Key: ' + Buffer.from('kas-bench-attack').toString('base64') + '\\r\\nSec-WebSocket-Version: 13\\r\\nSec-WebSocket-Protocol: graphql-transport-ws\\r\\n\\r\\n';
let stop = false; let sent = 0;
parentPort.on('message', () => { stop = true; parentPort.postMessage(sent); });
function attack(kind) {
  if (stop) return;
  const socket = net.connect(Number(port), hostname, () => socket.write(upgrade));
  socket.once('data', () => {
    socket.write(init);
    if (kind === 'huge') { socket.write(huge); sent++; }
    else { for (let i = 0; i < 4; i++) { socket.write(tokens); sent++; } }
  });
  socket.on('error', () => {});
  socket.on('close', () => { if (!stop) setTimeout(() => attack(kind), workerData.pauseMs); });
}
for (let i = 0; i < workerData.attackers; i++) attack(i % 2 === 0 ? "huge" : "tokens");
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
      client.subscribe(
        { query: QUERY },
        {
          next: (result) =>
            result.errors ? reject(new Error(JSON.stringify(result.errors))) : undefined,
          error: reject,
          complete: resolve,
        },
      );
    });
    latencies.push(performance.now() - started);
  }
  return latencies;
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

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
    const { accessToken } = await signInDemo(system);
    const client = createClient({
      url: wsUrl,
      webSocketImpl: WebSocket,
      connectionParams: { authorization: `Bearer ${accessToken}` },
      lazy: false,
      retryAttempts: 0,
    });
    await measure(client); // warm-up: compiled operations, connections, caches

    const ratios: number[] = [];
    const rows: string[] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const idle = p99(await measure(client));
      const worker = new Worker(ATTACKER, {
        eval: true,
        workerData: {
          url: wsUrl,
          attackers: ATTACKERS,
          pauseMs: (1000 * ATTACKERS) / ATTACKS_PER_SECOND,
        },
      });
      // An attacker that fails must end the run through `finally` (which stops the product), not as an uncaught error.
      let attackerFailure: unknown = null;
      worker.once('error', (error) => void (attackerFailure = error));
      const attacked = await measure(client);
      if (attackerFailure) throw attackerFailure;
      const messages = new Promise<number>((resolve) => worker.once('message', resolve));
      worker.postMessage('stop');
      const sent = await messages;
      await worker.terminate();
      const underAttack = p99(attacked);
      ratios.push(underAttack / idle);
      rows.push(
        `  round ${round}: idle p99 ${idle.toFixed(2)} ms (${attacked.length} queries under attack), under attack p99 ${underAttack.toFixed(2)} ms, ${sent} hostile messages, ratio ${(underAttack / idle).toFixed(2)}`,
      );
    }
    await client.dispose();
    const ratio = median(ratios);
    const passed = ratio <= TARGET_RATIO;
    console.log(
      `\nWebSocket under attack (${ATTACKS_PER_SECOND} hostile sockets a second: 8 MB messages, and documents of far too many tokens)`,
    );
    for (const row of rows) console.log(row);
    console.log(
      `  median ratio (p99 under attack / p99 idle): ${ratio.toFixed(2)}  target <= ${TARGET_RATIO}  ${passed ? 'PASS' : 'FAIL'}`,
    );
    return { passed };
  } finally {
    await system.stop();
  }
}

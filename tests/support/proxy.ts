import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './oidc-provider.js';
import { eventually } from './eventually.js';

/** A real load balancer (HAProxy, from the system's packages) in front of BFF instances. */
export type Proxy = {
  url: string;
  /** The response header naming the instance that answered (`x-kas-instance`: a server's name). */
  instanceHeader: string;
  stop: () => Promise<void>;
};

/**
 * Starts HAProxy on a free port of 127.0.0.1 in front of `servers` (name →
 * `host:port`), as a deployment would run several BFF instances: round
 * robin, WebSockets passed through (a tunnel lives as long as its socket),
 * each server checked on `/readyz` every 500 ms and taken out after three
 * failed checks (a busy machine answers a check late now and then), a
 * request whose connection is refused sent to another server at once. A request may ask for a server with `x-kas-route: <name>` (served
 * elsewhere while that one is down). Every answer names its server in
 * `x-kas-instance`, for a test to know where it landed.
 */
export async function startProxy(servers: Record<string, string>): Promise<Proxy> {
  const port = await freePort();
  const folder = mkdtempSync(path.join(os.tmpdir(), 'kas-haproxy-'));
  const config = path.join(folder, 'haproxy.cfg');
  writeFileSync(
    config,
    [
      'global',
      // Below the file-descriptor limit of a test process (each connection takes two).
      '  maxconn 4000',
      'defaults',
      '  mode http',
      '  option redispatch',
      '  retries 3',
      '  timeout connect 2s',
      '  timeout client 60s',
      '  timeout server 60s',
      '  timeout tunnel 1h',
      'frontend kas',
      `  bind 127.0.0.1:${port}`,
      '  default_backend bff',
      'backend bff',
      '  balance roundrobin',
      '  option httpchk GET /readyz',
      '  http-check expect status 200',
      '  http-response set-header x-kas-instance %[srv_name]',
      '  timeout check 5s',
      '  default-server inter 500ms fall 3 rise 1',
      // A request may ask for a server by name; HAProxy ignores the ask while that server is down.
      ...Object.keys(servers).map(
        (name) => `  use-server ${name} if { req.hdr(x-kas-route) -m str ${name} }`,
      ),
      ...Object.entries(servers).map(([name, address]) => `  server ${name} ${address} check`),
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn('haproxy', ['-db', '-f', config], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  await listening(port, child, () => output);
  return {
    url: `http://127.0.0.1:${port}`,
    instanceHeader: 'x-kas-instance',
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

/** Resolves once the port accepts connections; fails with HAProxy's words when it exits first. */
async function listening(port: number, child: ChildProcess, said: () => string): Promise<void> {
  const connects = () =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => resolve(false));
    });
  try {
    await eventually(
      async () => {
        if (child.exitCode !== null) throw new Error(`haproxy exited: ${said()}`);
        return connects();
      },
      10_000,
      25,
    );
  } catch (error) {
    if ((error as Error).message.startsWith('haproxy exited')) throw error;
    throw new Error(`haproxy did not listen: ${said()}`);
  }
}

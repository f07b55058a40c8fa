import {
  changeRig,
  figures,
  startSubscribers,
  together,
  type Change,
  type Subscribers,
} from './support/subscribers.js';
import { startBffProcess, startSystemProcess } from './system-process.js';
import { sized } from './size.js';
import { runWhenMain } from './support/run-directly.js';

/** Subscribers across the two instances, half on each. */
const SUBSCRIBERS = sized(10_000, 40);
/** Threads of subscribers per instance: each thread's sockets and clock on an event loop of their own. */
const THREADS_PER_INSTANCE = sized(2, 1);
const CHANGES = sized(5, 1);
const FLOOR_CHANGES = sized(10, 1);
/** What a subscriber asks of each change: the status, as a list row's badge does. */
const QUERY = 'subscription { paymentUpdated { change cursor payment { id status } } }';

/** `count` subscribers on the BFF at `url`, in `threads` threads. */
async function subscribersOn(url: string, token: string, count: number, threads: number) {
  const groups: Subscribers[] = [];
  try {
    for (let thread = 0; thread < threads; thread += 1) {
      const share = Math.floor(count / threads) + (thread < count % threads ? 1 : 0);
      groups.push(await startSubscribers(url, token, share, QUERY));
    }
  } catch (error) {
    await Promise.all(groups.map((group) => group.terminate()));
    throw error;
  }
  return together(groups);
}

/**
 * 10,000 browsers subscribed to paymentUpdated, half on each of two BFF
 * instances (the product's own and a second process over the same services
 * and PostgreSQL), and a payment changing status through the first: made,
 * then approved. Measured per subscriber from the approval's commit (the
 * NOTIFY both instances listen for) to the update's arrival on its socket,
 * for those on the instance that made the change and those on the other.
 * Beside it, the floor: one subscriber on each. Judged: every subscriber
 * gets every change (the fan-out goes through PostgreSQL, not memory); p99
 * printed with its ratio to the floor's.
 */
export async function runSubscribersTwoInstancesBenchmark() {
  const system = await startSystemProcess();
  // A second instance over the same services and PostgreSQL, as a deployment scales out.
  const second = await startBffProcess(system);
  const threads: Subscribers[] = [];
  const rig = await changeRig(system).catch(async (error: unknown) => {
    await second.stop();
    throw error;
  });
  try {
    const { owner, measure } = rig;

    const floorSubscribers = together([
      await startSubscribers(system.url, owner.accessToken, 1, QUERY),
      await startSubscribers(second.url, owner.accessToken, 1, QUERY),
    ]);
    threads.push(floorSubscribers);
    // Its first change warms both instances' compiled operations and connections.
    const floor = await measure(floorSubscribers, 2, FLOOR_CHANGES);
    await floorSubscribers.stop();

    /** `count` subscribers on the instance at `url`, their threads ended with the benchmark's. */
    const subscribedOn = async (url: string, count: number) => {
      const group = await subscribersOn(url, owner.accessToken, count, THREADS_PER_INSTANCE);
      threads.push(group);
      return group;
    };
    const openingStarted = performance.now();
    const onFirst = await subscribedOn(system.url, Math.ceil(SUBSCRIBERS / 2));
    const onSecond = await subscribedOn(second.url, Math.floor(SUBSCRIBERS / 2));
    const openingS = (performance.now() - openingStarted) / 1000;
    const everyone = together([onFirst, onSecond]);
    const measured = await measure(everyone, SUBSCRIBERS, CHANGES);
    // Per instance: the same changes as each instance's subscribers heard them.
    const perInstance = async (group: Subscribers, changes: Change[]) => {
      const latencies: number[] = [];
      for (const one of changes) {
        const times = await group.arrivals(one.paymentId, 'APPROVED');
        latencies.push(...times.map((at) => at - one.committedAt));
      }
      return latencies;
    };
    const firstLatencies = await perInstance(onFirst, measured.changes);
    const secondLatencies = await perInstance(onSecond, measured.changes);
    const { problemCount, problems } = await everyone.stop();

    const { warmUp, latencies, deliveredCount, p99 } = measured;
    const passed = deliveredCount === SUBSCRIBERS * CHANGES;
    console.log(
      `\nA payment's status change to ${SUBSCRIBERS.toLocaleString('en')} subscribers across two BFF instances (paymentUpdated over graphql-ws, half on each; the change made through the first; ${CHANGES} measured)`,
    );
    console.log(
      `  ${SUBSCRIBERS.toLocaleString('en')} sockets subscribed in ${openingS.toFixed(1)} s; a first change reached ${warmUp.delivered.length} (not measured)`,
    );
    console.log(
      `  delivered ${deliveredCount} of ${SUBSCRIBERS * CHANGES} (${measured.changes.map((one) => one.delivered.length).join(', ')}); subscriber errors ${problemCount}${problems.length ? `: ${problems.join('; ')}` : ''}`,
    );
    console.log(
      `  commit → delivery, everyone: ${figures(latencies)}, slowest ${Math.max(...latencies).toFixed(0)} ms`,
    );
    console.log(`    on the instance that made the change: ${figures(firstLatencies)}`);
    console.log(`    on the other instance:                ${figures(secondLatencies)}`);
    console.log(`  floor, one subscriber on each: ${figures(floor.latencies)}`);
    console.log(
      `  p99 ${p99.toFixed(0)} ms (${(p99 / floor.p99).toFixed(1)}x the floor's); every subscriber got every change: ${passed ? 'PASS' : 'FAIL'}`,
    );
    return { name: 'subscribers-two-instances', delivered: deliveredCount, p99, passed };
  } finally {
    await Promise.all(threads.map((thread) => thread.terminate()));
    await rig.stop();
    await second.stop();
    await system.stop();
  }
}

await runWhenMain(import.meta.url, runSubscribersTwoInstancesBenchmark);

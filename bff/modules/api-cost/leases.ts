/**
 * What the shared bucket answered a draw: whether it was granted, when to try
 * again if not, and what the bucket stands at (the cost bucket's size, rate
 * and holding; nothing for a rate limit).
 */
export type Drawn<Status> = {
  granted: boolean;
  retryAfterSeconds: number | null;
  status: Status;
};

/** A take from a leased bucket: granted or not, with the shared bucket's last status and the points this instance still holds. */
export type Taken<Status> = {
  granted: boolean;
  retryAfterSeconds: number | null;
  status: Status | null;
  held: number;
};

type Lease<Status> = {
  /** Points (or requests) taken from the shared bucket by this instance and not spent yet. */
  held: number;
  /** The shared bucket as its last draw answered. */
  status: Status | null;
  /** Until when (epoch ms) this instance refuses by itself: the shared bucket said it holds too little until then. */
  refusedUntil: number;
  /** The draw from the shared bucket in flight: one at a time per bucket, the others wait for it. */
  drawing: Promise<unknown> | null;
  /** Charges not yet sent to the shared bucket (`charge`), and whether they are being sent. */
  debt: number;
  paying: boolean;
};

/** How many buckets an instance keeps leases for; past it, the idle ones are forgotten (their unspent leases are lost, never spent twice). */
const BUCKETS_KEPT = 10_000;

/**
 * Buckets kept in the account service's database (shared by every BFF
 * instance, under its row lock) and drawn on here by leases, so that an
 * operation needs no round trip: an instance takes a lease of `leaseOf`
 * points at once, spends it locally, and draws again only when it runs out.
 * Every point spent was first taken from the shared bucket, so all instances
 * together never spend more than the bucket gave; what a lease changes is
 * that an instance may still hold up to one lease unspent while another is
 * refused (a caller on several instances can be throttled up to one lease
 * early, never late). A first draw, and a draw the bucket cannot give a whole
 * lease for, asks for exactly what the operation needs, so that a small
 * bucket behaves exactly as without leases.
 *
 * With `cacheRefusals`, a refusal is remembered for its Retry-After and
 * answered without a round trip until then (the rate limit: a key over it
 * sends many requests that must cost nothing).
 */
export class LeasedBuckets<Status> {
  private readonly leases = new Map<string, Lease<Status>>();

  constructor(
    private readonly options: {
      /** The lease to ask for once the bucket's status is known: a small share of the bucket. */
      leaseOf: (status: Status) => number;
      /** What the shared bucket holds by a refusal's status, when it says: then a refused lease is not asked again smaller in vain. */
      holds?: (status: Status) => number;
      cacheRefusals: boolean;
    },
  ) {}

  /**
   * Takes `amount` from the bucket `key`: from what this instance holds, or
   * else from a new lease drawn by `draw` (asked for a number of points,
   * granted all or nothing). Concurrent takes of one bucket wait for its one
   * draw in flight rather than each drawing.
   */
  async take(
    key: string,
    amount: number,
    draw: (points: number) => Promise<Drawn<Status>>,
  ): Promise<Taken<Status>> {
    for (;;) {
      const lease = this.leaseFor(key);
      if (lease.held >= amount && (amount > 0 || lease.status !== null)) {
        lease.held -= amount;
        return { granted: true, retryAfterSeconds: null, status: lease.status, held: lease.held };
      }
      const wait = lease.refusedUntil - Date.now();
      if (wait > 0) {
        const retryAfterSeconds = Math.max(1, Math.ceil(wait / 1000));
        return { granted: false, retryAfterSeconds, status: lease.status, held: lease.held };
      }
      if (lease.drawing) {
        await lease.drawing.catch(() => undefined);
        continue;
      }
      const drawing = this.drawLease(lease, amount - lease.held, draw);
      lease.drawing = drawing;
      let drawn: Drawn<Status>;
      try {
        drawn = await drawing;
      } finally {
        lease.drawing = null;
      }
      if (!drawn.granted) return { ...drawn, status: lease.status, held: lease.held };
    }
  }

  /**
   * Charges `amount` to the bucket whatever it holds (a penalty): from what
   * this instance holds, and what that does not cover is sent to the shared
   * bucket by `pay`, in the background, charges meanwhile added up.
   */
  charge(key: string, amount: number, pay: (points: number) => Promise<void>): Promise<void> {
    const lease = this.leaseFor(key);
    const covered = Math.min(lease.held, amount);
    lease.held -= covered;
    lease.debt += amount - covered;
    return this.settle(lease, pay);
  }

  /** Forgets the leases of buckets whose key starts with `prefix` (an organisation's settings changed: the next take draws afresh). */
  forget(prefix: string): void {
    for (const key of this.leases.keys()) if (key.startsWith(prefix)) this.leases.delete(key);
  }

  private async settle(lease: Lease<Status>, pay: (points: number) => Promise<void>) {
    if (lease.paying) return;
    lease.paying = true;
    try {
      while (lease.debt > 0) {
        const points = lease.debt;
        lease.debt = 0;
        await pay(points);
      }
    } finally {
      lease.paying = false;
    }
  }

  private async drawLease(
    lease: Lease<Status>,
    needed: number,
    draw: (points: number) => Promise<Drawn<Status>>,
  ): Promise<Drawn<Status>> {
    const whole =
      lease.status === null ? needed : Math.max(needed, this.options.leaseOf(lease.status));
    let asked = whole;
    let drawn = await draw(asked);
    if (!drawn.granted && whole > needed) {
      // Refused a whole lease: what is left of the bucket (when the status says it holds enough), or exactly what is needed.
      const holds = this.options.holds?.(drawn.status);
      const rest = holds === undefined ? needed : Math.min(whole, Math.floor(holds));
      if (rest >= needed) drawn = await draw((asked = rest));
    }
    lease.status = drawn.status;
    if (drawn.granted) lease.held += asked;
    else if (this.options.cacheRefusals)
      lease.refusedUntil = Date.now() + (drawn.retryAfterSeconds ?? 1) * 1000;
    return drawn;
  }

  private leaseFor(key: string): Lease<Status> {
    const known = this.leases.get(key);
    if (known) return known;
    if (this.leases.size >= BUCKETS_KEPT)
      for (const [idle, lease] of this.leases)
        if (!lease.drawing && !lease.paying) this.leases.delete(idle);
    const lease: Lease<Status> = {
      held: 0,
      status: null,
      refusedUntil: 0,
      drawing: null,
      debt: 0,
      paying: false,
    };
    this.leases.set(key, lease);
    return lease;
  }
}

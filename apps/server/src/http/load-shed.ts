import { performance } from 'node:perf_hooks';
import { Codes } from '@sme/shared/codes';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { translate } from '@sme/shared/i18n/messages';
import { pgPoolOf } from '../db/client';
import { envelope } from './envelope';

/**
 * PGlite runs one statement at a time on this process's own thread: requests in flight share it, so more of them add
 * no throughput, only latency (each takes about their number times its own work). Two keep the thread busy while one
 * waits on a socket or the disk.
 */
const PGLITE_CONCURRENCY = 2;
/** Leaves room for the request's own service time under the 2 s every answer must come within. */
const PGLITE_MAX_WAIT_MS = 1500;
/**
 * One page asks for about ten answers at once. A queue shorter than this is never refused on the service-time estimate
 * (one slow request, such as the first after start-up, inflates it): its requests wait their turn and leave only at
 * their deadline. Refusal on arrival is for real overload, when many clients queue at once.
 */
const MIN_QUEUE_TO_REFUSE_ON_ARRIVAL = 16;
/** Weight of the newest service time in the running mean: about the last twenty requests count. */
const SMOOTHING = 0.1;

/** Options of the plugin (LOAD_SHED_* variables); an undefined field is chosen by the database driver. */
export interface LoadShedOptions {
  /** Longest a request may queue before it is answered 503; 0 = off. */
  maxWaitMs: number | undefined;
  /** Requests let through at once. */
  concurrency: number | undefined;
}

/** A request's place: queued, then running (holding a slot) or shed, and over once its response closes. */
class Place {
  state: 'queued' | 'running' | 'shed' | 'over' = 'queued';
  startedAt = 0;
  timer: NodeJS.Timeout | undefined;
  /** true: the request holds a slot and goes on; false: it is answered 503 and never runs. */
  admitted: boolean | Promise<boolean> = false;
  settle: (admitted: boolean) => void = () => undefined;
}

/**
 * A FIFO of requests in front of a resource that serves `concurrency` at a time. A request that would wait more than
 * maxWaitMs is refused on arrival when the queue is long (expected wait from the queue length and the recent service
 * time) or, should the queue be short or the estimate prove wrong, when its deadline passes while still queued. Hand-written rather than p-limit or p-queue:
 * those neither refuse by expected wait nor drop a waiter whose deadline passed or whose client left.
 */
export class AdmissionQueue {
  private running = 0;
  private meanServiceMs = 0;
  /** Insertion order is arrival order, and a waiter that times out or whose client leaves is deleted in O(1). */
  private readonly queue = new Set<Place>();

  constructor(
    private readonly concurrency: number,
    private readonly maxWaitMs: number,
  ) {}

  join(): Place {
    const place = new Place();
    if (this.running < this.concurrency && this.queue.size === 0) {
      this.start(place);
    } else if (this.queue.size >= MIN_QUEUE_TO_REFUSE_ON_ARRIVAL && this.expectedWaitMs() > this.maxWaitMs) {
      place.state = 'shed';
    } else {
      place.admitted = new Promise<boolean>((resolve) => (place.settle = resolve));
      place.timer = setTimeout(() => this.drop(place), this.maxWaitMs);
      this.queue.add(place);
    }
    return place;
  }

  /** The request is over (answered, failed or its client gone): a queued one leaves, a running one passes its slot on. */
  leave(place: Place): void {
    if (place.state === 'queued') this.drop(place);
    if (place.state !== 'running') return;
    place.state = 'over';
    this.running--;
    const serviceMs = performance.now() - place.startedAt;
    this.meanServiceMs = this.meanServiceMs === 0 ? serviceMs : this.meanServiceMs + SMOOTHING * (serviceMs - this.meanServiceMs);
    for (const next of this.queue) {
      if (this.running >= this.concurrency) break;
      this.queue.delete(next);
      clearTimeout(next.timer);
      this.start(next);
      next.settle(true);
    }
  }

  /**
   * Little's law: with `concurrency` requests in flight each taking the mean service time, one finishes every
   * mean / concurrency, and a newcomer's turn comes after everyone queued ahead of it.
   */
  private expectedWaitMs(): number {
    return ((this.queue.size + 1) * this.meanServiceMs) / this.concurrency;
  }

  private start(place: Place): void {
    place.state = 'running';
    place.startedAt = performance.now();
    place.admitted = true;
    this.running++;
  }

  private drop(place: Place): void {
    this.queue.delete(place);
    clearTimeout(place.timer);
    place.state = 'shed';
    place.settle(false);
  }
}

/** API calls reach the database; the web app, static files, the API docs and the health checks do not queue. */
function isQueued(request: FastifyRequest): boolean {
  return request.url.startsWith('/api/') && !request.url.startsWith('/api/docs');
}

/**
 * Admission in front of the database (issue 18: on PGlite no request may wait more than 2 s, and none may time out):
 * API requests pass at most `concurrency` at a time, in arrival order; one that would wait longer than maxWaitMs is
 * answered at once 503 with Retry-After: 1 and a message saying the system is busy. On by default on PGlite only;
 * PostgreSQL serves many queries at once and its pool is the bound there. On PGlite it sees arrivals while others run
 * only because db/client.ts turns the event loop before each statement.
 */
export const loadShedPlugin = fp<LoadShedOptions>(
  async (app, opts) => {
    const pool = pgPoolOf(app.db);
    const maxWaitMs = opts.maxWaitMs ?? (pool ? 0 : PGLITE_MAX_WAIT_MS);
    if (maxWaitMs === 0) return;
    const concurrency = opts.concurrency ?? pool?.options.max ?? PGLITE_CONCURRENCY;
    const queue = new AdmissionQueue(concurrency, maxWaitMs);

    app.addHook('onRequest', async (request, reply) => {
      if (!isQueued(request)) return;
      const place = queue.join();
      // 'close' comes once the answer is sent or the connection is gone, whichever way the request ended, so no slot leaks.
      reply.raw.once('close', () => queue.leave(place));
      if (await place.admitted) return;
      // Returning the reply ends the request here: a shed request runs no further hook and no handler.
      return reply
        .status(Codes.SERVICE_UNAVAILABLE.status)
        .header('retry-after', '1')
        .send(envelope(Codes.SERVICE_UNAVAILABLE.code, translate(request.locale, 'server.busy'), null));
    });
  },
  { name: 'load-shed', dependencies: ['locale'] },
);

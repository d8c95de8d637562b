import { Readable } from 'node:stream';

/** The replicas' addresses in a `<SERVICE>_URL` value: one URL, or several separated by commas. */
export function replicaUrls(value: string): string[] {
  return value
    .split(',')
    .map((url) => url.trim().replace(/\/+$/, ''))
    .filter(Boolean);
}

/** How long a replica that refused a connection is tried only after the others (it is probably restarting). */
export const REFUSED_REST_MS = 2000;

/**
 * The replicas of one service, each request starting at the next in turn. A replica that refused a connection
 * goes to the back of the order for a short rest, so requests stop paying for a dead process, and it comes back by
 * itself once it answers again.
 */
export class UpstreamPool {
  private turn = 0;
  private readonly restingUntil: number[];

  constructor(
    readonly urls: readonly string[],
    private readonly now: () => number = Date.now,
  ) {
    if (urls.length === 0) throw new Error('an upstream pool needs at least one URL');
    this.restingUntil = urls.map(() => 0);
  }

  /** Every replica, in the order one request tries them: the next awake one in turn first, the resting ones last. */
  order(): string[] {
    const indexes = this.urls.map((_, offset) => (this.turn + offset) % this.urls.length);
    const time = this.now();
    const awake = indexes.filter((index) => this.restingUntil[index] <= time);
    const resting = indexes.filter((index) => this.restingUntil[index] > time);
    // The turn moves past the replica chosen, so a resting one's share goes to all the others, not to its neighbour.
    this.turn = ((awake[0] ?? indexes[0]) + 1) % this.urls.length;
    return [...awake, ...resting].map((index) => this.urls[index]);
  }

  refused(url: string): void {
    const index = this.urls.indexOf(url);
    if (index >= 0) this.restingUntil[index] = this.now() + REFUSED_REST_MS;
  }
}

/**
 * A request body handed to one attempt unread: the client's stream is read only once a replica accepted the
 * connection and asks for bytes. The HTTP client destroys the body of a request it could not send; destroying this
 * stand-in leaves the client's stream untouched while nothing was taken from it, so the next replica gets it whole.
 */
export class DeferredBody extends Readable {
  private started = false;

  constructor(private readonly source: Readable) {
    super();
  }

  /** Whether bytes were taken from the client's stream (then the request cannot go to another replica). */
  get taken(): boolean {
    return this.started;
  }

  override _read(): void {
    if (this.started) {
      this.source.resume();
      return;
    }
    this.started = true;
    this.source.on('data', (chunk: Buffer) => {
      if (!this.push(chunk)) this.source.pause();
    });
    this.source.once('end', () => this.push(null));
    this.source.once('error', (error) => this.destroy(error));
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    if (this.started) this.source.destroy(error ?? undefined);
    callback(error);
  }
}

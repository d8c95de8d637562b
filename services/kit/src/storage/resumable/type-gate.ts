import { type Readable, Transform, type TransformCallback } from 'node:stream';
import { KitMessages } from '../../errors/messages';
import { SNIFF_BYTES, type UploadKind, sniffUpload } from '../upload';

/** An error the tus server answers with its own status and body. */
export class TusRefusal extends Error {
  constructor(
    readonly status_code: number,
    readonly body: string,
  ) {
    super(body);
  }
}

export const unsupportedType = () => new TusRefusal(415, KitMessages.unsupportedMediaType);

/**
 * Holds back the start of an upload until enough bytes arrived to judge its type, then lets everything through,
 * or fails with 415. Nothing reaches the store before the type is known, so a refused upload leaves only its
 * description, and a later chunk never needs the earlier bytes again.
 */
export class TypeGate extends Transform {
  /** Why the gate closed, if it did: stores replace the errors of their streams with their own. */
  refusal?: TusRefusal;
  private held: Buffer[] = [];
  private heldBytes = 0;
  private open = false;

  constructor(
    private readonly needed: number,
    private readonly kinds: UploadKind[],
  ) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, done: TransformCallback): void {
    if (this.open) return done(null, chunk);
    this.held.push(chunk);
    this.heldBytes += chunk.length;
    if (this.heldBytes < this.needed) return done();
    this.judge(done);
  }

  override _flush(done: TransformCallback): void {
    if (this.open || this.heldBytes === 0) return done();
    // A first chunk shorter than the judged start: take nothing, the client sends it again in one piece.
    done(this.refuse(new TusRefusal(400, KitMessages.uploadStartTooShort)));
  }

  private refuse(refusal: TusRefusal): TusRefusal {
    this.refusal = refusal;
    return refusal;
  }

  private judge(done: TransformCallback): void {
    const head = Buffer.concat(this.held);
    this.held = [];
    sniffUpload(head, this.kinds).then(
      (sniffed) => {
        if (!sniffed) return done(this.refuse(unsupportedType()));
        this.open = true;
        done(null, head);
      },
      (error: Error) => done(error),
    );
  }
}

/**
 * The body of a chunk, checked when it starts the upload: the first SNIFF_BYTES (or the whole file when it is
 * shorter) decide. Chunks further on passed the check already through their first chunk.
 */
export function gateByType(
  body: Readable,
  offset: number,
  uploadSize: number | undefined,
  kinds: UploadKind[],
): { stream: Readable; gate?: TypeGate } {
  if (offset > 0) return { stream: body };
  const gate = new TypeGate(Math.min(SNIFF_BYTES, uploadSize ?? SNIFF_BYTES), kinds);
  // A refusal fails only the store's write, not the request stream: tus answers once the write gave up (and the
  // upload is removed), never before.
  body.on('error', (error) => gate.destroy(error));
  // The refusal is read from the gate; a store that already let go of the stream must not see it as unhandled.
  gate.on('error', () => undefined);
  return { stream: body.pipe(gate), gate };
}

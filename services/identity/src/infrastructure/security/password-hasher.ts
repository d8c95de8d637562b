import { Inject, Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';
import { IDENTITY_CONFIG, type IdentityConfig } from '../../config';

/** argon2id with the configured cost (OWASP's 19 MiB / 2 passes by default; tests run cheaper). */
@Injectable()
export class PasswordHasher {
  private readonly options: argon2.Options;
  private dummyHash?: Promise<string>;

  constructor(@Inject(IDENTITY_CONFIG) config: IdentityConfig) {
    this.options = {
      type: argon2.argon2id,
      memoryCost: config.argon2.memoryCost,
      timeCost: config.argon2.timeCost,
      parallelism: 1,
    };
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, this.options);
  }

  /**
   * True when the password matches. Without a hash (unknown address, Google-only account) a dummy hash is still
   * checked, so the answer takes as long as a real one and timing does not tell whether the account exists.
   */
  async verify(hash: string | null, password: string): Promise<boolean> {
    if (!hash) {
      this.dummyHash ??= this.hash('timing-equaliser-not-a-password');
      await argon2.verify(await this.dummyHash, password).catch(() => false);
      return false;
    }
    return argon2.verify(hash, password).catch(() => false);
  }

  /** A hash made with older (cheaper) settings is replaced at the next successful login. */
  needsRehash(hash: string): boolean {
    return argon2.needsRehash(hash, this.options);
  }
}

import { Inject, Injectable } from '@nestjs/common';
import { hash, verify } from '@node-rs/argon2';
import { SERVICE_CONFIG } from '@rmj/nest-common';
import type { IdentityConfig } from '../config/identity.config';

/** OWASP's argon2id baseline (19 MiB, 2 passes, 1 lane); tests use a cheaper memory cost. */
const PRODUCTION_COST = { memoryCost: 19456, timeCost: 2, parallelism: 1 };
const TEST_COST = { memoryCost: 4096, timeCost: 2, parallelism: 1 };

@Injectable()
export class PasswordHasher {
  private readonly cost: typeof PRODUCTION_COST;
  /** Verified against when the e-mail is unknown, so both cases take as long. */
  private decoy?: Promise<string>;

  constructor(@Inject(SERVICE_CONFIG) config: IdentityConfig) {
    this.cost = config.NODE_ENV === 'test' ? TEST_COST : PRODUCTION_COST;
  }

  /** argon2id (the library's default algorithm) PHC string. */
  hash(password: string): Promise<string> {
    return hash(password, this.cost);
  }

  async verify(passwordHash: string | undefined, password: string): Promise<boolean> {
    if (!passwordHash) {
      this.decoy ??= this.hash('decoy-password-1');
      await verify(await this.decoy, password).catch(() => false);
      return false;
    }
    return verify(passwordHash, password).catch(() => false);
  }
}

import type { NestExpressApplication } from '@nestjs/platform-express';

/** Client addresses come from x-forwarded-for only when the hop is loopback or a private network (the gateway). */
export function trustLocalProxies(app: NestExpressApplication): void {
  app.set('trust proxy', 'loopback, uniquelocal');
}

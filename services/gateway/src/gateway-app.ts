/**
 * The gateway's express layers, in order, registered with app.use() before Nest's
 * router (so before listen): request id, security headers, remote bundles, rate
 * limits, body limit + proxy, then the shell. Nothing here parses a request body.
 */
import type { NestExpressApplication } from '@nestjs/platform-express';
import type { GatewayConfig } from './config/gateway.config';
import { rateLimits } from './edge/rate-limits';
import { requestId } from './edge/request-id';
import { requireLogin } from './edge/require-login';
import { securityHeaders } from './edge/security-headers';
import { apiProxy } from './proxy/api-proxy';
import { remoteBundles, shellApp } from './static/static-files';

export function configureGateway(app: NestExpressApplication, config: GatewayConfig): void {
  app.set('trust proxy', config.TRUST_PROXY);
  app.use(requestId);
  app.use(securityHeaders(config));
  if (config.STATIC_ROOT) app.use('/mfe', remoteBundles(config.STATIC_ROOT, config.MFE_CORS_ORIGIN));
  app.use(rateLimits(config));
  app.use(requireLogin(config.JWT_SECRET));
  app.use(apiProxy(config));
  if (config.STATIC_ROOT) app.use(shellApp(config.STATIC_ROOT));
}

/**
 * The gateway's express layers, in order, registered with app.use() before Nest's
 * router (so before listen): request id, security headers, remote bundles, compression of
 * JSON answers, rate limits, the payment sandbox (development only), the API documents at /api/docs
 * (development only), body limit + proxy, server-rendered pages (RENDER_URL), then the shell. Nothing here parses a request body.
 */
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Metrics } from '@rmj/nest-common';
import compression from 'compression';
import type { GatewayConfig } from './config/gateway.config';
import { apiDocs, servesApiDocs } from './docs/api-docs';
import { rateLimits } from './edge/rate-limits';
import { requestId } from './edge/request-id';
import { requireLogin } from './edge/require-login';
import { securityHeaders } from './edge/security-headers';
import { apiProxy } from './proxy/api-proxy';
import { languageRedirect } from './render/language-redirect';
import { renderPages } from './render/render-pages';
import { paymentSandboxProxy } from './proxy/payment-sandbox-proxy';
import { gatewayRouteOf } from './routing/metrics-route';
import { remoteBundles, shellApp } from './static/static-files';

export function configureGateway(app: NestExpressApplication, config: GatewayConfig): void {
  app.set('trust proxy', config.TRUST_PROXY);
  const metrics = app.get(Metrics);
  metrics.routeResolver = gatewayRouteOf;
  app.use(requestId);
  app.use(securityHeaders(config));
  if (config.STATIC_ROOT) app.use('/mfe', remoteBundles(config.STATIC_ROOT, config.MFE_CORS_ORIGIN));
  // JSON answers (API and runtime configuration) leave compressed when the browser accepts it:
  // brotli (quality 4: cheap enough per request), else gzip; bodies under 1 KB stay as they are.
  // Static files are compressed at build time instead (see static-files.ts).
  app.use(['/api', '/config'], compression({ threshold: 1024 }));
  app.use(rateLimits(config));
  if (config.PAYMENT_SANDBOX_URL) app.use(paymentSandboxProxy(config.PAYMENT_SANDBOX_URL));
  if (servesApiDocs(config)) app.use(apiDocs(config));
  app.use(requireLogin(config.JWT_PUBLIC_KEY));
  app.use(apiProxy(config, metrics));
  // An English page asked for by a shopper who chose Tamil goes to its Tamil address (rmj_lang cookie).
  app.use(languageRedirect());
  // Pages go to the render service first; on its failure they fall through to the shell's index.html.
  if (config.RENDER_URL) app.use(renderPages(config, metrics));
  if (config.STATIC_ROOT) app.use(shellApp(config.STATIC_ROOT));
}

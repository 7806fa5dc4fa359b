import { Controller, Get, Inject, NotFoundException, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { SERVICE_CONFIG } from '@rmj/nest-common';
import type { GatewayConfig } from '../config/gateway.config';
import { serviceTargets } from '../proxy/api-proxy';
import { SERVICE_NAMES } from '../routing/api-routes';

interface UpstreamStatus {
  status: 'up' | 'down';
  httpStatus?: number;
  /** 'timeout' or a connection error code: never an address. */
  error?: string;
}

/**
 * `GET /health/upstreams`: each service's readiness, for ops and the start script. 200 when all
 * are ready, 503 otherwise. The gateway's own readiness never depends on it. Internal only: a
 * request that came through a proxy (X-Forwarded-For or Forwarded, as the Ingress adds) gets a
 * 404, and the Kubernetes Ingress routes only /health/live and /health/ready to the gateway.
 */
@Controller('health')
export class UpstreamsController {
  constructor(@Inject(SERVICE_CONFIG) private readonly config: GatewayConfig) {}

  @Get('upstreams')
  async upstreams(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    if (req.headers['x-forwarded-for'] !== undefined || req.headers.forwarded !== undefined)
      throw new NotFoundException();
    const targets = serviceTargets(this.config);
    const entries = await Promise.all(
      SERVICE_NAMES.map(async (name) => [name, await this.probe(targets[name])] as const),
    );
    const upstreams = Object.fromEntries(entries) as Record<string, UpstreamStatus>;
    const allUp = entries.every(([, s]) => s.status === 'up');
    res.status(allUp ? 200 : 503);
    res.setHeader('Cache-Control', 'no-store');
    return { status: allUp ? 'ok' : 'degraded', upstreams };
  }

  private async probe(base: string): Promise<UpstreamStatus> {
    try {
      const answer = await fetch(`${base}/health/ready`, {
        signal: AbortSignal.timeout(this.config.UPSTREAM_HEALTH_TIMEOUT_MS),
      });
      await answer.body?.cancel();
      return { status: answer.ok ? 'up' : 'down', httpStatus: answer.status };
    } catch (err) {
      const cause = (err as { cause?: { code?: string } }).cause?.code;
      return { status: 'down', error: (err as Error).name === 'TimeoutError' ? 'timeout' : (cause ?? 'unreachable') };
    }
  }
}

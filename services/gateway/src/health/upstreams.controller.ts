import { Controller, Get, Inject, Res } from '@nestjs/common';
import type { Response } from 'express';
import { SERVICE_CONFIG } from '@rmj/nest-common';
import type { GatewayConfig } from '../config/gateway.config';
import { serviceTargets } from '../proxy/api-proxy';
import { SERVICE_NAMES } from '../routing/api-routes';

interface UpstreamStatus {
  url: string;
  status: 'up' | 'down';
  httpStatus?: number;
  error?: string;
}

/**
 * `GET /health/upstreams`: each service's readiness, for ops and the start script.
 * 200 when all are ready, 503 otherwise. The gateway's own readiness never depends on it.
 */
@Controller('health')
export class UpstreamsController {
  constructor(@Inject(SERVICE_CONFIG) private readonly config: GatewayConfig) {}

  @Get('upstreams')
  async upstreams(@Res({ passthrough: true }) res: Response) {
    const targets = serviceTargets(this.config);
    const entries = await Promise.all(SERVICE_NAMES.map(async (name) => [name, await this.probe(targets[name])] as const));
    const upstreams = Object.fromEntries(entries) as Record<string, UpstreamStatus>;
    const allUp = entries.every(([, s]) => s.status === 'up');
    res.status(allUp ? 200 : 503);
    res.setHeader('Cache-Control', 'no-store');
    return { status: allUp ? 'ok' : 'degraded', upstreams };
  }

  private async probe(base: string): Promise<UpstreamStatus> {
    const url = `${base}/health/ready`;
    try {
      const answer = await fetch(url, { signal: AbortSignal.timeout(this.config.UPSTREAM_HEALTH_TIMEOUT_MS) });
      await answer.body?.cancel();
      return { url, status: answer.ok ? 'up' : 'down', httpStatus: answer.status };
    } catch (err) {
      const cause = (err as { cause?: { code?: string } }).cause?.code;
      const error = (err as Error).name === 'TimeoutError' ? 'timeout' : (cause ?? (err as Error).message);
      return { url, status: 'down', error };
    }
  }
}

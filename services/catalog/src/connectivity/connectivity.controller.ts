import { Controller, Get } from '@nestjs/common';
import type { ConnectivityResponse } from '@rmj/contracts';

/** `GET /api/test`: the connectivity check listings make before loading. */
@Controller('api/test')
export class ConnectivityController {
  @Get()
  check(): ConnectivityResponse {
    return { success: true, message: 'Catalog service is reachable' };
  }
}

import { Controller, Get } from '@nestjs/common';

/** `GET /api/test`: the connectivity check listings make before loading. */
@Controller('api/test')
export class ConnectivityController {
  @Get()
  check() {
    return { success: true, message: 'Catalog service is reachable' };
  }
}

import { Controller } from '@nestjs/common';
import { ENDPOINTS, type ConnectivityResponse } from '@rmj/contracts';
import { Endpoint } from '@rmj/nest-common';

/** `GET /api/test`: the connectivity check listings make before loading. */
@Controller()
export class ConnectivityController {
  @Endpoint(ENDPOINTS.connectivity)
  check(): ConnectivityResponse {
    return { success: true, message: 'Catalog service is reachable' };
  }
}

// Service to service (never under /api): orders records the HUIDs it takes at Quality check.
import { Body, Controller } from '@nestjs/common';
import { ENDPOINTS, type SoldHuidsRequest, type SoldHuidsResponse } from '@rmj/contracts';
import { Endpoint } from '@rmj/nest-common';
import { SoldHuids } from './sold-huids.service';

@Controller()
export class InternalHuidsController {
  constructor(private readonly sold: SoldHuids) {}

  /** POST /internal/huids/sold → {recorded, already}; 409 when a HUID is on another piece. */
  @Endpoint(ENDPOINTS.recordSoldHuids)
  record(@Body() body: SoldHuidsRequest): Promise<SoldHuidsResponse> {
    return this.sold.record(body);
  }
}

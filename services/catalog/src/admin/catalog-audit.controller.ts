import { Controller, Query } from '@nestjs/common';
import { ENDPOINTS, type StaffAuditPage, type StaffAuditQuery } from '@rmj/contracts';
import { Endpoint, StaffAuditTrail } from '@rmj/nest-common';

/** GET /api/admin/catalogue/audit: the catalogue's trail, newest first (the owner reads it). */
@Controller()
export class CatalogAuditController {
  constructor(private readonly trail: StaffAuditTrail) {}

  @Endpoint(ENDPOINTS.catalogAudit)
  page(@Query() query: StaffAuditQuery): Promise<StaffAuditPage> {
    return this.trail.page(query);
  }
}

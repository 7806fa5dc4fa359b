import { Controller, Req } from '@nestjs/common';
import { ENDPOINTS, type StaffAuditPage, type StaffAuditQuery } from '@rmj/contracts';
import { Endpoint, StaffAuditTrail } from '@rmj/nest-common';
import type { Request } from 'express';

/** GET /api/admin/catalogue/audit: the catalogue's trail, newest first (the owner reads it). */
@Controller()
export class CatalogAuditController {
  constructor(private readonly trail: StaffAuditTrail) {}

  @Endpoint(ENDPOINTS.catalogAudit)
  page(@Req() req: Request): Promise<StaffAuditPage> {
    // The query as sent (the contract's pipe has checked it): page() reads the raw text values itself.
    return this.trail.page(req.query as StaffAuditQuery);
  }
}

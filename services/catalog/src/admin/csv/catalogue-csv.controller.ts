import { BadRequestException, Controller, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { CATALOG_ADMIN_MESSAGES, CATALOGUE_CSV_MAX_BYTES, ENDPOINTS, type CatalogueImportResult } from '@rmj/contracts';
import { Endpoint, type AccessClaims } from '@rmj/nest-common';
import contentDisposition from 'content-disposition';
import type { Response } from 'express';
import { singleFileInterceptor } from '../../uploads/single-file.interceptor';
import { StaffActor } from '../staff-actor.decorator';
import { CatalogueImportService } from './catalogue-import.service';

const CsvInterceptor = singleFileInterceptor({
  field: 'file',
  maxBytes: CATALOGUE_CSV_MAX_BYTES,
  messages: {
    tooLarge: CATALOG_ADMIN_MESSAGES.csvTooLarge,
    oneFileOnly: CATALOG_ADMIN_MESSAGES.csvMissing,
    missing: CATALOG_ADMIN_MESSAGES.csvMissing,
  },
});

@Controller()
export class CatalogueCsvController {
  constructor(private readonly csv: CatalogueImportService) {}

  /** The catalogue as `rmj-catalogue-<date>.csv`, a download. */
  @Endpoint(ENDPOINTS.adminExportCatalogue)
  async export(@Res() res: Response): Promise<void> {
    const body = await this.csv.exportCsv();
    const name = `rmj-catalogue-${new Date().toISOString().slice(0, 10)}.csv`;
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', contentDisposition(name, { type: 'attachment' }));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.send(body);
  }

  /** 200 {created, updated}; 422 {message, rows} and nothing changed when any row is bad. */
  @Endpoint(ENDPOINTS.adminImportCatalogue)
  @UseInterceptors(CsvInterceptor)
  import(
    @UploadedFile() file: { buffer: Buffer } | undefined,
    @StaffActor() actor: AccessClaims,
  ): Promise<CatalogueImportResult> {
    if (!file || file.buffer.length === 0) throw new BadRequestException(CATALOG_ADMIN_MESSAGES.csvMissing);
    return this.csv.importCsv(file.buffer, actor);
  }
}

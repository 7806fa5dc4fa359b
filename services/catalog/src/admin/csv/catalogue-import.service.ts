// CSV import, all or nothing as far as a database without transactions allows: every row is checked
// first (its fields as the form checks them, its id, duplicates, the price rule), and any bad row means
// a 422 listing each one and no write at all. Only then are rows written, one product at a time. If the
// database fails half way, the rows before the failure are in: importing the same file again converges
// (rows with an id set their product to the row; rows without one get an id derived from the file's
// bytes and line, so the second run finds the product the first one created instead of adding another).
import { Injectable, UnprocessableEntityException } from '@nestjs/common';
import {
  CATALOG_ADMIN_MESSAGES,
  PRICE_OWNER_ONLY_MESSAGE,
  type CatalogueImportResult,
  type ProductDraft,
} from '@rmj/contracts';
import { StaffAuditTrail, type AccessClaims } from '@rmj/nest-common';
import { createHash } from 'node:crypto';
import { CatalogueWrites } from '../../products/catalogue-writes';
import { isProductId } from '../../products/product-views';
import { ProductReadModel } from '../../products/read-model/product-read-model';
import { isDuplicateKey } from '../../stock/stock-ledger';
import { AdminProductsService, priceNeedsApproval } from '../products/admin-products.service';
import { draftOf, priceChanges } from '../products/product-draft';
import { CsvHeaderError, readCatalogueCsv, rowToDraft, toCsvRow, writeCatalogueCsv } from './catalogue-csv';

interface PlannedRow {
  line: number;
  id: string;
  /** True when no product has the id yet (a blank id, given one from the file and line). */
  create: boolean;
  draft: ProductDraft;
  published: boolean | undefined;
}

type RowProblem = { line: number; reason: string };

/** The id a row without one gets: the same file and line always give the same id. */
const importedId = (fileHash: string, line: number): string =>
  createHash('sha256').update(`${fileHash}:${line}`).digest('hex').slice(0, 24);

@Injectable()
export class CatalogueImportService {
  constructor(
    private readonly readModel: ProductReadModel,
    private readonly products: AdminProductsService,
    private readonly writes: CatalogueWrites,
    private readonly trail: StaffAuditTrail,
  ) {}

  /** Every product not archived, in the collection's order. */
  async exportCsv(): Promise<string> {
    await this.readModel.refresh();
    const rows = this.readModel
      .current()
      .all.filter((entry) => !entry.archived)
      .map((entry) => toCsvRow(entry.id, draftOfEntry(entry), entry.published));
    return writeCatalogueCsv(rows);
  }

  async importCsv(content: Buffer, actor: AccessClaims): Promise<CatalogueImportResult> {
    const plan = await this.check(content, actor);
    let created = 0;
    let updated = 0;
    for (const row of plan) {
      if (row.create) {
        try {
          await this.products.insertProduct(row.draft, actor, { published: row.published ?? false, id: row.id });
          created += 1;
          continue;
        } catch (error) {
          // Created a moment ago by the same file (a second import running): update it like any row.
          if (!isDuplicateKey(error)) throw error;
        }
      }
      const current = await this.products.current(row.id);
      if (await this.products.applyEdit(current, row.draft, row.published ?? current.editable.published, actor))
        updated += 1;
    }
    await this.trail.record({ actor, action: 'catalogue.imported', after: { rows: plan.length, created, updated } });
    if (created + updated > 0) await this.writes.committed();
    return { created, updated };
  }

  /** Every row checked against the catalogue as it is now; 422 with every problem, or the rows to write. */
  private async check(content: Buffer, actor: AccessClaims): Promise<PlannedRow[]> {
    let read;
    try {
      read = readCatalogueCsv(content.toString('utf8'));
    } catch (error) {
      const reason = error instanceof CsvHeaderError ? error.message : CATALOG_ADMIN_MESSAGES.csvUnreadable;
      throw rowsRefused([{ line: 1, reason }]);
    }
    await this.readModel.refresh();
    const known = this.readModel.current().byId;
    const fileHash = createHash('sha256').update(content).digest('hex');
    const problems: RowProblem[] = [];
    const plan: PlannedRow[] = [];
    const seen = new Map<string, number>();
    for (const { line, cells, absent } of read) {
      const reasons: string[] = [];
      const given = cells.id.toLowerCase();
      if (given && !isProductId(given)) reasons.push(`The id "${cells.id.slice(0, 40)}" is not a product id.`);
      else if (given && !known.has(given))
        reasons.push(`No product has the id ${given}; leave the id empty to add a new product.`);
      const id = given || importedId(fileHash, line);
      const earlier = seen.get(id);
      if (earlier !== undefined) reasons.push(`This product is already on line ${earlier}.`);
      seen.set(id, line);
      const parsed = rowToDraft(cells);
      if (!parsed.ok) reasons.push(...parsed.reasons);
      const existing = known.get(id);
      if (parsed.ok) {
        const stored = existing ? draftOfEntry(existing) : undefined;
        for (const column of absent) Object.assign(parsed.draft, { [column]: stored?.[column] ?? null });
      }
      const priced = parsed.ok && existing ? priceChanges(draftOfEntry(existing), parsed.draft).length > 0 : false;
      if (priced && actor.role !== 'owner') reasons.push(PRICE_OWNER_ONLY_MESSAGE);
      // Refused here rather than when written, so a file never lands half way.
      if (parsed.ok && parsed.published === true) {
        if (!existing && priceNeedsApproval(actor)) reasons.push(CATALOG_ADMIN_MESSAGES.csvNewPublishedByStaff);
        else if (existing?.pricePending && !priced) reasons.push(CATALOG_ADMIN_MESSAGES.priceNotApproved);
      }
      if (reasons.length > 0) problems.push({ line, reason: reasons.join(' ') });
      else if (parsed.ok) plan.push({ line, id, create: !existing, draft: parsed.draft, published: parsed.published });
    }
    if (read.length === 0) problems.push({ line: 2, reason: 'The file has no product rows under its header.' });
    if (problems.length > 0) throw rowsRefused(problems);
    return plan;
  }
}

function rowsRefused(rows: RowProblem[]): UnprocessableEntityException {
  return new UnprocessableEntityException({
    statusCode: 422,
    error: 'Unprocessable Entity',
    message: CATALOG_ADMIN_MESSAGES.csvRows,
    rows,
  });
}

/** The draft of a read-model entry (its answer carries every field but the stock, kept beside it). */
function draftOfEntry(entry: { dto: Parameters<typeof draftOf>[0]; stock: number }): ProductDraft {
  return draftOf(entry.dto, entry.stock);
}

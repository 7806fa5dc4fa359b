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
  type Product,
  type ProductDraft,
} from '@rmj/contracts';
import { type AccessClaims, isDuplicateKey, StaffAuditTrail } from '@rmj/nest-common';
import { createHash } from 'node:crypto';
import { HUID_STORE_MESSAGES, HuidStore } from '../../huids/huid-store.service';
import { CatalogueWrites } from '../../products/catalogue-writes';
import { isProductId } from '../../products/product-views';
import type { StoredPricingFields, StoredProduct } from '../../products/read-model/product-entry';
import { ProductReadModel } from '../../products/read-model/product-read-model';
import { AdminProductsService, priceNeedsApproval } from '../products/admin-products.service';
import { draftOf, ownerPriceChanges } from '../products/product-draft';
import {
  CsvHeaderError,
  readCatalogueCsv,
  rowToDraft,
  toCsvRow,
  writeCatalogueCsv,
  type ReadRow,
} from './catalogue-csv';
import { HUID_COLUMN_MESSAGES, readHuidCell } from './huid-column';

interface PlannedRow {
  line: number;
  id: string;
  /** True when no product has the id yet (a blank id, given one from the file and line). */
  create: boolean;
  draft: ProductDraft;
  published: boolean | undefined;
  /** HUIDs of the `huids` cell the product does not have yet. */
  newHuids: string[];
}

type RowProblem = { line: number; reason: string };

/** The `huids` cells of a file by line, and the HUIDs of the file already recorded. */
interface HuidCells {
  byLine: Map<number, { problems: ((productId: string) => string)[]; huids: string[] }>;
  recorded: Map<string, { productId: string; productName: string }>;
}

/** Optional columns outside pricing that a file leaves out: each product keeps its stored value. */
const KEPT_WHEN_ABSENT = ['fineness', 'dimensions', 'nameTa', 'descriptionTa'] as const;

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
    private readonly huids: HuidStore,
  ) {}

  /** Every product not archived, in the collection's order. */
  async exportCsv(): Promise<string> {
    await this.readModel.refresh();
    const huids = await this.huids.inStockByProduct();
    const rows = this.readModel
      .current()
      .all.filter((entry) => !entry.archived)
      .map((entry) => toCsvRow(entry.id, draftOfEntry(entry), entry.published, huids.get(entry.id)));
    return writeCatalogueCsv(rows);
  }

  async importCsv(content: Buffer, actor: AccessClaims): Promise<CatalogueImportResult> {
    const plan = await this.check(content, actor);
    let created = 0;
    let updated = 0;
    for (const row of plan) {
      const written = await this.writeRow(row, actor);
      // After its product exists: new HUIDs count as a change of an existing product.
      if (row.newHuids.length > 0) await this.huids.addChecked(row.id, row.newHuids, actor);
      if (written === 'created') created += 1;
      else if (written === 'updated' || row.newHuids.length > 0) updated += 1;
    }
    await this.trail.record({ actor, action: 'catalogue.imported', after: { rows: plan.length, created, updated } });
    if (created + updated > 0) await this.writes.committed();
    return { created, updated };
  }

  /** Creates or updates a row's product: what happened (null: nothing differed). */
  private async writeRow(row: PlannedRow, actor: AccessClaims): Promise<'created' | 'updated' | null> {
    if (row.create) {
      try {
        await this.products.insertProduct(row.draft, actor, { published: row.published ?? false, id: row.id });
        return 'created';
      } catch (error) {
        // Created a moment ago by the same file (a second import running): update it like any row.
        if (!isDuplicateKey(error)) throw error;
      }
    }
    const current = await this.products.current(row.id);
    const changed = await this.products.applyEdit(
      current,
      row.draft,
      row.published ?? current.editable.published,
      actor,
    );
    return changed ? 'updated' : null;
  }

  /**
   * The `huids` cell of every row (by line): its HUIDs and their problems (not HUIDs, twice in the
   * file, recorded for another product; a problem takes the row's product id), read against the
   * HUIDs recorded now in one query.
   */
  private async readHuidCells(read: readonly ReadRow[]): Promise<HuidCells> {
    const byLine = new Map<number, { huids: string[]; format: string[] }>();
    for (const { line, cells, absent } of read) {
      if (absent.includes('huids')) continue;
      const { huids, problems } = readHuidCell(cells.huids);
      byLine.set(line, { huids, format: problems });
    }
    const recorded = await this.huids.recorded([...byLine.values()].flatMap((cell) => cell.huids));
    const firstLine = new Map<string, number>();
    const cells: HuidCells = { byLine: new Map(), recorded };
    for (const [line, { huids, format }] of byLine) {
      const problems: ((productId: string) => string)[] = format.map((message) => () => message);
      for (const huid of huids) {
        const earlier = firstLine.get(huid);
        if (earlier !== undefined) problems.push(() => HUID_COLUMN_MESSAGES.alsoOnLine(huid, earlier));
        else firstLine.set(huid, line);
        const owner = recorded.get(huid);
        if (owner)
          problems.push((productId) =>
            owner.productId === productId
              ? ''
              : `huids: ${HUID_STORE_MESSAGES.alreadyRecorded(huid, owner.productName)}`,
          );
      }
      cells.byLine.set(line, { problems, huids });
    }
    return cells;
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
    const huidCells = await this.readHuidCells(read);
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
      const existing = known.get(id);
      // Pricing columns the file leaves out keep the product's values.
      const parsed = rowToDraft(cells, existing ? keptPricing(draftOfEntry(existing)) : {}, absent);
      if (!parsed.ok) reasons.push(...parsed.reasons);
      if (parsed.ok) {
        const stored = existing ? draftOfEntry(existing) : undefined;
        for (const column of KEPT_WHEN_ABSENT.filter((c) => absent.includes(c)))
          Object.assign(parsed.draft, { [column]: stored?.[column] ?? null });
      }
      const huids = huidCells.byLine.get(line) ?? { problems: [], huids: [] };
      // A row repeating a product already in the file repeats its HUIDs too: the one reason says it all.
      if (earlier === undefined) reasons.push(...huids.problems.map((problem) => problem(id)).filter(Boolean));
      // HUIDs already on this product are skipped: an export imported back changes nothing.
      const newHuids = huids.huids.filter((huid) => huidCells.recorded.get(huid)?.productId !== id);
      if (parsed.ok && newHuids.length > 0 && !parsed.draft.hallmarked)
        reasons.push(HUID_COLUMN_MESSAGES.notHallmarked);
      const priced = parsed.ok && existing ? ownerPriceChanges(draftOfEntry(existing), parsed.draft).length > 0 : false;
      if (priced && actor.role !== 'owner') reasons.push(PRICE_OWNER_ONLY_MESSAGE);
      // Refused here rather than when written, so a file never lands half way.
      if (parsed.ok && parsed.published === true) {
        if (!existing && priceNeedsApproval(actor)) reasons.push(CATALOG_ADMIN_MESSAGES.csvNewPublishedByStaff);
        else if (existing?.pricePending && !priced) reasons.push(CATALOG_ADMIN_MESSAGES.priceNotApproved);
      }
      if (reasons.length > 0) problems.push({ line, reason: reasons.join(' ') });
      else if (parsed.ok)
        plan.push({
          line,
          id,
          create: !existing,
          draft: parsed.draft,
          published: parsed.published,
          newHuids,
        });
    }
    if (read.length === 0) problems.push({ line: 2, reason: 'The file has no product rows under its header.' });
    if (problems.length > 0) throw rowsRefused(problems);
    return plan;
  }
}

/** The draft fields of a product's pricing (kept when the file has no column for them). */
function keptPricing(draft: ProductDraft): Partial<ProductDraft> {
  const {
    pricingMode,
    grossGram,
    making,
    hallmarkingCharge,
    makingDiscountPercent,
    discountOnWhole,
    stones,
    hallmarked,
  } = draft;
  return {
    pricingMode,
    grossGram,
    making,
    hallmarkingCharge,
    makingDiscountPercent,
    discountOnWhole,
    stones,
    hallmarked,
  };
}

function rowsRefused(rows: RowProblem[]): UnprocessableEntityException {
  return new UnprocessableEntityException({
    statusCode: 422,
    error: 'Unprocessable Entity',
    message: CATALOG_ADMIN_MESSAGES.csvRows,
    rows,
  });
}

/** The draft of a read-model entry (its answer and stored pricing carry every field but the stock, kept beside it). */
function draftOfEntry(entry: { dto: Product; pricing: StoredPricingFields; stock: number }): ProductDraft {
  // The stored prices, not the answer's (a piece sold by weight shows today's price, it has none stored).
  return draftOf({ ...entry.dto, ...entry.pricing } as unknown as StoredProduct, entry.stock);
}

// A paid order's hallmarked pieces leave stock with their HUIDs, and a cancelled order's come back
// (see huid-records.ts for why claims are inserts). Called by the stock take and the stock return,
// after the line's entry on its product's stock chain.
import { isDuplicateKey } from '@rmj/nest-common';
import type { Connection } from 'mongoose';
import {
  findByIds,
  huidClaims,
  huidKey,
  huidRecords,
  huidsInStock,
  newClaimToken,
  slotId,
  type HuidClaim,
  type HuidRecord,
} from './huid-records';

export interface HuidLine {
  orderId: string;
  orderNumber?: string;
  /** As stored (24 lower-case hex characters). */
  productId: string;
  /** Pieces on the line: one HUID each while the product has HUIDs in stock. */
  quantity: number;
}

/** The claims of an order's line, slot by slot (absent: the slot has none). */
async function lineClaims(connection: Connection, line: HuidLine): Promise<(HuidClaim | null)[]> {
  const ids = Array.from({ length: line.quantity }, (_, n) => slotId(line.orderId, line.productId, n));
  const found = await findByIds(huidClaims(connection), ids);
  const byId = new Map(found.map((claim) => [claim._id, claim]));
  return ids.map((id) => byId.get(id) ?? null);
}

const tokenOf = (claim: HuidClaim): string => claim.huidKey.slice(claim.huid.length + 1);

/**
 * The HUID document follows its claim, only while it still carries the token claimed. Checked on the
 * document read by `_id`, then updated by `_id` alone: FerretDB on SQLite looks a document up by
 * `_id` quickly but scans the collection for an update filtered on anything more. Nothing else writes
 * a HUID while a claim holds its token (a return comes after the take is applied).
 */
async function markSold(connection: Connection, claim: HuidClaim): Promise<void> {
  if (claim.returned) return;
  const record = await huidRecords(connection).findOne({ _id: claim.huid });
  if (!record || record.claimToken !== tokenOf(claim) || record.state === 'sold') return;
  await huidRecords(connection).updateOne(
    { _id: claim.huid },
    {
      $set: {
        state: 'sold',
        ...(claim.orderId ? { orderId: claim.orderId } : {}),
        ...(claim.orderNumber ? { orderNumber: claim.orderNumber } : {}),
        soldAt: claim.at,
      },
    },
  );
}

/**
 * Claims one in-stock HUID per piece of the line, oldest first, and answers them in slot order.
 * Exactly once per order: a slot already filled (an earlier or concurrent call for this order)
 * answers its HUID; a HUID another order claimed first is skipped for the next. Fewer HUIDs in stock
 * than pieces: the slots left over get none (the piece gets its HUID at dispatch or Quality check).
 */
export async function claimHuids(connection: Connection, line: HuidLine, fresh = false): Promise<string[]> {
  // The first call for an order has no slots to find (a concurrent one it races is met on insert).
  const claims = fresh ? [] : await lineClaims(connection, line);
  const huids: string[] = [];
  let candidates: HuidRecord[] | null = null;
  for (let n = 0; n < line.quantity; n += 1) {
    const filled = claims[n];
    if (filled) {
      // An interrupted call may have claimed it without marking the document: finish that.
      await markSold(connection, filled);
      huids.push(filled.huid);
      continue;
    }
    candidates ??= await huidsInStock(connection, line.productId);
    const claimed = await claimSlot(connection, line, n, candidates);
    if (!claimed) break;
    huids.push(claimed);
  }
  return huids;
}

/** Fills slot n with the first candidate nobody else has (taking them off the list); null when none is left. */
async function claimSlot(
  connection: Connection,
  line: HuidLine,
  n: number,
  candidates: HuidRecord[],
): Promise<string | null> {
  const id = slotId(line.orderId, line.productId, n);
  for (let next = candidates.shift(); next; next = candidates.shift()) {
    const claim: HuidClaim = {
      _id: id,
      huidKey: huidKey(next),
      huid: next._id,
      productId: line.productId,
      orderId: line.orderId,
      ...(line.orderNumber ? { orderNumber: line.orderNumber } : {}),
      at: new Date(),
    };
    try {
      await huidClaims(connection).insertOne(claim);
      await markSold(connection, claim);
      return claim.huid;
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      // Either this slot was filled by a concurrent call for the same order (answer its HUID, and
      // keep the candidate: it is still free for the next slot), or this HUID went to another order
      // (or was removed) first: try the next.
      const slot = await filledSlot(connection, id);
      if (slot) {
        if (slot !== next._id) candidates.unshift(next);
        return slot;
      }
    }
  }
  // No candidate left for this call, yet a concurrent call for the same order that read the stock
  // earlier may have filled the slot meanwhile: its HUID is this order's too.
  return filledSlot(connection, id);
}

/** The HUID slot `id` holds (marking its document sold), or null while it is empty. */
async function filledSlot(connection: Connection, id: string): Promise<string | null> {
  const slot = await huidClaims(connection).findOne({ _id: id });
  if (!slot) return null;
  await markSold(connection, slot);
  return slot.huid;
}

/** The HUIDs an order's line claimed and still holds as sold (none returned). */
export async function heldHuids(connection: Connection, line: HuidLine): Promise<string[]> {
  return (await lineClaims(connection, line)).flatMap((claim) => (claim && !claim.returned ? [claim.huid] : []));
}

/**
 * Puts a cancelled order's HUIDs of a line back in stock, once: each claim's HUID gets a fresh token
 * (only while it still carries the one claimed), then the claim is marked returned. Answers them.
 */
export async function returnHuids(connection: Connection, line: HuidLine): Promise<string[]> {
  const returned: string[] = [];
  for (const claim of await lineClaims(connection, line)) {
    if (!claim) continue;
    if (!claim.returned) {
      const record = await huidRecords(connection).findOne({ _id: claim.huid });
      if (record?.claimToken === tokenOf(claim))
        await huidRecords(connection).updateOne(
          { _id: claim.huid },
          {
            $set: { state: 'in-stock', claimToken: newClaimToken() },
            $unset: { orderId: '', orderNumber: '', soldAt: '' },
          },
        );
      await huidClaims(connection).updateOne({ _id: claim._id }, { $set: { returned: true } });
    }
    returned.push(claim.huid);
  }
  return returned;
}

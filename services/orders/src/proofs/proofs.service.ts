/**
 * Engraving proof approval. Before an engraved or combined piece goes into the workshop,
 * staff send the shopper a proof (a round): an e-mail with each line's words, font and size, the
 * proof picture, and Approve / Request a change links. The link's token is random (32 bytes) and
 * kept only as its SHA-256 hash; it expires after PROOF_LINK_HOURS, and a newer round ends it.
 *
 * FerretDB has no transactions and concurrent `$set`s can lose one, so "exactly once" rests on
 * inserts: a round's id is `<orderId>#<n>` (two sends at once make one round), an answer's id is
 * its round's (two answers at once: one is kept, the other is told the link was used), and so is an
 * override's. A change request writes the new words to the order only after its answer was inserted,
 * and takes away the line's proof picture (it shows the old words; the round keeps its id).
 */
import {
  BadRequestException,
  ConflictException,
  GoneException,
  Inject,
  Injectable,
  NotFoundException,
  ServiceUnavailableException,
} from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import {
  BRAND_NAME,
  ENGRAVING_MESSAGES,
  engravingLimitFor,
  engravingProblem,
  isEmailAddress,
  ORDER_STATE,
  paths,
  PROOF_LINK_HOURS,
  proofMessages,
  type OrderProof,
  type ProofAnswer,
  type ProofState,
  type ProofView,
  type StaffActor,
  type WhatsAppMessage,
  whatsAppProofMessage,
} from '@rmj/contracts';
import {
  SERVICE_CONFIG,
  SmtpMailer,
  StaffAuditTrail,
  type MailAttachment,
  isDuplicateKey,
  updateVersioned,
} from '@rmj/nest-common';
import { createHash, randomBytes } from 'node:crypto';
import type { Model } from 'mongoose';
import type { OrdersConfig } from '../config/orders.config';
import { ShopNotices } from '../notices/shop-notices.service';
import { Order } from '../orders/order.schema';
import { ProofFilesClient, type ProofFile } from './proof-files.client';
import { fontLabel, indiaTime, proofMail, type ProofMailLine } from './proof-mail';
import { shopPageUrl } from '../mail/order-mail-words';
import {
  ProofAnswerRecord,
  ProofOverride,
  ProofRound,
  type ProofRoundLine,
  type ProofWordsChange,
} from './proof-round.schema';
import { ShopSettingsClient } from '../settings/shop-settings.client';

/** Messages of staff's proof actions. */
export const PROOF_STAFF_MESSAGES = {
  nothingToProve: 'This order has no engraving to prove.',
  notPaid: 'The proof can only be sent while the order waits for the workshop.',
  justSent: 'A proof was just sent for this order. Refresh the page to see it.',
  mailFailed: 'We could not send the proof e-mail. Please try again in a moment.',
  noChange: 'Please tell us what to change: new words for a line, or a note.',
  unknownLine: 'That line is not part of this proof.',
  pictureMissing: 'This picture is not available.',
} as const;

/** The clock proofs read (tests move it). */
@Injectable()
export class ProofClock {
  now(): Date {
    return new Date();
  }
}

const HOUR_MS = 3_600_000;

/** A link's token as the e-mail carries it: 32 random bytes, base64url (43 characters). */
const TOKEN_PATTERN = /^[\w-]{43}$/;

export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

type OrderLine = Order['lines'][number];

/** The words, font and size of a line that needs a proof (engraving or combined with words), else undefined. */
function engravedWords(line: OrderLine): { customName: string; selectedFont?: string; fontSize?: number } | undefined {
  const custom = line.customization;
  if (!custom || (custom.type !== 'engraving' && custom.type !== 'combined')) return undefined;
  const textPart = typeof custom.text === 'object' && custom.text ? custom.text : undefined;
  const words = custom.customName?.trim() || textPart?.content?.trim();
  if (!words) return undefined;
  const selectedFont = custom.selectedFont ?? textPart?.font;
  const fontSize = custom.fontSize ?? textPart?.fontSize;
  return {
    customName: words,
    ...(selectedFont ? { selectedFont } : {}),
    ...(fontSize !== undefined ? { fontSize } : {}),
  };
}

/** The order's lines that need a proof, with their index in the order. */
export function linesToProve(order: Pick<Order, 'lines'>): ProofRoundLine[] {
  return order.lines.flatMap((line, index) => {
    const words = engravedWords(line);
    if (!words) return [];
    const proofFileId = line.customization?.proofFileId;
    return [{ line: index, productName: line.name, ...words, ...(proofFileId ? { proofFileId } : {}) }];
  });
}

/** Words as staff read them in a notice: `"Asha" (Elegant Serif)`. */
const wordsLabel = (words: { customName: string; selectedFont?: string }) =>
  `"${words.customName}" (${fontLabel(words.selectedFont)})`;

/** Where a proof stands, read from its rounds, answers and overrides. */
interface ProofStanding {
  latest?: ProofRound;
  answer?: ProofAnswerRecord;
  override?: ProofOverride;
  rounds: number;
}

@Injectable()
export class ProofsService {
  constructor(
    @InjectModel(ProofRound.name) private readonly rounds: Model<ProofRound>,
    @InjectModel(ProofAnswerRecord.name) private readonly answers: Model<ProofAnswerRecord>,
    @InjectModel(ProofOverride.name) private readonly overrides: Model<ProofOverride>,
    @InjectModel(Order.name) private readonly orders: Model<Order>,
    @Inject(SERVICE_CONFIG) private readonly config: OrdersConfig,
    private readonly files: ProofFilesClient,
    private readonly mailer: SmtpMailer,
    private readonly trail: StaffAuditTrail,
    private readonly clock: ProofClock,
    private readonly notices: ShopNotices,
    private readonly settings: ShopSettingsClient,
  ) {}

  /** The proof as the order page shows it ('not-needed' when nothing is engraved). */
  async summaryFor(order: Order): Promise<OrderProof> {
    if (linesToProve(order).length === 0) return { state: 'not-needed', rounds: 0 };
    const standing = await this.standing(order._id);
    const { latest, answer } = standing;
    if (!latest) return { state: 'not-sent', rounds: 0 };
    return {
      state: this.stateOf(standing),
      sentAt: latest.sentAt.toISOString(),
      expiresAt: latest.expiresAt.toISOString(),
      ...(answer ? { answeredAt: answer.answeredAt.toISOString() } : {}),
      ...(answer?.note ? { note: answer.note } : {}),
      overrideFrom: this.overrideFrom(latest).toISOString(),
      rounds: standing.rounds,
    };
  }

  /**
   * Sends a new round (ending the last one's links). 409 when nothing to prove or not waiting for the
   * workshop. A customer with no e-mail address (WhatsApp or phone only) is sent no mail: the answer
   * is the WhatsApp message, with the proof's link, for staff to send instead.
   */
  async send(order: Order, by: StaffActor): Promise<WhatsAppMessage | undefined> {
    const lines = linesToProve(order);
    if (lines.length === 0) throw new ConflictException(PROOF_STAFF_MESSAGES.nothingToProve);
    if (order.status !== ORDER_STATE.paid) throw new ConflictException(PROOF_STAFF_MESSAGES.notPaid);

    const latest = await this.rounds.findOne({ orderId: order._id }).sort({ round: -1 }).lean<ProofRound>().exec();
    const round = (latest?.round ?? 0) + 1;
    const token = randomBytes(32).toString('base64url');
    const sentAt = this.clock.now();
    const expiresAt = new Date(sentAt.getTime() + PROOF_LINK_HOURS * HOUR_MS);
    const id = `${order._id}#${round}`;
    try {
      await this.rounds.create({
        _id: id,
        orderId: order._id,
        orderNumber: order.orderNumber,
        round,
        tokenHash: hashToken(token),
        sentAt,
        expiresAt,
        sentBy: { id: by.id, email: by.email },
        lines,
      });
    } catch (err) {
      if (isDuplicateKey(err)) throw new ConflictException(PROOF_STAFF_MESSAGES.justSent);
      throw err;
    }

    // The proof page in the shopper's language (the order's).
    const approveUrl = shopPageUrl(this.config.SHOP_URL, paths.orderProof(token), order.language);
    const whatsApp = isEmailAddress(order.customerDetails.email)
      ? undefined
      : whatsAppProofMessage({
          shopName: BRAND_NAME,
          customerName: order.customerDetails.name,
          orderNumber: order.orderNumber,
          approveUrl,
          expires: indiaTime(expiresAt),
          phone: order.customerDetails.phone,
        });
    try {
      if (!whatsApp) await this.mail(order, lines, approveUrl, expiresAt);
    } catch {
      // Nothing reached the shopper: the round goes, so the previous links stay as they were.
      await this.rounds.deleteOne({ _id: id }).exec();
      throw new ServiceUnavailableException(PROOF_STAFF_MESSAGES.mailFailed);
    }

    await this.trail.record({
      actor: by,
      action: 'order.proof.sent',
      target: { type: 'order', id: order.orderNumber, label: order.orderNumber },
      after: {
        round,
        lines: lines.map((l) => `${l.productName}: ${l.customName}`).join('; '),
        ...(whatsApp ? { by: 'whatsapp' } : {}),
      },
    });
    return whatsApp;
  }

  /**
   * undefined when the order may go into the workshop (nothing to prove, approved, or overridden
   * once the wait is over); else the 409 message.
   */
  async workshopBlock(order: Order, overrideProof: boolean, now: Date): Promise<string | undefined> {
    if (linesToProve(order).length === 0) return undefined;
    const standing = await this.standing(order._id);
    const state = this.stateOf(standing);
    if (state === 'approved' || state === 'overridden') return undefined;
    const { latest } = standing;
    if (!latest || state === 'change-requested') return proofMessages.needed;
    const from = this.overrideFrom(latest);
    if (!overrideProof || now.getTime() < from.getTime()) return proofMessages.notYet(indiaTime(from));
    try {
      await this.overrides.create({ _id: latest._id, orderId: order._id, at: now });
    } catch (err) {
      if (!isDuplicateKey(err)) throw err;
    }
    return undefined;
  }

  /** GET /api/proofs/:token: the proof a link points at. */
  async view(token: string): Promise<ProofView> {
    const round = await this.roundOf(token);
    const answer = await this.answers.findById(round._id).lean<ProofAnswerRecord>().exec();
    if (!answer) this.assertNotExpired(round);
    const order = await this.orders.findById(round.orderId).lean<Order>().exec();
    if (!order) throw new NotFoundException(proofMessages.notFound);
    const state: ProofState = answer ? (answer.answer === 'approve' ? 'approved' : 'change-requested') : 'sent';
    return {
      orderNumber: round.orderNumber,
      firstName: order.customerDetails.name.trim().split(/\s+/)[0] ?? '',
      lines: round.lines.map((line) => ({
        line: line.line,
        productName: line.productName,
        customName: line.customName,
        ...(line.selectedFont ? { selectedFont: line.selectedFont } : {}),
        ...(line.fontSize !== undefined ? { fontSize: line.fontSize } : {}),
        hasPicture: Boolean(line.proofFileId),
        maxLength: engravingLimitFor(line.productName),
      })),
      state,
      expiresAt: round.expiresAt.toISOString(),
    };
  }

  /** GET /api/proofs/:token/lines/:line/picture: the line's proof PNG while the link is valid. */
  async picture(token: string, lineIndex: number): Promise<ProofFile> {
    const round = await this.roundOf(token);
    this.assertNotExpired(round);
    const line = round.lines.find((l) => l.line === lineIndex);
    const file = line?.proofFileId ? await this.files.file(line.proofFileId) : undefined;
    if (!file) throw new NotFoundException(PROOF_STAFF_MESSAGES.pictureMissing);
    return file;
  }

  /** POST /api/proofs/:token: approve, or ask for a change (new words replace the order's, no new payment). */
  async answer(token: string, body: ProofAnswer): Promise<{ state: ProofState; message: string }> {
    const round = await this.roundOf(token);
    if (await this.answers.exists({ _id: round._id }).exec()) throw new GoneException(proofMessages.used);
    this.assertNotExpired(round);

    const answeredAt = this.clock.now();
    if (body.answer === 'approve') {
      await this.insertAnswer({ _id: round._id, orderId: round.orderId, answer: 'approve', changes: [], answeredAt });
      await this.notices.proofAnswered(round.orderId, round._id, { kind: 'approve' });
      return { state: 'approved', message: proofMessages.approved };
    }

    const order = await this.orders.findById(round.orderId).lean<Order>().exec();
    if (!order) throw new NotFoundException(proofMessages.notFound);
    const changes = this.changesOf(order, round, body);
    const note = body.note?.trim() || undefined;
    if (changes.length === 0 && !note) throw new BadRequestException(PROOF_STAFF_MESSAGES.noChange);
    await this.insertAnswer({
      _id: round._id,
      orderId: round.orderId,
      answer: 'change',
      ...(note ? { note } : {}),
      changes,
      answeredAt,
    });
    if (changes.length > 0) await updateVersioned(this.orders, order._id, (stored) => wordsUpdate(stored, changes));
    await this.notices.proofAnswered(round.orderId, round._id, {
      kind: 'change',
      changes: changes.map((c) => ({
        productName: round.lines.find((l) => l.line === c.line)?.productName ?? order.lines[c.line].name,
        before: wordsLabel(c.before),
        after: wordsLabel(c.after),
      })),
      ...(note ? { note } : {}),
    });
    return { state: 'change-requested', message: proofMessages.changeRequested };
  }

  private async insertAnswer(record: ProofAnswerRecord): Promise<void> {
    try {
      await this.answers.create(record);
    } catch (err) {
      if (isDuplicateKey(err)) throw new GoneException(proofMessages.used);
      throw err;
    }
  }

  /** The words that really change, checked like the product page's (400 with the line's field). */
  private changesOf(order: Order, round: ProofRound, body: Extract<ProofAnswer, { answer: 'change' }>) {
    const changes: ProofWordsChange[] = [];
    const issues: { field: string; message: string }[] = [];
    body.lines.forEach((wanted, index) => {
      const shown = round.lines.find((l) => l.line === wanted.line);
      const line = order.lines[wanted.line];
      const current = line ? engravedWords(line) : undefined;
      if (!shown || !current) {
        issues.push({ field: `lines.${index}.line`, message: PROOF_STAFF_MESSAGES.unknownLine });
        return;
      }
      const problem = engravingProblem(wanted.customName, wanted.selectedFont, engravingLimitFor(shown.productName));
      if (problem) {
        const field = problem === ENGRAVING_MESSAGES.font ? 'selectedFont' : 'customName';
        issues.push({ field: `lines.${index}.${field}`, message: problem });
        return;
      }
      const after = {
        customName: wanted.customName.trim(),
        ...((wanted.selectedFont ?? current.selectedFont)
          ? { selectedFont: wanted.selectedFont ?? current.selectedFont }
          : {}),
      };
      if (after.customName === current.customName && after.selectedFont === current.selectedFont) return;
      const before = {
        customName: current.customName,
        ...(current.selectedFont ? { selectedFont: current.selectedFont } : {}),
      };
      changes.push({ line: wanted.line, before, after });
    });
    if (issues.length > 0) {
      throw new BadRequestException({ statusCode: 400, error: 'Bad Request', message: issues[0].message, issues });
    }
    return changes;
  }

  /**
   * The order's update for new words: customName (and the combined text part's content) and the
   * font are set; the proof picture is unset, since it shows the old words (the round that showed
   * it keeps its id).
   */
  /** The round a token opens: 404 unknown, 410 when a newer round ended it. */
  private async roundOf(token: string): Promise<ProofRound> {
    if (!TOKEN_PATTERN.test(token)) throw new NotFoundException(proofMessages.notFound);
    const round = await this.rounds
      .findOne({ tokenHash: hashToken(token) })
      .lean<ProofRound>()
      .exec();
    if (!round) throw new NotFoundException(proofMessages.notFound);
    const newer = await this.rounds.exists({ orderId: round.orderId, round: { $gt: round.round } }).exec();
    if (newer) throw new GoneException(proofMessages.expired);
    return round;
  }

  private assertNotExpired(round: ProofRound): void {
    if (this.clock.now().getTime() >= round.expiresAt.getTime()) throw new GoneException(proofMessages.expired);
  }

  private async standing(orderId: string): Promise<ProofStanding> {
    const all = await this.rounds.find({ orderId }).sort({ round: -1 }).lean<ProofRound[]>().exec();
    const latest = all[0];
    if (!latest) return { rounds: 0 };
    const [answer, override] = await Promise.all([
      this.answers.findById(latest._id).lean<ProofAnswerRecord>().exec(),
      this.overrides.findById(latest._id).lean<ProofOverride>().exec(),
    ]);
    return { latest, rounds: all.length, ...(answer ? { answer } : {}), ...(override ? { override } : {}) };
  }

  private stateOf({ latest, answer, override }: ProofStanding): ProofState {
    if (!latest) return 'not-sent';
    if (answer) return answer.answer === 'approve' ? 'approved' : 'change-requested';
    return override ? 'overridden' : 'sent';
  }

  private overrideFrom(round: ProofRound): Date {
    return new Date(round.sentAt.getTime() + this.config.PROOF_OVERRIDE_HOURS * HOUR_MS);
  }

  private async mail(order: Order, lines: ProofRoundLine[], approveUrl: string, expiresAt: Date): Promise<void> {
    const pictures: MailAttachment[] = [];
    const mailLines: ProofMailLine[] = [];
    for (const line of lines) {
      const file = line.proofFileId ? await this.files.file(line.proofFileId) : undefined;
      const cid = `proof-line-${line.line}@rmj`;
      if (file) pictures.push({ cid, fileName: `proof-line-${line.line + 1}.png`, ...file });
      mailLines.push({ ...line, ...(file ? { pictureCid: cid } : {}) });
    }
    const content = proofMail({
      orderNumber: order.orderNumber,
      customerName: order.customerDetails.name,
      lines: mailLines,
      approveUrl,
      changeUrl: `${approveUrl}?answer=change`,
      expires: indiaTime(expiresAt, order.language),
      contact: await this.settings.contact(),
      lang: order.language,
    });
    if (isEmailAddress(order.customerDetails.email))
      await this.mailer.send(order.customerDetails.email, { ...content, attachments: pictures });
  }
}

/**
 * The lines' customisations with the shopper's new words (and font), each written whole: the old
 * proof file no longer shows them, so it goes.
 */
function wordsUpdate(order: Order, changes: ProofWordsChange[]): Record<string, unknown> {
  const set: Record<string, unknown> = {};
  for (const change of changes) {
    const custom = { ...order.lines[change.line].customization } as Record<string, unknown>;
    delete custom.proofFileId;
    const font = change.after.selectedFont;
    const text = custom.text;
    set[`lines.${change.line}.customization`] = {
      ...custom,
      customName: change.after.customName,
      ...(font ? { selectedFont: font } : {}),
      ...(typeof text === 'object' && text
        ? { text: { ...text, content: change.after.customName, ...(font ? { font } : {}) } }
        : {}),
    };
  }
  return set;
}

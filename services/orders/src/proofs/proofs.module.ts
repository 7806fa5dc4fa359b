import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { StaffAuditModule } from '@rmj/nest-common';
import { MailModule } from '../mail/mail.module';
import { NoticesModule } from '../notices/notices.module';
import { Order, OrderSchema } from '../orders/order.schema';
import { ProofFilesClient } from './proof-files.client';
import {
  ProofAnswerRecord,
  ProofAnswerRecordSchema,
  ProofOverride,
  ProofOverrideSchema,
  ProofRound,
  ProofRoundSchema,
} from './proof-round.schema';
import { ProofsController } from './proofs.controller';
import { ProofClock, ProofsService } from './proofs.service';

/**
 * Engraving proof approval: the proof rounds, answers and overrides, the proof e-mail and
 * the shopper's proof links. ProofsService is used by fulfilment (send, summary, the workshop check).
 */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: ProofRound.name, schema: ProofRoundSchema },
      { name: ProofAnswerRecord.name, schema: ProofAnswerRecordSchema },
      { name: ProofOverride.name, schema: ProofOverrideSchema },
      { name: Order.name, schema: OrderSchema },
    ]),
    MailModule,
    NoticesModule,
    StaffAuditModule.forArea('orders'),
  ],
  controllers: [ProofsController],
  providers: [ProofsService, ProofClock, ProofFilesClient],
  exports: [ProofsService],
})
export class ProofsModule {}

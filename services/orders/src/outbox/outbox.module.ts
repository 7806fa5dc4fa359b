import { Global, Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { OutboxClaim, OutboxClaimSchema, OutboxEvent, OutboxEventSchema } from './outbox-event.schema';
import { Outbox } from './outbox.service';

/** The one outbox, global: every floor emits to it and subscribes to it. */
@Global()
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: OutboxEvent.name, schema: OutboxEventSchema },
      { name: OutboxClaim.name, schema: OutboxClaimSchema },
    ]),
  ],
  providers: [Outbox],
  exports: [Outbox],
})
export class OutboxModule {}

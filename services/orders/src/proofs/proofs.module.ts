import { Module } from '@nestjs/common';
import { ProofsService } from './proofs.service';

/** Engraving proof approval: the proof rounds, the proof e-mail and the shopper's proof links. */
@Module({
  providers: [ProofsService],
  exports: [ProofsService],
})
export class ProofsModule {}

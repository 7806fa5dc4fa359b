import { Module, type OnApplicationBootstrap } from '@nestjs/common';
import { PinDirectory } from './pin-directory';
import { PincodesController } from './pincodes.controller';

@Module({
  controllers: [PincodesController],
  providers: [{ provide: PinDirectory, useFactory: () => new PinDirectory() }],
})
export class PincodesModule implements OnApplicationBootstrap {
  constructor(private readonly directory: PinDirectory) {}

  onApplicationBootstrap(): void {
    this.directory.warmUp();
  }
}

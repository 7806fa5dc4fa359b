/** Provides the process's Metrics (one registry, the `service` label) to every module; CoreModule imports it. */
import { Global, Module, type DynamicModule } from '@nestjs/common';
import { Metrics } from './metrics';

@Global()
@Module({})
export class MetricsModule {
  static forRoot(service: string): DynamicModule {
    return {
      module: MetricsModule,
      providers: [{ provide: Metrics, useFactory: () => new Metrics(service) }],
      exports: [Metrics],
    };
  }
}

/**
 * GET /openapi.json on a service: its OpenAPI 3.1 document (openapi-document.ts), built on the first
 * request and then kept. Development and test only: in production the route does not exist (404).
 */
import { Controller, Get, Header, Inject, Module, type DynamicModule } from '@nestjs/common';
import type { ApiServiceName } from '@rmj/contracts';
import { Public } from '../auth/public';
import type { ServiceConfig } from '../config';
import { Operational } from '../endpoints/endpoint.decorator';
import { serviceOpenApi } from './contract-openapi';
import type { OpenApiDocument } from './openapi-document';

/** Path of every service's document. */
export const OPENAPI_PATH = '/openapi.json';

const OPENAPI_DOCUMENT = Symbol('OPENAPI_DOCUMENT');

@Public()
@Operational()
@Controller()
class OpenApiController {
  private document?: OpenApiDocument;

  constructor(@Inject(OPENAPI_DOCUMENT) private readonly build: () => OpenApiDocument) {}

  @Get(OPENAPI_PATH.slice(1))
  @Header('Cache-Control', 'no-store')
  get(): OpenApiDocument {
    this.document ??= this.build();
    return this.document;
  }
}

/** True when a service serves its document: everywhere but production. */
export const servesOpenApi = (config: Pick<ServiceConfig, 'NODE_ENV'>): boolean => config.NODE_ENV !== 'production';

@Module({})
export class OpenApiModule {
  /** Serves `build()` at GET /openapi.json unless NODE_ENV is production. */
  static forRoot(config: Pick<ServiceConfig, 'NODE_ENV'>, build: () => OpenApiDocument): DynamicModule {
    if (!servesOpenApi(config)) return { module: OpenApiModule };
    return {
      module: OpenApiModule,
      controllers: [OpenApiController],
      providers: [{ provide: OPENAPI_DOCUMENT, useValue: build }],
    };
  }

  /** Serves the service's document derived from its contracts (contract-openapi.ts). */
  static forService(config: Pick<ServiceConfig, 'NODE_ENV'>, service: ApiServiceName): DynamicModule {
    return OpenApiModule.forRoot(config, () => serviceOpenApi(service));
  }
}

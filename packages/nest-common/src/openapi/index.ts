export * from './openapi-document';
export * from './openapi.module';
export * from './openapi-check';
export * from './contract-openapi';

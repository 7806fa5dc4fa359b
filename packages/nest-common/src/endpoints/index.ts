export * from './endpoint.decorator';
export * from './contract-validation.pipe';
export * from './endpoint-coverage';

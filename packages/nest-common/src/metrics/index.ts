export * from './names';
export * from './metrics';
export * from './metrics-server';
export * from './http-metrics';
export * from './metrics.module';

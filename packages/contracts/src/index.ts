export {};
export * from './cart';
export * from './runtime-config';
export * from './identity';
export * from './catalog';

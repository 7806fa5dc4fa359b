export {};
export * from './cart';
export * from './runtime-config';

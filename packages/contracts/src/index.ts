export {};
export * from './cart';

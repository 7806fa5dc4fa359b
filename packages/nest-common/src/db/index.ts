export * from './busy';
export * from './duplicate-key';
export * from './insert-once';
export * from './compare-and-set';
export * from './counter';
export * from './ttl-sweep';
export { type Target } from './targets';
export * from './plain-writes';
export * from './lease';

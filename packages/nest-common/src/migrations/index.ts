export * from './runner';
export * from './indexes';
export * from './check';
export * from './cli';
export * from './common';

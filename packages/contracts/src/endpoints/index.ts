export * from './define';
export type * from './types';
export * from './registry';
export * from './browser-routes';
export * from './routes';
export {
  CUSTOM_LISTING_NAMES,
  catalogueVersionResponseSchema,
  type CatalogueVersionResponse,
} from './catalog.endpoints';
export * from './time-outs';

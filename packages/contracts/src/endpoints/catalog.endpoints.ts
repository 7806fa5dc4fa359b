// The catalog service's endpoints: products, listings, search, contact messages and customisation files.
import { z } from 'zod';
import {
  allProductsQuerySchema,
  categoryListingQuerySchema,
  categoryListingResponseSchema,
  connectivityResponseSchema,
  contactMessageSchema,
  contactResponseSchema,
  customListingQuerySchema,
  listingResponseSchema,
  pinPlaceResponseSchema,
  productSchema,
  searchQuerySchema,
  searchResponseSchema,
} from '../catalog';
import {
  fileClaimsRequestSchema,
  fileClaimsResponseSchema,
  fileOwnershipRequestSchema,
  fileOwnershipResponseSchema,
  uploadResponseSchema,
} from '../files';
import {
  internalProductSchema,
  stockReturnRequestSchema,
  stockReturnResponseSchema,
  stockTakeRequestSchema,
  stockTakeResponseSchema,
} from '../catalog-stock';
import { myFilesResponseSchema } from '../personal-data';
import { publicShopSettingsResponseSchema, SHOP_SETTINGS_CACHE_MS, shopSettingsRecordSchema } from '../shop-settings';
import { MAX_UPLOAD_BYTES, UPLOAD_CONTENT_TYPES } from '../upload-rules';
import { defineEndpoint } from './define';

/** The nine customisation listings: women-rings … kids-pendants. */
export const CUSTOM_LISTING_NAMES = (['women', 'men', 'kids'] as const).flatMap((people) =>
  (['rings', 'bracelets', 'pendants'] as const).map((piece) => `${people}-${piece}` as const),
);

/** Body of GET /api/catalogue/version: the catalogue's change marker, for caches of pages built from it. */
export const catalogueVersionResponseSchema = z.object({
  /** Always true when the service answers. */
  success: z.literal(true),
  /** Changes whenever a product, its price, stock or photographs change; compare it, never parse it. */
  version: z.string(),
});
export type CatalogueVersionResponse = z.infer<typeof catalogueVersionResponseSchema>;

export const catalogEndpoints = {
  connectivity: defineEndpoint({
    service: 'catalog',
    method: 'GET',
    path: '/api/test',
    access: 'public',
    limit: 'read',
    summary: 'Connectivity check the listings make before loading',
    responses: { 200: connectivityResponseSchema },
  }),
  catalogueVersion: defineEndpoint({
    service: 'catalog',
    method: 'GET',
    path: '/api/catalogue/version',
    access: 'public',
    limit: 'read',
    summary: "The catalogue's change marker (the render service drops its cached pages when it moves)",
    responses: { 200: catalogueVersionResponseSchema },
  }),
  searchProducts: defineEndpoint({
    service: 'catalog',
    method: 'GET',
    path: '/api/products/search',
    access: 'public',
    limit: 'read',
    summary: 'Search products: every word must match; filters, sort and pages',
    query: searchQuerySchema,
    responses: { 200: searchResponseSchema },
    errors: [400],
  }),
  categoryProducts: defineEndpoint({
    service: 'catalog',
    method: 'GET',
    path: '/api/products/category/:category',
    access: 'public',
    limit: 'read',
    summary:
      'Products for an audience (women, men, kids, couples) or a piece (rings, bracelets, pendants): a bare array',
    params: { category: 'women, men, kids, couples, rings, bracelets or pendants' },
    query: categoryListingQuerySchema,
    responses: { 200: categoryListingResponseSchema },
    errors: [400],
  }),
  product: defineEndpoint({
    service: 'catalog',
    method: 'GET',
    path: '/api/products/:id',
    access: 'public',
    limit: 'read',
    summary: 'One product by id',
    params: { id: 'Product id (24 hex characters)' },
    responses: { 200: productSchema },
    errors: [400, 404],
  }),
  pinPlace: defineEndpoint({
    service: 'catalog',
    method: 'GET',
    path: '/api/pincodes/:pin',
    access: 'public',
    limit: 'read',
    tag: 'pincodes',
    summary: 'Where an Indian PIN code is: its state and district (the checkout fills State and City from it)',
    params: { pin: 'Six digits' },
    responses: { 200: pinPlaceResponseSchema },
    errors: [400, 404],
  }),
  productImage: defineEndpoint({
    service: 'catalog',
    method: 'GET',
    path: '/api/products/images/:file',
    access: 'public',
    limit: 'read',
    summary: 'A product picture ({kind}-{gold|silver}[-2].svg), drawn locally',
    params: { file: 'e.g. ring-gold.svg' },
    responses: { 200: { description: 'The SVG picture', contentType: 'image/svg+xml' } },
    errors: [404],
  }),
  customListing: defineEndpoint({
    service: 'catalog',
    method: 'GET',
    path: '/api/:listing',
    access: 'public',
    limit: 'read',
    summary: 'Customisable {listing}',
    tag: 'listings',
    params: { listing: { description: 'people-piece', values: CUSTOM_LISTING_NAMES } },
    query: customListingQuerySchema,
    responses: { 200: listingResponseSchema },
    errors: [400],
  }),
  allProducts: defineEndpoint({
    service: 'catalog',
    method: 'GET',
    path: '/api/all-products',
    access: 'public',
    limit: 'read',
    summary: 'Every product (at most 1000), sorted',
    tag: 'listings',
    query: allProductsQuerySchema,
    responses: { 200: listingResponseSchema },
    errors: [400],
  }),
  sendContactMessage: defineEndpoint({
    service: 'catalog',
    method: 'POST',
    path: '/api/contacts',
    access: 'public',
    summary: "The contact page's 'Get in touch' message",
    body: contactMessageSchema,
    responses: { 201: contactResponseSchema },
    errors: [400, 413, 429],
  }),
  uploadFile: defineEndpoint({
    service: 'catalog',
    method: 'POST',
    path: '/api/files',
    // Anyone may upload; a valid token also binds the file to the account (else only to the browser's cookie).
    access: 'optional-login',
    summary: `Upload one customisation file (JPEG, PNG, GIF or PDF, at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB)`,
    multipart: {
      field: 'file',
      description:
        'The file (one part only), after the text fields `purpose` (fingerprint, image, pdf or proof) and `consent` (the version of the privacy notice the shopper ticked: required for a fingerprint or photo, 400 without it)',
      contentTypes: UPLOAD_CONTENT_TYPES,
      maxBytes: MAX_UPLOAD_BYTES,
    },
    description:
      'Pictures are refused from their header before anything is decoded: over 24 megapixels, or an animation over 100 frames or 24 megapixels in all (413). One picture is decoded at a time per catalog process; past a short queue the answer is 503.',
    responses: { 201: uploadResponseSchema },
    errors: [400, 413, 415, 429, 503, 507],
  }),
  downloadFile: defineEndpoint({
    service: 'catalog',
    method: 'GET',
    path: '/api/files/:fileId',
    // The uploader's browser (cookie), the uploader's account or the ordering shopper (token) may read it.
    access: 'optional-login',
    summary:
      'The stored file, with its type (images inline, PDFs as a download); only for its uploader (uploader cookie or account) and the owner of the order that claimed it, 404 for anyone else',
    params: { fileId: 'Id from POST /api/files (32 hex characters)' },
    responses: { 200: { description: 'The file bytes', contentTypes: UPLOAD_CONTENT_TYPES } },
    errors: [400, 404],
  }),
  myFiles: defineEndpoint({
    service: 'catalog',
    method: 'GET',
    path: '/api/my-files',
    access: 'login',
    summary:
      "The logged-in shopper's stored files: name, type, size, when uploaded and deleted, the consent given, and the address to fetch each",
    responses: { 200: myFilesResponseSchema },
    errors: [401],
  }),
  claimFiles: defineEndpoint({
    service: 'catalog',
    method: 'POST',
    path: '/internal/files/claims',
    access: 'internal',
    summary:
      "Internal: keep a paid order's files (the shopper's own) until their retention date (orders calls it; never routed by the gateway)",
    body: fileClaimsRequestSchema,
    responses: { 200: fileClaimsResponseSchema },
    errors: [400],
  }),
  adoptFiles: defineEndpoint({
    service: 'catalog',
    method: 'POST',
    path: '/internal/files/ownership',
    access: 'internal',
    summary:
      "Internal: at checkout, which files are the shopper's; files the request's browser (Cookie) uploaded are adopted by the account",
    body: fileOwnershipRequestSchema,
    responses: { 200: fileOwnershipResponseSchema },
    errors: [400],
  }),
  internalProduct: defineEndpoint({
    service: 'catalog',
    method: 'GET',
    path: '/internal/products/:productId',
    access: 'internal',
    summary:
      'Internal: a product as sold now (price, stock, published, archived), read fresh for pricing a checkout (orders calls it)',
    params: { productId: 'Catalogue product id' },
    responses: { 200: internalProductSchema },
    errors: [400, 404],
  }),
  takeStock: defineEndpoint({
    service: 'catalog',
    method: 'POST',
    path: '/internal/stock/takes',
    access: 'internal',
    summary:
      "Internal: take a paid order's quantities from stock, once per order (orders calls it when it records the order)",
    body: stockTakeRequestSchema,
    responses: { 200: stockTakeResponseSchema },
    errors: [400],
  }),
  returnStock: defineEndpoint({
    service: 'catalog',
    method: 'POST',
    path: '/internal/stock/returns',
    access: 'internal',
    summary:
      "Internal: put an order's quantities back in stock, only what its take removed: the whole order once (cancellation, refused parcel), or a return's pieces once per returnKey (a passed quality check)",
    body: stockReturnRequestSchema,
    responses: { 200: stockReturnResponseSchema },
    errors: [400],
  }),
  internalFile: defineEndpoint({
    service: 'catalog',
    method: 'GET',
    path: '/internal/files/:fileId',
    access: 'internal',
    summary: "Internal: a customer's stored file by id (orders attaches the engraving proof to the proof e-mail)",
    params: { fileId: 'File id (32 hex characters)' },
    responses: { 200: { description: 'The file bytes', contentTypes: UPLOAD_CONTENT_TYPES } },
    errors: [400, 404],
  }),
  shopSettings: defineEndpoint({
    service: 'catalog',
    method: 'GET',
    path: '/api/settings',
    access: 'public',
    summary:
      "The shop's public settings: seller and contact details, WhatsApp number, shipping fee and threshold, store hours, return window",
    description: 'Changes show within a few seconds: the gateway keeps this answer no longer than `maxCacheMs`.',
    tag: 'settings',
    responses: { 200: publicShopSettingsResponseSchema },
    maxCacheMs: SHOP_SETTINGS_CACHE_MS,
  }),
  internalShopSettings: defineEndpoint({
    service: 'catalog',
    method: 'GET',
    path: '/internal/settings',
    access: 'internal',
    summary:
      "Internal: every setting with its version, notice recipients included (orders reads the seller's details for invoices and e-mails)",
    responses: { 200: shopSettingsRecordSchema },
  }),
};

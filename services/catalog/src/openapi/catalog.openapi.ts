/** Every endpoint of the catalog service, with the @rmj/contracts schemas its controllers use: the source of GET /openapi.json. */
import {
  allProductsQuerySchema,
  apiErrorResponseSchema,
  categoryListingQuerySchema,
  categoryListingResponseSchema,
  connectivityResponseSchema,
  contactMessageSchema,
  contactResponseSchema,
  customListingQuerySchema,
  fileClaimsRequestSchema,
  fileClaimsResponseSchema,
  fileOwnershipRequestSchema,
  fileOwnershipResponseSchema,
  listingResponseSchema,
  MAX_UPLOAD_BYTES,
  productSchema,
  searchQuerySchema,
  searchResponseSchema,
  UPLOAD_CONTENT_TYPES,
  uploadResponseSchema,
} from '@rmj/contracts';
import { buildOpenApiDocument, type ApiEndpoint, type OpenApiDocument } from '@rmj/nest-common';
import { CUSTOM_LISTINGS } from '../products/listings.controller';

const error = apiErrorResponseSchema;

export const CATALOG_ENDPOINTS: readonly ApiEndpoint[] = [
  {
    method: 'get',
    path: '/api/test',
    summary: 'Connectivity check the listings make before loading',
    public: true,
    responses: { 200: connectivityResponseSchema },
  },
  {
    method: 'get',
    path: '/api/products/search',
    summary: 'Search products: every word must match; filters, sort and pages',
    public: true,
    query: searchQuerySchema,
    responses: { 200: searchResponseSchema, 400: error },
  },
  {
    method: 'get',
    path: '/api/products/category/:category',
    summary:
      'Products for an audience (women, men, kids, couples) or a piece (rings, bracelets, pendants): a bare array',
    public: true,
    params: { category: 'women, men, kids, couples, rings, bracelets or pendants' },
    query: categoryListingQuerySchema,
    responses: { 200: categoryListingResponseSchema, 400: error },
  },
  {
    method: 'get',
    path: '/api/products/:id',
    summary: 'One product by id',
    public: true,
    params: { id: 'Product id (24 hex characters)' },
    responses: { 200: productSchema, 400: error, 404: error },
  },
  {
    method: 'get',
    path: '/api/products/images/:file',
    summary: 'A product picture ({kind}-{gold|silver}[-2].svg), drawn locally',
    public: true,
    params: { file: 'e.g. ring-gold.svg' },
    responses: { 200: { description: 'The SVG picture', contentType: 'image/svg+xml' }, 404: error },
  },
  ...CUSTOM_LISTINGS.map((listing): ApiEndpoint => ({
    method: 'get',
    path: `/api/${listing}`,
    summary: `Customisable ${listing.replace('-', ' ')}`,
    tag: 'listings',
    public: true,
    query: customListingQuerySchema,
    responses: { 200: listingResponseSchema, 400: error },
  })),
  {
    method: 'get',
    path: '/api/all-products',
    summary: 'Every product (at most 1000), sorted',
    tag: 'listings',
    public: true,
    query: allProductsQuerySchema,
    responses: { 200: listingResponseSchema, 400: error },
  },
  {
    method: 'post',
    path: '/api/contacts',
    summary: "The contact page's 'Get in touch' message",
    public: true,
    request: contactMessageSchema,
    responses: { 201: contactResponseSchema, 400: error, 413: error, 429: error },
  },
  {
    method: 'post',
    path: '/api/files',
    summary: `Upload one customisation file (JPEG, PNG, GIF or PDF, at most ${MAX_UPLOAD_BYTES / 1024 / 1024} MB)`,
    public: true,
    multipartFile: { field: 'file', description: 'The file (one part only)', contentTypes: UPLOAD_CONTENT_TYPES },
    responses: { 201: uploadResponseSchema, 400: error, 413: error, 415: error, 429: error, 507: error },
  },
  {
    method: 'get',
    path: '/api/files/:fileId',
    summary:
      'The stored file, with its type (images inline, PDFs as a download); only for its uploader (uploader cookie or account) and the owner of the order that claimed it, 404 for anyone else',
    public: true,
    params: { fileId: 'Id from POST /api/files (32 hex characters)' },
    responses: { 200: { description: 'The file bytes', contentTypes: UPLOAD_CONTENT_TYPES }, 400: error, 404: error },
  },
  {
    method: 'post',
    path: '/internal/files/claims',
    summary:
      "Internal: keep a paid order's files (the shopper's own) until their retention date (orders calls it; never routed by the gateway)",
    public: true,
    internal: true,
    request: fileClaimsRequestSchema,
    responses: { 200: fileClaimsResponseSchema, 400: error },
  },
  {
    method: 'post',
    path: '/internal/files/ownership',
    summary:
      "Internal: at checkout, which files are the shopper's; files the request's browser (Cookie) uploaded are adopted by the account",
    public: true,
    internal: true,
    request: fileOwnershipRequestSchema,
    responses: { 200: fileOwnershipResponseSchema, 400: error },
  },
];

export function catalogOpenApi(): OpenApiDocument {
  return buildOpenApiDocument(
    {
      title: 'RMJ catalog',
      version: '1.0.0',
      description:
        'Products, listings, search, contact messages and customisation files. Generated from @rmj/contracts.',
    },
    CATALOG_ENDPOINTS,
  );
}

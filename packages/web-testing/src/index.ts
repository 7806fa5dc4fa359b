// Test helpers shared by the front ends (Jest + jsdom). Tests only: never imported by app code.
export { installFakeNetwork, type FakeNetwork, type FakeReply, type SentRequest } from './fake-network';
export { installFakeFetch, requestsTo, type FakeAnswer, type SeenRequest } from './fake-fetch';
export { renderPage, type SeenLocation } from './render-page';
export { blobText, catchDownloads, type CaughtDownload, type CaughtDownloads } from './downloads';

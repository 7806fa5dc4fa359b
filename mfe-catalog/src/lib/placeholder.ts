// Shown when a product has no image or its image fails to load; inline so it works offline.
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 300"><rect width="300" height="300" fill="#f4efe7"/>' +
      '<circle cx="150" cy="140" r="60" fill="none" stroke="#86600b" stroke-width="10"/>' +
      '<text x="150" y="250" font-family="serif" font-size="22" text-anchor="middle" fill="#6b6159">No image</text></svg>',
  );

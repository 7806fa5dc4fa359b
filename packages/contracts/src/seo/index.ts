// Link previews and search engines: titles, canonical paths, head tags, JSON-LD, sitemap.
export * from './store';
export * from './routes';
export * from './head';
export * from './sitemap';

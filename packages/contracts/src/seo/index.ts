// Link previews and search engines: the document title's format and the store's details. Each
// remote declares its own pages' names and descriptions (`PageSeo`); the render service writes the heads.
export * from './store';
export * from './titles';

// Link previews and search engines: the document title's format. Each remote declares its own pages'
// names and descriptions (`PageSeo`); the render service writes the heads, and describes the store
// from the owner's settings.
export * from './titles';

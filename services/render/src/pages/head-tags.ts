// The page's <head> tags, as the SEO module's HeadService gives them (services/render/src/seo).
/** Injection token of the HeadTags provider. */
export const HEAD_TAGS = Symbol('HEAD_TAGS');

export interface HeadTags {
  /** Tags for the page at `url`, links on `origin`; '' when there is nothing special. Never throws. */
  headFor(url: URL, origin: string): Promise<string>;
}

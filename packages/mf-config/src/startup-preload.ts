// The shell's start-up chunks named in its index.html (<link rel="preload" as="script">), so the
// browser fetches them together with the entry instead of learning of them only once the entry
// has run: the async boundary (./bootstrap) and every shared module the shell provides (React,
// the router, the store...), which the federation runtime loads before the boundary executes.
import type { Compilation, Compiler } from 'webpack';
import { languageFontMeta } from '@rmj/contracts';
import { ON_DEMAND_CHUNK } from './on-demand';

interface HtmlTag {
  tagName: string;
  voidTag: boolean;
  attributes: Record<string, string | boolean>;
  meta: Record<string, unknown>;
}

/** The html-webpack-plugin class, as far as this plugin uses it. */
export interface HtmlPluginClass {
  getHooks(compilation: Compilation): {
    alterAssetTagGroups: { tap(name: string, fn: (data: { headTags: HtmlTag[] }) => { headTags: HtmlTag[] }): void };
  };
}

/**
 * JavaScript files of the chunk groups the entry `entry` starts directly (its `import()`s and the
 * shared modules it provides), in webpack's order, without the entry's own files.
 */
export function startupChunkFiles(
  compilation: Pick<Compilation, 'entrypoints'>,
  entry = 'main',
  extension = '.js',
): string[] {
  const entrypoint = compilation.entrypoints.get(entry);
  if (!entrypoint) return [];
  const own = new Set(entrypoint.getFiles());
  const files = new Set<string>();
  for (const group of entrypoint.getChildren()) {
    // Loaded only when needed (ON_DEMAND_CHUNK): a preload would put it back on every first load.
    if (group.chunks.every((chunk) => ON_DEMAND_CHUNK.test(chunk.name ?? ''))) continue;
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith(extension) && !own.has(file)) files.add(file);
    }
  }
  return [...files];
}

const NAME = 'RmjStartupPreloadPlugin';

/**
 * The page's script tags asked for at high priority. The entry heads the chain to the page's remote
 * (federation runtime, container, route list, page chunks): as a deferred script the browser would
 * fetch it at low priority, after the start-up chunks it does not need to begin.
 */
export function entryScriptsFirst<T extends Pick<HtmlTag, 'tagName' | 'attributes'>>(tags: readonly T[]): T[] {
  return tags.map((tag) =>
    tag.tagName === 'script' && typeof tag.attributes.src === 'string'
      ? { ...tag, attributes: { ...tag.attributes, fetchpriority: 'high' } }
      : tag,
  );
}

/**
 * The emitted file of each language's font, by a part of its name ('tamil-400-normal'): the first
 * `.woff2` asset whose name contains it. A language whose font is not in the build is left out.
 */
export function languageFontFiles(
  assetNames: readonly string[],
  fonts: Readonly<Record<string, string>>,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(fonts).flatMap(([lang, part]) => {
      const file = assetNames.find((name) => name.endsWith('.woff2') && name.includes(part));
      return file ? [[lang, file]] : [];
    }),
  );
}

/** Adds a preload link per start-up chunk to the page html-webpack-plugin writes. */
export class StartupPreloadPlugin {
  constructor(
    private readonly html: HtmlPluginClass,
    private readonly publicPath = '/',
    /** Each language's font to name in a meta tag (the render service preloads it on that language's pages). */
    private readonly fonts: Readonly<Record<string, string>> = {},
  ) {}

  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap(NAME, (compilation) => {
      this.html.getHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const links: HtmlTag[] = startupChunkFiles(compilation).map((file) => ({
          tagName: 'link',
          voidTag: true,
          attributes: { rel: 'preload', as: 'script', href: `${this.publicPath}${file}` },
          meta: { plugin: NAME },
        }));
        // The start-up chunks' style sheets (the shell's frame), so the page paints styled and a
        // server-rendered page needs nothing from a script to look right.
        const sheets: HtmlTag[] = startupChunkFiles(compilation, 'main', '.css').map((file) => ({
          tagName: 'link',
          voidTag: true,
          attributes: { rel: 'stylesheet', href: `${this.publicPath}${file}` },
          meta: { plugin: NAME },
        }));
        // A language's font is named, not preloaded: only that language's pages need it.
        const assets = compilation.getAssets().map((asset) => asset.name);
        const fonts: HtmlTag[] = Object.entries(languageFontFiles(assets, this.fonts)).map(([lang, file]) => ({
          tagName: 'meta',
          voidTag: true,
          attributes: { name: languageFontMeta(lang), content: `${this.publicPath}${file}` },
          meta: { plugin: NAME },
        }));
        return { ...data, headTags: [...entryScriptsFirst(data.headTags), ...sheets, ...links, ...fonts] };
      });
    });
  }
}

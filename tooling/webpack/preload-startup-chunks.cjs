// The host's start-up JS is async: `import('./bootstrap')` and the fallback chunks of the shared
// modules it consumes, which consume more shared modules in turn. Found one level at a time, they
// load in waves (4 round trips before React runs). This plugin lists every such chunk in
// index.html as <link rel="preload" as="script">, so they all start with the document.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PreloadStartupChunksPlugin';

const shareKeyOf = (module) => module.options?.shareKey ?? module._name;

/**
 * Files of the chunk groups the entry imports, then, for every shared module their chunks consume,
 * the chunks that PROVIDE it (the share scope serves the host's provided copy, not the fallback),
 * and so on. App code's own lazy imports are left out.
 */
function startupFiles(compilation) {
  const { chunkGraph } = compilation;
  const groups = [];
  const provideGroups = new Map();
  const entryModules = new Set();
  for (const entrypoint of compilation.entrypoints.values()) {
    for (const chunk of entrypoint.chunks) for (const module of chunkGraph.getChunkEntryModulesIterable(chunk)) entryModules.add(module);
    for (const child of entrypoint.childrenIterable) {
      for (const { module } of child.origins) {
        if (!module) continue;
        if (entryModules.has(module)) groups.push(child);
        else if (module.type === 'provide-module') provideGroups.set(shareKeyOf(module), child);
      }
    }
  }
  const seen = new Set();
  const files = new Set();
  const visit = (group) => {
    if (!group || seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type === 'consume-shared-module') visit(provideGroups.get(shareKeyOf(module)));
      }
    }
  };
  groups.forEach(visit);
  return [...files];
}

class PreloadStartupChunksPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap(NAME, (data) => {
        const publicPath = data.publicPath ?? '';
        const links = startupFiles(compilation).map((file) =>
          HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}`, fetchpriority: 'low' }),
        );
        data.headTags.push(...links);
        return data;
      });
    });
  }
}

module.exports = { PreloadStartupChunksPlugin };

// The host's start-up JS is async: the chunks of the shared modules its entry consumes (Module Federation's
// asyncStartup waits for them before the entry runs), which consume more shared modules in turn. Found one level
// at a time, they load in waves (round trips before React runs). This plugin lists every such chunk in
// index.html as <link rel="preload" as="script">, so they all start with the document.
const HtmlWebpackPlugin = require('html-webpack-plugin');

const NAME = 'PreloadStartupChunksPlugin';

const shareKeyOf = (module) => module.options?.shareKey ?? module._name;

/**
 * Files of the chunk groups the entry imports (and, for the entry's own chunks, only what they consume: they are
 * the page's script tags already), then, for every shared module their chunks consume,
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
  const visit = (group, withOwnFiles = true) => {
    if (!group || seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) {
      if (withOwnFiles) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
      for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type === 'consume-shared-module') visit(provideGroups.get(shareKeyOf(module)));
      }
    }
  };
  for (const entrypoint of compilation.entrypoints.values()) visit(entrypoint, false);
  groups.forEach((group) => visit(group));
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

// Chrome's explicit compile hints (V8, Chrome 136+): a file that starts with `//# allFunctionsCalledOnLoad` is compiled
// whole on a background thread while it streams in, instead of function by function on the page's main thread the
// first time each one runs. Meant for files whose code runs as the page starts: the app's own start-up and page code.
const NAME = 'CompileHintsPlugin';
const HINT = '//# allFunctionsCalledOnLoad\n';

class CompileHintsPlugin {
  /** @param {{ exclude?: RegExp }} [options] files to leave as they are (code fetched only in some cases) */
  constructor({ exclude } = {}) {
    this.exclude = exclude;
  }

  apply(compiler) {
    // The compiler's own webpack, as the other plugins here take it.
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.compilation.tap(NAME, (compilation) => {
      // After minification (which drops comments) and before the real content hash (so file names follow content).
      compilation.hooks.processAssets.tap({ name: NAME, stage: Compilation.PROCESS_ASSETS_STAGE_DEV_TOOLING }, (assets) => {
        for (const file of Object.keys(assets)) {
          if (!file.endsWith('.js') || this.exclude?.test(file)) continue;
          compilation.updateAsset(file, (source) => new sources.ConcatSource(HINT, source));
        }
      });
    });
  }
}

module.exports = { CompileHintsPlugin };

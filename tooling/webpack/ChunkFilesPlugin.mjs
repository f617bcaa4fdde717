import webpack from 'webpack';

/**
 * Writes `chunks.json`: named chunk -> its files, named chunk group -> its files (so the prerenderer can
 * preload a language's texts), and script -> the scripts loaded with it (every chunk group it is part of:
 * a shared library's chunk comes with the chunks it imports, which the page then preloads beside it
 * instead of discovering them one step later).
 */
export class ChunkFilesPlugin {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('ChunkFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ChunkFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const chunks = {};
        for (const chunk of compilation.chunks) if (chunk.name) chunks[chunk.name] = [...chunk.files];
        const groups = {};
        for (const [name, group] of compilation.namedChunkGroups) groups[name] = group.chunks.flatMap((c) => [...c.files]);
        const loadedWith = {};
        const scripts = (chunk) => [...chunk.files].filter((f) => f.endsWith('.js'));
        for (const chunk of compilation.chunks) {
          const together = new Set([...chunk.groupsIterable].flatMap((group) => group.chunks.flatMap(scripts)));
          for (const file of scripts(chunk)) loadedWith[file] = [...together].filter((f) => f !== file).sort();
        }
        compilation.emitAsset('chunks.json', new webpack.sources.RawSource(JSON.stringify({ chunks, groups, loadedWith }, null, 2)));
      });
    });
  }
}

import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { landingFiles } from './first-page-hints';

/** A stand-in bundle: chunks by file name, each with its imports, its styles and the module it stands for. */
function bundle(chunks: { file: string; facade?: string; entry?: boolean; imports?: string[]; css?: string[] }[]) {
  return Object.fromEntries(
    chunks.map((c) => [
      c.file,
      {
        type: 'chunk',
        fileName: c.file,
        isEntry: c.entry ?? false,
        facadeModuleId: c.facade ?? null,
        imports: c.imports ?? [],
        viteMetadata: { importedCss: new Set(c.css ?? []), importedAssets: new Set() },
      },
    ]),
  ) as unknown as OutputBundle;
}

const SRC = '/repo/apps/web/src/app/pages/';

describe('the files a landing screen preloads', () => {
  const built = bundle([
    { file: 'assets/index.js', entry: true, imports: ['assets/runtime.js'], css: ['assets/index.css'] },
    { file: 'assets/runtime.js' },
    {
      file: 'assets/messages.js',
      facade: `${SRC}messages.tsx`,
      imports: ['assets/shared.js', 'assets/runtime.js'],
      css: ['assets/messages.css'],
    },
    { file: 'assets/shared.js', imports: ['assets/runtime.js'], css: ['assets/shared.css'] },
    { file: 'assets/mine.js', facade: `${SRC}mine.tsx`, imports: ['assets/shared.js'], css: ['assets/mine.css'] },
    { file: 'assets/poi-details.js', facade: `${SRC}poi-details.tsx`, imports: ['assets/shared.js'] },
  ]);
  const files = landingFiles(built);

  it("lists a screen's chunks and their styles, without what the entry already carries", () => {
    expect(new Set(files['/messages'])).toEqual(
      new Set(['assets/messages.css', 'assets/shared.css', 'assets/messages.js', 'assets/shared.js']),
    );
    expect(files['/poiDetails']).toContain('assets/poi-details.js');
    for (const list of Object.values(files)) {
      expect(list).not.toContain('assets/runtime.js');
      expect(list).not.toContain('assets/index.js');
    }
  });

  it('leaves out /mine, whose largest paint is its data (first-page-hints.ts)', () => {
    expect(files['/mine']).toBeUndefined();
  });
});

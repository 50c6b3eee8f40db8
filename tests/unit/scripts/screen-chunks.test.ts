import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { screenChunks } from '../../../scripts/vite-plugins/prerender';

const chunk = (
  fileName: string,
  facadeModuleId: string | null,
  isDynamicEntry = true,
  imports: string[] = [],
) =>
  ({
    type: 'chunk',
    fileName,
    facadeModuleId,
    isDynamicEntry,
    imports,
  }) as unknown as Rolldown.OutputChunk;

describe('screenChunks', () => {
  it("maps each screen module in app/routes/ to its chunk's address", () => {
    const bundle = {
      a: chunk('assets/home-x1.js', '/repo/app/routes/home.tsx'),
      b: chunk('assets/blog-post-x2.js', '/repo/app/routes/blog-post.tsx'),
      // Not screens: the boot, a library, a lazily loaded feature, a statically imported module.
      c: chunk('assets/boot-x3.js', '/repo/app/boot.tsx'),
      d: chunk('assets/react-x4.js', null),
      e: chunk('assets/menu-x5.js', '/repo/app/components/layout/site-menu-sheet.tsx'),
      f: chunk('assets/root-layout-x6.js', '/repo/app/routes/root-layout.tsx', false),
      g: { type: 'asset', fileName: 'assets/home-x1.css' } as unknown as Rolldown.OutputAsset,
    };
    expect(screenChunks(bundle, '/')).toEqual({
      home: { chunk: '/assets/home-x1.js', preload: ['boot-x3.js'] },
      'blog-post': { chunk: '/assets/blog-post-x2.js', preload: ['boot-x3.js'] },
    });
  });

  it('lists every chunk the boot and the screen import, at any depth, each once', () => {
    const bundle = {
      boot: chunk('assets/boot-b.js', '/repo/app/boot.tsx', true, ['assets/react-r.js']),
      react: chunk('assets/react-r.js', null, false),
      enter: chunk('assets/enter-e.js', '/repo/app/routes/enter.tsx', true, [
        'assets/react-r.js',
        'assets/form-f.js',
      ]),
      form: chunk('assets/form-f.js', null, false, ['assets/valibot-v.js', 'assets/enter-e.js']),
      valibot: chunk('assets/valibot-v.js', null, false, ['assets/outbox-o.js']),
      outbox: chunk('assets/outbox-o.js', null, false, ['assets/react-r.js']),
    };
    expect(screenChunks(bundle, '/')['enter']).toEqual({
      chunk: '/assets/enter-e.js',
      preload: ['boot-b.js', 'form-f.js', 'outbox-o.js', 'react-r.js', 'valibot-v.js'],
    });
  });
});

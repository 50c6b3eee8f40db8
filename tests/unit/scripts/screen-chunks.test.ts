import { describe, expect, it } from 'vitest';
import type { Rolldown } from 'vite';
import { screenChunks } from '../../../scripts/vite-plugins/prerender';

const chunk = (fileName: string, facadeModuleId: string | null, isDynamicEntry = true) =>
  ({ type: 'chunk', fileName, facadeModuleId, isDynamicEntry }) as unknown as Rolldown.OutputChunk;

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
      home: '/assets/home-x1.js',
      'blog-post': '/assets/blog-post-x2.js',
    });
  });
});

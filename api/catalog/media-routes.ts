/**
 * GET /media/catalog/<id>-<width>.<avif|webp>: the catalogue's pictures, public and cached
 * forever (a new upload gets a new id, so a name never changes its bytes).
 */
import { Hono } from 'hono';
import type { CatalogPictureFiles } from './editor/picture-files';

const IMMUTABLE = 'public, max-age=31536000, immutable';

export function catalogMediaRoutes({ pictures }: { pictures: CatalogPictureFiles }) {
  return new Hono().get('/:name', async (c) => {
    const file = await pictures.read(c.req.param('name'));
    if (!file) return c.text('Not Found', 404);
    c.header('Content-Type', file.type);
    c.header('X-Content-Type-Options', 'nosniff');
    c.header('Cache-Control', IMMUTABLE);
    return c.body(new Uint8Array(file.bytes));
  });
}

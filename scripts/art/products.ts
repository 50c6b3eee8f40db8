/** Writes public/images/products/{slug}-1.svg, -2.svg and -3.svg for the eight products. */
import { isMain, writePublic } from './lib/files';
import { Defs, svgDoc } from './lib/svg';
import { APPAREL } from './products/apparel';
import { LEATHER } from './products/leather';
import { PRINT } from './products/print';
import { S, type ProductArt } from './products/studio';

export const PRODUCTS: Record<string, ProductArt> = { ...PRINT, ...APPAREL, ...LEATHER };

const ANGLES = ['', ', another angle', ', detail'] as const;

export function buildProducts(only?: readonly string[]): void {
  for (const [slug, art] of Object.entries(PRODUCTS)) {
    if (only && only.length && !only.includes(slug)) continue;
    art.views.forEach((view, i) => {
      const d = new Defs();
      const body = view(d);
      writePublic(
        `images/products/${slug}-${i + 1}.svg`,
        svgDoc(S, S, d, body, `${art.label}${ANGLES[i] ?? ''}`),
      );
    });
  }
}

if (isMain(import.meta.url)) buildProducts(process.argv.slice(2));

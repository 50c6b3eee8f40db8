/** Rasterises SVG and HTML with Debian's Chromium through playwright-core. */
import { writeFileSync } from 'node:fs';
// playwright-core, reached through the declared @playwright/test devDependency.
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS } from '../../chromium';

const ARGS = CHROMIUM_ARGS;

export interface ShotOptions {
  type?: 'png' | 'jpeg';
  quality?: number;
  transparent?: boolean;
}

export class Renderer {
  private constructor(
    private readonly browser: Browser,
    private readonly page: Page,
  ) {}

  static async open(): Promise<Renderer> {
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    return new Renderer(browser, page);
  }

  /** Renders an SVG document stretched to w x h pixels. */
  async svg(svg: string, w: number, h: number, opts: ShotOptions = {}): Promise<Buffer> {
    const bg = opts.transparent ? 'transparent' : '#000';
    const html =
      `<!doctype html><html><head><style>html,body{margin:0;background:${bg};overflow:hidden}` +
      `svg{display:block;width:${w}px;height:${h}px}</style></head><body>${svg}</body></html>`;
    return this.html(html, w, h, opts);
  }

  async html(html: string, w: number, h: number, opts: ShotOptions = {}): Promise<Buffer> {
    await this.page.setViewportSize({ width: w, height: h });
    await this.page.setContent(html, { waitUntil: 'load' });
    return this.page.screenshot({
      type: opts.type ?? 'png',
      quality: opts.type === 'jpeg' ? (opts.quality ?? 85) : undefined,
      omitBackground: opts.transparent ?? false,
      clip: { x: 0, y: 0, width: w, height: h },
    });
  }

  /** Loads a file:// page (so it may reference local images) and captures the full page. */
  async file(path: string, w: number, out: string): Promise<void> {
    await this.page.setViewportSize({ width: w, height: 600 });
    await this.page.goto(`file://${path}`, { waitUntil: 'load' });
    writeFileSync(out, await this.page.screenshot({ type: 'png', fullPage: true }));
  }

  async close(): Promise<void> {
    await this.browser.close();
  }
}

/** Debian's Chromium through playwright-core: HTML to PDF, HTML or SVG to PNG/JPEG. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { CHROMIUM_ARGS } from '../../chromium';

const ARGS = CHROMIUM_ARGS;

/** Pages are written here and opened by file:// so they can load the fonts in node_modules. */
export const WORK_DIR = '/tmp/aurelian-content';

export interface Shot {
  type: 'png' | 'jpeg';
  quality?: number;
}

export class Studio {
  private constructor(
    private readonly browser: Browser,
    readonly page: Page,
  ) {}

  static async open(): Promise<Studio> {
    mkdirSync(WORK_DIR, { recursive: true });
    const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ARGS });
    return new Studio(browser, await browser.newPage({ deviceScaleFactor: 1 }));
  }

  /** Opens `html` from a file so relative file:// fonts and images resolve. */
  async load(name: string, html: string, width = 1200, height = 800): Promise<void> {
    const file = join(WORK_DIR, `${name}.html`);
    writeFileSync(file, html);
    await this.page.setViewportSize({ width, height });
    await this.page.goto(`file://${file}`, { waitUntil: 'load' });
    await this.page.evaluate(() => document.fonts.ready.then(() => undefined));
  }

  async screenshot(name: string, html: string, w: number, h: number, shot: Shot): Promise<Buffer> {
    await this.load(name, html, w, h);
    return this.page.screenshot({
      type: shot.type,
      quality: shot.type === 'jpeg' ? (shot.quality ?? 80) : undefined,
      clip: { x: 0, y: 0, width: w, height: h },
    });
  }

  /** An SVG document rasterised at w x h. */
  svg(name: string, svg: string, w: number, h: number, shot: Shot): Promise<Buffer> {
    const html = `<!doctype html><html><head><style>html,body{margin:0;background:#0c0b0a}svg{display:block;width:${w}px;height:${h}px}</style></head><body>${svg}</body></html>`;
    return this.screenshot(name, html, w, h, shot);
  }

  /** Prints `html` with its own @page size; returns the PDF bytes. */
  async pdf(name: string, html: string): Promise<Buffer> {
    await this.load(name, html);
    return this.page.pdf({ preferCSSPageSize: true, printBackground: true, tagged: true });
  }

  async close(): Promise<void> {
    await this.browser.close();
  }
}

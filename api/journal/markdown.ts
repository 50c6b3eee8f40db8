/**
 * A post's Markdown to the HTML the site shows: parsed by marked, then cut down by sanitize-html
 * to the few elements a post uses, so whatever staff paste (a script, an event handler, a
 * `javascript:` or `data:` link, a style, a frame) reaches no reader. Runs on the server only, at
 * save time; readers get the stored result.
 */
import { Marked, type Tokens } from 'marked';
import sanitizeHtml from 'sanitize-html';

/**
 * A quotation whose last paragraph starts with an em dash names its speaker, as the bundled posts
 * did (`> — Isabella Moreno`): it becomes a figure with the name as its caption.
 */
const CITE = /^—\s*(.+)$/s;

const marked = new Marked({
  gfm: true,
  renderer: {
    blockquote({ tokens }: Tokens.Blockquote) {
      const blocks = tokens.filter((token) => token.type !== 'space');
      const last = blocks.at(-1);
      const cite = last?.type === 'paragraph' ? CITE.exec(last.text) : null;
      if (!cite || blocks.length < 2)
        return `<blockquote>\n${this.parser.parse(tokens)}</blockquote>\n`;
      const quote = this.parser.parse(blocks.slice(0, -1));
      const caption = this.parser
        .parseInline((last as Tokens.Paragraph).tokens)
        .replace(/^—\s*/, '');
      return `<figure>\n<blockquote>\n${quote}</blockquote>\n<figcaption>${caption}</figcaption>\n</figure>\n`;
    },
  },
});

/** http(s) to another site: opened without handing it our page (rel). */
const isExternal = (href: string) => /^https?:\/\//i.test(href);

const SANITIZE: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'h2',
    'h3',
    'blockquote',
    'figure',
    'figcaption',
    'ul',
    'ol',
    'li',
    'strong',
    'em',
    'a',
    'img',
    'br',
  ],
  allowedAttributes: { a: ['href', 'title', 'rel'], img: ['src', 'alt', 'title'], ol: ['start'] },
  // Links: the web, mail and our own paths (a relative URL has no scheme and is kept).
  allowedSchemes: ['http', 'https', 'mailto'],
  // Pictures: our own paths, or https; never data: or http.
  allowedSchemesByTag: { img: ['https'] },
  allowProtocolRelative: false,
  // A tag not on the list goes, its text stays; a script's or style's text goes with it.
  disallowedTagsMode: 'discard',
  transformTags: {
    a: (tagName, attribs) => {
      const { rel: _rel, ...rest } = attribs;
      const href = rest.href ?? '';
      return {
        tagName,
        attribs: isExternal(href) ? { ...rest, rel: 'noopener noreferrer' } : rest,
      };
    },
  },
  // A picture must say what it shows: one without alt text is left out.
  exclusiveFilter: (frame) =>
    frame.tag === 'img' && (!frame.attribs.src || !(frame.attribs.alt ?? '').trim()),
};

/** Markdown as staff wrote it → the sanitised HTML the site shows. */
export function renderMarkdown(markdown: string): string {
  const html = marked.parse(markdown, { async: false });
  return sanitizeHtml(html, SANITIZE).trim();
}

/** The words a reader reads (tags and entities aside), for the reading time. */
export function wordCount(html: string): number {
  const text = sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
  return text.split(/\s+/).filter(Boolean).length;
}

/** Minutes at 230 words a minute, never less than one (as app/content/text.ts counts them). */
export const readingMinutes = (html: string) => Math.max(1, Math.round(wordCount(html) / 230));

/**
 * A small strict XML reader for the feed's tests: elements, attributes, text, CDATA, comments and
 * the declaration; it throws on anything not well formed (an unclosed or mismatched tag, a stray
 * '<' or '&', text outside the root), so a feed that parses here parses in a feed reader.
 */
export interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(raw: string): string {
  if (/[<]/.test(raw)) throw new Error(`A stray '<' in ${JSON.stringify(raw)}`);
  return raw.replace(/&([^;]*);?/g, (whole, name: string) => {
    if (!whole.endsWith(';')) throw new Error(`An unterminated entity in ${JSON.stringify(raw)}`);
    if (name.startsWith('#x')) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
    const known = ENTITIES[name];
    if (known === undefined) throw new Error(`An unknown entity &${name};`);
    return known;
  });
}

const TOKEN =
  /<\?[\s\S]*?\?>|<!--[\s\S]*?-->|<!\[CDATA\[([\s\S]*?)\]\]>|<(\/?)([A-Za-z_][\w:.-]*)((?:\s+[A-Za-z_][\w:.-]*\s*=\s*(?:"[^"]*"|'[^']*'))*)\s*(\/?)>|[^<]+|</g;
const ATTRIBUTE = /([A-Za-z_][\w:.-]*)\s*=\s*(?:"([^"]*)"|'([^']*)')/g;

export function parseXml(xml: string): XmlElement {
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  for (const match of xml.matchAll(TOKEN)) {
    const [token, cdata, closing, name, attrs, selfClosing] = match;
    const top = stack.at(-1);
    if (token.startsWith('<?') || token.startsWith('<!--')) continue;
    if (cdata !== undefined) {
      if (!top) throw new Error('CDATA outside the root');
      top.text += cdata;
    } else if (name === undefined) {
      if (token === '<') throw new Error('A stray <');
      if (!top) {
        if (token.trim() !== '') throw new Error('Text outside the root');
        continue;
      }
      top.text += decode(token);
    } else if (closing) {
      if (top?.name !== name) throw new Error(`</${name}> closes <${top?.name}>`);
      stack.pop();
    } else {
      if (!top && root) throw new Error('A second root element');
      const attributes: Record<string, string> = {};
      for (const [, key, double, single] of (attrs ?? '').matchAll(ATTRIBUTE)) {
        attributes[key!] = decode(double ?? single ?? '');
      }
      const element: XmlElement = { name, attributes, children: [], text: '' };
      if (top) top.children.push(element);
      else root = element;
      if (!selfClosing) stack.push(element);
    }
  }
  if (stack.length > 0) throw new Error(`<${stack.at(-1)!.name}> is never closed`);
  if (!root) throw new Error('No root element');
  return root;
}

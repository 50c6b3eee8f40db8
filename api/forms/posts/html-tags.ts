/**
 * One start tag of our own markup (`<input ... />`, `<select ...>`), read and edited attribute by
 * attribute. Untouched attributes are written back exactly as they were, so a patched page
 * differs from the pre-rendered one only where the server meant it to.
 */
import { decodeHtml, escapeHtml } from '@shared/html-text';

interface Attribute {
  name: string;
  /** the value as written (still escaped); undefined for a bare attribute (`checked`) */
  raw: string | undefined;
  quote: '"' | "'";
}

export interface StartTag {
  name: string;
  attrs: Attribute[];
  selfClosing: boolean;
}

const TAG = /^<([a-zA-Z][\w-]*)([\s\S]*?)(\/?)>$/;
const ATTRIBUTE = /([^\s"'<>/=]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;

export function parseTag(text: string): StartTag {
  const match = TAG.exec(text);
  if (!match) throw new Error(`Not a start tag: ${text.slice(0, 40)}`);
  const attrs: Attribute[] = [];
  for (const [, name, double, single, bare] of match[2]!.matchAll(ATTRIBUTE)) {
    const raw = double ?? single ?? (bare === undefined ? undefined : escapeHtml(bare));
    attrs.push({ name: name!, raw, quote: single === undefined ? '"' : "'" });
  }
  return { name: match[1]!.toLowerCase(), attrs, selfClosing: match[3] === '/' };
}

const find = (tag: StartTag, name: string) =>
  tag.attrs.find((a) => a.name.toLowerCase() === name.toLowerCase());

/** The attribute's text ('' for a bare one), or undefined when the tag has none. */
export function getAttr(tag: StartTag, name: string): string | undefined {
  const found = find(tag, name);
  return found && decodeHtml(found.raw ?? '');
}

export function setAttr(tag: StartTag, name: string, value: string): void {
  const found = find(tag, name);
  const raw = escapeHtml(value);
  if (found) Object.assign(found, { raw, quote: '"' });
  else tag.attrs.push({ name, raw, quote: '"' });
}

export function removeAttr(tag: StartTag, name: string): void {
  tag.attrs = tag.attrs.filter((a) => a.name.toLowerCase() !== name.toLowerCase());
}

/** A boolean attribute (`checked`, `selected`) as React writes it: `checked=""`, or none. */
export function toggleAttr(tag: StartTag, name: string, on: boolean): void {
  if (on) setAttr(tag, name, '');
  else removeAttr(tag, name);
}

export function renderTag(tag: StartTag): string {
  const attrs = tag.attrs.map(({ name, raw, quote }) =>
    raw === undefined ? ` ${name}` : ` ${name}=${quote}${raw}${quote}`,
  );
  return `<${tag.name}${attrs.join('')}${tag.selfClosing ? '/' : ''}>`;
}

/** Edits one tag's text with `edit`, returning the new text. */
export function editTag(text: string, edit: (tag: StartTag) => void): string {
  const tag = parseTag(text);
  edit(tag);
  return renderTag(tag);
}

/** A post's Markdown is rendered and sanitised on the server: what staff paste reaches no reader. */
import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '@api/journal/markdown';

describe('renderMarkdown', () => {
  it('renders the elements a post uses', () => {
    const html = renderMarkdown(
      [
        '## A heading',
        '### A smaller one',
        'A paragraph with *emphasis*, **strength** and [a page](/blog/marcus).',
        '- one\n- two',
        '1. first\n2. second',
        '> Said well.\n>\n> — Isabella Moreno',
        '![The lake at dusk](/images/blog/marcus.svg)',
      ].join('\n\n'),
    );
    expect(html).toContain('<h2>A heading</h2>');
    expect(html).toContain('<h3>A smaller one</h3>');
    expect(html).toContain('<em>emphasis</em>');
    expect(html).toContain('<strong>strength</strong>');
    expect(html).toContain('<a href="/blog/marcus">a page</a>');
    expect(html).toMatch(/<ul>\s*<li>one<\/li>\s*<li>two<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<ol>\s*<li>first<\/li>/);
    expect(html).toMatch(
      /<figure>\s*<blockquote>\s*<p>Said well.<\/p>\s*<\/blockquote>\s*<figcaption>Isabella Moreno<\/figcaption>\s*<\/figure>/,
    );
    expect(html).toContain('<img src="/images/blog/marcus.svg" alt="The lake at dusk" />');
  });

  it('keeps a quotation without a speaker a plain blockquote', () => {
    expect(renderMarkdown('> Just this.')).toMatch(
      /^<blockquote>\s*<p>Just this.<\/p>\s*<\/blockquote>$/,
    );
  });

  it('gives links to other sites rel="noopener noreferrer", and ours none', () => {
    const html = renderMarkdown(
      '[out](https://example.com/a) [mail](mailto:club@example.com) [in](/shop) <a href="/x" rel="opener">x</a>',
    );
    expect(html).toContain('<a href="https://example.com/a" rel="noopener noreferrer">out</a>');
    expect(html).toContain('<a href="mailto:club@example.com">mail</a>');
    expect(html).toContain('<a href="/shop">in</a>');
    expect(html).toContain('<a href="/x">x</a>');
  });

  it.each([
    ['a script', 'Hello <script>alert(1)</script> there', /<script|alert/],
    ['an event handler', '<img src="/a.png" alt="A" onerror="alert(1)">', /onerror|alert/],
    ['a handler on any element', '<p onclick="steal()">Hi</p>', /onclick|steal/],
    ['a javascript: link', '[click](javascript:alert(1))', /javascript|alert/],
    ['a javascript: link in HTML', '<a href="JaVaScRiPt:alert(1)">x</a>', /javascript|alert/i],
    [
      'an entity-encoded javascript: link',
      '<a href="&#106;avascript:alert(1)">x</a>',
      /javascript|alert|href/i,
    ],
    ['a data: link', '[x](data:text/html;base64,PHNjcmlwdD4=)', /data:/],
    ['a data: picture', '![x](data:image/png;base64,iVBORw0KGgo=)', /data:|<img/],
    ['a picture over http', '![x](http://tracker.example/p.gif)', /<img|tracker/],
    ['a protocol-relative picture', '<img src="//evil.example/p.gif" alt="p">', /<img|evil/],
    ['a style attribute', '<p style="position:fixed">Hi</p>', /style|fixed/],
    ['a style element', '<style>body{display:none}</style>Hi', /<style|display/],
    ['an iframe', '<iframe src="https://evil.example"></iframe>', /iframe|evil/],
    ['an object', '<object data="x.swf"></object>', /object|swf/],
    ['a form', '<form action="https://evil.example"><input name="p"></form>', /form|input|evil/],
    ['an svg with a script', '<svg><script>alert(1)</script></svg>', /svg|script|alert/],
  ])('renders %s harmless', (_name, markdown, forbidden) => {
    expect(renderMarkdown(markdown)).not.toMatch(forbidden);
  });

  it('leaves out a picture without alt text, and keeps one on our paths or https', () => {
    expect(renderMarkdown('<img src="/images/a.svg">')).not.toContain('<img');
    expect(renderMarkdown('![ ](/images/a.svg)')).not.toContain('<img');
    expect(renderMarkdown('![A view](https://cdn.example/a.jpg)')).toContain(
      '<img src="https://cdn.example/a.jpg" alt="A view" />',
    );
  });

  it('keeps the words of elements it drops', () => {
    expect(renderMarkdown('# Big title')).toBe('Big title');
    expect(renderMarkdown('<div>Inside</div>')).toBe('Inside');
  });
});

import { describe, expect, it } from 'vitest';
import { withoutScripts } from '@api/forms/posts/without-scripts';

describe('withoutScripts', () => {
  it('drops the module, its preloads and the inline early-events script, keeping the data', () => {
    const html =
      '<head><script type="module" fetchpriority="low" crossorigin src="/assets/index-x.js"></script>\n' +
      '    <link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/a.js">\n' +
      '    <link rel="stylesheet" crossorigin href="/assets/index.css">\n' +
      '<script>(function(w,d){w.__early={}})(window,document)</script>\n  </head>' +
      '<body><div id="root"></div><script type="application/json" id="prerender-state">{"a":1}</script></body>';
    expect(withoutScripts(html)).toBe(
      '<head><link rel="stylesheet" crossorigin href="/assets/index.css">\n' +
        '</head><body><div id="root"></div><script type="application/json" id="prerender-state">{"a":1}</script></body>',
    );
  });
});

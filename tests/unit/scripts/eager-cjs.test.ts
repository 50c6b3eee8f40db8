import { describe, expect, it } from 'vitest';
import { eagerCommonJs } from '../../../scripts/vite-plugins/eager-cjs';

describe('eagerCommonJs', () => {
  it('writes each CommonJS wrapper as a parenthesised function expression', () => {
    const chunk = [
      'var require_a = /* @__PURE__ */ __commonJSMin(((exports) => {',
      '\texports.a = 1;',
      '}));',
      'var require_b = /* @__PURE__ */ __commonJSMin(((exports, module, this$1) => {',
      '\tmodule.exports = this$1;',
      '}));',
      'var require_c = __commonJS(((exports, module) => {',
      '\tmodule.exports = require_a();',
      '}));',
    ].join('\n');
    expect(eagerCommonJs(chunk)).toBe(
      [
        'var require_a = /* @__PURE__ */ __commonJSMin((function(exports) {',
        '\texports.a = 1;',
        '}));',
        'var require_b = /* @__PURE__ */ __commonJSMin((function(exports, module, this$1) {',
        '\tmodule.exports = this$1;',
        '}));',
        'var require_c = __commonJS((function(exports, module) {',
        '\tmodule.exports = require_a();',
        '}));',
      ].join('\n'),
    );
  });

  it('leaves every other arrow function alone', () => {
    const chunk = 'const f = ((exports) => { return exports; });\nlist.map((x) => x * 2);';
    expect(eagerCommonJs(chunk)).toBe(chunk);
  });

  it('still runs the module as the arrow did', () => {
    const runtime = (factory: (exports: Record<string, unknown>) => void) => {
      const exports = {};
      factory(exports);
      return exports;
    };
    const source = eagerCommonJs(
      'return __commonJSMin(((exports) => {\n\texports.answer = 42;\n}));',
    );
    expect(new Function('__commonJSMin', source)(runtime)).toEqual({ answer: 42 });
  });
});

/**
 * CommonJS packages (React DOM above all) compiled off the main thread (issue 40).
 *
 * The bundler wraps each CommonJS module in a function it calls on the first `require`:
 * `__commonJSMin(((exports, module) => { ...the package... }))`. V8 compiles a function only
 * when it is first called, unless it looks immediately invoked: a `function` expression in
 * parentheses is compiled eagerly, with the rest of the file, while the file streams in, on a
 * background thread. An arrow function is not, so React DOM's 180 KB body was compiled on the
 * main thread when the app first required it: 45–65 ms of one task at full speed, 180–250 ms on a
 * phone (4x CPU), measured in Chromium 150. As a `function` expression the same require takes
 * 15–20 ms. The wrappers use neither `this` (the bundler passes it as a parameter) nor
 * `arguments`, so the two forms run alike.
 */
import type { Plugin } from 'vite';

/** `__commonJSMin(((exports, module) => {` and `__commonJS(((exports) => {`, as the bundler writes them. */
const ARROW_WRAPPER = /\b(__commonJS(?:Min)?\(\()\(((?:[\w$]+(?:,\s*)?)*)\)\s*=>\s*\{/g;

/** `code` with each CommonJS wrapper written as a parenthesised `function` expression. */
export function eagerCommonJs(code: string): string {
  return code.replace(ARROW_WRAPPER, (_match, call: string, params: string) => {
    return `${call}function(${params}) {`;
  });
}

const countOf = (code: string, pattern: RegExp) => code.match(pattern)?.length ?? 0;

export function eagerCjs(): Plugin {
  /** Wrappers rewritten per chunk, checked again once the minifier is done with them. */
  const rewrittenIn = new Map<string, number>();
  return {
    name: 'club:eager-cjs',
    apply: 'build',
    renderStart() {
      rewrittenIn.clear();
    },
    renderChunk(code, chunk) {
      const count = countOf(code, ARROW_WRAPPER);
      if (count === 0) return null;
      rewrittenIn.set(chunk.fileName, count);
      return { code: eagerCommonJs(code), map: null };
    },
    generateBundle(_options, bundle) {
      // A minifier that turns them back into arrows would silently bring the cost back.
      for (const [file, count] of rewrittenIn) {
        const output = bundle[file];
        if (output?.type === 'chunk' && countOf(output.code, /\(\(function\(/g) < count) {
          this.error(`${file}: the minifier turned CommonJS wrappers back into arrow functions`);
        }
      }
    },
  };
}

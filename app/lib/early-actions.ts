/**
 * Replays what a person did on a pre-rendered page before it was interactive (issue 21): the
 * taps and submits that the inline script (shared/early-events.ts) held, each exactly once, in
 * order, as soon as React handles its element. A submit is replayed with the fields as they were
 * when it was pressed, so the form validates and sends what the person saw; a submit whose form
 * never comes alive goes to the server as a real POST instead (shared/form-posts.ts).
 */
import type { EarlyEvents } from '@shared/early-events';
import { reactHandles, whenReactHandles } from './react-handles';
import { sendFormToServer } from './send-form-to-server';
import { fieldsOf, giveBack, isChanged } from './typed-before-hydration';

declare global {
  interface Window {
    __early?: EarlyEvents;
  }
}

type FieldStates = Map<string, string | boolean>;

interface Action {
  type: string;
  el: HTMLElement;
  submitter: HTMLElement | null | undefined;
  /** child indexes from the root: finds the element again in a page rendered afresh */
  path: number[];
  /** a submit's fields as they were when it was pressed */
  fields: FieldStates;
}

const MARKS = ['data-early-pressed', 'data-early-busy', 'aria-busy'];

function pathFrom(root: Element, el: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = el; node && node !== root; node = node.parentElement) {
    path.unshift(node.parentElement ? [...node.parentElement.children].indexOf(node) : -1);
  }
  return path;
}

function find(root: Element, path: number[]): HTMLElement | null {
  let node: Element | undefined = root;
  for (const index of path) node = node?.children[index];
  return node instanceof HTMLElement ? node : null;
}

/** A form's named fields, keyed by name and occurrence (radios share a name). */
function keyedFields(form: HTMLElement) {
  const seen = new Map<string, number>();
  return fieldsOf(form)
    .filter(([field]) => field.name !== '')
    .map(([field, state]) => {
      const n = seen.get(field.name) ?? 0;
      seen.set(field.name, n + 1);
      return { key: `${field.name}#${n}`, field, state };
    });
}

function perform(action: Action, el: HTMLElement): void {
  if (action.type !== 'submit' || !(el instanceof HTMLFormElement)) return el.click();
  for (const { key, field } of keyedFields(el)) {
    const state = action.fields.get(key);
    if (state !== undefined) giveBack(field, state);
  }
  const submitter = action.submitter;
  el.requestSubmit(submitter?.isConnected && el.contains(submitter) ? submitter : null);
}

/**
 * Starts following the early queue under `root` (call before hydrating: the elements are still
 * the pre-rendered ones). The returned function replays it; call it once React has committed.
 */
export function followEarlyActions(root: Element): () => void {
  const early = window.__early;
  if (!early) return () => {};
  const actions: Action[] = [];
  const take = () => {
    for (const [type, el, submitter] of early.q.splice(0)) {
      const fields: FieldStates = new Map(
        type === 'submit'
          ? keyedFields(el)
              .filter(({ field, state }) => isChanged(field, state))
              .map(({ key, state }) => [key, state])
          : [],
      );
      actions.push({ type, el, submitter, path: pathFrom(root, el), fields });
    }
  };
  take();
  early.p = take;

  let running = false;
  const next = (): void => {
    const action = actions.shift();
    running = action !== undefined;
    if (!action) return;
    const el = action.el.isConnected ? action.el : find(root, action.path);
    if (!el) return next();
    whenReactHandles(
      el,
      () => {
        for (const mark of MARKS) action.el.removeAttribute(mark);
        perform(action, el);
        next();
      },
      () => {
        // Its code never loaded: a held form goes to the server; a tap is let go.
        for (const mark of MARKS) action.el.removeAttribute(mark);
        if (action.type === 'submit' && el instanceof HTMLFormElement) sendFormToServer(el);
        next();
      },
    );
  };
  return () => {
    // From now on React's own listeners take what lands on a live element.
    early.l = reactHandles;
    early.p = () => {
      take();
      if (!running) next();
    };
    take();
    next();
  };
}

/**
 * The few hundred bytes each pre-rendered page runs before any module (issue 21): between the
 * first paint and the app's hydration, a tap on a button or a submit would otherwise do nothing,
 * or worse, submit by the browser's default. The build inlines this text into the page's head
 * (scripts/prerender/page-html.ts) and the server allows exactly it by its hash in the CSP
 * (api/middleware/security-headers.ts), so both read these same bytes.
 *
 * What it keeps, like React's replay of discrete events and Angular's early event contract
 * (jsaction): the discrete events a person means, `click` on a button (or a role=button/tab
 * control) and `submit`. It stops their default and their propagation, so neither the browser
 * (a GET with the fields in the URL) nor a half-hydrated React acts on them, marks the control
 * at once (`data-early-pressed`, or `data-early-busy` and `aria-busy` on a form, drawn by
 * EARLY_EVENTS_CSS), and queues
 * them. A second submit of a form already held is dropped: a replay never sends twice. What it
 * lets be: links (a link works before any script), focus, typing, ticking a box, choosing an
 * option (the browser keeps their state; app/lib/typed-before-hydration.ts gives it back after
 * hydration), and continuous events (scroll, hover, pointer moves), which mean nothing later.
 *
 * The app takes over in app/lib/early-actions.ts: it sets `p` (told of each new entry) and `l`
 * (whether React already listens on an element: such events are left to React), then replays
 * the queue in order. If the app never wakes (a script failed to load, or 8 s after a held
 * submit), `f` hands the first held form to the server as a real POST (shared/form-posts.ts),
 * with a fresh key when the page came without one.
 *
 * Links whose target depends on sign-in (issue 40: Book Now goes to /booking/{id} for members,
 * /waitlist for everyone else) are pre-rendered for a visitor and carry the member's target in
 * `data-member-href` (memberHref below). Read once, before the first paint, the API's `signed_in`
 * hint cookie (shared/session-hint.ts) decides which the page shows: when it is there, such a
 * link is pointed at its member target as the parser finishes, or when it is tapped first, so a
 * member's tap before the app wakes goes where the app would send it. The hint is kept as `m`,
 * and the app's first render takes the same side (app/lib/member-hint.ts), so hydration finds
 * the page as this script left it. A stale hint (a session ended elsewhere) at worst opens the
 * booking form, which the spec lets visitors use, until the app learns the session and points
 * the link back. Chosen over holding such a tap until the session is known: a link works the
 * moment it is drawn, and the session is known only once the app and its database have loaded.
 */

import { SESSION_HINT_COOKIE, SESSION_HINT_VALUE } from './session-hint';

/** Where the app finds the queue: `window.__early`. */
export interface EarlyEvents {
  /** whether the `signed_in` hint was there when the page was parsed: member targets shown */
  m: boolean;
  /** [event type, element (the control, or the form), the submitter of a submit] */
  q: [string, HTMLElement, HTMLElement | null | undefined][];
  /** set by the app: called after each new entry */
  p: (() => void) | null;
  /** set by the app: true for an element React already handles */
  l: ((el: Element) => boolean) | null;
  /** sends the first held form to the server (the app never woke) */
  f: () => void;
  /** the marks' stylesheet, once an action has been held */
  s?: HTMLStyleElement;
}

/**
 * The marks' look: a pressed control looks pressed; a held form's submit button turns busy, a
 * small ring in its own ink beside its label. Added to the page by the first early action only:
 * in the app's stylesheet, which every page loads before its first paint, these bytes pushed it
 * past one round trip on a phone's connection (Lighthouse's FCP went from 0.76 to 0.90 s).
 */
export const EARLY_EVENTS_CSS =
  '[data-early-pressed]{filter:brightness(.9);transform:scale(.97);transition:transform .12s ease-out}' +
  'form[data-early-busy]{cursor:progress}' +
  'form[data-early-busy] [type=submit]{pointer-events:none;opacity:.85}' +
  'form[data-early-busy] [type=submit]:after{content:"";display:inline-block;flex:none;width:1em;' +
  'height:1em;border-radius:50%;border:2px solid;border-right-color:transparent;' +
  'animation:early-spin .8s linear infinite}' +
  '@keyframes early-spin{to{transform:rotate(1turn)}}' +
  '@media (prefers-reduced-motion:reduce){form[data-early-busy] [type=submit]:after{animation-duration:2.4s}}';

/** The attribute that carries a link's target for a member (see above). */
export const MEMBER_HREF_ATTRIBUTE = 'data-member-href';

/** Props for a link whose target is `member` when someone is signed in (spec 2.3's Book Now). */
export const memberHref = (member: string) => ({ [MEMBER_HREF_ATTRIBUTE]: member });

const MEMBER_LINK = `a[${MEMBER_HREF_ATTRIBUTE}]`;

export const EARLY_EVENTS_SCRIPT =
  '(function(w,d){' +
  // The hint as document.cookie writes it, and one member link pointed at its member target.
  `var M=/(^|; )${SESSION_HINT_COOKIE}=${SESSION_HINT_VALUE}(;|$)/.test(d.cookie),A="${MEMBER_LINK}",` +
  `R=function(a){a.href=a.getAttribute("${MEMBER_HREF_ATTRIBUTE}")},` +
  'q=[],T,E={m:M,q:q,p:null,l:null,f:function(){' +
  'if(E.l)return;for(var i=0;i<q.length;i++)if(q[i][0]=="submit"){' +
  'var f=q.splice(i,1)[0][1],k=f.elements.namedItem("formKey");' +
  'if(k&&!k.value)k.value=w.crypto&&crypto.randomUUID?crypto.randomUUID():Date.now()+"-"+Math.random();' +
  'HTMLFormElement.prototype.submit.call(f);return}}};' +
  'function h(e){' +
  'var s=e.type=="submit",t=e.target,el=s?t:t.closest&&t.closest("button,[role=button],[role=tab]"),a;' +
  // Before the app: a member link tapped ahead of the parser's end goes to the member's target.
  'M&&!s&&!E.l&&t.closest&&(a=t.closest(A))&&R(a);' +
  'if(!el||E.l&&E.l(el)||!s&&el.type=="submit"&&el.form)return;' +
  'e.preventDefault();e.stopPropagation();' +
  'if(!E.s){E.s=d.createElement("style");E.s.textContent=' +
  JSON.stringify(EARLY_EVENTS_CSS) +
  ';d.head.appendChild(E.s)}' +
  'if(s){if(el.hasAttribute("data-early-busy"))return;' +
  'el.setAttribute("data-early-busy","");el.setAttribute("aria-busy","true");' +
  'if(!T)T=setTimeout(E.f,8e3)}' +
  'else el.setAttribute("data-early-pressed","");' +
  'q.push([e.type,el,e.submitter]);E.p&&E.p()}' +
  'd.addEventListener("click",h,!0);d.addEventListener("submit",h,!0);' +
  // With the hint, every member link points at its member target once the page is parsed.
  'M&&d.addEventListener("DOMContentLoaded",function(){d.querySelectorAll(A).forEach(R)});' +
  // A module that fails to load never hydrates the page: the held form goes to the server now.
  'w.addEventListener("error",function(e){var t=e.target;' +
  't&&(t.tagName=="SCRIPT"||t.rel=="modulepreload")&&E.f()},!0);' +
  'w.__early=E})(window,document)';

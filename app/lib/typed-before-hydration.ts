/**
 * What a visitor typed into a pre-rendered page before its scripts hydrated it. Hydration sets
 * each controlled field back to the value React rendered, so the search on /destinations or an
 * email in the footer would vanish. The fields are captured before hydrating and, once it has
 * committed, typed in again the way the browser would, so React's onChange sees them.
 */

type TextField = HTMLInputElement | HTMLTextAreaElement;

const NOT_TEXT = new Set(['checkbox', 'radio', 'file', 'hidden', 'submit', 'button', 'reset']);

function typedFields(root: ParentNode): [TextField, string][] {
  const fields = root.querySelectorAll<TextField>('input, textarea');
  return [...fields]
    .filter((field) => !(field instanceof HTMLInputElement && NOT_TEXT.has(field.type)))
    .filter((field) => field.value !== field.defaultValue)
    .map((field) => [field, field.value]);
}

/** Captures the fields typed into under `root`; the returned function types them in again. */
export function captureTypedFields(root: ParentNode): () => void {
  const typed = typedFields(root);
  return () => {
    for (const [field, value] of typed) {
      // Rendered afresh (not hydrated), the field is a new element: nothing to give back.
      if (!field.isConnected) continue;
      // Hydration leaves the typed text in place but React believes it rendered its own value,
      // and puts that back on the next render. So the text is typed again the way React notices:
      // its value tracker (behind `field.value =`) is first told something else, then the
      // prototype's setter, which React does not watch, puts the text back before the event.
      field.value = value === '' ? ' ' : '';
      const proto = Object.getPrototypeOf(field) as TextField;
      Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(field, value);
      field.dispatchEvent(new Event('input', { bubbles: true }));
    }
  };
}

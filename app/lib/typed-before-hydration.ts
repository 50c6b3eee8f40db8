/**
 * What a visitor typed, ticked or chose in a pre-rendered page before its scripts hydrated it.
 * Hydration sets each controlled field back to the value React rendered (react-hook-form puts its
 * default into the element when it registers it), so the search on /destinations, an email in
 * the footer or the rules box on /enter would vanish. The fields are read before hydrating and,
 * once React handles each one, set again the way a person would, so React's onChange sees them.
 */
import { whenReactHandles } from './react-handles';

export type FormField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
/** A text field's value, a box's or radio's checked state. */
type FieldState = string | boolean;

const NOT_FIELD = new Set(['file', 'hidden', 'submit', 'button', 'reset', 'image']);
const isToggle = (field: FormField): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

export function fieldState(field: FormField): FieldState {
  return isToggle(field) ? field.checked : field.value;
}

function defaultState(field: FormField): FieldState {
  if (isToggle(field)) return field.defaultChecked;
  if (field instanceof HTMLSelectElement) {
    const chosen = [...field.options].find((option) => option.defaultSelected) ?? field.options[0];
    return chosen?.value ?? '';
  }
  return field.defaultValue;
}

/** The fields under `root` a person can change, with what they hold now. */
export function fieldsOf(root: ParentNode): [FormField, FieldState][] {
  const fields = root.querySelectorAll<FormField>('input, textarea, select');
  return [...fields]
    .filter((field) => !(field instanceof HTMLInputElement && NOT_FIELD.has(field.type)))
    .map((field) => [field, fieldState(field)]);
}

/** Whether `state` differs from what the page itself put in `field`. */
export const isChanged = (field: FormField, state: FieldState) => state !== defaultState(field);

/** The setter React does not watch: what it sets, React's value tracker does not see. */
function setUnseen(field: FormField, key: 'value' | 'checked', value: string | boolean): void {
  const proto = Object.getPrototypeOf(field) as FormField;
  Object.getOwnPropertyDescriptor(proto, key)?.set?.call(field, value);
}

/**
 * Sets `field` to `state` the way a person would, so React's onChange runs. After hydration the
 * element may still show the state while React believes its own; so React's value tracker
 * (behind `field.value =` and `field.checked =`) is first told the opposite, the unwatched setter
 * puts the state back, and the event React listens for follows.
 */
export function giveBack(field: FormField, state: FieldState): void {
  if (!field.isConnected) return;
  if (isToggle(field)) {
    // A radio is given back by ticking the one chosen (which unticks the rest of its group).
    if (field.type === 'radio' && !state) return;
    field.checked = !state;
    setUnseen(field, 'checked', state);
    // A plain Event, not a MouseEvent: it runs React's listener without toggling the box again.
    field.dispatchEvent(new Event('click', { bubbles: true }));
    return;
  }
  const text = String(state);
  if (field instanceof HTMLSelectElement) {
    field.value = text;
    field.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  field.value = text === '' ? ' ' : '';
  setUnseen(field, 'value', text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Captures the fields changed under `root`; the returned function gives them back. */
export function captureTypedFields(root: ParentNode): () => void {
  const changed = fieldsOf(root).filter(([field, state]) => isChanged(field, state));
  return () => {
    // Rendered afresh (not hydrated), a field is a new element: nothing to give back.
    for (const [field, state] of changed) {
      if (field.isConnected) whenReactHandles(field, () => giveBack(field, state));
    }
  };
}

import { describe, expect, it } from 'vitest';
import { refillForm, type Refill } from '@api/forms/posts/refill-form';

const KEY = '11111111-2222-4333-8444-555555555555';

const FORM =
  '<form noValidate="" aria-label="Contact us" method="post" action="/api/forms/contact">' +
  '<input type="hidden" name="formKey" value=""/><input type="hidden" name="formPage" value="/contact"/>' +
  '<input id="n" class="h-12" autoComplete="name" name="name"/>' +
  '<input id="e" type="email" name="email" value="old@example.com" aria-invalid="false"/>' +
  '<input type="password" name="secret"/>' +
  '<select id="t" name="type"><option value="general" selected="">General</option>' +
  '<option value="booking">Booking &amp; Travel</option><option>Other</option></select>' +
  '<textarea id="m" rows="6" name="message"></textarea>' +
  '<input type="checkbox" id="c" name="agree"/>' +
  '<input type="radio" name="jet" value="a" checked=""/><input type="radio" name="jet" value="b"/>' +
  '<button type="submit">Send</button></form>';
const NEWSLETTER =
  '<form method="post" action="/api/forms/newsletter"><input type="hidden" name="formKey" value=""/>' +
  '<input id="ne" type="email" name="email"/></form>';
const PAGE = `<!doctype html><body><div id="root"><main>${FORM}</main><footer>${NEWSLETTER}</footer></div></body>`;

const refill = (values: Record<string, string>, fields: Record<string, string> = {}): Refill => ({
  values: new Map(Object.entries(values)),
  formKey: KEY,
  errors: { title: 'Error', fields },
});
const formOf = (html: string) => html.slice(html.indexOf('<form'), html.indexOf('</form>') + 7);

describe('refillForm', () => {
  it('writes every sent value back, escaped, and only into its own form', () => {
    const html = refillForm(
      PAGE,
      'contact',
      refill({ name: '"><script>x</script>', email: "a'b" }),
    )!;
    const form = formOf(html);
    expect(form).toContain('name="name" value="&quot;&gt;&lt;script&gt;x&lt;/script&gt;"/>');
    expect(form).toContain('name="email" value="a&#x27;b" aria-invalid="false"/>');
    expect(html).not.toContain('<script>');
    // The footer's newsletter form is left as it was, its key included (the page fills that one).
    expect(html).toContain(NEWSLETTER);
  });

  it('puts the key into its own form only, and leaves the page field', () => {
    const form = formOf(refillForm(PAGE, 'contact', refill({ formPage: '/evil' }))!);
    expect(form).toContain(`name="formKey" value="${KEY}"/>`);
    expect(form).toContain('name="formPage" value="/contact"/>');
  });

  it('marks exactly the invalid fields, radios as a group', () => {
    const form = formOf(
      refillForm(
        PAGE,
        'contact',
        refill({}, { email: 'Bad email', message: 'Say something', jet: 'Pick one' }),
      )!,
    );
    expect(form).toContain('name="email" value="old@example.com" aria-invalid="true"/>');
    expect(form).toContain('name="message" aria-invalid="true"></textarea>');
    expect(form.match(/name="jet"[^>]*aria-invalid="true"/g)).toHaveLength(2);
    expect(form).not.toMatch(/name="name"[^>]*aria-invalid/);
  });

  it('selects the sent option (by value, or by its text when it has none)', () => {
    const chosen = formOf(refillForm(PAGE, 'contact', refill({ type: 'booking' }))!);
    expect(chosen).toContain('<option value="general">General</option>');
    expect(chosen).toContain('<option value="booking" selected="">Booking &amp; Travel</option>');
    const other = formOf(refillForm(PAGE, 'contact', refill({ type: 'Other' }))!);
    expect(other).toContain('<option selected="">Other</option>');
  });

  it('ticks what was sent and unticks what was not', () => {
    const sent = formOf(refillForm(PAGE, 'contact', refill({ agree: 'on', jet: 'b' }))!);
    expect(sent).toContain('<input type="checkbox" id="c" name="agree" checked=""/>');
    expect(sent).toContain('<input type="radio" name="jet" value="a"/>');
    expect(sent).toContain('<input type="radio" name="jet" value="b" checked=""/>');
    const none = formOf(refillForm(PAGE, 'contact', refill({}))!);
    expect(none).not.toContain('checked');
  });

  it('fills a textarea, keeping a leading newline, and never a password', () => {
    const form = formOf(
      refillForm(PAGE, 'contact', refill({ message: '\nline <2>', secret: 'hunter2' }))!,
    );
    expect(form).toContain('name="message">\n\nline &lt;2&gt;</textarea>');
    expect(form).not.toContain('hunter2');
  });

  it('leaves fields that were not sent as the page had them', () => {
    const form = formOf(refillForm(PAGE, 'contact', refill({ name: 'Amelia' }))!);
    expect(form).toContain('name="email" value="old@example.com"');
    expect(form).toContain('<option value="general" selected="">General</option>');
  });

  it('opens the form with the error summary: title, each message once, linked to its field', () => {
    const html = refillForm(
      PAGE,
      'contact',
      refill(
        {},
        {
          name: 'Please fill in all required fields.',
          message: 'Please fill in all required fields.',
          jet: 'Pick <one>',
        },
      ),
    )!;
    const summary = html.slice(
      html.indexOf('<div class="form-errors"'),
      html.indexOf('</div>') + 6,
    );
    const open = 'action="/api/forms/contact">';
    expect(html.indexOf(summary)).toBe(html.indexOf(open) + open.length);
    expect(summary).toContain('role="alert" tabindex="-1" autofocus=""');
    expect(summary).toContain('<p class="form-errors__title">Error</p>');
    expect(summary).toContain(
      '<li><a href="#n">Please fill in all required fields.</a></li><li>Pick &lt;one&gt;</li>',
    );
  });

  it('shows a sentence when the whole form was refused', () => {
    const html = refillForm(PAGE, 'newsletter', {
      ...refill({ email: 'x' }),
      errors: { title: 'Error', text: 'Try later' },
    })!;
    expect(html).toContain(
      '<p class="form-errors__text">Try later</p></div><input type="hidden" name="formKey"',
    );
    expect(html).toContain('name="email" value="x"/></form></footer>');
  });

  it('finds nothing on a page without that form', () => {
    expect(refillForm(PAGE, 'booking', refill({}))).toBeUndefined();
    expect(refillForm('<form action="/api/forms/booking">', 'booking', refill({}))).toBeUndefined();
  });
});

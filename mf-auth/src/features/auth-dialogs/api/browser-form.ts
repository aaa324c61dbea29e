/**
 * Browser form POSTs (spec section 7): signing out is a real page navigation, so the API
 * ends the session cookie and redirects to `back`, and nothing of the old session stays in
 * the page. (Sign-in posts the same kind of form with fetch: auth-calls.ts, postLoginForm.)
 */

/** Submits a multipart form to `action` (same-origin; the shell server forwards it to the API). */
export function submitBrowserForm(action: string, fields: Record<string, string>, doc: Document = document): void {
  const form = doc.createElement('form');
  form.method = 'post';
  form.action = action;
  form.enctype = 'multipart/form-data';
  form.hidden = true;
  for (const [name, value] of Object.entries(fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  form.submit();
}

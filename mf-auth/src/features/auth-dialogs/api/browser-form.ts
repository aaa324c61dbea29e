/**
 * Browser form POSTs (spec section 7): completing sign-in and signing out are real
 * page navigations, so the API can set or end the session cookie and redirect to `back`.
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

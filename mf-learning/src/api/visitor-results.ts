/**
 * A visitor's submitted results in this tab: `{ guid → result id }` in sessionStorage. The take-test
 * page writes it; the "finished" page (`/test/{slug}/finished/{guid}/login`) reads it to preview the
 * score, since its URL carries only the secret guid. Nothing here is trusted beyond a preview: the
 * id is public and the claim goes by the guid in the URL.
 */
const KEY = 'raketa:skill-test-visitor-results';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** A tab keeps only the latest few, so the entry cannot grow without bound. */
const KEEP = 10;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    // Storage disabled (privacy settings): the page works without the preview.
    return null;
  }
}

function readAll(): [string, string][] {
  try {
    const parsed: unknown = JSON.parse(storage()?.getItem(KEY) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed.filter(
      (entry): entry is [string, string] =>
        Array.isArray(entry) &&
        entry.length === 2 &&
        typeof entry[0] === 'string' &&
        UUID.test(entry[0]) &&
        typeof entry[1] === 'string' &&
        UUID.test(entry[1]),
    );
  } catch {
    return [];
  }
}

function writeAll(entries: [string, string][]) {
  try {
    if (entries.length) storage()?.setItem(KEY, JSON.stringify(entries.slice(-KEEP)));
    else storage()?.removeItem(KEY);
  } catch {
    // Full or disabled storage: only the preview is lost.
  }
}

export function rememberVisitorResult(guid: string, resultId: string): void {
  writeAll([...readAll().filter(([known]) => known.toLowerCase() !== guid.toLowerCase()), [guid, resultId]]);
}

/** The result id submitted with `guid` in this tab, or null. */
export function visitorResultId(guid: string): string | null {
  return readAll().find(([known]) => known.toLowerCase() === guid.toLowerCase())?.[1] ?? null;
}

export function forgetVisitorResult(guid: string): void {
  writeAll(readAll().filter(([known]) => known.toLowerCase() !== guid.toLowerCase()));
}

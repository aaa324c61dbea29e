/**
 * A page as the server rendered it, without its JavaScript: `npm run bench:web` measures the job
 * list beside this no-script reference (issue 26: LCP within 1.25x of the bare content).
 */

/**
 * Removes every `<script>` (the inlined JSON configs too) and the preloads only scripts use
 * (`modulepreload`; `preload` as script or fetch: the code, the remotes' manifests, the message
 * files). Styles, fonts, images and the markup stay as they are.
 */
export function withoutScripts(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script\s*>/gi, '')
    .replace(/<link\b[^>]*>/gi, (tag) =>
      /\brel=["']?modulepreload\b/i.test(tag) || (/\brel=["']?preload\b/i.test(tag) && /\bas=["']?(?:script|fetch)\b/i.test(tag)) ? '' : tag,
    );
}

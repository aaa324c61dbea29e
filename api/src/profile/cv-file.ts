// Server-only: what an uploaded CV is, judged by its bytes. The name and the browser's
// Content-Type are only claims; a renamed executable or HTML page must not be stored as a CV
// (and later be served as one).

import { CV_MEDIA_TYPES, cvKindOfName, type CvKind } from '@raketa/shared/contracts';

export { CV_MEDIA_TYPES, type CvKind };

const PDF = Buffer.from('%PDF-');
// OLE2 compound file: Word 97-2003 documents.
const OLE2 = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
// A ZIP local file header; a Word document is a ZIP whose entries include word/document.xml.
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const WORD_ENTRY = Buffer.from('word/document.xml');

/** The kind of document `content` is, or undefined for anything else. */
export function detectCvKind(content: Buffer): CvKind | undefined {
  if (content.subarray(0, PDF.length).equals(PDF)) return 'pdf';
  if (content.subarray(0, OLE2.length).equals(OLE2)) return 'doc';
  if (content.subarray(0, ZIP.length).equals(ZIP) && content.includes(WORD_ENTRY)) return 'docx';
  return undefined;
}

/** The kind the file name claims, or undefined for another extension (the one CV rule's kinds). */
export const kindOfName = cvKindOfName;

/**
 * The name to keep: the last path segment, without control characters, at most 200 characters,
 * ending in the extension of the detected kind (so a download opens in the right application).
 */
export function cleanFileName(fileName: string, kind: CvKind): string {
  const base = (fileName.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f"]/g, '')
    .trim();
  const stem = (kindOfName(base) ? base.slice(0, base.lastIndexOf('.')) : base) || 'cv';
  return `${[...stem].slice(0, 190).join('')}.${kind}`;
}

/** `Content-Disposition: attachment` with an ASCII fallback and the UTF-8 name (RFC 6266). */
export const attachmentHeader = (fileName: string): string => dispositionHeader('attachment', fileName);

/** `Content-Disposition: inline`, named as the attachment (a viewer's own download keeps the name). */
export const inlineHeader = (fileName: string): string => dispositionHeader('inline', fileName);

function dispositionHeader(kind: 'attachment' | 'inline', fileName: string): string {
  const ascii =
    fileName
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\;]/g, '_') || 'cv';
  // RFC 8187 allows fewer characters than encodeURIComponent leaves alone.
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

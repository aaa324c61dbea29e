/**
 * The one CV rule: a profile's CV (upload and onboarding) and an application's CV are PDF, DOC or
 * DOCX documents of at most 5 MB. One rule because a profile's CV can be sent with an application
 * as it is (`profileCv=true`); 5 MB because an application's CV travels as a mail attachment
 * (base64: ~6.8 MB), which many mail servers cap at 10 MB. The browser checks the name and size;
 * the API the size and the content (api/src/profile/cv-file.ts), the name must agree.
 */
export const CV_MAX_BYTES = 5 * 1024 * 1024;
/** The limit in MB, for messages. */
export const CV_MAX_MB = CV_MAX_BYTES / 1024 / 1024;
export const CV_KINDS = ['pdf', 'doc', 'docx'] as const;
export type CvKind = (typeof CV_KINDS)[number];
export const CV_EXTENSIONS = CV_KINDS.map((kind) => `.${kind}` as const);
export const CV_MEDIA_TYPES: Record<CvKind, string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};
/** What a file input offers (`accept`): the extensions and their media types. */
export const CV_ACCEPT = [...CV_EXTENSIONS, ...Object.values(CV_MEDIA_TYPES)].join(',');

/** The kind the file name claims, or undefined for another extension. */
export function cvKindOfName(fileName: string): CvKind | undefined {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return undefined;
  const extension = fileName.slice(dot + 1).toLowerCase();
  return (CV_KINDS as readonly string[]).includes(extension) ? (extension as CvKind) : undefined;
}

/** A chosen file by its name and size (the API's codes of an application's CV refusals). */
export function checkCvFile(file: { name: string; size: number } | null | undefined): true | 'cv_required' | 'cv_bad_type' | 'cv_too_large' {
  if (!file) return 'cv_required';
  if (!cvKindOfName(file.name)) return 'cv_bad_type';
  if (file.size > CV_MAX_BYTES) return 'cv_too_large';
  return true;
}

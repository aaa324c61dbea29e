// Job applications (api/JOBS.md, "Apply"): limits both sides check. The profile's own CV rules
// (5 MB, .doc too) are in ../account; an application takes PDF or DOCX up to 10 MB.

export const APPLICATION_CV_MAX_BYTES = 10 * 1024 * 1024;
/** Accepted CV files; the API checks the file's content (api/src/profile/cv-file.ts), not only its name. */
export const APPLICATION_CV_EXTENSIONS = ['.pdf', '.docx'] as const;

export const APPLICATION_LIMITS = {
  name: 120,
  email: 254,
  phone: 30,
  linkedin: 300,
  message: 5000,
} as const;

/** Problem `code`s of `POST /api/jobs/{id}/applications` (shown as field or form messages). */
export const APPLICATION_ERRORS = ['already_applied', 'job_not_open', 'cv_required', 'cv_too_large', 'cv_bad_type'] as const;
export type ApplicationError = (typeof APPLICATION_ERRORS)[number];

import { Button, FieldMark, FilePicker, toast, TOAST_DURATION_MS } from '@raketa/shared';
import { checkCvFile, CV_ACCEPT, CV_MAX_MB } from '@raketa/shared/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CV_DOWNLOAD_PATH, deleteCv, PROFILE_QUERY_KEY, uploadCv, type CvInfo, type Profile } from '../api/profile';
import './profile-fields.css';

/**
 * What is wrong with a picked file before sending it, by the one CV rule (@raketa/shared/contracts,
 * an application's too; the API checks its content as well), in this API's codes.
 */
export function cvFileProblem(file: { name: string; size: number }): 'cv_unsupported_type' | 'cv_too_large' | undefined {
  if (file.size === 0) return 'cv_unsupported_type';
  const problem = checkCvFile(file);
  if (problem === 'cv_too_large') return 'cv_too_large';
  return problem === true ? undefined : 'cv_unsupported_type';
}

const PROBLEM_KEYS: Record<string, string> = {
  cv_unsupported_type: 'profile.cv.unsupported',
  cv_too_large: 'profile.cv.tooLarge',
};

/** "1.2 MB" or "350 kB". */
export function formatSize(bytes: number, locale: string): string {
  const format = (value: number, unit: string) => `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value)} ${unit}`;
  return bytes >= 1024 * 1024 ? format(bytes / 1024 / 1024, 'MB') : format(Math.max(1, Math.round(bytes / 1024)), 'kB');
}

/**
 * The CV: what is stored (with a download link), a file picker that uploads at once
 * (replacing the stored one), and deletion.
 */
export function CvUpload({ cv }: { cv: CvInfo | null }) {
  const { t, i18n } = useTranslation('auth');
  const queryClient = useQueryClient();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const setCv = (next: CvInfo | null) =>
    queryClient.setQueryData<Profile>(PROFILE_QUERY_KEY, (profile) => (profile ? { ...profile, cv: next } : profile));

  const upload = useMutation({
    mutationFn: uploadCv,
    onSuccess: (result) => {
      if (result.kind === 'ok') {
        setCv(result.cv);
        toast({ variant: 'success', title: t('profile.cv.uploaded'), duration: TOAST_DURATION_MS });
        return;
      }
      const code = result.kind === 'refused' ? result.code : 'cv_unsupported_type';
      setProblem(PROBLEM_KEYS[code] ?? 'profile.cv.unsupported');
    },
    onSettled: () => {
      if (input.current) input.current.value = '';
    },
  });
  const remove = useMutation({
    mutationFn: deleteCv,
    onSuccess: () => {
      setCv(null);
      toast({ variant: 'success', title: t('profile.cv.deleted'), duration: TOAST_DURATION_MS });
    },
  });

  const pick = (file: File | undefined) => {
    setProblem(null);
    if (!file) return;
    const local = cvFileProblem(file);
    if (local) {
      setProblem(PROBLEM_KEYS[local]!);
      if (input.current) input.current.value = '';
      return;
    }
    upload.mutate(file);
  };

  const errorId = `${inputId}-error`;
  return (
    <div className="rk-profile__cv">
      {cv ? (
        <p className="rk-profile__cv-file" data-testid="cv-file">
          <a href={CV_DOWNLOAD_PATH} download={cv.fileName}>
            {cv.fileName}
          </a>{' '}
          <span className="rk-profile__muted">({formatSize(cv.size, i18n.language)})</span>
        </p>
      ) : (
        <p className="rk-profile__muted">{t('profile.cv.none')}</p>
      )}
      <div className="rk-field">
        <label htmlFor={inputId} className="rk-field__label">
          {t(cv ? 'profile.cv.replace' : 'profile.cv.upload')}
          <FieldMark />
        </label>
        <FilePicker
          ref={input}
          id={inputId}
          accept={CV_ACCEPT}
          disabled={upload.isPending}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? errorId : `${inputId}-hint`}
          onChange={(event) => pick(event.target.files?.[0])}
        />
        <p id={`${inputId}-hint`} className="rk-profile__muted">
          {t('profile.cv.hint', { maxMb: CV_MAX_MB })}
        </p>
        {problem ? (
          <p id={errorId} className="rk-field__error" role="alert">
            {t(problem as never, { maxMb: CV_MAX_MB })}
          </p>
        ) : null}
      </div>
      {upload.isPending ? <p aria-live="polite">{t('profile.cv.uploading')}</p> : null}
      {cv ? (
        <Button variant="secondary" pending={remove.isPending} onClick={() => remove.mutate()}>
          {t('profile.cv.delete')}
        </Button>
      ) : null}
    </div>
  );
}

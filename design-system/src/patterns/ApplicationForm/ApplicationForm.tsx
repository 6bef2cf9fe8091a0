import type { ReactNode, SyntheticEvent } from 'react';
import { Button } from '../../components/Button';
import { FileUpload } from '../../components/FileUpload';
import { Textarea } from '../../components/Textarea';
import { useDsTranslation } from '../../i18n';
import * as styles from './ApplicationForm.css';

/** Where a sent application is: its images going up one by one, then the application itself. */
export type ApplicationProgress = { step: 'uploading'; current: number; total: number } | { step: 'sending' };

export interface ApplicationFormProps {
  remark: string;
  onRemarkChange: (remark: string) => void;
  /** The images picked and accepted so far, owned by the caller. */
  files: File[];
  onFilesChange: (files: File[]) => void;
  /** An error of the caller's under the remark. */
  remarkError?: ReactNode;
  /** An error of the caller's under the images (one the picker could not see, as a fake png). */
  filesError?: ReactNode;
  /** Why the last send failed; everything typed and picked stays. */
  error?: ReactNode;
  /** Set while sending: the form is busy and tells how far it is. */
  progress?: ApplicationProgress | null;
  onSubmit: () => void;
  onCancel?: () => void;
  /** The send button's words ("Send application" unless told). */
  submitLabel?: string;
  /** SPEC.md sections 5 and 9: remark at most 140 characters. */
  maxRemark?: number;
  /** SPEC.md sections 5 and 9: at most 3 images. */
  maxFiles?: number;
  /** SPEC.md sections 5 and 9: at most 5 MB each. */
  maxBytes?: number;
  /** SPEC.md sections 5 and 9: png or jpg. */
  accept?: string[];
}

/**
 * An activity application (SPEC.md sections 3 and 5): a remark of at most 140 characters and up to 3
 * png or jpg images of at most 5 MB each. Refused images are named with their reason and never cost
 * what was already typed or picked; while it is sent, the form says how far it is.
 */
export function ApplicationForm({
  remark,
  onRemarkChange,
  files,
  onFilesChange,
  remarkError,
  filesError,
  error,
  progress = null,
  onSubmit,
  onCancel,
  submitLabel,
  maxRemark = 140,
  maxFiles = 3,
  maxBytes = 5 * 1024 * 1024,
  accept = ['image/png', 'image/jpeg'],
}: ApplicationFormProps) {
  const t = useDsTranslation();
  const busy = progress !== null;
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <form className={styles.root} noValidate onSubmit={submit} aria-busy={busy || undefined}>
      <Textarea
        label={t('promotionsFormRemark')}
        hint={t('promotionsFormRemarkHint')}
        maxLength={maxRemark}
        rows={3}
        value={remark}
        error={remarkError}
        disabled={busy}
        onChange={(event) => onRemarkChange(event.target.value)}
      />
      <FileUpload
        label={t('promotionsFormImages')}
        files={files}
        onFilesChange={onFilesChange}
        maxFiles={maxFiles}
        maxBytes={maxBytes}
        accept={accept}
        error={filesError}
        disabled={busy}
      />
      {error ? (
        <div className={styles.error} role="alert">
          {error}
        </div>
      ) : null}
      <div className={styles.actions}>
        <div className={styles.status} role="status">
          {progress?.step === 'uploading'
            ? t('promotionsFormUploading', { current: progress.current, total: progress.total })
            : progress?.step === 'sending'
              ? t('promotionsFormSending')
              : null}
        </div>
        {onCancel ? (
          <Button variant="secondary" disabled={busy} onClick={onCancel}>
            {t('promotionsFormCancel')}
          </Button>
        ) : null}
        <Button type="submit" loading={busy}>
          {submitLabel ?? t('promotionsFormSubmit')}
        </Button>
      </div>
    </form>
  );
}

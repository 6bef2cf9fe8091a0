import { useEffect, useId, useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { formatNumber } from '../../format';
import { useDsLanguage, useDsTranslation } from '../../i18n';
import { Button } from '../Button';
import { FieldError } from '../FieldError';
import { fieldStyles } from '../../private/FieldFrame';
import { acceptedExtensions, screenFiles, typeNames, type FileRejection } from './screenFiles';
import * as styles from './FileUpload.css';

export interface FileUploadProps {
  /** Names the file input. */
  label: ReactNode;
  /** The accepted files, owned by the caller. */
  files: File[];
  onFilesChange: (files: File[]) => void;
  /** At most this many files (SPEC.md section 9: 3). */
  maxFiles?: number;
  /** At most this many bytes per file (SPEC.md section 9: 5 MB). */
  maxBytes?: number;
  /** Accepted MIME types (SPEC.md section 9: png or jpg). */
  accept?: string[];
  /** An error of the caller's, under the field. */
  error?: ReactNode;
  disabled?: boolean;
}

const megabyte = 1024 * 1024;

/**
 * Image upload for an activity application (SPEC.md sections 5 and 9). Refused files are named with
 * their reason, and never cost the player the files already accepted.
 */
export function FileUpload({
  label,
  files,
  onFilesChange,
  maxFiles = 3,
  maxBytes = 5 * megabyte,
  accept = ['image/png', 'image/jpeg'],
  error,
  disabled,
}: FileUploadProps) {
  const t = useDsTranslation();
  const locale = useDsLanguage();
  const id = useId();
  const [rejections, setRejections] = useState<FileRejection[]>([]);
  const hasError = error !== undefined && error !== null && error !== '';

  const size = t('fileUploadMegabytes', { value: formatNumber(maxBytes / megabyte, { locale }) });
  const types = new Intl.ListFormat(locale, { type: 'disjunction' }).format(typeNames(accept));
  const count = formatNumber(maxFiles, { locale });
  const reasons = {
    type: (name: string) => t('fileUploadWrongType', { name, types }),
    size: (name: string) => t('fileUploadTooBig', { name, size }),
    count: (name: string) => t('fileUploadTooMany', { name, count }),
  };

  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // Cleared so that picking the same file again (after removing it) fires a change.
    event.target.value = '';
    if (picked.length === 0) return;
    const result = screenFiles(files, picked, { maxFiles, maxBytes, accept });
    setRejections(result.rejections);
    if (result.files.length !== files.length) onFilesChange(result.files);
  };

  const remove = (file: File) => {
    setRejections([]);
    onFilesChange(files.filter((candidate) => candidate !== file));
  };

  return (
    <div className={styles.root}>
      <span id={`${id}-label`} className={fieldStyles.label}>
        {label}
      </span>
      <p id={`${id}-hint`} className={fieldStyles.hint}>
        {t('fileUploadHint', { types, size, count })}
      </p>
      <input
        id={id}
        type="file"
        multiple
        accept={[...accept, ...acceptedExtensions(accept).map((extension) => `.${extension}`)].join(',')}
        className={styles.input}
        disabled={disabled}
        aria-labelledby={`${id}-label ${id}-choose`}
        aria-describedby={[`${id}-hint`, hasError ? `${id}-error` : ''].filter(Boolean).join(' ')}
        aria-invalid={hasError || undefined}
        onChange={pick}
      />
      <label id={`${id}-choose`} htmlFor={id} className={styles.choose}>
        <UploadIcon />
        {t('fileUploadChoose')}
      </label>
      {files.length > 0 ? (
        <ul className={styles.previews}>
          {files.map((file, index) => (
            <FilePreview
              key={`${file.name}-${file.size}-${file.lastModified}-${index}`}
              file={file}
              alt={t('fileUploadPreview', { name: file.name })}
              removeLabel={t('fileUploadRemove', { name: file.name })}
              disabled={disabled}
              onRemove={() => remove(file)}
            />
          ))}
        </ul>
      ) : null}
      {/* Polite, so each refusal is read once, right after the pick that caused it. */}
      <div className={styles.rejections} aria-live="polite">
        {rejections.map((rejection, index) => (
          <FieldError key={`${rejection.file.name}-${index}`} id={`${id}-rejection-${index}`}>
            {reasons[rejection.reason](rejection.file.name)}
          </FieldError>
        ))}
      </div>
      {hasError ? <FieldError id={`${id}-error`}>{error}</FieldError> : null}
    </div>
  );
}

interface FilePreviewProps {
  file: File;
  alt: string;
  removeLabel: string;
  disabled?: boolean;
  onRemove: () => void;
}

function FilePreview({ file, alt, removeLabel, disabled, onRemove }: FilePreviewProps) {
  const imageRef = useRef<HTMLImageElement>(null);
  // The object URL lives exactly as long as the preview: revoked when the file is removed or unmounted.
  useEffect(() => {
    const url = URL.createObjectURL(file);
    if (imageRef.current) imageRef.current.src = url;
    return () => URL.revokeObjectURL(url);
  }, [file]);
  return (
    <li className={styles.preview}>
      <img ref={imageRef} alt={alt} className={styles.thumbnail} />
      <span className={styles.name} title={file.name}>
        {file.name}
      </span>
      <span className={styles.remove}>
        <Button
          variant="secondary"
          size="sm"
          aria-label={removeLabel}
          disabled={disabled}
          icon={<CloseIcon />}
          onClick={onRemove}
        />
      </span>
    </li>
  );
}

function UploadIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className={styles.icon}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <path d="M12 16V4M7 9l5-5 5 5M4 20h16" />
    </svg>
  );
}

function CloseIcon() {
  return (
    <svg
      viewBox="0 0 16 16"
      className={styles.icon}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d="M4 4l8 8M12 4l-8 8" />
    </svg>
  );
}

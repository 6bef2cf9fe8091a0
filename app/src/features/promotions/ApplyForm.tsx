import { ApplicationForm, type ApplicationProgress } from '@lobby/design-system';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { applicationRules, type Promotion } from '@lobby/contract';
import { useIdempotentAction, usePromotionActions } from '../../data';
import { actionErrorText } from './actionErrors';
import { isPngOrJpg, uploadImage } from './uploadImages';

export interface ApplyFormProps {
  promotion: Promotion;
  /** Sent: the platform's new state of the promotion. */
  onSent: () => void;
  onCancel: () => void;
}

/**
 * An activity application (SPEC.md sections 3 and 5): a remark and up to 3 png or jpg images of at
 * most 5 MB. The picker refuses wrong types and sizes at once; on sending, each image's first bytes are
 * checked (a renamed gif is refused by name), the images go up in pieces, then the application goes
 * with one Idempotency-Key. A failure keeps everything typed and picked, and images already up are not
 * sent again.
 */
export function ApplyForm({ promotion, onSent, onCancel }: ApplyFormProps) {
  const { t, i18n } = useTranslation();
  const { uploadPiece, apply } = usePromotionActions();
  const applying = useIdempotentAction(apply);
  const [remark, setRemark] = useState(promotion.state === 'REJECTED' ? (promotion.application?.remark ?? '') : '');
  const [files, setFiles] = useState<File[]>([]);
  const [filesError, setFilesError] = useState<string | undefined>();
  const [error, setError] = useState<string | undefined>();
  const [progress, setProgress] = useState<ApplicationProgress | null>(null);
  const uploaded = useRef(new WeakMap<File, string>());
  // Set before the first await, so that a second click in the same moment does nothing.
  const sending = useRef(false);

  const changeFiles = (next: File[]) => {
    setFiles(next);
    setFilesError(undefined);
  };

  /** Every image's first bytes, checked before anything is sent; false when one is refused. */
  const checkImages = async (): Promise<boolean> => {
    for (const file of files) {
      let real: boolean;
      try {
        real = await isPngOrJpg(file);
      } catch {
        setFilesError(t('promotions.apply.unreadable', { name: file.name }));
        return false;
      }
      if (!real) {
        setFilesError(t('promotions.apply.fakeImage', { name: file.name }));
        return false;
      }
    }
    return true;
  };

  const submit = async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      await send();
    } finally {
      sending.current = false;
    }
  };

  const send = async () => {
    setError(undefined);
    setProgress({ step: 'sending' });
    if (!(await checkImages())) {
      setProgress(null);
      return;
    }
    const imageIds: string[] = [];
    try {
      for (const [index, file] of files.entries()) {
        setProgress({ step: 'uploading', current: index + 1, total: files.length });
        let uploadId = uploaded.current.get(file);
        if (uploadId === undefined) {
          uploadId = await uploadImage(file, (piece) => uploadPiece(piece));
          uploaded.current.set(file, uploadId);
        }
        imageIds.push(uploadId);
      }
    } catch (failure) {
      setProgress(null);
      setError(actionErrorText(i18n, failure));
      return;
    }
    setProgress({ step: 'sending' });
    const outcome = await applying.run({ promotionId: promotion.promotionId, remark: remark.trim(), imageIds });
    setProgress(null);
    if (outcome === null) return;
    if (outcome.ok) onSent();
    else setError(actionErrorText(i18n, outcome.error));
  };

  return (
    <ApplicationForm
      remark={remark}
      onRemarkChange={setRemark}
      files={files}
      onFilesChange={changeFiles}
      filesError={filesError}
      error={error}
      progress={progress}
      onSubmit={() => void submit()}
      onCancel={onCancel}
      submitLabel={promotion.state === 'REJECTED' ? t('promotions.apply.again') : undefined}
      maxRemark={applicationRules.maxRemark}
      maxFiles={applicationRules.maxImages}
      maxBytes={applicationRules.maxImageBytes}
      accept={[...applicationRules.imageTypes]}
    />
  );
}

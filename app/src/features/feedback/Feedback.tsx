import { Button, EmptyState, FileUpload, Inline, Select, Stack, Text, Textarea, TextField } from '@lobby/design-system';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, isApiError } from '../../api';
import {
  countWords,
  ErrorCode,
  FEEDBACK_SCREENSHOT,
  FEEDBACK_WORDS,
  feedbackCategories,
  type FeedbackCategory,
  type FeedbackRequest,
} from '@lobby/contract';
import { sendFeedback } from '../../api/home';
import { useApi, useIdempotentAction } from '../../data';

/** The field a VALIDATION refusal names first ("content must be between 5 and 300 words"). */
function refusedField(error: unknown): string | undefined {
  if (!isApiError(error) || error.errorCode !== ErrorCode.VALIDATION) return undefined;
  return /^([A-Za-z]+)\b/.exec(error.serverMessage ?? '')?.[1];
}

const sentIcon = (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
    <circle cx="12" cy="12" r="10" />
    <path d="M7 12.5l3.5 3.5L17 9" />
  </svg>
);
const contactMax = 100;

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsDataURL(file);
  });
}

interface Draft {
  category: FeedbackCategory | '';
  content: string;
  contact: string;
  screenshot: File[];
}

const emptyDraft: Draft = { category: '', content: '', contact: '', screenshot: [] };

/**
 * Feedback and complaints (PUT /wps/feedback), for guests and members alike: a type, the content
 * within the platform's word bounds (SPEC.md section 5: 'content between {0} and {1} words'), an
 * optional contact and screenshot. A failure keeps everything typed; a success shows its reference.
 */
export function Feedback() {
  const { t, i18n } = useTranslation();
  const { client } = useApi();
  const send = useIdempotentAction((request: FeedbackRequest, options) => sendFeedback(client, request, options));
  const [draft, setDraft] = useState<Draft>(emptyDraft);
  const [errors, setErrors] = useState<Partial<Record<'category' | 'content' | 'contact', string>>>({});
  const [sent, setSent] = useState<number | null>(null);
  const words = countWords(draft.content, i18n.language);
  const bounds = { min: FEEDBACK_WORDS.min, max: FEEDBACK_WORDS.max };

  const change = (patch: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    const touched = Object.keys(patch) as (keyof Draft)[];
    setErrors((current) =>
      Object.fromEntries(Object.entries(current).filter(([key]) => !touched.includes(key as keyof Draft))),
    );
    if (send.error) send.reset();
  };

  const submit = async (event: SyntheticEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (draft.category === '') found.category = t('account.feedback.typeRequired');
    if (words < bounds.min || words > bounds.max) found.content = t('account.feedback.wordsError', bounds);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    const [file] = draft.screenshot;
    const request: FeedbackRequest = {
      category: draft.category as FeedbackCategory,
      content: draft.content.trim(),
      ...(draft.contact.trim() ? { contact: draft.contact.trim() } : {}),
      ...(file ? { screenshot: await readAsDataUrl(file) } : {}),
    };
    const outcome = await send.run(request);
    if (outcome?.ok) {
      setSent(outcome.value.feedbackId);
      setDraft(emptyDraft);
    }
  };

  // A refusal about the content or the screenshot shows under it; any other above the button.
  const refused = refusedField(send.error);
  const contentError = errors.content ?? (refused === 'content' ? t('account.feedback.wordsError', bounds) : undefined);
  const screenshotError = refused === 'screenshot' ? errorText(i18n.t, send.error) : undefined;
  const formError =
    send.error !== undefined && refused !== 'content' && refused !== 'screenshot'
      ? errorText(i18n.t, send.error)
      : undefined;

  if (sent !== null) {
    return (
      <div role="status">
        <EmptyState
          icon={sentIcon}
          title={t('account.feedback.sentTitle')}
          description={t('account.feedback.sentText', { id: sent })}
          action={
            <Button variant="secondary" onClick={() => setSent(null)}>
              {t('account.feedback.another')}
            </Button>
          }
        />
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} aria-label={t('account.feedback.form')}>
      <Stack gap="lg">
        <Select
          label={t('account.feedback.type')}
          required
          placeholder={t('account.feedback.typePlaceholder')}
          value={draft.category}
          onValueChange={(value) => change({ category: value as FeedbackCategory })}
          options={feedbackCategories.map((value) => ({ value, label: t(`account.feedback.types.${value}`) }))}
          error={errors.category}
        />
        <Textarea
          label={t('account.feedback.content')}
          required
          rows={6}
          value={draft.content}
          onChange={(event) => change({ content: event.target.value })}
          hint={t('account.feedback.contentHint', { ...bounds, count: words })}
          error={contentError}
        />
        <TextField
          label={t('account.feedback.contact')}
          hint={t('account.feedback.contactHint')}
          autoComplete="email"
          maxLength={contactMax}
          value={draft.contact}
          onChange={(event) => change({ contact: event.target.value })}
        />
        <FileUpload
          label={t('account.feedback.screenshot')}
          files={draft.screenshot}
          onFilesChange={(screenshot) => change({ screenshot })}
          maxFiles={1}
          maxBytes={FEEDBACK_SCREENSHOT.maxBytes}
          accept={[...FEEDBACK_SCREENSHOT.types]}
          error={screenshotError}
          disabled={send.busy}
        />
        {formError ? (
          <Text role="alert" tone="danger">
            {formError}
          </Text>
        ) : null}
        <Inline>
          <Button type="submit" loading={send.busy}>
            {t('account.feedback.send')}
          </Button>
        </Inline>
      </Stack>
    </form>
  );
}

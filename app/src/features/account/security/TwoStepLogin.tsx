import {
  ActionResult,
  Button,
  CopyText,
  Inline,
  pill,
  QRCode,
  Stack,
  Text,
  TextField,
  useToast,
  VerificationCodeDialog,
  type VerificationMethodKind,
  type VerificationValues,
} from '@lobby/design-system';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { TwoStepEnrolment, TwoStepValue } from '@lobby/contract';
import { errorText } from '../../../api';
import { useIdempotentAction, useTwoStep } from '../../../data';
import { CentrePanel, DataState } from '../../shared';
import * as styles from './security.css';

type TwoStep = ReturnType<typeof useTwoStep>;

/**
 * Two-step login (issue 17 item 4): turned on in two steps (the secret as a QR code and as text, then
 * a code of the app), the ten backup codes shown once, and turned off with the password and a code.
 */
export function TwoStepLogin() {
  const { t } = useTranslation();
  const twoStep = useTwoStep();
  const [backupCodes, setBackupCodes] = useState<string[] | null>(null);
  return (
    <CentrePanel title={t('security.twoStep.title')}>
      <Text tone="secondary">{t('security.twoStep.intro')}</Text>
      {backupCodes ? (
        <BackupCodes codes={backupCodes} onDone={() => setBackupCodes(null)} />
      ) : (
        <DataState source={twoStep}>
          {(value) =>
            value.enabled ? (
              <TurnOff value={value} twoStep={twoStep} />
            ) : (
              <TurnOn twoStep={twoStep} onDone={setBackupCodes} />
            )
          }
        </DataState>
      )}
    </CentrePanel>
  );
}

function Status({ on }: { on: boolean }) {
  const { t } = useTranslation();
  return <span className={pill}>{on ? t('security.twoStep.on') : t('security.twoStep.off')}</span>;
}

function TurnOn({ twoStep, onDone }: { twoStep: TwoStep; onDone: (codes: string[]) => void }) {
  const { t, i18n } = useTranslation();
  const [enrolment, setEnrolment] = useState<TwoStepEnrolment | null>(null);
  const [code, setCode] = useState('');
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const digits = code.replace(/\s/g, '');
  const fieldError = checked && !/^\d{6}$/.test(digits) ? t('security.twoStep.codeInvalid') : undefined;

  const start = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      setEnrolment(await twoStep.start());
    } catch (error) {
      setFailure(errorText(i18n.t, error));
    } finally {
      setBusy(false);
    }
  };
  const confirm = async (event: SyntheticEvent) => {
    event.preventDefault();
    setChecked(true);
    if (!/^\d{6}$/.test(digits) || busy) return;
    setBusy(true);
    setFailure(undefined);
    try {
      onDone(await twoStep.confirm(digits));
    } catch (error) {
      setFailure(errorText(i18n.t, error));
      setBusy(false);
    }
  };

  if (!enrolment) {
    return (
      <Stack gap="sm" align="start">
        <Status on={false} />
        <Button loading={busy} onClick={() => void start()}>
          {t('security.twoStep.enable')}
        </Button>
        {failure ? <ActionResult tone="danger" title={failure} /> : null}
      </Stack>
    );
  }
  return (
    <form className={styles.enrol} onSubmit={(event) => void confirm(event)} noValidate>
      <Text>{t('security.twoStep.scan')}</Text>
      <div className={styles.qr}>
        <QRCode value={enrolment.uri} size={176} label={t('security.twoStep.qr')} />
      </div>
      <Stack gap="xs">
        <Text tone="secondary">{t('security.twoStep.secret')}</Text>
        <CopyText
          text={enrolment.secret}
          label={<code className={styles.secret}>{enrolment.secret}</code>}
          copyLabel={t('security.twoStep.copySecret')}
        />
      </Stack>
      <TextField
        label={t('security.twoStep.code')}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={fieldError}
        readOnly={busy || undefined}
      />
      {failure ? <ActionResult tone="danger" title={failure} /> : null}
      <Inline gap="sm">
        <Button type="submit" loading={busy}>
          {t('security.twoStep.confirm')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => setEnrolment(null)}>
          {t('security.twoStep.cancel')}
        </Button>
      </Inline>
    </form>
  );
}

function BackupCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md" align="start">
      <ActionResult tone="success" title={t('security.twoStep.backupTitle')}>
        <p>{t('security.twoStep.backupIntro', { count: codes.length })}</p>
      </ActionResult>
      <ol className={styles.codes} aria-label={t('security.twoStep.backupTitle')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <CopyText text={codes.join('\n')} label="" copyLabel={t('security.twoStep.copyCodes')} />
      <Button onClick={onDone}>{t('security.twoStep.saved')}</Button>
    </Stack>
  );
}

function TurnOff({ value, twoStep }: { value: TwoStepValue; twoStep: TwoStep }) {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [method, setMethod] = useState<VerificationMethodKind>('totp');
  const action = useIdempotentAction(twoStep.disable);
  const submit = async ({ method: chosen, code, password = '' }: VerificationValues) => {
    const outcome = await action.run({ method: chosen, code, password });
    if (outcome?.ok) {
      setOpen(false);
      toast.show({ tone: 'success', title: t('security.twoStep.disabled') });
    }
  };
  return (
    <Stack gap="sm" align="start">
      <Status on />
      <Text>{t('security.twoStep.backupLeft', { count: value.backupCodesLeft })}</Text>
      <Button
        variant="secondary"
        onClick={() => {
          action.reset();
          setOpen(true);
        }}
      >
        {t('security.twoStep.disable')}
      </Button>
      <VerificationCodeDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('security.twoStep.disableTitle')}
        description={t('security.twoStep.disableText')}
        confirmLabel={t('security.twoStep.disable')}
        methods={value.backupCodesLeft > 0 ? ['totp', 'backup'] : ['totp']}
        method={method}
        onMethodChange={setMethod}
        askPassword
        submitting={action.busy}
        serverError={action.error ? errorText(i18n.t, action.error) : undefined}
        onSubmit={(values) => void submit(values)}
      />
    </Stack>
  );
}

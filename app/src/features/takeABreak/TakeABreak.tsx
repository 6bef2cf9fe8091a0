import { ActionResult, Button, Inline, Modal, PasswordField, Select, Stack } from '@lobby/design-system';
import { useId, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import {
  ErrorCode,
  exclusionKinds,
  type ExclusionKind,
  type ExclusionPeriod,
  exclusionPeriods,
  type TakeBreakRequest,
} from '@lobby/contract';
import { errorText, isApiError } from '../../api';
import { useIdempotentAction, useSession, useTakeBreak } from '../../data';
import { paths } from '../../routes/paths';
import { CentrePanel, useFormat } from '../shared';

interface Choice {
  kind: ExclusionKind;
  period: ExclusionPeriod;
}

/**
 * Take a break (issue 17 item 3; the rules are the platform's, domains/exclusion): a time-out or
 * self-exclusion, each with its lengths and what it means spelled out, confirmed with the password in
 * a popup; the end date once it applies, then the site logs the player out (the platform has already
 * ended every session of the account).
 */
export function TakeABreak() {
  const { t } = useTranslation();
  const [asking, setAsking] = useState<Choice | null>(null);
  return (
    <>
      <p>{t('takeABreak.intro')}</p>
      {exclusionKinds.map((kind) => (
        <BreakPanel key={kind} kind={kind} onChoose={(period) => setAsking({ kind, period })} />
      ))}
      {asking ? <ConfirmBreak choice={asking} onCancel={() => setAsking(null)} /> : null}
    </>
  );
}

function BreakPanel({ kind, onChoose }: { kind: ExclusionKind; onChoose: (period: ExclusionPeriod) => void }) {
  const { t } = useTranslation();
  const periods = exclusionPeriods[kind];
  const [period, setPeriod] = useState<ExclusionPeriod>(periods[0] ?? '24H');
  return (
    <CentrePanel title={t(`takeABreak.kinds.${kind}`)}>
      <Stack gap="lg">
        <p>{t(`takeABreak.about.${kind}`)}</p>
        <Select
          label={t('takeABreak.period')}
          value={period}
          onValueChange={(next) => setPeriod(periods.find((item) => item === next) ?? period)}
          options={periods.map((item) => ({ value: item, label: t(`takeABreak.periods.${item}`) }))}
        />
        <Consequences kind={kind} />
        <Inline>
          <Button onClick={() => onChoose(period)}>{t(`takeABreak.start.${kind}`)}</Button>
        </Inline>
      </Stack>
    </CentrePanel>
  );
}

/** What a break means, said before the player confirms it (issue 17: neither can be ended early). */
function Consequences({ kind }: { kind: ExclusionKind }) {
  const { t } = useTranslation();
  const id = useId();
  const lines = [
    t('takeABreak.consequences.logout'),
    t('takeABreak.consequences.login'),
    t('takeABreak.consequences.early'),
    t('takeABreak.consequences.lengthen'),
    kind === 'SELF_EXCLUSION'
      ? t('takeABreak.consequences.promotionsForGood')
      : t('takeABreak.consequences.promotions'),
    t('takeABreak.consequences.balance'),
  ];
  return (
    <div>
      <p id={id}>
        <strong>{t('takeABreak.consequencesTitle')}</strong>
      </p>
      <ul aria-labelledby={id}>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </div>
  );
}

function ConfirmBreak({ choice, onCancel }: { choice: Choice; onCancel: () => void }) {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const { forget } = useSession();
  const action = useIdempotentAction(useTakeBreak());
  const formId = useId();
  const [password, setPassword] = useState('');
  const [checked, setChecked] = useState(false);
  const done = action.result;

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setChecked(true);
    if (password === '') return;
    const request: TakeBreakRequest = { ...choice, password };
    void action.run(request);
  };
  // The platform ended every session already: forget this one and leave the member centre.
  const logOut = () => {
    void forget().then(() => navigate(paths.home, { replace: true }));
  };
  const wrongPassword = isApiError(action.error) && action.error.errorCode === ErrorCode.PASSWORD_WRONG;
  const passwordError = !checked
    ? undefined
    : password === ''
      ? t('takeABreak.passwordRequired')
      : wrongPassword
        ? t('takeABreak.passwordWrong')
        : undefined;

  if (done) {
    return (
      <Modal
        open
        onOpenChange={(open) => {
          if (!open) logOut();
        }}
        title={t(`takeABreak.doneTitle.${done.kind}`)}
        footer={<Button onClick={logOut}>{t('takeABreak.logOut')}</Button>}
      >
        <p>{t('takeABreak.doneText', { date: format.date(done.endTime) })}</p>
      </Modal>
    );
  }
  return (
    <Modal
      open
      onOpenChange={(open) => {
        if (!open && !action.busy) onCancel();
      }}
      title={t(`takeABreak.confirmTitle.${choice.kind}`)}
      description={t('takeABreak.summary', {
        kind: t(`takeABreak.kinds.${choice.kind}`),
        period: t(`takeABreak.periods.${choice.period}`),
      })}
      footer={
        <>
          <Button variant="secondary" disabled={action.busy} onClick={onCancel}>
            {t('takeABreak.cancel')}
          </Button>
          <Button type="submit" form={formId} loading={action.busy}>
            {t('takeABreak.confirm')}
          </Button>
        </>
      }
    >
      <form id={formId} onSubmit={submit} noValidate>
        <Stack gap="lg">
          <PasswordField
            label={t('takeABreak.password')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={passwordError}
            disabled={action.busy}
            required
          />
          <Consequences kind={choice.kind} />
          {action.error && !wrongPassword ? (
            <ActionResult tone="danger" title={t('takeABreak.failed')}>
              <p>{errorText(i18n.t, action.error)}</p>
            </ActionResult>
          ) : null}
        </Stack>
      </form>
    </Modal>
  );
}

import {
  ActionResult,
  Button,
  ConfirmDialog,
  CopyText,
  dsNamespace,
  Inline,
  matchesRule,
  PasswordField,
  QRCode,
  ruleMessage,
  Select,
  Stack,
  Table,
  type TableColumn,
  Text,
  TextField,
  type Translate,
} from '@lobby/design-system';
import {
  type DownlineType,
  type FieldRule,
  maxReferralLinks,
  type ReferralLink,
  type ReferralLinkType,
  referralLinkTypes,
} from '@lobby/contract';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api';
import { useAgentActions, useIdempotentAction, useReferralLinks, useRegisterSettings } from '../../data';
import { CentrePanel, DataState, useFormat } from '../shared';

interface Outcome {
  tone: 'success' | 'danger';
  text: string;
}

/** The design system's rule messages, in the page's language. */
function useDsTranslate(): Translate {
  const { i18n } = useTranslation();
  return (key, options) => i18n.t(key, { ns: dsNamespace, ...options });
}

/**
 * registerCenter: a member or a sub-agent directly below the agent, by the server's register rules
 * (SPEC.md section 5; sealed call), then the agent's referral links.
 */
export function RegisterCentre() {
  return (
    <Stack gap="lg">
      <RegisterDownline />
      <ReferralLinks />
    </Stack>
  );
}

function RegisterDownline() {
  const { t, i18n } = useTranslation();
  const dsT = useDsTranslate();
  const rules = useRegisterSettings().data?.rules;
  const { register } = useAgentActions();
  const registration = useIdempotentAction(register);
  const [type, setType] = useState<DownlineType>(0);
  const [username, setUsername] = useState('');
  const [nickname, setNickname] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [checked, setChecked] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const ruled = (rule: FieldRule | undefined, value: string) => {
    if (value.trim() === '') return t('agent.register.required');
    return rule && !matchesRule(rule, value) ? ruleMessage(rule, dsT) : null;
  };
  const errors = {
    username: ruled(rules?.username, username),
    password: ruled(rules?.password, password),
    confirm: confirm !== password ? t('agent.register.mismatch') : null,
    nickname: nickname.length > 32 ? t('agent.register.nicknameLong') : null,
  };
  const shown = (error: string | null) => (checked && error ? error : undefined);

  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setChecked(true);
    setOutcome(null);
    if (Object.values(errors).some((error) => error !== null)) return;
    const request = {
      username,
      password,
      confirmPassword: confirm,
      type,
      ...(nickname.trim() ? { nickname: nickname.trim() } : {}),
    };
    void registration.run(request).then((result) => {
      if (!result) return;
      if (result.ok) {
        const value = result.value;
        setOutcome({
          tone: 'success',
          text: t(`agent.register.done.${type === 0 ? 'member' : 'agent'}`, { account: value.account }),
        });
        setChecked(false);
        setUsername('');
        setNickname('');
        setPassword('');
        setConfirm('');
      } else setOutcome({ tone: 'danger', text: errorText(i18n.t, result.error) });
    });
  };

  return (
    <CentrePanel title={t('agent.register.title')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Select
            label={t('agent.register.type')}
            value={String(type)}
            onValueChange={(value) => setType(Number(value) as DownlineType)}
            options={[
              { value: '0', label: t('centres.agent.downlines.types.member') },
              { value: '41', label: t('centres.agent.downlines.types.agent') },
            ]}
          />
          <TextField
            label={t('agent.register.username')}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            error={shown(errors.username)}
            autoComplete="off"
            required
          />
          <TextField
            label={t('agent.register.nickname')}
            value={nickname}
            onChange={(event) => setNickname(event.target.value)}
            error={shown(errors.nickname)}
            hint={t('agent.register.nicknameHint')}
          />
          <PasswordField
            label={t('agent.register.password')}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={shown(errors.password)}
            autoComplete="new-password"
            required
          />
          <PasswordField
            label={t('agent.register.confirm')}
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
            error={shown(errors.confirm)}
            autoComplete="new-password"
            required
          />
          {outcome ? <ActionResult tone={outcome.tone} title={outcome.text} /> : null}
          <Inline justify="end">
            <Button type="submit" loading={registration.busy} disabled={registration.busy}>
              {t('agent.register.submit')}
            </Button>
          </Inline>
        </Stack>
      </form>
    </CentrePanel>
  );
}

/** Link management: referral links with type and note, copy, QR, and removal after confirmation. */
function ReferralLinks() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const links = useReferralLinks();
  const { addLink, removeLink } = useAgentActions();
  const adding = useIdempotentAction(addLink);
  const removal = useIdempotentAction(removeLink);
  const busy = adding.busy || removal.busy;
  const [type, setType] = useState<ReferralLinkType>('MEMBER');
  const [note, setNote] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [removing, setRemoving] = useState<ReferralLink | null>(null);
  const [qr, setQr] = useState<ReferralLink | null>(null);
  const noteError = note.length > 50 ? t('agent.links.noteLong') : undefined;
  const full = (links.data?.list.length ?? 0) >= maxReferralLinks;
  const url = (link: ReferralLink) => `${window.location.origin}${link.path}`;

  const add = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOutcome(null);
    if (noteError) return;
    void adding.run({ type, ...(note.trim() ? { note: note.trim() } : {}) }).then((result) => {
      if (!result) return;
      if (!result.ok) setOutcome({ tone: 'danger', text: errorText(i18n.t, result.error) });
      else {
        setNote('');
        setOutcome({ tone: 'success', text: t('agent.links.added') });
      }
    });
  };

  const remove = (link: ReferralLink) =>
    removal.run(link.linkId).then((result) => {
      if (result) {
        setOutcome(
          result.ok
            ? { tone: 'success', text: t('agent.links.removed') }
            : { tone: 'danger', text: errorText(i18n.t, result.error) },
        );
      }
      setRemoving(null);
    });

  const columns: TableColumn<ReferralLink>[] = [
    { key: 'type', header: t('agent.links.type'), render: (link) => t(`agent.links.types.${link.type}`) },
    { key: 'note', header: t('agent.links.note') },
    {
      key: 'path',
      header: t('agent.links.link'),
      render: (link) => <CopyText text={url(link)} copyLabel={t('agent.links.copy')} />,
    },
    { key: 'registrations', header: t('agent.links.registrations'), kind: 'number' },
    { key: 'createdTime', header: t('agent.links.created'), kind: 'date' },
    {
      key: 'actions',
      header: t('agent.contracts.actions'),
      render: (link) => (
        <Inline gap="xs">
          <Button size="sm" variant="secondary" onClick={() => setQr(qr?.linkId === link.linkId ? null : link)}>
            {t('agent.links.qr')}
          </Button>
          <Button size="sm" variant="secondary" onClick={() => setRemoving(link)}>
            {t('agent.links.remove')}
          </Button>
        </Inline>
      ),
    },
  ];

  return (
    <CentrePanel title={t('agent.links.title')}>
      <Stack gap="md">
        <form onSubmit={add} noValidate>
          <Inline gap="sm" align="end">
            <Select
              label={t('agent.links.type')}
              value={type}
              onValueChange={(value) => setType(value as ReferralLinkType)}
              options={referralLinkTypes.map((value) => ({
                value,
                label: t(`agent.links.types.${value}`),
              }))}
            />
            <TextField
              label={t('agent.links.note')}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              error={noteError}
            />
            <Button type="submit" loading={adding.busy} disabled={busy || full}>
              {t('agent.links.add')}
            </Button>
          </Inline>
        </form>
        {full ? <Text tone="secondary">{t('agent.links.full', { max: maxReferralLinks })}</Text> : null}
        {outcome ? <ActionResult tone={outcome.tone} title={outcome.text} /> : null}
        <DataState source={links}>
          {(value) => (
            <Table
              caption={t('agent.links.title')}
              hideCaption
              columns={columns}
              rows={value.list}
              rowKey={(link) => String(link.linkId)}
              empty={t('agent.links.empty')}
              offsetMinutes={format.offsetMinutes}
            />
          )}
        </DataState>
        {qr ? (
          <Stack gap="sm" align="start">
            <QRCode value={url(qr)} label={t('agent.links.qrLabel', { code: qr.code })} size={160} />
            <Text size="sm">{url(qr)}</Text>
          </Stack>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && !busy && setRemoving(null)}
        title={t('agent.links.removeTitle')}
        message={t('agent.links.removeMessage', { code: removing?.code ?? '' })}
        confirmLabel={t('agent.links.remove')}
        busy={busy}
        tone="danger"
        onConfirm={() => removing && void remove(removing)}
      />
    </CentrePanel>
  );
}

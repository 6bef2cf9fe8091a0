import { ActionResult, Button, Checkbox, Heading, raisedCard, Stack, stackedList, Text } from '@lobby/design-system';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSessionState } from '../../data';
import { memberHref } from '../../routes/paths';
import { AccountPage, accountLayout } from '../account';
import { CentrePanel } from '../shared';
import { assessmentQuestions, resultOf } from './assessment';
import * as styles from './SaferGamblingPage.css';

/**
 * Safer gambling (issue 17, item 5; /saferGambling, public): help organisations for the page's
 * language, a short self-assessment worked out in the page (never sent or stored), and links to the
 * account's protection tools.
 */
export function SaferGamblingPage() {
  const { t } = useTranslation();
  return (
    <AccountPage title={t('protection.safer.title')} intro={t('protection.safer.intro')}>
      <Stack gap="xl">
        <HelpOrganisations />
        <SelfAssessment />
        <ProtectionTools />
      </Stack>
    </AccountPage>
  );
}

/** The help organisations of the page's language (strings: protection.safer.organisations). */
const helpOrganisations = ['first', 'second', 'third'] as const;

function HelpOrganisations() {
  const { t } = useTranslation();
  return (
    <CentrePanel title={t('protection.safer.helpTitle')}>
      <Text>{t('protection.safer.helpIntro')}</Text>
      <ul className={accountLayout.cards}>
        {helpOrganisations.map((key) => {
          const organisation = {
            name: t(`protection.safer.organisations.${key}.name`),
            url: t(`protection.safer.organisations.${key}.url`),
            about: t(`protection.safer.organisations.${key}.about`),
          };
          return (
            <li key={key} className={raisedCard}>
              <Stack gap="xs">
                <Heading level={3} size={4}>
                  <a
                    href={organisation.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={t('protection.safer.visit', { name: organisation.name })}
                  >
                    {organisation.name}
                  </a>
                </Heading>
                <Text size="sm" tone="secondary">
                  {organisation.about}
                </Text>
              </Stack>
            </li>
          );
        })}
      </ul>
    </CentrePanel>
  );
}

function SelfAssessment() {
  const { t } = useTranslation();
  const [ticked, setTicked] = useState<ReadonlySet<string>>(() => new Set());
  const [shown, setShown] = useState(false);
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    setShown(true);
  };
  const again = () => {
    setTicked(new Set());
    setShown(false);
  };
  const result = resultOf(ticked.size);
  return (
    <CentrePanel title={t('protection.safer.assessmentTitle')}>
      <Text>{t('protection.safer.assessmentIntro')}</Text>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <fieldset className={styles.questions}>
            <legend className={styles.legend}>{t('protection.safer.questionsLegend')}</legend>
            <Stack gap="sm">
              {assessmentQuestions.map((question) => (
                <Checkbox
                  key={question}
                  label={t(`protection.safer.questions.${question}`)}
                  checked={ticked.has(question)}
                  onCheckedChange={(checked) => {
                    const next = new Set(ticked);
                    if (checked) next.add(question);
                    else next.delete(question);
                    setTicked(next);
                    setShown(false);
                  }}
                />
              ))}
            </Stack>
          </fieldset>
          <div>
            <Button type="submit">{t('protection.safer.check')}</Button>
          </div>
        </Stack>
      </form>
      {shown ? (
        <ActionResult
          tone={result === 'low' ? 'success' : 'warning'}
          title={t('protection.safer.resultTitle')}
          actions={
            <Button variant="secondary" onClick={again}>
              {t('protection.safer.again')}
            </Button>
          }
        >
          <p>{t('protection.safer.resultCount', { count: ticked.size, total: assessmentQuestions.length })}</p>
          <p>{t(`protection.safer.results.${result}`)}</p>
          <p>{t('protection.safer.notDiagnosis')}</p>
        </ActionResult>
      ) : null}
    </CentrePanel>
  );
}

/** The account's tools (issue 17): limits and the reality check, a break, account security. */
const tools = [
  { key: 'limits', to: memberHref('limits') },
  { key: 'realityCheck', to: memberHref('limits') },
  { key: 'takeABreak', to: memberHref('takeABreak') },
  { key: 'security', to: memberHref('securityCenter') },
] as const;

function ProtectionTools() {
  const { t } = useTranslation();
  const { isLogin } = useSessionState();
  return (
    <CentrePanel title={t('protection.safer.toolsTitle')}>
      {isLogin ? null : <Text tone="secondary">{t('protection.safer.toolsGuest')}</Text>}
      <ul className={stackedList}>
        {tools.map((tool) => (
          <li key={tool.key} className={raisedCard}>
            <Stack gap="xxs">
              <Link to={tool.to}>{t(`protection.safer.tools.${tool.key}`)}</Link>
              <Text size="sm" tone="secondary">
                {t(`protection.safer.tools.${tool.key}Text`)}
              </Text>
            </Stack>
          </li>
        ))}
      </ul>
    </CentrePanel>
  );
}

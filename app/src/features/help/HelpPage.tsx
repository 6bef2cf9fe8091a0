import { Heading, Stack } from '@lobby/design-system';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { HelpContent } from '.';

/** The help centre page (SPEC.md section 2: /help, an anchor such as #term scrolls to its section). */
export default function HelpPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const navigate = useNavigate();
  const anchor = hash ? decodeURIComponent(hash.slice(1)) : undefined;
  return (
    <Stack gap="lg" padding="lg">
      <Heading level={1}>{t('shell.help.title')}</Heading>
      <HelpContent
        anchor={anchor}
        headingLevel={2}
        onSectionChange={(section) => {
          void navigate({ hash: section }, { replace: true });
        }}
      />
    </Stack>
  );
}

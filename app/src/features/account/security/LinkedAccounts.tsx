import {
  ActionResult,
  Button,
  Inline,
  Stack,
  Text,
  thirdPartyProviderNames as providerNames,
} from '@lobby/design-system';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ThirdPartyChannel, ThirdPartyLink } from '@lobby/contract';
import { errorText } from '../../../api';
import { takeThirdPartyHandoff, thirdPartyStartUrl } from '../../../api/session';
import { useIdempotentAction, useThirdPartyChannels, useThirdPartyLinks } from '../../../data';
import { CentrePanel, DataState, useFormat } from '../../shared';

interface Result {
  tone: 'success' | 'danger';
  text: string;
}

/**
 * "Linked accounts" of the security centre (issue 16 item 2): Google and Facebook (those the operator
 * turns on, and any already linked), each with its e-mail and date, linked through the provider (the
 * site's server, and back here with `?thirdParty=link`) or unlinked; the platform refuses to unlink
 * the only way into an account, and its message is shown.
 */
export function LinkedAccounts() {
  const { t, i18n } = useTranslation();
  const links = useThirdPartyLinks();
  const offered = useThirdPartyChannels();
  const format = useFormat();
  const [result, setResult] = useState<Result>();
  const [leaving, setLeaving] = useState<ThirdPartyChannel>();
  const unlink = useIdempotentAction((channel: ThirdPartyChannel) => links.unlink(channel));
  useReturnFromProvider(links.link, setResult);

  const remove = async (channel: ThirdPartyChannel) => {
    setResult(undefined);
    const outcome = await unlink.run(channel);
    if (!outcome) return;
    setResult(
      outcome.ok
        ? { tone: 'success', text: t('security.linked.unlinkedDone', { provider: providerNames[channel] }) }
        : { tone: 'danger', text: errorText(i18n.t, outcome.error) },
    );
  };

  const status = (link: ThirdPartyLink | undefined) => {
    if (!link) return t('security.linked.notLinked');
    const date = format.date(link.linkedAt, 'date');
    return link.email
      ? t('security.linked.linkedAs', { email: link.email, date })
      : t('security.linked.linkedOn', { date });
  };

  return (
    <CentrePanel title={t('security.linked.title')}>
      <Text tone="secondary">{t('security.linked.intro')}</Text>
      {result ? <ActionResult tone={result.tone} title={result.text} /> : null}
      <DataState source={links}>
        {(value) => {
          const linked = new Map(value.links.map((link) => [link.channel, link]));
          const channels = [...offered, ...[...linked.keys()].filter((channel) => !offered.includes(channel))];
          return (
            <Stack as="ul" gap="md">
              {channels.map((channel) => {
                const link = linked.get(channel);
                const provider = providerNames[channel];
                return (
                  <Inline as="li" key={channel} justify="between" gap="md">
                    <Stack gap="xs">
                      <Text weight="bold">{provider}</Text>
                      <Text tone="secondary">{status(link)}</Text>
                    </Stack>
                    {link ? (
                      <Button
                        variant="secondary"
                        loading={unlink.isSending(channel)}
                        onClick={() => void remove(channel)}
                      >
                        {t('security.linked.unlink', { provider })}
                      </Button>
                    ) : (
                      <Button
                        variant="secondary"
                        loading={leaving === channel}
                        onClick={() => {
                          setLeaving(channel);
                          window.location.assign(thirdPartyStartUrl(channel, 'link', window.location.pathname));
                        }}
                      >
                        {t('security.linked.link', { provider })}
                      </Button>
                    )}
                  </Inline>
                );
              })}
            </Stack>
          );
        }}
      </DataState>
    </CentrePanel>
  );
}

/**
 * Back from the provider (`?thirdParty=link`, or `error` with its reason): the ID token the site's
 * server received is linked once, and the query goes (history.replaceState through the router).
 */
function useReturnFromProvider(link: ReturnType<typeof useThirdPartyLinks>['link'], show: (result: Result) => void) {
  const { t, i18n } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const started = useRef(false);
  useEffect(() => {
    const params = new URLSearchParams(search);
    const outcome = params.get('thirdParty');
    if ((outcome !== 'link' && outcome !== 'error') || started.current) return;
    started.current = true;
    const reason = params.get('reason');
    params.delete('thirdParty');
    params.delete('reason');
    const rest = params.toString();
    void navigate({ pathname, search: rest ? `?${rest}` : '', hash }, { replace: true });
    if (outcome === 'error') {
      show({
        tone: 'danger',
        text: t(reason === 'cancelled' ? 'security.linked.cancelled' : 'security.linked.failed'),
      });
      return;
    }
    const complete = async () => {
      const handoff = await takeThirdPartyHandoff();
      if (handoff?.intent !== 'link') throw new Error('no sign-in to link');
      try {
        await link({ firebaseChannel: handoff.channel, firebaseIdToken: handoff.idToken });
        show({ tone: 'success', text: t('security.linked.linkedDone', { provider: providerNames[handoff.channel] }) });
      } catch (error) {
        show({ tone: 'danger', text: errorText(i18n.t, error) });
      }
    };
    complete().catch(() => show({ tone: 'danger', text: t('security.linked.failed') }));
  }, [pathname, search, hash, navigate, link, show, t, i18n]);
}

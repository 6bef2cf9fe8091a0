import { useId, useMemo, type MouseEvent, type ReactNode } from 'react';
import { Card } from '../../components/Card';
import { EmptyState, LoadFailed, LoadingState } from '../../components/EmptyState';
import { Image } from '../../components/Image';
import { Skeleton } from '../../components/Skeleton';
import { Heading, Text } from '../../components/Text';
import { routeOnPlainClick } from '../../components/VendorMenu';
import { useDsTranslation } from '../../i18n';
import { sanitizeAnnouncement } from '../../private/sanitizeAnnouncement';
import * as styles from './ArticleList.css';

/** A cover's intrinsic size, so that a card keeps its shape before the image arrives. */
export const articleCoverSize = { width: 640, height: 320 } as const;

export interface ArticleCard {
  id: string;
  title: string;
  summary: string;
  imageSrc: string;
  author: string;
  /** The publishing date, formatted. */
  date: string;
  /** Machine-readable date (ISO 8601) for <time>. */
  dateTime: string;
  /** The article's own address, so that it opens in a new tab too. */
  href: string;
}

export interface ArticleListProps {
  articles: ArticleCard[];
  /** Names the list for assistive technology. */
  label: string;
  /** A plain click on an article: the app routes to it. */
  onOpen: (id: string) => void;
  loading?: boolean;
  error?: ReactNode;
  onRetry?: () => void;
  empty?: ReactNode;
  headingLevel?: 2 | 3;
}

/** News or blog articles as cards (SPEC.md section 1 "Other screens"): cover, title, summary, byline. */
export function ArticleList({
  articles,
  label,
  onOpen,
  loading = false,
  error,
  onRetry,
  empty,
  headingLevel = 2,
}: ArticleListProps) {
  const t = useDsTranslation();
  if (loading) {
    return (
      <LoadingState label={t('promotionsArticleLoading')} className={styles.grid}>
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} lines={6} />
        ))}
      </LoadingState>
    );
  }
  if (error) return <LoadFailed error={error} onRetry={onRetry} retryLabel={t('promotionsRewardRetry')} />;
  if (articles.length === 0) return <EmptyState title={empty ?? t('promotionsArticleEmpty')} />;
  return (
    <ul className={styles.grid} aria-label={label}>
      {articles.map((article) => (
        <li key={article.id}>
          <ArticleCardView article={article} headingLevel={headingLevel} onOpen={onOpen} />
        </li>
      ))}
    </ul>
  );
}

function ArticleCardView({
  article,
  headingLevel,
  onOpen,
}: {
  article: ArticleCard;
  headingLevel: 2 | 3;
  onOpen: (id: string) => void;
}) {
  const t = useDsTranslation();
  const titleId = useId();
  return (
    <Card as="article" padding="none" elevated className={styles.card} aria-labelledby={titleId}>
      <Image src={article.imageSrc} alt="" {...articleCoverSize} />
      <div className={styles.body}>
        <Heading level={headingLevel} size={4} id={titleId}>
          <a
            className={styles.link}
            href={article.href}
            onClick={(event: MouseEvent<HTMLAnchorElement>) => routeOnPlainClick(event, () => onOpen(article.id))}
          >
            {article.title}
          </a>
        </Heading>
        <Text size="sm" tone="secondary">
          <time dateTime={article.dateTime}>{article.date}</time>
          {' · '}
          {t('promotionsArticleBy', { author: article.author })}
        </Text>
        <Text size="sm">{article.summary}</Text>
      </div>
    </Card>
  );
}

export interface ArticleViewProps {
  title: string;
  imageSrc: string;
  author: string;
  date: string;
  dateTime: string;
  /** The article's HTML as the platform sends it: sanitised here before it is shown. */
  html: string;
  /** The list's address, for the back link. */
  backHref: string;
  onBack: () => void;
  headingLevel?: 1 | 2;
}

/** One article: its title, byline, cover and body (the platform's HTML, sanitised). */
export function ArticleView({
  title,
  imageSrc,
  author,
  date,
  dateTime,
  html,
  backHref,
  onBack,
  headingLevel = 1,
}: ArticleViewProps) {
  const t = useDsTranslation();
  const body = useMemo(() => sanitizeAnnouncement(html), [html]);
  return (
    <article className={styles.view}>
      <a
        className={styles.back}
        href={backHref}
        onClick={(event: MouseEvent<HTMLAnchorElement>) => routeOnPlainClick(event, onBack)}
      >
        {t('promotionsArticleBack')}
      </a>
      <Heading level={headingLevel} size={2}>
        {title}
      </Heading>
      <Text size="sm" tone="secondary">
        <time dateTime={dateTime}>{date}</time>
        {' · '}
        {t('promotionsArticleBy', { author })}
      </Text>
      <Image src={imageSrc} alt="" radius="md" priority {...articleCoverSize} />
      {/* Sanitised above: the platform's HTML never runs scripts here. */}
      <div className={styles.content} dangerouslySetInnerHTML={{ __html: body }} />
    </article>
  );
}

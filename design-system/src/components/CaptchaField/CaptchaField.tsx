import { useDsTranslation } from '../../i18n';
import { useLeadingThrottle } from '../../hooks/useLeadingThrottle';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import { TextField, type TextFieldProps } from '../TextField';
import * as styles from './CaptchaField.css';

/** SPEC.md section 7: captcha refresh at most once per second. */
const refreshIntervalMs = 1000;

export interface CaptchaFieldProps extends TextFieldProps {
  /** The captcha image's src, e.g. a data: URL from the captcha call. */
  image?: string;
  /** A new image is on its way: a spinner takes the image's place. */
  loading?: boolean;
  /** Asks for a new image; called at most once per second however often the player clicks. */
  onRefresh: () => void;
}

/** The captcha input, with its image and a refresh button at the end. */
export function CaptchaField({ image, loading = false, onRefresh, disabled, ...rest }: CaptchaFieldProps) {
  const t = useDsTranslation();
  const refresh = useLeadingThrottle(onRefresh, refreshIntervalMs);
  return (
    <TextField
      autoComplete="off"
      spellCheck={false}
      autoCapitalize="off"
      {...rest}
      disabled={disabled}
      end={
        <>
          <span className={styles.picture}>
            {loading ? (
              <Spinner size="sm" label={t('captchaFieldLoading')} />
            ) : image ? (
              <img src={image} alt={t('captchaFieldImage')} className={styles.image} />
            ) : null}
          </span>
          <Button
            variant="ghost"
            size="sm"
            disabled={(disabled ?? false) || loading}
            aria-label={t('captchaFieldRefresh')}
            icon={<RefreshIcon />}
            onClick={() => refresh()}
          />
        </>
      }
    />
  );
}

function RefreshIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className={styles.icon}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M20 12a8 8 0 1 1-2.34-5.66" />
      <path d="M20 4v4h-4" />
    </svg>
  );
}

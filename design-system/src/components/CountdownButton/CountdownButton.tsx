import { useState } from 'react';
import { useCountdown } from '../../hooks/useCountdown';
import { formatNumber } from '../../format';
import { useDsLanguage, useDsTranslation } from '../../i18n';
import { Button, type ButtonProps } from '../Button';

export interface CountdownButtonProps extends Omit<ButtonProps, 'onClick'> {
  /** Length of the countdown after a successful send, in seconds. */
  seconds: number;
  /**
   * Sends (e.g. an SMS code). The countdown starts unless it returns or resolves `false`; a number is
   * its length in seconds instead of `seconds` (the code's validity, known once sent). A pending
   * promise shows loading.
   */
  // eslint-disable-next-line @typescript-eslint/no-invalid-void-type -- a send that returns nothing also counts as sent
  onSend: () => boolean | number | void | Promise<boolean | number | void>;
  /** Start counting from this at mount (to resume a countdown, or a fixed story). */
  initialRemaining?: number;
}

/**
 * A send button that then waits (SPEC.md section 4, SMS countdown: after sending, the button is
 * disabled showing the remaining seconds; at 0 it is enabled again).
 */
export function CountdownButton({
  seconds,
  onSend,
  initialRemaining = 0,
  disabled,
  loading,
  children,
  ...rest
}: CountdownButtonProps) {
  const t = useDsTranslation();
  const locale = useDsLanguage();
  const { remaining, start } = useCountdown(initialRemaining);
  const [pending, setPending] = useState(false);
  const counting = remaining > 0;

  const send = async () => {
    if (counting || pending) return;
    const result = onSend();
    const begin = (sent: Awaited<ReturnType<typeof onSend>>) => {
      if (sent !== false) start(typeof sent === 'number' ? sent : seconds);
    };
    if (!(result instanceof Promise)) {
      begin(result);
      return;
    }
    setPending(true);
    try {
      begin(await result);
    } catch {
      // A failed send is the caller's to report (SPEC.md section 8: a warning dialog); no countdown.
    } finally {
      setPending(false);
    }
  };

  return (
    <Button
      {...rest}
      disabled={(disabled ?? false) || counting}
      loading={(loading ?? false) || pending}
      onClick={() => void send()}
    >
      {counting ? t('countdownResend', { seconds: formatNumber(remaining, { locale }) }) : children}
    </Button>
  );
}

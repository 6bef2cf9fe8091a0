import { Form, Formik, useFormikContext, type FormikConfig, type FormikHelpers, type FormikValues } from 'formik';
import { useEffect, useRef, useState, type FocusEvent, type ReactNode, type Ref } from 'react';
import type { AnyObjectSchema } from 'yup';
import { AlertDialog } from '../../components/AlertDialog';
import { Button } from '../../components/Button';
import { CaptchaField } from '../../components/CaptchaField';
import { ChallengeField, type ChallengeWidget } from '../../components/ChallengeField';
import { CountdownButton } from '../../components/CountdownButton';
import { PasswordField, type PasswordFieldProps } from '../../components/PasswordField';
import { PhoneField, type PhoneCountry } from '../../components/PhoneField';
import { TextField, type TextFieldProps } from '../../components/TextField';
import { onLeft, watchPresses } from '../../private/forms/leftByPlayer';
import { useDsTranslation } from '../../i18n';
import { captchaRequiredKey } from '../../forms/authSchemas';
import * as styles from './AuthForm.css';

/** The platform's image captcha: its image and a way to get a new one. */
export interface ImageCaptchaProps {
  /** The image's src (a data: URI from the captcha call). */
  image?: string;
  loading?: boolean;
  onRefresh: () => void;
}

/** An operator's hosted challenge instead (issue 16 item 3): the widget, drawn by the app. */
export interface HostedCaptchaProps {
  widget: ChallengeWidget;
}

/**
 * The human check the platform asked for, bound to the form's `captcha` value: the digits typed
 * from the image, or the hosted challenge's token.
 */
export type CaptchaProps = ImageCaptchaProps | HostedCaptchaProps;

/** Which of the two a captcha is (for the words of its messages: captchaRequiredKey). */
export const captchaKind = (captcha: CaptchaProps): 'image' | 'challenge' =>
  'widget' in captcha ? 'challenge' : 'image';

/** The answer to an SMS code request (SPEC.md section 7: the value carries expiredMinutes). */
export interface SendCodeResult {
  ok: boolean;
  /** The code's lifetime; the countdown lasts 60 seconds per minute (SPEC.md section 9). */
  expiredMinutes?: number;
  /** Why the send failed, shown in a warning dialog (SPEC.md section 8). */
  message?: ReactNode;
  /** The refusal is about the captcha's answer: `message` shows under the captcha field instead. */
  field?: 'captcha';
}

/** The send button's countdown for a code valid `expiredMinutes`: 60 seconds a minute (SPEC.md section 9). */
export const countdownSeconds = (expiredMinutes: number) => 60 * expiredMinutes;

/** What a form's caller may do to it after a submit: put the platform's answer on a field. */
export type AuthFormHelpers = Pick<FormikHelpers<FormikValues>, 'setFieldError' | 'setFieldValue' | 'setFieldTouched'>;

/**
 * Sends an SMS code to a mobile number; `dialingCode` has no "+". `captcha` is the answer typed in the
 * captcha above the code, when the send asks for one (human verification, SPEC.md section 4).
 */
export type SendCode = (mobileNum: string, dialingCode: string, captcha?: string) => Promise<SendCodeResult>;

interface AuthFormProps<Values extends FormikValues> {
  initialValues: Values;
  validationSchema: AnyObjectSchema;
  onSubmit: FormikConfig<Values>['onSubmit'];
  /** Accessible name of the form. */
  label: string;
  children: ReactNode;
}

/**
 * One auth form: Formik with no native bubbles, and the first invalid field focused after a failed
 * submit. A field's error shows once it was left (touched) or a submit was tried; from then on it is
 * checked on every key, so that a corrected value clears its message while the player types. Checked
 * only on blur, the message went away on the mousedown that blurs the field on the way to the submit
 * button, the form grew shorter under the pointer, and the click missed the button.
 */
export function AuthForm<Values extends FormikValues>({
  initialValues,
  validationSchema,
  onSubmit,
  label,
  children,
}: AuthFormProps<Values>) {
  const formRef = useRef<HTMLFormElement>(null);
  return (
    <Formik initialValues={initialValues} validationSchema={validationSchema} onSubmit={onSubmit}>
      <Form ref={formRef} noValidate aria-label={label} className={styles.form}>
        <FocusFirstError formRef={formRef} />
        {children}
      </Form>
    </Formik>
  );
}

function FocusFirstError({ formRef }: { formRef: React.RefObject<HTMLFormElement | null> }) {
  const { submitCount, isSubmitting, isValid } = useFormikContext();
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === handled.current || isSubmitting) return;
    handled.current = submitCount;
    if (!isValid)
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"], [role="group"][data-invalid]')?.focus();
  }, [formRef, submitCount, isSubmitting, isValid]);
  return null;
}

/** A field's Formik binding: value, handlers and its error once touched. */
function useAuthField(name: string) {
  const { getFieldProps, getFieldMeta, setFieldTouched, validateField } = useFormikContext<Record<string, unknown>>();
  const { value, onChange } = getFieldProps<string | undefined>(name);
  const meta = getFieldMeta(name);
  useEffect(watchPresses, []);
  const touched = useRef(meta.touched);
  useEffect(() => {
    touched.current = meta.touched;
  });
  // Left: this field's own check only. A leave that ends after a press comes after the pressed
  // control's click: a whole-form check then would overwrite the error that click put on another
  // field (the captcha's, by "Send code"), and after a submit (which marks every field) the field
  // may hold the platform's refusal already.
  const onLeave = (event: FocusEvent) => {
    onLeft(event, () => {
      if (touched.current) return;
      void setFieldTouched(name, true, false);
      try {
        void validateField(name);
      } catch {
        // Yup throws for a path its schema lacks: the captcha above a code's send is checked by the send.
      }
    });
  };
  return { name, value: value ?? '', onChange, onBlur: onLeave, error: meta.touched ? meta.error : undefined };
}

type BoundProps<P> = Omit<P, 'name' | 'value' | 'onChange' | 'onBlur' | 'error'> & { name: string };

export function AuthTextField({ name, ...rest }: BoundProps<TextFieldProps>) {
  return <TextField {...rest} {...useAuthField(name)} />;
}

export function AuthPasswordField({ name, ...rest }: BoundProps<PasswordFieldProps>) {
  return <PasswordField {...rest} {...useAuthField(name)} />;
}

interface AuthCaptchaFieldProps {
  captcha: CaptchaProps;
  required?: boolean;
  /** The typed answer's input, or the hosted widget's box: where a refusal takes the focus. */
  inputRef?: Ref<HTMLElement>;
}

/** The human check bound to the form's `captcha`: the image's input, or the hosted challenge. */
export function AuthCaptchaField({ captcha, required, inputRef }: AuthCaptchaFieldProps) {
  const t = useDsTranslation();
  const field = useAuthField('captcha');
  const { setFieldValue } = useFormikContext();
  if ('widget' in captcha) {
    return (
      <ChallengeField
        ref={inputRef as Ref<HTMLDivElement>}
        label={t('authChallenge')}
        required={required}
        error={field.error}
        widget={captcha.widget}
        // A token is checked as it comes (clearing a "complete it" message); an expiry only empties it.
        onAnswer={(token) => void setFieldValue('captcha', token, token !== '')}
      />
    );
  }
  return (
    <CaptchaField
      {...field}
      ref={inputRef as Ref<HTMLInputElement>}
      label={t('authCaptcha')}
      required={required}
      image={captcha.image}
      loading={captcha.loading}
      onRefresh={captcha.onRefresh}
    />
  );
}

/** The mobile number with its dialing code, bound to `mobileNum` and `countryDialingCode`. */
export function AuthPhoneField({ countries, required }: { countries: PhoneCountry[]; required?: boolean }) {
  const t = useDsTranslation();
  const { values, setFieldValue } = useFormikContext<{ countryDialingCode: string }>();
  return (
    <PhoneField
      {...useAuthField('mobileNum')}
      label={t('authMobile')}
      required={required}
      autoComplete="tel-national"
      countries={countries}
      dialingCode={values.countryDialingCode}
      onDialingCodeChange={(code) => void setFieldValue('countryDialingCode', code, false)}
    />
  );
}

export interface SmsCodeFieldProps {
  /** Without it the code is typed only (sent by other means). */
  onSendCode?: SendCode;
  /** The code's lifetime as configured, until a send answers with its own. */
  expiredMinutes?: number;
  /**
   * The send asks for human verification (SPEC.md section 4): the captcha field shows above the code,
   * bound to the form's `captcha`, and its answer goes with the send. Each image answers once: the
   * answer is cleared after every send, and the caller brings a new image.
   */
  captcha?: CaptchaProps;
}

interface SmsFormValues {
  mobileNum: string;
  countryDialingCode: string;
  captcha?: string;
}

/**
 * The SMS code with its send button. Sending needs a valid mobile number first (SPEC.md section 5),
 * and the captcha's answer when the send asks for one; a failed send shows the platform's message in
 * a warning dialog (section 8), or under the captcha when it is about its answer.
 */
export function SmsCodeField({ onSendCode, expiredMinutes = 1, captcha }: SmsCodeFieldProps) {
  const t = useDsTranslation();
  const { values, setFieldTouched, setFieldValue, setFieldError } = useFormikContext<SmsFormValues>();
  const [failure, setFailure] = useState<ReactNode>(null);
  const captchaRef = useRef<HTMLElement>(null);

  /** Shows `message` under the captcha and takes the player there. */
  const refuseCaptcha = async (message: string) => {
    await setFieldTouched('captcha', true, false);
    setFieldError('captcha', message);
    captchaRef.current?.focus();
  };

  /** The countdown of the code this send answered with (its validity may differ from the configured one), or false. */
  const send = async (): Promise<number | false> => {
    const errors = await setFieldTouched('mobileNum', true, true);
    if (!onSendCode || (errors && 'mobileNum' in errors && errors.mobileNum)) return false;
    const answer = captcha ? (values.captcha ?? '').trim() : undefined;
    if (captcha && answer === '') {
      await refuseCaptcha(t(captchaRequiredKey[captchaKind(captcha)]));
      return false;
    }
    const mobileNum = values.mobileNum.trim();
    const result = await (answer === undefined
      ? onSendCode(mobileNum, values.countryDialingCode)
      : onSendCode(mobileNum, values.countryDialingCode, answer));
    // Used up, right or wrong: the next send needs the next image's answer.
    if (captcha) await setFieldValue('captcha', '', false);
    if (!result.ok) {
      const message = result.message ?? t('authErrorUnknown');
      if (captcha && result.field === 'captcha' && typeof message === 'string') await refuseCaptcha(message);
      else setFailure(message);
      return false;
    }
    return countdownSeconds(result.expiredMinutes ?? expiredMinutes);
  };

  return (
    <>
      {captcha ? <AuthCaptchaField captcha={captcha} required inputRef={captchaRef} /> : null}
      <AuthTextField
        name="verificationCode"
        label={t('authCode')}
        required
        inputMode="numeric"
        autoComplete="one-time-code"
        end={
          onSendCode ? (
            <CountdownButton variant="secondary" size="sm" seconds={countdownSeconds(expiredMinutes)} onSend={send}>
              {t('authSendCode')}
            </CountdownButton>
          ) : undefined
        }
      />
      <AlertDialog
        open={failure !== null}
        onOpenChange={(open) => {
          if (!open) setFailure(null);
        }}
        title={t('authSendCodeFailed')}
        message={failure}
      />
    </>
  );
}

/** The platform's answer to the last submit, announced as it appears. */
export function ServerError({ children }: { children?: ReactNode }) {
  if (children === undefined || children === null || children === false || children === '') return null;
  return (
    <div role="alert" className={styles.serverError}>
      {children}
    </div>
  );
}

/** The form's one main action: busy while Formik submits, or while the caller says so. */
export function AuthSubmit({ submitting = false, children }: { submitting?: boolean; children: ReactNode }) {
  const { isSubmitting } = useFormikContext();
  return (
    <Button type="submit" fullWidth size="lg" loading={submitting || isSubmitting}>
      {children}
    </Button>
  );
}

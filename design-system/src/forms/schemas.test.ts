import { ValidationError } from 'yup';
import { describe, expect, it } from 'vitest';
import { compileChangePasswordSchema, compileForgotPasswordSchema, compileLoginSchema } from './authSchemas';
import { referencePatterns } from '@lobby/contract';
import { compileRegisterSchema, isRegisterFieldShown, registerTabs } from './registerSchema';
import type { FieldRule, RegisterSettings } from '@lobby/contract';

const rules = {
  username: {
    acceptedPattern: referencePatterns.LETTER_FIRST_ALNUM,
    minLength: 4,
    maxLength: 12,
    patternId: 'LETTER_FIRST_ALNUM',
  },
  password: { acceptedPattern: referencePatterns.ALNUM, minLength: 6, maxLength: 12, patternId: 'ALNUM' },
  mobileNum: { acceptedPattern: referencePatterns.DIGITS, minLength: 9, maxLength: 10, patternId: 'DIGITS' },
  email: { acceptedPattern: referencePatterns.EMAIL, minLength: 5, maxLength: 50, patternId: 'EMAIL' },
  payeeName: {
    acceptedPattern: referencePatterns.LETTERS_SPACES,
    minLength: 2,
    maxLength: 30,
    patternId: 'LETTERS_SPACES',
  },
} satisfies Record<string, FieldRule>;

const settings = (overrides: Partial<RegisterSettings> = {}): RegisterSettings => ({
  rules,
  fields: {},
  tabs: { username: true, mobile: true },
  smsVerification: false,
  ...overrides,
});

const valid = { username: 'player1', password: 'secret12', confirmPassword: 'secret12', terms: true };

function errorsOf(run: () => unknown): Record<string, { message: string; type: string | undefined }> {
  try {
    run();
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    return Object.fromEntries(
      error.inner.map((inner) => [inner.path ?? '', { message: inner.message, type: inner.type }]),
    );
  }
  return {};
}

describe('compileRegisterSchema', () => {
  it('accepts a complete username registration', () => {
    expect(compileRegisterSchema(settings()).isValidSync(valid)).toBe(true);
  });

  it('needs username and password with their rules', () => {
    const errors = errorsOf(() =>
      compileRegisterSchema(settings()).validateSync(
        { ...valid, username: '', password: 'a b' },
        { abortEarly: false },
      ),
    );
    expect(errors.username?.message).toBe('Use 4–12 letters and digits, starting with a letter.');
    expect(errors.password?.message).toBe('Use 6–12 characters: letters and digits only.');
  });

  it("puts 'inconsistent_twice' on the confirmation field", () => {
    const errors = errorsOf(() =>
      compileRegisterSchema(settings()).validateSync({ ...valid, confirmPassword: 'secret13' }, { abortEarly: false }),
    );
    expect(Object.keys(errors)).toEqual(['confirmPassword']);
    expect(errors.confirmPassword).toEqual({ message: 'The two passwords do not match.', type: 'inconsistent_twice' });
  });

  it('needs the terms box ticked', () => {
    const errors = errorsOf(() =>
      compileRegisterSchema(settings()).validateSync({ ...valid, terms: false }, { abortEarly: false }),
    );
    expect(errors.terms?.message).toBe('Please agree to the terms.');
  });

  it('checks an optional field only when shown, and requires it only when flagged', () => {
    const hidden = compileRegisterSchema(settings());
    expect(hidden.isValidSync({ ...valid, payeeName: '1' })).toBe(true);
    const shown = compileRegisterSchema(settings({ fields: { payeeName: { shown: true, required: false } } }));
    expect(shown.isValidSync(valid)).toBe(true);
    expect(shown.isValidSync({ ...valid, payeeName: 'X1' })).toBe(false);
    const required = compileRegisterSchema(settings({ fields: { payeeName: { shown: true, required: true } } }));
    expect(required.isValidSync(valid)).toBe(false);
    expect(required.isValidSync({ ...valid, payeeName: 'Ana María' })).toBe(true);
  });

  it('requires a field without a server rule with the generic message', () => {
    const errors = errorsOf(() =>
      compileRegisterSchema(settings({ fields: { wechat: { shown: true, required: true } } })).validateSync(valid, {
        abortEarly: false,
      }),
    );
    expect(errors.wechat?.message).toBe('This field cannot be empty.');
  });

  it('on the mobile tab needs the mobile number (with its rule) and, with SMS verification, the code', () => {
    const schema = compileRegisterSchema(settings({ smsVerification: true }), { tab: 'mobile' });
    const mobile = { password: 'secret12', confirmPassword: 'secret12', terms: true };
    const errors = errorsOf(() => schema.validateSync({ ...mobile, mobileNum: '12ab' }, { abortEarly: false }));
    expect(Object.keys(errors).sort()).toEqual(['mobileNum', 'verificationCode']);
    expect(schema.isValidSync({ ...mobile, mobileNum: '0812345678', verificationCode: '123456' })).toBe(true);
  });

  it('shows the mobile number on the username tab when configured, and the code with it', () => {
    const configured = settings({ smsVerification: true, fields: { mobileNum: { shown: true, required: true } } });
    expect(isRegisterFieldShown(configured, 'username', 'mobileNum')).toBe(true);
    expect(isRegisterFieldShown(configured, 'username', 'verificationCode')).toBe(true);
    expect(isRegisterFieldShown(settings({ smsVerification: true }), 'username', 'verificationCode')).toBe(false);
    expect(compileRegisterSchema(configured).isValidSync(valid)).toBe(false);
  });

  it('defaults to the first enabled tab', () => {
    const mobileOnly = settings({ tabs: { username: false, mobile: true } });
    expect(registerTabs(mobileOnly)).toEqual(['mobile']);
    expect(compileRegisterSchema(mobileOnly).isValidSync(valid)).toBe(false);
    expect(compileRegisterSchema(mobileOnly).isValidSync({ ...valid, mobileNum: '081234567' })).toBe(true);
  });

  it('translates through the given translator', () => {
    const t = (key: string) => `«${key}»`;
    const errors = errorsOf(() =>
      compileRegisterSchema(settings(), { t }).validateSync(
        { ...valid, confirmPassword: 'x', terms: false },
        { abortEarly: false },
      ),
    );
    expect(errors.confirmPassword?.message).toBe('«rulesConfirmMismatch»');
    expect(errors.terms?.message).toBe('«rulesTermsRequired»');
  });

  it('asks for a hosted challenge to be completed, whatever the token looks like', () => {
    const captcha = { acceptedPattern: referencePatterns.DIGITS, minLength: 4, maxLength: 4, patternId: 'DIGITS' };
    const hosted = settings({
      rules: { ...rules, captcha },
      fields: { captcha: { shown: true, required: true } },
      humanCheck: { provider: 'hosted', required: ['register'], hosted: { script: '/a.js', api: 'a', siteKey: 'k' } },
    });
    const schema = compileRegisterSchema(hosted);
    expect(errorsOf(() => schema.validateSync({ ...valid, captcha: '' }, { abortEarly: false })).captcha?.message).toBe(
      'Complete the verification.',
    );
    expect(schema.isValidSync({ ...valid, captcha: 'x'.repeat(2048) })).toBe(true);
  });
});

describe('compileLoginSchema', () => {
  it('trims every input and needs username and password', () => {
    const schema = compileLoginSchema({ tab: 'username' });
    expect(schema.validateSync({ username: '  player1 ', password: ' pw ' })).toEqual({
      username: 'player1',
      password: 'pw',
    });
    const errors = errorsOf(() => schema.validateSync({ username: '   ', password: '' }, { abortEarly: false }));
    expect(errors.username?.message).toBe('Enter your username and password.');
    expect(errors.password?.message).toBe('Enter your username and password.');
  });

  it('needs the captcha only when it is shown', () => {
    expect(compileLoginSchema({ tab: 'username' }).isValidSync({ username: 'a', password: 'b' })).toBe(true);
    const captchaErrors = (captcha: 'image' | 'challenge') =>
      errorsOf(() =>
        compileLoginSchema({ tab: 'username', captcha }).validateSync(
          { username: 'a', password: 'b', captcha: ' ' },
          { abortEarly: false },
        ),
      );
    expect(captchaErrors('image').captcha?.message).toBe('Enter the captcha.');
    // A hosted challenge is not typed: it asks to be completed (issue 16 item 3).
    expect(captchaErrors('challenge').captcha?.message).toBe('Complete the verification.');
  });

  it('checks the mobile number by its rule and needs the code on the mobile tab', () => {
    const schema = compileLoginSchema({ tab: 'mobile', mobileRule: rules.mobileNum });
    expect(schema.isValidSync({ mobileNum: ' 0812345678 ', verificationCode: ' 1234 ' })).toBe(true);
    const errors = errorsOf(() =>
      schema.validateSync({ mobileNum: '0812', verificationCode: '' }, { abortEarly: false }),
    );
    expect(errors.mobileNum?.message).toBe('Enter a valid mobile number.');
    expect(errors.verificationCode?.message).toBe('Enter a valid verification code.');
  });
});

describe('compileForgotPasswordSchema', () => {
  it('needs username and e-mail with their rules on the e-mail tab', () => {
    const schema = compileForgotPasswordSchema({ tab: 'email', usernameRule: rules.username, emailRule: rules.email });
    expect(schema.isValidSync({ username: 'player1', email: 'p@mail.com' })).toBe(true);
    expect(schema.isValidSync({ username: 'player1', email: 'p@mail' })).toBe(false);
  });

  it('needs mobile, code and a new password by its rule on the mobile tab', () => {
    const schema = compileForgotPasswordSchema({
      tab: 'mobile',
      mobileRule: rules.mobileNum,
      passwordRule: rules.password,
    });
    expect(schema.isValidSync({ mobileNum: '0812345678', verificationCode: '1', newPassword: 'secret12' })).toBe(true);
    const errors = errorsOf(() =>
      schema.validateSync({ mobileNum: '', verificationCode: '', newPassword: 'x' }, { abortEarly: false }),
    );
    expect(Object.keys(errors).sort()).toEqual(['mobileNum', 'newPassword', 'verificationCode']);
  });
});

describe('compileChangePasswordSchema', () => {
  it('needs the old password unless it is known, and a matching confirmation', () => {
    const schema = compileChangePasswordSchema({ passwordRule: rules.password });
    const values = { oldPassword: 'old123', newPassword: 'secret12', confirmNewPassword: 'secret12' };
    expect(schema.isValidSync(values)).toBe(true);
    expect(schema.isValidSync({ ...values, oldPassword: '' })).toBe(false);
    expect(compileChangePasswordSchema({ oldPasswordKnown: true }).isValidSync({ ...values, oldPassword: '' })).toBe(
      true,
    );
    const errors = errorsOf(() =>
      schema.validateSync({ ...values, confirmNewPassword: 'secret1' }, { abortEarly: false }),
    );
    expect(errors.confirmNewPassword?.type).toBe('inconsistent_twice');
  });
});

import type { ChallengeWidget, PhoneCountry } from '@lobby/design-system';
import { type FieldRule, referencePatterns, type RegisterSettings } from '@lobby/contract';

/** Server rules as the embedded platform publishes them. */
export const rules = {
  username: {
    acceptedPattern: referencePatterns.LETTER_FIRST_ALNUM,
    minLength: 4,
    maxLength: 12,
    patternId: 'LETTER_FIRST_ALNUM',
  },
  password: { acceptedPattern: referencePatterns.ALNUM, minLength: 6, maxLength: 12, patternId: 'ALNUM' },
  mobileNum: { acceptedPattern: referencePatterns.DIGITS, minLength: 9, maxLength: 10, patternId: 'DIGITS' },
  email: { acceptedPattern: referencePatterns.EMAIL, minLength: 6, maxLength: 50, patternId: 'EMAIL' },
  payeeName: {
    acceptedPattern: referencePatterns.LETTERS_SPACES,
    minLength: 2,
    maxLength: 30,
    patternId: 'LETTERS_SPACES',
  },
  qqNum: { acceptedPattern: referencePatterns.DIGITS, minLength: 5, maxLength: 11, patternId: 'DIGITS' },
  paymentPassword: { acceptedPattern: referencePatterns.DIGITS, minLength: 6, maxLength: 6, patternId: 'DIGITS' },
  idNumber: { acceptedPattern: referencePatterns.ID_ALNUM, minLength: 8, maxLength: 18, patternId: 'ID_ALNUM' },
} satisfies Record<string, FieldRule>;

const svgFlag = (body: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 3 2">${body}</svg>`)}`;

/** 3:2 flags as inline SVG in the image host's place (no network): plain bands, without emblems. */
export const flagUrls = {
  MX: svgFlag(
    '<rect width="1" height="2" fill="#006847"/><rect x="1" width="1" height="2" fill="#fff"/><rect x="2" width="1" height="2" fill="#ce1126"/>',
  ),
  CO: svgFlag(
    '<rect width="3" height="1" fill="#fcd116"/><rect y="1" width="3" height=".5" fill="#003893"/><rect y="1.5" width="3" height=".5" fill="#ce1126"/>',
  ),
  ES: svgFlag('<rect width="3" height="2" fill="#aa151b"/><rect y=".5" width="3" height="1" fill="#f1bf00"/>'),
  TH: svgFlag(
    '<rect width="3" height="2" fill="#a51931"/><rect y=".333" width="3" height="1.333" fill="#f4f5f8"/><rect y=".667" width="3" height=".667" fill="#2d2a4a"/>',
  ),
};

export const countries: PhoneCountry[] = [
  { countryCode: 'MX', countryDialingCode: '52', flagUrl: flagUrls.MX },
  { countryCode: 'TH', countryDialingCode: '66', flagUrl: flagUrls.TH },
  { countryCode: 'ES', countryDialingCode: '34', flagUrl: flagUrls.ES },
];

const captchaSvg =
  '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="32" viewBox="0 0 96 32">' +
  '<rect width="96" height="32" fill="#f1f3f5"/>' +
  '<path d="M4 24 Q24 4 44 20 T92 10" stroke="#868e96" stroke-width="2" fill="none"/>' +
  '<path d="M14 8h8l-6 16M30 8v16M30 16l8-8M30 16l8 8M48 8h8v8h-8v8h8M64 8l8 16l8-16" stroke="#212529" stroke-width="3" fill="none"/>' +
  '</svg>';

/** A captcha image as the captcha call returns it: an inline data: URI, no network. */
export const captchaImage = `data:image/svg+xml,${encodeURIComponent(captchaSvg)}`;

/**
 * A hosted challenge as a provider draws it (issue 16 item 3), without the provider's network: a
 * 300 x 65 card with a checkbox, in the theme of the page around it (as the site asks a provider to
 * draw it). Ticking it answers `story-token`. Drawn with the DOM, not React: a provider's script
 * knows nothing of the page's framework.
 */
export const storyChallenge: ChallengeWidget = (element, { solved }) => {
  const dark = element.closest('[data-theme]')?.getAttribute('data-theme') === 'dark';
  const card = document.createElement('label');
  Object.assign(card.style, {
    display: 'flex',
    alignItems: 'center',
    gap: '12px',
    boxSizing: 'border-box',
    inlineSize: '300px',
    maxInlineSize: '100%',
    blockSize: '65px',
    paddingInline: '16px',
    border: `1px solid ${dark ? '#5c5f66' : '#c4c6ca'}`,
    borderRadius: '4px',
    background: dark ? '#232529' : '#fafafa',
    color: dark ? '#f1f3f5' : '#1d1f23',
    font: '14px/1.2 sans-serif',
    cursor: 'pointer',
  });
  const box = document.createElement('input');
  box.type = 'checkbox';
  Object.assign(box.style, { inlineSize: '22px', blockSize: '22px', margin: '0', accentColor: '#2f9e44' });
  box.addEventListener('change', () => {
    if (box.checked) solved('story-token');
  });
  card.append(box, 'No soy un robot');
  element.append(card);
  return () => card.remove();
};

export const registerSettings: RegisterSettings = {
  rules,
  fields: {},
  tabs: { username: true, mobile: false },
  smsVerification: false,
  smsExpiredMinutes: 1,
};

/** The fields of one LOBBY_REGISTER_FIELDS value (issue 16 item 4): a few on, some required. */
export const switchedOnSettings: RegisterSettings = {
  ...registerSettings,
  fields: {
    qqNum: { shown: true, required: false },
    line: { shown: true, required: true },
    whatsapp: { shown: true, required: false },
    wechat: { shown: true, required: false },
    idNumber: { shown: true, required: true },
    recommenderId: { shown: true, required: false },
    paymentPassword: { shown: true, required: true },
    captcha: { shown: true, required: true },
  },
};

/** Every optional field of SPEC.md section 5 switched on; some required. */
export const allFieldsSettings: RegisterSettings = {
  ...registerSettings,
  tabs: { username: true, mobile: true },
  smsVerification: true,
  fields: {
    mobileNum: { shown: true, required: true },
    payeeName: { shown: true, required: true },
    email: { shown: true, required: true },
    qqNum: { shown: true, required: false },
    line: { shown: true, required: false },
    whatsapp: { shown: true, required: false },
    facebook: { shown: true, required: false },
    wechat: { shown: true, required: false },
    idNumber: { shown: true, required: false },
    recommenderId: { shown: true, required: false },
    paymentPassword: { shown: true, required: true },
    affiliateCode: { shown: true, required: false },
    referralCode: { shown: true, required: false },
    captcha: { shown: true, required: true },
  },
};

/** Forms are shown at the width of the auth popups. */
export const popupWidth = 420;

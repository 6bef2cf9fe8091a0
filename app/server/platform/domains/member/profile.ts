// The member's profile (SPEC.md section 3: the labelled fields), read and changed by the member
// (GET|PUT /wps/member/info/profile, defined here). Nickname and e-mail live on the account; the
// other fields in member_profiles beside what the registration kept.
import {
  contactFields,
  ErrorCode,
  type FieldRule,
  type MemberProfile,
  minimumAge,
  type ProfileField,
  profileFields,
  referencePatterns,
  setOnceFields,
} from '@lobby/contract';
import type { Account } from '../../account';
import { PlatformError } from '../../http';
import { matchesRule, registerRules } from '../system/register-rules';
import { maskEmail, maskMobile, maskPayeeName } from './avatar';
import type { StoredProfile } from './store';

/**
 * The rule of each profile field: the registration's where it has one (SPEC.md section 5), else
 * defined here. A nickname is any text but markup brackets and control characters.
 */
const profileRules: Record<ProfileField, FieldRule> = {
  nickname: { acceptedPattern: String.raw`^[^<>\p{Cc}]+$`, minLength: 2, maxLength: 20, patternId: 'NICKNAME' },
  email: registerRules.email,
  payeeName: registerRules.payeeName,
  birthday: { acceptedPattern: referencePatterns.DATE_YMD, minLength: 10, maxLength: 10, patternId: 'DATE_YMD' },
  telegram: { acceptedPattern: referencePatterns.NO_SPACES, minLength: 2, maxLength: 50, patternId: 'NO_SPACES' },
  zalo: { acceptedPattern: referencePatterns.DIGITS, minLength: 6, maxLength: 15, patternId: 'DIGITS' },
  line: registerRules.line,
  whatsapp: registerRules.whatsapp,
  facebook: registerRules.facebook,
  wechat: registerRules.wechat,
};

/** What the member may change now: set-once fields only while empty. */
function editableFields(account: Account, stored: StoredProfile): ProfileField[] {
  const current: Record<(typeof setOnceFields)[number], string | null | undefined> = {
    email: account.email,
    payeeName: stored.payeeName,
    birthday: stored.birthday,
  };
  return profileFields.filter((field) => {
    const setOnce = (setOnceFields as readonly string[]).includes(field);
    return !setOnce || !current[field as (typeof setOnceFields)[number]];
  });
}

export function profileOf(account: Account, stored: StoredProfile, withdrawPasswordSet: boolean): MemberProfile {
  const text = (field: string) => stored[field] ?? '';
  return {
    account: account.username,
    nickname: account.nickname,
    mobile: maskMobile(account.dialingCode, account.mobile),
    email: maskEmail(account.email),
    payeeName: maskPayeeName(stored.payeeName),
    birthday: text('birthday'),
    telegram: text('telegram'),
    zalo: text('zalo'),
    line: text('line'),
    whatsapp: text('whatsapp'),
    facebook: text('facebook'),
    wechat: text('wechat'),
    withdrawPasswordSet,
    editable: editableFields(account, stored),
    rules: profileRules,
  };
}

/** Whether a yyyy-MM-dd birthday is at least `minimumAge` years before `now` (SPEC.md section 9). */
export function oldEnough(birthday: string, now: number): boolean {
  const [year = 0, month = 1, day = 1] = birthday.split('-').map(Number);
  const today = new Date(now);
  const turns = Date.UTC(year + minimumAge, month - 1, day);
  return turns <= Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
}

/**
 * Checks the requested changes against what may change and each field's rule; answers the values
 * to store (null clears a contact channel). Throws VALIDATION naming the first bad field.
 */
export function checkChanges(
  body: Record<string, unknown>,
  account: Account,
  stored: StoredProfile,
  now: number,
): Partial<Record<ProfileField, string | null>> {
  const editable = editableFields(account, stored);
  const changes: Partial<Record<ProfileField, string | null>> = {};
  for (const field of profileFields) {
    const raw = body[field];
    if (raw === undefined) continue;
    if (typeof raw !== 'string') throw new PlatformError(ErrorCode.VALIDATION, `${field} must be a string`);
    if (!editable.includes(field)) throw new PlatformError(ErrorCode.VALIDATION, `${field} cannot be changed`);
    const value = raw.trim();
    if (value === '') {
      if ((contactFields as readonly string[]).includes(field)) {
        changes[field] = null;
        continue;
      }
      // An empty set-once field stays unset; a nickname is required.
      if (field !== 'nickname') continue;
      throw new PlatformError(ErrorCode.VALIDATION, 'nickname is required');
    }
    const rule = profileRules[field];
    if (!matchesRule(rule, value) || (field === 'birthday' && !isCalendarDate(value))) {
      throw new PlatformError(ErrorCode.VALIDATION, `${field} does not match its rule (${rule.patternId})`);
    }
    if (field === 'birthday' && !oldEnough(value, now)) {
      throw new PlatformError(ErrorCode.VALIDATION, `birthday must be at least ${minimumAge} years ago`);
    }
    changes[field] = value;
  }
  return changes;
}

/** 2026-02-30 matches the pattern but is no day of the calendar. */
function isCalendarDate(value: string): boolean {
  const [year = 0, month = 0, day = 0] = value.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

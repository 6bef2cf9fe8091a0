/**
 * Client-side checks of the profile form with the server's rules (SPEC.md section 5: rules come from
 * the server, messages per pattern), plus the minimum age on the birthday (SPEC.md section 9).
 */
import { matchesRule, ruleMessage, type Translate } from '@lobby/design-system';
import { contactFields, type MemberProfile, minimumAge, type ProfileField } from '@lobby/contract';

export type ProfileValues = Partial<Record<ProfileField, string>>;

/** The latest birthday that is old enough today, as yyyy-MM-dd. */
export function latestBirthday(today: Date = new Date()): string {
  const date = new Date(Date.UTC(today.getFullYear() - minimumAge, today.getMonth(), today.getDate()));
  return date.toISOString().slice(0, 10);
}

/** The form's errors by field: a broken rule, an empty nickname, a birthday under the minimum age. */
export function checkProfile(
  values: ProfileValues,
  profile: MemberProfile,
  messages: { translate: Translate; required: string; tooYoung: string },
): Partial<Record<ProfileField, string>> {
  const errors: Partial<Record<ProfileField, string>> = {};
  for (const field of profile.editable) {
    const value = (values[field] ?? '').trim();
    const rule = profile.rules[field];
    if (value === '') {
      if (field === 'nickname') errors[field] = messages.required;
      continue;
    }
    if (!matchesRule(rule, value)) errors[field] = ruleMessage(rule, messages.translate);
    else if (field === 'birthday' && value > latestBirthday()) errors[field] = messages.tooYoung;
  }
  return errors;
}

/** What changed: trimmed values that differ from the profile ("" clears a contact channel). */
export function changesOf(values: ProfileValues, profile: MemberProfile): ProfileValues {
  const changes: ProfileValues = {};
  for (const field of profile.editable) {
    const value = (values[field] ?? '').trim();
    const current = profile[field];
    const clearable = (contactFields as readonly string[]).includes(field);
    if (value !== current && (value !== '' || clearable)) changes[field] = value;
  }
  return changes;
}

/** The form's starting values: what may change, as it is now (set-once fields start empty). */
export function initialValues(profile: MemberProfile): ProfileValues {
  return Object.fromEntries(profile.editable.map((field) => [field, profile[field]]));
}

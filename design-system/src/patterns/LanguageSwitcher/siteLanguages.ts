/**
 * The site's languages (SPEC.md section 9), each named in itself so a reader finds their own
 * language whatever the page is in. Codes are BCP 47 tags, also used as each name's `lang`.
 */
export const siteLanguages = [
  { code: 'zh', name: '中文' },
  { code: 'en', name: 'English' },
  { code: 'ja', name: '日本語' },
  { code: 'th', name: 'ไทย' },
  { code: 'vi', name: 'Tiếng Việt' },
  { code: 'my', name: 'မြန်မာ' },
  { code: 'es', name: 'Español' },
  { code: 'hi', name: 'हिन्दी' },
  { code: 'id', name: 'Bahasa Indonesia' },
  { code: 'km', name: 'ខ្មែរ' },
  { code: 'ko', name: '한국어' },
  { code: 'ms', name: 'Bahasa Melayu' },
  { code: 'pt', name: 'Português' },
  { code: 'ta', name: 'தமிழ்' },
  { code: 'zh-Hant', name: '繁體中文' },
  { code: 'tl', name: 'Tagalog' },
  { code: 'ur', name: 'اردو' },
  { code: 'pt-BR', name: 'Português (Brasil)' },
  { code: 'tr', name: 'Türkçe' },
  { code: 'bn', name: 'বাংলা' },
  { code: 'ar', name: 'العربية' },
] as const satisfies readonly SiteLanguage[];

export interface SiteLanguage {
  code: string;
  name: string;
}

export { LanguageSwitcher, type LanguageSwitcherProps } from './LanguageSwitcher';
export { siteLanguages, type SiteLanguage } from './siteLanguages';

// The public API of @lobby/design-system: named exports only; nothing else is imported from outside.
export {
  brandVariables,
  ThemePortal,
  ThemeProvider,
  themeClassNames,
  useTheme,
  type ThemeProviderProps,
} from './theme/ThemeProvider';
export { vars } from './theme/vars.css';
export { sprinkles, type Space, type Sprinkles } from './theme/sprinkles.css';
export { visuallyHidden } from './theme/global.css';
export { fact, factAmount, factLabel, facts, pill, raisedCard, stackedList } from './theme/layout.css';
export { fontsReady } from './theme/fonts';

export {
  createDesignSystemI18n,
  defaultLanguage,
  dsLazyAreas,
  dsNamespace,
  languageDirection,
  loadDsStrings,
  shippedLanguages,
  type DsLazyArea,
  type DsStrings,
  type ShippedLanguage,
} from './i18n';

export {
  Button,
  buttonSizes,
  buttonVariants,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './components/Button';
export { Modal, type ModalProps, type ModalSize } from './components/Modal';
export { Spinner, spinnerSizes, type SpinnerProps } from './components/Spinner';
export { Inline, Stack, type InlineProps, type StackProps } from './components/Stack';
export { Card, cardRadii, cardTones, type CardProps, type CardRadius, type CardTone } from './components/Card';
export { Tiles, tilesFlows, type TilesFlow, type TilesProps } from './components/Tiles';
export {
  Heading,
  Text,
  textSizes,
  textTones,
  type HeadingLevel,
  type HeadingProps,
  type TextProps,
  type TextSize,
  type TextTone,
} from './components/Text';

export { useDraggable, type DragOffset } from './hooks/useDraggable';
export { HydrationBoundary, HydrationProvider, useHydrated, type HydrationProviderProps } from './hooks/useHydrated';
export { useReducedMotion } from './hooks/useReducedMotion';

// Each area below is kept by one owner at a time: add exports inside your area's markers only.
// ── area: format ──
export {
  formatDateTime,
  formatMinorUnits,
  formatMoney,
  formatNumber,
  formatOffset,
  isoInOffset,
  maskedAmount,
  maskText,
  type DateTimeFormatOptions,
  type DateTimeStyle,
  type MaskOptions,
  type MinorUnitsFormatOptions,
  type MoneyFormatOptions,
  type NumberFormatOptions,
} from './format';
// ── end: format ──
// ── area: forms (form parts) ──
export { CaptchaField, type CaptchaFieldProps } from './components/CaptchaField';
export {
  ChallengeField,
  type ChallengeCallbacks,
  type ChallengeFieldProps,
  type ChallengeWidget,
} from './components/ChallengeField';
export { Checkbox, type CheckboxProps } from './components/Checkbox';
export { CountdownButton, type CountdownButtonProps } from './components/CountdownButton';
export {
  DateRangePicker,
  datePresets,
  type DatePreset,
  type DateRange,
  type DateRangePickerProps,
} from './components/DateRangePicker';
export { FieldError, type FieldErrorProps } from './components/FieldError';
export { FileUpload, type FileUploadProps } from './components/FileUpload';
export { PasswordField, type PasswordFieldProps } from './components/PasswordField';
export { PhoneField, type PhoneCountry, type PhoneFieldProps } from './components/PhoneField';
export { Select, type SelectOption, type SelectProps } from './components/Select';
export { Textarea, type TextareaProps } from './components/Textarea';
export { TextField, type TextFieldProps } from './components/TextField';
export { useCountdown, type Countdown } from './hooks/useCountdown';
export { useLeadingThrottle } from './hooks/useLeadingThrottle';
// ── end: forms ──
// ── area: feedback ──
export { AlertDialog, dialogTones, type AlertDialogProps, type DialogTone } from './components/AlertDialog';
export { ConfirmDialog, type ConfirmDialogProps } from './components/ConfirmDialog';
export {
  ToastProvider,
  toastTones,
  useToast,
  type ToastOptions,
  type ToastProviderProps,
  type ToastTone,
} from './components/Toast';
// ── end: feedback ──
// ── area: navigation ──
export {
  DropdownMenu,
  type DropdownMenuAction,
  type DropdownMenuItem,
  type DropdownMenuProps,
  type DropdownMenuSeparator,
} from './components/DropdownMenu';
export { Pagination, type PaginationProps } from './components/Pagination';
export { SkipLink, type SkipLinkProps } from './components/SkipLink';
export { SideMenu, type SideMenuItem, type SideMenuProps, type SideMenuSection } from './components/SideMenu';
export { Tabs, type TabItem, type TabsProps } from './components/Tabs';
export { TopNav, topNavFitScript, type TopNavItem, type TopNavProps } from './components/TopNav';
export { routeOnPlainClick, VendorMenu, type Vendor, type VendorMenuProps } from './components/VendorMenu';
// ── end: navigation ──
// ── area: content ──
export { Avatar, avatarSizes, type AvatarProps } from './components/Avatar';
export { Badge, type BadgeProps } from './components/Badge';
export { ProgressBar, type ProgressBarProps } from './components/ProgressBar';
export { VipBadge, type VipBadgeProps } from './components/VipBadge';
export { Balance, type BalanceProps } from './components/Balance';
export { CopyText, type CopyTextProps } from './components/CopyText';
export {
  EmptyState,
  LoadFailed,
  LoadingState,
  type EmptyStateProps,
  type LoadFailedProps,
  type LoadingStateProps,
} from './components/EmptyState';
export { Chevron } from './components/Chevron';
export { Image, imageRadii, type ImageProps } from './components/Image';
export { Loader, type LoaderProps } from './components/Loader';
export { Skeleton, skeletonVariants, type SkeletonProps } from './components/Skeleton';
export { Clock, type ClockProps } from './components/Clock';
export { QRCode, type QRCodeProps } from './components/QRCode';
export { RichText, richTextTones, type RichTextProps, type RichTextTone } from './components/RichText';
export { StatCard, statCardTrends, type StatCardProps, type StatCardTrend } from './components/StatCard';
export { Table, type ColumnKind, type TableColumn, type TableProps, type TableSort } from './components/Table';
export {
  LanguageSwitcher,
  siteLanguages,
  type LanguageSwitcherProps,
  type SiteLanguage,
} from './patterns/LanguageSwitcher';
export { StatusPage, statusPageKinds, type StatusPageKind, type StatusPageProps } from './patterns/StatusPage';
export { ThemeSwitcher, themeModes, type ThemeSwitcherMode, type ThemeSwitcherProps } from './patterns/ThemeSwitcher';
// ── end: content ──
// ── area: games (patterns) ──
export {
  BannerCarousel,
  bannerAutoplayMs,
  bannerSpaceBetween,
  bannerSpeedMs,
  type Banner,
  type BannerCarouselProps,
  type BannerLink,
  type BannerShape,
} from './patterns/BannerCarousel';
export { CardRoomList, type CardRoomListProps } from './patterns/CardRoomList';
export { GameCard, favouriteThrottleMs, type Game, type GameActions, type GameCardProps } from './patterns/GameCard';
export { GameGrid, type GameClassify, type GameGridProps } from './patterns/GameGrid';
export { GameRow, gameRowRows, gamesPerView, type GameRowProps } from './patterns/GameRow';
export { NoticeMarquee, type Notice, type NoticeMarqueeProps } from './patterns/NoticeMarquee';
export { WinnerBoard, winnerBoardLimit, type Winner, type WinnerBoardProps } from './patterns/WinnerBoard';
// ── end: games ──
// ── area: layout (patterns) ──
export { AnnouncementPopup, type Announcement, type AnnouncementPopupProps } from './patterns/AnnouncementPopup';
export { Footer, type FooterLink, type FooterProps, type FooterSocialLink } from './patterns/Footer';
export { Header, type HeaderAccount, type HeaderProps } from './patterns/Header';
export { SiteSideMenu, type SiteSideMenuProps } from './patterns/SiteSideMenu';
// ── end: layout ──
// ── area: rules (server-rule engine) ──
export {
  characterCount,
  compileChangePasswordSchema,
  compileFieldRule,
  compileForgotPasswordSchema,
  compileLoginSchema,
  compileRegisterSchema,
  englishTranslate,
  isRegisterFieldRequired,
  isRegisterFieldShown,
  matchesRule,
  patternMessageKeys,
  registerTabs,
  ruleMessage,
  type ChangePasswordSchemaOptions,
  type FieldRuleOptions,
  type ForgotPasswordSchemaOptions,
  type ForgotPasswordTab,
  type LoginSchemaOptions,
  type LoginTab,
  type RegisterSchemaOptions,
  type RegisterValues,
  type Translate,
} from './forms';
// ── end: rules ──
// ── area: auth (patterns) ──
export {
  type AuthFormHelpers,
  type CaptchaProps,
  type HostedCaptchaProps,
  type ImageCaptchaProps,
  type SendCode,
  type SendCodeResult,
} from './patterns/auth';
export {
  ChangePasswordForm,
  type ChangePasswordFormProps,
  type ChangePasswordValues,
} from './patterns/ChangePasswordForm';
export {
  ForgotPasswordForm,
  type ForgotByEmailValues,
  type ForgotByMobileValues,
  type ForgotPasswordFormProps,
  type ForgotPasswordValues,
} from './patterns/ForgotPasswordForm';
export {
  LoginForm,
  type LoginFormProps,
  type LoginValues,
  type SmsLoginValues,
  type UsernameLoginValues,
} from './patterns/LoginForm';
export { RegisterForm, type RegisterFormProps, type RegisterSubmitValues } from './patterns/RegisterForm';
export { ThirdPartyButtons, thirdPartyProviderNames, type ThirdPartyButtonsProps } from './patterns/ThirdPartyButtons';
// ── end: auth ──
// ── area: money (patterns) ──
export {
  ActionResult,
  actionResultTones,
  type ActionResultProps,
  type ActionResultTone,
} from './patterns/ActionResult';
export {
  AmountField,
  amountText,
  checkAmount,
  parseAmount,
  useAmountProblemText,
  type AmountFieldProps,
  type AmountLimits,
  type AmountProblem,
} from './patterns/AmountField';
export { PaymentDetails, type PaymentDetailLine, type PaymentDetailsProps } from './patterns/PaymentDetails';
export {
  PaymentMethodPicker,
  paymentMethodKinds,
  type PaymentMethodKind,
  type PaymentMethodOption,
  type PaymentMethodPickerProps,
} from './patterns/PaymentMethodPicker';
export { PaymentSteps, type PaymentStepsProps } from './patterns/PaymentSteps';
export {
  TransactionStatus,
  transactionTones,
  type TransactionStatusProps,
  type TransactionTone,
} from './patterns/TransactionStatus';
export { WithdrawalCard, type WithdrawalAnswer, type WithdrawalCardProps } from './patterns/WithdrawalCard';
export { LimitCard, type LimitCardPending, type LimitCardProps } from './patterns/LimitCard';
export { SessionList, type SessionListItem, type SessionListProps } from './patterns/SessionList';
export {
  VerificationCodeDialog,
  type VerificationCodeDialogProps,
  VerificationCodeForm,
  type VerificationCodeFormProps,
  type SentCodeMethodKind,
  type VerificationMethodKind,
  type VerificationValues,
} from './patterns/VerificationCode';
// ── end: money ──
// ── area: records (patterns) ──
export { BreakdownChart, type BreakdownChartProps, type BreakdownItem } from './components/BreakdownChart';
export {
  chartValueKinds,
  TrendChart,
  trendChartVariants,
  type ChartValueKind,
  type TrendChartProps,
  type TrendChartVariant,
  type TrendPoint,
} from './components/TrendChart';
export {
  isRecordsDay,
  rangeDays,
  recordsRange,
  RecordsView,
  type RecordsPaging,
  type RecordsViewProps,
} from './patterns/RecordsView';
// ── end: records ──
// ── area: account (patterns) ──
export { AvatarPicker, type AvatarChoice, type AvatarPickerProps } from './patterns/AvatarPicker';
export { InstallGuide, installSystems, type InstallGuideProps, type InstallSystem } from './patterns/InstallGuide';
export { InviteCard, type InviteCardProps } from './patterns/InviteCard';
export { MissionCard, type MissionCardProps } from './patterns/MissionCard';
export { VipLevels, type VipLevelsProps } from './patterns/VipLevels';
export { VipProgress, type VipProgressProps } from './patterns/VipProgress';
export { ProfileCard, type ProfileCardProps, type ProfileField } from './patterns/ProfileCard';
export { WinnerRanking, type WinnerRankingProps } from './patterns/WinnerRanking';
// ── end: account ──
// ── area: points (patterns) ──
export {
  ConvertPointsDialog,
  type ConvertField,
  type ConvertPointsDialogProps,
  type ConvertResult,
  type ConvertValues,
} from './patterns/ConvertPointsDialog';
export { ExchangeRateTable, type ExchangeRateTableProps, type PointsEarningRate } from './patterns/ExchangeRateTable';
export { GiftCard, type Gift, type GiftCardProps } from './patterns/GiftCard';
export { GiftGrid, type GiftGridProps } from './patterns/GiftGrid';
export { PointsBalance, type PointsBalanceProps, type PointsRate } from './patterns/PointsBalance';
export {
  RedeemDialog,
  type RedeemDialogProps,
  type RedeemField,
  type RedeemRules,
  type RedeemValues,
} from './patterns/RedeemDialog';
export { RedeemStatus, type RedeemStatusProps } from './patterns/RedeemStatus';
// ── end: points ──
// ── area: promotions (patterns) ──
export {
  ActivityStateBadge,
  RewardStateBadge,
  type ActivityStateBadgeProps,
  type RewardStateBadgeProps,
} from './patterns/ActivityStateBadge';
export {
  ActivityAction,
  activityActionKey,
  PromotionCard,
  promotionBannerSize,
  promotionKinds,
  type ActivityActionProps,
  type PromotionCardProps,
  type PromotionKind,
} from './patterns/PromotionCard';
export { ApplicationForm, type ApplicationFormProps, type ApplicationProgress } from './patterns/ApplicationForm';
export { RewardList, type RewardItem, type RewardListProps } from './patterns/RewardList';
export { JackpotTicker, type JackpotPoolView, type JackpotTickerProps } from './patterns/JackpotTicker';
export {
  ArticleList,
  ArticleView,
  articleCoverSize,
  type ArticleCard,
  type ArticleListProps,
  type ArticleViewProps,
} from './patterns/ArticleList';
export { PromotionsNav, type PromotionsNavItem, type PromotionsNavProps } from './patterns/PromotionsNav';
export { RedEnvelope, type RedEnvelopeProps } from './patterns/RedEnvelope';
// ── end: promotions ──
// ── area: inbox (patterns) ──
export {
  inboxFilters,
  MessageCentre,
  MessageList,
  MessageReader,
  messageTones,
  type InboxFilter,
  type InboxMessage,
  type MessageCentreProps,
  type MessageListProps,
  type MessageReaderProps,
  type MessageTone,
  type OpenedMessage,
} from './patterns/MessageCentre';
// ── end: inbox ──
// ── area: agent (patterns) ──
export {
  ContractTierEditor,
  type ContractTierEditorProps,
  type TierField,
  type TierValues,
} from './patterns/ContractTierEditor';
export { NoticeBoard, type BoardNotice, type NoticeBoardProps } from './patterns/NoticeBoard';
// ── end: agent ──
// ── area: consent (patterns) ──
export { ConsentBanner, type ConsentBannerProps } from './patterns/ConsentBanner';
export { consentStrings } from './i18n/strings/consent';
// ── end: consent ──

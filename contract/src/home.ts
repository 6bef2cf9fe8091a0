/**
 * Wire types of the home calls of SPEC.md section 7: /wps/relay/MCSFE_getListAnnouncements,
 * ODSFE2_getWinnerBoard, CSP_unreadCount, CBS_modelList, CBS_launchChat, PUT /wps/feedback and
 * POST /wps/relay/MCS2_claimRafflePromotion.
 */
import type { ProductLine } from './games';

export const homePaths = {
  announcements: '/wps/relay/MCSFE_getListAnnouncements',
  winnerBoard: '/wps/relay/ODSFE2_getWinnerBoard',
  unreadCount: '/wps/relay/CSP_unreadCount',
  chatModels: '/wps/relay/CBS_modelList',
  launchChat: '/wps/relay/CBS_launchChat',
  /** The chat page's own calls (the embedded platform's chat, at the address CBS_launchChat answers). */
  chatMessages: '/wps/chat/messages',
  feedback: '/wps/feedback',
  claimRaffle: '/wps/relay/MCS2_claimRafflePromotion',
} as const;

/** Banner groups of SPEC.md section 3. */
export const bannerGroups = ['w_login', 'w_register', 'w_forget', 'w_home', 'w_leftmenu'] as const;
export type BannerGroup = (typeof bannerGroups)[number];

/** 0 no link, 1 a route of the site, 2 an external page, 3 a promotion, 4 a game (defined here). */
export type LinkageType = 0 | 1 | 2 | 3 | 4;

export interface Banner {
  bannerId: number;
  title: string;
  /** The image. */
  url: string;
  groupName: BannerGroup;
  linkageType: LinkageType;
  /** Route, URL, promotion id or game node id, by linkageType; '' when 0. */
  target: string;
  sort: number;
}

/** Notice types of SPEC.md section 3. */
export const announcementTypes = ['B', 'PL', 'PU', 'PR', 'H'] as const;
export type AnnouncementType = (typeof announcementTypes)[number];

/** Popup execution: A logged in, B logged out, F first login (SPEC.md section 4). */
export const announcementExecutions = ['A', 'B', 'F'] as const;
export type AnnouncementExecution = (typeof announcementExecutions)[number];

export interface Announcement {
  id: number;
  title: string;
  /** Sanitised-at-render HTML. */
  content: string;
  /** Set on items that link to a promotion (the go-to-promotion button). */
  promotionType?: string;
  execution: AnnouncementExecution;
  type: AnnouncementType;
  /** ISO 8601. */
  publishTime: string;
}

/** GET /wps/relay/MCSFE_getListAnnouncements query: types (comma list, default all), platform W. */
export interface AnnouncementsQuery {
  types?: string;
  platform?: string;
  language?: string;
}

/**
 * The announcements, by list: player holds types B and PL (the notice list), popup PU, promotion
 * PR, marquee H (the home marquee).
 */
export interface AnnouncementsValue {
  banners: Banner[];
  player: Announcement[];
  popup: Announcement[];
  promotion: Announcement[];
  marquee: Announcement[];
}

export interface Winner {
  /** Masked account name. */
  customerName: string;
  winAmount: number;
  gameName: string;
  /** ISO 8601. */
  winTime: string;
  nodeId: number;
  vassalage: string;
  gameType: ProductLine;
}

/** GET /wps/relay/ODSFE2_getWinnerBoard query (gameCategory ALL or a product line, limitNum <= 20). */
export interface WinnerBoardQuery {
  gameCategory?: 'ALL' | ProductLine;
  language?: string;
  limitNum?: number;
}

/** Sorted by winAmount, descending. */
export interface WinnerBoardValue {
  list: Winner[];
}

/** GET /wps/relay/CSP_unreadCount (T): the badges of SPEC.md section 2. */
export interface UnreadCountValue {
  total: number;
  message: number;
  mission: number;
  reward: number;
}

export interface ChatModel {
  modelId: string;
  name: string;
  online: boolean;
}

/** GET /wps/relay/CBS_modelList. */
export interface ChatModelListValue {
  list: ChatModel[];
}

/** GET /wps/relay/CBS_launchChat query. */
export interface LaunchChatQuery {
  modelId: string;
}

export interface LaunchChatValue {
  chatUrl: string;
}

export const feedbackCategories = ['SUGGESTION', 'COMPLAINT', 'BUG', 'OTHER'] as const;
export type FeedbackCategory = (typeof feedbackCategories)[number];

/** Word bounds of the feedback content (SPEC.md section 5: 'content between {0} and {1} words'). */
export const FEEDBACK_WORDS = { min: 5, max: 300 } as const;

/** The feedback's optional screenshot: one png or jpg, sent as a data: URI within the 1 MB body. */
export const FEEDBACK_SCREENSHOT = { maxBytes: 512 * 1024, types: ['image/png', 'image/jpeg'] } as const;

/**
 * Words as the platform counts them for FEEDBACK_WORDS, alike in the client and the platform: by the
 * language's word boundaries (Thai writes no spaces between words), else by white space.
 */
export function countWords(text: string, language = 'en'): number {
  if (typeof Intl.Segmenter === 'function') {
    let count = 0;
    for (const segment of new Intl.Segmenter(language, { granularity: 'word' }).segment(text)) {
      if (segment.isWordLike) count += 1;
    }
    return count;
  }
  return text.trim().split(/\s+/).filter(Boolean).length;
}

/** PUT /wps/feedback (token optional; Idempotency-Key). */
export interface FeedbackRequest {
  category: FeedbackCategory;
  content: string;
  /** E-mail or phone for an answer; optional. */
  contact?: string;
  /** A png or jpg data: URI of at most FEEDBACK_SCREENSHOT.maxBytes; optional. */
  screenshot?: string;
}

export interface FeedbackValue {
  feedbackId: number;
}

/** POST /wps/relay/MCS2_claimRafflePromotion (T, Idempotency-Key). */
export interface ClaimRaffleRequest {
  promotionId: number;
}

export interface ClaimRaffleValue {
  promotionId: number;
  /** Credited to the main wallet. */
  prizeAmount: number;
  state: 'CLAIMED';
}

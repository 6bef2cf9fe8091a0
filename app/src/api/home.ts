/** Home calls of SPEC.md section 7: announcements and banners, winners, badges, chat, feedback, raffle. */
import { platformCode, winnerBoardLimit } from '../config/business';
import { actionOptions, type ActionOptions, type ApiClient, type CallOptions } from './client';
import {
  type AnnouncementsValue,
  announcementTypes,
  type ChatModelListValue,
  type ClaimRaffleValue,
  type FeedbackRequest,
  type FeedbackValue,
  homePaths,
  type LaunchChatValue,
  type UnreadCountValue,
  type WinnerBoardQuery,
  type WinnerBoardValue,
} from '@lobby/contract';

/** Banners and every notice list (types B, PL, PU, PR, H; platform W). */
export function getAnnouncements(client: ApiClient, options?: CallOptions) {
  return client.get<AnnouncementsValue>(
    homePaths.announcements,
    { types: announcementTypes.join(','), platform: platformCode, language: client.getLanguage() },
    options,
  );
}

/** The winner board: all categories, 20 entries (SPEC.md section 9). */
export function getWinnerBoard(client: ApiClient, query: WinnerBoardQuery = {}, options?: CallOptions) {
  return client.get<WinnerBoardValue>(
    homePaths.winnerBoard,
    {
      gameCategory: 'ALL',
      language: client.getLanguage(),
      limitNum: winnerBoardLimit,
      ...query,
    },
    options,
  );
}

/** The unread badges; never asked for trial users (SPEC.md section 6). */
export function getUnreadCount(client: ApiClient, options?: CallOptions) {
  return client.get<UnreadCountValue>(homePaths.unreadCount, undefined, options);
}

export function getChatModels(client: ApiClient, options?: CallOptions) {
  return client.get<ChatModelListValue>(homePaths.chatModels, undefined, options);
}

/** The chat room's URL (`chatUrl`). */
export function launchChat(client: ApiClient, modelId: string, options?: CallOptions) {
  return client.get<LaunchChatValue>(homePaths.launchChat, { modelId }, options);
}

export function sendFeedback(client: ApiClient, request: FeedbackRequest, options?: ActionOptions) {
  return client.put<FeedbackValue>(homePaths.feedback, request, actionOptions(options));
}

/** Claims a raffle prize into the main wallet: never retried. */
export function claimRafflePromotion(client: ApiClient, promotionId: number, options?: ActionOptions) {
  return client.post<ClaimRaffleValue>(homePaths.claimRaffle, { promotionId }, actionOptions(options));
}

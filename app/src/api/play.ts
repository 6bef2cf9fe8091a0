/**
 * The calls of playing a game (SPEC.md section 7): a card game's rooms, the launch (also lotteries),
 * free play and closing the open game. Apart from games.ts, whose lists the first screen reads: these
 * load with the pages that play, not with the first script (budgets.json).
 */
import { actionOptions, type ActionOptions, type ApiClient, type CallOptions } from './client';
import {
  gamePaths,
  type LaunchGameRequest,
  type LaunchGameValue,
  type RoomListQuery,
  type RoomListValue,
} from '@lobby/contract';

/**
 * Launches a game (also lotteries): never retried; PREVIOUS_GAME_OPEN while another is open.
 * The URL is at `value.content.game_url`.
 */
export function launchGame(client: ApiClient, request: LaunchGameRequest, options?: ActionOptions) {
  return client.post<LaunchGameValue>(
    gamePaths.launch,
    { language: client.getLanguage(), ...request },
    actionOptions(options),
  );
}

/**
 * Free play (GCS_gameLaunchFB, SPEC.md section 7): open to anyone, no session to close, so a plain
 * read that may be retried.
 */
export function launchFreePlay(client: ApiClient, game: { nodeId: number; vassalage: string }, options?: CallOptions) {
  return client.get<LaunchGameValue>(gamePaths.launchFb, { ...game, language: client.getLanguage() }, options);
}

/** A card game's rooms (GLS2_roomList, SPEC.md section 7: card rooms), with their seats taken. */
export function getCardRooms(client: ApiClient, query: RoomListQuery, options?: CallOptions) {
  return client.get<RoomListValue>(gamePaths.rooms, { ...query, language: client.getLanguage() }, options);
}

/** Closes the open game, so another can be launched. */
export function closeGame(client: ApiClient, options?: ActionOptions) {
  return client.delete<null>(gamePaths.launch, undefined, actionOptions(options));
}

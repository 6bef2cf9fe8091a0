// The customer-service chat (SPEC.md section 7 "Other": CBS_modelList, CBS_launchChat; issue 16
// item 10): a conversation per player and chat room, kept across launches (a guest's is new at every
// launch), the player's page in the customer-service window, and the staff console that answers it.
// The player's side holds the conversation's key (its address); the staff side holds the staff key
// (config.staffKey, LOBBY_STAFF_KEY).
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { ErrorCode } from '@lobby/contract';
import type { Domain, PlatformMiddleware } from '../../domain';
import { ok, PlatformError, readBody, readQuery, v } from '../../http';
import { toLang, type Lang } from '../../seed/names';
import { isoTime } from '../../shared/days';
import { langOf } from '../../shared/request';
import { maxMessageLength, send, styleUrl } from './pages/html';
import { endedPage, playerPage, playerScriptUrl } from './pages/player';
import { playerScript, staffScript } from './pages/scripts';
import { forbiddenPage, staffPage, staffScriptUrl } from './pages/staff';
import { chatCss } from './pages/style';
import {
  createChatStore,
  migrateChat,
  type ChatAuthor,
  type ChatMessageRow,
  type ConversationSummaryRow,
} from './store';
import { chatModels, modelName } from './texts';

/** A message on the wire (the player's page and the staff console). */
interface ChatMessage {
  id: number;
  author: ChatAuthor;
  body: string;
  /** ISO 8601, UTC. */
  sentAt: string;
}

/** GET /wps/chat/messages and GET /wps/staff/chat/messages: the messages after `after`, oldest first. */
export interface ChatMessagesValue {
  messages: ChatMessage[];
}

/** POST /wps/chat/messages and POST /wps/staff/chat/messages: the message as stored. */
export interface ChatSentValue {
  message: ChatMessage;
}

/** A conversation in the staff console's list. */
interface StaffConversation {
  id: number;
  /** The player's username, or "Guest 1234". */
  name: string;
  modelId: string;
  modelName: string;
  lastMessage: ChatMessage;
  /** The player's messages since staff last answered. */
  unanswered: number;
  updatedAt: string;
}

/** GET /wps/staff/chat/conversations: those with messages, most recently active first. */
export interface StaffConversationsValue {
  conversations: StaffConversation[];
}

/** The answer of the staff calls to a missing or wrong X-Staff-Key (HTTP 403). */
const staffForbidden = 'FORBIDDEN';

/** Messages answered per call: a longer history comes over the next polls. */
const pageSize = 200;
/** Conversations the staff console lists. */
const listSize = 100;

const toMessage = (row: ChatMessageRow): ChatMessage => ({
  id: row.id,
  author: row.author,
  body: row.body,
  sentAt: isoTime(row.sent_at),
});

/** A conversation's key as it arrives: 32 bytes in base64url; anything else is no conversation. */
const keyPattern = /^[A-Za-z0-9_-]{43}$/;

/** Compares in constant time (as digests, so that unequal lengths take as long as equal ones). */
function sameSecret(given: string, expected: string): boolean {
  const digest = (text: string) => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(expected));
}

export const chatDomain: Domain = {
  name: 'chat',
  migrate: migrateChat,
  routes(router, ctx) {
    const store = createChatStore(ctx.db);
    const { staffKey } = ctx.config;
    const modelIds = chatModels.map((model) => model.modelId);
    /** A message's text: 1 to 1000 characters after trimming (VALIDATION naming `body` otherwise). */
    const messageInput = { body: v.str({ max: maxMessageLength }) };

    const conversationOf = (key: string | undefined) => {
      const conversation = key !== undefined && keyPattern.test(key) ? store.byKey(key) : undefined;
      if (!conversation) throw new PlatformError(ErrorCode.NOT_FOUND, 'This chat has ended', 404);
      return conversation;
    };
    /** The page's language: its `lang` parameter (the chat's address carries the player's), else Spanish. */
    const pageLang = (value: string | undefined, fallback: Lang): Lang => (value ? toLang(value) : fallback);

    // The chat rooms, named in the request's language (SPEC.md section 7).
    router.get('/wps/relay/CBS_modelList', (c) => {
      const lang = langOf(c);
      return ok(c, {
        list: chatModels.map((model) => ({ modelId: model.modelId, name: model.names[lang], online: model.online })),
      });
    });

    // A logged-in player gets the same conversation with a room every time, history and all; a
    // guest a new one. The address opens the player's page in the request's language.
    router.get('/wps/relay/CBS_launchChat', ctx.optionalToken, (c) => {
      const { modelId } = readQuery(c, { modelId: v.oneOf(modelIds) });
      const account = c.get('account');
      const conversation = account
        ? store.ofAccount(account.id, modelId, account.username, ctx.now())
        : store.openGuest(modelId, `Guest ${randomInt(1000, 10000)}`, ctx.now());
      const lang = langOf(c).toLowerCase();
      return ok(c, { chatUrl: `/wps/chat?c=${conversation.key}&lang=${lang}` });
    });

    // The player's side: the page, its files, and its messages by the conversation's key.
    router.get('/wps/chat', (c) => {
      const lang = pageLang(c.req.query('lang'), 'ES');
      const key = c.req.query('c');
      const conversation = key !== undefined && keyPattern.test(key) ? store.byKey(key) : undefined;
      if (!conversation) return send(endedPage(lang), 'text/html', 404);
      return send(
        playerPage({
          key: conversation.key,
          lang,
          modelName: modelName(conversation.model_id, lang),
          messages: store.recent(conversation.id, pageSize).map(toMessage),
        }),
        'text/html',
      );
    });
    router.get(playerScriptUrl, () => send(playerScript, 'text/javascript'));
    router.get(styleUrl, () => send(chatCss, 'text/css'));

    router.get('/wps/chat/messages', (c) => {
      const conversation = conversationOf(c.req.query('c'));
      const { after } = readQuery(c, { after: v.optional(v.int({ min: 0 }), 0) });
      return ok(c, {
        messages: store.after(conversation.id, after, pageSize).map(toMessage),
      } satisfies ChatMessagesValue);
    });
    router.post('/wps/chat/messages', (c) => {
      const conversation = conversationOf(c.req.query('c'));
      const { body } = readBody(c, messageInput);
      const message = toMessage(store.add(conversation.id, 'player', body, ctx.now()));
      return ok(c, { message } satisfies ChatSentValue);
    });

    // The staff side: the console's page needs the key in its address, its calls in X-Staff-Key.
    const staffLang = (value: string | undefined): Lang => pageLang(value, 'EN');
    router.get('/wps/staff/chat', (c) => {
      const lang = staffLang(c.req.query('lang'));
      if (!sameSecret(c.req.query('key') ?? '', staffKey)) return send(forbiddenPage(lang), 'text/html', 403);
      return send(staffPage(lang), 'text/html');
    });
    router.get(staffScriptUrl, () => send(staffScript, 'text/javascript'));

    const requireStaff: PlatformMiddleware = async (c, next) => {
      if (!sameSecret(c.req.header('x-staff-key') ?? '', staffKey)) {
        throw new PlatformError(staffForbidden, 'Wrong or missing staff key', 403);
      }
      await next();
    };
    const staffConversationOf = (id: number) => {
      const conversation = store.byId(id);
      if (!conversation) throw new PlatformError(ErrorCode.NOT_FOUND, 'No such conversation', 404);
      return conversation;
    };
    const toSummary = (row: ConversationSummaryRow, lang: Lang): StaffConversation => ({
      id: row.id,
      name: row.display_name,
      modelId: row.model_id,
      modelName: modelName(row.model_id, lang),
      lastMessage: { id: row.last_id, author: row.last_author, body: row.last_body, sentAt: isoTime(row.last_sent_at) },
      unanswered: row.unanswered,
      updatedAt: isoTime(row.updated_at),
    });

    router.get('/wps/staff/chat/conversations', requireStaff, (c) => {
      const lang = staffLang(c.req.query('lang'));
      const conversations = store.summaries(listSize).map((row) => toSummary(row, lang));
      return ok(c, { conversations } satisfies StaffConversationsValue);
    });
    router.get('/wps/staff/chat/messages', requireStaff, (c) => {
      const { id, after } = readQuery(c, { id: v.int({ min: 1 }), after: v.optional(v.int({ min: 0 }), 0) });
      const conversation = staffConversationOf(id);
      return ok(c, {
        messages: store.after(conversation.id, after, pageSize).map(toMessage),
      } satisfies ChatMessagesValue);
    });
    router.post('/wps/staff/chat/messages', requireStaff, (c) => {
      const { id } = readQuery(c, { id: v.int({ min: 1 }) });
      const conversation = staffConversationOf(id);
      const { body } = readBody(c, messageInput);
      const message = toMessage(store.add(conversation.id, 'staff', body, ctx.now()));
      return ok(c, { message } satisfies ChatSentValue);
    });
  },
};

// Third-party login (issue 16 item 2; SPEC.md sections 3 and 7: firebaseChannel, firebaseIdToken):
// the stand-in OpenID Connect providers (provider.ts), the login with a provider's ID token (sealed,
// verified by verify.ts, then the session's own login steps: exclusion, NON_MEMBER, the login
// history, a second step when due), and the member's linked identities (link, list, unlink).
import { randomBytes, randomInt } from 'node:crypto';
import {
  ErrorCode,
  sessionPaths,
  type ThirdPartyChannel,
  thirdPartyChannels,
  type ThirdPartyLinksValue,
  thirdPartyModuleOf,
} from '@lobby/contract';
import type { Account } from '../../account';
import { demoPassword } from '../../seed-core';
import type { Domain, PlatformContext } from '../../domain';
import { ok, PlatformError, readBody, readQuery, v } from '../../http';
import { isoTime } from '../../shared/days';
import { accountOf } from '../../shared/request';
import { standInRoutes } from './provider';
import { createLinkStore, type Identity, type LinkStore, migrateIdentity } from './store';
import { createVerifier } from './verify';

const tokenSchema = {
  firebaseChannel: v.oneOf(thirdPartyChannels),
  firebaseIdToken: v.str({ max: 8192, trim: false }),
};

/** The most characters of a made username (the register rules' longest). */
const usernameMax = 16;

/**
 * A free username from the provider's name: its Latin letters and digits (accents dropped), starting
 * with a letter, else the channel's name; a number is added until no account has it.
 */
export function usernameFrom(
  name: string | null,
  channel: ThirdPartyChannel,
  taken: (name: string) => boolean,
): string {
  const letters = (name ?? '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/^[0-9]+/, '');
  const base = (letters.length >= 4 ? letters : `${channel}${letters}`).slice(0, usernameMax - 4);
  let candidate = base;
  while (taken(candidate)) candidate = `${base}${randomInt(1000, 10000)}`;
  return candidate;
}

/** A module switch per channel (whitelabel GOOGLELOGIN3, FACEBOOKLOGIN3; on by default). */
function requireChannel(ctx: PlatformContext, channel: ThirdPartyChannel): void {
  if (!ctx.config.modules.has(thirdPartyModuleOf[channel])) {
    throw new PlatformError(ErrorCode.MODULE_DISABLED, 'This sign-in is not enabled');
  }
}

function linksValue(links: LinkStore, account: Account): ThirdPartyLinksValue {
  const madeAt = links.madeAt(account.id);
  return {
    links: links.linksOf(account.id).map((link) => ({
      channel: link.channel,
      email: link.email,
      linkedAt: isoTime(link.linked_at),
    })),
    // A made account has a password once one was set after it was made (a reset by e-mail or phone).
    hasPassword: madeAt === undefined || account.passwordChangedAt > madeAt,
  };
}

function routes(app: Parameters<Domain['routes']>[0], ctx: PlatformContext): void {
  const links = createLinkStore(ctx.db);
  const verify = createVerifier(ctx, standInRoutes(app, ctx));

  /** A member account for an identity seen for the first time, linked to it, in one transaction. */
  const createFor = ctx.db.transaction((identity: Identity): Account => {
    const time = ctx.now();
    const account = ctx.accounts.create({
      username: usernameFrom(identity.name, identity.channel, (name) => ctx.accounts.byUsername(name) !== undefined),
      // Nobody knows it: no password login until one is set (a reset by e-mail).
      password: randomBytes(32).toString('base64url'),
      passwordCost: 2,
      nickname: identity.name ?? identity.email?.split('@')[0] ?? identity.channel,
      email: identity.email,
    });
    // Made when its (unknown) password was set: a later password is one the player chose. The time
    // read above may be a millisecond earlier on a busy machine, which counted the made password.
    links.markMade(account.id, account.passwordChangedAt);
    links.link(account.id, identity, time);
    return account;
  });

  app.post(sessionPaths.thirdPartyLogin, ctx.sealed, async (c) => {
    const input = readBody(c, { ...tokenSchema, os: v.optional(v.str({ max: 64 })) });
    requireChannel(ctx, input.firebaseChannel);
    const identity = await verify(input.firebaseChannel, input.firebaseIdToken);
    const linked = links.accountOf(identity);
    const account = linked === undefined ? createFor(identity) : ctx.accounts.byId(linked);
    if (!account) throw new PlatformError(ErrorCode.LOGIN_FAILED, 'Wrong username or password');
    return ctx.services.session.finishLogin(c, account, 'thirdParty');
  });

  const member = [ctx.requireToken, ctx.requireMember] as const;

  app.get(sessionPaths.thirdPartyLinks, ...member, (c) => ok(c, linksValue(links, accountOf(c))));

  app.post(sessionPaths.thirdPartyLinks, ...member, ctx.sealed, async (c) => {
    const account = accountOf(c);
    const input = readBody(c, tokenSchema);
    requireChannel(ctx, input.firebaseChannel);
    const identity = await verify(input.firebaseChannel, input.firebaseIdToken);
    const linked = links.accountOf(identity);
    if (linked !== undefined && linked !== account.id) {
      throw new PlatformError(
        ErrorCode.THIRD_PARTY_LINKED_ELSEWHERE,
        'This account of the provider is linked to another player',
      );
    }
    if (linked === undefined) links.link(account.id, identity, ctx.now());
    return ok(c, linksValue(links, account));
  });

  app.delete(sessionPaths.thirdPartyLinks, ...member, (c) => {
    const account = accountOf(c);
    const { channel } = readQuery(c, { channel: v.oneOf(thirdPartyChannels) });
    const value = linksValue(links, account);
    if (!value.links.some((link) => link.channel === channel)) {
      throw new PlatformError(ErrorCode.NOT_FOUND, 'This channel is not linked');
    }
    // The account's only way in stays: no password of its own and no other link.
    if (!value.hasPassword && value.links.length === 1) {
      throw new PlatformError(
        ErrorCode.THIRD_PARTY_LAST_LOGIN,
        'This is the only way into the account: set a password or link another first',
      );
    }
    links.unlink(account.id, channel);
    return ok(c, linksValue(links, account));
  });
}

/** The e2e journey's own account (app/e2e/third-party.spec.ts), password Demo1234: it links and unlinks Facebook. */
const e2eLinking = 'e2e_linking';

export const identityDomain: Domain = {
  name: 'identity',
  migrate: migrateIdentity,
  seed(_db, ctx) {
    ctx.accounts.create({
      username: e2eLinking,
      password: demoPassword,
      nickname: 'Linking',
      passwordCost: Math.min(ctx.config.passwordCost, 1024),
    });
  },
  routes,
};

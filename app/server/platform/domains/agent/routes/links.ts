// Link management and the agent announcements.
import {
  agentPaths,
  type AgentAnnouncementValue,
  type ReferralLinksValue,
  referralLinkTypes,
  type RemoveReferralLinkValue,
} from '@lobby/contract';
import type { PlatformApp } from '../../../domain';
import { ok, readBody, readQuery, v } from '../../../http';
import { offsetOf, pageChecks } from '../../../shared/paging';
import { accountOf, langOf } from '../../../shared/request';
import { createAnnouncementStore } from '../announcements';
import { createLinkStore } from '../links';
import { paged, type AgentRoutesContext } from './context';

export function linkRoutes(router: PlatformApp, { ctx, agentOnly }: AgentRoutesContext) {
  const links = createLinkStore(ctx.db, ctx.now);
  const announcements = createAnnouncementStore(ctx.db);
  // ── Link management ──
  router.get(agentPaths.links, ...agentOnly, (c) => {
    const me = accountOf(c).id;
    const value: ReferralLinksValue = { list: links.list(me), affiliateCode: links.affiliateCodeOf(me) };
    return ok(c, value);
  });

  router.post(agentPaths.addLink, ...agentOnly, ctx.idempotent(), (c) => {
    const input = readBody(c, {
      type: v.oneOf(referralLinkTypes),
      note: v.optional(v.str({ max: 50 }), ''),
    });
    return ok(c, links.add(accountOf(c).id, input));
  });

  router.delete(agentPaths.removeLink, ...agentOnly, ctx.idempotent(), (c) => {
    const { linkId } = readBody(c, { linkId: v.int({ min: 1 }) });
    links.remove(accountOf(c).id, linkId);
    const value: RemoveReferralLinkValue = { linkId };
    return ok(c, value);
  });

  // ── Agent announcements ──
  router.get(agentPaths.announcements, ...agentOnly, (c) => {
    const query = readQuery(c, pageChecks(10, 50));
    const { list, totalCount } = announcements.list(langOf(c), query.pageSize, offsetOf(query));
    const value: AgentAnnouncementValue = { list, ...paged(query, totalCount) };
    return ok(c, value);
  });
}

import { describe, expect, it } from 'vitest';
import type { DomainRouteValue } from '@lobby/contract';
import { isOperatorAddress } from './domainCheck';

const domains: DomainRouteValue = {
  mainDomain: 'lobby.example',
  routes: [
    { type: 'main', domain: 'lobby.example' },
    { type: 'agent', domain: 'Agents.Lobby.Example' },
    { type: 'backup', domain: '127.0.0.1:4180' },
  ],
};

describe('isOperatorAddress (the domain check)', () => {
  it("accepts the operator's domains, without case, on any port when the domain names none", () => {
    expect(isOperatorAddress(domains, 'lobby.example')).toBe(true);
    expect(isOperatorAddress(domains, 'LOBBY.example:8443')).toBe(true);
    expect(isOperatorAddress(domains, 'agents.lobby.example')).toBe(true);
  });

  it('holds a domain with a port to that port', () => {
    expect(isOperatorAddress(domains, '127.0.0.1:4180')).toBe(true);
    expect(isOperatorAddress(domains, '127.0.0.1:4181')).toBe(false);
    expect(isOperatorAddress(domains, '127.0.0.1')).toBe(false);
  });

  it('refuses any other address: look-alikes, subdomains and suffixes included', () => {
    for (const host of ['lobby.example.evil', 'evil-lobby.example', 'www.lobby.example', 'localhost:4180', ''])
      expect(isOperatorAddress(domains, host)).toBe(false);
  });

  it('checks nothing when the platform names no domain', () => {
    expect(isOperatorAddress({ mainDomain: 'lobby.example', routes: [] }, 'anything.example:8080')).toBe(true);
  });
});

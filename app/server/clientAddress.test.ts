import { describe, expect, it } from 'vitest';
import { clientAddress, forwardedFor, isHttps } from './clientAddress';

const socket = (remoteAddress: string, encrypted = false) => ({ incoming: { socket: { remoteAddress, encrypted } } });
const headers = (entries: Record<string, string>) => new Headers(entries);

describe('clientAddress', () => {
  it('is the socket peer unless a proxy is trusted', () => {
    const forwarded = headers({ 'X-Forwarded-For': '203.0.113.9' });
    expect(clientAddress(forwarded, socket('::ffff:10.0.0.1'), false)).toBe('10.0.0.1');
    expect(clientAddress(forwarded, socket('10.0.0.1'), true)).toBe('203.0.113.9');
    expect(clientAddress(headers({}), undefined, false)).toBe('127.0.0.1');
  });

  it("takes the trusted proxy's entry (the last), and the peer when it is missing or not an address", () => {
    const env = socket('10.0.0.1');
    expect(clientAddress(headers({ 'X-Forwarded-For': '1.1.1.1, 203.0.113.9' }), env, true)).toBe('203.0.113.9');
    expect(clientAddress(headers({ 'X-Forwarded-For': '2001:db8::1' }), env, true)).toBe('2001:db8::1');
    expect(clientAddress(headers({ 'X-Forwarded-For': 'me, ' }), env, true)).toBe('10.0.0.1');
    expect(clientAddress(headers({}), env, true)).toBe('10.0.0.1');
  });

  it('passes the chain on only when trusted', () => {
    const forwarded = headers({ 'X-Forwarded-For': '203.0.113.9' });
    expect(forwardedFor(forwarded, socket('10.0.0.1'), false)).toBe('10.0.0.1');
    expect(forwardedFor(forwarded, socket('10.0.0.1'), true)).toBe('203.0.113.9, 10.0.0.1');
  });
});

describe('isHttps', () => {
  it('believes a TLS socket, and X-Forwarded-Proto only from a trusted proxy', () => {
    const https = headers({ 'X-Forwarded-Proto': 'https' });
    expect(isHttps(headers({}), socket('10.0.0.1', true), false)).toBe(true);
    expect(isHttps(https, socket('10.0.0.1'), false)).toBe(false);
    expect(isHttps(https, socket('10.0.0.1'), true)).toBe(true);
    expect(isHttps(headers({ 'X-Forwarded-Proto': 'http' }), socket('10.0.0.1'), true)).toBe(false);
    expect(isHttps(headers({ 'X-Forwarded-Proto': 'https, http' }), socket('10.0.0.1'), true)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { prizeModeFor } from './lottery';
import { enabledModules } from './system';

describe('prize mode (SPEC.md section 4)', () => {
  it('is ELOTT with the Vietnam lotto or the lott card, else LOTT', () => {
    expect(prizeModeFor(['TCG', 'GG'])).toBe('LOTT');
    expect(prizeModeFor(['TCG', 'TCG_LOTTO_VN'])).toBe('ELOTT');
    expect(prizeModeFor(['lott_card'])).toBe('ELOTT');
  });
});

describe('whitelabel modules (SPEC.md section 6)', () => {
  it('collects enabled modules, and a disabled parent hides its children', () => {
    const modules = enabledModules([
      {
        modId: 'COMM3',
        enabled: true,
        childrenNodes: [{ modId: 'FREEPLAY3', enabled: true, childrenNodes: [] }],
      },
      {
        modId: 'AGENT',
        enabled: false,
        childrenNodes: [{ modId: 'AGENTPOLICY3', enabled: true, childrenNodes: [] }],
      },
    ]);
    expect([...modules]).toEqual(['COMM3', 'FREEPLAY3']);
  });
});

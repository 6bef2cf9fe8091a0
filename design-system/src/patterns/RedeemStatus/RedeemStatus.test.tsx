import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { redeemStatuses } from '@lobby/contract';
import { RedeemStatus } from './RedeemStatus';

describe('RedeemStatus', () => {
  it('says each status in words', () => {
    render(
      <>
        {redeemStatuses.map((status) => (
          <RedeemStatus key={status} status={status} />
        ))}
      </>,
    );
    for (const word of ['Processing', 'Rejected', 'Approved']) expect(screen.getByText(word)).toBeInTheDocument();
  });
});

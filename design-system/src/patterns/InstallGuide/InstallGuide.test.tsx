import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InstallGuide } from './InstallGuide';

const steps = ['Scan the code', 'Install', 'Trust the profile'];

describe('InstallGuide', () => {
  it('shows the QR code, the link and the numbered steps', () => {
    render(<InstallGuide system="ios" title="iPhone" url="https://lobby.test/ios?lang=en" steps={steps} />);
    const section = screen.getByRole('region', { name: 'iPhone' });
    expect(within(section).getByRole('img', { name: 'QR code to download the iOS app' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Open the download link' })).toHaveAttribute(
      'href',
      'https://lobby.test/ios?lang=en',
    );
    const list = within(section).getByRole('list', { name: 'How to install' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(steps);
  });

  it('says when the platform offers no app, and while it loads', () => {
    const { rerender } = render(<InstallGuide system="android" title="Android" steps={steps} />);
    expect(screen.getByText('The Android app is not available yet.')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
    rerender(<InstallGuide system="android" title="Android" steps={steps} loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the download link');
  });
});

import { act, render, screen } from '@testing-library/react';
import { RelativeTime } from '../index';

describe('RelativeTime', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2025-01-15T10:05:00Z') }));
  afterEach(() => jest.useRealTimers());

  it('moves on while it is shown: a notice of 11:05 no longer reads Zojuist at 11:20', () => {
    render(<RelativeTime value="2025-01-15T10:05:00Z" />);
    const time = screen.getByText('Zojuist');
    expect(time).toHaveAttribute('dateTime', '2025-01-15T10:05:00Z');
    act(() => jest.advanceTimersByTime(15 * 60_000));
    expect(time).toHaveTextContent('15 min geleden');
    act(() => jest.advanceTimersByTime(60 * 60_000));
    // Past the hour: the time of day, in Dutch time.
    expect(time).toHaveTextContent('11:05');
  });
});

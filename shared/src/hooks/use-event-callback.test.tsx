import { render } from '@testing-library/react';
import { useEffect } from 'react';
import { useEventCallback } from './use-event-callback';

function Probe({ value, onEffect, seen }: { value: string; onEffect: (value: string) => void; seen: unknown[] }) {
  const report = useEventCallback(() => onEffect(value));
  seen.push(report);
  useEffect(() => {
    report();
  }, [report]);
  return null;
}

describe('useEventCallback', () => {
  it('keeps one identity across renders, so an effect that lists it runs once', () => {
    const calls: string[] = [];
    const seen: unknown[] = [];
    const { rerender } = render(<Probe value="first" onEffect={(value) => void calls.push(value)} seen={seen} />);
    rerender(<Probe value="second" onEffect={(value) => void calls.push(value)} seen={seen} />);
    expect(new Set(seen).size).toBe(1);
    expect(calls).toEqual(['first']);
  });

  it('calls the callback of the latest render', () => {
    const calls: string[] = [];
    let call: (() => void) | undefined;
    function Latest({ value }: { value: string }) {
      call = useEventCallback(() => calls.push(value));
      return null;
    }
    const { rerender } = render(<Latest value="first" />);
    rerender(<Latest value="second" />);
    call!();
    expect(calls).toEqual(['second']);
  });
});

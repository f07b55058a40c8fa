import { Box } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { BRAND_COLOR } from '../theme/system';

/** Spec, section 9: progress bar start 0.3, stop delay 200 ms, height 3. */
const START = 0.3;
const STOP_DELAY_MS = 200;
const HEIGHT_PX = 3;
const TRICKLE_MS = 250;

type Phase = 'idle' | 'running' | 'finishing';

/**
 * A thin bar at the top of the window while `active`: it jumps to 30 %,
 * creeps towards the end while work goes on, then fills and fades out
 * 200 ms after the work stops. It slides and fades only where motion is
 * welcome (`prefers-reduced-motion`); otherwise it moves in steps.
 */
export function ProgressBar({ active }: { active: boolean }) {
  const [seenActive, setSeenActive] = useState(active);
  const [phase, setPhase] = useState<Phase>(active ? 'running' : 'idle');
  const [progress, setProgress] = useState(START);
  const [run, setRun] = useState(0);

  if (active !== seenActive) {
    setSeenActive(active);
    if (active) {
      setPhase('running');
      setProgress(START);
      setRun((current) => current + 1);
    } else if (phase === 'running') {
      setPhase('finishing');
      setProgress(1);
    }
  }

  useEffect(() => {
    if (phase === 'running') {
      const timer = window.setInterval(() => {
        setProgress((current) => current + (0.95 - current) * 0.12);
      }, TRICKLE_MS);
      return () => window.clearInterval(timer);
    }
    if (phase === 'finishing') {
      const timer = window.setTimeout(() => setPhase('idle'), STOP_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    return undefined;
  }, [phase]);

  return (
    <Box
      key={run}
      role="progressbar"
      aria-hidden={phase === 'idle'}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress * 100)}
      position="fixed"
      top="0"
      left="0"
      zIndex="toast"
      height={`${HEIGHT_PX}px`}
      width={`${progress * 100}%`}
      bg={BRAND_COLOR}
      boxShadow={`0 0 8px ${BRAND_COLOR}`}
      opacity={phase === 'idle' ? 0 : 1}
      _motionSafe={{ transition: 'width 200ms ease-out, opacity 200ms linear' }}
      pointerEvents="none"
    />
  );
}

import { useCallback, useState } from 'react';

export type MotionKit = typeof import('./motion-kit.client');

let pending: Promise<MotionKit> | undefined;

/** Fetches the motion kit (framer-motion) once per page; a failed fetch may be tried again later. */
export function loadMotionKit(): Promise<MotionKit> {
  pending ??= import('./motion-kit.client').catch((error: unknown) => {
    pending = undefined;
    throw error;
  });
  return pending;
}

/**
 * The motion kit for an island, null until loaded; `load` fetches it (call it when a visitor is about to
 * interact: pointer over, focus). Until it arrives, the island works without animation.
 */
export function useMotionKit(): [MotionKit | null, () => Promise<MotionKit | null>] {
  const [kit, setKit] = useState<MotionKit | null>(null);
  const load = useCallback(
    () =>
      loadMotionKit().then(
        (loaded) => {
          setKit(loaded);
          return loaded;
        },
        () => null,
      ),
    [],
  );
  return [kit, load];
}

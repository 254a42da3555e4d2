import { useCallback, useEffect, useState } from 'react';

/** Whether the console fills the screen, and a toggle; follows Esc and the browser's own controls too. */
export function useFullscreen(): { isFullscreen: boolean; toggle: () => void } {
  const [isFullscreen, setFullscreen] = useState(() => document.fullscreenElement !== null);
  useEffect(() => {
    const onChange = () => setFullscreen(document.fullscreenElement !== null);
    document.addEventListener('fullscreenchange', onChange);
    return () => document.removeEventListener('fullscreenchange', onChange);
  }, []);
  const toggle = useCallback(() => {
    const change = document.fullscreenElement ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    change.catch(() => undefined); // refused (no user gesture, iframe policy): the state simply stays
  }, []);
  return { isFullscreen, toggle };
}

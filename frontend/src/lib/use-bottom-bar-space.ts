import { useEffect, type RefObject } from 'react';

/**
 * A bar fixed to the bottom of the screen (the campaign page's Donate bar on phones) covers the end of the
 * page. While it shows, its height is published as --fc-bottom-bar on <html>: the page's layout keeps that
 * much room below the footer, and scroll-padding keeps a focused link or field clear of the bar.
 */
export function useBottomBarSpace(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const publish = () => {
      const shown = getComputedStyle(element).position === 'fixed';
      root.style.setProperty('--fc-bottom-bar', `${shown ? Math.ceil(element.getBoundingClientRect().height) : 0}px`);
    };
    // No measuring here: the page has just been put on screen and nothing is laid out yet, so measuring now
    // would lay the whole page out inside this task. The observer reports the bar's first size once the
    // browser has laid the page out itself, before that frame is painted.
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    window.addEventListener('resize', publish);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', publish);
      root.style.removeProperty('--fc-bottom-bar');
    };
  }, [bar]);
}

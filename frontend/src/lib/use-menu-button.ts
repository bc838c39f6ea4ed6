import { useEffect, useId, useRef, useState } from 'react';

/**
 * Open state and focus for an antd `Dropdown` menu opened from a button (`autoFocus` on).
 *
 * - The button gets the focus back when the menu closes from inside it (Escape, or a click on an item
 *   that stays on this page), so a keyboard user is never left on `<body>`; without scrolling, so a click
 *   elsewhere on a long page never jumps back to the button.
 * - antd moves the focus into the menu a few frames after it opens. When the menu was closed before then
 *   (a quick Escape, or a busy machine), that late move would land in a menu on its way out: a closed menu
 *   hands any focus it receives back to its button.
 *
 * Spread `open` and `onOpenChange` on the Dropdown, put `popupClass` in its `classNames.root`, and give
 * the button `ref={triggerRef}` and `aria-expanded={open}`.
 */
export function useMenuButton<T extends HTMLElement = HTMLButtonElement>() {
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<T>(null);
  const popupClass = `fc-menu-${useId().replace(/[^\w-]/g, '')}`;

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (next) return;
    const active = document.activeElement;
    if (!active || active === document.body || active.closest(`.${popupClass}`)) triggerRef.current?.focus({ preventScroll: true });
  };

  useEffect(() => {
    if (open) return;
    const onFocusIn = (event: FocusEvent) => {
      if (event.target instanceof Element && event.target.closest(`.${popupClass}`)) triggerRef.current?.focus({ preventScroll: true });
    };
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, [open, popupClass]);

  return { open, onOpenChange, triggerRef, popupClass };
}

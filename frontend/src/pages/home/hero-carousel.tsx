import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../../components/shell-icons';
import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type ReactNode } from 'react';
import { usePrefersReducedMotion } from '../../lib/use-media';

export const HERO_HEIGHT = 600;
const AUTOPLAY_MS = 7000;

export interface HeroSlide {
  heading: string;
  subheading: string;
  image: { src: string; alt: string };
  /** The two calls to action, already chosen for the signed-in / signed-out state. */
  actions: ReactNode;
}

/**
 * Hero carousel: looping, previous / next buttons and one dot per slide, auto-advances except while
 * hovered or focused, when paused by the person, or when they asked for reduced motion.
 */
export function HeroCarousel({ slides }: { slides: HeroSlide[] }) {
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [pausedByUser, setPausedByUser] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  // Slide images load when first shown (or about to be), not all at once with the first one.
  const [visited, setVisited] = useState(() => new Set([0, 1 % count]));
  const rootRef = useRef<HTMLElement>(null);

  const autoplay = !reducedMotion && !pausedByUser;
  const running = autoplay && !hovered && !focused;

  useEffect(() => {
    if (!running) return undefined;
    const timer = window.setTimeout(() => setIndex((i) => (i + 1) % count), AUTOPLAY_MS);
    return () => window.clearTimeout(timer);
  }, [running, index, count]);

  useEffect(() => {
    setVisited((seen) => {
      const next = (index + 1) % count;
      if (seen.has(index) && seen.has(next)) return seen;
      return new Set([...seen, index, next]);
    });
  }, [index, count]);

  const go = (next: number) => setIndex(((next % count) + count) % count);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') {
      event.preventDefault();
      go(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      go(index + 1);
    }
  };

  const onBlur = (event: FocusEvent) => {
    if (!rootRef.current?.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <section
      ref={rootRef}
      className="fc-hero"
      style={{ height: HERO_HEIGHT }}
      aria-roledescription="carousel"
      aria-label="Welcome to Faith Collective"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <div className="fc-hero__slides" aria-live={running ? 'off' : 'polite'}>
        {slides.map((slide, i) => {
          const active = i === index;
          return (
            <div
              key={slide.heading}
              className={`fc-hero__slide${active ? ' is-active' : ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${count}: ${slide.heading}`}
              aria-hidden={!active}
              inert={!active}
            >
              {visited.has(i) && (
                <img
                  className="fc-hero__image"
                  src={slide.image.src}
                  alt={slide.image.alt}
                  width={1600}
                  height={HERO_HEIGHT}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : 'low'}
                  decoding="async"
                />
              )}
              <div className="fc-hero__scrim" />
              <div className="fc-container fc-hero__content">
                <h2 className="fc-hero__heading">{slide.heading}</h2>
                <p className="fc-hero__subheading">{slide.subheading}</p>
                <div className="fc-hero__actions">{slide.actions}</div>
              </div>
            </div>
          );
        })}
      </div>

      <div className="fc-hero__controls">
        <button type="button" className="fc-hero__arrow" aria-label="Previous slide" onClick={() => go(index - 1)}>
          <ChevronLeftIcon />
        </button>
        <div className="fc-hero__dots">
          {slides.map((slide, i) => (
            <button
              key={slide.heading}
              type="button"
              className={`fc-hero__dot${i === index ? ' is-active' : ''}`}
              aria-label={`Show slide ${i + 1} of ${count}: ${slide.heading}`}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => go(i)}
            >
              <span aria-hidden="true" />
            </button>
          ))}
        </div>
        <button type="button" className="fc-hero__arrow" aria-label="Next slide" onClick={() => go(index + 1)}>
          <ChevronRightIcon />
        </button>
        {!reducedMotion && (
          <button
            type="button"
            className="fc-hero__arrow"
            aria-label={pausedByUser ? 'Play slideshow' : 'Pause slideshow'}
            onClick={() => setPausedByUser((paused) => !paused)}
          >
            {pausedByUser ? <PlayIcon /> : <PauseIcon />}
          </button>
        )}
      </div>
    </section>
  );
}

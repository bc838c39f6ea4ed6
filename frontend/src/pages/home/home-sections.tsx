import type { ComponentType, ReactNode } from 'react';
import { GiveButtonLink } from '../../components/button-link';

/**
 * The sections the home page is made of, which the other public pages (About) reuse: a titled section with its
 * header, a grid of icon cards, and the closing band that invites people to join.
 */

/** A page section in the container: its header (an eyebrow, the title, a lead) and what it holds. */
export function PageSection({
  id,
  titleId,
  title,
  eyebrow,
  lead,
  tinted = false,
  children,
}: {
  id?: string;
  titleId: string;
  title: ReactNode;
  eyebrow?: ReactNode;
  lead?: ReactNode;
  tinted?: boolean;
  children: ReactNode;
}) {
  return (
    <section id={id} className={tinted ? 'fc-section fc-section--tinted' : 'fc-section'} aria-labelledby={titleId}>
      <div className="fc-container">
        <header className="fc-section__header">
          {eyebrow && <p className="fc-eyebrow">{eyebrow}</p>}
          <h2 id={titleId}>{title}</h2>
          {lead && <p className="fc-lead">{lead}</p>}
        </header>
        {children}
      </div>
    </section>
  );
}

export interface IconCard {
  Icon: ComponentType;
  title: string;
  text: string;
}

/** Cards with an icon, a title and a line or two; `modifier` picks the grid's columns (fc-card-grid--four). */
export function IconCards({ cards, modifier }: { cards: readonly IconCard[]; modifier?: string }) {
  return (
    <ul className={modifier ? `fc-card-grid ${modifier}` : 'fc-card-grid'}>
      {cards.map(({ Icon, title, text }) => (
        <li key={title} className="fc-card">
          <span className="fc-card__icon" aria-hidden="true">
            <Icon />
          </span>
          <h3>{title}</h3>
          <p>{text}</p>
        </li>
      ))}
    </ul>
  );
}

/** The closing band: an invitation to join, what the page adds (`children`), its own first action and Explore Campaigns. */
export function JoinBand({
  titleId,
  title,
  lead,
  icon,
  action,
  children,
}: {
  titleId: string;
  title: ReactNode;
  lead: ReactNode;
  icon?: ReactNode;
  action: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="fc-section fc-band" aria-labelledby={titleId}>
      <div className="fc-container fc-band__inner">
        {icon}
        <h2 id={titleId}>{title}</h2>
        <p className="fc-lead">{lead}</p>
        {children}
        <div className="fc-actions fc-actions--center">
          {action}
          <GiveButtonLink to="/donate" size="large">
            Explore Campaigns
          </GiveButtonLink>
        </div>
      </div>
    </section>
  );
}

/**
 * A page's opening image with its title on it (About, the Business Network): `name` is the page's block
 * (fc-about-hero: its content is fc-about-hero__content), `scrim` the class of the shade that keeps the words readable.
 */
export function ImageHero({
  name,
  titleId,
  image,
  scrim,
  eyebrow,
  title,
  children,
}: {
  name: string;
  titleId: string;
  image: { src: string; width: number; height: number };
  scrim: string;
  eyebrow: ReactNode;
  title: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className={`fc-image-hero ${name}`} aria-labelledby={titleId}>
      <img className="fc-image-hero__image" src={image.src} alt="" width={image.width} height={image.height} fetchPriority="high" />
      <div className={scrim} aria-hidden="true" />
      <div className={`fc-container ${name}__content`}>
        <p className="fc-eyebrow fc-eyebrow--on-image">{eyebrow}</p>
        <h1 id={titleId}>{title}</h1>
        {children}
      </div>
    </section>
  );
}

import { BusinessIcon, CommunityIcon, GivingIcon } from '../../components/shell-icons';
import { useCurrentUser } from '../../app/session';
import { HomeBusinessSection } from '../../components/business/home-business-section';
import { ButtonLink, GiveButtonLink } from '../../components/button-link';
import { StarRating } from '../../components/star-rating';
import { StatisticsFigures } from '../../components/statistics/statistics-figures';
import { usePageMeta } from '../../lib/page-meta';
import { MakeADifferenceSection } from '../campaigns/home/make-a-difference-section';
import { HeroCarousel, type HeroSlide } from './hero-carousel';
import { IconCards, JoinBand, PageSection, type IconCard } from './home-sections';

const missionCards: IconCard[] = [
  {
    Icon: CommunityIcon,
    title: 'Community Service',
    text: 'Serve your neighbors together: local outreach, volunteering and care for people in need, organized by believers near you.',
  },
  {
    Icon: GivingIcon,
    title: 'Charitable Giving',
    text: 'Support ministries and families through transparent campaigns. Organizers pay a 0% platform fee, so your gift goes where you send it.',
  },
  {
    Icon: BusinessIcon,
    title: 'Business Networking',
    text: 'Find and grow Christian-owned businesses, meet members who share your values, and do business with integrity.',
  },
];

const testimonials = [
  {
    quote:
      'Our church raised what we needed for the new food pantry in three weeks. Seeing the whole community give together was a blessing.',
    name: 'Sarah Johnson',
    role: 'Outreach Coordinator',
    rating: 5,
  },
  {
    quote:
      'The business network connected me with two clients who share my values. It feels like working alongside family.',
    name: 'Michael Thompson',
    role: 'Small Business Owner',
    rating: 5,
  },
  {
    quote:
      'As a creator, the sponsorship program lets me keep making faith-based videos without chasing ad deals. Simple and encouraging.',
    name: 'Rachel Martinez',
    role: 'Content Creator',
    rating: 4.5,
  },
];

function initials(name: string) {
  return name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2);
}

export default function HomePage() {
  const { isSignedIn } = useCurrentUser();
  usePageMeta(
    'Faith Collective | Uniting Christians Worldwide',
    'Join Faith Collective: give to Christian ministries with a 0% platform fee, connect with Christian-owned businesses, and support faith-based creators.',
  );

  const slides: HeroSlide[] = [
    {
      heading: 'Uniting Christians Worldwide',
      subheading:
        'One community for believers of every denomination: serving, giving and growing together in faith.',
      image: { src: '/images/hero-sunrise.webp', alt: 'Sunrise over green hills with a small white chapel' },
      actions: (
        <>
          {isSignedIn ? (
            <ButtonLink to="/profile" type="primary" size="large">
              My Account
            </ButtonLink>
          ) : (
            <ButtonLink to="/auth" type="primary" size="large">
              Join the Collective
            </ButtonLink>
          )}
          <ButtonLink to="/#about" size="large" ghost>
            Learn More
          </ButtonLink>
        </>
      ),
    },
    {
      heading: 'Create for Christ',
      subheading:
        'Share your faith through your content, and receive compensation through sponsorships that support your calling.',
      image: { src: '/images/hero-creators.webp', alt: 'A creator’s desk with a camera, a microphone and warm lamplight' },
      actions: (
        <>
          <ButtonLink to={isSignedIn ? '/sponsorship-application' : '/auth'} type="primary" size="large">
            Apply Now
          </ButtonLink>
          <ButtonLink to="/sponsored-creators" size="large" ghost>
            Meet Our Creators
          </ButtonLink>
        </>
      ),
    },
    {
      heading: 'Christian Business Network',
      subheading:
        'Connect with Christian-owned businesses, grow with members who share your values, and lead with integrity.',
      image: { src: '/images/hero-business.webp', alt: 'A city skyline at dusk with lights coming on in the windows' },
      actions: (
        <>
          <ButtonLink to={isSignedIn ? '/business' : '/auth'} type="primary" size="large">
            Join Now
          </ButtonLink>
          <ButtonLink to="/business" size="large" ghost>
            Explore the Network
          </ButtonLink>
        </>
      ),
    },
    {
      heading: 'Supporting Christian Ministries',
      subheading:
        'Give to campaigns that feed, heal and serve. Organizers pay a 0% platform fee, so more of every gift reaches the mission.',
      image: { src: '/images/hero-ministries.webp', alt: 'People standing arm in arm on a hill at golden hour' },
      actions: (
        <>
          <GiveButtonLink to="/donate" size="large">
            Our Missions
          </GiveButtonLink>
          <ButtonLink to="/#mission" size="large" ghost>
            How Giving Works
          </ButtonLink>
        </>
      ),
    },
  ];

  return (
    <>
      <h1 className="fc-sr-only">Faith Collective: uniting Christians worldwide</h1>
      <HeroCarousel slides={slides} />

      <PageSection
        id="about"
        titleId="fc-about-title"
        eyebrow="Who we are"
        title="Our Mission"
        lead="Faith Collective brings Christians of all denominations together to serve their communities, give generously and build businesses that honor God."
      >
        <IconCards cards={missionCards} />
      </PageSection>

      <section id="mission" className="fc-section fc-section--tinted" aria-labelledby="fc-mission-title">
        <div className="fc-container fc-split">
          <div>
            <p className="fc-eyebrow">Supporting Christian ministries</p>
            <h2 id="fc-mission-title">Giving that reaches the mission</h2>
            <p>
              Churches, ministries and members raise funds for outreach, relief and care through campaigns on Faith
              Collective. Every campaign is reviewed before it goes live.
            </p>
            <ul className="fc-checklist">
              <li>
                <strong>0% platform fee</strong> for organizers.
              </li>
              <li>
                <strong>Optional tips</strong> from donors keep the platform running, and are always your choice.
              </li>
              <li>
                <strong>Give as a guest</strong> with just your name and email, or sign in to keep track of your
                gifts.
              </li>
              <li>
                Faith Collective is a <strong>registered 501(c)(3) nonprofit</strong>.
              </li>
            </ul>
            <div className="fc-actions">
              <GiveButtonLink to="/donate" size="large">
                Explore Campaigns
              </GiveButtonLink>
            </div>
          </div>
          <img
            className="fc-split__image"
            src="/images/mission-hands.webp"
            alt="Open hands holding a small seedling in warm light"
            width={800}
            height={600}
            loading="lazy"
            decoding="async"
          />
        </div>
      </section>

      <MakeADifferenceSection />

      <section id="business" className="fc-section fc-section--tinted" aria-labelledby="fc-business-title">
        <HomeBusinessSection titleId="fc-business-title" />
      </section>

      <PageSection titleId="fc-testimonials-title" eyebrow="Stories from our community" title="What Our Members Say">
        <ul className="fc-card-grid">
          {testimonials.map(({ quote, name, role, rating }) => (
            <li key={name} className="fc-card fc-testimonial">
              <StarRating value={rating} />
              <blockquote>
                <p>“{quote}”</p>
              </blockquote>
              <div className="fc-testimonial__person">
                <span className="fc-avatar" aria-hidden="true">
                  {initials(name)}
                </span>
                <span>
                  <strong>{name}</strong>
                  <br />
                  <span className="fc-muted">{role}</span>
                </span>
              </div>
            </li>
          ))}
        </ul>
      </PageSection>

      <JoinBand
        titleId="fc-join-title"
        title="Join Our Growing Community"
        lead="Serve, give and grow alongside Christians who share your faith. Creating an account is free."
        action={
          isSignedIn ? (
            <ButtonLink to="/profile" size="large">
              My Account
            </ButtonLink>
          ) : (
            <ButtonLink to="/auth" size="large">
              Join the Collective
            </ButtonLink>
          )
        }
      >
        <StatisticsFigures />
      </JoinBand>
    </>
  );
}

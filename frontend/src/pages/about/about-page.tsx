import {
  BulbOutlined,
  CameraOutlined,
  CheckCircleOutlined,
  GiftOutlined,
  HeartOutlined,
  SafetyCertificateOutlined,
  ShopOutlined,
  StarOutlined,
  TeamOutlined,
  UsergroupAddOutlined,
} from '@ant-design/icons';
import { useCurrentUser } from '../../app/session';
import { ButtonLink } from '../../components/button-link';
import { usePageMeta } from '../../lib/page-meta';
import { IconCards, ImageHero, JoinBand, PageSection, type IconCard } from '../home/home-sections';

const offerings: IconCard[] = [
  {
    Icon: GiftOutlined,
    title: 'Donations & Campaigns',
    text: 'Start a campaign for a ministry, a family in need or a church project, or give to one. Organizers pay a 0% platform fee.',
  },
  {
    Icon: ShopOutlined,
    title: 'Business Network',
    text: 'A directory of Christian-owned businesses with monthly memberships, and a free lifetime founding-member program for our first 100 members.',
  },
  {
    Icon: CameraOutlined,
    title: 'Creator Sponsorship',
    text: 'Faith-based video makers, podcasters, photographers and writers can apply for sponsorship and be featured in our creator hub.',
  },
  {
    Icon: TeamOutlined,
    title: 'Community Building',
    text: 'Member profiles and shared causes that help believers of every denomination meet, serve and grow together.',
  },
];

const values = [
  { Icon: HeartOutlined, title: 'Faith First', text: 'Everything we build starts from the love of Christ and serves His church.' },
  { Icon: UsergroupAddOutlined, title: 'Unity', text: 'Christians of all denominations, worldwide, working side by side.' },
  { Icon: GiftOutlined, title: 'Generosity', text: 'We make giving simple, and keep more of every gift with the cause.' },
  { Icon: SafetyCertificateOutlined, title: 'Integrity', text: 'Campaigns are reviewed, payments are secure, and we say plainly what we do.' },
  { Icon: CheckCircleOutlined, title: 'Stewardship', text: 'We treat every dollar and every personal detail entrusted to us with care.' },
  { Icon: BulbOutlined, title: 'Excellence', text: 'We do good work, for people who deserve our best, to the glory of God.' },
];

export default function AboutPage() {
  const { isSignedIn } = useCurrentUser();
  usePageMeta(
    'About',
    'Faith Collective is a registered 501(c)(3) nonprofit uniting Christians through giving, a business network, creator sponsorship and community.',
  );

  return (
    <>
      <ImageHero
        name="fc-about-hero"
        titleId="fc-about-page-title"
        image={{ src: '/images/hero-sunrise.webp', width: 1600, height: 600 }}
        scrim="fc-hero__scrim"
        eyebrow="About Faith Collective"
        title="Uniting Christians to serve, give and grow together"
      />

      <section className="fc-section" aria-labelledby="fc-about-mission">
        <div className="fc-container fc-prose fc-prose--center">
          <h2 id="fc-about-mission">Our Mission</h2>
          <p className="fc-lead">
            Faith Collective exists to unite Christians of all denominations worldwide through community service,
            charitable giving, business networking and the support of faith-based creators.
          </p>
          <p>
            We are a registered 501(c)(3) nonprofit. We believe the church is strongest when believers share what
            they have: their time, their gifts, their work and their stories. Our platform gives them simple, trusted
            tools to do it.
          </p>
        </div>
      </section>

      <PageSection tinted titleId="fc-about-offerings" title="What We Offer">
        <IconCards cards={offerings} modifier="fc-card-grid--four" />
      </PageSection>

      <PageSection titleId="fc-about-values" title="Our Values">
        <ul className="fc-card-grid fc-card-grid--values">
          {values.map(({ Icon, title, text }) => (
            <li key={title} className="fc-value">
              <span className="fc-value__icon" aria-hidden="true">
                <Icon />
              </span>
              <div>
                <h3>{title}</h3>
                <p>{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </PageSection>

      <JoinBand
        titleId="fc-about-join"
        title="Join Our Community"
        lead="Create your free account, support a campaign, or tell us about your business."
        icon={<StarOutlined className="fc-band__icon" aria-hidden="true" />}
        action={
          isSignedIn ? (
            <ButtonLink to="/profile" size="large">
              Complete Your Profile
            </ButtonLink>
          ) : (
            <ButtonLink to="/api/login" external size="large">
              Get Started Today
            </ButtonLink>
          )
        }
      />
    </>
  );
}

import { CheckOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { formatMoney } from '../../lib/format';
import { ButtonLink } from '../button-link';
import type { MembershipTier } from './business-api';

export interface DisplayTier {
  id: string | null; // null: a fallback plan, shown for information only
  name: string;
  price: string;
  description: string;
  features: string[];
}

/** Shown when the server has no tiers (spec section 3): for display only. */
export const FALLBACK_TIERS: DisplayTier[] = [
  { id: null, name: 'Basic Membership', price: '9.00', description: 'List your business in the directory.', features: [] },
  { id: null, name: 'Professional Membership', price: '29.00', description: 'Stand out and grow through networking.', features: [] },
  { id: null, name: 'Executive Membership', price: '99.00', description: 'For established leaders in the network.', features: [] },
];

export function toDisplayTier(tier: MembershipTier): DisplayTier {
  return { id: tier.id, name: tier.name, price: tier.price, description: tier.description, features: tier.features };
}

/** A monthly plan: name, $price/month, description, features and Choose Plan. */
export function TierCard({ tier, featured, current }: { tier: DisplayTier; featured?: boolean; current?: boolean }) {
  return (
    <li className={`fc-tier${featured ? ' fc-tier--featured' : ''}`}>
      {featured && <span className="fc-tier__ribbon">Most Popular</span>}
      <h3 className="fc-tier__name">
        {tier.name}
      </h3>
      <p className="fc-tier__price">
        <strong>{formatMoney(tier.price)}</strong>
        <span>/month</span>
      </p>
      <p className="fc-tier__description">{tier.description}</p>
      {tier.features.length > 0 && (
        <ul className="fc-tier__features">
          {tier.features.map((feature) => (
            <li key={feature}>
              <CheckOutlined aria-hidden="true" /> {feature}
            </li>
          ))}
        </ul>
      )}
      <div className="fc-tier__action">
        {current ? (
          <Button block size="large" disabled>
            Your Current Plan
          </Button>
        ) : tier.id ? (
          <ButtonLink
            to={`/membership/checkout/${tier.id}`}
            type={featured ? 'primary' : 'default'}
            block
            size="large"
            aria-label={`Choose Plan: ${tier.name}`}
          >
            Choose Plan
          </ButtonLink>
        ) : (
          <Button block size="large" disabled>
            Choose Plan
          </Button>
        )}
      </div>
    </li>
  );
}

import { useQuery } from '@tanstack/react-query';
import { formatCount, formatWholeDollars } from '../../lib/format';
import { statisticsQueries } from './statistics-api';

/** Platform figures with a '+' suffix; donations raised rounded and grouped as dollars. Nothing is
 * invented: while loading a skeleton shows, and without data the figures are left out. */
export function StatisticsFigures() {
  const { data, isPending } = useQuery(statisticsQueries.figures());

  if (isPending) {
    return (
      <div className="fc-stats" aria-busy="true">
        <span className="fc-sr-only" role="status">
          Loading community figures
        </span>
        {[0, 1, 2, 3].map((i) => (
          <div key={i} className="fc-stats__item" aria-hidden="true">
            <span className="fc-skeleton fc-skeleton--figure" />
            <span className="fc-skeleton fc-skeleton--label" />
          </div>
        ))}
      </div>
    );
  }
  if (!data) return null;

  const figures = [
    { label: 'Community Members', value: `${formatCount(data.communityMembers)}+` },
    { label: 'Donations Raised', value: `${formatWholeDollars(data.donationsRaised)}+` },
    { label: 'Business Members', value: `${formatCount(data.businessMembers)}+` },
    { label: 'Industries', value: `${formatCount(data.industries)}+` },
  ];
  return (
    <dl className="fc-stats">
      {figures.map(({ label, value }) => (
        <div key={label} className="fc-stats__item">
          <dt className="fc-stats__label">{label}</dt>
          <dd className="fc-stats__value">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
